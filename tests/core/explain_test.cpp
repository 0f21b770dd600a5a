// Why a move is illegal (explain.hpp): one case per reason code, in FIDE chess where it can be
// and in the variants whose data rules have their own codes, then one per seed variant's own
// rule (the refused turns of their specs' worked examples). Every case checks that the position
// is unchanged and that parse_move() throws IllegalMove with the same reason.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "varia/varia.hpp"

using namespace varia;

namespace {

/// Explains `move` in `fen` of `variant`, checks the reason and the square, that the position is
/// unchanged, and that parse_move() throws IllegalMove carrying the same reason and words.
MoveExplanation check_reason(const std::string& variant, const std::string& fen, const std::string& move,
                             IllegalReason reason, const std::string& square = "",
                             const std::map<std::string, std::string>& options = {}) {
    Position pos = Position::from_text(with_options(find_variant(variant), options), fen);
    const std::string text_before = pos.text();
    const std::uint64_t hash_before = pos.hash();
    const MoveExplanation why = explain_move(pos, move);
    INFO(variant << " " << fen << " " << move << ": " << why.message);
    CHECK(why.reason == reason);
    CHECK(reason_name(why.reason) == reason_name(reason));
    CHECK((square.empty() ? why.square == NoSquare : why.square != NoSquare && square_name(why.square) == square));
    CHECK(!why.message.empty());
    if (reason != IllegalReason::Legal && reason != IllegalReason::Malformed) {
        try {
            (void)parse_move(pos, move);
            FAIL("parse_move accepted " << move);
        } catch (const IllegalMove& e) {
            CHECK(e.reason() == reason);
            CHECK(e.explanation() == why.message);
            CHECK(e.move_text() == move);
            CHECK(std::string(e.what()).find("illegal move \"" + move + "\"") == 0);
            CHECK(std::string(e.what()).find(why.message) != std::string::npos);
        }
    }
    CHECK(pos.text() == text_before);
    CHECK(pos.hash() == hash_before);
    return why;
}

bool has(const MoveExplanation& why, const std::string& words) {
    INFO(why.message);
    return why.message.find(words) != std::string::npos;
}

const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace

TEST_CASE("explain: a legal move is legal", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "e2e4", IllegalReason::Legal);
    CHECK(why.message == "legal");
}

TEST_CASE("explain: malformed text gives the parse error's words", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "e2e", IllegalReason::Malformed);
    CHECK(has(why, "is not move text"));
    CHECK(reason_name(why.reason) == "malformed");
    check_reason("chess", start, "e2e9", IllegalReason::Malformed);
    Position pos = Position::from_text(find_variant("chess"), start);
    CHECK_THROWS_AS(parse_move(pos, "e2e"), ParseError);
}

TEST_CASE("explain: no piece on the from square", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "e3e4", IllegalReason::NoPiece, "e3");
    CHECK(has(why, "no piece on e3"));
    CHECK(reason_name(why.reason) == "no_piece");
}

TEST_CASE("explain: the side not to move's piece", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "e7e5", IllegalReason::NotYourPiece, "e7");
    CHECK(has(why, "the pawn on e7 is Black's, and White is to move"));
}

TEST_CASE("explain: the piece does not move that way", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "g1g3", IllegalReason::WrongMovement);
    CHECK(has(why, "the knight on g1 does not move to g3"));
    CHECK(has(why, "N (XBetza)"));
    CHECK(has(why, "from g1 to f3, h3"));
    // A pawn's capture onto an empty square, and its step onto an enemy piece.
    CHECK(has(check_reason("chess", start, "e2d3", IllegalReason::WrongMovement), "only to capture"));
    CHECK(has(check_reason("chess", "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2e3", IllegalReason::WrongMovement, "e3"),
              "does not capture that way"));
}

TEST_CASE("explain: a rider's or a pawn's path is blocked", "[explain]") {
    const MoveExplanation rook = check_reason("chess", start, "a1a3", IllegalReason::PathBlocked, "a2");
    CHECK(has(rook, "the path of the rook on a1 to a3 is blocked by the pawn on a2"));
    const MoveExplanation pawn =
        check_reason("chess", "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", IllegalReason::PathBlocked, "e3");
    CHECK(has(pawn, "blocked by the knight on e3"));
    CHECK(reason_name(pawn.reason) == "path_blocked");
}

TEST_CASE("explain: the target holds the mover's own piece", "[explain]") {
    const MoveExplanation why = check_reason("chess", start, "d1d2", IllegalReason::TargetOccupied, "d2");
    CHECK(has(why, "d2 holds White's own pawn"));
}

TEST_CASE("explain: the move leaves the king attacked", "[explain]") {
    const MoveExplanation why =
        check_reason("chess", "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", "d2d3", IllegalReason::LeavesRoyalAttacked, "b4");
    CHECK(has(why, "it leaves the king on e1 attacked by the bishop on b4"));
    CHECK(reason_name(why.reason) == "leaves_royal_attacked");
}

