#include "varia/position.hpp"

#include "attacks.hpp"
#include "zobrist.hpp"

#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"

#include <algorithm>

namespace varia {

namespace {
const zobrist::Keys& keys = zobrist::keys();
/// True while this thread lists legal turns to settle en-passant targets (on any position: a
/// module may try turns on a position of its own), so that the list is not reused underneath.
thread_local bool listing_turns = false;
} // namespace

Position::Position(VariantPtr variant) : variant_(std::move(variant)) {
    const RuleModule* module = variant_->module.get();
    module_effects_ = module != nullptr && module->parts().after_move;
    flagged_ = variant_->has_piece_flags();
    plain_ = !module_effects_ && !flagged_;
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

SquareSet Position::royal_pieces(Color c) const noexcept {
    SquareSet out;
    for (std::uint32_t royals = variant_->royal_types(); royals != 0; royals &= royals - 1)
        out |= pieces(c, static_cast<PieceTypeId>(std::countr_zero(royals)));
    return out;
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

bool Position::attacked(Square s, Color by, std::uint32_t type_mask) const noexcept {
    return attacks::attacked(*this, s, by, type_mask);
}

// FIDE 9.2.3: positions are the same when the same moves are possible, so only en-passant targets
// that a legal capture can use enter the hash. A target that no piece able to take en passant
// reaches is settled at once (for most variants by one attack test). Otherwise the variant's own
// notion of a legal turn decides: where the turns are the core's single actions, by playing that
// capture and asking the legality predicate; where a rule module lists or composes the turns, by
// listing the legal turns and looking for one that takes en passant there.
std::uint64_t Position::settle_en_passant() noexcept {
    ep_legal_ = 0;
    const std::uint32_t takers = variant_->en_passant_types();
    if (takers == 0 || ep_count_ == 0) return 0;
    const RuleModule* module = variant_->module.get();
    const bool module_turns = module != nullptr && (module->parts().generate || module->parts().generate_legal);
    SquareSet able; // the side's pieces of the types that take en passant
    for (std::uint32_t bits = takers; bits != 0; bits &= bits - 1) able |= by_type_[std::countr_zero(bits)];
    able &= by_color_[index(side_)];
    std::uint8_t reached = 0;
    for (int i = 0; i < ep_count_; ++i) {
        const Square target = ep_targets_[i];
        // Most targets have no such piece on a square that one of its rays leads from.
        const SquareSet near = able & variant_->en_passant_origins(side_, target);
        if (near.empty()) continue;
        // Every en-passant ray is also a capture ray and vice versa: the attack test rules out more.
        if (variant_->en_passant_is_capture() && !attacked(target, side_, takers)) continue;
        bool legal = false;
        for (Square from : near) {
            const PieceTypeId t = board_[from].type();
            if (!(takers >> t & 1U)) continue;
            for (const Ray& ray : variant_->rays(side_, t))
                if (ray.can_en_passant() && attacks::ray_reaches(*this, side_, from, ray, target) &&
                    (module_turns || en_passant_capture_legal(from, target, ep_victims_[i]))) {
                    legal = true;
                    break;
                }
            if (legal) break;
        }
        if (legal) reached = static_cast<std::uint8_t>(reached | 1U << i);
    }
    // Inside the listing below, the turns a module tries are settled the cheap way: they are taken
    // back at once, and listing again there would recurse.
    if (module_turns && reached != 0 && !listing_turns) reached = en_passant_used_by_legal_turns(reached);
    std::uint64_t key = 0;
    for (int i = 0; i < ep_count_; ++i)
        if (reached >> i & 1U) key ^= keys.en_passant[ep_targets_[i]];
    ep_legal_ = reached;
    return key;
}

std::uint8_t Position::en_passant_used_by_legal_turns(std::uint8_t candidates) noexcept {
    const ScratchMoveList lease; // no allocation per push once warm, and safe when listings nest
    MoveList& turns = *lease;
    const std::uint64_t key = ep_key_;
    ep_key_ = 0; // as in en_passant_capture_legal()
    listing_turns = true;
    std::uint8_t used = 0;
    try {
        turns.clear();
        generate_legal(*this, turns);
        for (const Move& m : turns)
            for (int a = 0; a < m.action_count(); ++a)
                if (m.action(a).kind == MoveKind::EnPassant)
                    for (int i = 0; i < ep_count_; ++i)
                        if (ep_targets_[i] == m.action(a).to) used = static_cast<std::uint8_t>(used | 1U << i);
    } catch (...) {
        used = candidates; // a module that cannot list its turns here: every reached target counts
    }
    listing_turns = false;
    ep_key_ = key;
    return used & candidates;
}

bool Position::en_passant_capture_legal(Square from, Square target, Square victim) noexcept {
    const Color us = side_;
    const std::uint64_t key = ep_key_;
    const std::uint8_t legal_bits = ep_legal_;
    ep_key_ = 0; // the capture's push takes the en-passant part out of the hash; there is none yet
    bool legal = false;
    try {
        push(Move::single(from, target, MoveKind::EnPassant, Move::no_piece, static_cast<std::uint8_t>(victim)));
        try {
            legal = legal_after(*this, us);
        } catch (...) {
            legal = false;
        }
        pop();
    } catch (...) {
        legal = false; // a capture the variant's effects cannot play (push left the position as it was)
    }
    ep_key_ = key;
    ep_legal_ = legal_bits;
    return legal;
}

void Position::set_en_passant(std::span<const Square> targets, Square victim) noexcept {
    ep_count_ = 0;
    for (Square t : targets)
        if (ep_count_ < max_en_passant_targets) ep_targets_[ep_count_++] = t;
    ep_victims_.fill(NoSquare);
    for (int i = 0; i < ep_count_; ++i) ep_victims_[i] = victim;
}

void Position::set_en_passant(std::span<const Square> targets, std::span<const Square> victims) noexcept {
    ep_count_ = 0;
    ep_victims_.fill(NoSquare);
    for (std::size_t i = 0; i < targets.size() && ep_count_ < max_en_passant_targets; ++i) {
        ep_victims_[ep_count_] = victims[i];
        ep_targets_[ep_count_++] = targets[i];
    }
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
    for (int slot = 0; slot < max_state_slots; ++slot) h ^= keys.state[slot][state_[slot]];
    for (int plane = 0; plane < max_piece_flags; ++plane)
        for (Square s : flags_[plane]) h ^= keys.piece_flag[plane][s];
    for (int i = 0; i < ep_count_; ++i)
        if (ep_legal_ >> i & 1U) h ^= keys.en_passant[ep_targets_[i]];
    return h;
}

Square Position::castling_king_square(Color c) const noexcept {
    const int back = variant_->relative_rank(c, variant_->castling.rank);
    const int file = variant_->castling.king_file;
    // The king on its castling file (-1: none is set), as almost always while rights remain, is
    // the answer.
    if (file >= 0) {
        const Square home = make_square(file, back);
        if (by_color_[index(c)].test(home) && variant_->piece_types[board_[home].type()].castling_king) return home;
    }
    Square king = NoSquare;
    for (Square s : pieces(c)) {
        if (rank_of(s) != back || !variant_->piece_types[board_[s].type()].castling_king) continue;
        if (file_of(s) == file) return s; // of several kings (two kings each), the one on the castling file
        king = s;
    }
    return king;
}

void Position::compute_castling_masks() noexcept {
    castling_clear_.fill(0);
    const CastlingRules& cr = variant_->castling;
    // The rights drops may gain later (the corner rooks') need their squares' masks from the start.
    const std::uint32_t corners = 1U | 1U << (variant_->width - 1);
    const std::uint32_t rights = castling_ | (cr.rights_from_drops ? corners | corners << 16 : 0U);
    for (int b = 0; b < 32; ++b) {
        if (!(rights >> b & 1U)) continue;
        const Color c = static_cast<Color>(b / 16);
        const int back = variant_->relative_rank(c, cr.rank);
        castling_clear_[make_square(b % 16, back)] |= 1U << b;
        const Square king = cr.rights_from_drops ? make_square(cr.king_file, back) : castling_king_square(c);
        if (king != NoSquare) castling_clear_[king] |= 0xFFFFU << (16 * index(c));
    }
}

[[gnu::always_inline]] inline Position::Undo& Position::save_undo(const Move& m) {
    Undo& u = history_.emplace_back();
    u.move = m;
    u.captured = Piece();
    u.castling = castling_;
    u.ep_targets = ep_targets_;
    u.ep_count = ep_count_;
    u.ep_victims = ep_victims_;
    u.ep_key = ep_key_;
    u.ep_legal = ep_legal_;
    u.halfmove = halfmove_;
    u.fullmove = fullmove_;
    u.hash = hash_;
    return u;
}

void Position::clear_castling(std::uint32_t lost) noexcept {
    if (lost == 0) return;
    castling_ &= ~lost;
    for (std::uint32_t bits = lost; bits != 0; bits &= bits - 1) hash_ ^= keys.castling[std::countr_zero(bits)];
}

void Position::push(const Move& m) {
    const Color us = side_;
    Undo& u = save_undo(m);

    hash_ ^= ep_key_;
    ep_count_ = 0;
    if (halfmove_ < max_move_counter) [[likely]] ++halfmove_;

    // Single piece moves and drops take the fast path, which records what it overwrote in the
    // undo entry; everything else goes through logged edits (castling too where pieces carry
    // flags: two pieces move).
    const bool single = m.extra == 0 && m.kind <= MoveKind::Locust;
    if (single && plain_) [[likely]] {
        u.path = Undo::Path::Fast;
        apply_fast(m, u, us);
    } else if (single && !(flagged_ && m.kind == MoveKind::Castling)) {
        u.path = module_effects_ ? Undo::Path::FastThenLog : Undo::Path::Fast;
        u.log_begin = static_cast<std::uint32_t>(log_.size());
        if (flagged_) apply_fast_flagged(m, u, us);
        else apply_fast(m, u, us);
        if (module_effects_) {
            try {
                apply_effects(m, u, us);
            } catch (...) {
                abandon_push(us);
                throw;
            }
        }
    } else {
        u.path = Undo::Path::Log;
        u.log_begin = static_cast<std::uint32_t>(log_.size());
        pending_.capture_count = 0;
        pending_.passed_count = 0;
        pending_.lost_castling = 0;
        // A turn that begins with a drop cannot be undone (Seirawan's gating drop comes second).
        pending_.reset_clock = m.kind == MoveKind::Drop && variant_->drop_resets_halfmove_clock;
        try {
            for (int i = 0; i < m.action_count(); ++i) apply_action(m.action(i), us);
            apply_effects(m, u, us);
        } catch (...) {
            abandon_push(us);
            throw;
        }
        // En-passant targets: the squares the multi-steps passed that are still empty.
        std::array<Square, max_en_passant_targets> targets{};
        std::array<Square, max_en_passant_targets> victims{};
        std::size_t n = 0;
        for (int i = 0; i < pending_.passed_count && n < targets.size(); ++i)
            if (board_[pending_.passed[i]].none()) {
                victims[n] = pending_.passed_by[i];
                targets[n++] = pending_.passed[i];
            }
        set_en_passant(std::span<const Square>(targets.data(), n), std::span<const Square>(victims.data(), n));
    }

    if (castling_ != 0 && variant_->castling.every_king_move_loses_rights) [[unlikely]]
        lose_rights_for_king_move(m, us);
    if (variant_->castling.rights_from_drops) [[unlikely]]
        gain_rights_for_drops(m, us);

    side_ = ~us;
    hash_ ^= keys.black_to_move;
    if (us == Color::Black && fullmove_ < max_move_counter) ++fullmove_;
    ep_key_ = 0;
    ep_legal_ = 0;
    if (ep_count_ != 0) [[unlikely]] {
        ep_key_ = settle_en_passant();
        hash_ ^= ep_key_;
    }
}

// CastlingRules::every_king_move_loses_rights: judged on the board after the move, so that the
// rule depends on the position only (a king that arrived by promotion counts as well).
void Position::lose_rights_for_king_move(const Move& m, Color us) noexcept {
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        if (a.kind == MoveKind::Drop || a.kind == MoveKind::Place || a.kind == MoveKind::Remove) continue;
        const Piece p = board_[a.to];
        if (!p.none() && !p.is_wall() && p.color() == us && variant_->piece_types[p.type()].castling_king) {
            clear_castling(castling_ & (0xFFFFU << (16 * index(us))));
            return;
        }
    }
}

// CastlingRules::rights_from_drops: a king dropped on its castling square gains the rights of the
// castling rooks on the corners of its rank; a rook dropped on a corner gains its own when the
// king stands there already.
void Position::gain_rights_for_drops(const Move& m, Color us) noexcept {
    const Variant& v = *variant_;
    const CastlingRules& cr = v.castling;
    const int back = v.relative_rank(us, cr.rank);
    const auto piece_is = [&](Square s, bool king) {
        const Piece p = board_[s];
        if (p.none() || p.is_wall() || p.color() != us) return false;
        const PieceType& type = v.piece_types[p.type()];
        return king ? type.castling_king : type.castling_rook;
    };
    const auto corner_right = [&](int file) {
        return piece_is(make_square(file, back), false) ? 1U << (16 * index(us) + file) : 0U;
    };
    const Square king_square = make_square(cr.king_file, back);
    std::uint32_t gained = 0;
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        const Square to = a.to;
        if (a.kind != MoveKind::Drop || rank_of(to) != back) continue;
        if (to == king_square && piece_is(to, true))
            gained |= corner_right(0) | corner_right(v.width - 1);
        else if ((file_of(to) == 0 || file_of(to) == v.width - 1) && piece_is(king_square, true))
            gained |= corner_right(file_of(to));
    }
    gained &= ~castling_;
    castling_ |= gained;
    for (std::uint32_t bits = gained; bits != 0; bits &= bits - 1) hash_ ^= keys.castling[std::countr_zero(bits)];
}

// A turn that could not be completed (a hand beyond 255 pieces, an Effects call that does not fit)
// is taken back as pop() would, so that push() leaves the position as it was.
void Position::abandon_push(Color us) noexcept {
    side_ = ~us;
    pop();
}

[[gnu::always_inline]] inline void Position::apply_fast(const Move& m, Undo& u, Color us) {
    const Square from = m.from;
    const Square to = m.to;
    switch (m.kind) {
    case MoveKind::Drop: {
        const auto t = m.piece;
        const PieceTypeId held = variant_->unpromoted(t); // a promoted form is dropped from its hand
        auto& count = hand_[index(us)][held];
        hash_ ^= keys.hand[index(us)][held][count] ^ keys.hand[index(us)][held][count - 1];
        --count;
        put(Piece(t, us), to);
        u.moved = Piece(t, us);
        if (variant_->drop_resets_halfmove_clock) halfmove_ = 0;
        break;
    }
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
        put(m.piece == Move::no_piece ? u.moved : Piece(m.piece, us), to);
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
        put(m.piece == Move::no_piece ? u.moved : Piece(m.piece, us), to);
        halfmove_ = 0;
        // The rights that `from` and `to` clear are handled below; a taken rook or king clears its own.
        clear_castling(castling_ & castling_clear_[victim]);
        break;
    }
    // Most moves are Normal: [[likely]] keeps the rarer kinds (Locust among them) off their path.
    [[likely]] case MoveKind::Normal:
    case MoveKind::MultiStep:
    default: {
        const Piece mover = board_[from];
        u.moved = mover;
        if (!board_[to].none()) {
            u.captured = board_[to];
            remove(to);
            halfmove_ = 0;
        }
        remove(from);
        put(m.piece == Move::no_piece ? mover : Piece(m.piece, us), to);
        // A pawn's move and a promotion cannot be undone; a piece's turn (PieceType::turns_into)
        // is not a promotion.
        const bool turned = m.piece != Move::no_piece && m.piece == variant_->turn_of(mover.type());
        if ((m.piece != Move::no_piece && !turned) || variant_->resets_halfmove_clock(us, mover.type(), from, to))
            halfmove_ = 0;
        // A multi-step leaves en-passant targets, unless the piece promoted on arrival: nothing
        // pawn-like stands there to be taken en passant.
        if (m.kind == MoveKind::MultiStep && (m.piece == Move::no_piece || turned)) {
            std::array<Square, max_en_passant_targets> passed{};
            std::size_t n = 0;
            const Geometry& geo = variant_->geometry();
            for (Square s = geo.step(from, m.aux); s != to && n < passed.size(); s = geo.step(s, m.aux))
                if (variant_->leaves_en_passant_target(us, mover.type(), s))
                    passed[n++] = s;
            set_en_passant(std::span<const Square>(passed.data(), n), to);
        }
        break;
    }
    }
    // A drop has no origin square (its `from` is unused), so only its target can matter.
    clear_castling(castling_ & ((m.kind == MoveKind::Drop ? 0U : castling_clear_[from]) | castling_clear_[to]));
}

