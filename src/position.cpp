#include "varia/position.hpp"

#include "zobrist.hpp"

#include <algorithm>

namespace varia {

namespace {
const zobrist::Keys& keys = zobrist::keys();
} // namespace

Position::Position(VariantPtr variant) : variant_(std::move(variant)) {
    if (variant_->hooks.apply_effects) effects_.reserve(reserved_plies);
    if (variant_->hooks.generate_legal_turns) {
        turn_table_.reserve(4096);
        turn_base_.reserve(reserved_plies);
        turns_done_.reserve(reserved_plies);
    }
}

Position Position::start(VariantPtr variant) {
    const std::string text = variant->start_position;
    return from_text(std::move(variant), text);
}

Square Position::royal_square(Color c) const noexcept {
    const auto royal = variant_->royal_type();
    if (!royal) return NoSquare;
    return pieces(c, *royal).first();
}

void Position::put(Piece p, Square s) noexcept {
    board_[s] = p;
    occupied_.set(s);
    by_color_[index(p.color())].set(s);
    by_type_[p.type()].set(s);
    hash_ ^= keys.piece[p.code()][s];
}

void Position::remove(Square s) noexcept {
    const Piece p = board_[s];
    board_[s] = Piece();
    occupied_.reset(s);
    by_color_[index(p.color())].reset(s);
    by_type_[p.type()].reset(s);
    hash_ ^= keys.piece[p.code()][s];
}

namespace {

/// Whether `target` lies on the line from `from` in direction `d` within `range` steps: every
/// square a ray can reach, over pieces or not, does. A cheap test before walking the ray.
bool on_line(Square from, Vec d, int range, Square target) noexcept {
    const int dx = file_of(target) - file_of(from);
    const int dy = rank_of(target) - rank_of(from);
    int k = 0;
    if (d.dx != 0) {
        if (dx % d.dx != 0) return false;
        k = dx / d.dx;
    } else {
        if (dx != 0 || dy % d.dy != 0) return false;
        k = dy / d.dy;
    }
    return k >= 1 && k <= range && dy == k * d.dy;
}

/// How many steps of its direction a ray can reach at most (a friendly leap lands two away).
int reach(const Ray& ray) noexcept { return ray.hop == Hop::FriendlyLeap ? 2 : ray.range; }

/// True when a friendly leap (stepping with `next`) of a piece of colour `c` on `from` lands on
/// `target`: the square between holds a piece of colour `c` that may serve as the hurdle.
bool friendly_leap_reaches(const Position& pos, Color c, const Square* next, Square from, Square target) noexcept {
    const Square hurdle = next[from];
    if (hurdle == NoSquare || next[hurdle] != target) return false;
    const Piece p = pos.piece_at(hurdle);
    const Variant& v = pos.variant();
    return !p.none() && p.color() == c && (v.friendly_leap_over_royal || !(v.royal_types() >> p.type() & 1U));
}

/// True when a piece of colour `c` on `from` could end a capture-shaped walk of `ray` on `target`
/// (the target's own contents are not looked at). Used where no reverse lookup applies.
bool ray_reaches(const Position& pos, Color c, Square from, const Ray& ray, Square target) noexcept {
    const Geometry& geo = pos.variant().geometry();
    if (ray.initial_only && !pos.variant().initial_squares(c, pos.piece_at(from).type()).test(from)) return false;
    const Square* next = geo.steps(ray.dir);
    if (ray.hop == Hop::FriendlyLeap) return friendly_leap_reaches(pos, c, next, from, target);
    Square s = from;
    bool screened = ray.hop == Hop::None;
    int after_screen = 0;
    for (int k = 1; k <= ray.range; ++k) {
        s = next[s];
        if (s == NoSquare) return false;
        if (screened && ray.hop != Hop::None) ++after_screen;
        if (s == target)
            return screened && k >= ray.min_range && !(k == 1 && ray.jump_first) &&
                   (ray.hop != Hop::Grasshopper || after_screen == 1);
        if (k == 1 && ray.jump_first) continue;
        if (pos.piece_at(s).none()) continue;
        if (screened) return false; // blocked (a hopper's second piece, or any piece for a plain ray)
        screened = true;
    }
    return false;
}

/// Like ray_reaches() for a locust ray: true when a piece of colour `c` on `from` could take a
/// piece standing on `target` with this ray, either as the victim of the first leg (the move must
/// then be able to finish: the second leg has an empty square or an enemy piece to go to) or by
/// the second leg's capture. `target` counts as an enemy piece of `c`, whatever stands there.
bool locust_reaches(const Position& pos, Color c, Square from, const Ray& ray, Square target) noexcept {
    if (ray.initial_only && !pos.variant().initial_squares(c, pos.piece_at(from).type()).test(from)) return false;
    const Square* next = pos.variant().geometry().steps(ray.dir);
    Square victim = from;
    int k = 0;
    do {
        victim = next[victim];
        ++k;
    } while (victim != NoSquare && k <= ray.range && victim != target && pos.piece_at(victim).none());
    if (victim == NoSquare || k > ray.range) return false;
    const bool target_is_victim = victim == target;
    const Variant& v = pos.variant();
    if (target_is_victim && !(ray.modes & modes::capture)) return false;
    if (!target_is_victim && !v.locust_can_take(pos.piece_at(victim), c, ray.modes)) return false;
    Square s = victim;
    for (k = 1; k <= ray.range; ++k) {
        s = next[s];
        if (s == NoSquare) return false;
        if (s == target) return (ray.locust_modes & modes::capture) != 0;
        const Piece p = pos.piece_at(s);
        if (p.none()) {
            if (target_is_victim && (ray.locust_modes & modes::move)) return true;
            continue;
        }
        return target_is_victim && v.locust_can_take(p, c, ray.locust_modes);
    }
    return false;
}

} // namespace

bool Position::attacked(Square s, Color by, std::uint32_t type_mask) const noexcept {
    const Variant& v = *variant_;
    const Geometry& geo = v.geometry();
    for (const AttackLine& line : v.attack_lines(by)) {
        const Square* next = geo.steps(line.dir);
        Square t = s;
        for (int k = 0; k < line.max_range; ++k) {
            t = next[t];
            if (t == NoSquare) break;
            const Piece p = board_[t];
            if (p.none()) continue;
            if (p.color() == by && ((line.types_at[k] & type_mask) >> p.type() & 1U)) return true;
            break;
        }
    }
    for (const HopperLine& line : v.hopper_lines(by)) {
        const Square* next = geo.steps(line.dir);
        Square screen = next[s];
        const bool adjacent = screen != NoSquare && !board_[screen].none();
        while (screen != NoSquare && board_[screen].none()) screen = next[screen];
        if (screen == NoSquare) continue;
        Square t = next[screen];
        while (t != NoSquare && board_[t].none()) t = next[t];
        if (t == NoSquare || board_[t].color() != by) continue;
        const std::uint32_t types = (line.cannon_types | (adjacent ? line.grasshopper_types : 0U)) & type_mask;
        if (types >> board_[t].type() & 1U) return true;
    }
    if (const std::uint32_t special = v.forward_checked_types() & type_mask; special != 0) {
        for (Square from : by_color_[index(by)]) {
            const PieceTypeId t = board_[from].type();
            if (!(special >> t & 1U)) continue;
            // The type's other rays are in the reverse lookups above.
            for (const Ray& ray : v.forward_rays(by, t)) {
                if (ray.locust_modes != 0) {
                    if (on_line(from, geo.direction(ray.dir), 2 * ray.range, s) && locust_reaches(*this, by, from, ray, s))
                        return true;
                } else if (on_line(from, geo.direction(ray.dir), reach(ray), s) && ray_reaches(*this, by, from, ray, s)) {
                    return true;
                }
            }
        }
    }
    return false;
}

std::uint64_t Position::en_passant_key() const noexcept {
    // Only targets that an enemy piece could actually take en passant count, so that positions
    // that differ only in an unusable target hash alike (FIDE repetition rule).
    const std::uint32_t takers = variant_->en_passant_types();
    if (takers == 0 || ep_count_ == 0) return 0;
    std::uint64_t key = 0;
    for (int i = 0; i < ep_count_; ++i) {
        const Square target = ep_targets_[i];
        if (variant_->en_passant_is_capture()) {
            // Every en-passant ray is also a capture ray and vice versa: the attack test decides.
            if (attacked(target, side_, takers)) key ^= keys.en_passant[target];
            continue;
        }
        bool usable = false;
        for (Square from : by_color_[index(side_)]) {
            const PieceTypeId t = board_[from].type();
            if (!(takers >> t & 1U)) continue;
            for (const Ray& ray : variant_->rays(side_, t))
                if (ray.can_en_passant() && ray_reaches(*this, side_, from, ray, target)) usable = true;
            if (usable) break;
        }
        if (usable) key ^= keys.en_passant[target];
    }
    return key;
}

void Position::set_en_passant(std::span<const Square> targets, Square victim) noexcept {
    ep_count_ = 0;
    for (Square t : targets)
        if (ep_count_ < max_en_passant_targets) ep_targets_[ep_count_++] = t;
    ep_victim_ = ep_count_ > 0 ? victim : NoSquare;
}

std::uint64_t Position::compute_hash() const noexcept {
    std::uint64_t h = 0;
    for (Square s : occupied_) h ^= keys.piece[board_[s].code()][s];
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < max_piece_types; ++t)
            h ^= keys.hand[c][t][std::min<int>(hand_[c][t], zobrist::max_hand_count)];
    for (int b = 0; b < 32; ++b)
        if (castling_ >> b & 1U) h ^= keys.castling[b];
    if (side_ == Color::Black) h ^= keys.black_to_move;
    h ^= keys.side_counter[0][counters_[0]] ^ keys.side_counter[1][counters_[1]];
    for (int b = 0; b < 8; ++b)
        if (flags_ >> b & 1U) h ^= keys.rule_flag[b];
    for (Square s : marked_) h ^= keys.marked[s];
    return h ^ en_passant_key();
}

