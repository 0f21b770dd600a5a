#pragma once
// Move text matching shared by parse_move() (move_text.cpp) and explain_move() (explain.cpp).
#include <string_view>

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia::detail {

/// Throws ParseError unless `text` is well-formed move text whose squares are on the board and
/// whose letters are piece letters of the variant.
void check_move_text(const Variant& v, std::string_view text);

/// The move of `moves` (turns of `pos`) whose text is `text`: canonical text among `moves`, a
/// locust move with its victim named, or (Variant::unordered_actions) the one turn with these
/// actions in another order. Null when none.
[[nodiscard]] const Move* match_move_text(const Position& pos, std::string_view text, const MoveList& moves);

} // namespace varia::detail
