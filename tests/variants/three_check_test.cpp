// Three-check (variants/3check): the check counter in the position, the win by the third check,
// the option for other counts, and random games. Expected values were checked with
// Fairy-Stockfish (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include "test_support.hpp"

using namespace varia;

namespace {

VariantPtr three_check() { return find_variant("3check"); }

} // namespace

TEST_CASE("3check: a check is counted for the side that gives it, in the position text", "[3check]") {
    Position pos = Position::start(three_check());
    for (const char* m : {"e2e4", "f7f6", "d1h5"}) play(pos, m);
    CHECK(pos.text() == "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2 checks:1,0");
    CHECK(in_check(pos));
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"g7g6"});
    const Position reread = Position::from_text(three_check(), pos.text());
    CHECK(reread.hash() == pos.hash());
    pos.pop();
    CHECK(pos.text() == "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    // The count is part of the position: the same placement without it hashes differently.
    CHECK(Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:1,0").hash() !=
          Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").hash());
}

TEST_CASE("3check: the third check wins at once, and no move follows", "[3check]") {
    Position pos = Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:2,0");
    play(pos, "a1a8");
    CHECK(pos.text() == "R3k3/8/8/8/8/8/8/4K3 b - - 1 1 checks:3,0");
    CHECK(legal_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::CheckLimit);
    CHECK(termination_name(status.termination) == "check_limit");
    // With one check given, the same move leaves Black its three king moves.
    Position early = Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:1,0");
    play(early, "a1a8");
    CHECK(legal_moves(early).size() == 3);
    CHECK(game_status(early).result == Result::Ongoing);
    // Only the side that has just moved can have won; a count beyond the rule is refused.
    Position own_count = Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:3,0");
    CHECK(legal_moves(own_count).size() == 15);
    CHECK_THROWS_AS(Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:4,0"), ParseError);
    CHECK_THROWS_AS(Position::from_text(three_check(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:1"), ParseError);
}

TEST_CASE("3check: option checks sets the number that wins (five-check)", "[3check][options]") {
    const VariantPtr five = with_options(three_check(), {{"checks", "5"}});
    Position pos = Position::from_text(five, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks:3,0");
    play(pos, "a1a8");
    CHECK(pos.text() == "R3k3/8/8/8/8/8/8/4K3 b - - 1 1 checks:4,0");
    CHECK(game_status(pos).result == Result::Ongoing);
    CHECK_THROWS_AS(with_options(three_check(), {{"checks", "0"}}), OptionError);
    CHECK_THROWS_AS(with_options(three_check(), {{"checks", "64"}}), OptionError);
    // Bare kings are a draw; any other piece can still give checks.
    Position bare = Position::from_text(three_check(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(game_status(bare).termination == Termination::InsufficientMaterial);
    Position knight = Position::from_text(three_check(), "4k3/8/8/8/2n5/8/8/4K3 b - - 0 1");
    CHECK(game_status(knight).result == Result::Ongoing);
}

TEST_CASE("3check: random games keep the hash, pop restores every bit, positions read back", "[3check][playout]") {
    const test::PlayoutStats stats = test::random_playouts(three_check(), 40, 120, 0x3C4EC6);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.games == 40);
    CHECK(stats.plies > 1000);
    CHECK(stats.finished > 0);
}
