// Prisoner's Escape (prisoners-escape.md): the worked examples PE-01..PE-12 as complete sorted move
// lists, the public perft cases, game status, options, position text and its errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr prisoners_escape() { return find_variant("prisoners-escape"); }

/// The complete sorted list of legal moves of `fen` must be exactly `expected`.
void check_moves(const std::string& fen, const std::string& expected, const VariantPtr& v = prisoners_escape()) {
    Position pos = Position::from_text(v, fen);
    INFO(fen);
    CHECK(test::sorted_moves(pos) == words(expected));
}

const std::string start = "***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1";

} // namespace

TEST_CASE("prisoners-escape PE-01: start position, 28 moves of which 17 friendly leaps", "[prisoners-escape]") {
    check_moves(start, "a2a4 a2c4 a3a4 b2a4 b2b4 b2c4 b2d4 b3b4 c2a4 c2c4 c2e4 c3c4 d2b4 d2d4 d2f4 d3d4 "
                       "e2c4 e2e4 e2g4 e3e4 f2d4 f2e4 f2f4 f2g4 f3f4 g2e4 g2g4 g3g4");
    CHECK(Position::start(prisoners_escape()).text() == start);
}

TEST_CASE("prisoners-escape PE-02: friendly leaps allowed and blocked", "[prisoners-escape]") {
    check_moves("***I***/2hgh2/5n1/2PpP2/3N3/ip5/1P5/***1*** w - - 0 1",
                "c5c6 d4b3 d4b5 d4b6 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5 e5e6 e5f6");
}

TEST_CASE("prisoners-escape PE-03: Black friendly leaps, own Prisoner as hurdle (R6)", "[prisoners-escape]") {
    const std::string fen = "***1***/7/3f3/2pip2/4Pp1/1p5/IP5/***1*** b - - 0 1";
    check_moves(fen, "c5c4 d5c4 d5c6 d5d4 d5e6 d6b4 d6d4 d6d7 d6d8 f4f3");
    // Option leap_over_own_prisoner=false: the leap d6d4 over the Prisoner d5 is gone (R6).
    check_moves(fen, "c5c4 d5c4 d5c6 d5d4 d5e6 d6b4 d6d7 d6d8 f4f3",
                with_options(prisoners_escape(), {{"leap_over_own_prisoner", "false"}}));
}

TEST_CASE("prisoners-escape PE-04: Falcon and Hunter, forward vs backward", "[prisoners-escape]") {
    check_moves("***1***/7/5pi/5PI/7/1F1H3/7/***1*** w - - 0 1",
                "b3a4 b3b2 b3c4 b3d5 b3e6 b3f7 d3c2 d3d4 d3d5 d3d6 d3d7 d3d8 d3e2 g5f4 g5g4");
}

TEST_CASE("prisoners-escape PE-05: Black Guard has no sideways move", "[prisoners-escape]") {
    check_moves("***1***/7/7/ip1g3/IP5/7/7/***1*** b - - 0 1",
                "a5a6 a5b6 d5a2 d5b3 d5b7 d5c4 d5c6 d5d1 d5d2 d5d3 d5d4 d5d6 d5d7 d5d8 d5e4 d5e6 "
                "d5f3 d5f7 d5g2");
}

TEST_CASE("prisoners-escape PE-06: promotion choices G H F N (R10)", "[prisoners-escape]") {
    check_moves("***1***/3n1h1/4P2/ip5/IP5/7/7/***1*** w - - 0 1",
                "a4a3 a4b3 e6d7f e6d7g e6d7h e6d7n e6e7f e6e7g e6e7h e6e7n e6f7f e6f7g e6f7h e6f7n");
}

TEST_CASE("prisoners-escape PE-07: in check, only moves that re-attack are legal (R4)", "[prisoners-escape]") {
    const std::string fen = "***1***/7/7/1p2i2/IP5/5P1/2G2N1/***1*** w - - 0 1";
    check_moves(fen, "c2c3 c2c7 c2e4 f2d3 f2g4 f3f4");
    Position pos = Position::from_text(prisoners_escape(), fen);
    CHECK(in_check(pos));
    CHECK(game_status(pos).termination == Termination::None);
}

