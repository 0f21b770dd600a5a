// Janggi (variants/janggi): the palaces' diagonals (confined zones), the cannon that neither hops
// over nor takes a cannon, lame horses and elephants, the pass, bikjang, and the game stopped by
// passes and decided by counting material (the module). Positions derived by hand from
// Fairy-Stockfish's janggi rules; the fairy.json counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <cctype>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

/// The sorted legal moves of `pos` that start on `square` (a square name, e.g. "e2").
std::vector<std::string> moves_from(Position& pos, const std::string& square) {
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.compare(0, square.size(), square) == 0 && !(m.size() > square.size() && std::isdigit(m[square.size()])))
            out.push_back(m);
    return out;
}

} // namespace

TEST_CASE("janggi: a piece in the palace follows its diagonals, and only from their points", "[janggi][palace]") {
    // The guard on the palace's centre steps along the diagonals too; from d2 (off them) it does not.
    Position centre = test::at("janggi", "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    CHECK(moves_from(centre, "e2") == std::vector<std::string>{"e2d2", "e2d3", "e2e1", "e2e3", "e2f1", "e2f2", "e2f3"});
    Position side = test::at("janggi", "3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
    CHECK(moves_from(side, "d2") == std::vector<std::string>{"d2d1", "d2d3", "d2e2"});
    // The chariot slides along a diagonal of the palace but not out of it.
    Position chariot = test::at("janggi", "4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
    CHECK(test::has_move(chariot, "d1e2"));
    CHECK(test::has_move(chariot, "d1f3"));
    CHECK_FALSE(test::has_move(chariot, "d1g4"));
    // The general stays in its palace: from the corner, one step along the edges or the diagonal
    // (or the pass, written as a move to its own square).
    Position general = test::at("janggi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(moves_from(general, "d1") == std::vector<std::string>{"d1d2", "d1e1", "d1e2", "d1xd1"});
}

TEST_CASE("janggi: the cannon needs a screen that is not a cannon, and never takes a cannon", "[janggi][cannon]") {
    Position cannon_beyond = test::at("janggi", "3k5/9/9/9/c8/9/9/P8/9/C3K4 w - - 0 1");
    CHECK(test::has_move(cannon_beyond, "a1a4"));
    CHECK(test::has_move(cannon_beyond, "a1a5"));
    CHECK_FALSE(test::has_move(cannon_beyond, "a1a2")); // a cannon moves only by hopping
    CHECK_FALSE(test::has_move(cannon_beyond, "a1a6")); // the black cannon cannot be taken
    Position chariot_beyond = test::at("janggi", "3k5/9/9/9/r8/9/9/P8/9/C3K4 w - - 0 1");
    CHECK(test::has_move(chariot_beyond, "a1a6"));
    // A cannon as the screen: no hop at all.
    Position cannon_screen = test::at("janggi", "3k5/9/9/9/r8/9/9/C8/9/C3K4 w - - 0 1");
    for (const char* m : {"a1a4", "a1a5", "a1a6"}) CHECK_FALSE(test::has_move(cannon_screen, m));
    // In the palace the cannon hops along a diagonal, over anything but a cannon.
    Position palace = test::at("janggi", "3k5/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1");
    CHECK(test::has_move(palace, "d1f3"));
    Position over_cannon = test::at("janggi", "3k5/9/9/9/9/9/9/9/4C4/3C1K3 w - - 0 1");
    CHECK_FALSE(test::has_move(over_cannon, "d1f3"));
}

TEST_CASE("janggi: horses and elephants are blocked on the first square of their path", "[janggi][lame]") {
    Position start = Position::start(find_variant("janggi"));
    CHECK(moves_from(start, "b1") == std::vector<std::string>{"b1a3", "b1c3"}); // the elephant on c1 blocks d2
    CHECK(moves_from(start, "c1").empty()); // the guard on d1 and the cannon on b3 block
    Position free = test::at("janggi", "3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1");
    CHECK(moves_from(free, "e5") == std::vector<std::string>{"e5b3", "e5b7", "e5c2", "e5c8", "e5g2", "e5g8", "e5h3", "e5h7"});
    Position blocked = test::at("janggi", "3k5/9/9/9/4P4/4B4/9/9/9/4K4 w - - 0 1");
    CHECK(moves_from(blocked, "e5") == std::vector<std::string>{"e5b3", "e5b7", "e5c2", "e5g2", "e5h3", "e5h7"});
}

TEST_CASE("janggi: a pass is the general's move to its own square, never out of check", "[janggi][pass]") {
    Position pos = Position::start(find_variant("janggi"));
    CHECK(test::has_move(pos, "e2xe2"));
    play(pos, "e2xe2");
    CHECK(pos.text() == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1 passes:1");
    CHECK(Position::from_text(pos.variant_ptr(), pos.text()).text() == pos.text());
    play(pos, "b10c8"); // a move ends the run of passes
    CHECK(pos.text() == "r1ba1abnr/4k4/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 2 2");
    Position check = test::at("janggi", "3k5/4r4/9/9/9/9/9/9/4K4/9 w - - 0 1");
    CHECK(in_check(check));
    CHECK_FALSE(test::has_move(check, "e2xe2"));
}

TEST_CASE("janggi: two passes in a row stop the game, and the material decides it", "[janggi][pass][end]") {
    Position pos = Position::start(find_variant("janggi"));
    play(pos, "e2xe2");
    play(pos, "e9xe9");
    CHECK(pos.text() == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 2 2 passes:2");
    CHECK(test::sorted_moves(pos).empty());
    const GameStatus even = game_status(pos);
    CHECK(even.termination == Termination::MaterialCount);
    CHECK(even.result == Result::BlackWins); // equal material: Black wins
    // White needs 2 points more than Black: a horse (5) against an elephant (3) wins...
    Position horse = test::at("janggi", "8b/4k4/9/9/9/9/9/9/4K4/N8 w - - 0 1 passes:2");
    CHECK(game_status(horse).result == Result::WhiteWins);
    // ...a guard (3) against a soldier (2) does not.
    Position guard = test::at("janggi", "8p/4k4/9/9/9/9/9/9/4K4/3A5 w - - 0 1 passes:2");
    CHECK(game_status(guard).result == Result::BlackWins);
}

TEST_CASE("janggi: bikjang, the generals facing: every move must part them, or the side passes and the game stops",
          "[janggi][bikjang]") {
    Position pos = test::at("janggi", "9/4k4/9/9/9/R8/9/9/4K4/9 w - - 0 1");
    CHECK(test::sorted_moves(pos) ==
          std::vector<std::string>{"a5e5", "e2d1", "e2d2", "e2d3", "e2f1", "e2f2", "e2f3", "e2xe2"});
    play(pos, "e2xe2");
    CHECK(test::sorted_moves(pos).empty());
    const GameStatus stopped = game_status(pos);
    CHECK(stopped.termination == Termination::MaterialCount);
    CHECK(stopped.result == Result::WhiteWins); // a chariot (13) against nothing
}

TEST_CASE("janggi: in bikjang the pass is legal even in check, and the stopped position reads back", "[janggi][bikjang]") {
    Position pos = test::at("janggi", "9/4k4/9/9/9/9/9/6n2/4K4/9 w - - 0 1"); // the horse on g3 gives check
    CHECK(in_check(pos));
    CHECK(test::has_move(pos, "e2xe2"));
    CHECK_FALSE(test::has_move(pos, "e2e3")); // out of check, but the generals would still face
    play(pos, "e2xe2");
    const std::string text = "9/4k4/9/9/9/9/9/6n2/4K4/9 b - - 1 1 passes:1";
    CHECK(pos.text() == text);
    CHECK(game_status(pos).termination == Termination::MaterialCount);
    CHECK(Position::from_text(pos.variant_ptr(), text).text() == text);
    // Fairy-Stockfish writes no pass counter: its text of the position reads as the stopped one.
    CHECK(Position::from_text(pos.variant_ptr(), "9/4k4/9/9/9/9/9/6n2/4K4/9 b - - 1 1").text() == text);
    // Without the generals facing, the side not to move may not stand in check.
    CHECK_THROWS_AS(Position::from_text(pos.variant_ptr(), "3k5/9/9/9/9/9/9/6n2/4K4/9 b - - 1 1"), ParseError);
    CHECK_THROWS_AS(Position::from_text(pos.variant_ptr(), "3k5/9/9/9/9/9/9/6n2/4K4/9 b - - 1 1 passes:1"), ParseError);
}
