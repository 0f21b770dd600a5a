// Asylum Chess (asylum-chess.md): the worked examples AC-01..AC-20 with and without Friendly Fire,
// the public perft cases, castling, en passant after triple steps, game status, options and errors.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr asylum(bool friendly_fire = false) {
    const VariantPtr v = find_variant("asylum-chess");
    return friendly_fire ? with_options(v, {{"friendly_fire", "true"}}) : v;
}

/// The complete sorted list of legal moves of `fen` must be exactly `expected`.
void check_moves(const std::string& fen, const std::string& expected, bool friendly_fire = false) {
    Position pos = Position::from_text(asylum(friendly_fire), fen);
    INFO(fen << (friendly_fire ? " (Friendly Fire)" : ""));
    CHECK(test::sorted_moves(pos) == words(expected));
}

std::vector<std::string> moves_of(const std::string& fen, bool friendly_fire = false) {
    Position pos = Position::from_text(asylum(friendly_fire), fen);
    return test::sorted_moves(pos);
}

const std::string start = "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1";

} // namespace

TEST_CASE("asylum-chess AC-01: start position, 42 moves, 58 with Friendly Fire", "[asylum-chess]") {
    CHECK(Position::start(asylum()).text() == start);
    std::vector<std::string> pieces; // everything but the 30 pawn moves
    const auto off = moves_of(start);
    for (const auto& m : off)
        if (m[1] != '2') pieces.push_back(m);
    CHECK(off.size() == 42);
    CHECK(pieces == words("b1a3 b1b3 b1c3 b1d3 d1c4 d1e4 g1f4 g1h4 i1g3 i1h3 i1i3 i1j3"));
    const auto on = moves_of(start, true);
    CHECK(on.size() == 58);
    std::vector<std::string> extra;
    for (const auto& m : on)
        if (std::find(off.begin(), off.end(), m) == off.end()) extra.push_back(m);
    CHECK(extra == words("a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1a9 a1c1 j1h1 j1j3 j1j4 j1j5 j1j6 j1j7 j1j8 j1j9"));
}

TEST_CASE("asylum-chess AC-02: Insane Ninja Knight (double capture, jump capture, own jumps)", "[asylum-chess]") {
    const std::string fen = "9k/10/10/2p1bpr3/4pP4/4Nb4/3rP5/2P7/10/K9 w - - 0 1";
    const std::string expected = "a1a2 a1b1 a1b2 c3c4 c3d4 e4f5 e5c4 e5c5 e5c6 e5c7 e5d3 e5d4 e5d5 e5d6 e5d7 "
                                 "e5e3 e5e6 e5e7 e5f3 e5f4 e5f5 e5f7 e5g3 e5g4 e5g5 e5g6 e5g7 f6e7 f6g7";
    check_moves(fen, expected);
    check_moves(fen, expected, true);
    // e5e7 takes e6 and e7: two pieces leave the board.
    Position pos = Position::from_text(asylum(), fen);
    play(pos, "e5e7");
    CHECK(pos.text() == "9k/10/10/2p1Npr3/5P4/5b4/3rP5/2P7/10/K9 b - - 0 1");
}

TEST_CASE("asylum-chess AC-03: Mad Leaping Bishop", "[asylum-chess]") {
    check_moves("9k/10/3r1p4/2n3p3/4p5/4L5/1b8/10/5p4/K9 w - - 0 1",
                "a1a2 a1b1 a1b2 e5b2 e5b4 e5b6 e5c3 e5c7 e5d2 e5d4 e5d6 e5d8 e5f2 e5f4 e5f6 e5f8 e5g3 e5g7 "
                "e5h2 e5h4 e5h6 e5i1");
}

TEST_CASE("asylum-chess AC-04: Super Loony Rook, Friendly Fire off", "[asylum-chess]") {
    check_moves("9k/10/3n6/10/3p6/10/1r1Rp2P2/3P6/10/K9 w - - 0 1",
                "a1a2 d3e4 d4a4 d4b4 d4c4 d4d5 d4d6 d4d7 d4d8 d4e4 d4f4 d4g4 h4h5");
}

TEST_CASE("asylum-chess AC-05: Super Loony Rook, Friendly Fire on", "[asylum-chess]") {
    check_moves("9k/10/3n6/10/3p6/10/1r1Rp2P2/3P6/10/K9 w - - 0 1",
                "a1a2 d3e4 d4a4 d4b4 d4c4 d4d1 d4d2 d4d5 d4d6 d4d7 d4d8 d4e4 d4f4 d4g4 d4h4 h4h5", true);
}

TEST_CASE("asylum-chess AC-06: check fired through a pawn", "[asylum-chess]") {
    const std::string fen = "10/10/10/1p8/10/1p5b2/10/1R2p1k3/10/9K b - - 0 1";
    const std::string expected = "g3f2 g3f4 g3g2 g3g4 g3h2 g3h4 h5f3";
    check_moves(fen, expected);
    check_moves(fen, expected, true);
    Position pos = Position::from_text(asylum(), fen);
    CHECK(in_check(pos));
}

