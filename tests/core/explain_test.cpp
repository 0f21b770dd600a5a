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
    CHECK(check_reason("chess", start, "N@e4", IllegalReason::NoPiece).message == "chess has no hands: nothing is dropped");
}

TEST_CASE("explain: the first action of a turn that has more", "[explain]") {
    // A duck move without the duck's square, and an amazon's move without its arrow: the turns
    // that begin with it are named (three of them, and how many more).
    const MoveExplanation duck = check_reason("duck", start, "e2e4", IllegalReason::VariantRule);
    CHECK(duck.message == "e2e4 is only the start of a turn: a turn of duck here has more actions, joined by ',' "
                          "(e2e4,*@a3 or e2e4,*@a4 or e2e4,*@a5 or 29 more)");
    const MoveExplanation amazons =
        check_reason("amazons", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1", "a4a5", IllegalReason::VariantRule);
    CHECK(has(amazons, "a4a5 is only the start of a turn: a turn of amazons here has more actions"));
    CHECK(has(amazons, "(a4a5,*@a1 or a4a5,*@a2 or a4a5,*@a3 or 20 more)"));
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
    CHECK(has(why, "action 2 (c1d3) goes over them"));
    CHECK(has(check_reason("laser-chess", fen, "a2a3,b2b3,c1d3", IllegalReason::VariantRule),
              "action 3 (c1d3) goes over them"));
    check_reason("laser-chess", fen, "a2a3,c1d3", IllegalReason::Legal);
    // The core names the action at fault where it can.
    const MoveExplanation first = check_reason("laser-chess", fen, "c1c3,a2a3", IllegalReason::WrongMovement);
    CHECK(has(first, "action 1 (c1c3): the knight on c1 does not move to c3"));
}

TEST_CASE("LC-01 explain: a piece acting twice names its second action (R1, C1)", "[explain][laser-chess]") {
    const MoveExplanation why =
        check_reason("laser-chess", "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1", "a2a3,a2a4", IllegalReason::VariantRule);
    CHECK(has(why, "each piece acts at most once in a turn (R1, C1)"));
    CHECK(has(why, "action 2 (a2a4) is its second action"));
}

TEST_CASE("LC-01 explain: two actions ending on one square (C2)", "[explain][laser-chess]") {
    const MoveExplanation why =
        check_reason("laser-chess", "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1", "b2b3,c1b3", IllegalReason::VariantRule);
    CHECK(has(why, "no two pieces may end on the same square (C2, R4)"));
    CHECK(has(why, "action 1 (b2b3) and action 2 (c1b3) both end on b3"));
}

TEST_CASE("LC-01 explain: a later action at fault is named by its index and text", "[explain][laser-chess]") {
    const std::string fen = "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1";
    // The first action is fine; the second is not a move of the knight.
    const MoveExplanation knight = check_reason("laser-chess", fen, "a2a3,c1c3", IllegalReason::WrongMovement);
    CHECK(has(knight, "action 2 (c1c3): the knight on c1 does not move to c3"));
    // Every action is judged on the position as it is (R3): b2b4 is fine, a2a5 is not.
    CHECK(has(check_reason("laser-chess", fen, "b2b4,a2a5", IllegalReason::WrongMovement),
              "action 2 (a2a5): the pawn on a2 does not move to a5"));
    // The second action names a square without a piece, or the enemy's piece.
    CHECK(has(check_reason("laser-chess", fen, "a2a3,d2d3", IllegalReason::NoPiece, "d2"),
              "action 2 (d2d3): there is no piece on d2"));
    CHECK(has(check_reason("laser-chess", fen, "a2a3,a8b8", IllegalReason::NotYourPiece, "a8"),
              "action 2 (a8b8): the king on a8 is Black's"));
}

TEST_CASE("LC-16 explain: with must_spend, a turn another action could join (R2)", "[explain][laser-chess]") {
    const std::string fen = "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1";
    const std::map<std::string, std::string> spend{{"must_spend", "true"}};
    const MoveExplanation why = check_reason("laser-chess", fen, "c1d3", IllegalReason::VariantRule, "", spend);
    CHECK(has(why, "with the option must_spend a turn is legal only if no further action could be added to it (R2"));
    CHECK(has(why, "can still grow into"));
    CHECK(has(why, "c1d3"));
    check_reason("laser-chess", fen, "a2a3,c1d3", IllegalReason::Legal, "", spend);
    check_reason("laser-chess", fen, "c1d3", IllegalReason::Legal);
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

TEST_CASE("AC-01 explain: without Friendly Fire an own piece blocks the rook (R8)", "[explain][asylum-chess]") {
    const std::string fen = "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1";
    const MoveExplanation why = check_reason("asylum-chess", fen, "a1a3", IllegalReason::VariantRule);
    CHECK(has(why, "without Friendly Fire"));
    CHECK(has(why, "White's own pawn on a2 blocks it"));
    CHECK(has(why, "(R8)"));
    check_reason("asylum-chess", fen, "a1a3", IllegalReason::Legal, "", {{"friendly_fire", "true"}});
}

TEST_CASE("AC-04 explain: the fire reaches two pieces at most and spares own ones (R7, R8)",
          "[explain][asylum-chess]") {
    const std::string fen = "9k/10/3n6/10/3p6/10/1r1Rp2P2/3P6/10/K9 w - - 0 1";
    const MoveExplanation beyond = check_reason("asylum-chess", fen, "d4d9", IllegalReason::VariantRule);
    CHECK(has(beyond, "at most two pieces"));
    CHECK(has(beyond, "insane ninja knight on d8 (R7)"));
    const MoveExplanation own = check_reason("asylum-chess", fen, "d4h4", IllegalReason::VariantRule);
    CHECK(has(own, "may not land on White's own pawn on h4 (R8)"));
    check_reason("asylum-chess", fen, "d4h4", IllegalReason::Legal, "", {{"friendly_fire", "true"}});
    check_reason("asylum-chess", fen, "d4d8", IllegalReason::Legal);
}

TEST_CASE("AC-11 explain: a rook never fires through its own king (R11)", "[explain][asylum-chess]") {
    const std::string fen = "10/10/10/10/10/R3K1k3/10/10/10/10 w - - 0 1";
    for (const std::string ff : {"false", "true"}) {
        const MoveExplanation why =
            check_reason("asylum-chess", fen, "a5f5", IllegalReason::VariantRule, "", {{"friendly_fire", ff}});
        CHECK(has(why, "never fires through its own king"));
        CHECK(has(why, "the king on e5 blocks the line (R11)"));
    }
}

TEST_CASE("AC-15 explain: the pawn's two- and three-square advances (R17)", "[explain][asylum-chess]") {
    const std::string fen = "9k/10/10/10/10/10/2p7/6P3/2P1P5/K9 w - - 0 1";
    CHECK(has(check_reason("asylum-chess", fen, "g3g5", IllegalReason::VariantRule),
              "only from its start rank (rank 2 for White)"));
    CHECK(has(check_reason("asylum-chess", fen, "c2c4", IllegalReason::VariantRule), "never captures"));
    CHECK(has(check_reason("asylum-chess", fen, "c2c5", IllegalReason::VariantRule),
              "the pawn on c4 is in the way (R17)"));
    check_reason("asylum-chess", fen, "e2e5", IllegalReason::Legal);
}

TEST_CASE("AC-16 explain: promotion is compulsory, to Q, R, N, B or L (R19)", "[explain][asylum-chess]") {
    const std::string fen = "2b1r4k/3P6/10/10/10/10/10/10/10/K9 w - - 0 1";
    const MoveExplanation missing = check_reason("asylum-chess", fen, "d9d10", IllegalReason::VariantRule);
    CHECK(has(missing, "write its letter"));
    CHECK(has(missing, "d9d10q (R19)"));
    CHECK(has(check_reason("asylum-chess", fen, "d9d10k", IllegalReason::VariantRule), "never to a king (R19)"));
    check_reason("asylum-chess", fen, "d9d10l", IllegalReason::Legal);
}

TEST_CASE("AC-12 explain: castling moves the king three squares (R14)", "[explain][asylum-chess]") {
    const std::string fen = "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R4K3R w KQ - 0 1";
    const MoveExplanation why = check_reason("asylum-chess", fen, "f1h1", IllegalReason::VariantRule);
    CHECK(has(why, "castling moves the king three squares"));
    CHECK(has(why, "f1i1 or f1c1 (R14)"));
    // Castling through the square the rook fires at stays the core's explanation (R15).
    check_reason("asylum-chess", fen, "f1c1", IllegalReason::CastlingThroughAttack, "e1");
    check_reason("asylum-chess", fen, "f1i1", IllegalReason::Legal);
}

TEST_CASE("AM-07 explain: a placement without the right or away from the King (R3, R4, R20)", "[explain][amphora]") {
    // Not in check and no Pawn lost: no right (R3, R4).
    const MoveExplanation none = check_reason("amphora", "*2k2*/**3**/*5*/7/7/*2K2*/**3**/*5*[G] w - - 0 2",
                                              "G@c3,d3d4", IllegalReason::VariantRule);
    CHECK(has(none, "the Guard may be placed only in the turn after one of White's Pawns was taken"));
    CHECK(has(none, "R4"));
    // In check, but the position carries no place:1 (R20).
    CHECK(has(check_reason("amphora", "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2", "G@c3,d3c4",
                           IllegalReason::VariantRule),
              "(R20)"));
    // With the right, only next to the own King.
    CHECK(has(check_reason("amphora", "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1", "G@b4,d3c3",
                           IllegalReason::VariantRule),
              "next to its own King, on d3, and b4 is not one (§6, R3)"));
}

TEST_CASE("AM-07 explain: a later action judged on the board the placement leaves", "[explain][amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1";
    const MoveExplanation onto = check_reason("amphora", fen, "G@d4,d3d4", IllegalReason::TargetOccupied, "d4");
    CHECK(has(onto, "action 2 (d3d4): d4 holds White's own guard"));
    CHECK(has(check_reason("amphora", fen, "G@d2,d2d1", IllegalReason::WrongMovement),
              "action 2 (d2d1): the guard on d2 goes to d1 only to capture, and d1 is empty"));
    CHECK(has(check_reason("amphora", fen, "G@c2,d3d5", IllegalReason::WrongMovement),
              "action 2 (d3d5): the king on d3 does not move to d5"));
    check_reason("amphora", fen, "G@e3,e3e4", IllegalReason::Legal);
}

TEST_CASE("AM-09 explain: a turn that leaves the King takeable (R5)", "[explain][amphora]") {
    const MoveExplanation why = check_reason("amphora", "*2k2*/**3**/*5*/2p4/7/*2Pp1*/**3**/*2K2*[] w - - 0 1",
                                             "d1d2", IllegalReason::VariantRule);
    CHECK(has(why, "after it Black could take White's King on d2 on its next turn (R5)"));
}

TEST_CASE("AM-20 explain: a turn that lets the opponent place its Guard and take the King (R5)", "[explain][amphora]") {
    const MoveExplanation why = check_reason("amphora", "*5*/**k2**/*5*/4p2/5K1/*5*/**3**/*5*[g] w - - 0 1", "f4e5",
                                             IllegalReason::VariantRule);
    CHECK(has(why, "gives Black the placement right"));
    CHECK(has(why, "place its Guard and take White's King on e5 in the same turn (R5)"));
}

TEST_CASE("AM-10 explain: an entry onto the back row names its telekinesis target (R9)", "[explain][amphora]") {
    const MoveExplanation why = check_reason("amphora", "*4k*/**1P1**/*5*/1p5/5p1/*5*/**3**/*2K2*[] w - - 0 1", "d7d8",
                                             IllegalReason::VariantRule);
    CHECK(has(why, "d7d8xb5 or d7d8xf4 (R9)"));
}
