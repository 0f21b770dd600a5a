// errors.hpp: malformed position text and move text throw the documented error type, naming the
// field and the offending text; a failed parse_move()/play() leaves the position untouched;
// unknown variants and options throw OptionError.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace varia;

namespace {

const std::string start_placement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

/// One malformed position: the text, and what the ParseError must say about it.
struct BadPosition {
    std::string variant;
    std::string text;
    std::string field;     ///< ParseError::field()
    std::string offending; ///< ParseError::text()
    std::string needle{};  ///< must appear in what(); empty: the offending text itself
};

std::string with_start(const std::string& rest) { return start_placement + " " + rest; }

/// Offset of `part` in `text` as a whole field, rank or hand (bounded by the start or end of the
/// text, a space, '/', '[' or ']'): its first such occurrence, or its last when `last` (the clocks
/// and extra fields come last, after placement text that may hold the same digits).
std::size_t offset_of(const std::string& text, const std::string& part, bool last) {
    const auto bound = [](char ch) { return ch == ' ' || ch == '/' || ch == '[' || ch == ']'; };
    std::size_t found = std::string::npos;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
        const std::size_t end = at + part.size();
        if ((at == 0 || bound(text[at - 1])) && (end == text.size() || bound(text[end]))) {
            found = at;
            if (!last) break;
        }
    }
    return found;
}

void check_bad_position(const BadPosition& b) {
    INFO(b.variant << " \"" << b.text << "\"");
    try {
        const Position pos = Position::from_text(find_variant(b.variant), b.text);
        FAIL_CHECK("accepted; reads as \"" << pos.text() << "\"");
    } catch (const ParseError& e) {
        INFO("what(): " << e.what());
        CHECK(e.field() == b.field);
        CHECK(e.text() == b.offending);
        // The message starts with the field name and names the offending text.
        const std::string what = e.what();
        CHECK(what.rfind(b.field + ": ", 0) == 0);
        CHECK(what.find(b.needle.empty() ? b.offending : b.needle) != std::string::npos);
        // where(): the offset of the offending text inside the whole input.
        const bool last = b.field == "halfmove clock" || b.field == "fullmove number" || b.field == "fields";
        CHECK(e.where() == (b.offending.empty() ? 0 : offset_of(b.text, b.offending, last)));
    } catch (const std::exception& e) {
        FAIL_CHECK("threw something other than ParseError: " << e.what());
    }
}

/// The position's text and hash, to compare before and after a failed move.
struct Snapshot {
    std::string text;
    std::uint64_t hash;
    std::size_t plies;
    explicit Snapshot(const Position& pos) : text(pos.text()), hash(pos.hash()), plies(pos.ply_count()) {}
    void check_unchanged(const Position& pos) const {
        CHECK(pos.text() == text);
        CHECK(pos.hash() == hash);
        CHECK(pos.ply_count() == plies);
        CHECK(pos.hash() == pos.compute_hash());
    }
};

/// parse_move() and play() both throw ParseError (field "move") naming `text`; `pos` is unchanged.
/// `bad_square`: the square name the error must point at (where() is its offset), if any.
void check_malformed_move(Position& pos, const std::string& text, const std::string& bad_square = "") {
    INFO("move \"" << text << "\" in " << pos.text());
    const Snapshot before(pos);
    for (const bool via_play : {false, true}) {
        try {
            if (via_play) play(pos, text);
            else (void)parse_move(pos, text);
            FAIL_CHECK("accepted");
        } catch (const ParseError& e) {
            INFO("what(): " << e.what());
            CHECK(e.field() == "move");
            CHECK(e.text() == text);
            const std::string what = e.what();
            CHECK(what.find("\"" + text + "\"") != std::string::npos);
            if (!bad_square.empty()) {
                CHECK(what.find(bad_square + " is not a square") != std::string::npos);
                CHECK(e.where() == text.rfind(bad_square));
            }
        } catch (const std::exception& e) {
            FAIL_CHECK("threw something other than ParseError: " << e.what());
        }
        before.check_unchanged(pos);
    }
}