Square Position::castling_king_square(Color c) const noexcept {
    const int back = variant_->relative_rank(c, variant_->castling.rank);
    Square king = NoSquare;
    for (Square s : pieces(c))
        if (rank_of(s) == back && variant_->piece_types[board_[s].type()].castling_king) king = s;
    return king;
}

void Position::compute_castling_masks() noexcept {
    castling_clear_.fill(0);
    for (int b = 0; b < 32; ++b) {
        if (!(castling_ >> b & 1U)) continue;
        const Color c = static_cast<Color>(b / 16);
        const Square rook = make_square(b % 16, variant_->relative_rank(c, variant_->castling.rank));
        castling_clear_[rook] |= 1U << b;
        if (const Square king = castling_king_square(c); king != NoSquare)
            castling_clear_[king] |= 0xFFFFU << (16 * index(c));
    }
}

[[gnu::always_inline]] inline Position::Undo& Position::save_undo(const Move& m) {
    Undo& u = history_.emplace_back();
    u.move = m;
    u.captured = Piece();
    u.castling = castling_;
    u.ep_targets = ep_targets_;
    u.ep_count = ep_count_;
    u.ep_victim = ep_victim_;
    u.ep_key = ep_key_;
    u.halfmove = halfmove_;
    u.hash = hash_;
    return u;
}

