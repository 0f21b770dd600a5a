// Game ends and move rules written as data (GoalRules, Variant::must_capture and checks_allowed):
// one position per way each variant that uses them can end, derived by hand from its rules and
// checked with Fairy-Stockfish (ffish 0.7.10). fairy.json's counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

struct Ending {
    const char* variant;
    const char* position;
    Result result;
    Termination termination;
};

void check_ending(const Ending& e) {
    INFO(e.variant << " \"" << e.position << "\"");
    Position pos = Position::from_text(find_variant(e.variant), e.position);
    const GameStatus status = game_status(pos);
    CHECK(status.result == e.result);
    CHECK(status.termination == e.termination);
    // An ending the position shows by itself leaves no legal move (Fairy-Stockfish's perft too).
    if (e.termination == Termination::Extinction || e.termination == Termination::FlagReached ||
        e.termination == Termination::Connected)
        CHECK(legal_moves(pos).empty());
}


} // namespace

TEST_CASE("goals: king of the hill and breakthrough end when a flag piece arrives", "[goals]") {
    for (const Ending& e : {
             Ending{"kingofthehill", "4k3/8/8/8/4K3/8/8/8 b - - 1 1", Result::WhiteWins, Termination::FlagReached},
             Ending{"kingofthehill", "8/8/8/3k4/8/8/8/4K3 w - - 1 1", Result::BlackWins, Termination::FlagReached},
             Ending{"kingofthehill", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Result::Ongoing, Termination::None},
             Ending{"breakthrough", "P7/8/8/8/8/8/8/7p b - - 0 1", Result::WhiteWins, Termination::FlagReached},
             Ending{"breakthrough", "8/8/8/8/8/8/7P/p7 w - - 0 1", Result::BlackWins, Termination::FlagReached},
         })
        check_ending(e);
    // A checkmate still ends king of the hill.
    check_ending({"kingofthehill", "R3k3/8/4K3/8/8/8/8/8 b - - 0 1", Result::WhiteWins, Termination::Checkmate});
    // The hill is taken by moving there.
    Position pos = test::at("kingofthehill", "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
    play(pos, "e3d4");
    CHECK(game_status(pos).termination == Termination::FlagReached);
    CHECK(termination_name(Termination::FlagReached) == "flag");
}

TEST_CASE("goals: a jeson mor knight must hold the centre through the other side's reply", "[goals]") {
    Position pos = test::at("jesonmor", "8n/9/9/9/9/9/5N3/9/n8 w - - 0 1");
    play(pos, "f3e5");
    CHECK(game_status(pos).result == Result::Ongoing);
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"a1b3", "a1c2", "i9g8", "i9h7"});
    play(pos, "i9h7");
    CHECK(game_status(pos).result == Result::WhiteWins);
    CHECK(game_status(pos).termination == Termination::FlagReached);
    CHECK(legal_moves(pos).empty());
    // Taken on e5, the knight has not won; the knight that took it must hold e5 in turn.
    Position taken = test::at("jesonmor", "N7n/9/3n5/9/9/9/5N3/9/n8 w - - 0 1");
    play(taken, "f3e5");
    play(taken, "d7e5");
    CHECK(game_status(taken).result == Result::Ongoing);
}