[[gnu::always_inline]] inline void Position::undo_fast(const Undo& u, Color us) noexcept {
    const Move& m = u.move;
    switch (m.kind) {
    case MoveKind::Drop:
        remove(m.to);
        ++hand_[index(us)][variant_->unpromoted(m.piece)];
        break;
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
    case MoveKind::Locust:
        remove(m.to);
        put(u.moved, m.from);
        if (!u.captured.none()) put(u.captured, m.to);
        put(u.victim, m.aux);
        break;
    case MoveKind::EnPassant:
    [[likely]] case MoveKind::Normal:
    case MoveKind::MultiStep:
    default:
        remove(m.to);
        put(u.moved, m.from);
        if (!u.captured.none()) put(u.captured, m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to});
        break;
    }
}

// The flags of the moved piece go with it; those of the pieces it takes are kept in the undo
// entry for pop() and for the module's Capture list.
void Position::apply_fast_flagged(const Move& m, Undo& u, Color us) {
    u.moved_flags = m.kind == MoveKind::Drop ? 0 : take_flags(m.from);
    u.captured_flags = take_flags(m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to});
    u.victim_flags = m.kind == MoveKind::Locust ? take_flags(m.aux) : 0;
    apply_fast(m, u, us);
    set_flag_bits(m.to, u.moved_flags);
}

