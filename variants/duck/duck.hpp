#pragma once
/// \file duck.hpp
/// The rule module of duck chess, as Fairy-Stockfish plays it (variants/duck/duck.json holds the
/// FIDE pieces, the start and the game-end data; docs/variants/duck.md describes the game):
/// - the duck is a wall (Piece::wall(), '*' in position text): nothing may stand on it, pass it or
///   take it; knights leap over it;
/// - the turn: a move of the core (castling needs only the right and an empty path), then the duck
///   to an empty square other than its own (`e2e4,d7e6`; the first time it is put on the board,
///   `e2e4,*@d5`); it may take the square the piece left;
/// - no check: every such turn is legal, the king may be taken; taking it ends the game (the side
///   without its king loses, and no move follows);
/// - a side without a legal turn wins (stalemate "win" in the variant file); no draw by
///   insufficient material;
/// - a position with more than one duck is refused (ParseError).

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// exactly one royal piece type.
[[nodiscard]] RuleModulePtr install_duck(Variant& variant);

} // namespace varia::variants
