#include "varia/movegen.hpp"

#include <algorithm>
#include <array>

#include "attacks.hpp"
#include "goals.hpp"
#include "listing.hpp"
#include "varia/board_overlay.hpp"
#include "varia/rule_module.hpp"

namespace varia {

namespace {

/// What the walks of one piece must ask before adding a move: nothing, whether the target square
/// is a promotion (or dead) square, or the slow path for every move (a piece standing on a
/// promotion square of a PromotionRules::from_zone type, all of whose moves promote).
enum class PromotionCheck : std::uint8_t { None, Target, EveryMove };

/// The PromotionCheck of a piece of type t and colour us on `from`.
PromotionCheck promotion_check(const Variant& v, Color us, PieceTypeId t, Square from) noexcept {
    if (!(v.promotion_check_types() >> t & 1U)) return PromotionCheck::None;
    if ((v.from_zone_types() >> t & 1U) && v.promotion_from_squares(us, t).test(from)) return PromotionCheck::EveryMove;
    return PromotionCheck::Target;
}

/// A move of a piece that may promote or could end up immobile (Variant::promotion_check_squares(),
/// promotion_from_squares()): the promotions where the move promotes, and the plain move unless
/// the promotion is forced or the piece could never move again from `to`.
[[gnu::noinline]] void add_with_promotions(const Variant& v, Color us, PieceTypeId t, Square from, Square to,
                         MoveKind kind, std::uint8_t aux, MoveList& out) {
    const bool promotes = v.promotion_squares(us, t).test(to) || v.promotion_from_squares(us, t).test(from);
    if (promotes)
        for (PieceTypeId choice : v.promotion_choices(us, t))
            if (!v.dead_squares(us, choice).test(to)) out.add(from, to, kind, choice, aux);
    if ((!promotes || v.piece_types[t].promotion.optional) && !v.dead_squares(us, t).test(to))
        out.add(from, to, kind, Move::no_piece, aux);
}

// Inlined into the walks: the common case (no promotion possible) is one store.
[[gnu::always_inline]] inline void add_move(const Variant& v, Color us, PieceTypeId t, PromotionCheck promo, Square from,
                                            Square to, MoveKind kind, std::uint8_t aux, MoveList& out) {
    if (promo != PromotionCheck::None &&
        (promo == PromotionCheck::EveryMove || v.promotion_check_squares(us, t).test(to))) [[unlikely]] {
        add_with_promotions(v, us, t, from, to, kind, aux, out);
        return;
    }
    out.add(from, to, kind, Move::no_piece, aux);
}

bool is_en_passant_target(const Position& pos, Square s) {
    for (Square ep : pos.en_passant_targets())
        if (ep == s) return true;
    return false;
}

/// A ray that stops at the first piece: leapers, riders, lame leaps, `j` riders.
template <class View>
[[gnu::always_inline]] inline void walk_ray(const View& pos, Color us, const Ray& ray, Square from, PieceTypeId t, PromotionCheck promo, MoveList& out) {
    const Variant& v = pos.variant();
    const Square* next = v.geometry().steps(ray.dir);
    Square to = from;
    if (ray.plain) [[likely]] { // most rays: step until a piece, take it if it may
        for (int k = 0; k < ray.range; ++k) {
            to = next[to];
            if (to == NoSquare) return;
            const Piece target = pos.piece_at(to);
            if (target.none()) {
                if (ray.can_move()) add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
                continue;
            }
            if (target.color() != us && ray.can_capture() && v.capturable(target))
                add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
            return;
        }
        return;
    }
    for (int k = 1; k <= ray.range; ++k) {
        to = next[to];
        if (to == NoSquare) return;
        if (k == 1 && ray.jump_first) continue;
        const Piece target = pos.piece_at(to);
        if (target.none()) {
            if (k < ray.min_range) continue;
            // An en-passant target is taken en passant by a ray that may; otherwise it is a plain square.
            if (ray.can_en_passant() && us == position_of(pos).side_to_move() &&
                is_en_passant_target(position_of(pos), to)) {
                add_move(v, us, t, promo, from, to, MoveKind::EnPassant,
                         static_cast<std::uint8_t>(position_of(pos).en_passant_victim(to)), out);
            } else if (ray.can_move()) {
                const bool passes = ray.multi_step && k > 1;
                add_move(v, us, t, promo, from, to, passes ? MoveKind::MultiStep : MoveKind::Normal,
                         passes ? ray.dir : 0, out);
            }
            continue;
        }
        if (k >= ray.min_range && target.color() != us && ray.can_capture() && v.capturable(target))
            add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
        return;
    }
}

/// A friendly leap: over the adjacent own piece onto the square behind it (Hop::FriendlyLeap),
/// which must be empty, or hold a piece it may take when the ray may capture.
template <class View>
[[gnu::noinline]] void walk_friendly_leap(const View& pos, Color us, const Ray& ray, Square from, PieceTypeId t,
                                          PromotionCheck promo, MoveList& out) {
    const Variant& v = pos.variant();
    const Square* next = v.geometry().steps(ray.dir);
    const Square hurdle = next[from];
    if (hurdle == NoSquare) return;
    const Piece p = pos.piece_at(hurdle);
    if (p.none() || p.is_wall() || p.color() != us) return;
    if (!v.friendly_leap_over_royal && (v.royal_types() >> p.type() & 1U)) return;
    const Square to = next[hurdle];
    if (to == NoSquare) return;
    const Piece target = pos.piece_at(to);
    if (target.none() ? ray.can_move() : ray.can_capture() && v.can_take(target, us))
        add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
}

/// An oblique lame leap (Hop::Bent): the squares it passes must be empty.
template <class View>
[[gnu::noinline]] void walk_bent(const View& pos, Color us, const Ray& ray, Square from, PieceTypeId t, PromotionCheck promo,
                                 MoveList& out) {
    const Square to = attacks::bent_landing(pos, ray, from);
    if (to == NoSquare) return;
    const Piece target = pos.piece_at(to);
    if (target.none() ? ray.can_move() : ray.can_capture() && pos.variant().can_take(target, us))
        add_move(pos.variant(), us, t, promo, from, to, MoveKind::Normal, 0, out);
}

/// A hopping ray (`p` cannon, `g` grasshopper): jump the first piece met, then land.
template <class View>
void walk_hopper(const View& pos, Color us, const Ray& ray, Square from, PieceTypeId t, PromotionCheck promo, MoveList& out) {
    const Variant& v = pos.variant();
    const Square* next = v.geometry().steps(ray.dir);
    Square to = from;
    int k = 0;
    do {
        to = next[to];
        ++k;
    } while (to != NoSquare && k <= ray.range && pos.piece_at(to).none());
    if (to == NoSquare || k > ray.range) return; // no screen within range
    const PieceType& type = v.piece_types[t];
    if (type.hop_screen_excluded >> pos.piece_at(to).type() & 1U) return; // janggi: no cannon as screen
    const int last = ray.hop == Hop::Grasshopper ? k + 1 : ray.range;
    while (++k <= last) {
        to = next[to];
        if (to == NoSquare) return;
        const Piece target = pos.piece_at(to);
        if (target.none()) {
            if (ray.can_move()) add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
            continue;
        }
        if (ray.can_capture() && v.can_take(target, us) && !(type.hop_capture_excluded >> target.type() & 1U))
            add_move(v, us, t, promo, from, to, MoveKind::Normal, 0, out);
        return;
    }
}

/// A locust ray (XBetza `caf`): the first leg must end on an enemy piece, the victim, which is
/// taken; the second leg goes on the same way with the same range, to empty squares (if it may
/// move) and onto the next enemy piece (if it may capture). Own pieces block either leg.
template <class View>
void walk_locust(const View& pos, Color us, const Ray& ray, Square from, PieceTypeId t, PromotionCheck promo, MoveList& out) {
    const Variant& v = pos.variant();
    const Square* next = v.geometry().steps(ray.dir);
    Square victim = from;
    int k = 0;
    do {
        victim = next[victim];
        ++k;
    } while (victim != NoSquare && k <= ray.range && pos.piece_at(victim).none());
    if (victim == NoSquare || k > ray.range || !v.locust_can_take(pos.piece_at(victim), us, ray.modes)) return;
    const auto aux = static_cast<std::uint8_t>(victim);
    Square to = victim;
    for (k = 1; k <= ray.range; ++k) {
        to = next[to];
        if (to == NoSquare) return;
        const Piece target = pos.piece_at(to);
        if (target.none()) {
            if (ray.locust_modes & modes::move) add_move(v, us, t, promo, from, to, MoveKind::Locust, aux, out);
            continue;
        }
        if (v.locust_can_take(target, us, ray.locust_modes))
            add_move(v, us, t, promo, from, to, MoveKind::Locust, aux, out);
        return;
    }
}

/// A leap of Variant::leaps() that may take en passant, onto an empty square: an en-passant
/// capture onto an en-passant target, otherwise a plain move if the leap may move.
template <class View>
[[gnu::noinline]] void en_passant_leap(const View& pos, Color us, PieceTypeId t, PromotionCheck promo, Square from,
                                       LeapTarget leap, MoveList& out) {
    const Position& position = position_of(pos);
    if (us == position.side_to_move() && is_en_passant_target(position, leap.to))
        add_move(pos.variant(), us, t, promo, from, leap.to, MoveKind::EnPassant,
                 static_cast<std::uint8_t>(position.en_passant_victim(leap.to)), out);
    else if (leap.modes & modes::move)
        add_move(pos.variant(), us, t, promo, from, leap.to, MoveKind::Normal, 0, out);
}

/// The one-leg moves of the piece of type t and colour us on `from`. `Site` only makes the
/// generator's main loop its own copy, called from one place, which the compiler inlines there.
template <class View, int Site = 0>
[[gnu::always_inline]] inline void one_leg_moves(const View& pos, Color us, PieceTypeId t, Square from, MoveList& out) {
    const Variant& v = pos.variant();
    const PromotionCheck promo = promotion_check(v, us, t, from);
    for (const LeapTarget leap : v.leaps(us, t, from)) { // one step: looked up, not walked
        const Piece target = pos.piece_at(leap.to);
        if (target.none()) {
            if ((leap.modes & modes::en_passant) && !position_of(pos).en_passant_targets().empty()) [[unlikely]]
                en_passant_leap(pos, us, t, promo, from, leap, out);
            else if (leap.modes & modes::move)
                add_move(v, us, t, promo, from, leap.to, MoveKind::Normal, 0, out);
        } else if (target.color() != us && (leap.modes & modes::capture) && v.capturable(target)) {
            add_move(v, us, t, promo, from, leap.to, MoveKind::Normal, 0, out);
        }
    }
    if (!(v.walking_types(us) >> t & 1U)) return; // a leaper: no ray to look up
    for (const Ray& ray : v.walk_rays(us, t)) {
        if (!ray.from_anywhere() && !v.usable_from(us, t, ray, from)) continue;
        if (ray.hop == Hop::None) walk_ray(pos, us, ray, from, t, promo, out);
        else if (ray.hop == Hop::FriendlyLeap) walk_friendly_leap(pos, us, ray, from, t, promo, out);
        else if (ray.hop == Hop::Bent) walk_bent(pos, us, ray, from, t, promo, out);
        else walk_hopper(pos, us, ray, from, t, promo, out);
    }
}

/// The locust moves of the piece of type t and colour us on `from`; they live apart from the
/// other rays (Variant::locust_rays()), so variants without them never get here.
template <class View>
[[gnu::noinline]] void locust_moves(const View& pos, Color us, PieceTypeId t, Square from, MoveList& out) {
    const Variant& v = pos.variant();
    const PromotionCheck promo = promotion_check(v, us, t, from);
    for (const Ray& ray : v.locust_rays(us, t))
        if (v.usable_from(us, t, ray, from)) walk_locust(pos, us, ray, from, t, promo, out);
}

} // namespace

namespace {
/// Drops the moves of out[first..] that repeat an earlier one there: a piece whose atoms overlap
/// (Variant::repeating_types()) reaches some squares by two rays, and a move is one move.
[[gnu::noinline]] void remove_repeated(MoveList& out, std::size_t first) noexcept {
    for (std::size_t i = first + 1; i < out.size();) {
        const Move* seen = std::find(out.begin() + first, out.begin() + i, out[i]);
        if (seen != out.begin() + i) out.swap_remove(i); // the last move comes to i: look again
        else ++i;
    }
}

/// Drops the moves of out[first..] that end a confined piece outside its region
/// (Variant::confined_types()). A promotion is judged by the type it becomes.
template <class View>
void keep_inside_regions(const View& pos, MoveList& out, std::size_t first) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i) {
        const Move& m = out[i];
        bool inside = true;
        if (m.kind != MoveKind::Castling && m.kind != MoveKind::Place) {
            const Piece mover = m.kind == MoveKind::Drop ? Piece(m.piece, us) : pos.piece_at(m.from);
            const bool promotes = m.kind != MoveKind::Drop && m.piece != Move::no_piece;
            const PieceTypeId type = promotes ? m.piece : mover.type();
            inside = (v.types_allowed_on(mover.color(), m.to) >> type & 1U) != 0;
        }
        if (inside) out[kept++] = out[i];
    }
    out.truncate(kept);
}

