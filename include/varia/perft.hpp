#pragma once
/// \file perft.hpp
/// Perft: the number of leaf nodes of the legal move tree, the standard exactness test of a move
/// generator (one move = one whole turn).

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "varia/position.hpp"

namespace varia {

/// Leaf count at `depth` plies (depth <= 0: 1, the position itself). With `bulk_counting` the
/// last ply counts the legal moves instead of making them. `pos` is unchanged on return. Any depth
/// is safe for the stack (one move list per ply is kept on the heap, allocated once per call);
/// nothing is allocated per node.
[[nodiscard]] std::uint64_t perft(Position& pos, int depth, bool bulk_counting = true);

/// How a long perft may be bounded or watched.
struct PerftLimits {
    bool bulk_counting = true;
    /// Stop once this many leaves are counted (0: no limit). The limit is looked at before each
    /// move, so the count may pass it by up to one bulk-counted move list; a run whose last leaves
    /// reach it has counted the whole tree and is complete.
    std::uint64_t max_nodes = 0;
    /// Called with the leaves counted so far, about every `progress_interval` leaves; returning
    /// false stops the run (cancellation). May be empty. Must not change the position.
    std::function<bool(std::uint64_t nodes)> on_progress;
    /// Leaves between on_progress calls (and between max_nodes checks), at least 1.
    std::uint64_t progress_interval = 1U << 20;
};

/// What a bounded perft counted.
struct PerftResult {
    std::uint64_t nodes = 0; ///< leaves counted: the whole perft when `complete`
    bool complete = true;    ///< false when max_nodes or on_progress stopped the run
};

/// perft() under `limits`: stops early (complete = false) when the node limit is reached or
/// on_progress returns false. `pos` is unchanged on return, stopped or not. Exceptions thrown by
/// on_progress propagate, with `pos` unchanged.
[[nodiscard]] PerftResult perft(Position& pos, int depth, const PerftLimits& limits);

/// Per root move: its canonical text and the perft of depth-1 below it, in sorted text order.
/// Precondition: depth >= 1.
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth,
                                                                        bool bulk_counting = true);

/// divide() under `limits` (counted over the whole run, not per root move).
struct DivideResult {
    std::vector<std::pair<std::string, std::uint64_t>> moves; ///< root moves whose count is complete, sorted
    std::uint64_t nodes = 0;  ///< leaves counted, the stopped root move's partial count included
    bool complete = true;     ///< false when the run stopped; `moves` then lacks the unfinished ones
};
[[nodiscard]] DivideResult divide(Position& pos, int depth, const PerftLimits& limits);

} // namespace varia
