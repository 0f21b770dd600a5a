// Grand chess and opulent chess: promotion optional on ranks 8 and 9, compulsory on rank 10 (the
// immobility rule), and only to a piece type the side has lost (PieceType::promotion_limit).
// Wolf chess: initial squares that are not whole ranks (PieceType::initial_squares) and a pawn
// that may also promote to its promoted form. The move lists were checked with Fairy-Stockfish
// (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "varia/variant_file.hpp"

using namespace varia;

namespace {

/// The legal moves of `text` in grand chess that start on `from`.
std::vector<std::string> grand_moves_from(const char* text, const std::string& from) {
    Position pos = Position::from_text(find_variant("grand"), text);
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.rfind(from, 0) == 0) out.push_back(m);
    return out;
}

} // namespace

TEST_CASE("grand: a pawn promotes only to a piece its side has lost, by choice before the last rank", "[grand]") {
    // White still has its queen and both rooks: no promotion to them.
    CHECK(grand_moves_from("4k5/6P3/10/10/10/10/10/10/4K5/QRR7 w - - 0 1", "g9") ==
          std::vector<std::string>{"g9g10a", "g9g10b", "g9g10c", "g9g10n"});
    CHECK(grand_moves_from("4k5/10/6P3/10/10/10/10/10/4K5/QRR7 w - - 0 1", "g8") ==
          std::vector<std::string>{"g8g9", "g8g9a", "g8g9b", "g8g9c", "g8g9n"});
    // With nothing lost, a pawn on rank 9 cannot move: rank 10 needs a promotion.
    CHECK(grand_moves_from("r8r/1nbqkcabP1/pppppppp2/10/10/10/10/PPPPPPPP2/1NBQKCABN1/R8R w - - 0 1", "i9").empty());
}

TEST_CASE("wolf: double steps from listed squares, and a pawn that may become an elephant", "[wolf]") {
    const auto moves = [](const char* text) {
        Position pos = Position::from_text(find_variant("wolf"), text);
        return test::sorted_moves(pos);
    };
    // Rank 2 and b3, c3, f3, g3 are the initial squares (PieceType::initial_squares); a3 is not.
    CHECK(moves("k7/8/8/8/8/8/8/P7/8/7K w - - 0 1") == std::vector<std::string>{"a3a4", "h1g1", "h1g2", "h1h2"});
    CHECK(moves("k7/8/8/8/8/8/8/1P6/8/7K w - - 0 1") ==
          std::vector<std::string>{"b3b4", "b3b5", "h1g1", "h1g2", "h1h2"});
    // The pawn's promotions include its promoted form (+P, the elephant), written `+`; the
    // sergeant's do not.
    const std::vector<std::string> all = moves("8/k5SP/8/8/8/8/8/8/8/7K w - - 0 1");
    CHECK(std::count(all.begin(), all.end(), "h9h10+") == 1);
    CHECK(std::count_if(all.begin(), all.end(), [](const std::string& m) { return m.back() == '+'; }) == 1);
    CHECK(all.size() == 24);
}

TEST_CASE("immobility: no promotion into a piece that could never move from its square", "[grand][immobility]") {
    // The pawn promotes on rank 5 to a Q that only steps forward (dead there) or to a rook.
    const VariantPtr v = parse_variant(R"({"name": "dead-choice", "board": {"width": 5, "height": 5},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "P", "name": "pawn", "betza": "fW", "promotion": {"ranks": [5], "choices": ["Q", "R"]}},
                   {"letter": "Q", "name": "stepper", "betza": "fW"},
                   {"letter": "R", "name": "rook", "betza": "R"}],
        "start": "4k/P4/5/5/K4 w - - 0 1", "immobility_illegal": true})",
                                       "dead-choice.json");
    Position pos = Position::start(v);
    const std::vector<std::string> moves = test::sorted_moves(pos);
    CHECK(std::count(moves.begin(), moves.end(), "a4a5r") == 1);
    CHECK(std::count(moves.begin(), moves.end(), "a4a5q") == 0);
    // And a position with the stepper on the last rank is refused.
    CHECK_THROWS_WITH(Position::from_text(v, "Q3k/5/5/5/K4 w - - 0 1"), Catch::Contains("where it could never move"));
}
