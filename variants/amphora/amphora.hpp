#pragma once
/// \file amphora.hpp
/// The rule module of Amphora (variants/amphora/amphora.json holds the board, pieces, start and
/// options; docs/variants/amphora.md describes the game; the rules are amphora.md). Amphora is
/// compound turns (compound_turns.hpp) with this data:
/// - placement (§6, R3, R20): the Guard, onto an empty square next to the own King, when the
///   `place` flag is set; losing a Pawn or standing in check gives the right for the next turn;
/// - custodian capture along the four diagonals (§7.2, R6–R8);
/// - telekinesis on entering the enemy back row (§7.3, R9–R13): a Pawn takes a Pawn, else the
///   Guard, else the King; a Guard takes the Guard or a Pawn, and the King while the enemy has no
///   Guard on the board (with option `guard_telekinesis_cascade`: only when the enemy has neither
///   Guard nor Pawns, R10); a King takes the King;
/// - at most three sideways turns in a row per side (§8, R14), position field `sideways:<w>,<b>`;
/// - legality and check (§9, R4, R5, R19) as compound_turns.hpp defines them;
/// - game end (§10, R16): a side whose King was taken or that has no legal turn loses; no draws;
/// - option `backrow_pawns_never_capture` (R15): a Pawn stepping along the enemy back row makes
///   no interception.

#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError when the variant lacks
/// the piece letters K, G, P or one of the two bool options.
void install_amphora(Variant& variant);

} // namespace varia::variants