void Position::undo_fast_flagged(const Undo& u, Color us) noexcept {
    const Move& m = u.move;
    undo_fast(u, us);
    // pop() restores the hash; only the planes change here.
    const Square taken_on = m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to};
    for (int plane = 0; plane < variant_->piece_flag_count(); ++plane) {
        SquareSet& on = flags_[plane];
        on.reset(m.to);
        if (m.kind != MoveKind::Drop && (u.moved_flags >> plane & 1U)) on.set(m.from);
        if (u.captured_flags >> plane & 1U) on.set(taken_on);
        if (u.victim_flags >> plane & 1U) on.set(m.aux);
    }
}

std::uint8_t Position::take_flags(Square s) noexcept {
    std::uint8_t bits = 0;
    for (int plane = 0; plane < variant_->piece_flag_count(); ++plane)
        if (flags_[plane].test(s)) {
            bits = static_cast<std::uint8_t>(bits | 1U << plane);
            flags_[plane].reset(s);
            hash_ ^= keys.piece_flag[plane][s];
        }
    return bits;
}

void Position::pop() noexcept {
    const Undo& u = history_.back();
    const Color us = ~side_;
    if (u.path == Undo::Path::Fast && plain_) [[likely]] {
        undo_fast(u, us);
    } else if (u.path == Undo::Path::Log) {
        undo_log(u.log_begin);
    } else {
        if (u.path == Undo::Path::FastThenLog) undo_log(u.log_begin);
        if (flagged_) undo_fast_flagged(u, us);
        else undo_fast(u, us);
    }
    side_ = us;
    fullmove_ = u.fullmove;
    castling_ = u.castling;
    ep_targets_ = u.ep_targets;
    ep_count_ = u.ep_count;
    ep_victims_ = u.ep_victims;
    ep_key_ = u.ep_key;
    ep_legal_ = u.ep_legal;
    halfmove_ = u.halfmove;
    hash_ = u.hash;
    history_.pop_back();
}

