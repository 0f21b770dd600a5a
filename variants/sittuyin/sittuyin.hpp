#pragma once
/// \file sittuyin.hpp
/// The rule module of sittuyin (Burmese chess), as Fairy-Stockfish plays it
/// (variants/sittuyin/sittuyin.json holds the pieces, the pawns' start and the set-up phase as
/// data: the other pieces start in hand and are dropped on the side's own three ranks, the
/// rooks on its first rank only, before any other move):
/// - a pawn never promotes by arriving somewhere; instead, as a turn of its own, a pawn standing
///   on one of the promotion squares (the eight squares of the two long diagonals in the
///   opponent's half: a8 b7 c6 d5 e5 f6 g7 h8 for White, a1 b2 c3 d4 e4 f3 g2 h1 for Black) turns
///   into a general, either where it stands or by one step of the general onto an empty square;
///   a side's last pawn may do so from any square;
/// - only while the side has no general on the board;
/// - the new general may not attack an enemy piece from where it ends, and the promotion may not
///   give check (a discovered one included);
/// - a side left with its king and one pawn, not in check, whose every legal turn is a
///   promotion, is stalemated: the game is drawn (it may decline to promote);
/// - an in-place promotion restarts the halfmove clock, as every pawn move does.
/// Move text: an in-place promotion is the change of the pawn's square, `d6=F` (`d3=f` for
/// Black); one with a step is written as a promotion, `d6c7f`.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the board is
/// 8×8 and the variant has a pawn type (lettered `P`) and a general type (lettered `F`).
[[nodiscard]] RuleModulePtr install_sittuyin(Variant& variant);

} // namespace varia::variants
