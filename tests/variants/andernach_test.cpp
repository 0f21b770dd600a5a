// Andernach chess (variants/andernach/): a piece that captures changes colour, the king does not.
#include <catch2/catch.hpp>

#include "test_support.hpp"

using namespace varia;

namespace {

std::string after(const std::string& text, const std::string& move) {
    Position pos = Position::from_text(find_variant("andernach"), text);
    play(pos, move);
    return pos.text();
}

} // namespace

TEST_CASE("andernach: the capturing piece changes colour", "[andernach]") {
    CHECK(after("4k3/8/8/3p4/8/2N5/8/4K3 w - - 5 9", "c3d5") == "4k3/8/8/3n4/8/8/8/4K3 b - - 0 9");
    // En passant: the capturing pawn turns too.
    CHECK(after("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6") == "4k3/8/3p4/8/8/8/8/4K3 b - - 0 2");
    // A promotion that captures: the new piece turns.
    CHECK(after("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8q") == "2q1k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("andernach: the king stays itself; quiet moves change nothing", "[andernach]") {
    CHECK(after("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2") == "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
    CHECK(after("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1", "c3d5") == "4k3/8/8/3N4/8/8/8/4K3 b - - 1 1");
}

TEST_CASE("andernach: a capture whose piece would turn and check its former king is illegal", "[andernach]") {
    // Rxe2 would leave a black rook on e2, attacking the white king on e1; Kxe2 keeps the king white.
    Position pos = Position::from_text(find_variant("andernach"), "4k3/8/8/8/8/8/R3p3/4K3 w - - 0 1");
    CHECK_THROWS_AS(play(pos, "a2e2"), IllegalMove);
    CHECK(pos.text() == "4k3/8/8/8/8/8/R3p3/4K3 w - - 0 1");
    CHECK(after("4k3/8/8/8/8/8/R3p3/4K3 w - - 0 1", "e1e2") == "4k3/8/8/8/8/8/R3K3/8 b - - 0 1");
}

TEST_CASE("andernach: random games keep every invariant", "[andernach]") {
    const test::PlayoutStats stats = test::random_playouts(find_variant("andernach"), 20, 120, 7);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.plies > 1000);
}

TEST_CASE("andernach: checkmate where a capture of the checker would turn the capturer against its king", "[andernach]") {
    // Qe2+ protected by Re8: in chess Rxe2 escapes; here the rook would stand on e2 as Black's.
    const std::string text = "4r2k/8/8/8/8/8/R3q3/4K3 w - - 0 1";
    Position chess = Position::from_text(find_variant("chess"), text);
    CHECK(game_status(chess).termination == Termination::None);
    Position pos = Position::from_text(find_variant("andernach"), text);
    const GameStatus status = game_status(pos);
    CHECK(status.termination == Termination::Checkmate);
    CHECK(result_text(status.result) == "0-1");
}