// ---- the general path: logged edits ----

std::uint8_t Position::piece_flags(Square s) const noexcept {
    std::uint8_t bits = 0;
    for (int plane = 0; plane < variant_->piece_flag_count(); ++plane)
        if (flags_[plane].test(s)) bits = static_cast<std::uint8_t>(bits | 1U << plane);
    return bits;
}

void Position::set_flag_bits(Square s, std::uint8_t flags) noexcept {
    for (int plane = 0; flags != 0; ++plane, flags >>= 1)
        if ((flags & 1U) && !flags_[plane].test(s)) {
            flags_[plane].set(s);
            hash_ ^= keys.piece_flag[plane][s];
        }
}

void Position::edit_put(Piece p, Square s, std::uint8_t flags) {
    if (p.is_wall()) {
        board_[s] = p;
        occupied_.set(s);
        by_type_[wall_type].set(s);
        hash_ ^= keys.piece[p.code()][s];
    } else {
        put(p, s);
    }
    set_flag_bits(s, flags);
    log_.push_back(Edit{Edit::Op::Put, static_cast<std::uint8_t>(s), 0, 0});
}

Piece Position::edit_remove(Square s, std::uint8_t& flags) {
    const Piece p = board_[s];
    flags = piece_flags(s);
    for (int plane = 0; plane < variant_->piece_flag_count(); ++plane)
        if (flags >> plane & 1U) {
            flags_[plane].reset(s);
            hash_ ^= keys.piece_flag[plane][s];
        }
    if (p.is_wall()) {
        board_[s] = Piece();
        occupied_.reset(s);
        by_type_[wall_type].reset(s);
        hash_ ^= keys.piece[p.code()][s];
    } else {
        remove(s);
    }
    pending_.lost_castling |= castling_clear_[s];
    log_.push_back(Edit{Edit::Op::Remove, static_cast<std::uint8_t>(s), p.code(), flags});
    return p;
}

