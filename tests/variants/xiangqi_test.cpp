// Xiangqi and manchu, pure data variants built on three core primitives: lame oblique leaps
// (XBetza nN, Hop::Bent), zone moves (PieceType::zone_atoms: the soldier across the river) and
// the flying general (Variant::flying_general). Every position's legal moves were checked with
// Fairy-Stockfish (ffish 0.7.10); fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("xiangqi: the horse is blocked beside it, the elephant at its eye and by the river", "[xiangqi]") {
    // The horse on e1: its forward leaps pass e2 (a soldier) and its right ones f1 (the general);
    // only c2, over the empty d1, is left.
    Position horse = test::at("xiangqi", "3k5/9/9/9/9/9/9/9/4P4/4NK3 w - - 0 1");
    CHECK(test::sorted_moves(horse) == std::vector<std::string>{"e1c2", "e2e3", "f1f2"});
    // The elephant on c5 stands on the river bank: a7 and e7 are across it, a3 is behind its
    // blocked eye (b4), e3 is open.
    Position elephant = test::at("xiangqi", "3k5/9/9/9/9/2B6/1P7/9/9/5K3 w - - 0 1");
    CHECK(test::sorted_moves(elephant) == std::vector<std::string>{"b4b5", "c5e3", "f1e1", "f1f2"});
}

TEST_CASE("xiangqi: a soldier steps sideways only once it has crossed the river", "[xiangqi]") {
    Position before = test::at("xiangqi", "3k5/9/9/9/9/9/9/9/4P4/4NK3 w - - 0 1");
    CHECK(test::sorted_moves(before) == std::vector<std::string>{"e1c2", "e2e3", "f1f2"});
    Position across = test::at("xiangqi", "3k5/9/9/9/4P4/9/9/9/9/5K3 w - - 0 1");
    CHECK(test::sorted_moves(across) == std::vector<std::string>{"e6d6", "e6e7", "e6f6", "f1e1", "f1f2"});
}

TEST_CASE("xiangqi: the generals may never face each other on an open file", "[xiangqi]") {
    // The horse between them may not leave the file; the general may step aside or up.
    Position screen = test::at("xiangqi", "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
    CHECK(test::sorted_moves(screen) == std::vector<std::string>{"e1d1", "e1e2", "e1f1"});
    CHECK_FALSE(royals_face(screen));
    // Black's general may not step onto the e-file, which White's general sees along.
    Position file = test::at("xiangqi", "3k5/4a4/9/9/9/9/9/9/9/4KR3 b - - 0 1");
    CHECK(test::sorted_moves(file) == std::vector<std::string>{"d10d9", "d10e10", "e9d8", "e9f10", "e9f8"});
    // The horse's own moves would open the file: the predicate sees the generals face.
    MoveList horse_moves;
    generate_piece_moves(screen, make_square(4, 4), horse_moves);
    REQUIRE(horse_moves.size() == 8);
    screen.push(horse_moves[0]);
    CHECK(royals_face(screen));
    CHECK_FALSE(legal_after(screen, Color::White));
    screen.pop();
    // A position whose generals face each other is refused: the side not to move stands in check.
    CHECK_THROWS_AS(test::at("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), ParseError);
}

TEST_CASE("xiangqi: a stalemated side loses", "[xiangqi]") {
    Position pos = test::at("xiangqi", "3k5/R8/4R4/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK(legal_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::Stalemate);
}

TEST_CASE("xiangqi and manchu: the attack test agrees with the generator's captures", "[xiangqi]") {
    for (const char* name : {"xiangqi", "manchu"}) {
        const test::AttackChecks seen =
            test::random_attack_checks(find_variant(name), 6, 60, 0x71A9'0000 + std::string(name).size());
        CHECK(seen.mismatches == std::vector<std::string>{});
        CHECK(seen.positions > 200);
    }
}


TEST_CASE("lame knights without a flying general: the legality fast path agrees with play-and-take-back",
          "[xiangqi]") {
    // FIDE chess whose knights are xiangqi horses: default legality, so the fast path that watches
    // the squares the attack test reads (a horse's blocking square among them) is used.
    const VariantPtr mao = parse_variant(R"({
        "name": "mao-chess", "board": {"width": 8, "height": 8},
        "pieces": [
            {"letter": "P", "name": "pawn", "betza": "fmWfceFifmnD", "pawn": true,
             "promotion": {"ranks": [8], "choices": ["Q", "R", "B", "N"]}},
            {"letter": "N", "name": "mao", "betza": "nN"},
            {"letter": "B", "name": "bishop", "betza": "B"},
            {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
            {"letter": "Q", "name": "queen", "betza": "Q"},
            {"letter": "K", "name": "king", "betza": "KO2", "royal": true}],
        "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"})", "mao-chess");
    CHECK_FALSE(mao->line_attacks_only());
    for (const char* text : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                             "4k3/8/3n4/8/4K3/8/8/8 w - - 0 1"}) {
        INFO(text);
        Position pos = Position::from_text(mao, text);
        CHECK(test::legal_leaves(pos, 3, true) == test::legal_leaves(pos, 3, false));
    }
    // The horse on d6 checks e4 only while d5 is empty: with a piece there it does not.
    Position open = Position::from_text(mao, "4k3/8/3n4/8/4K3/8/8/8 w - - 0 1");
    CHECK(in_check(open));
    Position blocked = Position::from_text(mao, "4k3/8/3n4/3P4/4K3/8/8/8 w - - 0 1");
    CHECK_FALSE(in_check(blocked));
}
