// The shogi family as data: promoted piece types (`+P`, PieceType::promoted) that go back to the
// hand unpromoted, optional and zone-wide promotion (PromotionRules::optional, from_zone), the
// immobility rule (Variant::immobility_illegal), drop limits per file (PieceType::drop_file_limit),
// the pawn-drop mate rule (GoalRules::drop_mate_types) and dobutsu's safe flag (FlagRule::safe).
// Every move list and result here was checked with Fairy-Stockfish (ffish 0.7.10); fairy.json's
// counts run in fairy_perft_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {


/// The legal moves of `pos` that start on `from` (drops: that start with `from`, e.g. "P@").
std::vector<std::string> moves_from(Position& pos, const std::string& from) {
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.rfind(from, 0) == 0) out.push_back(m);
    return out;
}

/// The status name and result after playing `moves` from `pos`.
std::string after(Position pos, const std::vector<std::string>& moves) {
    for (const std::string& m : moves) play(pos, m);
    const GameStatus status = game_status(pos);
    return status_name(status) + " " + result_text(status.result);
}

} // namespace

TEST_CASE("shogi: a piece entering, leaving or moving within the zone may promote", "[shogi]") {
    Position into = test::at("shogi", "4k4/9/9/4P4/9/9/9/9/4K4[] w - - 0 1");
    CHECK(moves_from(into, "e6") == std::vector<std::string>{"e6e7", "e6e7+"});
    // The silver on e7 (in the zone): every move may promote, the backward ones out of the zone too.
    Position within = test::at("shogi", "k8/9/4S4/9/9/9/9/9/4K4[] w - - 0 1");
    CHECK(moves_from(within, "e7") == std::vector<std::string>{"e7d6", "e7d6+", "e7d8", "e7d8+", "e7e8", "e7e8+",
                                                               "e7f6", "e7f6+", "e7f8", "e7f8+"});
}

TEST_CASE("shogi: a piece that could never move again must promote", "[shogi]") {
    Position pawn = test::at("shogi", "k8/4P4/9/9/9/9/9/9/4K4[] w - - 0 1");
    CHECK(moves_from(pawn, "e8") == std::vector<std::string>{"e8e9+"});
    Position knight = test::at("shogi", "4k4/9/4N4/9/9/9/9/9/4K4[] w - - 0 1");
    CHECK(moves_from(knight, "e7") == std::vector<std::string>{"e7d9+", "e7f9+"});
    // And such a position cannot be written down.
    CHECK_THROWS_AS(test::at("shogi", "k3P4/9/9/9/9/9/9/9/4K4[] w - - 0 1"), ParseError);
    CHECK_THROWS_WITH(test::at("shogi", "k8/3N5/9/9/9/9/9/9/4K4[] w - - 0 1"),
                      Catch::Contains("knight on d8, where it could never move"));
}

TEST_CASE("shogi: drops keep off files with an own pawn and squares the piece could not leave", "[shogi]") {
    Position pawn = test::at("shogi", "k8/9/9/9/4P4/9/9/9/K8[P] w - - 0 1");
    const std::vector<std::string> drops = moves_from(pawn, "P@");
    CHECK(drops.size() == 63); // every empty square of ranks 1-8 off the e-file
    CHECK(std::none_of(drops.begin(), drops.end(), [](const std::string& m) { return m[2] == 'e' || m[3] == '9'; }));
    // A tokin on the file does not count: it is no pawn.
    Position tokin = test::at("shogi", "k8/9/9/9/4+P4/9/9/9/K8[P] w - - 0 1");
    CHECK(moves_from(tokin, "P@e").size() == 7); // e1..e8 without e5
    Position knight = test::at("shogi", "k8/9/9/9/9/9/9/9/K8[N] w - - 0 1");
    const std::vector<std::string> knights = moves_from(knight, "N@");
    CHECK(std::none_of(knights.begin(), knights.end(), [](const std::string& m) { return m[3] == '8' || m[3] == '9'; }));
    CHECK(knights.size() == 9 * 7 - 1);
    // Tori shogi allows two swallows on a file: a third may not be dropped there.
    Position swallows = test::at("torishogi", "3k3/7/7/3s3/3S3/3S3/3K3[S] w - - 0 1");
    const std::vector<std::string> birds = moves_from(swallows, "S@");
    CHECK(std::none_of(birds.begin(), birds.end(), [](const std::string& m) { return m[2] == 'd'; }));
    CHECK(birds.size() == 6 * 6);
}

