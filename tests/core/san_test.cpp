// san.hpp: SAN out and in. FIDE cases as the PGN standard writes them (disambiguation by file,
// rank and square, promotions, checks and mates, castling), lenient input, errors, and a round
// trip over every legal move of every position of tests/data/chess.json and of random games in
// every shipped variant.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <map>
#include <random>
#include <set>
#include <string>

using namespace varia;

namespace {

/// The SAN of the legal move whose canonical text is `text`.
std::string san_of(const char* variant, const char* position, const char* text) {
    Position pos = test::at(variant, position);
    return san(pos, parse_move(pos, text));
}

/// The canonical text of the move the SAN `text` names.
std::string move_of(const char* variant, const char* position, const char* text) {
    Position pos = test::at(variant, position);
    return move_text(pos, parse_san(pos, text));
}

/// Every legal move's SAN reads back to it, and no two legal moves share a SAN. Returns the
/// number of moves checked.
std::size_t check_round_trip(const Position& pos) {
    const MoveList legal = legal_moves(pos);
    const std::vector<std::string> sans = san_all(pos, legal);
    REQUIRE(sans.size() == legal.size());
    std::set<std::string> distinct(sans.begin(), sans.end());
    INFO(pos.variant().name << " " << pos.text());
    CHECK(distinct.size() == sans.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        INFO("SAN " << sans[i] << " of " << move_text(pos, legal[i]));
        CHECK(parse_san(pos, sans[i]) == legal[i]);
    }
    return legal.size();
}

constexpr const char* three_queens = "1k6/8/8/8/7Q/8/8/K3Q2Q w - - 0 1";
constexpr const char* three_knights = "7k/8/8/8/8/1N3N2/8/1N5K w - - 0 1";

} // namespace

TEST_CASE("SAN: pieces, pawns and captures as the PGN standard writes them", "[san]") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    CHECK(san_of("chess", start, "e2e4") == "e4");
    CHECK(san_of("chess", start, "g1f3") == "Nf3");
    const char* scandinavian = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    CHECK(san_of("chess", scandinavian, "e4d5") == "exd5");
    CHECK(san_of("chess", scandinavian, "f1b5") == "Bb5+");
    // En passant is a pawn capture, with no mark of its own.
    CHECK(san_of("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6") == "exd6");
}

TEST_CASE("SAN: disambiguation by file, then rank, then square", "[san]") {
    CHECK(san_of("chess", three_queens, "h4e4") == "Q4e4");
    CHECK(san_of("chess", three_queens, "e1e4") == "Qee4");
    CHECK(san_of("chess", three_queens, "h1e4") == "Qh1e4");
    CHECK(san_of("chess", three_knights, "b1d2") == "N1d2");
    CHECK(san_of("chess", three_knights, "b3d2") == "Nb3d2");
    CHECK(san_of("chess", three_knights, "f3d2") == "Nfd2");
    // A pinned knight does not count: only legal moves need telling apart.
    CHECK(san_of("chess", "2r1k3/8/8/8/8/2N1N3/8/2K5 w - - 0 1", "e3d5") == "Nd5");
}

