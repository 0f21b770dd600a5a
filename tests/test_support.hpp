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

/// A position of tests/data/chess.json: the first entry's id, the variant and the position text.
struct DataPosition {
    std::string id;
    std::string variant;
    std::string fen;
};
/// The distinct (variant, fen) pairs of tests/data/chess.json, in file order.
std::vector<DataPosition> data_positions();

/// The first `count` distinct Chess960 positions of tests/data/chess.json, in file order.
std::vector<StartPosition> chess960_positions(std::size_t count);

/// `value` as "0x..." (for printing random seeds).
std::string hex(std::uint64_t value);

/// `text` split at white space: words("e2e4 d2d4") == {"e2e4", "d2d4"}.
std::vector<std::string> words(const std::string& text);

/// The position of `text` (position text) in the built-in variant `variant`.
Position at(const char* variant, const char* text);

/// Sorted canonical texts of the legal moves of `pos`.
std::vector<std::string> sorted_moves(Position& pos);
/// Whether `move` (canonical text) is among the legal moves of `pos`.
bool has_move(Position& pos, const std::string& move);

/// Where attackers() disagrees with the generator: for every occupied square of `pos`, the
/// squares of the enemy pieces whose generate_piece_moves() lands there are compared with
/// attackers() of that square; one line per square where they differ (empty when they agree).
std::vector<std::string> attack_mismatches(const Position& pos);

/// What random_attack_checks() saw: positions checked, and attack_mismatches() lines of all.
struct AttackChecks {
    int positions = 0;
    std::vector<std::string> mismatches;
};

/// Plays `games` random games of up to `max_plies` from the variant's start position (random
/// legal moves from `seed`) and runs attack_mismatches() on every position reached.
AttackChecks random_attack_checks(const VariantPtr& variant, int games, int max_plies, std::uint64_t seed);

/// Leaf count of the legal move tree of `depth` plies (at least 1), generated with the legality
/// fast paths on or off (generate_legal()'s `fast`), to compare the two.
std::uint64_t legal_leaves(Position& pos, int depth, bool fast);

/// What random_playouts() saw.
struct PlayoutStats {
    int games = 0;
    int plies = 0;
    int finished = 0; ///< games that reached a game end (no legal move, or game_status() says over)
    int en_passant_positions = 0; ///< positions reached with at least one en-passant target
    std::vector<std::string> failures; ///< one line per broken property, with seed and moves
};

/// Plays `games` random games of up to `max_plies` from the variant's start position and checks
/// check_invariants() (invariants.hpp) at every ply, on up to 32 of the legal moves in full.
/// Failures name the seed and the moves so far.
PlayoutStats random_playouts(const VariantPtr& variant, int games, int max_plies, std::uint64_t seed);

} // namespace varia::test
