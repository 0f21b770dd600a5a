#pragma once
/// \file cambodian.hpp
/// The rule module of Cambodian chess (ouk chatrang), as Fairy-Stockfish plays it
/// (variants/cambodian/cambodian.json holds makruk's pieces and the start):
/// - the declared piece flag `first_move:<squares>` marks the king and the met (neang) that have
///   not moved yet; a piece loses it when it moves, and a captured piece with it;
/// - an unmoved king that is not in check may also leap like a knight to one of the two squares
///   two files aside on the next rank, if it is empty; it loses that right for good as soon as an
///   enemy rook moves onto its file or rank (whatever stands between: Fairy-Stockfish's rule);
/// - an unmoved met may also step two squares straight forward onto an empty square (the square
///   between may be occupied);
/// - check, legality and the game end otherwise as in makruk (the counting rules of the ending
///   are not modelled, as in makruk);
/// - with an int option `checks` (kar ouk, variants/karouk: 1), checks are counted as in
///   three-check (varia/check_counting.hpp): the side that gives that many wins at once.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// exactly one royal type (the king), a type lettered `M` (the met) and one lettered `R` (the rook);
/// OptionError when an option `checks` is outside 1..63.
[[nodiscard]] RuleModulePtr install_cambodian(Variant& variant);

} // namespace varia::variants
