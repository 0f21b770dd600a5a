// Checkless chess (variants/checkless): a move may give check only when it mates. Positions
// derived by hand from cutechess's rules (the source of the variant and of its published
// counts, which fairy_perft_test.cpp runs).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("checkless: a check is legal only as mate", "[checkless]") {
    // Ra8+ is no mate (the king steps aside): illegal.
    Position open = test::at("checkless", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK_FALSE(test::has_move(open, "a1a8"));
    CHECK(test::has_move(open, "a1a7"));
    // The back-rank mate is legal and ends the game.
    Position back_rank = test::at("checkless", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    REQUIRE(test::has_move(back_rank, "a1a8"));
    play(back_rank, "a1a8");
    CHECK(game_status(back_rank).result == Result::WhiteWins);
    CHECK(game_status(back_rank).termination == Termination::Checkmate);
}

TEST_CASE("checkless: a reply that checks back without mating does not count", "[checkless]") {
    // After Rb8+ Black's only escape is Bc8, which checks the a6 king without mating it: so
    // Black has no legal reply and Rb8 is mate. In FIDE chess Bc8 answers it.
    const char* text = "6k1/5ppp/K3b3/8/8/8/8/1R6 w - - 0 1";
    Position pos = test::at("checkless", text);
    REQUIRE(test::has_move(pos, "b1b8"));
    play(pos, "b1b8");
    CHECK(legal_moves(pos).empty());
    CHECK(game_status(pos).termination == Termination::Checkmate);
    Position chess = test::at("chess", text);
    play(chess, "b1b8");
    CHECK(test::sorted_moves(chess) == std::vector<std::string>{"e6c8"});
}

TEST_CASE("checkless: an en-passant capture that would check without mating is no capture", "[checkless]") {
    // After c2c4, bxc3 e.p. would check the d2 king, which can step away: illegal, so the
    // en-passant target plays no part (the position hashes as without it) and Black has no such
    // move. In FIDE chess the capture is legal and the target counts.
    const char* text = "4k3/8/8/8/1p6/8/2PK4/8 w - - 0 1";
    const char* without_target = "4k3/8/8/8/1pP5/8/3K4/8 b - - 0 1";
    Position pos = test::at("checkless", text);
    play(pos, "c2c4");
    CHECK_FALSE(test::has_move(pos, "b4c3"));
    CHECK(pos.hash() == test::at("checkless", without_target).hash());
    Position chess = test::at("chess", text);
    play(chess, "c2c4");
    CHECK(test::has_move(chess, "b4c3"));
    CHECK(chess.hash() != test::at("chess", without_target).hash());
}
