// Gryphon chess and its two relatives (variants/gryphon, circulargryphon, simplifiedgryphon):
// PieceType::turns_into as cutechess plays it — a piece turns into the next type at the end of
// its move — with the piece limits of PieceType::promotion_limit and several kings. Positions
// derived by hand from cutechess's rules; the fairy.json counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("gryphon: a moved piece turns into the next type, and move text does not write it", "[gryphon][turn]") {
    Position pos = Position::start(find_variant("gryphon"));
    play(pos, "e2e4"); // the pawn arrives as a knight
    play(pos, "g8f6"); // the knight arrives as a bishop
    CHECK(pos.text() == "rnbq1b1r/pppppppp/5b2/8/4N3/8/PPPP1PPP/RNBQ1BNR w - - 1 2");
    play(pos, "e4d6"); // that knight, moving again, becomes a bishop too
    play(pos, "f6d4"); // and the bishop a rook
    CHECK(pos.text() == "rnbq1b1r/pppppppp/3B4/8/3r4/8/PPPP1PPP/RNBQ1BNR w - - 3 3");
    // Written with the new type's letter, the move is not legal text: the turn is the rule's.
    CHECK_THROWS_AS(parse_move(pos, "d6c8r"), IllegalMove);
}

TEST_CASE("gryphon: a queen turns into a king, which must not stand attacked", "[gryphon][turn][check]") {
    // No kings yet: the queen may go anywhere it is not attacked once it is a king.
    Position pos = test::at("gryphon", "4r3/8/8/8/8/8/8/3Q4 w - - 0 1");
    for (const std::string& m : test::sorted_moves(pos)) CHECK(m[2] != 'e'); // the e-file is the rook's
    CHECK(test::has_move(pos, "d1a4"));
    CHECK_FALSE(test::has_move(pos, "d1d8")); // next to the rook
    play(pos, "d1d7");
    CHECK(pos.text() == "4r3/3K4/8/8/8/8/8/8 b - - 1 1");
    // With a king on the board already (the fast legality path), the new king is judged too.
    Position two = test::at("gryphon", "4r3/8/8/8/8/8/8/K2Q4 w - - 0 1");
    CHECK(test::has_move(two, "d1d2"));
    CHECK_FALSE(test::has_move(two, "d1e2"));
    // Any king attacked is check; a side may have several.
    Position kings = test::at("gryphon", "4r3/8/8/8/8/8/8/K3K3 w - - 0 1");
    CHECK(in_check(kings));
    for (const std::string& m : test::sorted_moves(kings)) CHECK(m.substr(0, 2) == "e1");
}

TEST_CASE("gryphon: a piece whose next type is at its limit cannot move", "[gryphon][limit]") {
    // Two white queens: the rook, which would become a third, stays where it is.
    Position queens = test::at("gryphon", "8/7k/8/8/8/8/Q7/QR6 w - - 0 1");
    for (const std::string& m : test::sorted_moves(queens)) CHECK(m.substr(0, 2) != "b1");
    // Four knights: the pawn cannot move, not even to promote into a queen.
    Position knights = test::at("gryphon", "7k/P7/8/8/8/8/8/NNNN4 w - - 0 1");
    for (const std::string& m : test::sorted_moves(knights)) CHECK(m.substr(0, 2) != "a7");
    // With three knights it promotes by choice, and a promotion is not followed by a turn.
    Position three = test::at("gryphon", "7k/P7/8/8/8/8/8/NNN5 w - - 0 1");
    for (const char* m : {"a7a8n", "a7a8b", "a7a8r", "a7a8q"}) CHECK(test::has_move(three, m));
    play(three, "a7a8q");
    CHECK(three.text() == "Q6k/8/8/8/8/8/8/NNN5 b - - 0 1");
}

TEST_CASE("gryphon: a double step leaves its en-passant target though the pawn arrives as a knight", "[gryphon][turn]") {
    Position pos = test::at("circulargryphon", "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1");
    play(pos, "a2a4");
    CHECK(pos.text() == "4k3/8/8/8/Np6/8/8/4K3 b - a3 0 1");
    CHECK(Position::from_text(pos.variant_ptr(), pos.text()).text() == pos.text());
    CHECK(test::has_move(pos, "b4a3")); // the knight on a4 is taken en passant
    play(pos, "b4a3");
    CHECK(pos.text() == "4k3/8/8/8/8/n7/8/4K3 w - - 0 2");
}

TEST_CASE("circulargryphon: the queen turns back into a pawn, even on the last rank", "[circulargryphon][turn]") {
    Position pos = test::at("circulargryphon", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    play(pos, "a1a8");
    CHECK(pos.text() == "P3k3/8/8/8/8/8/8/4K3 b - - 1 1");
    CHECK(Position::from_text(pos.variant_ptr(), pos.text()).text() == pos.text()); // it reads back
    // A pawn on its first rank may step two squares, as from its second.
    Position first = test::at("circulargryphon", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    CHECK(test::has_move(first, "a1a3"));
    // The king never turns.
    Position king = test::at("circulargryphon", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    play(king, "e1e2");
    CHECK(king.text() == "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
}

TEST_CASE("simplifiedgryphon: a king steps only forward until its side has captured", "[simplifiedgryphon]") {
    Position pos = Position::start(find_variant("simplifiedgryphon"));
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{
                                         "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3",
                                         "e2e4", "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4"});
    // The king may step forward, not sideways.
    Position open = test::at("simplifiedgryphon", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    CHECK(test::has_move(open, "e1d2"));
    CHECK_FALSE(test::has_move(open, "e1d1"));
    play(open, "e4d5"); // a capture: from now on White's kings move freely
    CHECK(open.text() == "4k3/8/8/3N4/8/8/8/4K3 b - - 0 1 captured:K");
    CHECK_FALSE(test::has_move(open, "e8d8"));
    play(open, "e8d7");
    CHECK(test::has_move(open, "e1d1"));
    CHECK(Position::from_text(open.variant_ptr(), open.text()).text() == open.text());
}