void Position::edit_change(Square s, Piece p) {
    const Piece old = board_[s];
    remove(s);
    put(p, s);
    pending_.lost_castling |= castling_clear_[s];
    log_.push_back(Edit{Edit::Op::Change, static_cast<std::uint8_t>(s), old.code(), 0});
}

void Position::edit_hand(Color c, PieceTypeId t, int delta) {
    auto& count = hand_[index(c)][t];
    const int n = count + delta;
    if (n > zobrist::max_hand_count)
        throw CapacityError("hand: more than " + std::to_string(zobrist::max_hand_count) + " pieces of one type");
    if (n < 0) throw Error("hand: no " + variant_->piece_types[t].name + " in hand to take");
    log_.push_back(Edit{Edit::Op::Hand, static_cast<std::uint8_t>(index(c)), t, count});
    hash_ ^= keys.hand[index(c)][t][count] ^ keys.hand[index(c)][t][n];
    count = static_cast<std::uint8_t>(n);
}

void Position::edit_flag(int plane, Square s, bool on) {
    const bool was = flags_[plane].test(s);
    log_.push_back(Edit{Edit::Op::Flag, static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(plane),
                        static_cast<std::uint8_t>(was)});
    if (was == on) return;
    flags_[plane].toggle(s);
    hash_ ^= keys.piece_flag[plane][s];
}

