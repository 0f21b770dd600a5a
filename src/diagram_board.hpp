#pragma once
// The boards movement diagrams (describe.cpp) and variant warnings (variant_warnings.cpp) ask
// the move generator on: a variant copy in which a lone piece is a valid position.

#include <string>

#include "varia/square_set.hpp"
#include "varia/variant.hpp"

namespace varia::detail {

/// Where the copy lets `i` (initial) atoms be used.
enum class InitialSquares { None, Every, AsDefined };

/// `v` without its rule module (whose turns are not piece moves and whose validation would refuse
/// a lone piece), with no royal-piece count, no castling, flying general or check ban, and with
/// the initial squares of every type as `initial` says.
[[nodiscard]] VariantPtr diagram_board(const Variant& v, InitialSquares initial);

/// Position text of `v`'s board with the White piece of type t on `origin` (none for NoSquare)
/// and, with `filler` (a piece code, 0 for none), that piece on every other square.
[[nodiscard]] std::string lone_piece_text(const Variant& v, PieceTypeId t, Square origin, std::uint8_t filler = 0);

/// The squares the White piece of type t on `from` of `board` (a diagram_board()) can go to: its
/// moves on an otherwise empty board, and its captures on a board full of enemy dummies (when a
/// dummy type may stand everywhere). `promotes` is set when one of those moves promotes.
[[nodiscard]] SquareSet piece_reach(const VariantPtr& board, PieceTypeId t, Square from, bool& promotes);

} // namespace varia::detail
