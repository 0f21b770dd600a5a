// Game status (status.hpp): checkmate, stalemate, insufficient material, the fifty-move rule,
// threefold repetition, which of them wins when several apply, and the result/termination texts.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

const char* const start_text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Position chess_position(const std::string& text) { return Position::from_text(find_variant("chess"), text); }

void play_all(Position& pos, const std::vector<std::string>& moves) {
    for (const auto& m : moves) play(pos, m);
}

/// game_status() as "<termination> <result>", e.g. "checkmate 0-1", for readable comparisons.
std::string status_of(Position& pos) {
    const GameStatus s = game_status(pos);
    return termination_name(s.termination) + " " + result_text(s.result);
}

} // namespace

TEST_CASE("status: fool's mate is checkmate, 0-1", "[status]") {
    Position pos = chess_position(start_text);
    CHECK(status_of(pos) == "ongoing *");
    play_all(pos, {"f2f3", "e7e5", "g2g4"});
    CHECK(status_of(pos) == "ongoing *");
    play(pos, "d8h4");
    const GameStatus s = game_status(pos);
    CHECK(s.termination == Termination::Checkmate);
    CHECK(s.result == Result::BlackWins);
    CHECK(status_of(pos) == "checkmate 0-1");
    CHECK(in_check(pos));
    CHECK(legal_moves(pos).empty());
}

