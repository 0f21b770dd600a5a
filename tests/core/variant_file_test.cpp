// variant_file.hpp and the registry: the shipped Los Alamos file (variants/losalamos/losalamos.json)
// against its published perft counts, FIDE chess written as a variant file
// (tests/data/variants/chess.json) against the C++ chess, malformed variant files each reported
// at its JSON pointer, and register_variant().
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using namespace varia;

namespace {

const std::string variants_dir = std::string(VARIA_TEST_DATA_DIR) + "/../../variants";
const std::string kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A small valid variant file; the malformed cases below patch it (RFC 7396: null removes a key).
const char* const mini = R"({
  "name": "mini",
  "board": {"width": 4, "height": 4},
  "pieces": [
    {"letter": "K", "name": "king", "betza": "K", "royal": true},
    {"letter": "R", "name": "rook", "betza": "R"},
    {"letter": "P", "name": "pawn", "betza": "fmWfcF", "pawn": true,
     "promotion": {"ranks": [4], "choices": ["R"]}}
  ],
  "start": "k3/p3/4/1R1K w - - 0 1"
})";

/// `mini` with the JSON merge patch `patch` applied, as text.
std::string patched(const char* patch) {
    nlohmann::json doc = nlohmann::json::parse(mini);
    doc.merge_patch(nlohmann::json::parse(patch));
    return doc.dump();
}

/// One malformed variant file: its text, the one problem's JSON pointer and a part of its message.
struct BadFile {
    std::string text;
    std::string pointer;
    std::string needle;
};

/// The ParseError that parse_variant(text, source) throws; fails the test when it throws none.
std::optional<ParseError> error_of(const std::string& text, const std::string& source) {
    try {
        const VariantPtr v = parse_variant(text, source);
        FAIL_CHECK("accepted, as variant " << v->name);
    } catch (const ParseError& e) {
        return e;
    }
    return std::nullopt;
}

} // namespace

TEST_CASE("losalamos.json: built in, fields as written", "[variant-file]") {
    const VariantPtr v = find_variant("losalamos");
    CHECK(find_variant("los-alamos") == v);
    const auto& builtin = builtin_variants();
    REQUIRE(builtin.size() >= 3);
    CHECK(builtin[0]->name == "chess");
    CHECK(builtin[1]->name == "chess960");
    CHECK(std::find(builtin.begin(), builtin.end(), v) != builtin.end());
    CHECK(v->width == 6);
    CHECK(v->height == 6);
    CHECK(v->holes.empty());
    REQUIRE(v->piece_types.size() == 5);
    const PieceType& pawn = v->piece_types[0];
    CHECK(pawn.letter == 'P');
    CHECK(pawn.is_pawn);
    CHECK(pawn.promotion.ranks == std::vector<int>{5});
    CHECK(pawn.promotion.choices == std::vector<PieceTypeId>{3, 2, 1}); // Q R N
    CHECK(pawn.initial_ranks == std::vector<int>{1}); // default: where White's pawns start
    CHECK(v->piece_types[4].royal);
    CHECK(v->royal_type() == std::optional<PieceTypeId>(4));
    CHECK(v->royals_per_side == 1);
    CHECK_FALSE(v->castling.enabled);
    CHECK(v->rule_module.empty());
    CHECK(Position::start(v).text() == "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1");
}

TEST_CASE("losalamos.json: perft 1..5 from the start", "[variant-file]") {
    // Depth 5 = 191846: fairy.json fsf-perftsh-L39 and cutechess-losalamos-startpos-d5; depth 4 =
    // 14332 from that cutechess test's comment; depths 1..3 computed with Varia after both matched.
    const std::vector<std::uint64_t> expected{10, 100, 1212, 14332, 191846};
    // The built-in variant and the same file read from disk give the same counts.
    const VariantPtr loaded = load_variant(variants_dir + "/losalamos/losalamos.json");
    CHECK(loaded->name == "losalamos");
    for (const VariantPtr& v : {find_variant("losalamos"), loaded}) {
        Position pos = Position::start(v);
        for (int depth = 1; depth <= 5; ++depth) {
            INFO("depth " << depth);
            CHECK(perft(pos, depth) == expected[depth - 1]);
        }
    }
}

TEST_CASE("tests/data/variants/chess.json: chess as data equals the C++ chess", "[variant-file]") {
    const VariantPtr data = load_variant(std::string(VARIA_TEST_DATA_DIR) + "/variants/chess.json");
    const VariantPtr chess = find_variant("chess");
    CHECK(data->name == "chess-data");
    // Castling derived from the king's O2 atom and its start file: the FIDE rules.
    CHECK(data->castling.enabled);
    CHECK(data->castling.king_file == chess->castling.king_file);
    CHECK(data->castling.king_side_king_file == chess->castling.king_side_king_file);
    CHECK(data->castling.king_side_rook_file == chess->castling.king_side_rook_file);
    CHECK(data->castling.queen_side_king_file == chess->castling.queen_side_king_file);
    CHECK(data->castling.queen_side_rook_file == chess->castling.queen_side_rook_file);
    CHECK(data->castling.king_takes_rook_notation == chess->castling.king_takes_rook_notation);
    CHECK(data->castling.shredder_fen == chess->castling.shredder_fen);
    CHECK(data->royals_per_side == 1);

    SECTION("perft 1..4 of the start position") {
        Position pos = Position::start(data);
        const std::vector<std::uint64_t> expected{20, 400, 8902, 197281};
        for (int depth = 1; depth <= 4; ++depth) {
            INFO("depth " << depth);
            CHECK(perft(pos, depth) == expected[depth - 1]);
        }
    }
    SECTION("Kiwipete perft 3") {
        Position pos = Position::from_text(data, kiwipete);
        CHECK(perft(pos, 3) == 97862);
    }
    SECTION("every FIDE entry of tests/data/chess.json up to 10000 nodes") {
        int checked = 0;
        for (const test::PerftEntry& e : test::chess_entries(10000)) {
            if (e.variant != "chess") continue;
            INFO(e.id << " \"" << e.fen << "\" depth " << e.depth);
            Position pos = Position::from_text(data, e.fen);
            CHECK(perft(pos, e.depth) == e.nodes);
            CHECK(pos.text() == Position::from_text(chess, e.fen).text());
            ++checked;
        }
        CHECK(checked > 100);
    }
}