/// Drops the moves of out[first..] that stay inside the cell they start in (GridRule); drops and
/// placements start nowhere and stay.
template <class View>
[[gnu::noinline]] void keep_crossing_grid(const View& pos, MoveList& out, std::size_t first) {
    const Variant& v = pos.variant();
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i) {
        const Move& m = out[i];
        const bool from_nowhere = m.kind == MoveKind::Drop || m.kind == MoveKind::Place;
        if (from_nowhere || !v.same_cell(m.from).test(m.to)) out[kept++] = out[i];
    }
    out.truncate(kept);
}

/// Drops the promotions of out[first..] to a type whose PieceType::promotion_limit the side has
/// reached on the board (grand chess: no second queen while the first one stands).
template <class View>
[[gnu::noinline]] void keep_promotions_within_limits(const View& pos, Color us, MoveList& out, std::size_t first) {
    const Variant& v = pos.variant();
    const auto full = [&](std::uint8_t t) {
        return t != Move::no_piece && v.piece_types[t].promotion_limit > 0 &&
               pos.pieces(us, t).count() >= v.piece_types[t].promotion_limit;
    };
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i) {
        const Move& m = out[i];
        // A piece whose next type (PieceType::turns_into) is at its limit cannot move at all,
        // not even to promote into another type (cutechess's gryphon chess).
        const bool over = full(m.piece) || (v.turning_types() != 0 && m.kind != MoveKind::Drop && m.kind != MoveKind::Place &&
                                            full(v.turn_of(pos.piece_at(m.from).type())));
        if (!over) out[kept++] = out[i];
    }
    out.truncate(kept);
}

