// Duck chess (variants/duck): the duck as a wall that every turn moves, no check, the king that
// may be taken, the stalemated side that wins, and random games. Expected values were checked
// with Fairy-Stockfish (ffish 0.7.10); fairy.json's count runs in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "test_support.hpp"

using namespace varia;

namespace {

VariantPtr duck() { return find_variant("duck"); }

} // namespace

TEST_CASE("duck: every move is followed by the duck to another empty square", "[duck]") {
    Position pos = Position::start(duck());
    CHECK(legal_moves(pos).size() == 640); // 20 moves, each with 32 empty squares for the duck
    play(pos, "e2e4,*@e5");
    CHECK(pos.text() == "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(pos.walls().count() == 1);
    // 19 moves (e7e5 is blocked), 31 squares for the duck each: it must leave e5.
    const std::vector<std::string> replies = test::sorted_moves(pos);
    CHECK(replies.size() == 589);
    CHECK(std::none_of(replies.begin(), replies.end(), [](const std::string& m) { return m.ends_with("e5e5"); }));
    // The duck may take the square the piece just left.
    CHECK(std::find(replies.begin(), replies.end(), "g8f6,e5g8") != replies.end());
    CHECK(perft(pos, 1) == 589);
    pos.pop();
    CHECK(pos.text() == Position::start(duck()).text());
}

TEST_CASE("duck: the duck blocks lines and pawns, and a duck on the skipped square cancels en passant", "[duck]") {
    Position pos = Position::start(duck());
    play(pos, "e2e4,*@e3");
    CHECK(pos.text() == "rnbqkbnr/pppppppp/8/8/4P3/4*3/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    Position kept = Position::start(duck());
    play(kept, "e2e4,*@h6");
    CHECK(kept.text() == "rnbqkbnr/pppppppp/7*/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    Position rook = Position::from_text(duck(), "4k3/8/8/8/R7/*7/8/R3K3 w - - 0 1");
    for (const std::string& m : test::sorted_moves(rook)) CHECK_FALSE(m.starts_with("a1a3"));
    // The duck may take the square a double step left: the target stays, and reads back.
    Position origin = Position::start(duck());
    play(origin, "e2e4,*@e2");
    CHECK(origin.text() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP*PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(Position::from_text(duck(), origin.text()).hash() == origin.hash());
}

TEST_CASE("duck: no check; castling through attacks; taking the king ends the game", "[duck]") {
    const Position attacked = Position::from_text(duck(), "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    CHECK_FALSE(in_check(attacked));
    Position castle = Position::from_text(duck(), "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    const std::vector<std::string> moves = test::sorted_moves(castle);
    CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.starts_with("e1g1,"); }) == 60);
    // The king may step into attack, and the king is taken like any piece.
    Position pos = Position::from_text(duck(), "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    play(pos, "e1e2,*@d2");
    CHECK(pos.text() == "4k3/8/8/8/8/8/3*K3/8 b - - 0 1");
    Position taken = Position::from_text(duck(), "4k3/8/8/8/8/8/3*q3/4K3 b - - 0 1");
    play(taken, "e2e1,d2d3");
    CHECK(taken.text() == "4k3/8/8/8/8/3*4/8/4q3 w - - 0 2");
    CHECK(legal_moves(taken).empty());
    CHECK(game_status(taken).result == Result::BlackWins);
    CHECK(game_status(taken).termination == Termination::RoyalCaptured);
    CHECK(Position::from_text(duck(), taken.text()).hash() == taken.hash());
}

TEST_CASE("duck: a side without a legal move wins", "[duck]") {
    // Black's king, bishop and pawns are boxed in by the duck and the White pawns.
    Position pos = Position::from_text(duck(), "6bk/5p*p/5P1P/8/8/8/8/K7 b - - 0 1");
    CHECK(legal_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.termination == Termination::Stalemate);
    CHECK(status.result == Result::BlackWins);
    // A '*' on a real square is a duck only in variants with walls; duck chess has one duck.
    CHECK_THROWS_AS(Position::from_text(find_variant("chess"), "6bk/5p*p/5P1P/8/8/8/8/K7 b - - 0 1"), ParseError);
    CHECK_THROWS_WITH(Position::from_text(duck(), "6bk/5p*p/5P1P/8/8/8/*7/K7 b - - 0 1"),
                      Catch::Contains("a second duck on g7"));
}

TEST_CASE("duck: the duck on a castling rook's square is no rook", "[duck][errors]") {
    // Fuzz regression (tests/fuzz/regressions/move_text/duck-on-castling-rook-square): the
    // castling field's rook test read the duck, a wall, as a coloured piece.
    CHECK_THROWS_WITH(Position::from_text(duck(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w KQkq - 0 1"),
                      Catch::Contains("'K' but there is no rook on that side of the king"));
    const Position pos = Position::from_text(duck(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w Qkq - 0 1");
    CHECK(pos.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w Qkq - 0 1");
}

TEST_CASE("duck: random games keep the hash, pop restores every bit, positions read back", "[duck][playout]") {
    const test::PlayoutStats stats = test::random_playouts(duck(), 12, 100, 0xD0C4);
    for (const std::string& f : stats.failures) FAIL_CHECK(f);
    CHECK(stats.games == 12);
    CHECK(stats.plies > 500);
    CHECK(stats.finished > 0);
}
