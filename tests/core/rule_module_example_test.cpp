// The rule module worked example of docs/authoring.md section 7: Homebody chess, FIDE chess whose
// kings may never end a move beyond their own half (tests/data/variants/homebody.json). The guide
// quotes the module below; the tests check the counts it derives by hand.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <algorithm>
#include <string>
#include <vector>

// ---- the module, as docs/authoring.md shows it ---------------------------------------------------
#include <varia/varia.hpp>

namespace homebody {

using namespace varia;

/// The rules data cannot say: a king may not leave its own half.
struct Homebody {
    int ranks; // the option king_ranks, read once when the module is installed

    bool at_home(const Position& pos, Color side) const {
        const Square king = pos.royal_square(side);
        return king == NoSquare || pos.variant().relative_rank(side, rank_of(king)) < ranks;
    }
    /// The legality predicate: the FIDE condition (own king not attacked) and the king at home.
    bool legal(const Position& after, Color mover) const {
        return royals_unattacked(after, mover) && at_home(after, mover);
    }
    /// Position text whose side not to move breaks the rule is refused with this reason.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        const Color mover = ~pos.side_to_move();
        setup.require_side_not_to_move_legal(
            at_home(pos, mover) ? "" : std::string(mover == Color::White ? "White" : "Black") +
                                           "'s king is beyond its rank " + std::to_string(ranks));
    }
};

/// Installs Homebody chess into `v` (called by Variant::finalize()).
RuleModulePtr install(Variant& v) { return make_rule_module(Homebody{v.option_int("king_ranks")}); }

} // namespace homebody
// ---- end of the module ---------------------------------------------------------------------------

using namespace varia;

namespace {

/// Registers the module `name` (once per test program) and loads tests/data/variants/NAME.json,
/// which names it.
VariantPtr load_with_module(const std::string& name, RuleModuleInstall install) {
    if (find_rule_module(name) == nullptr) register_rule_module(name, install);
    return load_variant(std::string(VARIA_TEST_DATA_DIR) + "/variants/" + name + ".json");
}

VariantPtr load_homebody() { return load_with_module("homebody", homebody::install); }

} // namespace

TEST_CASE("rule module example: the king on e4 may not step onto rank 5", "[authoring][rule-module]") {
    const VariantPtr v = load_homebody();
    Position pos = Position::from_text(v, "4k3/8/8/8/4K3/8/8/8 w - - 0 1");
    CHECK(test::sorted_moves(pos) == std::vector<std::string>{"e4d3", "e4d4", "e4e3", "e4f3", "e4f4"});
    // The option widens the zone: all eight king moves.
    Position wide = Position::from_text(with_options(v, {{"king_ranks", "5"}}), "4k3/8/8/8/4K3/8/8/8 w - - 0 1");
    CHECK(test::sorted_moves(wide).size() == 8);
    // Int options are whole numbers 0..2147483647.
    CHECK_THROWS_WITH(with_options(v, {{"king_ranks", "-1"}}),
                      "option king_ranks: value '-1' is not a whole number 0..2147483647");
    CHECK_THROWS_AS(with_options(v, {{"king_ranks", "2147483648"}}), OptionError);
    CHECK_THROWS_AS(with_options(v, {{"king_ranks", "99999999999999999999"}}), OptionError);
    CHECK_NOTHROW(with_options(v, {{"king_ranks", "2147483647"}}));
}

TEST_CASE("rule module example: the first plies are those of chess", "[authoring][rule-module]") {
    Position pos = Position::start(load_homebody());
    const std::uint64_t chess[] = {20, 400, 8902, 197281};
    for (int depth = 1; depth <= 4; ++depth) CHECK(perft(pos, depth) == chess[depth - 1]);
}

TEST_CASE("rule module example: positions breaking the rule are refused", "[authoring][rule-module]") {
    const VariantPtr v = load_homebody();
    try {
        (void)Position::from_text(v, "4k3/8/8/4K3/8/8/8/8 b - - 0 1");
        FAIL("accepted a White king on e5");
    } catch (const ParseError& e) {
        CHECK(std::string(e.what()).find("White's king is beyond its rank 4") != std::string::npos);
    }
}

TEST_CASE("rule module example: unknown and duplicate modules", "[authoring][rule-module]") {
    (void)load_homebody();
    CHECK(find_rule_module("homebody") == homebody::install);
    CHECK(find_rule_module("no-such-module") == nullptr);
    CHECK_THROWS_AS(register_rule_module("homebody", homebody::install), OptionError);
    CHECK_THROWS_AS(register_rule_module("", homebody::install), OptionError);
    CHECK_THROWS_AS(register_rule_module("other", nullptr), OptionError);
}

// ---- the legality predicate that is handed the move it judges --------------------------------------