/// PieceType::turns_into: the moves from index `first` on of pieces that turn, and that do not
/// promote, end with the piece turned (with turns_on_capture_only, only its captures do).
template <class View>
[[gnu::noinline]] void apply_turns(const View& pos, MoveList& out, std::size_t first) {
    const Variant& v = pos.variant();
    for (std::size_t i = first; i < out.size(); ++i) {
        Move& m = out[i];
        if (m.piece != Move::no_piece || m.extra != 0) continue;
        const bool capture = m.kind == MoveKind::EnPassant || m.kind == MoveKind::Locust;
        if (!capture && m.kind != MoveKind::Normal && m.kind != MoveKind::MultiStep) continue;
        const PieceTypeId t = pos.piece_at(m.from).type();
        if ((v.turning_types() >> t & 1U) == 0) continue;
        if (v.piece_types[t].turns_on_capture_only && !capture && pos.piece_at(m.to).none()) continue;
        m.piece = v.turn_of(t);
    }
}

template <class View>
void piece_moves(const View& pos, Square from, MoveList& out) {
    const Piece p = pos.piece_at(from);
    if (p.none() || p.is_wall()) return;
    const std::size_t first = out.size();
    one_leg_moves(pos, p.color(), p.type(), from, out);
    if (pos.variant().locust_types() >> p.type() & 1U) locust_moves(pos, p.color(), p.type(), from, out);
    if (pos.variant().repeating_types() >> p.type() & 1U) remove_repeated(out, first);
    if (pos.variant().turning_types() >> p.type() & 1U) apply_turns(pos, out, first);
    if (pos.variant().confined_types() >> p.type() & 1U) keep_inside_regions(pos, out, first);
    if (pos.variant().limited_promotion_types() >> p.type() & 1U)
        keep_promotions_within_limits(pos, p.color(), out, first);
    if (pos.variant().grid.enabled) [[unlikely]] keep_crossing_grid(pos, out, first);
}
} // namespace

void generate_piece_moves(const Position& pos, Square from, MoveList& out) { piece_moves(pos, from, out); }
void generate_piece_moves(const BoardOverlay& board, Square from, MoveList& out) { piece_moves(board, from, out); }

bool attacked(const BoardOverlay& board, Square s, Color by) noexcept { return attacks::attacked(board, s, by); }
SquareSet attackers(const Position& pos, Square s, Color by) noexcept { return attacks::attackers(pos, s, by); }
SquareSet attackers(const BoardOverlay& board, Square s, Color by) noexcept { return attacks::attackers(board, s, by); }
SquareSet movers_to(const Position& pos, Square s, Color by) noexcept { return attacks::movers_to(pos, s, by); }
SquareSet movers_to(const BoardOverlay& board, Square s, Color by) noexcept { return attacks::movers_to(board, s, by); }

SquareSet attack_targets(const Position& pos, Square from) {
    SquareSet out;
    const Piece p = pos.piece_at(from);
    if (p.none() || p.is_wall()) return out;
    const Variant& v = pos.variant();
    const Color us = p.color();
    const PieceTypeId t = p.type();
    const auto occupied = [&](Square s) { return !pos.piece_at(s).none(); };
    const auto target = [&](Square s) {
        if (!pos.piece_at(s).is_wall()) out.set(s);
    };
    for (const Ray& ray : v.rays(us, t)) {
        if (!ray.can_capture() || !v.usable_from(us, t, ray, from)) continue;
        if (ray.hop == Hop::Bent) {
            const Square to = attacks::bent_landing(pos, ray, from);
            if (to != NoSquare && occupied(to)) target(to);
            continue;
        }
        const Square* next = v.geometry().steps(ray.dir);
        if (ray.hop == Hop::FriendlyLeap) {
            const Square hurdle = next[from];
            if (hurdle == NoSquare || next[hurdle] == NoSquare) continue;
            const Piece h = pos.piece_at(hurdle);
            if (h.none() || h.is_wall() || h.color() != us) continue;
            if (!v.friendly_leap_over_royal && (v.royal_types() >> h.type() & 1U)) continue;
            if (occupied(next[hurdle])) target(next[hurdle]);
            continue;
        }
        Square s = from;
        bool screened = ray.hop == Hop::None;
        int after_screen = 0;
        for (int k = 1; k <= ray.range; ++k) {
            s = next[s];
            if (s == NoSquare) break;
            if (screened && ray.hop != Hop::None) ++after_screen;
            if (k == 1 && ray.jump_first) continue;
            if (!occupied(s)) {
                if (ray.hop == Hop::Grasshopper && after_screen == 1) break; // lands right behind the screen
                continue;
            }
            if (!screened) {
                screened = true;
                continue;
            }
            if (k >= ray.min_range && (ray.hop != Hop::Grasshopper || after_screen == 1)) target(s);
            break;
        }
    }
    for (const Ray& ray : v.locust_rays(us, t)) {
        if (!v.usable_from(us, t, ray, from)) continue;
        const Square* next = v.geometry().steps(ray.dir);
        Square s = from;
        int k = 0;
        do {
            s = next[s];
            ++k;
        } while (s != NoSquare && k <= ray.range && !occupied(s));
        if (s == NoSquare || k > ray.range) continue;
        target(s); // the victim
        if (!(ray.locust_modes & modes::capture)) continue;
        for (k = 1; k <= ray.range; ++k) {
            s = next[s];
            if (s == NoSquare) break;
            if (!occupied(s)) continue;
            target(s);
            break;
        }
    }
    return out - v.same_cell(from);
}

void generate_castling(const Position& pos, MoveList& out, bool check_attacks) {
    const Variant& v = pos.variant();
    const CastlingRules& cr = v.castling;
    const Color us = pos.side_to_move();
    const std::uint32_t rights = (pos.castling_rights() >> (16 * index(us))) & 0xFFFFU;
    if (!cr.enabled || rights == 0) return;
    const int back = v.relative_rank(us, v.castling.rank);
    const Square king = pos.castling_king_square(us);
    if (king == NoSquare) return;
    const Color them = ~us;
    const bool royal_king = check_attacks && (v.royal_types() >> pos.piece_at(king).type() & 1U);

    for (std::uint32_t bits = rights; bits != 0; bits &= bits - 1) {
        const Square rook = make_square(std::countr_zero(bits), back);
        const bool king_side = file_of(rook) > file_of(king);
        const Square king_to = make_square(king_side ? cr.king_side_king_file : cr.queen_side_king_file, back);
        const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, back);
        if (v.same_cell(king).test(king_to)) continue; // the king must cross a grid line (GridRule)
        bool clear = true;
        const auto span_clear = [&](Square a, Square b) {
            for (int f = std::min(file_of(a), file_of(b)); f <= std::max(file_of(a), file_of(b)); ++f) {
                const Square s = make_square(f, back);
                if (s != king && s != rook && !pos.piece_at(s).none()) return false;
            }
            return true;
        };
        clear = span_clear(king, king_to) && span_clear(rook, rook_to);
        if (!clear) continue;
        // Every square a royal king stands on or passes, its target included, must be unattacked
        // before the move; the general legality test after the move catches a check the rook shielded.
        if (royal_king) {
            bool safe = !pos.attacked(king, them);
            const int step = file_of(king_to) >= file_of(king) ? 1 : -1;
            for (int f = file_of(king) + step; f != file_of(king_to) + step && safe; f += step)
                safe = !pos.attacked(make_square(f, back), them);
            if (!safe) continue;
        }
        out.add(king, king_to, MoveKind::Castling, Move::no_piece, static_cast<std::uint8_t>(rook));
    }
}

namespace {
/// PieceType::drop_gravity: the square below `s` (towards rank 1) is taken, a hole or off the board.
bool supported(const Position& pos, Square s) noexcept {
    if (rank_of(s) == 0) return true;
    const Square below = make_square(file_of(s), rank_of(s) - 1);
    return !pos.variant().geometry().contains(below) || !pos.piece_at(below).none();
}
} // namespace

