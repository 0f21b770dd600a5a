#pragma once
// Helpers shared by the test files: reading tests/data, random playouts.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "varia/varia.hpp"

namespace varia::test {

/// Parsed JSON of tests/data/<name>.
const nlohmann::json& data_file(const std::string& name);

/// One perft entry of a published suite.
struct PerftEntry {
    std::string id;
    std::string variant;
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
};

/// Entries of tests/data/chess.json with nodes <= cap.
std::vector<PerftEntry> chess_entries(std::uint64_t cap);

/// A variant name and a position text, as random playouts start from.
struct StartPosition {
    std::string variant;
    std::string text;
    std::map<std::string, std::string> options = {}; ///< rule options (with_options())
};

/// The first `count` distinct Chess960 positions of tests/data/chess.json, in file order.
std::vector<StartPosition> chess960_positions(std::size_t count);

/// `value` as "0x..." (for printing random seeds).
std::string hex(std::uint64_t value);

/// `text` split at white space: words("e2e4 d2d4") == {"e2e4", "d2d4"}.
std::vector<std::string> words(const std::string& text);

/// Sorted canonical texts of the legal moves of `pos`.
std::vector<std::string> sorted_moves(Position& pos);

} // namespace varia::test
