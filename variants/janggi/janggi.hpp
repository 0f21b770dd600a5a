#pragma once
/// \file janggi.hpp
/// The rule module of janggi (Korean chess), as Fairy-Stockfish plays it (variants/janggi/janggi.json
/// holds the pieces, the palaces and their diagonals, the cannon's rules and the pass, all data;
/// variants/janggi/README.md describes the game):
/// - state: the passes just played in a row, the declared counter `passes:<n>` (0..2; hashed,
///   restored, written in position text when not 0);
/// - bikjang: while the two generals face each other on a file with nothing between them, the
///   side to move must end that (a move that leaves them facing is illegal) or pass, which it may
///   then do even in check;
/// - game end: after two passes in a row, or a pass that leaves the generals facing, the game
///   stops and the material on the board decides (Fairy-Stockfish's janggi counting: chariot 13,
///   cannon 7, horse 5, elephant 3, guard 3, soldier 2; White needs more than 1 point more than
///   Black to win, else Black wins); no move follows. Otherwise the data's rules: checkmate and
///   stalemate (no legal move, not even a pass) lose, fifty moves and threefold repetition draw;
/// - position text: the side not to move may be in check only with the generals facing (its
///   pass in bikjang stopped the game); such a text without `passes:` reads as `passes:1`.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// one royal type, the pass, and the piece letters R, C, N, B, A and P.
[[nodiscard]] RuleModulePtr install_janggi(Variant& variant);

} // namespace varia::variants
