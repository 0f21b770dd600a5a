// The grid chess family (grid, displacedgrid, slippedgrid, gridolina), pure data variants built
// on one core rule: the board is cut into cells (Variant::grid) and every move, capture and check
// must cross a cell's border. Positions derived by hand from cutechess's grid rules (the source
// of fairy.json's counts, which run in fairy_perft_test.cpp).
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {
} // namespace

TEST_CASE("grid: a move must leave its 2x2 cell", "[grid]") {
    // The pawn on e3 shares its cell (e3 f3 e4 f4) with e4; the king on e1 shares e2, f1 and f2.
    Position pawn = test::at("grid", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
    CHECK(test::sorted_moves(pawn) == std::vector<std::string>{"e1d1", "e1d2"});
    // The rook on h1 may not stop on g1 or h2, but passes through g1 to f1; castling crosses.
    Position rook = test::at("grid", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(test::sorted_moves(rook) == std::vector<std::string>{"e1d1", "e1d2", "e1g1", "h1f1", "h1h3", "h1h4",
                                                                "h1h5", "h1h6", "h1h7", "h1h8"});
}

TEST_CASE("grid: a piece in the king's cell gives no check and cannot be taken by it", "[grid]") {
    // The queen on f2 stands on the king's diagonal inside its cell: no check. It still sees d2
    // through e2, so d1 is the king's only move.
    Position pos = test::at("grid", "4k3/8/8/8/8/8/5q2/4K3 w - - 0 1");
    CHECK_FALSE(in_check(pos));
    CHECK_FALSE(pos.attacked(make_square(4, 0), Color::Black));
    CHECK(pos.attacked(make_square(3, 1), Color::Black));
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"e1d1"});
    CHECK(game_status(pos).result == Result::Ongoing);
}

TEST_CASE("grid: a king in a corner cell cannot move, so king and knight can mate", "[grid]") {
    Position mate = test::at("grid", "k7/8/1N6/8/8/8/8/K7 b - - 0 1");
    CHECK(legal_moves(mate).empty());
    CHECK(game_status(mate).result == Result::WhiteWins);
    CHECK(game_status(mate).termination == Termination::Checkmate);
    Position stalemate = test::at("grid", "k7/8/1K6/8/8/8/8/8 b - - 0 1");
    CHECK(game_status(stalemate).result == Result::Draw);
    CHECK(game_status(stalemate).termination == Termination::Stalemate);
    // Only two bare kings are a dead draw.
    Position knight = test::at("grid", "k7/8/8/8/8/8/8/6NK w - - 0 1");
    CHECK(game_status(knight).result == Result::Ongoing);
    Position bare = test::at("grid", "8/8/2k5/8/8/5K2/8/8 w - - 0 1");
    CHECK(game_status(bare).termination == Termination::InsufficientMaterial);
}

TEST_CASE("grid: displaced and slipped grids start their cells one square in", "[grid]") {
    // displacedgrid: files a | b c | d e | f g | h and ranks 1 | 2 3 | 4 5 | 6 7 | 8, so a pawn's
    // single step stays in its cell and only the double step is left.
    Position displaced = Position::start(find_variant("displacedgrid"));
    CHECK(test::sorted_moves(displaced) ==
          std::vector<std::string>{"a2a4", "b1a3", "b1c3", "b2b4", "c2c4", "d2d4", "e2e4", "f2f4", "g1f3", "g1h3",
                                   "g2g4", "h2h4"});
    // slippedgrid: the files as displacedgrid's, the ranks as grid's (1 2 | 3 4 | ...).
    Position slipped = test::at("slippedgrid", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    CHECK(test::sorted_moves(slipped) == std::vector<std::string>{"a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8",
                                                                  "a1b1", "a1c1", "a1d1", "e1c1", "e1f1", "e1f2"});
    // gridolina: Berolina pawns on grid's cells; the diagonal steps cross the rank line.
    Position berolina = test::at("gridolina", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    CHECK(test::sorted_moves(berolina) == std::vector<std::string>{"e1d1", "e1d2", "e2c4", "e2d3", "e2f3", "e2g4"});
}

TEST_CASE("grid: the attack test agrees with the generator's captures", "[grid]") {
    for (const char* name : {"grid", "displacedgrid", "slippedgrid", "gridolina"}) {
        INFO(name);
        const test::AttackChecks seen =
            test::random_attack_checks(find_variant(name), 6, 80, 0x6121'0000 + std::string(name).size());
        CHECK(seen.mismatches == std::vector<std::string>{});
        CHECK(seen.positions > 200);
    }
}

TEST_CASE("grid: wider cells keep the legality fast paths exact", "[grid]") {
    // Cells of four files by one rank: a rook on d1 does not attack a king on a1 of its own cell,
    // so the knight between them is not pinned; a rook on e1, across the border, pins it.
    // The shipped grid chess file with other cells.
    nlohmann::json file = nlohmann::json::parse(std::ifstream(VARIA_VARIANTS_DIR "/grid/grid.json"));
    file["name"] = "wide-grid";
    file.erase("aliases");
    file["grid"] = {{"width", 4}, {"height", 1}};
    const VariantPtr wide = parse_variant(file.dump(), "wide-grid");
    Position unpinned = Position::from_text(wide, "7k/8/8/8/8/8/8/KN1r4 w - - 0 1");
    CHECK(test::sorted_moves(unpinned) == std::vector<std::string>{"a1a2", "a1b2", "b1a3", "b1c3", "b1d2"});
    Position pinned = Position::from_text(wide, "7k/8/8/8/8/8/8/KN2r3 w - - 0 1");
    CHECK(test::sorted_moves(pinned) == std::vector<std::string>{"a1a2", "a1b2"});
    for (const char* text : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                             "7k/8/8/8/8/8/8/KN1r4 w - - 0 1", "7k/8/2q5/8/8/1P6/8/K1N1r3 w - - 0 1"}) {
        INFO(text);
        Position pos = Position::from_text(wide, text);
        CHECK(test::legal_leaves(pos, 3, true) == test::legal_leaves(pos, 3, false));
    }
}
