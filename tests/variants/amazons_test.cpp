// The game of the amazons (variants/amazons): a move, then an arrow shot from the square reached.
// Positions worked out by hand from Fairy-Stockfish's rules (`amazons`, walling rule "arrow"); the
// start's count (fsf-perftsh-L205) runs in fairy_perft_test.cpp, random games in the differential.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Position at(const char* text) { return test::at("amazons", text); }

} // namespace

TEST_CASE("amazons: a turn is a queen's move and an arrow shot from where it lands", "[amazons]") {
    // The a1 amazon, walled in on the b-file and above a3, moves to a2 or a3; the arrow flies
    // from there along the a-file, onto the square it left or across it.
    Position pos = at("9q/10/10/10/10/10/**8/1*8/1*8/Q*8 w - - 0 1");
    CHECK(test::sorted_moves(pos) ==
          std::vector<std::string>{"a1a2,*@a1", "a1a2,*@a3", "a1a3,*@a1", "a1a3,*@a2"});
    // The amazon never captures: a black amazon on a3 stops it on a2 and stops its arrow too.
    Position blocked = at("9q/10/10/10/10/10/**8/q*8/1*8/Q*8 w - - 0 1");
    CHECK(test::sorted_moves(blocked) == std::vector<std::string>{"a1a2,*@a1"});
}

TEST_CASE("amazons: arrows stay, and the side that cannot move loses", "[amazons][status]") {
    Position pos = at("9q/10/10/10/10/10/**8/1*8/1*8/Q*8 w - - 0 1");
    const std::uint64_t before = pos.hash();
    play(pos, "a1a3,*@a1");
    CHECK(pos.text() == "9q/10/10/10/10/10/**8/Q*8/1*8/**8 b - - 1 1"); // no capture, no pawn: the clock runs
    CHECK(Position::from_text(find_variant("amazons"), pos.text()).hash() == pos.hash());
    pos.pop();
    CHECK(pos.hash() == before);
    Position stuck = at("9q/10/10/10/10/10/10/10/**8/Q*8 w - - 0 1");
    CHECK(legal_moves(stuck).empty());
    const GameStatus status = game_status(stuck);
    CHECK(status.result == Result::BlackWins);
    CHECK(status.termination == Termination::Stalemate);
}
