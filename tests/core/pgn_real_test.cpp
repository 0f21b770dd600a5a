// tests/data/pgn/fide-real.pgn: real FIDE games as other programs wrote them (database exports,
// lichess, chess.com, cutechess, UCI moves; tests/data/pgn/README.md) read without error, replay to
// the given result, and read back the same from what write_pgn() writes.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

using namespace varia;

namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open test data " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// How a game stands on the board after its last move.
enum class Ending {
    None,       ///< the game goes on: resigned, agreed drawn, lost on time or adjudicated
    Checkmate,
    Stalemate,
    Repetition, ///< threefold repetition, which FIDE's rules leave to a claim
};

struct Expected {
    const char* white;  ///< the White tag, to tell the games apart
    const char* result; ///< the Result tag
    std::size_t plies;
    Ending ending;
    const char* fen; ///< the final position
};

// The plies, endings and final FENs were computed with chess.js 1.4.0 (npm), which read every
// game of the file when it was made; the results are the files' Result tags.
const Expected expected[] = {
    {"Garry Kasparov", "1-0", 89, Ending::None, "4r3/6P1/2p2P1k/1p6/pP2p1R1/P1B5/2P2K2/3r4 b - - 0 45"},
    {"Deep Blue (Computer)", "1-0", 89, Ending::None, "1r6/5kp1/RqQb1p1p/1p1PpP2/1Pp1B3/2P4P/6P1/5K2 b - - 14 45"},
    {"Garry Kasparov", "1/2-1/2", 95, Ending::None, "3r3k/2r2p2/R4Pbp/1Bp1p3/2P1P2K/3P1R2/8/8 b - - 12 48"},
    {"Deep Blue (Computer)", "1/2-1/2", 111, Ending::None, "8/2R1P3/8/2pp4/P3r3/1k6/8/2K5 b - - 2 56"},
    {"Garry Kasparov", "1/2-1/2", 98, Ending::None, "8/pp4P1/8/8/1kp2N2/1n2R1P1/3r4/1K6 w - - 1 50"},
    {"Deep Blue (Computer)", "1-0", 37, Ending::None, "r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19"},
    {"Stockfish 8", "0-1", 134, Ending::None, "8/8/R2bk3/6p1/1Pr3P1/8/5K2/8 w - - 12 68"},
    {"Molinari", "0-1", 10, Ending::Checkmate, "r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6"},
    {"Nepomniachtchi, Ian", "1/2-1/2", 97, Ending::None, "8/3b1kp1/5p2/1p5p/1BpN1P1P/P1P1K1P1/8/2n5 b - - 2 49"},
    {"Stockfish-reference", "1-0", 154, Ending::None, "8/2p2k2/1pR3p1/1P1P4/p1P2P2/P4K2/8/5r2 w - - 7 78"},
    {"Aristarch 4.50", "1/2-1/2", 113, Ending::None, "8/8/2B5/4k3/4Pp2/1b6/1P3K2/8 b - - 0 57"},
    {"thibault", "0-1", 94, Ending::Checkmate, "4r1k1/1p5p/8/1PP5/3P4/Kqq5/7P/8 w - - 0 48"},
    {"andrejmikula1", "0-1", 116, Ending::None, "6Q1/7K/6b1/8/8/2k3q1/2P5/8 w - - 0 59"},
    {"m3gabit", "0-1", 54, Ending::None, "5rk1/pp4pp/8/2qp1N2/2q5/P2Q1P1N/KP3nP1/8 w - - 4 28"},
    {"german11", "0-1", 50, Ending::None, "3k4/pp3p2/2p5/4P3/5b1p/2P5/PP3P1P/R5K1 w - - 0 26"},
    {"chesscoach", "1/2-1/2", 98, Ending::Stalemate, "7K/p6P/3k3q/6r1/p7/8/8/8 w - - 1 50"},
    {"Mamedyarov, Shakhriyar", "1-0", 81, Ending::None, "5r2/p6R/8/8/2R2n2/1K4k1/PP5p/8 b - - 3 41"},
    {"caderek", "1-0", 101, Ending::Checkmate, "8/7p/4P3/6p1/3K1P2/2Q2kPP/1Q6/8 b - - 1 51"},
    {"ahmtchess", "0-1", 62, Ending::Checkmate, "1r4k1/7p/4p1p1/1P6/3b4/1B4nP/r7/1R4K1 w - - 4 32"},
    {"vietan0", "0-1", 52, Ending::Checkmate, "3R3r/2p1kpp1/Q3p3/P3P3/8/2P2q2/5P1p/R6K w - - 2 27"},
    {"vietan0", "1/2-1/2", 121, Ending::Repetition, "8/2B5/6k1/5p2/6p1/6Kp/8/8 b - - 9 61"},
    {"Anubhav0709", "1/2-1/2", 112, Ending::Stalemate, "8/8/8/7p/5k1P/7K/3r4/8 w - - 0 57"},
    {"Robert James Fischer", "1-0", 81, Ending::None, "4q2k/2r1r3/4PR1p/p1p5/P1Bp1Q1P/1P6/6P1/6K1 b - - 4 41"},
    {"?", "*", 4, Ending::None, "r1bqk1nr/ppp2ppp/2np4/b3p3/2BPP3/2P2N2/P4PPP/RNBQ1RK1 b kq - 0 3"},
};