void Position::edit_state(int slot, int value) {
    auto& v = state_[slot];
    log_.push_back(Edit{Edit::Op::State, 0, static_cast<std::uint8_t>(slot), v});
    hash_ ^= keys.state[slot][v] ^ keys.state[slot][value];
    v = static_cast<std::uint8_t>(value);
}

void Position::capture_at(Square s) {
    std::uint8_t flags = 0;
    const Piece p = edit_remove(s, flags);
    if (pending_.capture_count == Pending::max_captures)
        throw CapacityError("move: more than " + std::to_string(Pending::max_captures) + " captures in one turn");
    pending_.captures[pending_.capture_count++] = Capture{s, p, flags};
    pending_.reset_clock = true;
}

void Position::apply_action(const Action& a, Color us) {
    const auto promoted = [&](Piece p) { return a.piece == Move::no_piece ? p : Piece(a.piece, us); };
    std::uint8_t flags = 0;
    switch (a.kind) {
    case MoveKind::Normal:
    case MoveKind::MultiStep: {
        const Piece p = edit_remove(a.from, flags);
        if (!board_[a.to].none()) capture_at(a.to);
        edit_put(promoted(p), a.to, flags);
        // As on the fast path: a turn (PieceType::turns_into) is not a promotion.
        const bool turned = !p.is_wall() && a.piece != Move::no_piece && a.piece == variant_->turn_of(p.type());
        if (!p.is_wall() && ((a.piece != Move::no_piece && !turned) ||
                             variant_->resets_halfmove_clock(us, p.type(), a.from, a.to)))
            pending_.reset_clock = true;
        if (a.kind == MoveKind::MultiStep && (a.piece == Move::no_piece || turned)) {
            const Geometry& geo = variant_->geometry();
            for (Square s = geo.step(a.from, a.aux); s != a.to && s != NoSquare; s = geo.step(s, a.aux))
                if (pending_.passed_count < pending_.passed.size() &&
                    (p.is_wall() || variant_->leaves_en_passant_target(us, p.type(), s))) {
                    pending_.passed_by[pending_.passed_count] = a.to;
                    pending_.passed[pending_.passed_count++] = s;
                }
        }
        break;
    }
    case MoveKind::EnPassant: {
        capture_at(a.aux);
        const Piece p = edit_remove(a.from, flags);
        edit_put(promoted(p), a.to, flags);
        break;
    }
    case MoveKind::Locust: {
        capture_at(a.aux);
        const Piece p = edit_remove(a.from, flags);
        if (!board_[a.to].none()) capture_at(a.to);
        edit_put(promoted(p), a.to, flags);
        break;
    }
    case MoveKind::Castling: {
        const CastlingRules& cr = variant_->castling;
        const bool king_side = file_of(a.aux) > file_of(a.from);
        const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file,
                                           rank_of(a.from));
        std::uint8_t rook_flags = 0;
        const Piece king = edit_remove(a.from, flags);
        const Piece rook = edit_remove(a.aux, rook_flags);
        edit_put(king, a.to, flags);
        edit_put(rook, rook_to, rook_flags);
        break;
    }
    case MoveKind::Drop:
        edit_hand(us, variant_->unpromoted(a.piece), -1);
        edit_put(Piece(a.piece, us), a.to, 0);
        pending_.lost_castling |= castling_clear_[a.to];
        break;
    case MoveKind::Place:
        edit_put(Piece::from_code(a.piece), a.to, 0);
        break;
    case MoveKind::Remove: {
        const Piece p = board_[a.to];
        capture_at(a.to);
        if (a.aux == Move::to_mover_hand) edit_hand(us, p.type(), +1);
        break;
    }
    case MoveKind::Change:
        edit_change(a.to, Piece::from_code(a.piece));
        break;
    case MoveKind::Target:
        break;
    case MoveKind::Flag:
        edit_flag(variant_->state_fields[a.aux].slot, a.to, a.piece != 0);
        break;
    case MoveKind::State:
        edit_state(a.aux, a.piece);
        break;
    }
}

