// Sittuyin (variants/sittuyin): the set-up phase as data (must_drop, drop_region and a rook's
// own PieceType::drop_region) and the module's promotion turns and stalemate. Positions derived
// by hand from Fairy-Stockfish's rules (`sittuyin`); its fairy.json counts run in
// fairy_perft_test.cpp, its random games in the differential test.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Position at(const char* text) { return test::at("sittuyin", text); }

} // namespace

TEST_CASE("sittuyin: the pieces are dropped on the side's own three ranks, the rooks on its first", "[sittuyin][drop]") {
    Position start = Position::start(find_variant("sittuyin"));
    // 20 empty squares on ranks 1-3 for the king, general, elephants and knights, 8 for the rooks.
    const std::vector<std::string> moves = test::sorted_moves(start);
    CHECK(moves.size() == 4 * 20 + 8);
    CHECK(test::has_move(start, "R@a1"));
    CHECK(test::has_move(start, "N@e3"));
    CHECK_FALSE(test::has_move(start, "R@a2"));
    CHECK_FALSE(test::has_move(start, "N@a3")); // a white pawn stands there
    CHECK_FALSE(test::has_move(start, "e4e5")); // the pawns wait for the hand to be empty
    play(start, "K@e1");
    CHECK(test::has_move(start, "R@h8"));
    CHECK(test::has_move(start, "S@a6"));
    CHECK_FALSE(test::has_move(start, "R@h7"));
    CHECK_FALSE(test::has_move(start, "S@a5"));
}

TEST_CASE("sittuyin: a side's last pawn promotes anywhere, in place or by a step, attacking no enemy piece", "[sittuyin][promotion]") {
    // cutechess-sittuyin-promotion1-d1: d6=F, d6c7f and d6c5f; d6e7f and d6e5f would attack the king.
    Position pos = at("8/8/S2P1k2/8/8/8/8/4K3[] w - - 0 9");
    const std::vector<std::string> moves = test::sorted_moves(pos);
    CHECK(moves == std::vector<std::string>{"a6a7", "a6b5", "a6b7", "d6=F", "d6c5f", "d6c7f", "d6d7",
                                            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
    // cutechess-sittuyin-promotion2-d1: with a rook on a6 a step off d6 would uncover check.
    Position rook = at("8/8/R2P1k2/8/8/8/8/4K3[] w - - 0 9");
    CHECK(test::has_move(rook, "d6=F"));
    CHECK_FALSE(test::has_move(rook, "d6c7f"));
    CHECK_FALSE(test::has_move(rook, "d6c5f"));
    CHECK(test::sorted_moves(rook).size() == 16);
    // Black writes its general in lower case.
    Position black = at("4k3/8/8/8/8/3p4/8/K7[] b - - 0 1");
    CHECK(test::has_move(black, "d3=f"));
    CHECK(test::has_move(black, "d3e2f"));
}

TEST_CASE("sittuyin: with several pawns only those on the long diagonals promote, and none beside a general", "[sittuyin][promotion]") {
    Position pos = at("7k/8/8/3P4/8/P7/8/4K3[] w - - 0 1");
    for (const char* move : {"d5=F", "d5c6f", "d5e6f", "d5c4f", "d5e4f"}) CHECK(test::has_move(pos, move));
    CHECK_FALSE(test::has_move(pos, "a3=F"));
    CHECK_FALSE(test::has_move(pos, "a3b4f"));
    Position with_general = at("7k/8/8/3P4/8/P7/8/F3K3[] w - - 0 1");
    CHECK_FALSE(test::has_move(with_general, "d5=F"));
    CHECK_FALSE(test::has_move(with_general, "d5c6f"));
}

TEST_CASE("sittuyin: a promotion restarts the halfmove clock and reads back from its text", "[sittuyin][promotion]") {
    Position pos = at("8/8/S2P1k2/8/8/8/8/4K3[] w - - 7 9");
    const std::uint64_t before = pos.hash();
    play(pos, "d6=F");
    // Black's bare king now counts against the elephant (44 moves; ffish: "88 0").
    CHECK(pos.text() == "8/8/S2F1k2/8/8/8/8/4K3[] b - - 0 9 counting_limit:88");
    CHECK(Position::from_text(find_variant("sittuyin"), pos.text()).hash() == pos.hash());
    pos.pop();
    CHECK(pos.hash() == before);
    play(pos, "d6c7f");
    CHECK(pos.text() == "8/2F5/S4k2/8/8/8/8/4K3[] b - - 0 9 counting_limit:88");
}

TEST_CASE("sittuyin: a king and pawn whose only moves are promotions are stalemated", "[sittuyin][status]") {
    // The king on a1 has no square (the knight takes a2 and b1, the king b2); the pawn is blocked.
    Position pos = at("8/1p6/1P6/8/8/2n5/2k5/K7[] w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"b6=F", "b6a5f", "b6a7f", "b6c5f", "b6c7f"});
    GameStatus status = game_status(pos);
    CHECK(status.result == Result::Draw);
    CHECK(status.termination == Termination::Stalemate);
    // With a king move left, the game goes on.
    Position free = at("8/1p6/1P6/8/8/8/2k5/K7[] w - - 0 1");
    CHECK(game_status(free).result == Result::Ongoing);
    // With a second piece, too.
    Position two = at("8/1p6/1P6/8/8/2n5/2k5/K6S[] w - - 0 1");
    CHECK(game_status(two).result == Result::Ongoing);
}