TEST_CASE("variant files: each malformed file reports its one problem at its JSON pointer", "[variant-file]") {
    const std::vector<BadFile> cases{
        // JSON itself
        {R"({"name": "mini",)", "(root)", "malformed JSON at byte offset 16 (line 1, column 17)"},
        {"", "(root)", "malformed JSON at byte offset 0"},
        {"[1, 2]", "(root)", "expected an object, found an array"},
        {R"({"name": "mini", "name": "maxi", "board": {"width": 4, "height": 4},
             "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true}],
             "start": "k3/4/4/3K w - - 0 1"})",
         "/name", "key given twice in one object"},
        {R"({"name": "mini", "board": {"width": 4, "height": 4, "height": 4},
             "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true}],
             "start": "k3/4/4/3K w - - 0 1"})",
         "/board/height", "key given twice in one object"},
        // top level
        {patched(R"({"nmae": "mini"})"), "/nmae", "unknown key (expected one of: $schema, name, aliases"},
        {patched(R"({"name": null})"), "/name", "missing (expected a variant name)"},
        {patched(R"({"name": 42})"), "/name", "expected a variant name, found a number (42)"},
        {patched(R"({"name": "Mini Chess"})"), "/name", "\"Mini Chess\" is not a variant name"},
        {patched(R"({"aliases": ["mini"]})"), "/aliases/0", "\"mini\" is already the variant's name"},
        {patched(R"({"aliases": "tiny"})"), "/aliases", "expected an array of variant names, found a string"},
        {patched(R"({"description": ["x"]})"), "/description", "expected a string, found an array"},
        {patched(R"({"$schema": 1})"), "/$schema", "expected a string, found a number (1)"},
        // board
        {patched(R"({"board": null})"), "/board", "missing (expected an object"},
        {patched(R"({"board": {"width": 17}})"), "/board/width", "17 is out of range 1..16"},
        {patched(R"({"board": {"height": 0}})"), "/board/height", "0 is out of range 1..16"},
        {patched(R"({"board": {"width": 4.5}})"), "/board/width",
         "expected a whole number 1..16, found a number (4.5)"},
        {patched(R"({"board": {"width": "4"}})"), "/board/width", "expected a whole number 1..16, found a string"},
        {patched(R"({"board": {"widht": 4}})"), "/board/widht", "unknown key (expected one of: width, height, holes)"},
        {patched(R"({"board": {"holes": ["e1"]}})"), "/board/holes/0", "\"e1\" is not a square of the 4x4 board"},
        {patched(R"({"board": {"holes": ["c3", "c3"]}})"), "/board/holes/1", "\"c3\" listed twice"},
        // pieces
        {patched(R"({"pieces": []})"), "/pieces", "0 piece types (expected 1..32)"},
        {patched(R"({"pieces": {"letter": "K"}})"), "/pieces", "expected an array of piece types, found an object"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true}, "R"]})"), "/pieces/1",
         "expected an object, found a string"},
        {patched(R"({"pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/pieces/0/letter", "\"k\" is not a piece letter"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "K", "name": "rook", "betza": "R"}]})"),
         "/pieces/1/letter", "'K' used twice (also /pieces/0/letter)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "+", "name": "rook", "betza": "R"}]})"),
         "/pieces/1/letter", "\"+\" is not a piece letter (expected one upper-case letter A-Z, or + and one"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "+R", "name": "dragon", "betza": "RF"},
                                {"letter": "+R", "name": "dragon", "betza": "RF"}]})"),
         "/pieces/2/letter", "'+R' used twice (also /pieces/1/letter)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "N", "name": "horse", "betza": "nN", "san_letter": "h"}]})"),
         "/pieces/1/san_letter", "\"h\" (expected one upper-case letter A-Z)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "H", "name": "hawk", "betza": "N"},
                                {"letter": "N", "name": "horse", "betza": "nN", "san_letter": "H"}]})"),
         "/pieces", "two piece types are written alike in SAN (\"H\")"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fW", "drop_file_limit": 0}]})"),
         "/pieces/1/drop_file_limit", "out of range"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "Q", "name": "queen", "betza": "Q", "promotion_limit": -1}]})"),
         "/pieces/1/promotion_limit", "-1 is out of range 1..256"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fW",
                                 "promotion": {"ranks": [4], "choices": ["+P"], "optional": "yes"}},
                                {"letter": "+P", "name": "tokin", "betza": "WfF"}]})"),
         "/pieces/1/promotion/optional", "expected true or false, found"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fW",
                                 "promotion": {"ranks": [4], "choices": ["+Q"]}}]})"),
         "/pieces/1/promotion/choices/0", "'+Q' is not the letter of a piece type (known: K, P)"},
        {patched(R"({"goals": {"drop_mate": {"types": []}}})"), "/goals/drop_mate/types",
         "expected a non-empty array of piece letters"},
        {patched(R"({"goals": {"drop_mate": {"types": ["Q"]}}})"), "/goals/drop_mate/types/0",
         "'Q' is not the letter of a piece type"},
        {patched(R"({"goals": {"drop_mate": {"types": ["R"]}}})"), "/goals/drop_mate",
         "given, but the variant has no hands"},
        {patched(R"({"hands": true, "goals": {"drop_mate": {"types": ["R", "R"]}}})"), "/goals/drop_mate/types/1",
         "listed twice"},
        {patched(R"({"hands": true, "goals": {"drop_mate": {"types": ["K"]}}})"), "/goals/drop_mate/types/0",
         "a royal or promoted piece, which is never dropped"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fW", "drop_file_limit": 1}]})"),
         "/pieces/1/drop_file_limit", "given, but the variant has no hands"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "stone", "betza": "", "drop_gravity": true}]})"),
         "/pieces/1/drop_gravity", "given, but the variant has no hands"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R",
                                 "drop_region": {"white": ["*1"], "black": ["*4"]}}]})"),
         "/pieces/1/drop_region", "given, but the variant has no hands"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "turns_into": "Q"}]})"),
         "/pieces/1/turns_into", "'Q' is not the letter of a piece type (known: K, R)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "turns_into": "R"}]})"),
         "/pieces/1/turns_into", "'R' is the piece itself (a turn must change the piece)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "turns_on": "capture"}]})"),
         "/pieces/1/turns_on", "given, but the piece has no \"turns_into\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "turns_into": "K", "turns_on": "drop"}]})"),
         "/pieces/1/turns_on", "\"drop\" is not one of"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "turns_into": "K"}]})"),
         "/pieces", "a piece can turn into a royal type only with royals_per_side -1"},
        {patched(R"({"drop_promoted": true})"), "/drop_promoted", "given, but the variant has no drops"},
        {patched(R"({"pass": "yes"})"), "/pass", "expected true or false, found"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "N", "name": "knight", "betza": "N", "mating": "sometimes"}]})"),
         "/pieces/1/mating", "\"sometimes\" is not one of \"alone\", \"helper\", \"colour-bound\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "C", "name": "cannon", "betza": "pR", "hop_screen_not": ["Z"]}]})"),
         "/pieces/1/hop_screen_not/0", "is not the letter of a piece type"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "C", "name": "cannon", "betza": "pR", "hop_capture_not": "C"}]})"),
         "/pieces/1/hop_capture_not", "expected"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "zone": {"squares": ["z9"], "betza": "B"}}]})"),
         "/pieces/1/zone/squares/0", "z9"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "zone": {"betza": "B", "confined": true}}]})"),
         "/pieces/1/zone/ranks", "missing"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "zone": {"squares": ["a1"], "betza": "B", "confined": 1}}]})"),
         "/pieces/1/zone/confined", "expected true or false, found"},
        {patched(R"({"hands": true, "must_drop": []})"), "/must_drop",
         "expected true, false or a non-empty array of piece letters, found"},
        {patched(R"({"hands": true, "must_drop": ["R", "R"]})"), "/must_drop/1", "listed twice"},
        {patched(R"({"hands": true, "must_drop": ["Z"]})"), "/must_drop/0", "is not the letter of a piece type"},
        {patched(R"({"hands": true, "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "drop_region": {"white": ["*1"]}}]})"),
         "/pieces/1/drop_region/black", "missing"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "stone", "betza": "", "drop_gravity": 1}]})"),
         "/pieces/1/drop_gravity", "expected true or false, found"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fW", "halfmove_clock_reset": "sometimes"}]})"),
         "/pieces/1/halfmove_clock_reset", "expected true, false or \"irreversible\", found"},
        {patched(R"({"drop_resets_halfmove_clock": "yes"})"), "/drop_resets_halfmove_clock", "expected true or false, found"},
        {patched(R"({"goals": {"connect": {"count": 1}}})"), "/goals/connect/count", "1 is out of range 2..16"},
        {patched(R"({"goals": {"connect": {"types": ["R"]}}})"), "/goals/connect/count", "missing"},
        {patched(R"({"goals": {"connect": {"count": 3, "types": ["R", "R"]}}})"), "/goals/connect/types/1",
         "listed twice"},
        {patched(R"({"goals": {"connect": {"count": 3, "types": "R"}}})"), "/goals/connect/types",
         "expected a non-empty array of piece letters"},
        {patched(R"({"goals": {"connect": {"count": 3, "horizontal": false, "vertical": false, "diagonal": false}}})"),
         "/goals/connect", "no line left"},
        {patched(R"({"goals": {"connect": {"count": 3, "rows": true}}})"), "/goals/connect/rows", "unknown key (expected one of:"},
        {patched(R"({"grid": {"width": 0, "height": 2}})"), "/grid/width", "0 is out of range 1..16"},
        {patched(R"({"grid": {"width": 2}})"), "/grid/height", "missing"},
        {patched(R"({"grid": {"width": 2, "height": 2, "first_width": 3}})"), "/grid/first_width",
         "3 is out of range 1..2"},
        {patched(R"({"grid": {"width": 1, "height": 1}})"), "/grid", "cells of one square"},
        {patched(R"({"grid": {"width": 2, "height": 2, "offset": 1}})"), "/grid/offset",
         "unknown key (expected one of:"},
        {patched(R"({"grid": [2, 2]})"), "/grid", "expected an object"},
        {patched(R"({"immobility_illegal": 1})"), "/immobility_illegal", "expected true or false, found"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"name": "pawn", "betza": "fmW"}]})"),
         "/pieces/1/letter", "missing (expected a piece letter"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "betza": "fmW"}]})"),
         "/pieces/1/name", "missing (expected a piece name)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmqW"}]})"),
         "/pieces/1/betza", "'q' at position 2"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "L", "name": "locust", "betza": "RmafR"}]})"),
         "/pieces/1/betza", "mode 'm' at position 1 on the first leg of the multi-leg move ('a' at position 2)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "L", "name": "locust", "betza": "cabW"}]})"),
         "/pieces/1/betza", "direction 'b' at position 2 on the leg after 'a' at position 1 is not supported"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": ["fmW"]}]})"),
         "/pieces/1/betza", "expected XBetza text, found an array"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": "yes"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/pieces/0/royal", "expected true or false, found a string (\"yes\")"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true, "capturable": "no"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/pieces/0/capturable", "expected true or false, found a string (\"no\")"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "friendly_leap": "fN"}]})"),
         "/pieces/1/friendly_leap", "expected one-step directions such as \"fmK\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "friendly_leap": "fR"}]})"),
         "/pieces/1/friendly_leap", "found \"fR\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "friendly_leap": "efK"}]})"),
         "/pieces/1/friendly_leap", "found \"efK\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "friendly_leap": "fqK"}]})"),
         "/pieces/1/friendly_leap", "'q' at position 1"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "friendly_leap": 3}]})"),
         "/pieces/1/friendly_leap", "expected XBetza text, found a number"},
        // Goals and move rules.
        {patched(R"({"goals": {"extinction": {"types": ["Q"], "result": "loss"}}})"), "/goals/extinction/types/0",
         "'Q' is not the letter of a piece type (known: K, P, R)"},
        {patched(R"({"goals": {"extinction": {"types": "some", "result": "loss"}}})"), "/goals/extinction/types",
         "expected \"all\" or a non-empty array of piece letters, found a string"},
        {patched(R"({"goals": {"extinction": {"types": "all"}}})"), "/goals/extinction/result",
         "missing (expected \"loss\", \"draw\" or \"win\")"},
        {patched(R"({"goals": {"extinction": {"types": "all", "result": "lose"}}})"), "/goals/extinction/result",
         "\"lose\" is not one of"},
        {patched(R"({"goals": {"extinction": {"types": "all", "count": -1, "result": "win"}}})"),
         "/goals/extinction/count", "-1 is out of range 0..256"},
        {patched(R"({"goals": {"flag": {"piece": "K", "white": ["d4", "z9"], "black": ["*4"]}}})"),
         "/goals/flag/white/1", "\"z9\" is not a square or a rank (\"*<rank>\") of the 4x4 board"},
        {patched(R"({"goals": {"flag": {"piece": "K", "white": ["*5"], "black": ["a1"]}}})"),
         "/goals/flag/white/0", "\"*5\" is not a square or a rank"},
        {patched(R"({"goals": {"flag": {"piece": "K", "white": ["a4"]}}})"), "/goals/flag/black",
         "missing (expected an array of squares)"},
        {patched(R"({"goals": {"flag": {"piece": "K", "white": [], "black": ["a1"]}}})"), "/goals/flag/white",
         "empty (expected at least one square)"},
        {patched(R"({"goals": {"flag": {"piece": "K", "white": ["a4"], "black": ["a1"], "last_chance": true, "hold": true}}})"),
         "/goals/flag", "more than one of last_chance, hold and safe"},
        {patched(R"({"goals": {"checkmate": "lost"}})"), "/goals/checkmate", "\"lost\" is not one of"},
        {patched(R"({"goals": {"stalemate": "win"}})"), "/goals/stalemate", "unknown key (expected one of: extinction"},
        {patched(R"({"must_capture": 1})"), "/must_capture", "expected true or false, found a number"},
        {patched(R"({"checks_allowed": "no"})"), "/checks_allowed", "expected true or false, found a string"},
        {patched(R"({"black_rotated": "yes"})"), "/black_rotated", "expected true or false, found a string"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "region": {"white": ["a1"]}}]})"),
         "/pieces/1/region/black", "missing (expected an array of squares)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "region": {"white": ["a1"], "black": ["e5"]}}]})"),
         "/pieces/1/region/black/0", "\"e5\" is not a square or a rank"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R"},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "promotion": {"choices": ["R"]}}]})"),
         "/pieces/2/promotion/ranks", "missing (expected an array of ranks)"},
        {patched(R"({"royal_moves_in_check": 0})"), "/royal_moves_in_check", "expected true or false, found a number"},
        {patched(R"({"flying_general": "yes"})"), "/flying_general", "expected true or false, found a string"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": {"betza": "sW"}}]})"),
         "/pieces/1/zone/ranks", "missing (expected an array of ranks)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": {"ranks": [5], "betza": "sW"}}]})"),
         "/pieces/1/zone/ranks/0", "5 is out of range 1..4"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": {"ranks": [3], "betza": "sQ2x"}}]})"),
         "/pieces/1/zone/betza", "position 3"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": {"ranks": [3], "betza": "sW", "files": []}}]})"),
         "/pieces/1/zone/files", "unknown key (expected one of: ranks, squares, betza, confined)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": {"ranks": [3], "betza": "sW", "squares": []}}]})"),
         "/pieces/1/zone/squares", "empty (expected at least one square)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "soldier", "betza": "fW", "zone": [3]}]})"),
         "/pieces/1/zone", "expected an object"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "N", "name": "horse", "betza": "nNN"}]})"),
         "/pieces/1/betza", "'n' (lame leap) at position 0 needs a leaper"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "en_passant_ranks": [9]}]})"),
         "/pieces/1/en_passant_ranks/0", "9 is out of range 1..4"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "Q", "name": "queen", "betza": "Q"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [4], "choices": ["Q"], "black_choices": ["X"]}}]})"),
         "/pieces/2/promotion/black_choices/0", "'X' is not the letter of a piece type (known: K, P, Q)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "Q", "name": "queen", "betza": "Q"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [4], "choices": ["Q"], "black_choices": ["K"]}}]})"),
         "/pieces/2/promotion/black_choices/0", "'K' is a royal piece"},
        // prisoners-escape reads three bool options; a file naming it without them is refused.
        {patched(R"({"rules": "prisoners-escape"})"), "/options",
         "the prisoners-escape rule module needs the bool option 'leap_over_own_prisoner'"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "roayl": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}], "royals_per_side": -1})"),
         "/pieces/0/roayl", "unknown key (expected one of: letter, name, betza"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [4], "choices": ["Q"]}}]})"),
         "/pieces/1/promotion/choices/0", "'Q' is not the letter of a piece type (known: K, P)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [9], "choices": ["R"]}}]})"),
         "/pieces/2/promotion/ranks/0", "9 is out of range 1..4"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [], "choices": ["R"]}}]})"),
         "/pieces/2/promotion/ranks", "empty (expected at least one rank 1..4)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [4], "choices": ["R", "P"]}}]})"),
         "/pieces/2/promotion/choices/1", "'P' is the promoting piece itself (a promotion must change the piece)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R"},
                                {"letter": "P", "name": "pawn", "betza": "fmW",
                                 "promotion": {"ranks": [4], "choices": ["K", "R"]}}]})"),
         "/pieces/2/promotion/choices/0", "'K' is a royal piece: a promotion to it is allowed only with \"royals_per_side\": -1"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "promotion": {"ranks": [4]}}]})"),
         "/pieces/1/promotion/choices", "missing (expected an array of piece letters)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "initial_ranks": 2}]})"),
         "/pieces/1/initial_ranks", "expected an array of ranks 1..4, found a number (2)"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "initial_ranks": [2, 2]}]})"),
         "/pieces/1/initial_ranks/1", "rank 2 listed twice"},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "castling": "queen"}]})"),
         "/pieces/1/castling", "\"queen\" is not one of \"king\", \"rook\""},
        {patched(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                {"letter": "P", "name": "pawn", "betza": "fmW", "castling": "rook"}]})"),
         "/pieces/1/castling", "\"rook\", but the variant has no castling"},
        // castling
        {patched(R"({"castling": {"king_side": {"king": "c", "rook": "b"}, "queen_side": {"king": "a", "rook": "b"}},
                     "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true, "castling": "king"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling", "no piece type has \"castling\": \"rook\""},
        {patched(R"({"castling": {"queen_side": {"king": "a", "rook": "b"}},
                     "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true, "castling": "king"},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/king_side", "missing (expected an object with \"king\" and \"rook\" files"},
        {patched(R"({"castling": {"king_file": "z"}, "start": "k3/p3/4/RK1R w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/king_file", "\"z\" is not a file letter a..d"},
        {patched(R"({"castling": {"notation": "long"}, "start": "k3/p3/4/RK1R w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/notation", "\"long\" is not one of \"king-to-target\", \"king-takes-rook\""},
        {patched(R"({"castling": {"fen": "shredder"}, "start": "k3/p3/4/RK1R w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/fen", "\"shredder\" is not one of \"KQkq\", \"files\""},
        {patched(R"({"castling": {"king_side": {"king": "d", "rook": "c"}}, "start": "k3/p3/4/RK1R w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/king_side/king", "'d', but the O1 atom of /pieces/0 moves the king from 'b' to 'c'"},
        {patched(R"({"start": "k3/p3/4/RK2 w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO2", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/pieces/0/betza", "O2 moves the king from 'b' off the 4-file board on the queen side"},
        {patched(R"({"castling": {"kingside": {"king": "c", "rook": "b"}}, "start": "k3/p3/4/RK1R w - - 0 1",
                     "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                                {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/castling/kingside", "unknown key (expected one of: king_file, rank, king_side, queen_side, rook_files, notation, fen, "
         "every_king_move_loses_rights, rights_from_drops)"},
        // rules of the game
        {patched(R"({"royals_per_side": 0})"), "/royals_per_side", "0 is out of range"},
        {patched(R"({"royals_per_side": 2, "pieces": [{"letter": "K", "name": "king", "betza": "K"},
                                                      {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
         "/royals_per_side", "2, but no piece type is royal"},
        {patched(R"({"draws": {"repetition_count": 1}})"), "/draws/repetition_count", "1 would draw every position"},
        {patched(R"({"draws": {"fifty_move_plies": -1}})"), "/draws/fifty_move_plies", "-1 is out of range 0..1000000"},
        {patched(R"({"draws": {"insufficient_material": "sometimes"}})"), "/draws/insufficient_material",
         "\"sometimes\" is not one of \"fide\", \"colour-bound\", \"kings\", \"none\""},
        {patched(R"({"draws": {"fifty_moves": 100}})"), "/draws/fifty_moves", "unknown key"},
        {patched(R"({"draws": {"counting": {}}})"), "/draws/counting", "neither board_honour nor pieces_honour"},
        {patched(R"({"draws": {"counting": {"board_honour": {"limit": 128}}}})"), "/draws/counting/board_honour/limit",
         "128 is out of range 1..127"},
        {patched(R"({"draws": {"counting": {"pieces_honour": [{"pieces": {"Z": 1}, "limit": 8}]}}})"),
         "/draws/counting/pieces_honour/0/pieces/Z", "is not the letter of a piece type"},
        {patched(R"({"draws": {"counting": {"pieces_honour": [{"pieces": {"K": 0}, "limit": 8}]}}})"),
         "/draws/counting/pieces_honour/0/pieces/K", "expected a count of at least 1"},
        {patched(R"({"draws": {"counting": {"pieces_honour": {"limit": 8}}}})"), "/draws/counting/pieces_honour",
         "expected an array"},
        // A rule module's refusal points at the key it names (present or missing).
        {patched(R"({"rules": "makruk"})"), "/draws", "the rule module needs counting rules"},
        {patched(R"({"rules": "crazyhouse"})"), "/hands", "crazyhouse needs hands"},
        {patched(R"({"hands": "no"})"), "/hands", "expected true or false, found a string (\"no\")"},
        {patched(R"({"options": [{"name": "friendly_fire", "type": "string"}]})"), "/options/0/type",
         "\"string\" is not one of \"bool\", \"int\", \"choice\""},
        {patched(R"({"options": [{"name": "shape", "type": "choice"}]})"), "/options/0/choices", "missing"},
        {patched(R"({"options": [{"name": "shape", "type": "choice", "choices": []}]})"), "/options/0/choices",
         "expected a non-empty array of strings"},
        {patched(R"({"options": [{"name": "shape", "type": "choice", "choices": ["a", "a"]}]})"),
         "/options/0/choices/1", "given twice"},
        {patched(R"({"options": [{"name": "shape", "type": "choice", "choices": ["a", "b"], "default": "c"}]})"),
         "/options/0/default", "expected one of the choices"},
        {patched(R"({"options": [{"name": "flag", "type": "bool", "choices": ["a"]}]})"), "/options/0/choices",
         "only a choice option has choices"},
        {patched(R"({"options": [{"name": "friendly_fire", "type": "bool", "default": 1}]})"), "/options/0/default",
         "expected true or false (the option is a bool), found a number (1)"},
        {patched(R"({"options": [{"name": "limit", "type": "int", "default": -3}]})"), "/options/0/default",
         "-3 is out of range 0..2147483647"},
        {patched(R"({"options": [{"name": "x", "type": "bool"}, {"name": "x", "type": "int"}]})"), "/options/1/name",
         "\"x\" used twice (also /options/0/name)"},
        {patched(R"({"options": [{"name": "Friendly Fire", "type": "bool"}]})"), "/options/0/name",
         "\"Friendly Fire\" is not an option name"},
        {patched(R"({"options": [{"name": "x"}]})"), "/options/0/type", "missing (expected \"bool\", \"int\" or \"choice\")"},
        {patched(R"({"rules": "no-such-module"})"), "/rules", "unknown rule module \"no-such-module\" (known: " + join_rule_module_names() + ")"},
        // the start position
        {patched(R"({"start": null})"), "/start", "missing (expected position text)"},
        {patched(R"({"start": "k3/p4/4/1R1K w - - 0 1"})"), "/start", "placement: rank 3 (\"p4\")"},
        {patched(R"({"start": "k3/p3/4/1R1X w - - 0 1"})"), "/start", "unknown piece letter 'X'"},
        {patched(R"({"start": "k3/p3/4/1R1K w KQ - 0 1"})"), "/start", "variant mini has no castling"},
        {patched(R"({"start": "k3/p3/4/KR1K w - - 0 1"})"), "/start", "White has 2 kings"},
        {patched(R"({"start": "k3/p3/4/1R1K"})"), "/start", "missing side field"},
    };
    CHECK(cases.size() >= 30);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const BadFile& b = cases[i];
        const std::string source = "case-" + std::to_string(i) + ".json";
        INFO(source << ": " << b.text);
        const auto e = error_of(b.text, source);
        if (!e) continue;
        const std::string what = e->what();
        INFO("what(): " << what);
        CHECK(e->field() == "variant file");
        CHECK(e->text() == source);
        // Exactly one problem, at the expected pointer.
        CHECK(what.rfind("variant file: " + source + ": " + b.pointer + ": ", 0) == 0);
        CHECK(what.find(" problems: ") == std::string::npos);
        CHECK(what.find(b.needle) != std::string::npos);
    }
}

TEST_CASE("variant files: a JSON syntax error gives its byte offset in where()", "[variant-file]") {
    const auto e = error_of("{\"name\": \"mini\", \"board\": }", "broken.json");
    REQUIRE(e);
    CHECK(e->where() == 26);
    CHECK(std::string(e->what()).find("(root): malformed JSON at byte offset 26 (line 1, column 27)") !=
          std::string::npos);
}

TEST_CASE("variant files: a file with several problems reports all of them", "[variant-file]") {
    const char* text = R"({
      "name": "Bad Name",
      "board": {"width": 17, "height": 4, "holse": []},
      "pieces": [
        {"letter": "K", "name": "king", "betza": "K", "royal": "true"},
        {"letter": "K", "name": "rook", "betza": "fmqR", "promotion": {"ranks": [5], "choices": ["Z"]}}
      ],
      "draws": {"repetition_count": "3"},
      "rules": "nope"
    })";
    const auto e = error_of(text, "several.json");
    REQUIRE(e);
    const std::string what = e->what();
    INFO(what);
    CHECK(what.rfind("variant file: several.json: 11 problems: ", 0) == 0);
    for (const char* pointer :
         {"/name: ", "/board/holse: ", "/board/width: ", "/pieces/0/royal: ", "/pieces/1/betza: ",
          "/pieces/1/promotion/ranks/0: ", "/pieces/1/letter: ", "/pieces/1/promotion/choices/0: ", "/start: ",
          "/draws/repetition_count: ", "/rules: "}) {
        INFO(pointer);
        CHECK((what.find(std::string("; ") + pointer) != std::string::npos ||
               what.find(std::string("problems: ") + pointer) != std::string::npos));
    }
}

TEST_CASE("variant files: a castling king leaving the board on both sides is two problems, each naming its side", "[variant-file][hardening]") {
    // Issue 12 item 6: the two problems used to read the same.
    const auto e = error_of(patched(R"({"start": "k3/p3/4/RK2 w - - 0 1",
                                        "pieces": [{"letter": "K", "name": "king", "betza": "KO3", "royal": true},
                                                   {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
                                                   {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
                            "both.json");
    REQUIRE(e);
    CHECK(std::string(e->what()) ==
          "variant file: both.json: 2 problems: /pieces/0/betza: O3 moves the king from 'b' off the 4-file board on "
          "the king side; /pieces/0/betza: O3 moves the king from 'b' off the 4-file board on the queen side");
}

TEST_CASE("variant files: load_variant names the file it cannot read", "[variant-file]") {
    const std::string missing = std::string(VARIA_TEST_DATA_DIR) + "/variants/no-such-variant.json";
    try {
        (void)load_variant(missing);
        FAIL("loaded a file that does not exist");
    } catch (const ParseError& e) {
        CHECK(e.field() == "variant file");
        CHECK(e.text() == missing);
        CHECK(std::string(e.what()) == "variant file: " + missing + ": cannot read the file: no such file");
    }
    CHECK_THROWS_AS(load_variant(std::string(VARIA_TEST_DATA_DIR) + "/variants"), ParseError);

    // A malformed file on disk is reported under its path.
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "varia-variant-file-test.json";
    {
        std::ofstream out(path);
        out << patched(R"({"board": {"width": 0}})");
    }
    try {
        (void)load_variant(path);
        FAIL("loaded a board 0 files wide");
    } catch (const ParseError& e) {
        CHECK(e.text() == path.string());
        CHECK(std::string(e.what()) == "variant file: " + path.string() + ": /board/width: 0 is out of range 1..16");
    }
    std::filesystem::remove(path);
}

TEST_CASE("variant files: defaults and derived values", "[variant-file]") {
    SECTION("the mini file as written") {
        const VariantPtr v = parse_variant(mini, "mini.json");
        CHECK(v->name == "mini");
        CHECK(v->aliases.empty());
        CHECK(v->description.empty());
        CHECK_FALSE(v->castling.enabled);
        CHECK(v->royals_per_side == 1);
        CHECK(v->draws.fifty_move_plies == 100);
        CHECK(v->draws.repetition_count == 3);
        CHECK(v->draws.fide_insufficient_material);
        CHECK_FALSE(v->has_hands);
        CHECK(v->options.empty());
        CHECK(v->piece_types[2].initial_ranks == std::vector<int>{});   // no White pawn in the start
        CHECK(v->piece_types[1].initial_ranks == std::vector<int>{0});  // the rook on b1
    }
    SECTION("no royal type: no royal count rule") {
        const VariantPtr v = parse_variant(
            patched(R"({"pieces": [{"letter": "K", "name": "man", "betza": "K"}, {"letter": "R", "name": "rook", "betza": "R"},
                                   {"letter": "P", "name": "pawn", "betza": "fmW"}]})"),
            "no-royal.json");
        CHECK(v->royals_per_side == -1);
        CHECK_FALSE(v->royal_type());
    }
    SECTION("every key given") {
        const VariantPtr v = parse_variant(R"({
          "name": "full", "aliases": ["full-2"], "description": "all keys",
          "board": {"width": 6, "height": 6, "holes": ["a4", "f3"]},
          "pieces": [
            {"letter": "P", "name": "pawn", "betza": "fmWfceFifmnD", "pawn": true, "initial_ranks": [2],
             "promotion": {"ranks": [5, 6], "choices": ["R", "Q"]}},
            {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"},
            {"letter": "Q", "name": "queen", "betza": "Q"},
            {"letter": "K", "name": "king", "betza": "K", "royal": true, "castling": "king"}
          ],
          "start": "r1k2r/pppppp/*5/5*/PPPPPP/R1K2R w AFaf - 0 1",
          "castling": {"king_file": "any", "king_side": {"king": "e", "rook": "d"},
                       "queen_side": {"king": "b", "rook": "c"}, "notation": "king-takes-rook", "fen": "files"},
          "royals_per_side": 1,
          "draws": {"fifty_move_plies": 50, "repetition_count": 0, "insufficient_material": "none"},
          "hands": false,
          "options": [{"name": "friendly_fire", "type": "bool", "default": true, "description": "d"},
                      {"name": "budget", "type": "int", "default": 3}]
        })",
                                           "full.json");
        CHECK(v->aliases == std::vector<std::string>{"full-2"});
        CHECK(v->holes == std::vector<Square>{make_square(0, 3), make_square(5, 2)});
        CHECK(v->piece_types[0].initial_ranks == std::vector<int>{1});
        CHECK(v->piece_types[0].promotion.ranks == std::vector<int>{4, 5});
        CHECK(v->piece_types[0].promotion.choices == std::vector<PieceTypeId>{1, 2});
        CHECK(v->piece_types[1].castling_rook);
        CHECK(v->piece_types[3].castling_king);
        CHECK(v->castling.enabled);
        CHECK(v->castling.king_file == -1);
        CHECK(v->castling.king_side_king_file == 4);
        CHECK(v->castling.king_side_rook_file == 3);
        CHECK(v->castling.queen_side_king_file == 1);
        CHECK(v->castling.queen_side_rook_file == 2);
        CHECK(v->castling.king_takes_rook_notation);
        CHECK(v->castling.shredder_fen);
        CHECK(v->draws.fifty_move_plies == 50);
        CHECK(v->draws.repetition_count == 0);
        CHECK_FALSE(v->draws.fide_insufficient_material);
        REQUIRE(v->options.size() == 2);
        CHECK(v->option_values.at("friendly_fire") == "true");
        CHECK(v->option_values.at("budget") == "3");
        CHECK(v->options[1].type == "int");
        CHECK(Position::start(v).text() == "r1k2r/pppppp/*5/5*/PPPPPP/R1K2R w FAfa - 0 1");
    }
}

TEST_CASE("register_variant: loaded variants are found by name and alias, once", "[variant-file]") {
    const VariantPtr v = parse_variant(patched(R"({"name": "registry-test-mini", "aliases": ["registry-test-tiny"]})"),
                                       "registry.json");
    const std::size_t builtin = builtin_variants().size();
    const std::size_t before = registered_variants().size();
    register_variant(v);
    CHECK(find_variant("registry-test-mini") == v);
    CHECK(find_variant("registry-test-tiny") == v);
    const std::vector<VariantPtr> after = registered_variants();
    CHECK(after.size() == before + 1);
    CHECK(after.back() == v);
    CHECK(builtin_variants().size() == builtin);

    CHECK_THROWS_AS(register_variant(v), OptionError);
    CHECK_THROWS_WITH(register_variant(parse_variant(patched(R"({"name": "registry-test-tiny"})"), "x.json")),
                      Catch::Contains("'registry-test-tiny' is already taken by variant 'registry-test-mini'"));
    CHECK_THROWS_WITH(register_variant(parse_variant(patched(R"({"name": "x-other", "aliases": ["chess"]})"), "y.json")),
                      Catch::Contains("'chess' is already taken by variant 'chess'"));
    CHECK_THROWS_AS(register_variant(nullptr), OptionError);
    CHECK(registered_variants().size() == before + 1);
}

TEST_CASE("variant files: castling on another rank with fixed K and Q rooks (shako)", "[variant-file]") {
    // fsf-perftsh-L187: K names the i-file rook although another rook stands on j2.
    const VariantPtr shako = find_variant("shako");
    CHECK(shako->castling.rank == 1);
    CHECK(shako->castling.king_side_rook_start == 8);
    CHECK(shako->castling.queen_side_rook_start == 1);
    Position pos = Position::from_text(shako, "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1");
    CHECK(pos.text() == "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1");
    const auto moves = test::sorted_moves(pos);
    CHECK(std::find(moves.begin(), moves.end(), "f2h2") != moves.end()); // king two squares, rook i2 to g2
    play(pos, "f2h2");
    CHECK(pos.text() == "10/rr3k4/ppppp5/10/10/10/10/6PPPP/6RK1R/10 b q - 1 1");
    CHECK_THROWS_AS(parse_variant(R"({"name": "x", "board": {"width": 4, "height": 4},
        "pieces": [{"letter": "K", "name": "king", "betza": "KO1", "royal": true},
                   {"letter": "R", "name": "rook", "betza": "R", "castling": "rook"}],
        "start": "k3/4/4/R1KR w - - 0 1", "castling": {"rank": 5}})", "x"), ParseError);
}

TEST_CASE("variant files: nesting 50,000 levels deep is refused before parsing, not a stack overflow", "[variant-file][hardening]") {
    const std::string deep = std::string(50000, '[') + std::string(50000, ']');
    try {
        (void)parse_variant(deep, "deep.json");
        FAIL("a 50,000-level file was accepted");
    } catch (const ParseError& e) {
        CHECK_THAT(e.what(), Catch::Contains("nested more than 32 levels deep at byte offset 32"));
        CHECK(e.where() == 32);
    }
    // Brackets inside strings are not nesting; 32 levels are allowed.
    const std::string quoted = R"({"name": ")" + std::string(100, '[') + R"("})";
    CHECK_THROWS_WITH(parse_variant(quoted, "q.json"), !Catch::Contains("nested"));
    const std::string levels32 = std::string(31, '[') + "{}" + std::string(31, ']');
    CHECK_THROWS_WITH(parse_variant(levels32, "l.json"), !Catch::Contains("nested"));
}

TEST_CASE("variant files: a start position with a digit run too long for an int is a problem, not an overflow", "[variant-file][hardening]") {
    // Found by the variant-file fuzz target (UndefinedBehaviorSanitizer: signed overflow while
    // reading the run before the position reader ever saw it).
    const auto e = error_of(patched(R"({"start": "k3/p3/4/RK9999999999999999999999 w - - 0 1"})"), "run.json");
    REQUIRE(e);
    CHECK(std::string(e->what()).find("/start: ") != std::string::npos);
}

TEST_CASE("variant files: more than 1 MiB is refused, and /dev/zero is read no further", "[variant-file][hardening]") {
    const std::string big = "{\"name\": \"" + std::string(max_variant_file_bytes, 'a') + "\"}";
    CHECK_THROWS_WITH(parse_variant(big, "big.json"), Catch::Contains("a variant file has at most 1048576"));
    if (std::filesystem::exists("/dev/zero"))
        CHECK_THROWS_WITH(load_variant("/dev/zero"), Catch::Contains("larger than 1048576 bytes"));
    else
        FAIL("this test needs /dev/zero");
}

TEST_CASE("variant files: a promoted type needs its unpromoted type, and one promoted choice at most", "[variant-file]") {
    const auto message = [](const char* patch) {
        try {
            (void)parse_variant(patched(patch), "test.json");
        } catch (const ParseError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK_THAT(message(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                      {"letter": "+R", "name": "dragon", "betza": "RF"}]})"),
               Catch::Contains("a promoted piece needs an unpromoted piece with its letter"));
    CHECK_THAT(message(R"({"pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                                      {"letter": "P", "name": "pawn", "betza": "fW",
                                       "promotion": {"ranks": [4], "choices": ["+P", "+R"]}},
                                      {"letter": "R", "name": "rook", "betza": "R"},
                                      {"letter": "+P", "name": "tokin", "betza": "WfF"},
                                      {"letter": "+R", "name": "dragon", "betza": "RF"}],
                           "start": "k3/4/4/1R1K w - - 0 1"})"),
               Catch::Contains("at most one promotion choice may be a promoted piece"));
}