TEST_CASE("shogi: a captured promoted piece goes to the hand unpromoted", "[shogi]") {
    Position pos = test::at("shogi", "k8/9/9/9/9/9/9/4+r4/4K4[] w - - 0 1");
    play(pos, "e1e2");
    CHECK(pos.text() == "k8/9/9/9/9/9/9/4K4/9[R] b - - 0 1");
}

TEST_CASE("shogi: promoted pieces in position text", "[shogi]") {
    const std::string text = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 4";
    CHECK(test::at("shogi", text.c_str()).text() == text);
    CHECK_THROWS_WITH(test::at("shogi", "k8/9/9/9/9/9/9/9/4K4[+P] w - - 0 1"), Catch::Contains("cannot be in hand"));
    CHECK_THROWS_WITH(test::at("shogi", "k8/9/9/9/9/9/9/9/4+K4[] w - - 0 1"), Catch::Contains("no promoted piece '+K'"));
    CHECK_THROWS_WITH(test::at("shogi", "k8/9/9/9/9/9/9/9/4K3+[] w - - 0 1"), Catch::Contains("'+' not followed"));
}

TEST_CASE("shogi: a checkmate given by a pawn drop loses for the side that gave it", "[shogi]") {
    const Position pos = test::at("shogi", "8k/9/8G/9/9/9/9/9/K6R1[PG] w - - 0 1");
    CHECK(after(pos, {"P@i8"}) == "checkmate 0-1");
    CHECK(after(pos, {"G@i8"}) == "checkmate 1-0");
}

TEST_CASE("euroshogi: promotion in the zone is compulsory", "[shogi]") {
    Position pawn = test::at("euroshogi", "4k3/8/8/4P3/8/8/8/4K3[] w - - 0 1");
    CHECK(moves_from(pawn, "e5") == std::vector<std::string>{"e5e6+"});
    Position knight = test::at("euroshogi", "4k3/8/4N3/8/8/8/8/4K3[] w - - 0 1");
    CHECK(moves_from(knight, "e6") == std::vector<std::string>{"e6d6+", "e6d8+", "e6f6+", "e6f8+"});
}

TEST_CASE("torishogi: Black's quails are White's turned round", "[shogi]") {
    // The left quail slides forward and back to its right; for Black that is down and up-left.
    Position pos = test::at("torishogi", "3k3/l6/7/7/7/7/3K3[] b - - 0 1");
    CHECK(moves_from(pos, "a6") == std::vector<std::string>{"a6a1", "a6a2", "a6a3", "a6a4", "a6a5", "a6b7"});
}

TEST_CASE("dobutsu: a lion on the far rank wins only where nothing attacks it", "[shogi][goals]") {
    const Position pos = test::at("dobutsu", "g2/1L1/2l/3[] w - - 0 1");
    CHECK(after(pos, {"b3b4"}) == "ongoing *");        // the giraffe on a4 attacks b4
    CHECK(after(pos, {"b3b4", "c2c3"}) == "ongoing *"); // now the black lion does
    CHECK(after(pos, {"b3c4"}) == "flag 1-0");
    CHECK(after(pos, {"b3a4"}) == "flag 1-0");
}

TEST_CASE("shoshogi: the king is protected only while it is the only royal piece", "[shogi][shoshogi]") {
    // Positions checked with ffish 0.7.10 (the same move lists).
    const VariantPtr sho = find_variant("shoshogi");
    // A lone king in check: escape, or block with the elephant.
    Position lone = Position::from_text(sho, "4k4/9/9/9/4r4/9/9/9/3EK4 w - - 0 1");
    CHECK(in_check(lone));
    CHECK(test::sorted_moves(lone) == std::vector<std::string>{"d1e2", "e1d2", "e1f1", "e1f2"});
    // With a crown prince (a promoted elephant) beside it, neither is protected: the king may stay
    // on the rook's file or even step along it.
    Position two = Position::from_text(sho, "4k4/9/9/9/4r4/9/9/9/3+EK4 w - - 0 1");
    CHECK_FALSE(in_check(two));
    CHECK(test::has_move(two, "e1e2"));
    CHECK(test::has_move(two, "d1c1"));
    // Promoting the elephant does not lift the check on the lone king in the same move.
    Position promote = Position::from_text(sho, "4k4/9/9/3E5/9/9/4r4/9/4K4 w - - 0 1");
    CHECK(test::sorted_moves(promote) == std::vector<std::string>{"e1d1", "e1d2", "e1f1", "e1f2"});
    // No drops: a capture leaves the game.
    Position capture = Position::from_text(sho, "4k4/9/9/9/9/9/9/4r4/4K4 w - - 0 1");
    play(capture, "e1e2");
    CHECK(capture.text() == "4k4/9/9/9/9/9/9/4K4/9 b - - 0 1");
}
