// Seirawan chess (variants/seirawan): gating after moves and castling, the gates that are lost,
// Fairy-Stockfish's legality of gating moves, and random games. Expected values were checked
// with Fairy-Stockfish (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr seirawan() { return find_variant("seirawan"); }

const std::string rooks = "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w KQkq - 0 1 gates:a1,a8,e1,e8,h1,h8";

std::string after(const std::string& fen, const std::string& move) {
    Position pos = Position::from_text(seirawan(), fen);
    play(pos, move);
    return pos.text();
}

} // namespace

TEST_CASE("seirawan: a piece from the hand is gated onto the square a back-rank piece leaves", "[seirawan]") {
    Position start = Position::start(seirawan());
    CHECK(test::sorted_moves(start) ==
          words("a2a3 a2a4 b1a3 b1a3,E@b1 b1a3,H@b1 b1c3 b1c3,E@b1 b1c3,H@b1 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 "
                "f2f3 f2f4 g1f3 g1f3,E@g1 g1f3,H@g1 g1h3 g1h3,E@g1 g1h3,H@g1 g2g3 g2g4 h2h3 h2h4"));
    // A side whose hand is empty after its move keeps no gates.
    CHECK(after("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Heh] w KQkq - 0 1 "
                "gates:a1,a8,b1,b8,c1,c8,d1,d8,e1,e8,f1,f8,g1,g8,h1,h8",
                "b1c3,H@b1") ==
          "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[eh] b KQkq - 1 1 gates:a8,b8,c8,d8,e8,f8,g8,h8");
    // The gate opens when the piece leaves: the drop written first would be on an occupied square.
    CHECK_THROWS_AS(play(start, "H@b1,b1c3"), IllegalMove);
    CHECK(start.text() == Position::start(seirawan()).text());
}

TEST_CASE("seirawan: castling gates on the king's or the rook's square", "[seirawan]") {
    Position pos = Position::from_text(seirawan(), rooks);
    std::vector<std::string> castlings;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.starts_with("e1g1") || m.starts_with("e1c1")) castlings.push_back(m);
    CHECK(castlings == words("e1c1 e1c1,H@a1 e1c1,H@e1 e1g1 e1g1,H@e1 e1g1,H@h1"));
    CHECK(after(rooks, "e1g1,H@e1") == "r3k2r/8/8/8/8/8/8/R3HRK1[h] b kq - 1 1 gates:a8,e8,h8");
    CHECK(after(rooks, "e1g1,H@h1") == "r3k2r/8/8/8/8/8/8/R4RKH[h] b kq - 1 1 gates:a8,e8,h8");
    // Taking a piece on its gate takes the gate; the piece that moves gives its own up.
    CHECK(after(rooks, "a1a8") == "R3k2r/8/8/8/8/8/8/4K2R[Hh] b Kk - 0 1 gates:e1,e8,h1,h8");
    CHECK(after(rooks, "a1a8,H@a1") == "R3k2r/8/8/8/8/8/8/H3K2R[h] b Kk - 0 1 gates:e8,h8");
    // A king move gives up only the king's gate: the rooks keep theirs.
    Position king = Position::start(seirawan());
    for (const char* m : {"e2e4", "e7e5", "e1e2"}) play(king, m);
    CHECK(king.text() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR[EHeh] b kq - 1 2 "
                         "gates:a1,a8,b1,b8,c1,c8,d1,d8,e8,f1,f8,g1,g8,h1,h8");
}

TEST_CASE("seirawan: a gating move is legal exactly when the move alone is", "[seirawan]") {
    // As Fairy-Stockfish judges it, the gated hawk does not shield the king: no e1f1,H@e1.
    Position pos = Position::from_text(seirawan(), "4k3/8/8/8/8/8/8/r3K3[H] w - - 0 1 gates:e1");
    CHECK(test::sorted_moves(pos) == words("e1d2 e1d2,H@e1 e1e2 e1e2,H@e1 e1f2 e1f2,H@e1"));
    // Gates stand on the first rank of their piece's side.
    CHECK_THROWS_AS(Position::from_text(seirawan(), "4k3/8/8/8/8/8/4K3/8[H] w - - 0 1 gates:e2"), ParseError);
    // Without pieces in hand there are no gates.
    CHECK(Position::from_text(seirawan(), "4k3/8/8/8/8/8/8/4K3[] w - - 0 1 gates:e1").text() ==
          "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
}

TEST_CASE("seirawan: random games keep the hash, pop restores every bit, positions read back", "[seirawan][playout]") {
    const test::PlayoutStats stats = test::random_playouts(seirawan(), 30, 120, 0x5E12A);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.games == 30);
    CHECK(stats.plies > 1000);
}
