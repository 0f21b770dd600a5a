#pragma once
// The invariants every reached position must keep, checked by the random-playout tests
// (test_support.cpp) and by the playout fuzz target (tests/fuzz/playout_fuzz.cpp).

#include <cstddef>
#include <functional>
#include <string>

#include "varia/varia.hpp"

namespace varia::test {

/// Called with a description of each broken invariant.
using InvariantFailure = std::function<void(const std::string&)>;

/// Checks `pos` (the side to move has the legal turns `moves`, as generate_legal() lists them):
/// - the incremental hash equals compute_hash(), and the text reads back to the same text and hash;
/// - en_passant_legal() of each target is true exactly when a legal turn takes en passant there;
/// - for every turn: push keeps the hash equal to compute_hash(), pop restores text and hash;
/// - for every `stride`-th turn also: its text parses back to it, it plays the same on a copy read
///   from the text, and the position it reaches reads back from its own text.
/// `pos` is unchanged on return. Calls `fail` for each broken invariant.
void check_invariants(Position& pos, const MoveList& moves, std::size_t stride, const InvariantFailure& fail);

} // namespace varia::test