void Position::push(const Move& m) {
    if (m.kind == MoveKind::ActionSet) [[unlikely]] {
        push_action_set(m);
        return;
    }
    const Color us = side_;
    Undo& u = save_undo(m);

    hash_ ^= ep_key_;
    ep_count_ = 0;
    ep_victim_ = NoSquare;
    ++halfmove_;

    const Square from = m.from;
    const Square to = m.to;
    switch (m.kind) {
    case MoveKind::Drop: {
        const auto t = m.promotion;
        auto& count = hand_[index(us)][t];
        hash_ ^= keys.hand[index(us)][t][count] ^ keys.hand[index(us)][t][count - 1];
        --count;
        put(Piece(t, us), to);
        u.moved = Piece(t, us);
        break;
    }
    case MoveKind::Compound:
        push_compound(m, u);
        break;
    case MoveKind::ActionSet: // handled above
        break;
    case MoveKind::Castling: {
        const Square rook_from = m.aux;
        const Piece king = board_[from];
        const Piece rook = board_[rook_from];
        const CastlingRules& cr = variant_->castling;
        const bool king_side = file_of(rook_from) > file_of(from);
        const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file,
                                           rank_of(from));
        remove(from);
        remove(rook_from);
        put(king, to);
        put(rook, rook_to);
        u.moved = king;
        break;
    }
    case MoveKind::EnPassant: {
        const Square victim = m.aux;
        u.captured = board_[victim];
        remove(victim);
        u.moved = board_[from];
        remove(from);
        put(u.moved, to);
        halfmove_ = 0;
        break;
    }
    case MoveKind::Locust: {
        const Square victim = m.aux;
        u.victim = board_[victim];
        remove(victim);
        u.moved = board_[from];
        if (!board_[to].none()) {
            u.captured = board_[to];
            remove(to);
        }
        remove(from);
        put(m.promotion == Move::no_promotion ? u.moved : Piece(m.promotion, us), to);
        halfmove_ = 0;
        // The rights that `from` and `to` clear are handled below; a taken rook or king clears its own.
        if (const std::uint32_t lost = castling_ & castling_clear_[victim]; lost != 0) {
            castling_ &= ~lost;
            for (std::uint32_t bits = lost; bits != 0; bits &= bits - 1)
                hash_ ^= keys.castling[std::countr_zero(bits)];
        }
        break;
    }
    // Most moves are Normal: [[likely]] keeps the rarer kinds (Locust among them) off their path.
    [[likely]] case MoveKind::Normal:
    case MoveKind::MultiStep: {
        const Piece mover = board_[from];
        u.moved = mover;
        if (!board_[to].none()) {
            u.captured = board_[to];
            remove(to);
            halfmove_ = 0;
        }
        remove(from);
        put(m.promotion == Move::no_promotion ? mover : Piece(m.promotion, us), to);
        if (variant_->piece_types[mover.type()].is_pawn) halfmove_ = 0;
        // A multi-step leaves en-passant targets, unless the piece promoted on arrival: nothing
        // pawn-like stands there to be taken en passant.
        if (m.kind == MoveKind::MultiStep && m.promotion == Move::no_promotion) {
            std::array<Square, max_en_passant_targets> passed{};
            std::size_t n = 0;
            const Geometry& geo = variant_->geometry();
            for (Square s = geo.step(from, m.aux); s != to && n < passed.size(); s = geo.step(s, m.aux))
                passed[n++] = s;
            set_en_passant(std::span<const Square>(passed.data(), n), to);
        }
        break;
    }
    }

    // A drop has no origin square (its `from` is unused), so only its target can matter.
    const std::uint32_t lost =
        castling_ & ((m.kind == MoveKind::Drop ? 0U : castling_clear_[from]) | castling_clear_[to]);
    if (lost != 0) {
        castling_ &= ~lost;
        for (std::uint32_t bits = lost; bits != 0; bits &= bits - 1)
            hash_ ^= keys.castling[std::countr_zero(bits)];
    }

    side_ = ~us;
    hash_ ^= keys.black_to_move;
    if (us == Color::Black) ++fullmove_;
    ep_key_ = en_passant_key();
    hash_ ^= ep_key_;
}

