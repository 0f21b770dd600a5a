#pragma once
// The position a legal-turn listing in progress on this thread works on, lent to the queries a
// rule module's parts make on it (queries.hpp), so that they list turns on it with push() and
// pop() instead of copying it. Internal: defined in movegen.cpp, next to the listings.
#include "varia/position.hpp"

namespace varia::detail {

/// `pos` as the mutable position of the innermost listing in progress on this thread, when it is
/// that position (the position a legality predicate is handed, a turn pushed onto it), else
/// nullptr. The listing restores it before it goes on, so a query that pushes and pops on it
/// leaves it as it found it.
[[nodiscard]] Position* lent_position(const Position& pos) noexcept;

} // namespace varia::detail
