#pragma once
/// \file prisoners_escape.hpp
/// The rule module of Prisoner's Escape (variants/prisoners-escape/prisoners-escape.json holds the
/// board, pieces, start and options; docs/variants/prisoners-escape.md describes the game).
/// What data cannot say is check turned inside out: a side must keep the enemy Prisoner attacked.

#include "varia/position.hpp"
#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// True when `side` attacks the square of the other side's Prisoner (prisoners-escape.md §7.1;
/// Prisoners, friendly leaps and pawn steps never attack). False when that Prisoner is missing.
[[nodiscard]] bool attacks_enemy_prisoner(const Position& pos, Color side) noexcept;

/// Installs the module into `variant` (rule_module.hpp):
/// - legality: a move is legal when, after it, the mover attacks the enemy Prisoner (§7.3, R4);
/// - in check: the side to move does not attack the enemy Prisoner (§7.2); checkmate loses (R16),
///   stalemate draws (§7.4);
/// - position text whose side not to move fails to attack the Prisoner of the side to move is
///   rejected (R13);
/// - options: `leap_over_own_prisoner` (R6), `fifty_move_draw` and `repetition_draw` (R12), all
///   bool; no insufficient-material rule (§9).
/// Throws ParseError when the variant lacks one of these options.
[[nodiscard]] RuleModulePtr install_prisoners_escape(Variant& variant);

} // namespace varia::variants