/// parse_move() and play() both throw IllegalMove naming `text`; `pos` is unchanged.
void check_illegal_move(Position& pos, const std::string& text) {
    INFO("move \"" << text << "\" in " << pos.text());
    const Snapshot before(pos);
    for (const bool via_play : {false, true}) {
        try {
            if (via_play) play(pos, text);
            else (void)parse_move(pos, text);
            FAIL_CHECK("accepted");
        } catch (const IllegalMove& e) {
            INFO("what(): " << e.what());
            CHECK(e.move_text() == text);
            CHECK(std::string(e.what()).find("\"" + text + "\"") != std::string::npos);
        } catch (const std::exception& e) {
            FAIL_CHECK("threw something other than IllegalMove: " << e.what());
        }
        before.check_unchanged(pos);
    }
}

/// The message of the `E` that `f` throws; "wrong type: ..." for another exception, "no error"
/// when it throws nothing.
template <class E>
std::string message_of_error(const std::function<void()>& f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    } catch (const std::exception& e) {
        return std::string("wrong type: ") + e.what();
    }
    return "no error";
}

} // namespace

TEST_CASE("errors.hpp ParseError: missing fields name the first missing one", "[errors][notation]") {
    const std::string p = start_placement;
    const std::vector<BadPosition> cases = {
        {"chess", "", "placement", "", "missing placement field in \"\""},
        {"chess", "   ", "placement", "   ", "missing placement field in \"   \""},
        {"chess", p, "side", p, "missing side field in \"" + p + "\""},
        {"chess", p + " w", "castling", p + " w", "missing castling field in \"" + p + " w\""},
        {"chess", p + " w KQkq", "en passant", p + " w KQkq", "missing en passant field in \"" + p + " w KQkq\""},
        {"chess", p + " w KQkq -", "halfmove clock", p + " w KQkq -", "missing halfmove clock field in \"" + p + " w KQkq -\""},
        {"chess", p + " w KQkq - 0", "fullmove number", p + " w KQkq - 0",
         "missing fullmove number field in \"" + p + " w KQkq - 0\""},
        {"chess960", p + "  w  HAha - 0 ", "fullmove number", p + "  w  HAha - 0 ", "missing fullmove number field"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: malformed placement", "[errors][notation]") {
    const std::string tail = " w - - 0 1";
    const std::vector<BadPosition> cases = {
        // Rank count (the message gives the count, text() the placement).
        {"chess", "8/8/8/8/8/8/8" + tail, "placement", "8/8/8/8/8/8/8", "7 ranks"},
        {"chess", "4k3/8/8/8/8/8/8/8/4K3" + tail, "placement", "4k3/8/8/8/8/8/8/8/4K3", "9 ranks"},
        // Rank too wide or too narrow.
        {"chess", "4k3/ppppppppp/8/8/8/8/8/4K3" + tail, "placement", "ppppppppp"},
        {"chess", "4k3/8/8/8/8/8/7/4K3" + tail, "placement", "7", "(\"7\")"},
        {"chess", "4k3/pppppp/8/8/8/8/8/4K3" + tail, "placement", "pppppp"},
        {"chess", "4k3/8/8/8/8/8/8/4K" + tail, "placement", "4K", "(\"4K\")"},
        {"chess", "4k3/8/8/8/8/8/8/4K4" + tail, "placement", "4K4"},
        {"chess", "4k3/8/8/8/8/8/8/4K3" + std::string("/") + tail, "placement", "4k3/8/8/8/8/8/8/4K3/", "9 ranks"},
        // Unknown piece letters.
        {"chess", "4k3/8/8/8/8/8/8/4K2X" + tail, "placement", "4K2X", "'X'"},
        {"chess", "4k3/8/8/8/8/8/8/4K2?" + tail, "placement", "4K2?", "'?'"},
        {"chess", "4k3/8/8/3g4/8/8/8/4K3" + tail, "placement", "3g4", "'g'"},
        // Empty-square counts: 0 (also as a leading zero), and 9 or more on 8 files.
        {"chess", "4k3/8/0/8/8/8/8/4K3" + tail, "placement", "0", "(\"0\")"},
        {"chess", "4k3/8/00/8/8/8/8/4K3" + tail, "placement", "00"},
        {"chess", "4k3/8/08/8/8/8/8/4K3" + tail, "placement", "08"},
        {"chess", "4k3/8/p07/8/8/8/8/4K3" + tail, "placement", "p07"},
        {"chess", "4k3/8/9/8/8/8/8/4K3" + tail, "placement", "9", "(\"9\")"},
        {"chess", "4k3/8/12/8/8/8/8/4K3" + tail, "placement", "12"},
        {"chess", "4k3/8/35/8/8/8/8/4K3" + tail, "placement", "35"},
        // Structural rules (the message names the count or the square, text() the placement).
        {"chess", "4k3/8/8/8/8/8/8/2K1K3" + tail, "placement", "4k3/8/8/8/8/8/8/2K1K3", "White has 2 kings"},
        {"chess", "8/8/8/8/8/8/8/4K3" + tail, "placement", "8/8/8/8/8/8/8/4K3", "Black has 0 kings"},
        {"chess", "P3k3/8/8/8/8/8/8/4K3" + tail, "placement", "P3k3/8/8/8/8/8/8/4K3", "pawn on a8"},
        {"chess", "4k3/8/8/8/8/8/8/4K2p" + tail, "placement", "4k3/8/8/8/8/8/8/4K2p", "pawn on h1"},
        {"chess960", "1k6/8/8/8/8/8/8/1K1K4" + tail, "placement", "1k6/8/8/8/8/8/8/1K1K4", "White has 2 kings"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: a hand in a variant without hands", "[errors][notation]") {
    const std::vector<BadPosition> cases = {
        {"chess", start_placement + "[] w KQkq - 0 1", "hand", start_placement + "[]", "no hands"},
        {"chess", start_placement + "[Q] w KQkq - 0 1", "hand", start_placement + "[Q]", "no hands"},
        {"chess", start_placement + "[Q w KQkq - 0 1", "hand", start_placement + "[Q", "']'"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: more pieces than a hand can hold", "[errors][notation]") {
    // 32 pieces on the board: 223 pawns in hand make 255, the most a capture cannot overflow.
    const std::string most(223, 'P');
    const std::vector<BadPosition> cases = {
        {"crazyhouse", start_placement + "[" + std::string(256, 'P') + "] w KQkq - 0 1", "hand", std::string(256, 'P'),
         "more than 255 pieces of one kind"},
        {"crazyhouse", start_placement + "[" + most + "p] w KQkq - 0 1", "hand", most + "p", "256 pieces on the board and in the hands"},
    };
    for (const auto& b : cases) check_bad_position(b);

    // At the limit (255 pieces in all) the position is read, and a capture adds to the hand.
    Position pos = Position::from_text(find_variant("crazyhouse"),
                                       "4k3/8/8/8/8/8/3p4/4K3[" + std::string(252, 'P') + "] w - - 0 1");
    CHECK(pos.hand_count(Color::White, *pos.variant().type_of_letter('P')) == 252);
    play(pos, "e1d2");
    CHECK(pos.hand_count(Color::White, *pos.variant().type_of_letter('P')) == 253);
}

TEST_CASE("errors.hpp ParseError: bad side to move", "[errors][notation]") {
    const std::vector<BadPosition> cases = {
        {"chess", with_start("x KQkq - 0 1"), "side", "x", "'x'"},
        {"chess", with_start("W KQkq - 0 1"), "side", "W", "'W'"},
        {"chess", with_start("white KQkq - 0 1"), "side", "white", "'white'"},
        {"chess", with_start("- KQkq - 0 1"), "side", "-", "'-'"},
        // The side that is not to move may not be in check; the whole text is at fault.
        {"chess", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "side", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "not to move is in check"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: bad castling rights", "[errors][notation]") {
    const std::vector<BadPosition> cases = {
        // A right without its rook, without its king on the first rank, or with the king off e1 in chess.
        {"chess", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling", "K", "\"K\""},
        {"chess", "r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "castling", "k", "\"k\""},
        {"chess", "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1", "castling", "KQ", "\"KQ\""},
        {"chess", "4k3/8/8/8/8/8/8/R6K w Q - 0 1", "castling", "Q", "\"Q\""},
        {"chess960", "4k3/8/8/8/8/8/8/4K3 w A - 0 1", "castling", "A", "\"A\""},
        {"chess960", with_start("w GAga - 0 1"), "castling", "GAga", "'G'"},
        {"chess960", "4k3/8/8/8/8/8/8/R3K3 w E - 0 1", "castling", "E", "'E'"},
        // Characters that are no right at all.
        // Royal pieces are counted first: no white king is reported as such, not as a castling problem.
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "placement",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR", "White has 0 kings"},
        {"chess", with_start("w KQkqX - 0 1"), "castling", "KQkqX", "'X'"},
        {"chess", with_start("w KQkq1 - 0 1"), "castling", "KQkq1", "'1'"},
        {"chess960", with_start("w HAhaZ - 0 1"), "castling", "HAhaZ", "'Z'"},
        // The same right twice, also under two spellings.
        {"chess", with_start("w KQkqK - 0 1"), "castling", "KQkqK", "twice"},
        {"chess", with_start("w KHkq - 0 1"), "castling", "KHkq", "'H' given twice"},
        {"chess960", with_start("w HAhaa - 0 1"), "castling", "HAhaa", "'a' given twice"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: bad en-passant targets", "[errors][notation]") {
    const std::vector<BadPosition> cases = {
        // Not empty.
        {"chess", with_start("w KQkq e2 0 1"), "en passant", "e2", "\"e2\""},
        // No pawn of the side that just moved beyond the target.
        {"chess", with_start("w KQkq e6 0 1"), "en passant", "e6", "\"e6\""},
        {"chess", "4k3/8/8/8/8/8/8/4K3 b - d3 0 1", "en passant", "d3", "\"d3\""},
        // The pawn is there, but it belongs to the side to move.
        {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", "en passant", "e3", "\"e3\""},
        // Off the board, or no square at all.
        {"chess", with_start("w KQkq e9 0 1"), "en passant", "e9", "'e9'"},
        {"chess", with_start("w KQkq i6 0 1"), "en passant", "i6", "'i6'"},
        {"chess", with_start("w KQkq z6 0 1"), "en passant", "z6", "'z6'"},
        {"chess", with_start("w KQkq e 0 1"), "en passant", "e", "'e'"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: bad clocks and extra fields", "[errors][notation]") {
    const std::vector<BadPosition> cases = {
        {"chess", with_start("w KQkq - -1 1"), "halfmove clock", "-1", "'-1'"},
        {"chess", with_start("w KQkq - x 1"), "halfmove clock", "x", "'x'"},
        {"chess", with_start("w KQkq - 1.5 1"), "halfmove clock", "1.5", "'1.5'"},
        {"chess", with_start("w KQkq - +1 1"), "halfmove clock", "+1", "'+1'"},
        {"chess", with_start("w KQkq - 0 0"), "fullmove number", "0", "'0'"},
        {"chess", with_start("w KQkq - 0 -3"), "fullmove number", "-3", "'-3'"},
        {"chess", with_start("w KQkq - 0 one"), "fullmove number", "one", "'one'"},
        {"chess", with_start("w KQkq - 0 1000000001"), "fullmove number", "1000000001", "'1000000001'"},
        {"chess", with_start("w KQkq - 0 1 extra"), "fields", "extra", "'extra'"},
        {"chess", with_start("w KQkq - 0 1 dying:a1"), "fields", "dying:a1", "'dying:a1'"},
        {"chess960", with_start("w HAha - 0 1 0"), "fields", "0", "'0'"},
    };
    for (const auto& b : cases) check_bad_position(b);
}

TEST_CASE("errors.hpp ParseError: malformed move text leaves the position unchanged", "[errors][notation]") {
    Position start = Position::start(find_variant("chess"));
    for (const char* text : {"", "e2", "z1a1", "E2E4", "e2-e4", "e2e4 ", " e2e4", "e2e4e4", "a0a1", "a1a01",
                             "e02e4", "e2e4Q", "e2e4qq", "0-0", "Nf3", "@f3", "e2e4,"})
        check_malformed_move(start, text);
    // "e2xe4" has the form of an action that targets a square (a shot): well-formed, never legal here.
    CHECK_THROWS_AS(parse_move(start, "e2xe4"), IllegalMove);

    // The same after some moves, with an undo stack to keep.
    Position later = Position::start(find_variant("chess960"));
    play(later, "e2e4");
    play(later, "c7c5");
    for (const char* text : {"", "g1", "e1-h1", "O-O", "G1F3"}) check_malformed_move(later, text);
}

TEST_CASE("errors.hpp ParseError: move text naming a square off the 8x8 board", "[errors][notation]") {
    Position pos = Position::start(find_variant("chess"));
    check_malformed_move(pos, "e2e9", "e9");
    check_malformed_move(pos, "i2i4", "i2");
    check_malformed_move(pos, "e2e10", "e10");
    check_malformed_move(pos, "a1a17", "a17");
    check_malformed_move(pos, "p16p15", "p16");
    check_malformed_move(pos, "a7a9q", "a9");
    check_malformed_move(pos, "N@e9", "e9");
}

TEST_CASE("errors.hpp ParseError: move text naming a hole says it is a hole", "[errors][notation]") {
    // Amphora's board is 7x8 with its corners cut off: a1 is a hole, h1 is off the board.
    Position pos = Position::start(find_variant("amphora"));
    for (const char* text : {"c2a1", "a1c3"}) {
        try {
            (void)parse_move(pos, text);
            FAIL_CHECK("accepted " << text);
        } catch (const ParseError& e) {
            CHECK(std::string(e.what()).find("a1 is a hole of this board, not a square") != std::string::npos);
        }
    }
    check_malformed_move(pos, "c2h1", "h1");
}

// A suffix that is no piece letter of the variant ("x") makes text that is not move text.
TEST_CASE("errors.hpp ParseError: a promotion suffix that is no piece letter", "[errors][notation]") {
    Position pos = Position::start(find_variant("chess"));
    check_malformed_move(pos, "e2e4x");
    Position promoting = Position::from_text(find_variant("chess"), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    check_malformed_move(promoting, "a7a8x");
}

TEST_CASE("errors.hpp IllegalMove: well-formed text naming no legal move", "[errors][notation]") {
    const VariantPtr chess = find_variant("chess");

    SECTION("from the start position") {
        Position pos = Position::start(chess);
        for (const char* text : {"e2e5", "e1g1", "e1c1", "e7e5", "a1a3", "g1g3", "e2e2", "a7a8", "e2e4q", "N@f3"})
            check_illegal_move(pos, text);
    }
    SECTION("castling without the right, with the right as a control") {
        Position without = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
        check_illegal_move(without, "e1g1");
        check_illegal_move(without, "e1c1");
        Position with = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        CHECK(parse_move(with, "e1g1").kind == MoveKind::Castling);
    }
    SECTION("castling through an attacked square") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
        check_illegal_move(pos, "e1g1");
        CHECK(parse_move(pos, "e1c1").kind == MoveKind::Castling);
    }
    SECTION("a move that leaves the own king in check") {
        // The bishop on e2 is pinned by the rook on e7; the rook on d2 guards d1.
        Position pinned = Position::from_text(chess, "4k3/4r3/8/8/8/8/3rB3/4K3 w - - 0 1");
        check_illegal_move(pinned, "e2d3");
        check_illegal_move(pinned, "e2f1");
        check_illegal_move(pinned, "e1d1");
        CHECK(parse_move(pinned, "e1d2").to_square() == make_square(3, 1));
        // In check, only moves that answer it.
        Position checked = Position::from_text(chess, "4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
        check_illegal_move(checked, "h1h2");
        check_illegal_move(checked, "e1g1");
        check_illegal_move(checked, "e1d1");
        CHECK(parse_move(checked, "e1e2").from_square() == make_square(4, 0));
    }
    SECTION("promotion: the letter is required and must name a promotion piece") {
        Position pos = Position::from_text(chess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        for (const char* text : {"a7a8", "a7a8k", "a7a8p"}) check_illegal_move(pos, text);
        // A promotion letter on a move that does not promote.
        check_illegal_move(pos, "e1e2q");
        CHECK(parse_move(pos, "a7a8q").is_promotion());
    }
    SECTION("each variant accepts only its own castling spelling") {
        Position fide = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        check_illegal_move(fide, "e1h1");
        Position fischer = Position::from_text(find_variant("chess960"), "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        check_illegal_move(fischer, "e1g1");
        check_illegal_move(fischer, "e1c1");
    }
    SECTION("the same move twice") {
        Position pos = Position::start(chess);
        play(pos, "e2e4");
        check_illegal_move(pos, "e2e4");
        CHECK(pos.ply_count() == 1);
    }
}

TEST_CASE("errors.hpp OptionError: unknown variants and options", "[errors]") {
    const VariantPtr chess = find_variant("chess");
    const auto message_of = [](const std::function<void()>& f) { return message_of_error<OptionError>(f); };

    SECTION("unknown variant names") {
        for (const std::string name : {"tenjiku-shogi", "", "Chess", "chess 960", "chess960 "}) {
            INFO("variant \"" << name << "\"");
            const std::string what = message_of([&] { (void)find_variant(name); });
            CHECK(what.find("'" + name + "'") != std::string::npos);
            CHECK(what.find("chess, chess960") != std::string::npos); // lists the known variants
        }
        // Aliases are names too.
        CHECK(find_variant("fide")->name == "chess");
        CHECK(find_variant("fischerandom")->name == "chess960");
    }
    SECTION("unknown option names") {
        for (const VariantPtr& v : {chess, find_variant("chess960")}) {
            INFO(v->name);
            const std::string what = message_of([&] { (void)with_options(v, {{"foo", "1"}}); });
            CHECK(what.find("'foo'") != std::string::npos);
            CHECK(what.find(v->name) != std::string::npos);
        }
        const std::string two = message_of([&] { (void)with_options(chess, {{"zeta", "true"}}); });
        CHECK(two.find("'zeta'") != std::string::npos);
        // No options at all is fine and changes nothing.
        CHECK(with_options(chess, {}) == chess);
    }
    SECTION("every error derives from varia::Error") {
        CHECK_THROWS_AS(find_variant("tenjiku-shogi"), Error);
        CHECK_THROWS_AS(Position::from_text(chess, "junk"), Error);
        Position pos = Position::start(chess);
        CHECK_THROWS_AS(parse_move(pos, "e2e5"), Error);
        CHECK_THROWS_AS(parse_move(pos, "e2-e4"), std::runtime_error);
    }
}

TEST_CASE("errors.hpp shown(): messages quote at most 64 bytes of the input, non-printable bytes escaped", "[errors]") {
    CHECK(shown("e2e4") == "e2e4");
    CHECK(shown(std::string("a\0b\x7f\xff\n", 6)) == "a\\x00b\\x7f\\xff\\x0a");
    CHECK(shown(std::string(100, 'x')) == std::string(64, 'x') + "... (100 bytes)");
    CHECK(shown("abcdef", 3) == "abc... (6 bytes)");
    const VariantPtr chess = find_variant("chess");
    const auto message_of = [](const std::function<void()>& f) { return message_of_error<Error>(f); };
    SECTION("a 1 MB position text") {
        const std::string huge(1 << 20, 'p');
        try {
            (void)Position::from_text(chess, "8/8/8/8/8/8/8/K6k w " + huge + " - 0 1");
            FAIL_CHECK("accepted");
        } catch (const ParseError& e) {
            CHECK(std::string(e.what()).size() < 300);
            CHECK(std::string(e.what()).find("(1048576 bytes)") != std::string::npos);
            CHECK(e.text().size() == huge.size()); // the error keeps the whole offending field
        }
        const std::string missing = message_of([&] { (void)Position::from_text(chess, huge); });
        CHECK(missing.size() < 300);
        const std::string rank = message_of([&] { (void)Position::from_text(chess, "8/8/8/8/8/8/8/" + huge + " w - - 0 1"); });
        CHECK(rank.size() < 300);
    }
    SECTION("control bytes in position text, move text and option values") {
        const std::string bell = message_of([&] { (void)Position::from_text(chess, "8/8/8/8/8/8/8/K6k \x07 - - 0 1"); });
        CHECK(bell.find("'\\x07'") != std::string::npos);
        CHECK(bell.find('\x07') == std::string::npos);
        Position pos = Position::start(chess);
        const std::string move = message_of([&] { (void)parse_move(pos, std::string("e2\x1b[2Je4")); });
        CHECK(move.find("e2\\x1b[2Je4") != std::string::npos);
        CHECK(move.find('\x1b') == std::string::npos);
        const std::string long_move = message_of([&] { (void)parse_move(pos, std::string(5000, 'e')); });
        CHECK(long_move.size() < 400);
        const std::string option = message_of([&] { (void)with_options(find_variant("asylum-chess"), {{"friendly_fire", "\x01"}}); });
        CHECK(option.find("'\\x01'") != std::string::npos);
        const std::string variant = message_of([&] { (void)find_variant(std::string(3000, 'v')); });
        CHECK(variant.find("... (3000 bytes)") != std::string::npos);
    }
}