TEST_CASE("asylum-chess AC-07: after h5f3, captures of one and two pieces", "[asylum-chess]") {
    const std::string fen = "10/10/10/1p8/10/1p8/10/1R2pbk3/10/9K w - - 1 2";
    check_moves(fen, "b3a3 b3b1 b3b2 b3b4 b3b5 b3b6 b3b7 b3c3 b3d3 b3e3 b3f3 j1i1 j1i2 j1j2");
    Position pos = Position::from_text(asylum(), fen);
    play(pos, "b3e3");
    CHECK(test::sorted_moves(pos) == words("g3f2 g3f4 g3g2 g3g4 g3h2 g3h4"));
}

TEST_CASE("asylum-chess AC-08: a screen made by capturing is still a screen", "[asylum-chess]") {
    check_moves("10/10/10/4b5/10/R1P1k5/10/10/10/K9 b - - 0 1",
                "e5d4 e5d5 e5e4 e5e6 e5f4 e5f5 e5f6 e7b10 e7c9 e7d6 e7d8 e7f6 e7f8 e7g5 e7g9 e7h10 e7h4 "
                "e7i3 e7j2");
}

TEST_CASE("asylum-chess AC-09: Friendly Fire, check through the rook's own pawn", "[asylum-chess]") {
    const std::string fen = "10/10/10/4b5/10/R1P1k5/10/10/10/K9 b - - 0 1";
    check_moves(fen, "e5d4 e5e4 e5e6 e5f4 e5f6", true);
    Position pos = Position::from_text(asylum(true), fen);
    CHECK(in_check(pos));
}

TEST_CASE("asylum-chess AC-10: own king as a screen, Friendly Fire off", "[asylum-chess]") {
    check_moves("10/10/10/10/10/RBq1K1k3/10/10/10/10 w - - 0 1", "e5e4 e5e6");
}

TEST_CASE("asylum-chess AC-11: Friendly Fire never fires through the own king (R11)", "[asylum-chess]") {
    const std::string fen = "10/10/10/10/10/RBq1K1k3/10/10/10/10 w - - 0 1";
    check_moves(fen, "a5c5 e5e4 e5e6", true);
    Position pos = Position::from_text(asylum(true), fen);
    play(pos, "a5c5");
    CHECK_FALSE(in_check(pos));
}

TEST_CASE("asylum-chess AC-12: castling, White; e1 attacked through a pawn", "[asylum-chess]") {
    const std::string fen = "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R4K3R w KQ - 0 1";
    const std::string off = "a1b1 a1c1 a1d1 a1e1 e2e3 e2e4 e2e5 f1f2 f1g1 f1g2 f1i1 j1g1 j1h1 j1i1";
    check_moves(fen, off);
    check_moves(fen, "a1a3 a1b1 a1c1 a1d1 a1e1 e2e3 e2e4 e2e5 f1f2 f1g1 f1g2 f1i1 j1g1 j1h1 j1i1 j1j3", true);
    Position pos = Position::from_text(asylum(), fen);
    play(pos, "f1i1");
    CHECK(pos.text() == "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R6RK1 b - - 1 1");
}

TEST_CASE("asylum-chess AC-13: castling, Black, b10 may be attacked", "[asylum-chess]") {
    const std::string fen = "r4k3r/p8p/P8P/10/10/10/10/10/10/1R3K4 b kq - 0 1";
    check_moves(fen, "a10b10 a10c10 a10d10 a10e10 f10c10 f10e10 f10e9 f10f9 f10g10 f10g9 f10i10 j10g10 j10h10 "
                     "j10i10");
    CHECK(moves_of(fen, true).size() == 16);
    Position pos = Position::from_text(asylum(), fen);
    play(pos, "f10c10");
    CHECK(pos.text() == "2kr5r/p8p/P8P/10/10/10/10/10/10/1R3K4 w - - 1 2");
}

TEST_CASE("asylum-chess AC-14: triple step, en passant on both skipped squares", "[asylum-chess]") {
    check_moves("9k/10/10/10/10/Pp8/1p8/10/10/9K b - a3,a4 0 1", "b4a3 b4b3 b5a4 j10i10 j10i9 j10j9");
    check_moves("9k/10/10/10/10/Pp8/1p8/10/10/9K b - - 0 1", "b4b3 j10i10 j10i9 j10j9");
    // The triple step writes both targets; either capture removes the pawn on a5.
    Position pos = Position::from_text(asylum(), "9k/10/10/10/10/1p8/1p8/10/P9/9K w - - 0 1");
    play(pos, "a2a5");
    CHECK(pos.text() == "9k/10/10/10/10/Pp8/1p8/10/10/9K b - a3,a4 0 1");
    play(pos, "b4a3");
    CHECK(pos.text() == "9k/10/10/10/10/1p8/10/p9/10/9K w - - 0 2");
}

