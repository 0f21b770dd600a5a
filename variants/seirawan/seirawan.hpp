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

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// hands without free drops.
[[nodiscard]] RuleModulePtr install_seirawan(Variant& variant);

} // namespace varia::variants