void Position::pop() noexcept {
    if (history_.back().move.kind == MoveKind::ActionSet) [[unlikely]] {
        pop_action_set();
        return;
    }
    const Undo& u = history_.back();
    const Move& m = u.move;
    const Color us = ~side_;
    switch (m.kind) {
    case MoveKind::Compound:
        pop_compound(u);
        break;
    case MoveKind::ActionSet: // handled above
        break;
    case MoveKind::Drop: {
        remove(m.to);
        ++hand_[index(us)][m.promotion];
        break;
    }
    case MoveKind::Castling: {
        const CastlingRules& cr = variant_->castling;
        const bool king_side = file_of(m.aux) > file_of(m.from);
        const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file,
                                           rank_of(m.from));
        const Piece rook = board_[rook_to];
        remove(m.to);
        remove(rook_to);
        put(u.moved, m.from);
        put(rook, m.aux);
        break;
    }
    case MoveKind::EnPassant:
    [[likely]] case MoveKind::Normal:
    case MoveKind::MultiStep: {
        remove(m.to);
        put(u.moved, m.from);
        if (!u.captured.none()) put(u.captured, m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to});
        break;
    }
    case MoveKind::Locust: {
        remove(m.to);
        put(u.moved, m.from);
        if (!u.captured.none()) put(u.captured, m.to);
        put(u.victim, m.aux);
        break;
    }
    }
    side_ = us;
    if (us == Color::Black) --fullmove_;
    castling_ = u.castling;
    ep_targets_ = u.ep_targets;
    ep_count_ = u.ep_count;
    ep_victim_ = u.ep_victim;
    ep_key_ = u.ep_key;
    halfmove_ = u.halfmove;
    hash_ = u.hash;
    history_.pop_back();
}