TEST_CASE("explain: castling out of, through or into an attacked square", "[explain]") {
    const MoveExplanation through = check_reason("chess", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "e1g1",
                                                 IllegalReason::CastlingThroughAttack, "f1");
    CHECK(through.message == "castling through the attacked square f1 (attacked by the bishop on c4)");
    CHECK(has(check_reason("chess", "4k3/4r3/8/8/8/8/8/4K2R w K - 0 1", "e1g1", IllegalReason::CastlingThroughAttack,
                           "e1"),
              "castling out of check (the king on e1 is attacked by the rook on e7)"));
    CHECK(has(check_reason("chess", "4k3/8/8/8/8/8/7b/4K2R w K - 0 1", "e1g1", IllegalReason::CastlingThroughAttack,
                           "g1"),
              "castling into the attacked square g1 (attacked by the bishop on h2)"));
    Position pos = Position::from_text(find_variant("chess"), "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1");
    try {
        play(pos, "e1g1");
        FAIL("e1g1 was played");
    } catch (const IllegalMove& e) {
        CHECK(std::string(e.what()) == "illegal move \"e1g1\" in 4k3/8/8/8/2b5/8/8/4K2R w K - 0 1: castling through "
                                       "the attacked square f1 (attacked by the bishop on c4)");
        CHECK(e.square() == *pos.variant().geometry().parse_square("f1"));
    }
}

TEST_CASE("explain: castling without the right or with pieces between", "[explain]") {
    CHECK(has(check_reason("chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", IllegalReason::CastlingNotAllowed),
              "White has no right to castle king side"));
    CHECK(has(check_reason("chess", "4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "e1g1", IllegalReason::CastlingNotAllowed, "f1"),
              "f1 holds the bishop"));
}

TEST_CASE("explain: the game is over", "[explain]") {
    const MoveExplanation why = check_reason("chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                                             "a2a3", IllegalReason::GameOver);
    CHECK(has(why, "the game is over"));
}

TEST_CASE("explain: the core's data rules", "[explain]") {
    // Racing kings forbids checks: Ne2-c3 would attack the black king on a2.
    CHECK(has(check_reason("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", "e2c3",
                           IllegalReason::ChecksNotAllowed, "a2"),
              "allows no checks"));
    // Xiangqi: the advisor leaves the file, and the generals face each other.
    check_reason("xiangqi", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "e2d3", IllegalReason::FlyingGeneral);
    // Antichess: the king (not royal there) must take the pawn.
    CHECK(has(check_reason("antichess", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1f1", IllegalReason::MustCapture, "d2"),
              "e1d2"));
    // Makpong: in check, the king may only take the checker.
    check_reason("makpong", "4k3/8/8/8/8/8/2R5/r3K3 w - - 0 1", "e1e2", IllegalReason::RoyalMoveInCheck, "a1");
    // Placement: while pieces are in hand, White must drop.
    check_reason("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/8[NNBBRRQKnnbbrrqk] w - - 0 1", "a2a3",
                 IllegalReason::MustDrop);
    CHECK(has(check_reason("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "N@e4", IllegalReason::NoPiece), "White has no knight in hand"));
}

TEST_CASE("explain: an ambiguous input is an IllegalMove with its candidates", "[explain]") {
    const IllegalMove e("Nd2", "illegal move \"Nd2\": ambiguous", IllegalReason::Ambiguous, NoSquare, {"b1d2", "f3d2"},
                        "ambiguous");
    CHECK(e.reason() == IllegalReason::Ambiguous);
    CHECK(reason_name(e.reason()) == "ambiguous");
    CHECK(e.candidates() == std::vector<std::string>{"b1d2", "f3d2"});
    const IllegalMove plain("e2e5", "illegal move");
    CHECK(plain.reason() == IllegalReason::Unexplained);
    CHECK(plain.square() == NoSquare);
}

TEST_CASE("PE-07 explain: a move that leaves the enemy Prisoner unattacked (R4)", "[explain][prisoners-escape]") {
    const std::string fen = "***1***/7/7/1p2i2/IP5/5P1/2G2N1/***1*** w - - 0 1";
    const MoveExplanation why = check_reason("prisoners-escape", fen, "c2d3", IllegalReason::VariantRule);
    CHECK(has(why, "no longer attacks the enemy Prisoner on e5"));
    CHECK(has(why, "(R4)"));
    check_reason("prisoners-escape", fen, "c2c3", IllegalReason::Legal);
}

TEST_CASE("LC-01 explain: a turn over the three action points (R1)", "[explain][laser-chess]") {
    const std::string fen = "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1";
    const MoveExplanation why = check_reason("laser-chess", fen, "a1b1,c1d3", IllegalReason::VariantRule);
    CHECK(has(why, "a turn has 3 action points (R1, §B), and this one costs 4"));
    CHECK(has(why, "c1d3 costs 2"));
    check_reason("laser-chess", fen, "a2a3,c1d3", IllegalReason::Legal);
    // The core names the action at fault where it can.
    const MoveExplanation first = check_reason("laser-chess", fen, "c1c3,a2a3", IllegalReason::WrongMovement);
    CHECK(has(first, "action 1 (c1c3): the knight on c1 does not move to c3"));
}

TEST_CASE("AC-08 explain: taking the screen makes the capturer the new screen", "[explain][asylum-chess]") {
    // asylum-chess.md §6 and AC-08: e7c5 would let the rook on a5 fire through the bishop at e5.
    const MoveExplanation why = check_reason("asylum-chess", "10/10/10/4b5/10/R1P1k5/10/10/10/K9 b - - 0 1", "e7c5",
                                             IllegalReason::LeavesRoyalAttacked, "a5");
    CHECK(has(why, "it leaves the king on e5 attacked by the super loony rook on a5"));
}

TEST_CASE("AM-16 explain: the fourth sideways turn in a row (R14)", "[explain][amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1 sideways:3,0";
    const MoveExplanation why = check_reason("amphora", fen, "d4c4", IllegalReason::VariantRule);
    CHECK(has(why, "at most 3 sideways turns in a row"));
    CHECK(has(why, "R14"));
    check_reason("amphora", fen, "d1c1", IllegalReason::VariantRule);
    check_reason("amphora", fen, "d4d5", IllegalReason::Legal);
}
