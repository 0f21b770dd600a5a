// The counting of endings of the makruk family (varia/honour_counting.hpp; the variant files'
// "draws": {"counting": ...}): when a count starts, at which limit and from which ply, and the
// draw when it passes the limit. Every position was played in Fairy-Stockfish (ffish 0.7.10),
// whose FEN writes the same limit and count (in the en-passant and halfmove fields).
#include <catch2/catch.hpp>

#include <string>

#include "test_support.hpp"
#include "varia/errors.hpp"
#include "varia/fsf_fen.hpp"

using namespace varia;

namespace {

/// The position text after `moves` from `text`.
std::string after(const char* variant, const char* text, std::initializer_list<const char*> moves) {
    Position pos = test::at(variant, text);
    for (const char* m : moves) play(pos, m);
    return pos.text();
}

} // namespace

TEST_CASE("counting: makruk's pieces' honour starts when a side is bare, from the pieces on the board", "[counting][makruk]") {
    // A rook: 16 moves (32 plies), counted on from twice the three pieces.
    CHECK(after("makruk", "8/8/8/3k4/8/8/4R3/3K4 w - - 0 1", {"e2e3"}) ==
          "8/8/8/3k4/8/4R3/8/3K4 b - - 1 1 counting_limit:32 counting_ply:6");
    CHECK(after("makruk", "8/8/8/3k4/8/8/4R3/3K4 w - - 0 1", {"e2e3", "d5d6"}) ==
          "8/8/3k4/8/8/4R3/8/3K4 w - - 2 2 counting_limit:32 counting_ply:7");
    // The capture that leaves the king alone starts it.
    CHECK(after("makruk", "8/8/8/3k4/8/8/1s2R3/3K4 w - - 0 1", {"e2b2"}) ==
          "8/8/8/3k4/8/8/1R6/3K4 b - - 0 1 counting_limit:32 counting_ply:6");
    // Two knights: 32 moves; two khons: 22; a met alone: 64.
    CHECK(after("makruk", "8/8/8/3k4/8/8/3NN3/3K4 w - - 0 1", {"e2c3"}) ==
          "8/8/8/3k4/8/2N5/3N4/3K4 b - - 1 1 counting_limit:64 counting_ply:8");
    CHECK(after("makruk", "8/8/8/3k4/8/8/3SS3/3K4 w - - 0 1", {"e2e3"}) ==
          "8/8/8/3k4/8/4S3/3S4/3K4 b - - 1 1 counting_limit:44 counting_ply:8");
    CHECK(after("makruk", "8/8/8/3k4/8/8/4M3/3K4 w - - 0 1", {"e2f3"}) ==
          "8/8/8/3k4/8/5M2/8/3K4 b - - 1 1 counting_limit:128 counting_ply:6");
}

TEST_CASE("counting: no count while pawns are left; the board's honour once both sides have pieces", "[counting][makruk]") {
    Position pos = test::at("makruk", "8/8/8/3k4/3p4/8/4R3/3KN3 w - - 0 1");
    play(pos, "e2e4");
    CHECK(pos.text() == "8/8/8/3k4/3pR3/8/8/3KN3 b - - 1 1");
    play(pos, "d5d6");
    play(pos, "e4d4"); // the last pawn: Black is bare, White has a rook and a knight
    CHECK(pos.text() == "8/8/3k4/8/3R4/8/8/3KN3 b - - 0 2 counting_limit:32 counting_ply:8");
    // Both sides with pieces, no pawn: the board's honour, 64 moves from 0.
    CHECK(after("makruk", "8/8/8/3k4/8/8/3NR3/3K3n w - - 0 1", {"d2f3"}) ==
          "8/8/8/3k4/8/5N2/4R3/3K3n b - - 1 1 counting_limit:128");
    // A king that takes the last pawn and stands alone counts too, one ply behind.
    CHECK(after("makruk", "7r/k7/8/8/3p4/3K4/8/8 w - - 0 1", {"d3d4"}) ==
          "7r/k7/8/8/3K4/8/8/8 b - - 0 1 counting_limit:32 counting_ply:5");
}

TEST_CASE("counting: Cambodian chess's limits and its board's honour with pawns", "[counting][cambodian]") {
    CHECK(after("cambodian", "8/8/8/3k4/8/8/4R3/3K4 w - - 0 1", {"e2e3"}) ==
          "8/8/8/3k4/8/4R3/8/3K4 b - - 1 1 counting_limit:30 counting_ply:6");
    // A side of at most three pieces counts 63 moves even with pawns on the board.
    CHECK(after("cambodian", "8/8/8/3k4/2p5/8/1N2R3/3K2sn w - - 0 1", {"b2c4"}) ==
          "8/8/8/3k4/2N5/8/4R3/3K2sn b - - 0 1 counting_limit:126");
}

