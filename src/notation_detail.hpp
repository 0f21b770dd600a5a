#pragma once
// Move text's helpers shared inside the library (move_text.cpp, san.cpp, explain.cpp); not
// installed.
#include <string>
#include <string_view>

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

/// Throws ParseError unless `text` is well-formed move text whose squares are on the board and
/// whose letters are piece letters of the variant.
void check_move_text(const Variant& v, std::string_view text);

/// The move of `moves` (turns of `pos`) whose text is `text`: canonical text among `moves`, a
/// locust move with its victim named, or (Variant::unordered_actions) the one turn with these
/// actions in another order. Null when none.
[[nodiscard]] const Move* match_move_text(const Position& pos, std::string_view text, const MoveList& moves);

} // namespace varia::detail