namespace {
/// The squares of one colour ((file + rank) odd: `light`) among `set`.
int count_on_colour(SquareSet set, bool light) noexcept {
    int n = 0;
    for (Square s : set) n += ((file_of(s) + rank_of(s)) & 1) == static_cast<int>(light) ? 1 : 0;
    return n;
}

/// PieceType::drop_on_both_colours: removes from `targets` the drops of `type` that would leave the
/// side's pieces of a balanced type unable to stand on both colours evenly. `drop_squares` are
/// the empty squares the side may drop on.
SquareSet balanced_drops(const Position& pos, PieceTypeId type, SquareSet targets, SquareSet drop_squares) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    for (std::size_t b = 0; b < v.piece_types.size(); ++b) {
        if (!v.piece_types[b].drop_on_both_colours) continue;
        const auto balanced = static_cast<PieceTypeId>(b);
        const SquareSet placed = pos.pieces(us, balanced);
        const int total = placed.count() + pos.hand_count(us, balanced);
        if (balanced == type) {
            // At most half of them, rounded up, on the colour of the target.
            for (const bool light : {false, true})
                if (count_on_colour(placed, light) + 1 > (total + 1) / 2)
                    for (Square s : targets)
                        if (((file_of(s) + rank_of(s)) & 1) == static_cast<int>(light)) targets.reset(s);
            continue;
        }
        // Another piece must leave enough squares of each colour for half of them (judged even
        // with none left in hand, as Fairy-Stockfish does).
        const SquareSet room = (drop_squares & v.type_drop_squares(us, balanced)) | placed;
        for (Square s : targets) {
            SquareSet left = room;
            left.reset(s);
            if (count_on_colour(left, false) < total / 2 || count_on_colour(left, true) < total / 2) targets.reset(s);
        }
    }
    return targets;
}
} // namespace

namespace {
/// Variant::drop_promoted: the drops of `type`'s promoted form from the hand's `type`, on the
/// `empty` squares the side may drop on where that form may stand.
void drop_promoted_forms(const Position& pos, PieceTypeId type, SquareSet empty, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const auto promoted = static_cast<PieceTypeId>(v.promoted_form(type));
    for (Square s : empty & v.type_drop_squares(us, promoted))
        if (v.types_allowed_on(us, s) >> promoted & 1U) out.add(0, s, MoveKind::Drop, promoted, 0);
}
} // namespace

void generate_drops(const Position& pos, MoveList& out) {
    if (!pos.variant().has_hands || !pos.variant().drops) return;
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    SquareSet empty = v.geometry().squares() - pos.occupied();
    if (!v.drop_region[index(us)].empty()) [[unlikely]] empty &= v.drop_region[index(us)];
    bool balancing = false;
    for (const PieceType& pt : v.piece_types) balancing = balancing || pt.drop_on_both_colours;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        if (pos.hand_count(us, type) == 0 || (v.piece_types[t].royal && !v.royal_drops)) continue;
        // A piece may not be dropped where it would have to promote (a pawn on its last rank) or
        // could never move (a shogi knight on its last two ranks), nor beyond its file limit.
        const int limit = v.piece_types[t].drop_file_limit;
        const bool gravity = v.piece_types[t].drop_gravity;
        SquareSet targets = empty & v.type_drop_squares(us, type);
        if (balancing) [[unlikely]] targets = balanced_drops(pos, type, targets, empty);
        if (limit == 0 && !gravity && (v.confined_types() >> type & 1U) == 0) [[likely]] {
            // Most drops (crazyhouse's every piece): every target square is a drop.
            for (Square s : targets) out.add(0, s, MoveKind::Drop, type, 0);
        } else {
            std::array<int, max_files> on_file{}; // own pieces of the type per file, for the file limit
            if (limit > 0)
                for (Square s : pos.pieces(us, type)) ++on_file[static_cast<std::size_t>(file_of(s))];
            for (Square s : targets)
                if ((v.types_allowed_on(us, s) >> type & 1U) &&
                    (limit == 0 || on_file[static_cast<std::size_t>(file_of(s))] < limit) &&
                    (!gravity || supported(pos, s)))
                    out.add(0, s, MoveKind::Drop, type, 0);
        }
        if (v.drop_promoted && v.promoted_form(type) != Move::no_piece) [[unlikely]]
            drop_promoted_forms(pos, type, empty, out);
    }
}

namespace {

/// What the fast path needs to know about the side to move, computed once per node.
struct LegalityContext {
    bool fast = false;  ///< the fast path applies at all
    Square king = NoSquare;
    bool checked = false;
    SquareSet pinned;   ///< own pieces on a rider line between the king and an enemy rider
    /// Where attacks are not all lines (hoppers, locust moves, friendly leaps): the squares the
    /// attack test reads from the king. A move that changes none of them leaves the king as safe
    /// as it is; `pinned` is then unused.
    bool broad = false;
    SquareSet sensitive;
    /// The squares of `sensitive` where an own piece arriving on an empty square may give the
    /// enemy an attack: a hopper's screen, or a locust move's victim in front of an enemy locust
    /// piece (squares_filled()). Elsewhere an arrival only blocks lines.
    SquareSet filling;
};

/// Per square, the lines of the attack test that read it, as bits (a line's number modulo 64, in
/// the numbering of attacks::attack_line_count()). Only the entries of the squares squares_read()
/// returns are written.
using LineMasks = std::array<std::uint64_t, NoSquare>;

/// Where squares_read() writes: the set, and, `WithMasks`, the bit of the line being added for
/// each square.
template <bool WithMasks>
struct ReadSquares {
    SquareSet set;
    LineMasks* masks = nullptr;
    std::uint64_t bit = 0; ///< the line being added (0: none of the attack test's lines)

