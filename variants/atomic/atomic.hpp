#pragma once
/// \file atomic.hpp
/// The rule module of atomic chess, played as Fairy-Stockfish plays it (variants/atomic/atomic.json
/// holds the FIDE pieces and start; docs/variants/atomic.md describes the game):
/// - effects: a capture (en passant too) removes the capturing piece and every piece that is not a
///   pawn on the eight squares around the capture square, of either side; castling rights of an
///   exploded king or rook are lost;
/// - legality: a move that leaves the mover without its king is illegal (so a king never captures);
///   a move that explodes the enemy king is legal; otherwise the mover's king must not be attacked,
///   and a king next to the enemy king is never attacked (no capture can reach it without
///   exploding the capturer's own king);
/// - castling: the king's square and the squares it passes must not be attacked in that sense,
///   judged with the king off its square; its target is judged by the legality test;
/// - game end: a side whose king exploded has lost, and no move follows; checkmate, stalemate
///   (a draw) and the draw rules as in FIDE chess.
///
/// Without a royal piece type (Fairy-Stockfish's nocheckatomic and atomar) the module keeps only
/// the explosion: there is no check, any move may explode the mover's own king, and the variant
/// file's extinction goal ends the game when a king is gone. The bool option `immune_king`
/// (atomar) makes the castling king type immune: it never explodes, not even when it captures,
/// and a king may not take the enemy king.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError for more than one royal
/// piece type, and for `immune_king` with a royal king or without a castling king type.
[[nodiscard]] RuleModulePtr install_atomic(Variant& variant);

} // namespace varia::variants
