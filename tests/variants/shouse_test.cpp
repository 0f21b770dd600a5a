// S-house (variants/shouse): crazyhouse's hands and Seirawan's gating combined from the two
// modules' building blocks (CrazyhouseRules, Gating). Positions derived by hand from
// Fairy-Stockfish's rules and checked against ffish; the fairy.json count runs in
// fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"
#include "varia/fsf_fen.hpp"

using namespace varia;

namespace {

std::vector<std::string> gatings(Position& pos) {
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.find(',') != std::string::npos) out.push_back(m);
    return out;
}

} // namespace

TEST_CASE("shouse: a side keeps its gates with an empty hand, and gates what a capture brings", "[shouse][gating]") {
    Position pos = Position::start(find_variant("shouse"));
    for (const char* m : {"g1f3,H@g1", "b8c6", "b1c3,E@b1"}) play(pos, m);
    // White's hand is empty, its gates stay; Fairy-Stockfish writes them too.
    CHECK(pos.text() == "r1bqkbnr/pppppppp/2n5/8/8/2N2N2/PPPPPPPP/REBQKBHR[eh] b KQkq - 3 2 "
                        "gates:a1,a8,c1,c8,d1,d8,e1,e8,f1,f8,g8,h1,h8");
    for (const char* m : {"c6d4", "e2e3", "a7a6", "e3d4", "a6a5"}) play(pos, m);
    // The pawn took a knight: it is White's now, and can be gated where a gated piece moves off.
    CHECK(pos.text() == "r1bqkbnr/1ppppppp/8/p7/3P4/2N2N2/PPPP1PPP/REBQKBHR[Neh] w KQkq - 0 5 "
                        "gates:a1,a8,c1,c8,d1,d8,e1,e8,f1,f8,g8,h1,h8");
    CHECK(gatings(pos) == std::vector<std::string>{"d1e2,N@d1", "e1e2,N@e1", "f1a6,N@f1", "f1b5,N@f1", "f1c4,N@f1",
                                                   "f1d3,N@f1", "f1e2,N@f1"});
    CHECK(test::has_move(pos, "N@e2")); // or dropped
    CHECK(Position::from_text(pos.variant_ptr(), pos.text()).text() == pos.text());
}

TEST_CASE("shouse: Fairy-Stockfish's text writes the gates of a side without pieces in hand", "[shouse][fsf]") {
    Position pos = Position::start(find_variant("shouse"));
    for (const char* m : {"g1f3,H@g1", "e7e5", "b1c3,E@b1"}) play(pos, m);
    const std::string fsf = "rnbqkbnr/pppp1ppp/8/4p3/8/2N2N2/PPPPPPPP/REBQKBHR[eh] b KQCDFkqbcdfg - 1 2";
    CHECK(fsf_fen(pos) == fsf); // as ffish writes it
    CHECK(position_from_fsf_fen(pos.variant_ptr(), fsf).text() == pos.text());
}

TEST_CASE("shouse: a pawn in hand is neither dropped nor gated on its first rank", "[shouse][drop]") {
    Position pos = position_from_fsf_fen(find_variant("shouse"),
                                         "rnbqkbnr/pppp1ppp/8/8/8/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQBCDFkqbcdfg - 0 1");
    CHECK(gatings(pos).empty()); // the bishop and the king may leave their gates, but the pawn stays in hand
    CHECK(test::has_move(pos, "f1e2"));
    CHECK(test::has_move(pos, "P@e2"));
    CHECK_FALSE(test::has_move(pos, "P@g1"));
    CHECK_FALSE(test::has_move(pos, "P@e8"));
}

TEST_CASE("shouse: a captured piece changes sides, a promoted one goes back as a pawn", "[shouse][capture]") {
    Position pos = test::at("shouse", "7r/1P6/8/8/8/3k4/8/4K3[] w - - 0 1");
    play(pos, "b7b8h"); // the pawn becomes a hawk, marked as promoted
    CHECK(pos.text() == "1H5r/8/8/8/8/3k4/8/4K3[] b - - 0 1 promoted:b8");
    play(pos, "h8b8"); // taken, it goes to Black's hand as a pawn
    CHECK(pos.text() == "1r6/8/8/8/8/3k4/8/4K3[p] w - - 0 2");
    play(pos, "e1f1");
    for (const std::string& m : test::sorted_moves(pos))
        if (m.find('@') != std::string::npos) CHECK(m.back() != '8'); // not on Black's first rank
    play(pos, "P@e2"); // a drop restarts the halfmove clock
    CHECK(pos.text() == "1r6/8/8/8/8/3k4/4p3/5K2[] w - - 0 3");
    CHECK(in_check(pos));
}