void Position::set_side_counter(Color c, int value) noexcept {
    auto& counter = counters_[index(c)];
    const auto v = static_cast<std::uint8_t>(std::clamp(value, 0, zobrist::max_side_counter));
    hash_ ^= keys.side_counter[index(c)][counter] ^ keys.side_counter[index(c)][v];
    counter = v;
}

void Position::set_rule_flags(std::uint8_t flags) noexcept {
    for (std::uint32_t changed = flags_ ^ flags; changed != 0; changed &= changed - 1)
        hash_ ^= keys.rule_flag[std::countr_zero(changed)];
    flags_ = flags;
}

void Position::remove_by_effect(Square s) {
    if (effects_.empty() || board_[s].none()) throw Error("remove_by_effect: no Compound move is being pushed or " +
                                                          square_name(s) + " is empty");
    EffectUndo& e = effects_.back();
    if (e.removed_count == max_effect_removals)
        throw CapacityError("remove_by_effect: more than " + std::to_string(max_effect_removals) +
                            " side-effect removals in one move");
    e.removed[e.removed_count++] = Removal{s, board_[s]};
    remove(s);
}

std::span<const Position::Removal> Position::effect_removals() const noexcept {
    if (history_.empty() || history_.back().move.kind != MoveKind::Compound) return {};
    const EffectUndo& e = effects_.back();
    return {e.removed.data(), e.removed_count};
}

// MoveKind::Compound: placement, step (with replacement), then the rule module's side effects.
void Position::push_compound(const Move& m, Undo& u) {
    const Color us = side_;
    EffectUndo& e = effects_.emplace_back();
    e.removed_count = 0;
    e.placed = m.promotion;
    e.counters = counters_;
    e.flags = flags_;
    if (m.promotion != Move::no_square) {
        const PieceTypeId t = *variant_->placement_type;
        auto& count = hand_[index(us)][t];
        hash_ ^= keys.hand[index(us)][t][count] ^ keys.hand[index(us)][t][count - 1];
        --count;
        put(Piece(t, us), m.promotion);
    }
    const Piece mover = board_[m.from];
    u.moved = mover;
    if (!board_[m.to].none()) {
        u.captured = board_[m.to];
        remove(m.to);
    }
    remove(m.from);
    put(mover, m.to);
    if (variant_->hooks.apply_effects) variant_->hooks.apply_effects(*this, m, u.captured);
    if (!u.captured.none() || e.removed_count > 0 || variant_->piece_types[mover.type()].is_pawn) halfmove_ = 0;
}