/// Whether Varia's position text and chess.js's FEN are the same position. chess.js writes an en
/// passant square only where a capture there is legal, Varia after every double step: every other
/// field must be equal, and a square chess.js writes must be Varia's too.
bool same_position(const std::string& text, const std::string& fen) {
    const std::vector<std::string> ours = test::words(text);
    const std::vector<std::string> theirs = test::words(fen);
    if (ours.size() != 6 || theirs.size() != 6) return false;
    for (std::size_t i = 0; i < 6; ++i)
        if (i != 3 && ours[i] != theirs[i]) return false;
    return theirs[3] == "-" || ours[3] == theirs[3];
}

bool has_san(const Game& game, const std::string& san) {
    return std::any_of(game.turns().begin(), game.turns().end(), [&](const PlayedTurn& t) { return t.san == san; });
}

} // namespace

TEST_CASE("fide-real.pgn: every game reads and replays to its result", "[pgn]") {
    const std::string text = read_text(std::string(VARIA_TEST_DATA_DIR) + "/pgn/fide-real.pgn");
    const std::vector<PgnGame> games = read_pgn(text);
    // 24 games: counted in the file by its Result tags (grep -c '^\[Result ').
    REQUIRE(games.size() == 24);
    REQUIRE(std::size(expected) == 24);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const PgnGame& g = games[i];
        const Expected& e = expected[i];
        INFO("game " << i + 1 << ", White " << e.white);
        CHECK(g.tag("White") == e.white);
        CHECK(g.tag("Result") == e.result);
        CHECK(g.result == e.result);
        CHECK(g.game.variant().name == "chess");
        CHECK(g.game.ply() == e.plies);
        CHECK(g.game.turns().size() == e.plies);
        INFO("final position " << g.game.position().text());
        CHECK(same_position(g.game.position().text(), e.fen));
        const GameOutcome outcome = g.game.outcome();
        switch (e.ending) {
        case Ending::Checkmate:
            CHECK(outcome.termination == Termination::Checkmate);
            CHECK(result_text(outcome.result) == g.result);
            break;
        case Ending::Stalemate:
            CHECK(outcome.termination == Termination::Stalemate);
            CHECK(result_text(outcome.result) == g.result);
            break;
        case Ending::Repetition:
            // Threefold repetition is a claim in FIDE chess: the game goes on until it is made.
            CHECK(outcome.result == Result::Ongoing);
            CHECK(g.game.claimable_draw() == Termination::Repetition);
            CHECK(g.result == "1/2-1/2");
            break;
        case Ending::None:
            // Resigned, agreed, lost on time or adjudicated: only the PGN's result says how it ended.
            CHECK(outcome.result == Result::Ongoing);
            break;
        }
    }

    // A few things these programs write, as read.
    CHECK(games[9].after[0].comment == "book"); // cutechess
    CHECK(games[9].after.back().comment == "-8.11/24 5.0s, White wins by adjudication");
    CHECK(has_san(games[10].game, "O-O-O")); // UCI `e1c1`
    CHECK(games[11].after[0].comment == "[%clk 0:01:00]"); // the lichess database
    CHECK(has_san(games[11].game, "Q2xb3#"));
    CHECK(has_san(games[14].game, "gxf1=R+")); // an underpromotion
    // 23... e5?! { [%eval 0.28] } { [%clk 0:37:17] }: two comments, joined.
    CHECK(games[16].after[45].comment == "[%eval 0.28] [%clk 0:37:17]");
    CHECK(games[16].after[45].nags == std::vector<int>{6});
    CHECK(games[19].after[12].nags == std::vector<int>{2}); // chess.com: 7. Bd3 $2
    CHECK(games[19].after[5].comment == "[%clk 0:10:10.3]"); // a comment over two lines
    CHECK(games[23].tag("SetUp") == "1");
    CHECK(same_position(games[23].game.start().text(), *games[23].tag("FEN")));
}

TEST_CASE("fide-real.pgn: PgnReader reads every game without an error", "[pgn]") {
    const std::string text = read_text(std::string(VARIA_TEST_DATA_DIR) + "/pgn/fide-real.pgn");
    PgnReader reader(text);
    std::size_t read = 0;
    while (true) {
        std::optional<PgnGame> g;
        REQUIRE_NOTHROW(g = reader.next());
        if (!g) break;
        ++read;
    }
    CHECK(read == 24);
    CHECK(reader.games_read() == 24);
}

TEST_CASE("fide-real.pgn: what write_pgn() writes of each game reads back the same", "[pgn]") {
    const std::string text = read_text(std::string(VARIA_TEST_DATA_DIR) + "/pgn/fide-real.pgn");
    const std::vector<PgnGame> games = read_pgn(text);
    REQUIRE(games.size() == 24);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const PgnGame& g = games[i];
        INFO("game " << i + 1);
        const std::string written = write_pgn(g);
        INFO(written);
        const std::vector<PgnGame> back = read_pgn(written);
        REQUIRE(back.size() == 1);
        const PgnGame& b = back[0];
        REQUIRE(b.game.ply() == g.game.ply());
        for (std::size_t t = 0; t < g.game.ply(); ++t) {
            CHECK(b.game.turns()[t].move == g.game.turns()[t].move);
            CHECK(b.game.turns()[t].san == g.game.turns()[t].san);
            CHECK(b.after[t].comment == g.after[t].comment);
            CHECK(b.after[t].nags == g.after[t].nags);
        }
        CHECK(b.game.start().text() == g.game.start().text());
        CHECK(b.game.position().text() == g.game.position().text());
        CHECK(b.result == g.result);
        CHECK(b.tag("White") == g.tag("White"));
        CHECK(b.tag("Black") == g.tag("Black"));
    }
}