    void add(Square s) noexcept {
        if constexpr (WithMasks) (*masks)[s] = set.test(s) ? (*masks)[s] | bit : bit;
        set.set(s);
    }
};

/// Adds to `out` the squares from `from` along `dir`, up to `range` steps and up to the
/// `pieces`-th piece met (the squares beyond cannot change what a walk of the attack test finds).
template <class Out>
void add_line(const Position& pos, DirectionId dir, int range, int pieces, Square from, Out& out) {
    const Square* next = pos.variant().geometry().steps(dir);
    for (Square s = next[from]; s != NoSquare && range-- > 0; s = next[s]) {
        out.add(s);
        if (!pos.piece_at(s).none() && --pieces == 0) return;
    }
}

/// The squares whose contents Position::attacked(target, by) depends on (LegalityContext), and
/// with the flying general rule those royals_face() reads. Lines none of whose types may attack
/// the target square (a piece confined to its own region) read nothing. `by_mover`: the attackers
/// are the side to move's own pieces (legal_is_attacking_enemy_royal), which a move may put on any
/// square; otherwise they are the enemy's, and squares where no move of the side to move can
/// create an attack are left out: a leap's one square (an own piece leaving or arriving there, or
/// replacing the enemy piece there, gives no attack; king moves and checks are judged apart), and
/// the path of a bent line with no attacker on its origin now, and a locust line with no attacker
/// in its reach. Lines of types the attackers have no piece of read nothing either: a move that
/// promotes or drops is judged apart. With `masks`, also which lines read
/// each square (LineMasks), so that a move touching some of them needs only those lines re-tested.
template <bool WithMasks = false>
SquareSet squares_read(const Position& pos, Square target, Color by, bool by_mover, LineMasks* masks = nullptr) {
    const Variant& v = pos.variant();
    constexpr int unlimited = max_files + max_ranks;
    // Lines of types that colour `by` has no piece of never attack after a move (promotions and
    // drops are judged apart), so they read nothing.
    std::uint32_t present = 0;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (!pos.pieces(by, static_cast<PieceTypeId>(t)).empty()) present |= 1U << t;
    const std::uint32_t allowed = v.types_allowed_on(by, target) & present;
    ReadSquares<WithMasks> out{SquareSet(), masks, 0};
    unsigned index = 0; // the attack test's line numbering
    const auto next_line = [&]() { out.bit = std::uint64_t{1} << (index++ & 63U); };
    for (const AttackLine& line : v.attack_lines(by)) {
        next_line();
        if ((line.types & allowed) && (by_mover || line.max_range > 1))
            add_line(pos, line.dir, line.max_range, 1, target, out);
    }
    for (const HopperLine& line : v.hopper_lines(by)) {
        next_line();
        if ((line.cannon_types | line.grasshopper_types) & allowed) add_line(pos, line.dir, unlimited, 2, target, out);
    }
    for (const FriendlyLeapLine& line : v.friendly_leap_lines(by)) {
        next_line();
        if (line.types & allowed) add_line(pos, line.back, 2, 2, target, out);
    }
    for (const LocustAttack& line : v.locust_attacks(by)) {
        next_line();
        // The enemy's locust piece must stand within the line's reach already.
        if (!(allowed >> line.type & 1U) ||
            (!by_mover && (pos.pieces(by, line.type) & line.attacker_squares[target]).empty()))
            continue;
        add_line(pos, line.back, std::min(2 * line.range, unlimited), 2, target, out);
        add_line(pos, line.forward, line.range, 1, target, out);
    }
    for (const AttackLine& line : v.zone_attack_lines(by)) {
        next_line();
        if (line.types & allowed) add_line(pos, line.dir, line.max_range, 1, target, out);
    }
    for (const HopperLine& line : v.zone_hopper_lines(by)) {
        next_line();
        if ((line.cannon_types | line.grasshopper_types) & allowed) add_line(pos, line.dir, unlimited, 2, target, out);
    }
    for (const BentLine& line : v.bent_lines(by)) {
        next_line();
        const Square origin = line.origin[target];
        if (origin == NoSquare || !(line.types & allowed)) continue;
        if (!by_mover) { // the enemy's attacker must stand on the origin already
            const Piece attacker = pos.piece_at(origin);
            if (attacker.none() || attacker.is_wall() || attacker.color() != by ||
                !(line.types >> attacker.type() & 1U))
                continue;
        }
        // Every square of the path and the attacker's: a piece arriving on any of them matters.
        Square s = target;
        for (int k = 0; k < line.bend_steps && s != NoSquare; ++k) {
            s = line.bend_next[s];
            if (s != NoSquare) out.add(s);
        }
        for (int k = 0; k < line.steps && s != NoSquare; ++k) {
            s = line.next[s];
            if (s != NoSquare) out.add(s);
        }
    }
    // The flying general is no line of the attack test: who uses the masks tests it apart.
    out.bit = 0;
    if (v.flying_general)
        for (const bool up : {true, false}) add_line(pos, v.file_direction(up), unlimited, 1, target, out);
    return out.set;
}

/// LegalityContext::filling. An own piece arriving on an empty square only blocks attack lines,
/// lame leaps and bent lines, and is never a friendly leap's hurdle or attacker (those are the
/// enemy's pieces); it can create an attack as a hopper's screen, or as the victim of a locust
/// line whose first piece behind the king is an enemy of the line's type.
SquareSet squares_filled(const Position& pos, Square king, Color them) {
    const Variant& v = pos.variant();
    constexpr int unlimited = max_files + max_ranks;
    ReadSquares<false> out;
    for (const HopperLine& line : v.hopper_lines(them)) add_line(pos, line.dir, unlimited, 2, king, out);
    for (const LocustAttack& line : v.locust_attacks(them)) {
        const int reach = std::min(2 * line.range, unlimited);
        Square s = king;
        for (int k = 0; k < reach; ++k) {
            s = line.back_steps[s];
            if (s == NoSquare || !pos.piece_at(s).none()) break;
        }
        if (s == NoSquare || pos.piece_at(s).none() || pos.piece_at(s).color() != them ||
            pos.piece_at(s).type() != line.type)
            continue;
        add_line(pos, line.back, reach, 2, king, out);
        add_line(pos, line.forward, line.range, 1, king, out);
    }
    return out.set;
}

/// The context of the side to move; on the broad path, also which lines read each sensitive
/// square, into `masks`.
LegalityContext make_context(const Position& pos, LineMasks& masks) {
    LegalityContext ctx;
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const Color them = ~us;
    ctx.king = pos.royal_square(us);
    if (ctx.king == NoSquare || !v.royal_legality() || pos.pieces(us, *v.royal_type()).several()) return ctx;
    if (!v.line_attacks_only()) {
        // Attacks that no walk from the king covers (forward-checked types) rule it out.
        if (v.forward_checked_types() != 0) return ctx;
        ctx.fast = ctx.broad = true;
        // Generals facing now (only in a position read from text) count as a check: every move
        // is then judged.
        ctx.checked = pos.attacked(ctx.king, them) || (v.flying_general && royals_face(pos));
        if (!ctx.checked) {
            ctx.sensitive = squares_read<true>(pos, ctx.king, them, false, &masks);
            ctx.filling = squares_filled(pos, ctx.king, them) & ctx.sensitive;
        }
        return ctx;
    }
    ctx.fast = true;
    // With regions or a grid the attack test filters what the lines find: ask it first.
    const bool restricted = v.attacks_restricted();
    if (restricted && (ctx.checked = pos.attacked(ctx.king, them))) return ctx;
    // One walk per attack line from the king finds both a check (the first piece met is an enemy
    // attacker of that line) and a pin (an own piece, then an enemy rider of the line).
    for (const AttackLine& line : v.attack_lines(them)) {
        const Square* next = line.next;
        Square s = ctx.king;
        Square blocker = NoSquare;
        for (int k = 0; k < line.max_range; ++k) {
            s = next[s];
            if (s == NoSquare) break;
            const Piece p = pos.piece_at(s);
            if (p.none()) continue;
            const bool attacker = p.color() == them && (line.types_at[k] >> p.type() & 1U);
            if (blocker != NoSquare) {
                if (attacker) ctx.pinned.set(blocker);
                break;
            }
            if (attacker && !restricted) {
                ctx.checked = true;
                ctx.pinned = SquareSet();
                return ctx;
            }
            if (p.color() != us || line.max_range < 2) break;
            blocker = s;
        }
    }
    return ctx;
}

} // namespace

namespace {
/// Variant::pass: the side's royal piece (or its first piece) acting on its own square.
[[gnu::noinline]] void add_pass(const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    Square s = pos.royal_square(us);
    if (s == NoSquare) {
        const SquareSet own = pos.royal_pieces(us).empty() ? pos.pieces(us) : pos.royal_pieces(us);
        if (own.empty()) return;
        s = own.first();
    }
    out.add(s, s, MoveKind::Target, Move::no_piece, 0);
}

// Inlined into the generator's main path (generate_legal()), and behind generate_actions().
[[gnu::always_inline]] inline void actions_of(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const std::size_t first = out.size();
    if (v.repeating_types() != 0) [[unlikely]] {
        for (Square s : pos.pieces(us)) piece_moves(pos, s, out);
    } else {
        for (Square s : pos.pieces(us)) one_leg_moves<Position, 1>(pos, us, pos.piece_at(s).type(), s, out);
        if (v.locust_types() != 0) [[unlikely]] {
            for (Square s : pos.pieces(us))
                if (v.locust_types() >> pos.piece_at(s).type() & 1U)
                    locust_moves(pos, us, pos.piece_at(s).type(), s, out);
        }
        // Turns, regions, promotion limits and the grid: piece_moves() applies them to its own
        // moves, generate_drops() keeps its drops in the regions.
        if (v.turning_types() != 0) [[unlikely]] apply_turns(pos, out, first);
        if (v.confined_types() != 0) [[unlikely]] keep_inside_regions(pos, out, first);
        if (v.limited_promotion_types() != 0) [[unlikely]] keep_promotions_within_limits(pos, us, out, first);
        if (v.grid.enabled) [[unlikely]] keep_crossing_grid(pos, out, first);
    }
    if (pos.castling_rights() != 0) generate_castling(pos, out); // no call where no right is left
    if (v.has_hands && v.drops) generate_drops(pos, out);
    if (v.pass) [[unlikely]] add_pass(pos, out);
}
} // namespace

