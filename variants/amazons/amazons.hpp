#pragma once
/// \file amazons.hpp
/// The rule module of the game of the amazons, as Fairy-Stockfish plays it (`amazons`;
/// variants/amazons/amazons.json holds the board, the amazons and the start):
/// - a turn is a move of one of the side's pieces as its data says (the amazon: `mQ`, a queen
///   that never captures), then an arrow shot from the square it reached: a wall put on an empty
///   square the same piece could move to from there, the square it came from included;
/// - walls stay for good; nothing captures, nothing is in check;
/// - a side without a turn loses (the variant's stalemate rule, "loss").
/// Move text: the move, then the arrow as a wall placed, `d1d7,*@g7`.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp): turns walls on. Never throws.
[[nodiscard]] RuleModulePtr install_amazons(Variant& variant);

} // namespace varia::variants