void Position::pop_compound(const Undo& u) noexcept {
    const Move& m = u.move;
    const EffectUndo& e = effects_.back();
    for (int i = e.removed_count - 1; i >= 0; --i) put(e.removed[i].piece, e.removed[i].square);
    remove(m.to);
    put(u.moved, m.from);
    if (!u.captured.none()) put(u.captured, m.to);
    if (e.placed != Move::no_square) {
        remove(e.placed);
        ++hand_[index(~side_)][*variant_->placement_type];
    }
    counters_ = e.counters;
    flags_ = e.flags;
    effects_.pop_back();
}

void Position::set_marked(Square s, bool on) noexcept {
    if (marked_.test(s) == on) return;
    marked_.toggle(s);
    hash_ ^= keys.marked[s];
}

void Position::begin_action_turns() {
    const std::size_t ply = history_.size();
    if (turn_base_.size() > ply) {
        turn_table_.resize(turn_base_[ply]);
        turn_base_.resize(ply + 1);
    } else {
        while (turn_base_.size() <= ply) turn_base_.push_back(static_cast<std::uint32_t>(turn_table_.size()));
    }
}

Move Position::store_action_turn(const ActionTurn& turn) {
    // The index counts from this ply's slice of the table, so every ply may list 65,536 turns.
    const std::size_t i = turn_table_.size() - turn_base_[history_.size()];
    if (i > 0xFFFF) throw CapacityError("action-set turns: more than 65536 in one position");
    turn_table_.push_back(turn);
    return Move{turn.actions[0].from, turn.actions[0].to, MoveKind::ActionSet, static_cast<std::uint8_t>(i & 0xFF),
                static_cast<std::uint8_t>(i >> 8)};
}

const ActionTurn& Position::action_turn(const Move& m) const noexcept {
    return turn_table_[turn_base_[history_.size()] + (static_cast<std::size_t>(m.promotion) |
                                                       static_cast<std::size_t>(m.aux) << 8)];
}