void Position::apply_effects(const Move& m, Undo& u, Color us) {
    if (u.path == Undo::Path::FastThenLog) {
        // The fast path records its captures in the undo entry; list them for the module.
        pending_.capture_count = 0;
        pending_.lost_castling = 0;
        pending_.reset_clock = false;
        if (m.kind == MoveKind::Locust)
            pending_.captures[pending_.capture_count++] = Capture{m.aux, u.victim, flagged_ ? u.victim_flags : std::uint8_t{0}};
        if (!u.captured.none())
            pending_.captures[pending_.capture_count++] = Capture{
                m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to}, u.captured, flagged_ ? u.captured_flags : std::uint8_t{0}};
    }
    if (module_effects_) {
        Effects fx(*this, m, us, std::span<const Capture>(pending_.captures.data(), pending_.capture_count));
        variant_->module->after_move(fx);
    }
    clear_castling(castling_ & pending_.lost_castling);
    if (pending_.reset_clock) halfmove_ = 0;
}

void Position::undo_log(std::size_t begin) noexcept {
    for (std::size_t i = log_.size(); i-- > begin;) {
        const Edit& e = log_[i];
        switch (e.op) {
        case Edit::Op::Put: {
            const Square s = e.square;
            if (board_[s].is_wall()) {
                board_[s] = Piece();
                occupied_.reset(s);
                by_type_[wall_type].reset(s);
            } else {
                remove(s);
            }
            for (auto& plane : flags_) plane.reset(s);
            break;
        }
        case Edit::Op::Remove: {
            const Piece p = Piece::from_code(e.a);
            if (p.is_wall()) {
                board_[e.square] = p;
                occupied_.set(e.square);
                by_type_[wall_type].set(e.square);
            } else {
                put(p, e.square);
            }
            for (int plane = 0; plane < max_piece_flags; ++plane)
                if (e.b >> plane & 1U) flags_[plane].set(e.square);
            break;
        }
        case Edit::Op::Change:
            remove(e.square);
            put(Piece::from_code(e.a), e.square);
            break;
        case Edit::Op::Hand:
            hand_[e.square][e.a] = e.b;
            break;
        case Edit::Op::Flag:
            if (e.b) flags_[e.a].set(e.square);
            else flags_[e.a].reset(e.square);
            break;
        case Edit::Op::State:
            state_[e.a] = e.b;
            break;
        }
    }
    log_.resize(begin);
}