TEST_CASE("counting: ASEAN chess and sittuyin count only a bare king, from 0", "[counting][asean][sittuyin]") {
    CHECK(after("asean", "8/8/8/3k4/8/8/4R3/3K4 w - - 0 1", {"e2e3"}) ==
          "8/8/8/3k4/8/4R3/8/3K4 b - - 1 1 counting_limit:32");
    CHECK(after("asean", "8/8/8/3k4/8/8/4Q3/3K4 w - - 0 1", {"e2f3"}) == "8/8/8/3k4/8/5Q2/8/3K4 b - - 1 1"); // a met: none
    CHECK(after("asean", "8/8/8/3k4/8/8/3NR3/3K3n w - - 0 1", {"d2f3"}) == "8/8/8/3k4/8/5N2/4R3/3K3n b - - 1 1");
    CHECK(after("sittuyin", "8/8/8/3k4/8/8/3NN3/3K4[] w - - 0 1", {"e2c3"}) ==
          "8/8/8/3k4/8/2N5/3N4/3K4[] b - - 1 1 counting_limit:128");
}

TEST_CASE("counting: past its limit the game is drawn, unless the side to move is mated", "[counting][status]") {
    Position pos = test::at("makruk", "8/8/8/3k4/8/4R3/8/3K4 b - - 0 1 counting_limit:32 counting_ply:32");
    CHECK(game_status(pos).result == Result::Ongoing);
    play(pos, "d5d6");
    CHECK(pos.text() == "8/8/3k4/8/8/4R3/8/3K4 w - - 1 2 counting_limit:32 counting_ply:33");
    const GameStatus drawn = game_status(pos);
    CHECK(drawn.result == Result::Draw);
    CHECK(drawn.termination == Termination::Counting);
    CHECK(termination_name(drawn.termination) == "counting");

    Position mate = test::at("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1 counting_limit:32 counting_ply:32");
    play(mate, "h1h8");
    CHECK(mate.state(*mate.variant().find_state("counting_ply")) == 33);
    CHECK(game_status(mate).termination == Termination::Checkmate);
    CHECK(game_status(mate).result == Result::WhiteWins);
}

TEST_CASE("counting: two bare kings draw by insufficient material in the whole family", "[counting][status]") {
    for (const char* variant : {"makruk", "makpong", "ai-wok", "cambodian", "karouk", "asean"}) {
        INFO(variant);
        Position pos = test::at(variant, "8/8/8/3k4/8/8/8/3K4 w - - 0 1");
        CHECK(game_status(pos).termination == Termination::InsufficientMaterial);
        CHECK(game_status(pos).result == Result::Draw);
    }
    Position sittuyin = test::at("sittuyin", "8/8/8/3k4/8/8/8/3K4[] w - - 0 1");
    CHECK(game_status(sittuyin).termination == Termination::InsufficientMaterial);
    // A lone knight cannot mate either (as Fairy-Stockfish judges it), but in makpong, where a
    // king in check may not move, it can.
    Position knight = test::at("makruk", "8/8/8/3k4/8/8/8/3KN3 w - - 0 1");
    CHECK(game_status(knight).termination == Termination::InsufficientMaterial);
    Position makpong = test::at("makpong", "8/8/8/3k4/8/8/8/3KN3 w - - 0 1");
    CHECK(game_status(makpong).result == Result::Ongoing);
}

TEST_CASE("counting: Fairy-Stockfish's text holds the count in its en-passant and halfmove fields", "[counting][fsf]") {
    Position pos = test::at("makruk", "8/8/8/3k4/8/8/4R3/3K4 w - - 0 1");
    play(pos, "e2e3");
    CHECK(fsf_fen(pos) == "8/8/8/3k4/8/4R3/8/3K4 b - 32 6 1");
    // Read back: the count is Varia's counting fields; the halfmove clock is not in that text.
    const Position back = position_from_fsf_fen(pos.variant_ptr(), "8/8/8/3k4/8/4R3/8/3K4 b - 32 6 1");
    CHECK(back.text() == "8/8/8/3k4/8/4R3/8/3K4 b - - 0 1 counting_limit:32 counting_ply:6");
    CHECK(back.hash() == pos.hash());
    // A count long past its limit (a drawn game played on) reads as Varia's largest count.
    CHECK(position_from_fsf_fen(pos.variant_ptr(), "8/8/8/3k4/8/4R3/8/3K4 b - 32 300 1").text() ==
          "8/8/8/3k4/8/4R3/8/3K4 b - - 0 1 counting_limit:32 counting_ply:255");
    // Where nothing is counted the number is ignored, as cutechess's makruk start "w - 0 0 1".
    CHECK(position_from_fsf_fen(find_variant("makruk"), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - 0 0 1").text() ==
          Position::start(find_variant("makruk")).text());
}

TEST_CASE("counting: a count without a limit is refused", "[counting][errors]") {
    CHECK_THROWS_AS(test::at("makruk", "8/8/8/3k4/8/4R3/8/3K4 b - - 0 1 counting_ply:6"), ParseError);
    CHECK_THROWS_AS(test::at("makruk", "8/8/8/3k4/8/4R3/8/3K4 b - - 0 1 counting_limit:256"), ParseError);
}