TEST_CASE("SAN: promotions, checks, mates and castling", "[san]") {
    const char* pawn = "8/4P3/8/7k/8/8/8/K7 w - - 0 1";
    CHECK(san_of("chess", pawn, "e7e8q") == "e8=Q+");
    CHECK(san_of("chess", pawn, "e7e8b") == "e8=B+");
    CHECK(san_of("chess", pawn, "e7e8r") == "e8=R");
    CHECK(san_of("chess", pawn, "e7e8n") == "e8=N");
    CHECK(san_of("chess", "3qk3/2P5/4K3/8/8/8/8/3R4 w - - 0 1", "c7d8q") == "cxd8=Q#");
    const char* castle = "2rkr3/2p1p3/8/8/8/8/8/R3K2R w KQ - 0 1";
    CHECK(san_of("chess", castle, "e1c1") == "O-O-O#");
    CHECK(san_of("chess", castle, "e1g1") == "O-O");
    CHECK(san_of("chess", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1") == "O-O+");
    // Chess960: the king onto its rook, both on the queen's side.
    CHECK(san_of("chess960", "4k2r/8/8/8/8/8/8/RK6 w Ah - 0 1", "b1a1") == "O-O-O");
    CHECK(san_of("chess960", "4k2r/8/8/8/8/8/8/RK6 w Ah - 0 1", "b1c1") == "Kc1");
}

TEST_CASE("SAN: input is lenient but never guesses", "[san]") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (const char* text : {"Nf3", "Ng1f3", "N1f3", "Ngf3", "Ng1-f3", "Nf3!?", "Nf3+", "g1f3"})
        CHECK(move_of("chess", start, text) == "g1f3");
    CHECK(move_of("chess", start, "Pe4") == "e2e4");
    CHECK(move_of("chess", start, "e2-e4") == "e2e4");
    const char* pawn = "8/4P3/8/7k/8/8/8/K7 w - - 0 1";
    for (const char* text : {"e8Q", "e8=Q", "e8q", "e8=Q+", "e7e8q"}) CHECK(move_of("chess", pawn, text) == "e7e8q");
    const char* castle = "2rkr3/2p1p3/8/8/8/8/8/R3K2R w KQ - 0 1";
    for (const char* text : {"O-O-O", "0-0-0", "O-O-O#", "O-O-O+"}) CHECK(move_of("chess", castle, text) == "e1c1");
    CHECK(move_of("chess", castle, "0-0") == "e1g1");
    CHECK(move_of("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.") == "e5d6");
    CHECK(move_of("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "ed6") == "e5d6");
}

TEST_CASE("SAN: an ambiguous or impossible SAN is an IllegalMove, bad text a ParseError", "[san]") {
    Position pos = test::at("chess", three_knights);
    const std::string before = pos.text();
    try {
        (void)parse_san(pos, "Nd2");
        FAIL("Nd2 is ambiguous");
    } catch (const IllegalMove& e) {
        const std::string what = e.what();
        CHECK(what.find("ambiguous") != std::string::npos);
        CHECK(what.find("b1d2 (N1d2)") != std::string::npos);
        CHECK(what.find("b3d2 (Nb3d2)") != std::string::npos);
        CHECK(what.find("f3d2 (Nfd2)") != std::string::npos);
        CHECK(e.move_text() == "Nd2");
        CHECK(e.reason() == IllegalReason::Ambiguous);
        CHECK(e.candidates().size() == 3);
    }
    // Four promotions match a pawn move written without its piece.
    Position pawn = test::at("chess", "8/4P3/8/7k/8/8/8/K7 w - - 0 1");
    CHECK_THROWS_AS(parse_san(pawn, "e8"), IllegalMove);
    CHECK_THROWS_AS(parse_san(pos, "Nd4"), IllegalMove);
    CHECK_THROWS_AS(parse_san(pos, "Qd2"), IllegalMove);
    try {
        (void)parse_san(pos, "Zd2");
        FAIL("Z is no piece of chess");
    } catch (const ParseError& e) {
        CHECK(std::string(e.what()).find("'Z' is not a piece letter of chess") != std::string::npos);
        CHECK(e.where() == 0);
    }
    CHECK_THROWS_AS(parse_san(pos, ""), ParseError);
    CHECK_THROWS_AS(parse_san(pos, "N"), ParseError);
    CHECK_THROWS_AS(parse_san(pos, "Nd9"), ParseError);
    CHECK_THROWS_AS(parse_san(pos, "O-O-O-O"), ParseError);
    CHECK(pos.text() == before);
}

TEST_CASE("SAN: fairy forms: drops, gating, ducks, two-digit ranks", "[san]") {
    Position zh = Position::start(find_variant("crazyhouse"));
    play(zh, "e2e4");
    play(zh, "d7d5");
    play(zh, "e4d5");
    play(zh, "d8d5");
    // White holds a pawn.
    CHECK(san(zh, parse_move(zh, "P@e4")) == "P@e4");
    CHECK(move_text(zh, parse_san(zh, "P@e4")) == "P@e4");

    Position duck = Position::start(find_variant("duck"));
    const Move first = parse_move(duck, "e2e4,*@e5");
    CHECK(san(duck, first) == "e4,e5");
    CHECK(parse_san(duck, "e4,e5") == first);

    Position grand = Position::start(find_variant("grand"));
    for (const char* text : {"a3a5", "a8a6", "a1a2", "Ra9", "Raa1"}) play_san(grand, text);
    CHECK(san(grand, parse_move(grand, "a9a10")) == "Raa10");
    CHECK(san(grand, parse_move(grand, "j10a10")) == "Rja10");
    CHECK(move_text(grand, parse_san(grand, "R9a10")) == "a9a10");
    check_round_trip(grand);
}

TEST_CASE("SAN: Fairy-Stockfish's forms of fairy pieces, passes, placements, walls and gates", "[san]") {
    // The expected texts are those ffish (Fairy-Stockfish) writes for the same moves.
    SECTION("a piece's own SAN letter: xiangqi's horse H and elephant E; N and B read too") {
        Position xq = Position::start(find_variant("xiangqi"));
        CHECK(san(xq, parse_move(xq, "b1c3")) == "Hc3");
        CHECK(san(xq, parse_move(xq, "c1e3")) == "Ece3");
        CHECK(move_text(xq, parse_san(xq, "Hc3")) == "b1c3");
        CHECK(move_text(xq, parse_san(xq, "Nc3")) == "b1c3");
        CHECK(move_text(xq, parse_san(xq, "Bge3")) == "g1e3");
        CHECK(san(xq, parse_move(xq, "a4a5")) == "Pa5"); // the soldier is no pawn: it keeps its letter
    }
    SECTION("a pawn that does not move as a chess pawn is named (berolina)") {
        Position b = Position::start(find_variant("berolina"));
        CHECK(san(b, parse_move(b, "a2b3")) == "Pab3");
        CHECK(san(b, parse_move(b, "b2a3")) == "Pa3");
        CHECK(move_text(b, parse_san(b, "Pab3")) == "a2b3");
    }
    SECTION("janggi's pass: the general and its square") {
        Position j = Position::start(find_variant("janggi"));
        CHECK(san(j, parse_move(j, "e2xe2")) == "Ke2");
        CHECK(move_text(j, parse_san(j, "Ke2")) == "e2xe2");
    }
    SECTION("ataxx: a clone is a drop of the side's stone") {
        Position a = Position::start(find_variant("ataxx"));
        play(a, "P@b6");
        CHECK(san(a, parse_move(a, "p@b1")) == "P@b1");
        CHECK(move_text(a, parse_san(a, "P@b1")) == "p@b1");
    }
    SECTION("amazons: a queen is told apart only from the turns that shoot the same arrow") {
        Position am = Position::start(find_variant("amazons"));
        CHECK(san(am, parse_move(am, "d1a1,*@e1")) == "Qa1,e1"); // a4-a1 cannot shoot past d1
        CHECK(san(am, parse_move(am, "d1a1,*@b1")) == "Qda1,b1");
        CHECK(san(am, parse_move(am, "a4a1,*@b1")) == "Qaa1,b1");
        CHECK(move_text(am, parse_san(am, "Qa1,e1")) == "d1a1,*@e1");
        check_round_trip(am);
    }
    SECTION("s-house: a gating move is told apart only from the turns that gate the same piece") {
        Position sh = position_from_fsf_fen(find_variant("shouse"),
                                            "rnbekb1r/pp1p1ppp/2H4n/4p3/2e5/P1N3P1/1PPPhK1P/R1BQ1BNR[Qppp] w ACDFGHkqbcf - 0 12");
        CHECK(san(sh, parse_move(sh, "g1e2,Q@g1")) == "Nxe2/Q");
        CHECK(san(sh, parse_move(sh, "g1e2")) == "Ngxe2");
        CHECK(move_text(sh, parse_san(sh, "Nxe2/Q")) == "g1e2,Q@g1");
        check_round_trip(sh);
    }
}

TEST_CASE("SAN: round trip on every legal move of every position of chess.json", "[san]") {
    std::size_t moves = 0;
    for (const auto& d : test::data_positions()) {
        const Position pos = Position::from_text(find_variant(d.variant), d.fen);
        moves += check_round_trip(pos);
    }
    CHECK(moves > 1000);
}

TEST_CASE("SAN: round trip in random games of every shipped variant", "[san]") {
    std::mt19937_64 rng(0x5a17);
    std::size_t positions = 0;
    for (const VariantPtr& v : builtin_variants()) {
        Position pos = Position::start(v);
        for (int ply = 0; ply < 12; ++ply) {
            const MoveList legal = legal_moves(pos);
            if (legal.empty()) break;
            check_round_trip(pos);
            ++positions;
            pos.push(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
        }
    }
    CHECK(positions > 500);
}