// MoveKind::ActionSet (laser-chess.md §H steps 3 and 7, then the rule module's step 5 and 6).
void Position::push_action_set(const Move& m) {
    const Color us = side_;
    const ActionTurn turn = action_turn(m); // before the undo entry: it is looked up at this ply
    save_undo(m);
    ActionUndo& a = turns_done_.emplace_back();
    a.turn = turn;
    a.removed_count = 0;
    a.placed_count = 0;
    a.flags = flags_;
    a.marked = marked_;

    hash_ ^= ep_key_;
    ep_count_ = 0;
    ep_victim_ = NoSquare;
    bool reset_clock = false;
    std::uint32_t lost = 0;
    const auto take = [&](Square s) {
        a.removed[a.removed_count++] = Removal{s, board_[s]};
        lost |= castling_clear_[s];
        set_marked(s, false);
        remove(s);
    };
    const CastlingRules& cr = variant_->castling;
    const auto rook_target = [&](const Action& act) {
        const bool king_side = file_of(act.aux) > file_of(act.from);
        return make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, rank_of(act.from));
    };
    const ActionTurn& t = a.turn;
    // Captures first (judged on the start placement), then lift the movers, then put them down.
    for (int i = 0; i < t.count; ++i) {
        const Action& act = t.actions[i];
        if (act.kind == ActionKind::Step && !board_[act.to].none()) {
            take(act.to);
            reset_clock = true;
        } else if (act.kind == ActionKind::EnPassant) {
            take(act.aux);
            reset_clock = true;
        }
    }
    std::array<Piece, ActionTurn::max_actions> movers{};
    std::array<Piece, ActionTurn::max_actions> rooks{};
    for (int i = 0; i < t.count; ++i) {
        const Action& act = t.actions[i];
        if (act.kind == ActionKind::Shot || act.kind == ActionKind::Deterrence) continue;
        movers[i] = board_[act.from];
        if (variant_->piece_types[movers[i].type()].is_pawn) reset_clock = true;
        take(act.from);
        if (act.kind == ActionKind::Castling) {
            rooks[i] = board_[act.aux];
            take(act.aux);
        }
    }
    std::array<Square, max_en_passant_targets> passed{};
    std::size_t n_passed = 0;
    for (int i = 0; i < t.count; ++i) {
        const Action& act = t.actions[i];
        if (movers[i].none()) continue;
        const Piece placed = act.promotion == Move::no_promotion ? movers[i] : Piece(act.promotion, us);
        put(placed, act.to);
        lost |= castling_clear_[act.to];
        a.placed[a.placed_count++] = act.to;
        if (act.kind == ActionKind::Castling) {
            put(rooks[i], rook_target(act));
            a.placed[a.placed_count++] = rook_target(act);
        }
        const int dr = rank_of(act.to) - rank_of(act.from);
        if (act.kind == ActionKind::Step && variant_->piece_types[movers[i].type()].is_pawn &&
            (dr == 2 || dr == -2) && n_passed < passed.size())
            passed[n_passed++] = make_square(file_of(act.from), rank_of(act.from) + dr / 2);
    }
    std::size_t n_targets = 0;
    for (std::size_t i = 0; i < n_passed; ++i)
        if (board_[passed[i]].none()) passed[n_targets++] = passed[i];
    set_en_passant(std::span<const Square>(passed.data(), n_targets), NoSquare);
    if (lost &= castling_; lost != 0) {
        castling_ &= ~lost;
        for (std::uint32_t bits = lost; bits != 0; bits &= bits - 1)
            hash_ ^= keys.castling[std::countr_zero(bits)];
    }
    halfmove_ = reset_clock ? 0 : halfmove_ + 1;
    if (variant_->hooks.apply_effects) variant_->hooks.apply_effects(*this, m, Piece());

    side_ = ~us;
    hash_ ^= keys.black_to_move;
    if (us == Color::Black) ++fullmove_;
    ep_key_ = en_passant_key();
    hash_ ^= ep_key_;
}

void Position::pop_action_set() noexcept {
    const Undo& u = history_.back();
    const ActionUndo& a = turns_done_.back();
    for (int i = a.placed_count - 1; i >= 0; --i) remove(a.placed[i]);
    for (int i = a.removed_count - 1; i >= 0; --i) put(a.removed[i].piece, a.removed[i].square);
    side_ = ~side_;
    if (side_ == Color::Black) --fullmove_;
    castling_ = u.castling;
    ep_targets_ = u.ep_targets;
    ep_count_ = u.ep_count;
    ep_victim_ = u.ep_victim;
    ep_key_ = u.ep_key;
    halfmove_ = u.halfmove;
    flags_ = a.flags;
    marked_ = a.marked;
    hash_ = u.hash;
    turns_done_.pop_back();
    history_.pop_back();
}

int Position::repetition_count() const noexcept {
    int count = 1;
    const std::size_t n = history_.size();
    const std::size_t depth = std::min<std::size_t>(n, static_cast<std::size_t>(halfmove_));
    // history_[n - k].hash is the hash before the k-th last move; same side to move when k is even.
    for (std::size_t k = 2; k <= depth; k += 2)
        if (history_[n - k].hash == hash_) ++count;
    return count;
}

} // namespace varia