void generate_actions(const Position& pos, MoveList& out) { actions_of(pos, out); }

void generate_pseudo_legal(Position& pos, MoveList& out) {
    const RuleModule* module = pos.variant().module.get();
    if (module == nullptr) [[likely]] {
        actions_of(pos, out);
    } else if (module->parts().generate) {
        module->generate(pos, out);
    } else if (!module->parts().generate_legal) {
        generate_actions(pos, out);
    }
}

namespace {
/// RoyalCheck::First and FirstFromOwnSide: the royal piece of `royals` met first scanning the
/// files from the a-file, each from rank 1 up (or from the owner's first rank when `own_side`).
Square first_royal(SquareSet royals, Color c, bool own_side) noexcept {
    const bool down = own_side && c == Color::Black;
    Square best = NoSquare;
    for (Square s : royals) {
        if (best == NoSquare || file_of(s) < file_of(best)) {
            best = s;
        } else if (file_of(s) == file_of(best) && (down ? rank_of(s) > rank_of(best) : rank_of(s) < rank_of(best))) {
            best = s;
        }
    }
    return best;
}

/// True when colour c is in check: a royal piece of c that Variant::royal_check protects is
/// attacked (with RoyalCheck::All, every royal piece of c is; with Sole, its only one).
bool royal_attacked(const Position& pos, Color c) noexcept {
    const Variant& v = pos.variant();
    switch (v.royal_check) {
    case RoyalCheck::Every:
        for (std::uint32_t royals = v.royal_types(); royals != 0; royals &= royals - 1) {
            const auto type = static_cast<PieceTypeId>(std::countr_zero(royals));
            for (Square s : pos.pieces(c, type))
                if (pos.attacked(s, ~c)) return true;
        }
        return false;
    case RoyalCheck::All: {
        const SquareSet royals = pos.royal_pieces(c);
        if (royals.empty()) return false;
        for (Square s : royals)
            if (!pos.attacked(s, ~c)) return false;
        return true;
    }
    case RoyalCheck::Sole: {
        SquareSet royals = pos.royal_pieces(c);
        // Which pieces count is judged as before the move (Fairy-Stockfish): a piece that has just
        // promoted into a royal type does not yet take the protection from its side's only one.
        if (c != pos.side_to_move() && pos.ply_count() > 0) {
            const Move& m = pos.last_move();
            if (m.kind == MoveKind::Normal && m.piece != Move::no_piece && (v.royal_types() >> m.piece & 1U))
                royals.reset(m.to);
        }
        return !royals.empty() && !royals.several() && pos.attacked(royals.first(), ~c);
    }
    case RoyalCheck::First:
    case RoyalCheck::FirstFromOwnSide: {
        const Square royal = first_royal(pos.royal_pieces(c), c, v.royal_check == RoyalCheck::FirstFromOwnSide);
        return royal != NoSquare && pos.attacked(royal, ~c);
    }
    }
    return false;
}
} // namespace

bool royals_unattacked(const Position& pos, Color c) noexcept { return !royal_attacked(pos, c); }

bool royals_face(const Position& pos) noexcept {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    for (std::uint32_t royals = v.royal_types(); royals != 0; royals &= royals - 1) {
        const auto type = static_cast<PieceTypeId>(std::countr_zero(royals));
        for (Square s : pos.pieces(Color::White, type))
            for (const bool up : {true, false}) {
                const Square* next = geo.steps(v.file_direction(up));
                Square t = next[s];
                while (t != NoSquare && pos.piece_at(t).none()) t = next[t];
                if (t == NoSquare) continue;
                const Piece p = pos.piece_at(t);
                if (!p.is_wall() && p.color() == Color::Black && (v.royal_types() >> p.type() & 1U)) return true;
            }
    }
    return false;
}

namespace {
/// The legal-turn listings in progress on this thread, and the position the innermost one works
/// on (lent to the queries its module's parts make: listing.hpp).
thread_local int listings_in_progress = 0;
thread_local Position* listing_position = nullptr;

/// One listing of legal turns on `pos`, for its scope: counts the nesting and lends `pos`.
class Listing {
public:
    explicit Listing(Position& pos) noexcept : outer_(listing_position) {
        ++listings_in_progress;
        listing_position = &pos;
    }
    ~Listing() {
        --listings_in_progress;
        listing_position = outer_;
    }
    Listing(const Listing&) = delete;
    Listing& operator=(const Listing&) = delete;
    /// Nested too deep for the module's parts (max_listing_depth): the core's rules only.
    [[nodiscard]] static bool core_only() noexcept { return listings_in_progress > max_listing_depth; }

private:
    Position* outer_;
};
} // namespace

int listing_depth() noexcept { return listings_in_progress; }

Position* detail::lent_position(const Position& pos) noexcept {
    return listing_position == &pos ? listing_position : nullptr;
}

bool legal_after(const Position& after, Color mover) {
    const Variant& v = after.variant();
    if (v.default_legality()) [[likely]] return !royal_attacked(after, mover);
    if (!v.checks_allowed && royal_attacked(after, ~mover)) return false;
    if (v.flying_general && royals_face(after)) return false;
    if (v.module != nullptr && v.module->parts().legal && !Listing::core_only()) return v.module->legal(after, mover);
    return !royal_attacked(after, mover);
}

bool in_check(const Position& pos) {
    const RuleModule* module = pos.variant().module.get();
    if (module != nullptr && module->parts().in_check) return module->in_check(pos);
    return royal_attacked(pos, pos.side_to_move());
}

bool is_legal_slow(Position& pos, const Move& m) {
    const Color mover = pos.side_to_move();
    pos.push(m);
    const bool ok = legal_after(pos, mover);
    pos.pop();
    return ok;
}

namespace {
/// Variant::flying_general, for a side with one royal piece, on `king`: whether the first piece
/// up or down its file is an enemy royal piece (royals_face(), seen from that piece).
template <class View>
bool faces_royal(const View& b, Square king) noexcept {
    const Variant& v = b.variant();
    const Color us = b.piece_at(king).color();
    for (const bool up : {true, false}) {
        const Square* next = v.geometry().steps(v.file_direction(up));
        Square t = next[king];
        while (t != NoSquare && b.piece_at(t).none()) t = next[t];
        if (t == NoSquare) continue;
        const Piece p = b.piece_at(t);
        if (!p.is_wall() && p.color() != us && (v.royal_types() >> p.type() & 1U)) return true;
    }
    return false;
}

/// True when `m` only moves one piece, which keeps its type, and takes at most the piece it lands
/// on or, as a locust, the piece on `aux`: the board after it is known without playing it.
[[gnu::always_inline]] inline bool moves_one_piece(const Move& m) noexcept {
    return m.extra == 0 && m.piece == Move::no_piece &&
           (m.kind == MoveKind::Normal || m.kind == MoveKind::MultiStep || m.kind == MoveKind::Locust);
}

/// For a move with moves_one_piece(): the board it leaves, without playing it.
BoardOverlay board_after(const Position& pos, const Move& m) {
    BoardOverlay after(pos);
    if (m.kind == MoveKind::Locust) after.clear(m.aux);
    after.set(m.to, pos.piece_at(m.from));
    after.clear(m.from);
    return after;
}

/// For a move with moves_one_piece(): the board it leaves, read through the position square by
/// square. Cheaper than a BoardOverlay (which copies the board) for a test that reads few squares.
class MovedBoard {
public:
    MovedBoard(const Position& pos, const Move& m) noexcept
        : pos_(pos), from_(m.from), to_(m.to), aux_(m.kind == MoveKind::Locust ? Square{m.aux} : NoSquare),
          mover_(pos.piece_at(m.from)) {}

