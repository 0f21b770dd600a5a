// Cambodian chess (variants/cambodian): the unmoved king's knight leap and the unmoved met's double
// step, kept as the piece flag `first_move`. Every move list was checked with Fairy-Stockfish
// (ffish 0.7.10, whose FEN gives the same flags as the castling field "DE"); fairy.json's counts
// run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

std::vector<std::string> moves_after(const char* text, const std::vector<std::string>& played = {}) {
    Position pos = Position::from_text(find_variant("cambodian"), text);
    for (const std::string& m : played) play(pos, m);
    return test::sorted_moves(pos);
}

} // namespace

TEST_CASE("cambodian: the unmoved king leaps aside, the unmoved met steps two forward", "[cambodian]") {
    CHECK(moves_after("4k3/8/8/8/8/8/8/3KM3 w - - 0 1 first_move:d1,e1") ==
          std::vector<std::string>{"d1b2", "d1c1", "d1c2", "d1d2", "d1e2", "d1f2", "e1d2", "e1e3", "e1f2"});
    // Without the flags they are plain makruk pieces.
    CHECK(moves_after("4k3/8/8/8/8/8/8/3KM3 w - - 0 1") ==
          std::vector<std::string>{"d1c1", "d1c2", "d1d2", "d1e2", "e1d2", "e1f2"});
    // A moved piece loses its flag.
    Position pos = Position::from_text(find_variant("cambodian"), "4k3/8/8/8/8/8/8/3KM3 w - - 0 1 first_move:d1,e1");
    play(pos, "e1e3");
    // Black is bare against a met: the count of the ending starts (63 moves, from the 3 pieces).
    CHECK(pos.text() == "4k3/8/8/8/8/4M3/8/3K4 b - - 1 1 first_move:d1 counting_limit:126 counting_ply:6");
}

TEST_CASE("cambodian: no leap out of check, and none once a rook has aimed at the king", "[cambodian]") {
    CHECK(moves_after("4k3/8/8/8/8/8/8/r2KM3 w - - 0 1 first_move:d1,e1") ==
          std::vector<std::string>{"d1c2", "d1d2", "d1e2"});
    // The rook reaches the first rank behind the knight: no check, but the leap is gone for good.
    CHECK(moves_after("r3k3/8/8/8/8/8/8/2NKM3 b - - 0 1 first_move:d1,e1", {"a8a1"}) ==
          std::vector<std::string>{"d1c2", "d1d2", "d1e2", "e1d2", "e1e3", "e1f2"});
    CHECK_THROWS_WITH(Position::from_text(find_variant("cambodian"), "4k3/8/8/8/8/8/8/3KMN2 w - - 0 1 first_move:f1"),
                      Catch::Contains("f1 holds no king or met"));
}

TEST_CASE("karouk: the first check wins at once", "[cambodian][karouk]") {
    Position pos = Position::from_text(find_variant("karouk"), "4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    play(pos, "a1a8");
    CHECK(pos.text() == "R3k3/8/8/8/8/8/8/3K4 b - - 1 1 checks:1,0 counting_limit:30 counting_ply:6");
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::CheckLimit);
    CHECK(legal_moves(pos).empty());
    // Fairy-Stockfish's FEN writes the checks each side still needs.
    // (and the count of the ending that Black's bare king has just begun, in the en-passant and
    // halfmove fields; ffish writes the same).
    CHECK(fsf_fen(pos) == "R3k3/8/8/8/8/8/8/3K4 b - 30 0+1 6 1");
    // Cambodian chess counts nothing: the same check is only a check there.
    Position cambodian = Position::from_text(find_variant("cambodian"), "4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    play(cambodian, "a1a8");
    CHECK(game_status(cambodian).result == Result::Ongoing);
}
