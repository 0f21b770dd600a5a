#include "varia/movegen.hpp"

#include <algorithm>

namespace varia {

namespace {

[[gnu::noinline]] void add_with_promotions(const Variant& v, Color us, PieceTypeId t, Square from, Square to,
                         MoveKind kind, std::uint8_t aux, MoveList& out) {
    if (v.promotion_squares(us, t).test(to)) {
        for (PieceTypeId choice : v.piece_types[t].promotion.choices)
            out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kind,
                               choice, aux});
        return;
    }
    out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kind,
                       Move::no_promotion, aux});
}

// Inlined into the walks: the common case (no promotion possible) is one store.
[[gnu::always_inline]] inline void add_move(const Variant& v, Color us, PieceTypeId t, bool pawn, Square from,
                                            Square to, MoveKind kind, std::uint8_t aux, MoveList& out) {
    if (pawn && v.promotion_squares(us, t).test(to)) [[unlikely]] {
        add_with_promotions(v, us, t, from, to, kind, aux, out);
        return;
    }
    out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kind, Move::no_promotion, aux});
}

bool is_en_passant_target(const Position& pos, Square s) {
    for (Square ep : pos.en_passant_targets())
        if (ep == s) return true;
    return false;
}

/// A ray that stops at the first piece: leapers, riders, lame leaps, `j` riders.
void walk_ray(const Position& pos, const Ray& ray, Square from, PieceTypeId t, bool pawn, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const Square* next = v.geometry().steps(ray.dir);
    Square to = from;
    for (int k = 1; k <= ray.range; ++k) {
        to = next[to];
        if (to == NoSquare) return;
        if (k == 1 && ray.jump_first) continue;
        const Piece target = pos.piece_at(to);
        if (target.none()) {
            if (k < ray.min_range) continue;
            // An en-passant target is taken en passant by a ray that may; otherwise it is a plain square.
            if (ray.can_en_passant() && is_en_passant_target(pos, to)) {
                add_move(v, us, t, pawn, from, to, MoveKind::EnPassant,
                         static_cast<std::uint8_t>(pos.en_passant_victim()), out);
            } else if (ray.can_move()) {
                const bool passes = ray.multi_step && k > 1;
                add_move(v, us, t, pawn, from, to, passes ? MoveKind::MultiStep : MoveKind::Normal,
                         passes ? ray.dir : 0, out);
            }
            continue;
        }
        if (k >= ray.min_range && target.color() != us && ray.can_capture() && v.capturable(target))
            add_move(v, us, t, pawn, from, to, MoveKind::Normal, 0, out);
        return;
    }
}

/// A friendly leap: over the adjacent own piece onto the square behind it (Hop::FriendlyLeap),
/// which must be empty, or hold a piece it may take when the ray may capture.
[[gnu::noinline]] void walk_friendly_leap(const Position& pos, const Ray& ray, Square from, PieceTypeId t, bool pawn,
                        MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const Square* next = v.geometry().steps(ray.dir);
    const Square hurdle = next[from];
    if (hurdle == NoSquare) return;
    const Piece p = pos.piece_at(hurdle);
    if (p.none() || p.color() != us) return;
    if (!v.friendly_leap_over_royal && (v.royal_types() >> p.type() & 1U)) return;
    const Square to = next[hurdle];
    if (to == NoSquare) return;
    const Piece target = pos.piece_at(to);
    if (target.none() ? ray.can_move() : ray.can_capture() && v.can_take(target, us))
        add_move(v, us, t, pawn, from, to, MoveKind::Normal, 0, out);
}

/// A hopping ray (`p` cannon, `g` grasshopper): jump the first piece met, then land.
void walk_hopper(const Position& pos, const Ray& ray, Square from, PieceTypeId t, bool pawn, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const Square* next = v.geometry().steps(ray.dir);
    Square to = from;
    int k = 0;
    do {
        to = next[to];
        ++k;
    } while (to != NoSquare && k <= ray.range && pos.piece_at(to).none());
    if (to == NoSquare || k > ray.range) return; // no screen within range
    const int last = ray.hop == Hop::Grasshopper ? k + 1 : ray.range;
    while (++k <= last) {
        to = next[to];
        if (to == NoSquare) return;
        const Piece target = pos.piece_at(to);
        if (target.none()) {
            if (ray.can_move()) add_move(v, us, t, pawn, from, to, MoveKind::Normal, 0, out);
            continue;
        }
        if (ray.can_capture() && v.can_take(target, us)) add_move(v, us, t, pawn, from, to, MoveKind::Normal, 0, out);
        return;
    }
}

