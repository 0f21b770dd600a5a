// Two kings each (variants/twokings, variants/twokingssymmetric; Variant::royal_check): only the
// king met first scanning the board is royal. Positions derived by hand from cutechess's rules
// (the source of the variant and of its published counts, which fairy_perft_test.cpp runs).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("twokings: only the first king by file is royal; the other moves into attack and is taken", "[twokings]") {
    // White's kings are e1 (royal: the e-file comes first) and h1, which may step onto the rook's rank.
    Position pos = test::at("twokings", "4k3/8/8/8/8/8/r7/4K2K w - - 0 1");
    CHECK(test::has_move(pos, "h1h2"));
    CHECK_FALSE(test::has_move(pos, "e1e2"));
    CHECK_FALSE(in_check(pos));

    // cutechess's endgame: White's f5 king stands attacked by the rook, which may take it; the
    // c3 king is royal.
    Position endgame = test::at("twokings", "8/8/p1k5/1p1r1K1p/1P5P/P1K5/8/8 b - - 0 121");
    CHECK(test::has_move(endgame, "d5f5"));
    play(endgame, "d5f5");
    CHECK(game_status(endgame).result == Result::Ongoing);
    // With one king left, that king is royal.
    Position lone = test::at("twokings", "8/8/2k5/8/8/8/8/r3K3 w - - 0 1");
    CHECK(in_check(lone));
}

TEST_CASE("twokings: which king is royal follows the scan of the board", "[twokings]") {
    // Black's kings share the e-file. Scanning each file from rank 1 up (twokings) the e6 king is
    // royal, so it may not stand attacked with White to move; scanning from Black's side
    // (twokingssymmetric) the e8 king is, and White may take the e6 king.
    const char* text = "4k3/8/R3k3/8/8/8/8/K6K w - - 0 1";
    CHECK_THROWS_AS(test::at("twokings", text), ParseError);
    Position symmetric = test::at("twokingssymmetric", text);
    CHECK(test::has_move(symmetric, "a6e6"));
    // White scans from rank 1 up in both: with kings on b1 and b3, the b1 king is royal.
    Position white = test::at("twokingssymmetric", "4k3/8/8/8/8/1K6/8/1K2r3 w - - 0 1");
    CHECK(in_check(white));
    Position white_plain = test::at("twokings", "4k3/8/8/8/8/1K6/8/1K2r3 w - - 0 1");
    CHECK(in_check(white_plain));
}

TEST_CASE("twokings: game ends", "[twokings]") {
    // The royal a8 king is mated; Black's other king cannot help.
    Position mate = test::at("twokings", "k6k/1Q6/2K5/8/8/8/8/4K3 b - - 0 1");
    CHECK(game_status(mate).result == Result::WhiteWins);
    CHECK(game_status(mate).termination == Termination::Checkmate);
    // A second king is material (it mates like a man): FIDE's insufficient material applies only
    // once each side has a single king.
    Position spare = test::at("twokings", "4k3/8/8/8/8/8/8/4K2K w - - 0 1");
    CHECK(game_status(spare).result == Result::Ongoing);
    Position bare = test::at("twokings", "4k3/8/8/8/8/8/8/3NK3 w - - 0 1");
    CHECK(game_status(bare).result == Result::Draw);
    CHECK(game_status(bare).termination == Termination::InsufficientMaterial);
    // Each side keeps at least one king.
    CHECK_THROWS_AS(test::at("twokings", "8/8/8/8/8/8/8/4K2K w - - 0 1"), ParseError);
}

TEST_CASE("twokings: the e-file king castles, and a move of either king loses the rights", "[twokings][castling]") {
    Position pos = test::at("twokings", "r3kk1r/8/8/8/8/8/8/R3KK1R w KQkq - 0 1");
    CHECK(test::has_move(pos, "e1c1"));
    CHECK_FALSE(test::has_move(pos, "e1g1")); // the f1 king stands in the way
    play(pos, "f1f2");
    CHECK(pos.text() == "r3kk1r/8/8/8/8/8/5K2/R3K2R b kq - 1 1");
    play(pos, "e8c8");
    CHECK(pos.text() == "2kr1k1r/8/8/8/8/8/5K2/R3K2R w - - 2 2");
    // Taking the second king on its square keeps the rights (cutechess).
    Position taken = test::at("twokings", "4kk2/8/8/8/8/6n1/8/R3KK1R b KQ - 0 1");
    play(taken, "g3f1");
    CHECK(taken.text() == "4kk2/8/8/8/8/8/8/R3Kn1R w KQ - 0 2");
}

TEST_CASE("castling: elsewhere only the castling king loses the rights by moving", "[twokings][castling]") {
    // Kinglet (Fairy-Stockfish's rule): a second black king, promoted earlier, moves and Black
    // keeps its right; the rule reads the position only, so a copy read from text agrees (a
    // fuzzing regression: tests/fuzz/regressions/playout/kinglet-promoted-king-castling-rights).
    Position pos = test::at("kinglet", "4k2r/p7/8/8/8/8/P7/K6k b k - 0 1");
    play(pos, "h1g1");
    CHECK(pos.text() == "4k2r/p7/8/8/8/8/P7/K5k1 w k - 1 2");
}