TEST_CASE("asylum-chess AC-15: pawn steps of one, two and three squares", "[asylum-chess]") {
    check_moves("9k/10/10/10/10/10/2p7/6P3/2P1P5/K9 w - - 0 1", "a1a2 a1b1 a1b2 c2c3 e2e3 e2e4 e2e5 g3g4");
}

TEST_CASE("asylum-chess AC-16: promotion to Q R N B L", "[asylum-chess]") {
    check_moves("2b1r4k/3P6/10/10/10/10/10/10/10/K9 w - - 0 1",
                "a1a2 a1b1 a1b2 d9c10b d9c10l d9c10n d9c10q d9c10r d9d10b d9d10l d9d10n d9d10q d9d10r d9e10b "
                "d9e10l d9e10n d9e10q d9e10r");
}

TEST_CASE("asylum-chess AC-17: the Ninja Knight mates alone; K+N v K is not dead", "[asylum-chess]") {
    Position pos = Position::from_text(asylum(), "k9/10/1N8/10/10/10/10/10/10/9K b - - 0 1");
    CHECK(test::sorted_moves(pos).empty());
    const GameStatus status = game_status(pos);
    CHECK(status.termination == Termination::Checkmate);
    CHECK(result_text(status.result) == "1-0");
    Position open = Position::from_text(asylum(), "k9/10/10/10/4N5/10/10/10/10/9K b - - 0 1");
    CHECK(game_status(open).termination == Termination::None);
}

TEST_CASE("asylum-chess AC-18: stalemate by fire-through", "[asylum-chess]") {
    Position pos = Position::from_text(asylum(), "k9/4p4R/4P5/4B5/10/10/10/10/10/9K b - - 0 1");
    CHECK(test::sorted_moves(pos).empty());
    CHECK_FALSE(in_check(pos));
    CHECK(game_status(pos).termination == Termination::Stalemate);
}

TEST_CASE("asylum-chess AC-19: castling with Friendly Fire off", "[asylum-chess]") {
    check_moves("k9/7r2/10/10/10/10/10/7p1p/9P/5K3R w K - 0 1", "f1e1 f1e2 f1f2 f1g1 f1i1 j1g1 j1h1 j1i1");
}

TEST_CASE("asylum-chess AC-20: Friendly Fire forbids castling through a fired line", "[asylum-chess]") {
    check_moves("k9/7r2/10/10/10/10/10/7p1p/9P/5K3R w K - 0 1", "f1e1 f1e2 f1f2 f1g1 j1g1 j1h1 j1i1 j1j3", true);
}

TEST_CASE("asylum-chess: every public perft case with its options (tests/data/cases)", "[asylum-chess][perft]") {
    int checked = 0;
    for (const auto& e : test::data_file("cases/asylum-chess.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > VARIA_PERFT_NODE_CAP) continue; // AC-01-d4 (3,976,038) runs in bench/
        const bool ff = e.at("options").value("friendly_fire", false);
        Position pos = Position::from_text(asylum(ff), e.at("fen").get<std::string>());
        INFO(e.at("id").get<std::string>());
        CHECK(perft(pos, e.at("depth").get<int>()) == nodes);
        ++checked;
    }
    CHECK(checked >= 55);
}

TEST_CASE("asylum-chess: dead positions are bishops on one colour only (section 8)", "[asylum-chess][status]") {
    const auto status = [](const std::string& fen) {
        Position pos = Position::from_text(asylum(), fen);
        return game_status(pos).termination;
    };
    CHECK(status("k9/10/10/10/10/10/10/10/10/9K w - - 0 1") == Termination::InsufficientMaterial);
    // Bishop and Mad Leaping Bishops, both sides, all on dark squares (a1 is dark).
    CHECK(status("k9/10/10/10/4b5/10/2L7/10/B9/9K w - - 0 1") == Termination::InsufficientMaterial);
    // One of them on a light square: not dead.
    CHECK(status("k9/10/10/10/4b5/10/2L7/10/1B8/9K w - - 0 1") == Termination::None);
    // A Ninja Knight or a rook: not dead.
    CHECK(status("k9/10/10/10/10/10/10/10/N9/9K w - - 0 1") == Termination::None);
}

TEST_CASE("asylum-chess: options and malformed positions", "[asylum-chess][errors]") {
    CHECK_THROWS_AS(with_options(asylum(), {{"friendly_fire", "yes"}}), OptionError);
    CHECK_THROWS_AS(with_options(asylum(), {{"friendly_fir", "true"}}), OptionError);
    const std::vector<std::string> bad = {
        "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBN w KQkq - 0 1",   // 9 cells
        "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq a3,a4,a5,a6,a7 0 1",
        "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq k3 0 1",
        "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNX w KQkq - 0 1",
    };
    const VariantPtr v = asylum();
    for (const auto& text : bad) {
        INFO(text);
        CHECK_THROWS_AS(Position::from_text(v, text), ParseError);
    }
}