/// A locust ray (XBetza `caf`): the first leg must end on an enemy piece, the victim, which is
/// taken; the second leg goes on the same way with the same range, to empty squares (if it may
/// move) and onto the next enemy piece (if it may capture). Own pieces block either leg.
void walk_locust(const Position& pos, const Ray& ray, Square from, PieceTypeId t, bool pawn, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
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
            if (ray.locust_modes & modes::move) add_move(v, us, t, pawn, from, to, MoveKind::Locust, aux, out);
            continue;
        }
        if (v.locust_can_take(target, us, ray.locust_modes))
            add_move(v, us, t, pawn, from, to, MoveKind::Locust, aux, out);
        return;
    }
}

void generate_piece_moves(const Position& pos, Square from, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const PieceTypeId t = pos.piece_at(from).type();
    const bool pawn = !v.promotion_squares(us, t).empty();
    for (const Ray& ray : v.rays(us, t)) {
        if (ray.initial_only && !v.initial_squares(us, t).test(from)) continue;
        if (ray.hop == Hop::None) walk_ray(pos, ray, from, t, pawn, out);
        else if (ray.hop == Hop::FriendlyLeap) walk_friendly_leap(pos, ray, from, t, pawn, out);
        else walk_hopper(pos, ray, from, t, pawn, out);
    }
}

/// The locust moves of the side to move; they live apart from the other rays
/// (Variant::locust_rays()), so variants without them never get here.
[[gnu::noinline]] void generate_locust_moves(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    for (Square from : pos.pieces(us)) {
        const PieceTypeId t = pos.piece_at(from).type();
        if (!(v.locust_types() >> t & 1U)) continue;
        const bool pawn = !v.promotion_squares(us, t).empty();
        for (const Ray& ray : v.locust_rays(us, t))
            if (!ray.initial_only || v.initial_squares(us, t).test(from)) walk_locust(pos, ray, from, t, pawn, out);
    }
}

void generate_castling(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const CastlingRules& cr = v.castling;
    const Color us = pos.side_to_move();
    const std::uint32_t rights = (pos.castling_rights() >> (16 * index(us))) & 0xFFFFU;
    if (!cr.enabled || rights == 0) return;
    const int back = v.relative_rank(us, v.castling.rank);
    const Square king = pos.castling_king_square(us);
    if (king == NoSquare) return;
    const Color them = ~us;

    for (std::uint32_t bits = rights; bits != 0; bits &= bits - 1) {
        const Square rook = make_square(std::countr_zero(bits), back);
        const bool king_side = file_of(rook) > file_of(king);
        const Square king_to = make_square(king_side ? cr.king_side_king_file : cr.queen_side_king_file, back);
        const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, back);
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
        // Every square the king stands on or passes, its target included, must be unattacked before
        // the move; the general legality test after the move catches a check the rook shielded.
        bool safe = !pos.attacked(king, them);
        const int step = file_of(king_to) >= file_of(king) ? 1 : -1;
        for (int f = file_of(king) + step; f != file_of(king_to) + step && safe; f += step)
            safe = !pos.attacked(make_square(f, back), them);
        if (!safe) continue;
        out.push_back(Move{static_cast<std::uint8_t>(king), static_cast<std::uint8_t>(king_to),
                           MoveKind::Castling, Move::no_promotion, static_cast<std::uint8_t>(rook)});
    }
}

void generate_drops(const Position& pos, MoveList& out) {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const SquareSet empty = v.geometry().squares() - pos.occupied();
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        if (pos.hand_count(us, type) == 0 || v.piece_types[t].royal) continue;
        // A piece may not be dropped where it would have to promote (a pawn on its last rank).
        for (Square s : empty - v.promotion_squares(us, type))
            out.push_back(Move{0, static_cast<std::uint8_t>(s), MoveKind::Drop, static_cast<std::uint8_t>(t), 0});
    }
}