TEST_CASE("prisoners-escape PE-08: checkmate, the side to move loses (R16)", "[prisoners-escape]") {
    const std::string fen = "***1***/g6/4I1p/7/2P1P2/7/1N5/***i*** b - - 0 1";
    check_moves(fen, "");
    Position pos = Position::from_text(prisoners_escape(), fen);
    CHECK(in_check(pos));
    const GameStatus status = game_status(pos);
    CHECK(status.termination == Termination::Checkmate);
    CHECK(result_text(status.result) == "1-0");
}

TEST_CASE("prisoners-escape PE-09: stalemate is a draw", "[prisoners-escape]") {
    const std::string fen = "***I***/2hgh2/7/7/7/i6/2N4/***1*** w - - 0 1";
    check_moves(fen, "");
    Position pos = Position::from_text(prisoners_escape(), fen);
    CHECK_FALSE(in_check(pos));
    const GameStatus status = game_status(pos);
    CHECK(status.termination == Termination::Stalemate);
    CHECK(result_text(status.result) == "1/2-1/2");
}

TEST_CASE("prisoners-escape PE-10: the Prisoner never captures (R2, R3)", "[prisoners-escape]") {
    check_moves("***1***/7/7/ip5/1P5/3hf2/2nI3/***1*** w - - 0 1", "d2c3 d2d1 d2e2");
}

TEST_CASE("prisoners-escape PE-11: holes at the top edge, friendly leap into d8", "[prisoners-escape]") {
    check_moves("***1***/2HHH2/3N3/ip5/IP5/7/7/***1*** w - - 0 1",
                "a4a3 a4b3 c7b6 d6b5 d6b7 d6c4 d6d8 d6e4 d6f5 d6f7 d7b5 d7c6 d7d8 d7e6 d7f5 d7g4 e7f6 e7g5");
}

TEST_CASE("prisoners-escape PE-12: own pieces may not block the only attacking line", "[prisoners-escape]") {
    check_moves("***1***/7/7/3i3/5p1/4I2/1N1G3/***1*** w - - 0 1",
                "b2a4 b2c4 b2d1 d2d1 d2d3 d2d4 e3e2 e3e4 e3f2 e3f3");
}

