// Atomic chess (variants/atomic): the explosion, the king that never captures and may touch the
// enemy king, castling, the game end, and random games. Expected move lists and positions were
// checked with Fairy-Stockfish (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr atomic() { return find_variant("atomic"); }

std::vector<std::string> moves_of(const std::string& fen) {
    Position pos = Position::from_text(atomic(), fen);
    return test::sorted_moves(pos);
}

} // namespace

TEST_CASE("atomic: a capture explodes the capturer and the pieces around, pawns spared", "[atomic]") {
    // En passant: the blast is centred on the capture square d6, so the knight on c7 goes and the
    // one on c4 stays; the capturing pawn and the pawn taken are gone too.
    Position pos = Position::from_text(atomic(), "4k3/2n5/8/3pP3/2n5/8/8/4K3 w - d6 0 1");
    play(pos, "e5d6");
    CHECK(pos.text() == "4k3/8/8/8/2n5/8/8/4K3 b - - 0 1");
    pos.pop();
    CHECK(pos.text() == "4k3/2n5/8/3pP3/2n5/8/8/4K3 w - d6 0 1");
    // A pawn next to the blast survives; a rook there does not, and takes its castling right along.
    Position rook = Position::from_text(atomic(), "4k3/8/8/8/8/5pn1/6PP/4K2R b K - 0 1");
    play(rook, "g3h1");
    CHECK(rook.text() == "4k3/8/8/8/8/5p2/6PP/4K3 w - - 0 2");
}

TEST_CASE("atomic: the king never captures, may touch the enemy king, and exploding the king is legal", "[atomic]") {
    CHECK(moves_of("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1") == words("e1d1 e1e2 e1f2")); // no e1d2
    // White is in check from a2 but may explode the black king: a1b1 and h4e7 only.
    CHECK(moves_of("4k3/4p3/8/8/7Q/8/r7/K7 w - - 0 1") == words("a1b1 h4e7"));
    // A king next to the enemy king is never in check: the rook d1 gives none.
    const Position touching = Position::from_text(atomic(), "8/8/8/8/8/3k4/3K4/3r4 w - - 0 1");
    CHECK_FALSE(in_check(touching));
    CHECK(moves_of("8/8/8/8/8/3k4/3K4/3r4 w - - 0 1") == words("d2c2 d2c3 d2e2 d2e3"));
}

TEST_CASE("atomic: castling judges the king's path without the king, touching kings are safe", "[atomic]") {
    // The rook on f2 covers f1: no castling king side, queen side is free.
    CHECK(moves_of("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1") ==
          words("a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1c1 e1d1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 "
                "h1h7 h1h8"));
    // The black king on d2 touches e1: the rook a2's attacks do not count, both castlings are legal.
    CHECK(moves_of("8/8/8/8/8/8/r2k4/R3K2R w KQ - 0 1") ==
          words("a1a2 a1b1 a1c1 a1d1 e1c1 e1d1 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8"));
}

TEST_CASE("atomic: a side whose king exploded has lost and has no move", "[atomic]") {
    Position pos = Position::from_text(atomic(), "4k3/4p3/8/8/7Q/8/r7/K7 w - - 0 1");
    play(pos, "h4e7");
    CHECK(pos.text() == "8/8/8/8/8/8/r7/K7 b - - 0 1");
    CHECK(legal_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::RoyalCaptured);
    // The position reads back (the side to move may have lost its king), and perft stops there.
    CHECK(Position::from_text(atomic(), pos.text()).hash() == pos.hash());
    CHECK(perft(pos, 2) == 0);
    // Only bare kings are drawn: a lone knight may still explode a king.
    Position knight = Position::from_text(atomic(), "4k3/8/8/8/2n5/8/8/4K3 b - - 0 1");
    CHECK(game_status(knight).result == Result::Ongoing);
    Position bare = Position::from_text(atomic(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(game_status(bare).termination == Termination::InsufficientMaterial);
}

TEST_CASE("atomic: random games keep the hash, pop restores every bit, positions read back", "[atomic][playout]") {
    const test::PlayoutStats stats = test::random_playouts(atomic(), 40, 120, 0xA70311C);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.games == 40);
    CHECK(stats.plies > 1000);
    CHECK(stats.finished > 0);
}
