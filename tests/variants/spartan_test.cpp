// Spartan chess (variants/spartan; Variant::royal_check "all"): duple check, and hoplites that
// promote to a second king only while one is missing. Positions derived by hand from
// Fairy-Stockfish's rules and checked with ffish 0.7.10; its counts run in fairy_perft_test.cpp,
// its random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Position at(const char* text) { return test::at("spartan", text); }

} // namespace

TEST_CASE("spartan: with two kings, a side is in check only while both are attacked", "[spartan]") {
    // The queen attacks the a8 king only: no check, and Black may leave it attacked (h8h7), but
    // not walk the other king into attack as well (h8g8).
    Position one = at("k6k/8/8/3Q4/8/8/8/4K3 b - - 0 1");
    CHECK_FALSE(in_check(one));
    CHECK(test::sorted_moves(one) == std::vector<std::string>{"a8a7", "a8b7", "a8b8", "h8g7", "h8h7"});
    // Both kings attacked: check, met by taking either king out of attack.
    Position both = at("k6k/8/8/8/8/8/8/Q3K2Q b - - 0 1");
    CHECK(in_check(both));
    CHECK(test::sorted_moves(both) == std::vector<std::string>{"a8b8", "h8g8"});
    // A lone king is royal as in FIDE chess: White's king may not stand attacked.
    CHECK_THROWS_AS(at("k6k/8/8/8/8/8/8/4K2g b - - 0 1"), ParseError);
}

TEST_CASE("spartan: a hoplite promotes to a king only while Black has fewer than two", "[spartan][promotion]") {
    Position two = at("k6k/8/8/8/8/8/h7/4K3 b - - 0 1");
    CHECK(test::sorted_moves(two) == std::vector<std::string>{"a2b1c", "a2b1g", "a2b1l", "a2b1w", "a8a7", "a8b7",
                                                             "a8b8", "h8g7", "h8g8", "h8h7"});
    Position one = at("k7/8/8/8/8/8/h7/4K3 b - - 0 1");
    CHECK(test::sorted_moves(one) ==
          std::vector<std::string>{"a2b1c", "a2b1g", "a2b1k", "a2b1l", "a2b1w", "a8a7", "a8b7", "a8b8"});
}

TEST_CASE("spartan: game ends", "[spartan]") {
    // Both black kings attacked, and every flight square covered by the queen and the rooks.
    Position mate = at("k6k/8/8/8/8/8/1R4R1/Q3K2R b - - 0 1");
    const GameStatus status = game_status(mate);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::Checkmate);
    // Fairy-Stockfish never calls Spartan material insufficient (its kings are commoners, which
    // it counts as mating material), and neither does Varia.
    Position kings = at("8/8/8/8/8/8/k7/4K3 w - - 0 1");
    CHECK(game_status(kings).result == Result::Ongoing);
}
