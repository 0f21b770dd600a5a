#pragma once
/// \file seirawan.hpp
/// The rule module of Seirawan chess (S-chess), as Fairy-Stockfish plays it
/// (variants/seirawan/seirawan.json holds the pieces, the start with the hawk and elephant in hand,
/// and Chess960-style castling; docs/variants/seirawan.md describes the game):
/// - gates: the declared piece flag `gates:<squares>` marks the back-rank pieces that have not
///   moved yet; a piece loses it when it moves (castling: king and rook), a captured piece with it,
///   and a side whose hand is empty after its move loses all of its gates;
/// - the turn: every legal move of the core, and, when the moving piece (for castling: the king
///   or the rook) stands on a gate and the hand is not empty, the same move followed by a piece
///   from the hand put on the square it left (`b1c3,H@b1`, `e1g1,E@h1`); never where the king or
///   the rook ends its castling;
/// - legality of a gating move is that of the move alone (the gated piece does not shield the
///   king), as Fairy-Stockfish judges it;
/// - check and game end as in FIDE chess.

#include <cstddef>

#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Seirawan's gating as a building block, for the modules that combine it with rules of their own
/// (S-house adds crazyhouse's hands, variants/shouse). The seirawan module is this alone.
class Gating {
public:
    /// Declares the piece flag `gates`. With `keep_with_empty_hand` a side keeps its gates while
    /// its hand is empty (S-house, where captures refill it); without, it loses them for good.
    Gating(Variant& variant, bool keep_with_empty_hand);
    /// Appends, for each legal move of out[first..] that leaves a gate (castling: the king's or
    /// the rook's square, unless one of them ends there), the move followed by each type in hand
    /// put on that square (`b1c3,H@b1`). Such a move is as legal as the move alone.
    void add_gatings(const Position& pos, MoveList& out, std::size_t first) const;
    /// The gates a move takes away (the moving pieces', a captured piece's, an emptied hand's).
    void after_move(Effects& fx) const;
    /// Refuses a gate off its piece's first rank (ParseError, field `gates`); clears the gates of a
    /// side without pieces in hand, unless they are kept.
    void validate(PositionSetup& setup) const;

private:
    StateFieldId gates_;
    bool keep_with_empty_hand_;
};

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// hands without free drops.
[[nodiscard]] RuleModulePtr install_seirawan(Variant& variant);

} // namespace varia::variants