// ---- the rule-module contexts ----

namespace {
void require_board_edits(const Variant& v, const char* what) {
    if (v.module->parts().effects_keep_board)
        throw Error(std::string("effects: ") + what + " changes the board, but the rule module of " + v.name +
                    " declares effects_keep_board");
}
} // namespace

void Effects::remove(Square s) {
    require_board_edits(*pos_.variant_, "remove()");
    if (pos_.board_[s].none()) throw Error("effects: nothing to remove on " + square_name(s));
    std::uint8_t flags = 0;
    (void)pos_.edit_remove(s, flags);
    pos_.pending_.reset_clock = true;
}

void Effects::put(Piece p, Square s) {
    require_board_edits(*pos_.variant_, "put()");
    if (!pos_.board_[s].none() || !pos_.variant_->geometry().contains(s))
        throw Error("effects: cannot put a piece on " + square_name(s));
    pos_.edit_put(p, s, 0);
}

void Effects::change(Square s, Piece p) {
    require_board_edits(*pos_.variant_, "change()");
    if (pos_.board_[s].none() || p.none()) throw Error("effects: no piece to change on " + square_name(s));
    pos_.edit_change(s, p);
}

void Effects::add_to_hand(Color c, PieceTypeId t, int delta) { pos_.edit_hand(c, t, delta); }

namespace {
const StateField& field_of(const Variant& v, StateFieldId id, StateField::Kind a, StateField::Kind b) {
    if (id >= v.state_fields.size() || (v.state_fields[id].kind != a && v.state_fields[id].kind != b))
        throw Error("state field " + std::to_string(id) + " is not declared with that kind");
    return v.state_fields[id];
}
int checked(const StateField& f, int value) {
    if (value < 0 || value > f.max)
        throw Error("state field " + f.name + ": value " + std::to_string(value) + " is outside 0.." +
                    std::to_string(f.max));
    return value;
}
} // namespace

void Effects::set_flag(StateFieldId field, Square s, bool on) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::PieceFlag, StateField::Kind::PieceFlag);
    if (on && (pos_.board_[s].none() || pos_.board_[s].is_wall()))
        throw Error("effects: no piece on " + square_name(s) + " to carry " + f.name);
    pos_.edit_flag(f.slot, s, on);
}

void Effects::set(StateFieldId field, int value) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::Counter, StateField::Kind::Counter);
    pos_.edit_state(f.slot, checked(f, value));
}

void Effects::set(StateFieldId field, Color c, int value) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::SideCounter, StateField::Kind::SideFlag);
    pos_.edit_state(f.slot + index(c), checked(f, value));
}

void Effects::reset_halfmove_clock() noexcept { pos_.pending_.reset_clock = true; }

void PositionSetup::set(StateFieldId field, int value) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::Counter, StateField::Kind::Counter);
    pos_.state_[f.slot] = static_cast<std::uint8_t>(checked(f, value));
}

void PositionSetup::set(StateFieldId field, Color c, int value) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::SideCounter, StateField::Kind::SideFlag);
    pos_.state_[f.slot + index(c)] = static_cast<std::uint8_t>(checked(f, value));
}

void PositionSetup::set_flag(StateFieldId field, Square s, bool on) {
    const StateField& f = field_of(*pos_.variant_, field, StateField::Kind::PieceFlag, StateField::Kind::PieceFlag);
    if (on && (pos_.board_[s].none() || pos_.board_[s].is_wall()))
        throw Error("position setup: no piece on " + square_name(s) + " to carry " + f.name);
    if (on) pos_.flags_[f.slot].set(s);
    else pos_.flags_[f.slot].reset(s);
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