TEST_CASE("goals: racing kings forbids checks and gives Black a last chance to draw", "[goals]") {
    // No move may attack the enemy king: the rook may not go to a1 or b6, but b7 is fine.
    Position checks = test::at("racingkings", "8/8/k7/8/8/8/8/1R5K w - - 0 1");
    CHECK(test::sorted_moves(checks) ==
          std::vector<std::string>{"b1b2", "b1b3", "b1b4", "b1b5", "b1b7", "b1b8", "b1c1", "b1d1", "b1e1", "b1f1",
                                   "b1g1", "h1g1", "h1g2", "h1h2"});
    // White arrives first; Black's king can still reach the eighth rank: the game goes on.
    Position first = test::at("racingkings", "8/K6k/8/8/8/8/8/8 w - - 0 1");
    play(first, "a7a8");
    CHECK(game_status(first).result == Result::Ongoing);
    CHECK(legal_moves(first).size() == 5); // every legal move, not only those that reach the rank
    Position caught_up = first;
    play(caught_up, "h7h8");
    CHECK(game_status(caught_up).result == Result::Draw);
    CHECK(game_status(caught_up).termination == Termination::FlagReached);
    CHECK(legal_moves(caught_up).empty());
    Position missed = first;
    play(missed, "h7h6");
    CHECK(game_status(missed).result == Result::WhiteWins);
    CHECK(legal_moves(missed).empty());
    // Black cannot catch up: White has won at once.
    check_ending({"racingkings", "K7/8/8/8/8/8/8/k7 b - - 1 1", Result::WhiteWins, Termination::FlagReached});
    // Black first: no last chance for White.
    check_ending({"racingkings", "7k/8/8/8/8/8/6K1/8 w - - 1 1", Result::BlackWins, Termination::FlagReached});
}

