#pragma once
/// \file perft.hpp
/// Perft: the number of leaf nodes of the legal move tree, the standard exactness test of a move
/// generator (one move = one whole turn).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "varia/position.hpp"

namespace varia {

/// Leaf count at `depth` (>= 0) plies. With `bulk_counting` the last ply counts the legal moves
/// instead of making them. `pos` is unchanged on return. No heap allocation.
[[nodiscard]] std::uint64_t perft(Position& pos, int depth, bool bulk_counting = true);

/// Per root move: its canonical text and the perft of depth-1 below it, in sorted text order.
/// Precondition: depth >= 1.
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth,
                                                                        bool bulk_counting = true);

} // namespace varia
