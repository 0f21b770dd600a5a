#pragma once
/// \file honour_counting.hpp
/// A building block for rule modules of the makruk family: the counting of endings that
/// Variant::draws.counting describes (CountingRules, variant.hpp), as Fairy-Stockfish plays it.
/// The count lives in two declared counters, both in plies: `counting_limit:<n>` (0: no count
/// runs) and `counting_ply:<n>` (hashed, restored by pop(), written in position text; the
/// Fairy-Stockfish dialect writes them where Fairy-Stockfish does, the limit in the en-passant
/// field and the count in the halfmove field).
///
/// After every turn (`after_move`): a running count goes up by one. Then a count starts, or
/// starts again, for the side to move when none runs, or when a capture or a promotion has just
/// left that side with its king alone: at the limit the rules give that side (board's or pieces'
/// honour), from 0 or (count_from_pieces, a bare side) from twice the number of pieces on the
/// board. With count_from_pieces, a side whose king has just taken the last pawn and stands
/// alone starts counting too, one ply less. A count keeps its limit until it starts again.
///
/// The game is drawn (`game_end`: Termination::Counting) when the count exceeds its limit and the
/// side to move is not checkmated. Varia draws at once; Fairy-Stockfish gives the draw on claim.

#include "varia/rule_module.hpp"
#include "varia/status.hpp"
#include "varia/variant.hpp"

namespace varia {

class HonourCounting {
public:
    /// Declares the two counters in `v`. Throws ParseError ("draws") unless the variant's
    /// draws.counting is enabled.
    explicit HonourCounting(Variant& v);
    /// The count after a turn (call it from the module's after_move part).
    void after_move(Effects& fx) const;
    /// The count has passed its limit.
    [[nodiscard]] bool passed(const Position& pos) const noexcept;
    /// `status` (the module's status otherwise: standard_game_status() for most) unless the game
    /// goes on and the count has passed its limit: then a draw by Termination::Counting.
    [[nodiscard]] GameStatus game_end(const Position& pos, GameStatus status) const;
    /// Refuses (ParseError, field `counting_ply`) a count without a limit.
    void validate(const PositionSetup& setup) const;

    [[nodiscard]] StateFieldId limit_field() const noexcept { return limit_; }
    [[nodiscard]] StateFieldId ply_field() const noexcept { return ply_; }

private:
    [[nodiscard]] bool pawns_left(const Position& pos) const noexcept;
    /// The limit in moves (0: no count) the rules give side `c` in `pos` as it stands, `pawns`
    /// telling whether any pawn is left.
    [[nodiscard]] int limit_for(const Position& pos, Color c, bool pawns) const;
    /// A promotion: a pawn's (Move::is_promotion()) or a piece turned in place (a Change action).
    [[nodiscard]] static bool promoted(const Move& m) noexcept;

    CountingRules rules_;
    std::vector<PieceTypeId> pawns_;
    StateFieldId limit_{};
    StateFieldId ply_{};
};

} // namespace varia
