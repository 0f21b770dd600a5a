// Placement chess (variants/placement): the set-up phase as data — Variant::must_drop,
// royal_drops and drop_region, PieceType::drop_on_both_colours and the castling rule
// rights_from_drops. Positions derived by hand from Fairy-Stockfish's rules (`placement`); its
// fairy.json counts run in fairy_perft_test.cpp, its random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Position at(const char* text) { return test::at("placement", text); }

} // namespace

TEST_CASE("placement: while its hand holds a piece, a side must drop it on its first rank", "[placement][drop]") {
    Position start = Position::start(find_variant("placement"));
    const std::vector<std::string> moves = test::sorted_moves(start);
    REQUIRE(moves.size() == 40); // five kinds in hand, eight squares of rank 1
    CHECK(moves.front() == "B@a1");
    CHECK(moves.back() == "R@h1");
    // Black drops on rank 8 only.
    Position black = at("8/pppppppp/8/8/8/8/PPPPPPPP/Q7[KRRBBNNkqrrbbnn] b - - 0 1");
    for (const std::string& m : test::sorted_moves(black)) CHECK(m.back() == '8');
    CHECK(test::has_move(black, "Q@d8"));
    CHECK_FALSE(test::has_move(black, "Q@d7"));
    CHECK_FALSE(test::has_move(black, "e7e6")); // a pawn move waits until the hand is empty
    // An empty hand: FIDE chess.
    Position empty_hand = at("k7/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[qrrbbnn] w - - 0 1");
    CHECK(test::sorted_moves(empty_hand).size() == 20);
    // A piece in hand with no square to go to does not stop the side from moving.
    Position full_rank = at("k7/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w - - 0 1");
    CHECK(test::sorted_moves(full_rank).size() == 20);
}

TEST_CASE("placement: a side's two bishops end on squares of both colours", "[placement][drop]") {
    // The b1 bishop stands on a light square and a1 (dark) and h1 (light) are left: the second
    // bishop must take a1, and the king may not.
    Position pos = at("8/pppppppp/8/8/8/8/PPPPPPPP/1BRRNNQ1[KBkqrrbbnn] w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"B@a1", "K@h1"});
    // With one bishop placed, the other goes to the other colour only.
    Position one = at("8/pppppppp/8/8/8/8/PPPPPPPP/1B6[KQRRBNNkqrrbbnn] w - - 0 1");
    CHECK(test::has_move(one, "B@a1"));
    CHECK(test::has_move(one, "B@g1"));
    CHECK_FALSE(test::has_move(one, "B@d1"));
    CHECK_FALSE(test::has_move(one, "B@h1"));
}

TEST_CASE("placement: dropped kings and rooks gain castling rights", "[placement][castling]") {
    // fsf-perftsh-L135's position: the king dropped on e1 gains both rights at once; Black's
    // rook dropped on h8 next to its king gains its own.
    Position pos = at("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1");
    const std::uint64_t before = pos.hash();
    play(pos, "K@e1");
    play(pos, "R@h8");
    CHECK(pos.text() == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 2");
    CHECK(pos.hash() == Position::from_text(pos.variant_ptr(), pos.text()).hash());
    CHECK(test::has_move(pos, "e1g1"));
    pos.pop();
    pos.pop();
    CHECK(pos.hash() == before);
    CHECK(pos.text() == "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1");
    // A king dropped off its castling square gains nothing.
    Position off = at("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1");
    play(off, "K@d1");
    play(off, "R@h8");
    CHECK(off.text() == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R[] w kq - 0 2");
}

TEST_CASE("placement: a king still in hand is neither lost nor in check", "[placement][status]") {
    Position pos = at("4k3/4r3/8/8/8/8/8/8[KN] w - - 0 1");
    CHECK_FALSE(in_check(pos));
    CHECK(game_status(pos).result == Result::Ongoing);
    // The king may not be dropped into the rook's file.
    CHECK_FALSE(test::has_move(pos, "K@e1"));
    CHECK(test::has_move(pos, "K@d1"));
    // The count of royal pieces includes the hand: none, or two, is refused.
    CHECK_THROWS_AS(at("4k3/8/8/8/8/8/8/K7[K] w - - 0 1"), ParseError);
    CHECK_THROWS_AS(at("4k3/8/8/8/8/8/8/8[N] w - - 0 1"), ParseError);
    // In a variant without royal drops, a king in hand is still an error.
    CHECK_THROWS_AS(test::at("crazyhouse", "4k3/8/8/8/8/8/8/8[K] w - - 0 1"), ParseError);
}

TEST_CASE("placement: variant files refuse set-up rules without drops", "[placement][variant-file]") {
    const std::string base = R"({"name": "x", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true}],
        "start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", )";
    CHECK_THROWS_WITH(parse_variant(base + R"("must_drop": true})", "x.json"),
                      Catch::Contains("/must_drop") && Catch::Contains("no drops"));
    CHECK_THROWS_WITH(parse_variant(base + R"("royal_drops": true})", "x.json"), Catch::Contains("/royal_drops"));
    CHECK_THROWS_WITH(parse_variant(base + R"("drop_region": {"white": ["*1"], "black": ["*8"]}})", "x.json"),
                      Catch::Contains("/drop_region"));
}
