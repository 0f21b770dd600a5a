// Kyoto and micro shogi (variants/kyotoshogi, variants/micro): pieces that turn over
// (PieceType::turns_into, turns_on_capture_only) and drops of either face
// (Variant::drop_promoted). Positions derived by hand from Fairy-Stockfish's rules; the
// fairy.json counts run in fairy_perft_test.cpp, random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("kyotoshogi: every piece but the king turns over at the end of each of its moves", "[kyotoshogi][turn]") {
    Position pos = Position::start(find_variant("kyotoshogi"));
    CHECK(pos.text() == "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1");
    CHECK(test::sorted_moves(pos).size() == 12);
    play(pos, "e1e2"); // the pawn becomes a rook (+P)
    play(pos, "a5a4"); // and Black's too
    // Neither turn restarts the halfmove clock: a turn is not a promotion.
    CHECK(pos.text() == "1+nks+l/+p4/5/4+P/+LSK+N1[] w - - 2 2");
    play(pos, "e2e5"); // the rook takes the lance (+L, which goes to the hand as L) and turns back into a pawn
    CHECK(pos.text() == "1+nksP/+p4/5/5/+LSK+N1[L] b - - 0 2");
    play(pos, "b5c4"); // the gold (+N) turns back into a knight
    CHECK(pos.text() == "2ksP/+p1n2/5/5/+LSK+N1[L] w - - 1 3");
    // The king moves as it is.
    play(pos, "c1c2");
    CHECK(pos.text() == "2ksP/+p1n2/5/2K2/+LS1+N1[L] b - - 2 3");
}

TEST_CASE("kyotoshogi: a piece in hand may be dropped either side up", "[kyotoshogi][drop]") {
    Position pos = test::at("kyotoshogi", "4k/5/5/5/K4[L] w - - 0 1");
    CHECK(test::has_move(pos, "L@c3"));
    CHECK(test::has_move(pos, "+L@c3"));
    const std::uint64_t before = pos.hash();
    const std::string text = pos.text();
    play(pos, "+L@c3");
    CHECK(pos.text() == "4k/5/2+L2/5/K4[] b - - 0 1");
    pos.pop();
    CHECK(pos.text() == text);
    CHECK(pos.hash() == before);
    // Both faces of each kind: 22 empty squares twice, and the king's three steps.
    CHECK(test::sorted_moves(pos).size() == 2 * 23 + 3);
    // A promoted piece still cannot stand in a hand.
    CHECK_THROWS_AS(test::at("kyotoshogi", "4k/5/5/5/K4[+L] w - - 0 1"), ParseError);
}

TEST_CASE("micro: a piece turns over only when it captures", "[micro][turn]") {
    Position pos = Position::start(find_variant("micro"));
    CHECK(pos.text() == "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1");
    play(pos, "d2d3"); // a quiet move: the pawn stays a pawn
    CHECK(pos.text() == "kb+r+l/p3/3P/4/+L+RBK[] b - - 1 1");
    // The pawn takes the silver (+L): it turns into a knight (+P), and an L goes to the hand.
    Position capture = test::at("micro", "kb+r+l/3P/4/p3/+L+RBK[] w - - 0 1");
    play(capture, "d4d5");
    CHECK(capture.text() == "kb+r+P/4/4/p3/+L+RBK[L] b - - 0 1");
    play(capture, "b5c4"); // a quiet bishop move
    CHECK(capture.text() == "k1+r+P/2b1/4/p3/+L+RBK[L] w - - 1 2");
    // Drops either face up here too.
    CHECK(test::has_move(capture, "+L@b3"));
    CHECK(test::has_move(capture, "L@b3"));
}
