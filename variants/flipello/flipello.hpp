#pragma once
/// \file flipello.hpp
/// The rule module of Othello as Fairy-Stockfish plays it (`flipello`, `flipello10`, `flipersi`;
/// the variant files hold the board, the stone — a piece that never moves, `"betza": ""` — the
/// start and the hands):
/// - a turn is a drop of a stone from the hand. While a square of the centre (the four middle
///   squares) is empty, stones go there; after that a stone must enclose: on at least one of the
///   eight lines from its square, one or more enemy stones and then one of the side's own;
/// - effects: every enemy stone so enclosed, on every line, turns to the side's colour;
/// - a side without such a drop passes, where the variant's bool option `pass` is true (flipello;
///   not flipersi), if it has a stone on the board: the pass is written as its first stone, in
///   square order, acting on its own square (`d4xd4`; Fairy-Stockfish writes `d4d4`);
/// - the game ends when the board is full, when a pass has answered a pass (the last two turns of
///   the game's history: a position read from text has none), or when the side to move has no
///   turn at all; the side with more stones on the board wins, equal counts draw (termination
///   `stalemate`).

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// hands, drops and a board at least 2×2.
[[nodiscard]] RuleModulePtr install_flipello(Variant& variant);

} // namespace varia::variants