TEST_CASE("prisoners-escape: every public perft case (tests/data/cases)", "[prisoners-escape][perft]") {
    const VariantPtr v = prisoners_escape();
    int checked = 0;
    for (const auto& e : test::data_file("cases/prisoners-escape.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > VARIA_PERFT_NODE_CAP) continue; // PE-01-d5 (12,098,352) runs in bench/
        Position pos = Position::from_text(v, e.at("fen").get<std::string>());
        INFO(e.at("id").get<std::string>());
        CHECK(perft(pos, e.at("depth").get<int>()) == nodes);
        ++checked;
    }
    CHECK(checked >= 30);
}

TEST_CASE("prisoners-escape: position text after friendly leaps and a capture (section 12)", "[prisoners-escape]") {
    Position pos = Position::start(prisoners_escape());
    play(pos, "d2d4");
    CHECK(pos.text() == "***I***/fnhghnf/ppppppp/7/3G3/PPPPPPP/FNH1HNF/***i*** b - - 1 1");
    play(pos, "d7d5");
    CHECK(pos.text() == "***I***/fnh1hnf/ppppppp/3g3/3G3/PPPPPPP/FNH1HNF/***i*** w - - 2 2");
    play(pos, "d4b6");
    CHECK(pos.text() == "***I***/fnh1hnf/pGppppp/3g3/7/PPPPPPP/FNH1HNF/***i*** b - - 0 2");
    CHECK(pos.hash() == pos.compute_hash());
    CHECK(Position::from_text(prisoners_escape(), pos.text()).hash() == pos.hash());
}

TEST_CASE("prisoners-escape: malformed positions raise ParseError naming the problem", "[prisoners-escape][errors]") {
    const VariantPtr v = prisoners_escape();
    struct Case {
        std::string text;
        std::string needle;
    };
    const std::vector<Case> cases = {
        // R13: the side not to move (Black) does not attack White's Prisoner on a4.
        {"***1***/7/7/i6/I6/7/7/***1*** w - - 0 1", "does not attack the Prisoner on a4"},
        {"I******/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1", "hole"},       // piece on a hole
        {"***I***/fnhghnf/ppppppp/8/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1", "rank"},      // 8 cells on a 7-wide rank
        {"***I***/fnhghnf/ppppppp/6/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1", "rank"},      // 6 cells
        {"***I***/fnPghnf/ppppppp/7/7/PPPPPP1/FNHGHNF/***i*** w - - 0 1", "promotion rank"}, // White pawn on c7
        {"***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***1*** w - - 0 1", "prisoner"},  // Black has no Prisoner
        {"***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w KQ - 0 1", "castling"},
        {"***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1 foo:1", "unknown field"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        try {
            (void)Position::from_text(v, c.text);
            FAIL_CHECK("accepted");
        } catch (const ParseError& e) {
            const std::string what = e.what();
            INFO(what);
            std::string lower = what;
            for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            std::string needle = c.needle;
            for (char& ch : needle) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            CHECK(lower.find(needle) != std::string::npos);
        }
    }
}

TEST_CASE("prisoners-escape: fifty_move_draw and repetition_draw options (R12)", "[prisoners-escape][status]") {
    // Both Prisoners shuffle along the a- and g-files, each still attacked by a Hunter: not a 50-move draw at clock 99.
    const std::string fen = "***1***/h6/7/I6/6i/7/6H/***1*** w - - 99 80";
    Position pos = Position::from_text(prisoners_escape(), fen);
    CHECK(game_status(pos).termination == Termination::None);
    play(pos, "a5a6"); // clock 100
    CHECK(game_status(pos).termination == Termination::FiftyMoveRule);
    Position off = Position::from_text(with_options(prisoners_escape(), {{"fifty_move_draw", "false"}}), fen);
    play(off, "a5a6");
    CHECK(game_status(off).termination == Termination::None);

    // Threefold repetition by shuffling the Prisoners back and forth.
    for (const bool on : {true, false}) {
        const VariantPtr v = with_options(prisoners_escape(), {{"repetition_draw", on ? "true" : "false"}});
        Position rep = Position::from_text(v, "***1***/h6/7/I6/6i/7/6H/***1*** w - - 0 1");
        for (int i = 0; i < 2; ++i)
            for (const char* m : {"a5a6", "g4g3", "a6a5", "g3g4"}) play(rep, m);
        INFO("repetition_draw=" << on);
        CHECK(rep.repetition_count() == 3);
        CHECK(game_status(rep).termination == (on ? Termination::Repetition : Termination::None));
    }
}

TEST_CASE("prisoners-escape: friendly leaps are not attacks and never capture (R2, R7, R8)", "[prisoners-escape]") {
    // The White Knight d4 could leap over its own pawn d5 only onto d6, the Black Prisoner: no
    // such move (R2, R7), and the leap is no attack on d6 (R8), so White is in check.
    Position pos = Position::from_text(prisoners_escape(), "***1***/7/3i3/3P3/3N3/1p5/I6/***1*** w - - 0 1");
    CHECK_FALSE(pos.attacked(make_square(3, 5), Color::White));
    CHECK(in_check(pos));
    const auto moves = test::sorted_moves(pos);
    CHECK(std::find(moves.begin(), moves.end(), "d4d6") == moves.end());
    // Legal: Knight moves that re-attack d6 (b5, f5, e2? no: only b5 and f5 reach a knight's leap of d6).
    CHECK(moves == words("d4b5 d4f5"));
}