    [[nodiscard, gnu::always_inline]] Piece piece_at(Square s) const noexcept {
        if (s == to_) return mover_;
        if (s == from_ || s == aux_) return Piece();
        return pos_.piece_at(s);
    }
    [[nodiscard]] SquareSet pieces(Color c) const noexcept { return moved(pos_.pieces(c), mover_.color() == c); }
    [[nodiscard]] SquareSet pieces(Color c, PieceTypeId t) const noexcept {
        return moved(pos_.pieces(c, t), mover_ == Piece(t, c));
    }
    [[nodiscard]] const Variant& variant() const noexcept { return pos_.variant(); }

private:
    /// `set` with the move's squares emptied, and its target filled when the mover belongs there.
    [[nodiscard]] SquareSet moved(SquareSet set, bool mover_belongs) const noexcept {
        set.reset(from_);
        set.reset(to_);
        if (aux_ != NoSquare) set.reset(aux_);
        if (mover_belongs) set.set(to_);
        return set;
    }

    const Position& pos_;
    Square from_;
    Square to_;
    Square aux_;
    Piece mover_;
};

/// The board a royal piece's one-step move from `from` leaves, as the attack test from its
/// target square reads it: `from` is empty and the rest as in the position (the walks from the
/// target never read the target itself). Only for variants with line_attacks_only(), whose
/// attack test reads nothing but squares.
class RoyalMovedBoard {
public:
    RoyalMovedBoard(const Position& pos, Square from) noexcept : pos_(pos), from_(from) {}
    [[nodiscard, gnu::always_inline]] Piece piece_at(Square s) const noexcept {
        return s == from_ ? Piece() : pos_.piece_at(s);
    }
    [[nodiscard]] SquareSet pieces(Color c) const noexcept { return without_from(pos_.pieces(c)); }
    [[nodiscard]] SquareSet pieces(Color c, PieceTypeId t) const noexcept { return without_from(pos_.pieces(c, t)); }
    [[nodiscard]] const Variant& variant() const noexcept { return pos_.variant(); }

private:
    [[nodiscard]] SquareSet without_from(SquareSet set) const noexcept {
        set.reset(from_);
        return set;
    }
    const Position& pos_;
    Square from_;
};

/// For a move with moves_one_piece(): whether the mover's royal piece, on `king` before the move,
/// is attacked on the board the move leaves. The same answer as playing the move and asking
/// royal_attacked(), for a side with one royal piece, where no rule module's effect changes the
/// board (LegalityContext::fast), without playing it: no hash, no en-passant settling.
bool king_attacked_after(const Position& pos, Square king, const Move& m) {
    const Color us = pos.side_to_move();
    const BoardOverlay after = board_after(pos, m); // a full scan: reading a copy is cheaper
    const Square at = m.from == king ? Square{m.to} : king;
    return attacks::attacked(after, at, ~us) || (pos.variant().flying_general && faces_royal(after, at));
}

/// For a move with moves_one_piece() of a piece other than the royal one, on the broad path while
/// not in check: whether it exposes the royal piece. Only the lines that read a square the move
/// changes (LineMasks) can find an attack on the board it leaves; the others find none, as now.
bool discovered_attack(const Position& pos, const LegalityContext& ctx, const LineMasks& masks, const Move& m) {
    const auto lines_at = [&](Square s) { return ctx.sensitive.test(s) ? masks[s] : 0U; };
    std::uint64_t lines = lines_at(m.from) | lines_at(m.to);
    if (m.kind == MoveKind::Locust) lines |= lines_at(m.aux);
    const bool flying = pos.variant().flying_general;
    if (lines == 0 && !flying) return false;
    const Color them = ~pos.side_to_move();
    if (lines != 0 && attacks::attacked_on_lines(MovedBoard(pos, m), ctx.king, them, lines)) return true;
    return flying && faces_royal(MovedBoard(pos, m), ctx.king);
}

/// RuleModule::Parts::legal_is_attacking_enemy_royal: whether the predicate "the mover attacks
/// the enemy royal piece" can be judged without playing moves: one royal piece each, effects that
/// keep the board, and every attack found from the attacked square (no forward-checked types).
bool attack_keeping_applies(const Position& pos) {
    const Variant& v = pos.variant();
    const RuleModule* module = v.module.get();
    if (module == nullptr || !module->parts().legal_is_attacking_enemy_royal) return false;
    if (module->parts().after_move && !module->parts().effects_keep_board) return false;
    const Color them = ~pos.side_to_move();
    return v.forward_checked_types() == 0 && v.royal_type() && pos.royal_square(them) != NoSquare &&
           !pos.pieces(them, *v.royal_type()).several();
}

/// Keeps the moves of out[first..] after which the side to move attacks the enemy royal piece
/// (attack_keeping_applies()). A single-piece move that touches no square the attack test reads
/// from that piece leaves the answer as it is now; another is judged on a BoardOverlay; drops,
/// promotions and turns of several actions are played.
void keep_attacking_enemy_royal(Position& pos, MoveList& out, std::size_t first) {
    const Color us = pos.side_to_move();
    const Square target = pos.royal_square(~us);
    const bool now = pos.attacked(target, us);
    const SquareSet read = squares_read(pos, target, us, true);
    std::size_t i = first;
    while (i < out.size()) {
        const Move& m = out[i];
        bool legal;
        if (!moves_one_piece(m)) {
            legal = is_legal_slow(pos, m);
        } else if (!read.test(m.from) && !read.test(m.to) && (m.kind != MoveKind::Locust || !read.test(m.aux))) {
            legal = now;
        } else {
            legal = attacks::attacked(MovedBoard(pos, m), target, us);
        }
        if (legal) ++i;
        else out.swap_remove(i);
    }
}

/// Keeps the moves of out[first..] that pass the legality predicate.
[[gnu::always_inline]] inline void keep_legal(Position& pos, MoveList& out, std::size_t first, bool use_fast_path) {
    if (use_fast_path && attack_keeping_applies(pos)) [[unlikely]] {
        keep_attacking_enemy_royal(pos, out, first);
        return;
    }
    // Effects may change the board after a move, which the pins and check masks cannot foresee,
    // unless the module declares that they do not.
    const RuleModule* module = pos.variant().module.get();
    const bool fast =
        use_fast_path && (module == nullptr || !module->parts().after_move || module->parts().effects_keep_board);
    // Written for the sensitive squares only (broad path), hence not initialised.
    LineMasks masks; // NOLINT(cppcoreguidelines-pro-type-member-init)
    const LegalityContext ctx = fast ? make_context(pos, masks) : LegalityContext{};
    // A drop of a non-royal piece only adds a piece: while not in check it can expose the king only
    // by becoming a hopper's screen or a friendly leap's hurdle, on a square the attack test reads.
    const std::uint32_t royals = pos.variant().royal_types();
    const auto harmless_drop = [royals](const Move& m) {
        return m.kind == MoveKind::Drop && m.extra == 0 && (royals >> m.piece & 1U) == 0;
    };
    // A piece that promotes or turns into a royal type (gryphon's queen) is a new royal piece,
    // which the pins and checks of the old one say nothing about.
    const auto stays_unroyal = [royals](const Move& m) {
        return m.piece == Move::no_piece || (royals >> m.piece & 1U) == 0;
    };
    std::size_t i = first;
    if (ctx.broad) [[unlikely]] {
        while (i < out.size()) {
            const Move& m = out[i];
            // A lone Target action (janggi's pass) changes no square: legal exactly when not in
            // check. Arriving on an empty square matters only where it may create an attack.
            const bool changes_nothing = m.extra == 0 && m.kind == MoveKind::Target;
            const bool untouched =
                !ctx.checked &&
                (changes_nothing ||
                 (!(pos.piece_at(m.to).none() ? ctx.filling : ctx.sensitive).test(m.to) &&
                  (harmless_drop(m) ||
                   (m.extra == 0 && m.from != ctx.king && stays_unroyal(m) &&
                    (m.kind == MoveKind::Normal || m.kind == MoveKind::MultiStep ||
                     (m.kind == MoveKind::Locust && !ctx.sensitive.test(m.aux))) &&
                    !ctx.sensitive.test(m.from)))));
            // In check, a royal move, or a grid (attacks filtered after the scan): every line.
            const bool every_line = ctx.checked || m.from == ctx.king || pos.variant().grid.enabled;
            const bool legal = untouched || (!moves_one_piece(m) ? is_legal_slow(pos, m)
                                             : every_line        ? !king_attacked_after(pos, ctx.king, m)
                                                                 : !discovered_attack(pos, ctx, masks, m));
            if (legal) ++i;
            else out.swap_remove(i);
        }
        return;
    }
    while (i < out.size()) {
        const Move& m = out[i];
        const bool trivially_legal =
            ctx.fast && !ctx.checked &&
            ((m.extra == 0 && (m.kind == MoveKind::Normal || m.kind == MoveKind::MultiStep) && m.from != ctx.king &&
              !ctx.pinned.test(m.from) && stays_unroyal(m)) ||
             harmless_drop(m));
        // King moves and evasions that move one piece are judged on the board they leave, without
        // playing them: a king move by the lines from its target square, which never read that
        // square, with its own square emptied; an evasion on an overlay.
        const bool legal =
            trivially_legal ||
            (ctx.fast && moves_one_piece(m)
                 ? (m.from == ctx.king ? !attacks::attacked(RoyalMovedBoard(pos, m.from), m.to, ~pos.side_to_move())
                                       : !king_attacked_after(pos, ctx.king, m))
                 : is_legal_slow(pos, m));
        if (legal) ++i;
        else out.swap_remove(i);
    }
}
} // namespace

