// Defects found by trying the library and the program as a new user would; one test each.
#include <catch2/catch.hpp>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("regression: a drop keeps every castling right", "[regression][drops]") {
    const VariantPtr v = find_variant("pocketknight");
    Position pos = Position::from_text(v, "r3k2r/8/8/8/8/8/8/R3K2R[Nn] b KQkq - 0 1");
    play(pos, "N@e4");
    CHECK(pos.castling_rights() == Position::from_text(v, "r3k2r/8/8/8/8/8/8/R3K2R[Nn] b KQkq - 0 1").castling_rights());
    CHECK(pos.text() == "r3k2r/8/8/8/4n3/8/8/R3K2R[N] w KQkq - 0 2");
    play(pos, "N@d4");
    play(pos, "a8b8");
    play(pos, "e1c1"); // White still castles queen side
    CHECK(pos.hash() == pos.compute_hash());
}

TEST_CASE("regression: royal pieces cannot be held in hand, pawns are not dropped on their last rank",
          "[regression][drops]") {
    const VariantPtr v = find_variant("pocketknight");
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1"), ParseError);
    Position pos = Position::from_text(v, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    const auto moves = test::sorted_moves(pos);
    CHECK(std::find(moves.begin(), moves.end(), "P@a8") == moves.end());
    CHECK(std::find(moves.begin(), moves.end(), "P@a7") != moves.end());
    CHECK(std::find(moves.begin(), moves.end(), "P@a1") != moves.end()); // FIDE pawns may stand on rank 1 here
    // Every position the generator reaches reads back.
    for (const std::string& m : moves) {
        Position next = pos;
        play(next, m);
        CHECK_NOTHROW((void)Position::from_text(v, next.text()));
    }
}

TEST_CASE("regression: pieces in hand keep the game from being a material draw", "[regression][status]") {
    const VariantPtr v = find_variant("pocketknight");
    Position pos = Position::from_text(v, "4k3/8/8/8/8/8/8/4K3[QQ] w - - 0 1");
    CHECK(game_status(pos).termination == Termination::None);
    Position bare = Position::from_text(v, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    CHECK(game_status(bare).termination == Termination::InsufficientMaterial);
}

TEST_CASE("regression: large clocks survive push and pop", "[regression][make-unmake]") {
    const VariantPtr v = find_variant("chess");
    Position pos = Position::from_text(v, "k7/8/8/8/8/8/8/K6r w - - 65600 100");
    CHECK(game_status(pos).termination == Termination::FiftyMoveRule);
    (void)legal_moves(pos);
    CHECK(pos.halfmove_clock() == 65600);
    play(pos, "a1a2");
    CHECK(pos.text() == "k7/8/8/8/8/8/K7/7r b - - 65601 100");
    pos.pop();
    CHECK(pos.text() == "k7/8/8/8/8/8/8/K6r w - - 65600 100");
    Position last = Position::from_text(v, "k7/8/8/8/8/8/8/K7 b - - 0 1000000");
    play(last, "a8a7");
    CHECK_NOTHROW((void)Position::from_text(v, last.text()));
}

TEST_CASE("regression: counters at their largest stay there, and the position reads back", "[regression][make-unmake]") {
    // Issue 12 item 4: a move from fullmove 1,000,000,000 used to write a number the reader refuses.
    const VariantPtr v = find_variant("chess");
    const std::string text = "k7/8/8/8/8/8/8/K6R b - - 999999999 1000000000";
    Position pos = Position::from_text(v, text);
    play(pos, "a8b7");
    CHECK(pos.text() == "8/1k6/8/8/8/8/8/K6R w - - 1000000000 1000000000");
    CHECK(Position::from_text(v, pos.text()).text() == pos.text());
    play(pos, "h1h2");
    CHECK(pos.text() == "8/1k6/8/8/8/8/7R/K7 b - - 1000000000 1000000000");
    CHECK(Position::from_text(v, pos.text()).hash() == pos.hash());
    pos.pop();
    pos.pop();
    CHECK(pos.text() == text);
    CHECK_THROWS_AS(Position::from_text(v, "k7/8/8/8/8/8/8/K6R b - - 0 1000000001"), ParseError);
}

TEST_CASE("regression: malformed counts and duplicate targets are parse errors", "[regression][errors]") {
    const VariantPtr v = find_variant("chess");
    for (const char* text : {"rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                             "k4294967303/8/8/8/8/8/8/K7 w - - 0 1",
                             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6,e6 0 2",
                             "k7/8/8/8/8/8/8/K7 w - - 1000000001 1"}) {
        INFO(text);
        CHECK_THROWS_AS(Position::from_text(v, text), ParseError);
    }
    Position pos = Position::start(v);
    CHECK_THROWS_AS(parse_move(pos, "Z@f3"), ParseError);
}

TEST_CASE("regression: a number too large for JSON is a variant-file error, not a crash", "[regression][variant-file]") {
    CHECK_THROWS_AS(parse_variant(R"({"name":"x","board":{"width":1e999,"height":8},"pieces":[],"start":""})", "ovf"),
                    ParseError);
}

TEST_CASE("halfmove clock: only moves that cannot be undone reset it", "[regression][clock]") {
    const auto clock_after = [](const std::string& variant, const std::string& text, const std::string& move) {
        Position pos = Position::from_text(find_variant(variant), text);
        play(pos, move);
        return pos.halfmove_clock();
    };
    SECTION("a promotion of a piece that is not a pawn (shogi's silver)") {
        CHECK(clock_after("minishogi", "4k/S4/5/5/K4[] w - - 5 1", "a4a5+") == 0);
        CHECK(clock_after("minishogi", "4k/S4/5/5/K4[] w - - 5 1", "a4a5") == 6);
    }
    SECTION("a drop (Fairy-Stockfish's rule)") {
        CHECK(clock_after("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 7 1", "N@d4") == 0);
    }
    SECTION("pawnback: no pawn move, forward or back") {
        CHECK(clock_after("pawnback", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", "e3e4") == 8);
        CHECK(clock_after("pawnback", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", "e3e2") == 8);
    }
    SECTION("pawnsideways: a forward step, not a sideways one") {
        CHECK(clock_after("pawnsideways", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", "e3e4") == 0);
        CHECK(clock_after("pawnsideways", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", "e3d3") == 8);
    }
}
