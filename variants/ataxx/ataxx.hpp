#pragma once
/// \file ataxx.hpp
/// The rule module of ataxx, as Fairy-Stockfish plays it (`ataxx`; variants/ataxx/ataxx.json
/// holds the 7×7 board, the stone and the start):
/// - a turn is a jump of a stone as its data says (`mDmNmA`: to any empty square two steps away),
///   or a clone: a new stone of the side put on an empty square next to one of its own (`P@b2`,
///   `p@f6` for Black: a piece put on the board; it restarts the halfmove clock, as
///   Fairy-Stockfish's drop does);
/// - effects: every enemy stone next to the square reached turns to the side's colour;
/// - a side without a turn passes, if it has a stone (stone_games.hpp: `a1xa1`);
/// - the game ends when the board is full, after a pass answered by a pass, or when the side to
///   move has no turn at all (no stone left): the side with more stones wins, equal counts draw.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant
/// has exactly one piece type (the stone).
[[nodiscard]] RuleModulePtr install_ataxx(Variant& variant);

} // namespace varia::variants
