// Koedem (variants/koedem): bughouse on one board as data and the crazyhouse module — a
// compulsory drop of one type (Variant::must_drop_types), kings that are ordinary pieces,
// extinction once the other side owns both kings, stalemate lost, captures that leave the game.
// Positions checked against Fairy-Stockfish's `koedem` (ffish); its fairy.json counts run in
// fairy_perft_test.cpp, its random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Position at(const char* text) { return test::at("koedem", text); }

} // namespace

TEST_CASE("koedem: a king in hand must be dropped before anything else", "[koedem][drop]") {
    // fsf-perftsh-L144: 34 king drops, no queen drop and no move.
    Position pos = at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1");
    const std::vector<std::string> moves = test::sorted_moves(pos);
    CHECK(moves.size() == 34);
    for (const std::string& m : moves) CHECK(m.rfind("K@", 0) == 0);
    // fsf-perftsh-L145: a queen in hand may wait: 21 moves and 33 queen drops.
    Position queen = at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1");
    CHECK(test::sorted_moves(queen).size() == 54);
    CHECK(test::has_move(queen, "e2e4"));
    CHECK(test::has_move(queen, "Q@d1"));
}

TEST_CASE("koedem: kings are ordinary pieces, and a side loses when the other owns both", "[koedem][status]") {
    // A king may be left attacked, and taken.
    Position pos = at("4k3/8/8/8/8/8/8/R3K3[] b - - 0 1");
    CHECK_FALSE(in_check(pos));
    CHECK(test::has_move(pos, "e8e7"));
    // Black has no king and White owns both (one in hand): Black has lost.
    Position owned = at("8/p7/8/8/8/8/8/4K3[K] b - - 0 1");
    const GameStatus status = game_status(owned);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::Extinction);
    CHECK(legal_moves(owned).empty());
    // Without the second king White owns only one: Black plays on without a king.
    Position one = at("8/p7/8/8/8/8/8/4K3[] b - - 0 1");
    CHECK(game_status(one).result == Result::Ongoing);
    CHECK(test::sorted_moves(one) == std::vector<std::string>{"a7a5", "a7a6"});
}

TEST_CASE("koedem: a stalemated side loses", "[koedem][status]") {
    // Black has only a blocked pawn (a king would always have a move: it may step into attack).
    Position pos = at("8/8/8/8/8/p7/P7/K7[] b - - 0 1");
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::Stalemate);
}

TEST_CASE("koedem: captured pieces leave the game, unless the option sends them to the hand", "[koedem][options]") {
    Position pos = at("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1");
    play(pos, "e4d5");
    CHECK(pos.text() == "4k3/8/8/3P4/8/8/8/4K3[] b - - 0 1");
    Position house = Position::from_text(with_options(find_variant("koedem"), {{"captures_to_hand", "true"}}),
                                         "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1");
    play(house, "e4d5");
    CHECK(house.text() == "4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 1");
}
