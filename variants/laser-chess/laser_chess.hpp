#pragma once
/// \file laser_chess.hpp
/// The rule module of Laser Chess (variants/laser-chess/laser-chess.json holds the FIDE pieces,
/// start and options; the rules are laser-chess.md). Pieces move as the variant file says; a turn
/// is a set of simultaneous actions that the module composes from the core generator's moves and
/// lists itself (generate_legal part):
/// - actions and costs (§B, §C, R1, R31): a pawn move 1 point, any other move 2 (castling and the
///   escape capture included), a rook's shot along its capture lines 1 (a Target action), a
///   queen's deterrence 1 (a Target action onto its own square); at most 3 points, each piece
///   acts once, every action judged in the start position (R3), conditions C1–C6; actions in
///   square order of the acting piece;
/// - legality (§F, R20): a king step goes to a square not attacked at the start (its own square
///   counting as empty), and after the whole turn the own king is not attacked (C5);
/// - dying pieces (§D, R12), protection by bishops and pawns (R11), the surround test on the side
///   that did not move (R13, R14), the avoid-danger right and escape window (§E, R15, R16), kept
///   in the declared fields `dying:` (a piece flag), `avoided:` and `escape:` (§5);
/// - dead positions (R27) on top of the variant file's draw rules;
/// - options `must_spend` (R2), `deter_friendly` (R10), `bishop_protects_enemy` (R11),
///   `protection_revives` (R12), `surround` = `adjacent` | `line` (R13);
/// - refusals in the spec's words (explain_refusal): a turn over the three points or with a piece
///   acting twice, naming the action at fault (R1, C1), two moves ending on one square (C2), and
///   with `must_spend` a turn another action could still join (R2).

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant is
/// 8x8 with the piece letters P, N, B, R, Q, K; throws OptionError when one of the module's
/// options is missing.
[[nodiscard]] RuleModulePtr install_laser_chess(Variant& variant);

} // namespace varia::variants
