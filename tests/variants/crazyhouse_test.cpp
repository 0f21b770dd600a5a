// Crazyhouse (variants/crazyhouse): captures go to the captor's hand, promoted pieces come back as
// pawns, pawn drops stay off the first and last ranks, and random games. Expected values were
// checked with Fairy-Stockfish (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "test_support.hpp"

using namespace varia;

namespace {

VariantPtr crazyhouse() { return find_variant("crazyhouse"); }

} // namespace

TEST_CASE("crazyhouse: a captured piece changes sides and goes to the captor's hand", "[crazyhouse]") {
    Position pos = Position::start(crazyhouse());
    for (const char* m : {"e2e4", "d7d5", "e4d5"}) play(pos, m);
    CHECK(pos.text() == "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
    for (const char* m : {"d8d5", "b1c3", "d5a5", "P@d5"}) play(pos, m); // a drop restarts the clock
    CHECK(pos.text() == "rnb1kbnr/ppp1pppp/8/q2P4/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4");
    while (pos.ply_count() > 0) pos.pop();
    CHECK(pos.text() == Position::start(crazyhouse()).text());
}

TEST_CASE("crazyhouse: a promoted piece carries the promoted flag and goes back as a pawn", "[crazyhouse]") {
    Position pos = Position::from_text(crazyhouse(), "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
    play(pos, "a7a8q");
    CHECK(pos.text() == "Q3k3/8/8/8/8/8/8/4K3[] b - - 0 1 promoted:a8");
    // The flag travels with the queen, and the bishop that takes it gets a pawn.
    Position taken = Position::from_text(crazyhouse(), "4k3/1Q6/2b5/8/8/8/8/4K3[] b - - 0 1 promoted:b7");
    play(taken, "c6b7");
    CHECK(taken.text() == "4k3/1b6/8/8/8/8/8/4K3[p] w - - 0 2");
    Position moved = Position::from_text(crazyhouse(), "4k3/1Q6/8/8/8/8/8/4K3[] w - - 0 1 promoted:b7");
    play(moved, "b7b5");
    CHECK(moved.text() == "4k3/8/8/1Q6/8/8/8/4K3[] b - - 1 1 promoted:b5");
    CHECK_THROWS_AS(Position::from_text(crazyhouse(), "4k3/8/8/8/8/8/8/4K3[] w - - 0 1 promoted:b7"), ParseError);
    // Only what a pawn promotes to may carry the flag: not a king, not a pawn.
    CHECK_THROWS_WITH(Position::from_text(crazyhouse(), "4k3/8/8/8/8/8/P7/4K3[] w - - 0 1 promoted:e1"),
                      Catch::Contains("e1 holds a king, which no pawn promotes to"));
    CHECK_THROWS_AS(Position::from_text(crazyhouse(), "4k3/8/8/8/8/8/P7/4K3[] w - - 0 1 promoted:a2"), ParseError);
}

TEST_CASE("crazyhouse: pawns are never dropped on the first or the last rank", "[crazyhouse]") {
    for (const char* fen : {"4k3/8/8/8/8/8/8/4K3[P] w - - 5 1", "4k3/8/8/8/8/8/8/4K3[p] b - - 5 1"}) {
        Position pos = Position::from_text(crazyhouse(), fen);
        int drops = 0;
        for (const Move& m : legal_moves(pos)) {
            if (m.kind != MoveKind::Drop) continue;
            ++drops;
            CHECK(rank_of(m.to) >= 1);
            CHECK(rank_of(m.to) <= 6);
        }
        CHECK(drops == 48);
    }
    // Any other piece goes anywhere empty; in check, only drops that block stay legal.
    Position knights = Position::from_text(crazyhouse(), "r3k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1");
    CHECK(legal_moves(knights).size() == 66);
    Position checked = Position::from_text(crazyhouse(), "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    const std::vector<std::string> moves = test::sorted_moves(checked);
    CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m[1] == '@'; }) == 3);
}

TEST_CASE("crazyhouse: random games keep the hash, pop restores every bit, positions read back", "[crazyhouse][playout]") {
    const test::PlayoutStats stats = test::random_playouts(crazyhouse(), 30, 120, 0xC4A2);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.games == 30);
    CHECK(stats.plies > 1000);
}
