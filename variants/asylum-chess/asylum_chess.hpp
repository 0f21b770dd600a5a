#pragma once
/// \file asylum_chess.hpp
/// The rule module of Asylum Chess (variants/asylum-chess/asylum-chess.json holds the board, the
/// pieces with their XBetza, the start, castling and the dead-position rule;
/// docs/variants/asylum-chess.md describes the game). The only rule data cannot say is the option
/// `friendly_fire`, which changes how the Super Loony Rook moves; the module also words the
/// refusals of the game's own rules for explain_move().

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp): with the bool option `friendly_fire`
/// (asylum-chess.md §9, R9–R11) the rook (letter R) becomes `RcdafmcdR`: it may fire through,
/// and land on, own pieces other than its king too, destroying them; without it, `RcafR`.
/// Check, pins and castling follow from the attack test of that movement (§5, R12).
/// The module object has one part, explain_refusal (rule_module.hpp): a refused move gets the
/// ruling's words where the rook fires through its own king (R11), through or onto an own piece
/// without Friendly Fire (R8), beyond the second piece (R7) or onto its own king (R10), where a
/// pawn advances two or three squares off its start rank or not over empty squares (R17) or
/// promotes wrongly (R19), and where the king castles other than three squares (R14).
/// Throws ParseError when the variant lacks the option or a piece lettered R or P.
[[nodiscard]] RuleModulePtr install_asylum_chess(Variant& variant);

} // namespace varia::variants
