// notation.md: position text and move text in both directions, on every position of
// tests/data/chess.json and on hand-picked spellings (promotion, castling in both notations,
// en passant, the start positions, empty-square counts).
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace varia;

namespace {

using test::data_positions;

/// Square from its name on a board of up to 9 ranks ("e4").
Square at(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

/// The letter of the piece on `s` as position text writes it, or '.' for an empty square.
char letter_at(const Position& pos, const char* name) {
    const Piece p = pos.piece_at(at(name));
    if (p.none()) return '.';
    const char up = pos.variant().piece_types[p.type()].letter;
    return p.color() == Color::White ? up : static_cast<char>(up - 'A' + 'a');
}

/// Texts of the legal moves of `pos` with the given kind, sorted.
std::vector<std::string> texts_of_kind(Position& pos, MoveKind kind) {
    std::vector<std::string> out;
    for (const Move& m : legal_moves(pos))
        if (m.kind == kind) out.push_back(move_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

bool contains(const std::vector<std::string>& texts, const std::string& t) {
    return std::find(texts.begin(), texts.end(), t) != texts.end();
}

} // namespace

TEST_CASE("chess.json: position text round-trips exactly for every position", "[notation][chess]") {
    const auto positions = data_positions();
    REQUIRE(positions.size() > 1000);
    std::size_t chess = 0;
    std::size_t chess960 = 0;
    for (const auto& d : positions) {
        const Position pos = Position::from_text(find_variant(d.variant), d.fen);
        const std::string written = pos.text();
        if (written != d.fen)
            FAIL_CHECK(d.id << " " << d.variant << ": read \"" << d.fen << "\", wrote \"" << written << "\"");
        // Writing is a fixed point: reading the written text gives the same text and hash.
        const Position again = Position::from_text(find_variant(d.variant), written);
        CHECK(again.text() == written);
        CHECK(again.hash() == pos.hash());
        CHECK(pos.hash() == pos.compute_hash());
        (d.variant == "chess" ? chess : chess960) += 1;
    }
    // Both variants are covered.
    CHECK(chess > 100);
    CHECK(chess960 > 500);
}

TEST_CASE("chess.json: every legal move's text parses back to the same move", "[notation][chess]") {
    std::size_t moves_checked = 0;
    std::size_t castling_checked = 0;
    std::size_t en_passant_checked = 0;
    std::size_t promotions_checked = 0;
    for (const auto& d : data_positions()) {
        Position pos = Position::from_text(find_variant(d.variant), d.fen);
        const std::string text_before = pos.text();
        const std::uint64_t hash_before = pos.hash();
        const MoveList moves = legal_moves(pos);
        std::set<std::string> spellings;
        for (const Move& m : moves) {
            const std::string t = move_text(pos, m);
            INFO(d.id << " " << d.variant << " \"" << d.fen << "\" move " << t);
            // One spelling per legal move: no two moves share a text.
            CHECK(spellings.insert(t).second);
            const Move parsed = parse_move(pos, t);
            CHECK(parsed == m);
            CHECK(pos.text() == text_before);
            CHECK(pos.hash() == hash_before);
            // play() is parse_move() + push(): the move played is the one named.
            play(pos, t);
            CHECK(pos.ply_count() == 1);
            CHECK(pos.last_move() == m);
            pos.pop();
            CHECK(pos.text() == text_before);
            CHECK(pos.hash() == hash_before);
            ++moves_checked;
            castling_checked += m.kind == MoveKind::Castling;
            en_passant_checked += m.kind == MoveKind::EnPassant;
            promotions_checked += m.is_promotion();
        }
    }
    // The data set exercises every special kind of move text.
    CHECK(moves_checked > 20000);
    CHECK(castling_checked > 100);
    CHECK(en_passant_checked > 0);
    CHECK(promotions_checked > 0);
}

TEST_CASE("notation.md move text: a promotion appends the lower-case piece letter (a7a8q)", "[notation]") {
    const VariantPtr chess = find_variant("chess");

    SECTION("white promotes on a8; the bare from-to text names no move") {
        Position pos = Position::from_text(chess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        const auto promotions = texts_of_kind(pos, MoveKind::Normal);
        CHECK(contains(promotions, "a7a8q"));
        CHECK(contains(promotions, "a7a8r"));
        CHECK(contains(promotions, "a7a8b"));
        CHECK(contains(promotions, "a7a8n"));
        CHECK_FALSE(contains(promotions, "a7a8"));
        const Move m = parse_move(pos, "a7a8q");
        CHECK(m.is_promotion());
        CHECK(m.from_square() == at("a7"));
        CHECK(m.to_square() == at("a8"));
        play(pos, "a7a8q");
        CHECK(letter_at(pos, "a8") == 'Q');
        CHECK(letter_at(pos, "a7") == '.');
        CHECK(pos.text() == "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }
    SECTION("black under-promotes on a1 to a knight") {
        Position pos = Position::from_text(chess, "4k3/8/8/8/8/8/p7/4K3 b - - 0 1");
        play(pos, "a2a1n");
        CHECK(letter_at(pos, "a1") == 'n');
        CHECK(pos.text() == "4k3/8/8/8/8/8/8/n3K3 w - - 0 2");
    }
    SECTION("a capturing promotion is spelled the same way") {
        Position pos = Position::from_text(chess, "1r2k3/P7/8/8/8/8/8/4K3 w - - 5 9");
        play(pos, "a7b8r");
        CHECK(letter_at(pos, "b8") == 'R');
        CHECK(pos.text() == "1R2k3/8/8/8/8/8/8/4K3 b - - 0 9");
    }
}

TEST_CASE("notation.md move text: FIDE castling is the king's move (e1g1, e1c1)", "[notation]") {
    const VariantPtr chess = find_variant("chess");
    Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(texts_of_kind(pos, MoveKind::Castling) == std::vector<std::string>{"e1c1", "e1g1"});
    // King onto rook is not FIDE notation.
    CHECK_THROWS_AS(parse_move(pos, "e1h1"), IllegalMove);
    CHECK_THROWS_AS(parse_move(pos, "e1a1"), IllegalMove);

    SECTION("king side") {
        const Move m = parse_move(pos, "e1g1");
        CHECK(m.kind == MoveKind::Castling);
        CHECK(m.aux == at("h1"));
        play(pos, "e1g1");
        CHECK(pos.text() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    }
    SECTION("queen side") {
        play(pos, "e1c1");
        CHECK(pos.text() == "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    }
    SECTION("black castles with e8g8") {
        Position black = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        CHECK(texts_of_kind(black, MoveKind::Castling) == std::vector<std::string>{"e8c8", "e8g8"});
        play(black, "e8g8");
        CHECK(black.text() == "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
    }
}

TEST_CASE("notation.md move text: Chess960 castling is written king onto rook", "[notation][chess960]") {
    const VariantPtr chess960 = find_variant("chess960");

    SECTION("the FIDE start squares: e1h1 and e1a1, not e1g1") {
        Position pos = Position::from_text(chess960, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        CHECK(texts_of_kind(pos, MoveKind::Castling) == std::vector<std::string>{"e1a1", "e1h1"});
        CHECK_THROWS_AS(parse_move(pos, "e1g1"), IllegalMove);
        play(pos, "e1h1");
        CHECK(letter_at(pos, "g1") == 'K');
        CHECK(letter_at(pos, "f1") == 'R');
        CHECK(pos.text() == "r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1");
    }
    SECTION("king b1, rook a1: castling is b1a1, the plain king step is b1c1") {
        Position pos = Position::from_text(chess960, "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
        CHECK(texts_of_kind(pos, MoveKind::Castling) == std::vector<std::string>{"b1a1"});
        const Move castle = parse_move(pos, "b1a1");
        const Move step = parse_move(pos, "b1c1");
        CHECK(castle.kind == MoveKind::Castling);
        CHECK(castle.to_square() == at("c1"));
        CHECK(castle.aux == at("a1"));
        CHECK(step.kind == MoveKind::Normal);
        CHECK(step.to_square() == at("c1"));
        play(pos, "b1a1");
        CHECK(pos.text() == "rk6/8/8/8/8/8/8/2KR4 b a - 1 1");
    }
    SECTION("king g1 castling with the h1 rook does not move: g1h1") {
        Position pos = Position::from_text(chess960, "1r4kr/8/8/8/8/8/8/1R4KR w BHbh - 0 1");
        CHECK(texts_of_kind(pos, MoveKind::Castling) == std::vector<std::string>{"g1b1", "g1h1"});
        const Move m = parse_move(pos, "g1h1");
        CHECK(m.kind == MoveKind::Castling);
        CHECK(m.from_square() == at("g1"));
        CHECK(m.to_square() == at("g1"));
        CHECK(m.aux == at("h1"));
        play(pos, "g1h1");
        CHECK(letter_at(pos, "g1") == 'K');
        CHECK(letter_at(pos, "f1") == 'R');
        CHECK(letter_at(pos, "h1") == '.');
        CHECK(pos.text() == "1r4kr/8/8/8/8/8/8/1R3RK1 b hb - 1 1");
        pos.pop();
        play(pos, "g1b1");
        CHECK(pos.text() == "1r4kr/8/8/8/8/8/8/2KR3R b hb - 1 1");
    }
    SECTION("rights written KQkq are kept in that form") {
        Position pos = Position::from_text(chess960, "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1");
        CHECK(pos.text() == "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1");
        CHECK(texts_of_kind(pos, MoveKind::Castling) == std::vector<std::string>{"g1b1", "g1h1"});
    }
}

TEST_CASE("notation.md position text: en-passant targets are written and read", "[notation]") {
    const VariantPtr chess = find_variant("chess");

    SECTION("a double step writes its target square") {
        Position pos = Position::start(chess);
        play(pos, "e2e4");
        CHECK(pos.text() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        REQUIRE(pos.en_passant_targets().size() == 1);
        CHECK(pos.en_passant_targets()[0] == at("e3"));
        CHECK(pos.en_passant_victim() == at("e4"));
        const Position read = Position::from_text(chess, pos.text());
        CHECK(read.text() == pos.text());
        CHECK(read.hash() == pos.hash());
        CHECK(read.en_passant_victim() == at("e4"));
        // A single step leaves no target.
        play(pos, "d7d6");
        CHECK(pos.text() == "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        CHECK(pos.en_passant_targets().empty());
    }
    SECTION("the en-passant capture is from-to onto the target and removes the passed pawn") {
        Position pos = Position::from_text(chess, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        CHECK(texts_of_kind(pos, MoveKind::EnPassant) == std::vector<std::string>{"e5f6"});
        const Move m = parse_move(pos, "e5f6");
        CHECK(m.kind == MoveKind::EnPassant);
        CHECK(m.aux == at("f5"));
        // d5 was not passed over by the last move: no en passant there.
        CHECK_THROWS_AS(parse_move(pos, "e5d6"), IllegalMove);
        play(pos, "e5f6");
        CHECK(letter_at(pos, "f5") == '.');
        CHECK(letter_at(pos, "f6") == 'P');
        CHECK(pos.text() == "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    }
    SECTION("black captures en passant towards rank 3") {
        Position pos = Position::from_text(chess, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        play(pos, "d4e3");
        CHECK(pos.text() == "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    }
}

TEST_CASE("notation.md position text: the start positions of chess and chess960", "[notation]") {
    const VariantPtr chess = find_variant("chess");
    const VariantPtr chess960 = find_variant("chess960");
    Position fide = Position::start(chess);
    Position fischer = Position::start(chess960);
    CHECK(fide.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(fischer.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    CHECK(fide.hash() == Position::from_text(chess, fide.text()).hash());
    CHECK(fischer.hash() == Position::from_text(chess960, fischer.text()).hash());
    CHECK(fide.castling_rights() == fischer.castling_rights());
    CHECK(test::sorted_moves(fide).size() == 20);
    CHECK(test::sorted_moves(fide) == test::sorted_moves(fischer));
    CHECK(test::sorted_moves(fide).front() == "a2a3");
    CHECK(test::sorted_moves(fide).back() == "h2h4");
}

TEST_CASE("notation.md position text: empty-square counts on 8 files", "[notation]") {
    const VariantPtr chess = find_variant("chess");

    SECTION("two-digit counts are rejected: more cells than the board is wide") {
        for (const char* rank : {"10", "16", "17", "44", "p10"}) {
            const std::string text = std::string("4k3/") + rank + "/8/8/8/8/8/4K3 w - - 0 1";
            INFO(text);
            try {
                (void)Position::from_text(chess, text);
                FAIL("accepted");
            } catch (const ParseError& e) {
                CHECK(e.field() == "placement");
                CHECK(e.text() == rank);
            }
        }
    }
    SECTION("the writer spells an empty rank 8 and merges runs") {
        const Position lone = Position::from_text(chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        CHECK(lone.text() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        Position pos = Position::from_text(chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        play(pos, "e2e4");
        CHECK(pos.text() == "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
        play(pos, "e8d8");
        play(pos, "e4e5");
        CHECK(pos.text() == "3k4/8/8/4P3/8/8/8/4K3 b - - 0 2");
    }
}
