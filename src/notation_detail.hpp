#pragma once
// Move text's helpers shared inside the library (move_text.cpp, san.cpp); not installed.
#include <string>

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia::detail {

/// True when the single-action move `m` of `pos` ends with its piece turned
/// (PieceType::turns_into) rather than promoted: its new type is the mover's turn and it does not
/// end or start where the mover promotes. Such a turn is not written.
[[nodiscard]] bool is_turn(const Position& pos, const Move& m);

/// The canonical text of the one action `a` (as move text writes it inside a turn, a locust
/// action without its victim).
[[nodiscard]] std::string action_text(const Variant& v, const Action& a);

/// The canonical text of `m` (move_text()) given every legal move of `pos`, so that nothing is
/// generated again.
[[nodiscard]] std::string text_among(const Position& pos, const Move& m, const MoveList& legal);

} // namespace varia::detail
