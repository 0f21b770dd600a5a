// The makruk family's counting of endings (honour_counting.hpp).
#include "varia/honour_counting.hpp"

#include <algorithm>
#include <span>

#include "varia/errors.hpp"

namespace varia {

namespace {

constexpr int max_plies = max_state_value; // a count stops growing there (the game is long drawn)

int clamp_plies(int n) { return std::min(n, max_plies); }

/// `set` holds more than `n` squares; stops counting there (a middlegame side has many pieces).
bool more_than(const SquareSet& set, int n) {
    for ([[maybe_unused]] Square s : set)
        if (--n < 0) return true;
    return false;
}

} // namespace

HonourCounting::HonourCounting(Variant& v) : rules_(v.draws.counting) {
    if (!rules_.enabled)
        throw ParseError("draws", v.name, "the rule module needs counting rules (\"draws\": {\"counting\": ...})");
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (v.piece_types[t].is_pawn) pawns_.push_back(static_cast<PieceTypeId>(t));
    limit_ = v.declare_state({"counting_limit", StateField::Kind::Counter, max_plies});
    ply_ = v.declare_state({"counting_ply", StateField::Kind::Counter, max_plies});
}

bool HonourCounting::pawns_left(const Position& pos) const noexcept {
    return std::any_of(pawns_.begin(), pawns_.end(), [&](PieceTypeId t) {
        return !pos.pieces(Color::White, t).empty() || !pos.pieces(Color::Black, t).empty();
    });
}

int HonourCounting::limit_for(const Position& pos, Color c, bool pawns) const {
    if (!pos.pieces(~c).several()) return 0; // nothing to mate with
    const SquareSet& own = pos.pieces(c);
    if (own.several()) { // board's honour
        if (rules_.board_limit == 0 || (pawns && !rules_.board_with_pawns)) return 0;
        if (rules_.board_max_pieces != 0 && more_than(own, rules_.board_max_pieces)) return 0;
        return rules_.board_limit;
    }
    if (pawns) return 0;
    for (const CountingRules::Honour& h : rules_.pieces) // pieces' honour: the first entry the other side meets
        if (std::all_of(h.pieces.begin(), h.pieces.end(),
                        [&](const auto& need) { return pos.pieces(~c, need.first).count() >= need.second; }))
            return h.limit;
    return 0;
}

void HonourCounting::after_move(Effects& fx) const {
    const Position& pos = fx.position();
    const int old_limit = pos.state(limit_);
    const bool pawns = pawns_left(pos);
    // With pawns left and no count running, only a board's honour counted with pawns can start
    // one (Cambodian chess): the usual case of a middlegame costs two tests.
    if (old_limit == 0 && pawns && !rules_.board_with_pawns) return;

    const Color us = fx.mover();
    const Color them = ~us; // the side to move now
    int limit = old_limit;
    int ply = limit != 0 ? clamp_plies(pos.state(ply_) + 1) : 0;
    const auto total = [&] { return pos.pieces(Color::White).count() + pos.pieces(Color::Black).count(); };
    const auto is_pawn = [&](const Capture& c) { return pos.variant().piece_types[c.piece.type()].is_pawn; };
    const std::span<const Capture> captures = fx.captures();

    // The mover's king has taken the last pawn and stands alone: it counts, one ply behind.
    if (rules_.count_from_pieces && !pawns && !pos.pieces(us).several() &&
        std::any_of(captures.begin(), captures.end(), is_pawn))
        if (const int moves = limit_for(pos, us, pawns)) {
            limit = 2 * moves;
            ply = clamp_plies(2 * total() - 1);
        }
    // A count starts for the side to move, or starts again when it has just been left bare.
    const bool bare = !pos.pieces(them).several();
    if (limit == 0 || (bare && (!captures.empty() || promoted(fx.move()))))
        if (const int moves = limit_for(pos, them, pawns)) {
            limit = 2 * moves;
            ply = rules_.count_from_pieces && bare ? clamp_plies(2 * total()) : 0;
        }
    if (limit != old_limit) fx.set(limit_, limit);
    if (ply != pos.state(ply_)) fx.set(ply_, ply);
}

bool HonourCounting::promoted(const Move& m) noexcept {
    if (m.is_promotion()) return true;
    for (int i = 0; i < m.action_count(); ++i)
        if (m.action(i).kind == MoveKind::Change) return true; // a piece turned into another where it stands (sittuyin)
    return false;
}

bool HonourCounting::passed(const Position& pos) const noexcept {
    const int limit = pos.state(limit_);
    return limit != 0 && pos.state(ply_) > limit;
}

GameStatus HonourCounting::game_end(const Position& pos, GameStatus status) const {
    if (status.result != Result::Ongoing || !passed(pos)) return status;
    return {Result::Draw, Termination::Counting, status.check};
}

void HonourCounting::validate(const PositionSetup& setup) const {
    const Position& pos = setup.position();
    if (pos.state(limit_) == 0 && pos.state(ply_) != 0)
        throw ParseError("counting_ply", std::to_string(pos.state(ply_)), "counting_ply without counting_limit");
}

} // namespace varia
