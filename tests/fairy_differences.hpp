#pragma once
// The fairy.json entries Varia counts by Fairy-Stockfish's rules where the source of the count
// (cutechess) plays by others: used by tests/variants/fairy_perft_test.cpp and bench/perft_deep.cpp.

#include <cstdint>
#include <map>
#include <string>

namespace varia::test {

/// A fairy.json entry whose source counts by other rules than Fairy-Stockfish's, which Varia
/// follows: the count Fairy-Stockfish gives for it (checked with Fairy-Stockfish itself), and why
/// the published one differs.
struct RuleDifference {
    std::uint64_t nodes;
    std::string reason;
};

/// The known rule differences, by fairy.json id. Tests and the deep benchmark expect `nodes` for
/// these entries instead of the published count.
[[nodiscard]] const std::map<std::string, RuleDifference>& rule_differences();

} // namespace varia::test
