#pragma once
/// \file chess.hpp
/// FIDE chess and Chess960 as Varia variants: pure data, no rule module (docs/variants/chess.md).

#include "varia/variant.hpp"

namespace varia::variants {

/// FIDE chess: 8×8, KQRBNP, castling e1g1/e1c1 with X-FEN rights, draws by the 50-move rule,
/// threefold repetition and insufficient material.
[[nodiscard]] Variant make_chess();

/// Chess960 (Fischer random chess): chess with the king anywhere between the rooks; castling puts
/// the king on g/c and the rook on f/d, rights as Shredder-FEN rook files, castling written
/// king-onto-rook (`e1h1`). The start position is the standard array (Chess960 position 518).
[[nodiscard]] Variant make_chess960();

} // namespace varia::variants