TEST_CASE("status: scholar's mate is checkmate, 1-0", "[status]") {
    Position pos = chess_position(start_text);
    play_all(pos, {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"});
    CHECK(status_of(pos) == "ongoing *");
    play(pos, "h5f7");
    const GameStatus s = game_status(pos);
    CHECK(s.termination == Termination::Checkmate);
    CHECK(s.result == Result::WhiteWins);
    CHECK(status_of(pos) == "checkmate 1-0");
}

TEST_CASE("status: stalemate is a draw", "[status]") {
    Position pos = chess_position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    const GameStatus s = game_status(pos);
    CHECK(s.termination == Termination::Stalemate);
    CHECK(s.result == Result::Draw);
    CHECK(status_of(pos) == "stalemate 1/2-1/2");
    CHECK_FALSE(in_check(pos));
    // The same position with White to move is an ordinary one.
    Position white = chess_position("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
    CHECK(status_of(white) == "ongoing *");
}

TEST_CASE("status: FIDE insufficient material", "[status]") {
    struct Case {
        std::string what;
        std::string text;
        std::string status;
    };
    const std::vector<Case> cases = {
        {"K v K", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "insufficient_material 1/2-1/2"},
        {"KB v K", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "insufficient_material 1/2-1/2"},
        {"KN v K, Black to move", "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", "insufficient_material 1/2-1/2"},
        {"K v KN", "8/8/8/4kn2/8/8/8/4K3 w - - 0 1", "insufficient_material 1/2-1/2"},
        {"KB v KB, both bishops on dark squares (c1, f8)", "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
         "insufficient_material 1/2-1/2"},
        {"KBB v K, both bishops on dark squares (c1, e3)", "8/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1",
         "insufficient_material 1/2-1/2"},
        {"KB v KB, bishops on opposite colours (c1, c8)", "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "ongoing *"},
        {"KNN v K", "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", "ongoing *"},
        {"KB v KN", "8/8/8/4k3/8/8/8/2B1Kn2 w - - 0 1", "ongoing *"},
        {"KP v K", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "ongoing *"},
        {"KR v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "ongoing *"},
        {"KQ v K, Black to move", "8/8/8/4k3/8/8/8/3QK3 b - - 0 1", "ongoing *"},
    };
    for (const auto& c : cases) {
        Position pos = chess_position(c.text);
        INFO(c.what << ": \"" << c.text << "\"");
        CHECK(status_of(pos) == c.status);
    }
}

TEST_CASE("status: fifty-move rule draws at halfmove clock 100, not at 99", "[status]") {
    Position at_100 = chess_position("4k3/8/8/8/8/8/4P3/R3K3 w - - 100 80");
    const GameStatus s = game_status(at_100);
    CHECK(s.termination == Termination::FiftyMoveRule);
    CHECK(s.result == Result::Draw);
    CHECK(status_of(at_100) == "fifty_move_rule 1/2-1/2");

    Position at_99 = chess_position("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    CHECK(status_of(at_99) == "ongoing *");
    SECTION("a rook move makes it 100") {
        play(at_99, "a1a2");
        CHECK(at_99.halfmove_clock() == 100);
        CHECK(status_of(at_99) == "fifty_move_rule 1/2-1/2");
    }
    SECTION("a pawn move resets the clock") {
        play(at_99, "e2e4");
        CHECK(at_99.halfmove_clock() == 0);
        CHECK(status_of(at_99) == "ongoing *");
    }
}

TEST_CASE("status: checkmate and stalemate take precedence over the fifty-move rule", "[status]") {
    Position mate = chess_position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80");
    const GameStatus s = game_status(mate);
    CHECK(s.termination == Termination::Checkmate);
    CHECK(s.result == Result::WhiteWins);

    Position stalemate = chess_position("7k/5Q2/6K1/8/8/8/8/8 b - - 120 90");
    CHECK(status_of(stalemate) == "stalemate 1/2-1/2");

    // Mate given with the move that makes the clock 100.
    Position pos = chess_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
    CHECK(status_of(pos) == "ongoing *");
    play(pos, "a1a8");
    CHECK(pos.halfmove_clock() == 100);
    CHECK(status_of(pos) == "checkmate 1-0");
}

TEST_CASE("status: threefold repetition by knight moves back and forth", "[status]") {
    Position pos = chess_position(start_text);
    const std::vector<std::string> cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    play_all(pos, cycle);
    CHECK(pos.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
    CHECK(pos.repetition_count() == 2);
    CHECK(status_of(pos) == "ongoing *");
    play_all(pos, {"g1f3", "g8f6", "f3g1"});
    CHECK(pos.repetition_count() == 2); // also reached after the first g1f3 g8f6 f3g1
    CHECK(status_of(pos) == "ongoing *");
    play(pos, "f6g8");
    CHECK(pos.repetition_count() == 3);
    const GameStatus s = game_status(pos);
    CHECK(s.termination == Termination::Repetition);
    CHECK(s.result == Result::Draw);
    CHECK(status_of(pos) == "repetition 1/2-1/2");
    // Taking a move back undoes the repetition.
    pos.pop();
    CHECK(status_of(pos) == "ongoing *");
}

TEST_CASE("status: repetition counts only positions with the same castling rights", "[status]") {
    Position pos = chess_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const std::vector<std::string> cycle = {"e1f1", "e8f8", "f1e1", "f8e8"};
    play_all(pos, cycle); // same placement as the start, but all castling rights are gone
    CHECK(pos.text() == "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
    CHECK(pos.repetition_count() == 1);
    play_all(pos, cycle);
    CHECK(pos.repetition_count() == 2);
    CHECK(status_of(pos) == "ongoing *");
    play_all(pos, cycle);
    CHECK(pos.repetition_count() == 3);
    CHECK(status_of(pos) == "repetition 1/2-1/2");
}

TEST_CASE("status: an en-passant target no pawn can use does not make a position different", "[status]") {
    const std::vector<std::string> cycle = {"g8f6", "g1f3", "f6g8", "f3g1"};
    SECTION("unusable target: the start position counts") {
        Position pos = chess_position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        play_all(pos, cycle);
        CHECK(pos.repetition_count() == 2);
        play_all(pos, cycle);
        CHECK(status_of(pos) == "repetition 1/2-1/2");
    }
    SECTION("usable target (d4xe3 possible): the start position does not count") {
        Position pos = chess_position("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        play_all(pos, cycle);
        CHECK(pos.repetition_count() == 1);
        play_all(pos, cycle);
        CHECK(pos.repetition_count() == 2);
        CHECK(status_of(pos) == "ongoing *");
    }
    SECTION("a target only a pinned pawn attacks (FIDE 9.2.3): the position counts") {
        // The b4 pawn may not take c3 en passant: the a3 bishop pins it against the e7 king.
        Position pos = chess_position("8/4k3/8/8/1pP5/B7/8/4K3 b - c3 0 1");
        CHECK_FALSE(pos.en_passant_legal(make_square(2, 2)));
        CHECK(pos.text() == "8/4k3/8/8/1pP5/B7/8/4K3 b - c3 0 1"); // the target is kept in the text
        play_all(pos, {"e7e8", "e1e2", "e8e7", "e2e1"});
        CHECK(pos.repetition_count() == 2);
    }
    SECTION("a target only a capture that uncovers a rank attack could use: the position counts") {
        Position pos = chess_position("8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1");
        CHECK_FALSE(pos.en_passant_legal(make_square(3, 2)));
        play_all(pos, {"a4a5", "e1e2", "a5a4", "e2e1"});
        CHECK(pos.repetition_count() == 2);
    }
}

TEST_CASE("status: issue 12's game repeats three times after 8...Nb8, the first time with an unusable target", "[status]") {
    // After 4...d5 White's e5 pawn attacks d6 but is pinned against its king by the queen on e6.
    Position pos = chess_position(start_text);
    play_all(pos, {"e2e4", "c7c5", "e4e5", "d8b6", "g1f3", "b6e6", "f3g1", "d7d5"});
    CHECK_FALSE(pos.en_passant_legal(make_square(3, 5)));
    CHECK(pos.en_passant_targets().size() == 1);
    play_all(pos, {"g1f3", "b8c6", "f3g1", "c6b8"});
    CHECK(pos.repetition_count() == 2);
    play_all(pos, {"g1f3", "b8c6", "f3g1"});
    CHECK(status_of(pos) == "ongoing *");
    play(pos, "c6b8");
    CHECK(pos.repetition_count() == 3);
    CHECK(status_of(pos) == "repetition 1/2-1/2");
}

TEST_CASE("status: game_status leaves the position unchanged", "[status]") {
    Position pos = chess_position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    play_all(pos, {"e2a6", "b4c3"});
    const std::string text = pos.text();
    const std::uint64_t hash = pos.hash();
    const std::size_t plies = pos.ply_count();
    CHECK(status_of(pos) == "ongoing *");
    CHECK(pos.text() == text);
    CHECK(pos.hash() == hash);
    CHECK(pos.ply_count() == plies);
}

TEST_CASE("status: termination names and result texts", "[status]") {
    CHECK(termination_name(Termination::None) == "ongoing");
    CHECK(termination_name(Termination::Checkmate) == "checkmate");
    CHECK(termination_name(Termination::Stalemate) == "stalemate");
    CHECK(termination_name(Termination::InsufficientMaterial) == "insufficient_material");
    CHECK(termination_name(Termination::FiftyMoveRule) == "fifty_move_rule");
    CHECK(termination_name(Termination::Repetition) == "repetition");
    CHECK(termination_name(Termination::RoyalCaptured) == "royal_captured");
    CHECK(result_text(Result::Ongoing) == "*");
    CHECK(result_text(Result::WhiteWins) == "1-0");
    CHECK(result_text(Result::BlackWins) == "0-1");
    CHECK(result_text(Result::Draw) == "1/2-1/2");
    const GameStatus ongoing;
    CHECK(ongoing.result == Result::Ongoing);
    CHECK(ongoing.termination == Termination::None);
}

TEST_CASE("queries: checkmate, stalemate and checks on a const position", "[status][queries]") {
    const Position fools_mate = chess_position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(is_checkmate(fools_mate));
    CHECK_FALSE(is_stalemate(fools_mate));
    CHECK_FALSE(has_legal_move(fools_mate));
    const SquareSet checking = checkers(fools_mate);
    CHECK(checking.count() == 1);
    CHECK(square_name(checking.first()) == "h4");
    const Position stalemate = chess_position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(is_stalemate(stalemate));
    CHECK_FALSE(is_checkmate(stalemate));
    const Position start = chess_position(start_text);
    CHECK(has_legal_move(start));
    CHECK_FALSE(is_checkmate(start));
    CHECK_FALSE(is_stalemate(start));
    Position scratch = chess_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    const Move a8 = parse_move(scratch, "a1a8");
    const Move a7 = parse_move(scratch, "a1a7");
    const Position& back_rank = scratch;
    CHECK(gives_check(back_rank, a8));
    CHECK(gives_checkmate(back_rank, a8));
    CHECK_FALSE(gives_check(back_rank, a7));
    CHECK_FALSE(gives_checkmate(back_rank, a7));
    CHECK(back_rank.text() == "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
}

TEST_CASE("queries: has_legal_move agrees with the legal moves in random games of every variant", "[status][queries]") {
    // Its short cut (the first candidate found legal) must give generate_legal()'s answer under
    // every move rule: goals that end the game at once, compulsory captures and drops, royal
    // pieces that may not move in check, modules that list their own turns.
    std::mt19937_64 rng(0x4a5e);
    std::size_t positions = 0;
    std::size_t without_moves = 0;
    for (const VariantPtr& v : builtin_variants()) {
        INFO(v->name);
        Position pos = Position::start(v);
        for (int ply = 0; ply < 40; ++ply) {
            const std::string text = pos.text();
            const MoveList legal = legal_moves(pos);
            CHECK(has_legal_move(pos) == !legal.empty());
            CHECK(has_legal_move(std::as_const(pos)) == !legal.empty());
            CHECK(is_checkmate(std::as_const(pos)) == (legal.empty() && in_check(pos)));
            CHECK(pos.text() == text);
            ++positions;
            if (legal.empty()) {
                ++without_moves;
                break;
            }
            pos.push(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
        }
    }
    CHECK(positions > 2000);
    CHECK(without_moves > 5);
}
