// Othello (variants/flipello, flipello10, flipersi; the flipello module): drops that enclose,
// flips, the centre filled first, passes and the count of stones. Positions checked against
// Fairy-Stockfish (ffish); the fairy.json counts run in fairy_perft_test.cpp, random games in
// the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("flipello: a stone must enclose enemy stones, and they turn over", "[flipello]") {
    Position pos = Position::start(find_variant("flipello"));
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"P@c5", "P@d6", "P@e3", "P@f4"});
    const std::uint64_t before = pos.hash();
    play(pos, "P@e3"); // encloses e4 between e3 and e5
    CHECK(pos.text().rfind("8/8/8/3pP3/3PP3/4P3/8/8[", 0) == 0);
    CHECK(pos.hand_count(Color::White, 0) == 59);
    pos.pop();
    CHECK(pos.hash() == before);
}

TEST_CASE("flipersi: the first four stones fill the centre, with nothing to enclose", "[flipello]") {
    Position pos = Position::start(find_variant("flipersi"));
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"P@d4", "P@d5", "P@e4", "P@e5"});
    for (const char* move : {"P@d4", "P@e5", "P@e4"}) play(pos, move);
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"P@d5"});
}

TEST_CASE("flipello: a side without a drop passes, and a pass answering a pass ends the game", "[flipello][status]") {
    // Neither side can enclose: White passes with its first stone, then Black with its own.
    Position pos = test::at("flipello", "8/8/8/3PP3/3PP3/8/8/7p[PPPPpppp] w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"d4xd4"});
    play(pos, "d4xd4");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"h1xh1"});
    CHECK(game_status(pos).result == Result::Ongoing);
    play(pos, "h1xh1");
    CHECK(legal_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins); // four stones to one
    CHECK(status.termination == Termination::Stalemate);
    // Without a stone on the board there is nothing to pass with: the game ends at once.
    Position empty = test::at("flipello", "8/8/8/3PP3/3PP3/8/8/8[PPPPpppp] b - - 0 1");
    CHECK(legal_moves(empty).empty());
    CHECK(game_status(empty).result == Result::WhiteWins);
}

TEST_CASE("flipersi: without passes a side without a drop ends the game, decided by the count", "[flipello][status]") {
    Position pos = test::at("flipersi", "8/8/8/3PP3/3PP3/8/8/7p[PPPPpppp] w - - 0 1");
    CHECK(legal_moves(pos).empty());
    CHECK(game_status(pos).result == Result::WhiteWins);
    Position even = test::at("flipersi", "8/8/8/3pP3/3Pp3/8/8/8[] w - - 0 1");
    CHECK(game_status(even).result == Result::Draw);
}