namespace {

/// Pawns never capture: judged from the move itself (its files), which the position after it no
/// longer shows. The predicate records how often it saw no move (a position set up from text).
struct PeacefulPawns {
    int* setups; // where to count the calls without a move

    bool legal(const Position& after, Color mover, const Move* move) const {
        if (move == nullptr) {
            ++*setups;
            return royals_unattacked(after, mover);
        }
        const Piece moved = after.piece_at(move->to);
        const bool pawn_takes = move->kind != MoveKind::Drop && after.variant().piece_types[moved.type()].is_pawn &&
                                file_of(move->from) != file_of(move->to);
        return royals_unattacked(after, mover) && !pawn_takes;
    }
};

int peaceful_setups = 0;

VariantPtr peaceful_chess() {
    static const bool registered = [] {
        register_rule_module("test-peaceful-pawns",
                             [](Variant&) { return make_rule_module(PeacefulPawns{&peaceful_setups}); });
        return true;
    }();
    (void)registered;
    std::string text = R"({"name": "peaceful-pawns-test", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "P", "name": "pawn", "betza": "fmWfceFifmnD", "pawn": true,
                    "promotion": {"ranks": [8], "choices": ["Q", "R", "B", "N"]}},
                   {"letter": "N", "name": "knight", "betza": "N"}, {"letter": "B", "name": "bishop", "betza": "B"},
                   {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                   {"letter": "Q", "name": "queen", "betza": "Q"},
                   {"letter": "K", "name": "king", "betza": "KO2", "royal": true}],
        "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rules": "test-peaceful-pawns"})";
    return parse_variant(text, "peaceful.json");
}

} // namespace

TEST_CASE("rule module: the legality predicate may take the move it judges", "[rule-module]") {
    const VariantPtr v = peaceful_chess();
    const int setups_before = peaceful_setups;
    // Set up from text: the side not to move is judged without a move.
    Position pos = Position::from_text(v, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    CHECK(peaceful_setups > setups_before);
    // FIDE chess has 31 moves here, e4xd5 among them; the pawn may not take.
    const std::vector<std::string> moves = test::sorted_moves(pos);
    CHECK(moves.size() == 30);
    CHECK(std::find(moves.begin(), moves.end(), "e4d5") == moves.end());
    CHECK(std::find(moves.begin(), moves.end(), "e4e5") != moves.end());
    // Other pieces still capture: after 2.Bb5+ c6 the bishop may take c6, the pawn still not d5.
    Position later = Position::from_text(v, "rnbqkbnr/pp2pppp/2p5/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3");
    const std::vector<std::string> later_moves = test::sorted_moves(later);
    CHECK(std::find(later_moves.begin(), later_moves.end(), "b5c6") != later_moves.end());
    CHECK(std::find(later_moves.begin(), later_moves.end(), "e4d5") == later_moves.end());
}

// ---- a legality predicate that asks for the legal replies ------------------------------------------

#include "../plugins/mate_only.hpp"

TEST_CASE("rule module: a legality predicate may ask whether the opponent has a legal reply", "[rule-module]") {
    const VariantPtr mate_only = load_with_module("mate-only", mate_only::install);
    // Two writings of one rule, each judging the replies of a check by the rule itself: the
    // predicate above, and the built-in checkless module's own search (variants/checkless).
    const char* const positions[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "6k1/5ppp/K3b3/8/8/8/8/1R6 w - - 0 1", // Rb8 mates: the one escape checks back
        "4k3/8/8/8/1p6/8/2PK4/8 w - - 0 1",   // c4: the en-passant capture would check
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };
    const int depths[] = {4, 4, 4, 5, 3, 4};
    for (std::size_t i = 0; i < std::size(positions); ++i) {
        INFO(positions[i]);
        Position by_predicate = Position::from_text(mate_only, positions[i]);
        Position built_in = test::at("checkless", positions[i]);
        CHECK(perft(by_predicate, depths[i]) == perft(built_in, depths[i]));
        CHECK(by_predicate.text() == positions[i]);
    }
    // The cases of tests/variants/checkless_test.cpp: Ra8+ does not mate, so it is illegal; Rb8+
    // mates because Black's one escape, Bc8, checks back without mating.
    Position open = Position::from_text(mate_only, positions[1]);
    CHECK_FALSE(test::has_move(open, "a1a8"));
    Position back_rank = Position::from_text(mate_only, positions[2]);
    REQUIRE(test::has_move(back_rank, "b1b8"));
    play(back_rank, "b1b8");
    CHECK(is_checkmate(back_rank));
    CHECK(game_status(back_rank).termination == Termination::Checkmate);
    // The start's count at 4 plies as cutechess publishes it (tests/data/fairy.json, checkless).
    Position start = Position::start(mate_only);
    CHECK(perft(start, 4) == 196772);
}