/// What the fast path needs to know about the side to move, computed once per node.
struct LegalityContext {
    bool fast = false;  ///< the fast path applies at all
    Square king = NoSquare;
    bool checked = false;
    SquareSet pinned;   ///< own pieces on a rider line between the king and an enemy rider
};

LegalityContext make_context(const Position& pos) {
    LegalityContext ctx;
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const Color them = ~us;
    ctx.king = pos.royal_square(us);
    if (ctx.king == NoSquare || !v.line_attacks_only() || pos.pieces(us, *v.royal_type()).several())
        return ctx;
    ctx.fast = true;
    ctx.checked = pos.attacked(ctx.king, them);
    if (ctx.checked) return ctx;
    const Geometry& geo = v.geometry();
    for (const AttackLine& line : v.attack_lines(them)) {
        if (line.max_range < 2) continue;
        const Square* next = geo.steps(line.dir);
        Square s = ctx.king;
        Square blocker = NoSquare;
        for (int k = 0; k < line.max_range; ++k) {
            s = next[s];
            if (s == NoSquare) break;
            const Piece p = pos.piece_at(s);
            if (p.none()) continue;
            if (blocker == NoSquare) {
                if (p.color() != us) break;
                blocker = s;
                continue;
            }
            if (p.color() == them && (line.types_at[k] >> p.type() & 1U)) ctx.pinned.set(blocker);
            break;
        }
    }
    return ctx;
}

} // namespace

void generate_pseudo_legal(const Position& pos, MoveList& out) {
    if (const auto& turns = pos.variant().hooks.generate_turns) [[unlikely]] {
        turns(pos, out);
        return;
    }
    if (pos.variant().hooks.generate_legal_turns) [[unlikely]] return; // only legal turns exist
    for (Square s : pos.pieces(pos.side_to_move())) generate_piece_moves(pos, s, out);
    if (pos.variant().locust_types() != 0) [[unlikely]] generate_locust_moves(pos, out);
    generate_castling(pos, out);
    if (pos.variant().has_hands) generate_drops(pos, out);
}

namespace {
/// True when some royal piece of colour c is attacked.
bool royal_attacked(const Position& pos, Color c) noexcept {
    const Variant& v = pos.variant();
    std::uint32_t royals = v.royal_types();
    for (; royals != 0; royals &= royals - 1) {
        const auto type = static_cast<PieceTypeId>(std::countr_zero(royals));
        for (Square s : pos.pieces(c, type))
            if (pos.attacked(s, ~c)) return true;
    }
    return false;
}
} // namespace

bool royals_unattacked(const Position& pos, Color c) noexcept { return !royal_attacked(pos, c); }

bool royal_safe(const Position& pos, Color mover) noexcept {
    const auto& hook = pos.variant().hooks.mover_safe;
    return hook ? hook(pos, mover) : !royal_attacked(pos, mover);
}

bool in_check(const Position& pos) noexcept {
    const auto& hook = pos.variant().hooks.in_check;
    return hook ? hook(pos) : royal_attacked(pos, pos.side_to_move());
}

bool is_legal_slow(Position& pos, const Move& m) {
    const Color mover = pos.side_to_move();
    pos.push(m);
    const bool ok = royal_safe(pos, mover);
    pos.pop();
    return ok;
}

void generate_legal(Position& pos, MoveList& out, bool use_fast_path) {
    out.clear();
    if (const auto& turns = pos.variant().hooks.generate_legal_turns) [[unlikely]] {
        turns(pos, out);
        return;
    }
    generate_pseudo_legal(pos, out);
    const LegalityContext ctx = use_fast_path ? make_context(pos) : LegalityContext{};
    std::size_t i = 0;
    while (i < out.size()) {
        const Move& m = out[i];
        const bool trivially_legal = ctx.fast && !ctx.checked && m.kind != MoveKind::EnPassant &&
                                     m.kind != MoveKind::Castling && m.kind != MoveKind::Drop &&
                                     m.from != ctx.king && !ctx.pinned.test(m.from);
        if (trivially_legal || is_legal_slow(pos, m)) ++i;
        else out.swap_remove(i);
    }
}

MoveList legal_moves(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    return list;
}

} // namespace varia
