#pragma once
/// \file 3check.hpp
/// The rule module of three-check chess, as Fairy-Stockfish plays it (variants/3check/3check.json
/// holds the FIDE pieces and start; docs/variants/3check.md describes the game):
/// - state: the checks each side has given, the declared field `checks:<white>,<black>`
///   (hashed, restored, written in position text; both 0 at the start);
/// - effects: a move after which the opponent's king is attacked adds one check for the mover
///   (a double check counts once);
/// - game end: the side that has just given its last needed check wins at once, and no move
///   follows; otherwise the rules of FIDE chess (the draw by insufficient material only for bare
///   kings, since any piece can still give checks);
/// - option `checks` (int, default 3): the number of checks that wins.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError when the variant has no
/// int option `checks` or its value is not 1..63.
[[nodiscard]] RuleModulePtr install_3check(Variant& variant);

} // namespace varia::variants
