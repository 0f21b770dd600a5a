// Ataxx (variants/ataxx): clones and jumps, converting the stones around, passes and the count of
// stones. Positions checked against Fairy-Stockfish (ffish); the fairy.json counts run in
// fairy_perft_test.cpp, random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("ataxx: a stone clones next to itself or jumps two squares", "[ataxx]") {
    Position pos = Position::start(find_variant("ataxx"));
    // Each corner stone: 3 clones and 5 jumps; ffish lists the same 16.
    const std::vector<std::string> moves = test::sorted_moves(pos);
    CHECK(moves.size() == 16);
    for (const char* move : {"P@f1", "P@f2", "P@g2", "P@a6", "P@b6", "P@b7", "g1e1", "g1e3", "a7c5", "a7c7"})
        CHECK(test::has_move(pos, move));
    play(pos, "g1e1"); // a jump: the clock runs
    CHECK(pos.text() == "P5p/7/7/7/7/7/p3P2 b - - 1 1");
    play(pos, "p@b1"); // a clone: Black's stone, the clock restarts
    CHECK(pos.text() == "P5p/7/7/7/7/7/pp2P2 w - - 0 2");
}

TEST_CASE("ataxx: the enemy stones next to the square reached turn over", "[ataxx]") {
    Position pos = test::at("ataxx", "7/7/7/7/2pp3/2p4/P6 w - - 0 1");
    play(pos, "P@b2"); // next to c2 and c3 (and a1's own stone): both turn
    CHECK(pos.text() == "7/7/7/7/2Pp3/1PP4/P6 b - - 0 1");
    const std::uint64_t after = pos.hash();
    CHECK(Position::from_text(find_variant("ataxx"), pos.text()).hash() == after);
}

TEST_CASE("ataxx: a side without a turn passes; no stone left loses", "[ataxx][status]") {
    // White's a1 stone is walled in by Black's stones two deep: no clone, no jump.
    Position pos = test::at("ataxx", "7/7/7/ppp4/ppp4/ppp4/Ppp4 w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"a1xa1"});
    Position gone = test::at("ataxx", "7/7/7/7/7/7/p6 w - - 0 1");
    CHECK(legal_moves(gone).empty());
    CHECK(game_status(gone).result == Result::BlackWins);
}
