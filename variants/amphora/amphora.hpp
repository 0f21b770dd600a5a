#pragma once
/// \file amphora.hpp
/// The rule module of Amphora (variants/amphora/amphora.json holds the board, pieces, start and
/// options; docs/variants/amphora.md describes the game; the rules are amphora.md). Pieces move as
/// the variant file defines them; the module adds:
/// - the turn (§5, §6, R3, R20): an optional placement of the Guard from the hand onto an empty
///   square next to the own King, when the `place` field is set, then one move of any piece;
/// - after the move, interception along the four diagonals (§7.2, R6–R8) and, on entering the
///   enemy back row, telekinesis (§7.3, R9–R13), one turn per target (`x<square>`): a Pawn takes
///   a Pawn, else the Guard, else the King; a Guard takes the Guard or a Pawn, and the King while
///   the enemy has no Guard on the board (with option `guard_telekinesis_cascade`: only when the
///   enemy has neither Guard nor Pawns, R10); a King takes the King;
/// - at most three sideways turns in a row per side (§8, R14), field `sideways:<w>,<b>`;
/// - the placement right (§6), field `place:1`, after losing a Pawn or standing in check;
/// - legality and check (§9, R4, R5, R19): no turn of the opponent (with its placement right)
///   may take the own King; taking the enemy King is always legal;
/// - game end (§10, R16): a side whose King was taken or that has no legal turn loses; no draws;
/// - option `backrow_pawns_never_capture` (R15): a Pawn standing on the enemy back row makes no
///   interception;
/// - refusals in the spec's words (explain_refusal): a placement without the right (R3, R4, R20)
///   or away from the own King (§6), the fourth sideways turn (R14), an entry without its
///   telekinesis target (R9), a turn that leaves the own King takeable, the opponent's placement
///   included (R5).

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError when the variant lacks
/// the piece letters K, G, P or one of the two bool options.
[[nodiscard]] RuleModulePtr install_amphora(Variant& variant);

} // namespace varia::variants