TEST_CASE("goals: extinction of a piece type (extinction, kinglet, threekings, horde, codrus)", "[goals]") {
    for (const Ending& e : {
             // Black has lost its queen: the side that has just moved is judged first.
             Ending{"extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Result::WhiteWins,
                    Termination::Extinction},
             Ending{"extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b kq - 0 1", Result::BlackWins,
                    Termination::Extinction},
             Ending{"kinglet", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", Result::WhiteWins, Termination::Extinction},
             Ending{"kinglet", "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", Result::Ongoing, Termination::None},
             Ending{"threekings", "knbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1", Result::WhiteWins,
                    Termination::Extinction},
             Ending{"horde", "4k3/8/8/8/8/8/8/8 w - - 0 1", Result::BlackWins, Termination::Extinction},
             // Codrus: the side that loses its king wins.
             Ending{"codrus", "8/8/8/8/8/8/4P3/k7 b - - 0 1", Result::WhiteWins, Termination::Extinction},
         })
        check_ending(e);
    // Horde: White has no king, so it is never in check; Black is mated as in chess.
    check_ending({"horde", "4k3/3PPP2/3PP3/8/8/8/8/8 b - - 0 1", Result::WhiteWins, Termination::Checkmate});
    // A promotion to the king keeps the extinction of kings away.
    Position kinglet = test::at("kinglet", "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1");
    CHECK(test::sorted_moves(kinglet) == std::vector<std::string>{"a7a8k", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
}

TEST_CASE("goals: horde pawns double-step from the first rank without leaving a target", "[goals]") {
    Position pos = test::at("horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1");
    play(pos, "a1a3");
    CHECK(pos.text() == "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
    CHECK(pos.en_passant_targets().empty());
    Position second = test::at("horde", "4k3/8/8/8/1p6/8/P7/8 w - - 0 1");
    play(second, "a2a4");
    CHECK(second.text() == "4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
}

TEST_CASE("goals: compulsory captures and winning by losing (antichess, giveaway, losers)", "[goals][must-capture]") {
    // The king may take, so it must: no other move is legal.
    Position take = test::at("antichess", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    CHECK(test::sorted_moves(take) == std::vector<std::string>{"e1d2"});
    // Without a capture every move is legal; en passant counts as a capture.
    Position ep = test::at("giveaway", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(test::sorted_moves(ep) == std::vector<std::string>{"e5d6"});
    CHECK(is_capture(ep, legal_moves(ep)[0]));
    for (const Ending& e : {
             Ending{"antichess", "8/8/8/8/8/8/8/k7 w - - 0 1", Result::WhiteWins, Termination::Extinction},
             Ending{"giveaway", "8/8/8/8/8/p7/P7/8 w - - 0 1", Result::WhiteWins, Termination::Stalemate},
             // Losers: being mated, stalemated or left with a bare king wins.
             Ending{"losers", "k7/8/8/8/8/8/qq5P/K7 w - - 0 1", Result::WhiteWins, Termination::Checkmate},
             Ending{"losers", "k7/8/8/8/8/8/7P/K7 b - - 0 1", Result::BlackWins, Termination::Extinction},
         })
        check_ending(e);
    // Suicide: a stalemated side wins with fewer pieces, draws with as many.
    check_ending({"suicide", "8/7p/8/8/8/p7/P7/8 w - - 0 1", Result::WhiteWins, Termination::Stalemate});
    check_ending({"suicide", "8/8/8/8/8/p7/P7/8 w - - 0 1", Result::Draw, Termination::Stalemate});
    check_ending({"suicide", "8/8/8/8/8/p7/P7/7P w - - 0 1", Result::Ongoing, Termination::None});
    // Losers keeps its royal king: a capture that leaves it attacked is not legal, and then the
    // quiet moves are.
    Position pinned = test::at("losers", "4k3/8/8/8/4r3/6p1/4N3/4K3 w - - 0 1");
    CHECK(test::sorted_moves(pinned) == std::vector<std::string>{"e1d1", "e1d2", "e1f1"});
}

TEST_CASE("goals: a makpong king in check may only take the piece giving check", "[goals]") {
    // The rook on e7 checks; the king may take it (it is not protected) but not step aside, and
    // the knight may block or take.
    Position take = test::at("makpong", "4k3/4r3/8/8/8/8/3N4/4K3 w - - 0 1");
    CHECK(test::sorted_moves(take) == std::vector<std::string>{"d2e4"});
    Position capture = test::at("makpong", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    CHECK(test::sorted_moves(capture) == std::vector<std::string>{"e1e2"});
    // Not in check, the king moves as in makruk.
    Position free = test::at("makpong", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(legal_moves(free).size() == 5);
}

TEST_CASE("goals: bare kings in shatranj, courier and shatar; stalemate loses in shatranj", "[goals]") {
    for (const Ending& e : {
             // The bared side loses when the other has a piece more than its king...
             Ending{"shatranj", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Result::WhiteWins, Termination::Extinction},
             // ...but the side to move may still bare the other king in return: then two pieces
             // are not enough, three are.
             Ending{"shatranj", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", Result::Ongoing, Termination::None},
             Ending{"shatranj", "4k3/8/8/8/8/8/8/2RQK3 b - - 0 1", Result::WhiteWins, Termination::Extinction},
             Ending{"shatranj", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", Result::WhiteWins, Termination::Stalemate},
             Ending{"courier", "5k6/12/12/12/12/12/12/4RK6 w - - 0 1", Result::WhiteWins, Termination::Extinction},
             // Shatar: a bare king draws (robado).
             Ending{"shatar", "4k3/8/8/8/8/8/8/3JK3 w - - 0 1", Result::Draw, Termination::Extinction},
         })
        check_ending(e);
}

TEST_CASE("goals: clobber's stones only capture, and a side that cannot move loses", "[goals]") {
    check_ending({"clobber", "P4/5/5/5/5/4p w - - 0 1", Result::BlackWins, Termination::Stalemate});
    Position pos = test::at("clobber", "Pp3/5/5/5/5/5 w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"a6b6"});
}

TEST_CASE("goals: promotion choices by colour (chigorin, sortofalmost)", "[goals][promotion]") {
    Position black = test::at("chigorin", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1");
    std::vector<std::string> promotions;
    for (const std::string& m : test::sorted_moves(black))
        if (m.rfind("a2a1", 0) == 0) promotions.push_back(m);
    CHECK(promotions == std::vector<std::string>{"a2a1b", "a2a1q", "a2a1r"});
    Position white = test::at("chigorin", "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1");
    promotions.clear();
    for (const std::string& m : test::sorted_moves(white))
        if (m.rfind("h7h8", 0) == 0) promotions.push_back(m);
    CHECK(promotions == std::vector<std::string>{"h7h8c", "h7h8n", "h7h8r"});
    Position almost = test::at("sortofalmost", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1");
    CHECK(legal_moves(almost).size() == 12); // 8 king moves and a1 = Q, R, B, N
}

TEST_CASE("goals: nocheckatomic and atomar kings", "[goals][atomic]") {
    // No check: the king may walk next to a rook that attacks it...
    Position walk = test::at("nocheckatomic", "4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    CHECK(legal_moves(walk).size() == 5);
    // ...and a king that captures explodes and loses.
    Position suicide = test::at("nocheckatomic", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    play(suicide, "e1e2");
    CHECK(suicide.pieces(Color::White).empty());
    CHECK(game_status(suicide).result == Result::BlackWins);
    CHECK(game_status(suicide).termination == Termination::Extinction);
    // In atomar the king survives its capture, and kings never take each other.
    Position survive = test::at("atomar", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    play(survive, "e1e2");
    CHECK(survive.text() == "4k3/8/8/8/8/8/4K3/8 b - - 0 1");
    Position kings = test::at("atomar", "8/8/8/8/8/8/4k3/4K3 w - - 0 1");
    const std::vector<std::string> moves = test::sorted_moves(kings);
    CHECK(std::find(moves.begin(), moves.end(), std::string("e1e2")) == moves.end());
    CHECK(moves.size() == 4);
}

TEST_CASE("shatar: a mate is worth what the checks before it make it", "[goals][shatar]") {
    const auto mate_after = [](const char* text, const char* move) {
        Position pos = test::at("shatar", text);
        play(pos, move);
        const GameStatus status = game_status(pos);
        CHECK(status.termination == Termination::Checkmate);
        CHECK(pos.text() == Position::from_text(find_variant("shatar"), pos.text()).text());
        return status.result;
    };
    // A rook's check is a shak: the mate wins.
    CHECK(mate_after("k7/7p/1K6/8/8/8/8/2R5 w - - 0 1", "c1c8") == Result::WhiteWins);
    // Knights alone may not mate: the mated side wins.
    CHECK(mate_after("k7/B6p/1K6/3N4/8/8/8/8 w - - 0 1", "d5c7") == Result::BlackWins);
    // A bishop's mate with no shak in the series of checks is a draw.
    CHECK(mate_after("k7/3N3p/1K6/8/8/8/4B3/8 w - - 0 1", "e2f3") == Result::Draw);
    // The same bishop mate after a series of checks that began with a knight's (a shak) wins.
    Position series = test::at("shatar", "1k6/7p/1K6/2N5/8/8/4B3/8 w - - 0 1");
    for (const char* m : {"c5a6", "b8a8", "e2f3"}) play(series, m);
    CHECK(game_status(series).termination == Termination::Checkmate);
    CHECK(game_status(series).result == Result::WhiteWins);
    CHECK(series.ply_count() == 3); // the history walk leaves the game as it was
}

TEST_CASE("data rules: regions, promotion squares and a rotated Black (pawnback, troitzky, legan)",
          "[goals][regions]") {
    // Pawnback: a pawn steps back, but never onto its own first rank.
    Position back = test::at("pawnback", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
    CHECK(test::sorted_moves(back) ==
          std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e3e2", "e3e4"});
    Position home = test::at("pawnback", "4k3/8/8/8/8/8/4P3/K7 w - - 0 1");
    CHECK(test::sorted_moves(home) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "e2e3", "e2e4"});
    // The building blocks agree: no move of the pawn's reaches e1, and e2 is reached by the pawn
    // from e3 (a step back) and by the king.
    CHECK(movers_to(home, make_square(4, 0), Color::White).empty());
    CHECK(movers_to(back, make_square(4, 1), Color::White).count() == 2);
    // Troitzky: the a-pawn promotes on a6, the last square of its file.
    Position promote = test::at("troitzky", "****1k****/**6**/*8*/*8*/10/P9/*8*/*8*/**6**/****K1**** w - - 0 1");
    CHECK(test::sorted_moves(promote) ==
          std::vector<std::string>{"a5a6b", "a5a6n", "a5a6q", "a5a6r", "e1d2", "e1e2", "e1f1", "e1f2"});
    // Legan: Black's pawn, turned by 180 degrees, heads for h1: it moves diagonally to e4 and
    // captures on d4 or e5.
    Position down = test::at("legan", "k7/8/8/3p4/3P4/8/8/7K b - - 0 1");
    CHECK(test::sorted_moves(down) == std::vector<std::string>{"a8a7", "a8b7", "a8b8", "d5d4", "d5e4"});
    Position right = test::at("legan", "k7/8/8/3pP3/8/8/8/7K b - - 0 1");
    CHECK(test::sorted_moves(right) == std::vector<std::string>{"a8a7", "a8b7", "a8b8", "d5e4", "d5e5"});
}

namespace {
/// A stone game's hand: `white` stones for White, `black` for Black.
std::string stones(int white, int black) {
    std::string hand = "[";
    hand.append(static_cast<std::size_t>(white), 'P').append(static_cast<std::size_t>(black), 'p');
    return hand.append("]");
}
} // namespace

TEST_CASE("goals: n in a row wins, along ranks, files and diagonals (tictactoe, cfour, gomokufreestyle)",
          "[goals][connect]") {
    const std::vector<std::pair<std::string, Ending>> endings{
        {"PPP/pp1/3" + stones(2, 2) + " b - - 0 3", {"tictactoe", "", Result::WhiteWins, Termination::Connected}},
        {"p2/pP1/pPP" + stones(2, 1) + " w - - 0 4", {"tictactoe", "", Result::BlackWins, Termination::Connected}},
        {"P1p/1Pp/2P" + stones(2, 2) + " b - - 0 3", {"tictactoe", "", Result::WhiteWins, Termination::Connected}},
        {"2P/pPp/P2" + stones(2, 2) + " b - - 0 3", {"tictactoe", "", Result::WhiteWins, Termination::Connected}},
        {"PP1/pp1/3" + stones(3, 2) + " w - - 0 3", {"tictactoe", "", Result::Ongoing, Termination::None}},
        // A full board without three in a row: no move is left and the game is drawn.
        {"PpP/PpP/pPp[] b - - 0 5", {"tictactoe", "", Result::Draw, Termination::Stalemate}},
        {"7/7/7/7/p6/PPPPppp" + stones(17, 16) + " b - - 0 5",
         {"cfour", "", Result::WhiteWins, Termination::Connected}},
        {"7/7/7/7/p6/1PPPppp" + stones(18, 17) + " b - - 0 4", {"cfour", "", Result::Ongoing, Termination::None}},
        // Free-style gomoku: a line of six wins too, four does not.
        {"15/15/15/15/15/15/15/15/15/15/15/15/15/15/PPPPPP9" + stones(107, 107) + " b - - 0 1",
         {"gomokufreestyle", "", Result::WhiteWins, Termination::Connected}},
        {"15/15/15/15/15/15/15/15/15/15/15/15/15/15/PPPP11" + stones(109, 109) + " b - - 0 1",
         {"gomokufreestyle", "", Result::Ongoing, Termination::None}},
        {"15/15/15/15/15/15/15/15/15/15/p14/1p13/2p12/3p11/4p10" + stones(108, 107) + " w - - 0 1",
         {"gomokufreestyle", "", Result::BlackWins, Termination::Connected}},
    };
    for (auto [text, e] : endings) {
        e.position = text.c_str();
        check_ending(e);
    }
    CHECK(termination_name(Termination::Connected) == "connect");
}

TEST_CASE("goals: a connect four stone falls to the lowest empty square of its file", "[goals][connect]") {
    Position pos = test::at("cfour", ("7/7/7/p6/P6/Pp5" + stones(19, 19) + " w - - 0 3").c_str());
    CHECK(test::sorted_moves(pos) ==
          std::vector<std::string>{"P@a4", "P@b2", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1"});
    // A full file takes no more stones.
    Position full = test::at("cfour", ("p6/P6/p6/P6/p6/P6" + stones(18, 18) + " w - - 0 4").c_str());
    CHECK(test::sorted_moves(full) == std::vector<std::string>{"P@b1", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1"});
}