void generate_legal_actions(Position& pos, MoveList& out) {
    const Listing listing(pos);
    const std::size_t first = out.size();
    actions_of(pos, out);
    // Too deep for the module's parts, its legal part included: the fast paths may stand for it.
    keep_legal(pos, out, first, !Listing::core_only());
}

namespace {
/// The turns of the side to move that pass the legality predicate, before the move rules. Nested
/// beyond max_listing_depth, the core's single actions judged by the core's predicate.
void legal_turns(Position& pos, MoveList& out, bool use_fast_path) {
    const RuleModule* module = pos.variant().module.get();
    if (module != nullptr) [[unlikely]] {
        if (Listing::core_only()) {
            actions_of(pos, out);
            keep_legal(pos, out, 0, false);
            return;
        }
        if (module->parts().generate_legal) {
            module->generate_legal(pos, out);
            return;
        }
    }
    generate_pseudo_legal(pos, out);
    keep_legal(pos, out, 0, use_fast_path);
}

/// Variant::royal_moves_in_check false: in check, a royal piece moves only to take the one checker.
void keep_royal_in_check(const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    const Square king = pos.royal_square(us);
    if (king == NoSquare) return;
    const SquareSet checkers = attackers(pos, king, ~us);
    if (checkers.empty()) return;
    const Square sole = checkers.several() ? NoSquare : checkers.first();
    for (std::size_t i = 0; i < out.size();) {
        const Move& m = out[i];
        const bool royal_moves = m.kind != MoveKind::Drop && m.kind != MoveKind::Place && m.from == king;
        if (royal_moves && m.to != sole) out.swap_remove(i);
        else ++i;
    }
}

/// Variant::must_capture: while a capture is legal, only captures are.
void keep_captures(const Position& pos, MoveList& out) {
    if (std::none_of(out.begin(), out.end(), [&pos](const Move& m) { return is_capture(pos, m); })) return;
    for (std::size_t i = 0; i < out.size();) {
        if (is_capture(pos, out[i])) ++i;
        else out.swap_remove(i);
    }
}

/// Variant::must_drop: while the side to move has a legal drop of a compulsory type, only such
/// drops are legal; while it holds a piece of a compulsory type (when not all types are), no drop
/// of another type is.
void keep_drops(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const std::uint32_t types = v.must_drop_types;
    const auto compulsory = [types](const Move& m) { return m.kind == MoveKind::Drop && (types >> m.piece & 1U); };
    if (types != ~std::uint32_t{0}) {
        bool holding = false;
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if ((types >> t & 1U) && pos.hand_count(pos.side_to_move(), static_cast<PieceTypeId>(t)) > 0) holding = true;
        if (holding)
            for (std::size_t i = 0; i < out.size();) {
                if (out[i].kind != MoveKind::Drop || compulsory(out[i])) ++i;
                else out.swap_remove(i);
            }
    }
    if (std::none_of(out.begin(), out.end(), compulsory)) return;
    for (std::size_t i = 0; i < out.size();) {
        if (compulsory(out[i])) ++i;
        else out.swap_remove(i);
    }
}
} // namespace

bool is_capture(const Position& pos, const Move& m) noexcept {
    const Color us = pos.side_to_move();
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        switch (a.kind) {
        case MoveKind::EnPassant:
        case MoveKind::Locust: return true;
        case MoveKind::Normal:
        case MoveKind::MultiStep:
        case MoveKind::Remove: {
            const Piece p = pos.piece_at(a.to);
            if (!p.none() && !p.is_wall() && p.color() != us) return true;
            break;
        }
        default: break;
        }
    }
    return false;
}

void generate_legal(Position& pos, MoveList& out, bool use_fast_path) {
    const Listing listing(pos);
    out.clear();
    const Variant& v = pos.variant();
    if (v.goals.immediate()) [[unlikely]] {
        const goals::Check goal = goals::check(pos);
        if (goal.state == goals::State::Over) return;
        legal_turns(pos, out, use_fast_path);
        if (!v.royal_moves_in_check) keep_royal_in_check(pos, out);
        if (v.must_capture) keep_captures(pos, out);
        if (v.must_drop) keep_drops(pos, out);
        if (goal.state == goals::State::LastChance && !goals::flag_reachable(pos, out)) out.clear();
        return;
    }
    legal_turns(pos, out, use_fast_path);
    if (!v.royal_moves_in_check) [[unlikely]] keep_royal_in_check(pos, out);
    if (v.must_capture) [[unlikely]] keep_captures(pos, out);
    if (v.must_drop) [[unlikely]] keep_drops(pos, out);
}

MoveList legal_moves(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    return list;
}

bool has_legal_move(Position& pos) {
    const Variant& v = pos.variant();
    const RuleModule* module = v.module.get();
    const ScratchMoveList list;
    // The move rules that may leave no turn of a non-empty list, and modules that list legal
    // turns themselves: list them all. (Compulsory captures and drops keep a list non-empty.)
    if (v.goals.immediate() || !v.royal_moves_in_check || (module != nullptr && module->parts().generate_legal)) {
        generate_legal(pos, *list);
        return !list->empty();
    }
    const Listing listing(pos);
    if (Listing::core_only()) actions_of(pos, *list);
    else generate_pseudo_legal(pos, *list);
    return std::any_of(list->begin(), list->end(), [&pos](const Move& m) { return is_legal_slow(pos, m); });
}

} // namespace varia
