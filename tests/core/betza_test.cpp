// XBetza (betza.hpp): the Fairy-Stockfish piece strings of tests/data/fairy.json, exact vector
// sets, canonical text, move sets on a 9×9 board and every error path.
//
// Board expectations come from the XBetza definitions, not from the move generator they check:
// they were listed by a separate throw-away script and checked by hand (squares named from
// White's side; Black's moves are White's mirrored top to bottom).
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "test_support.hpp"
#include "varia/betza.hpp"

using namespace varia;
using Catch::Matchers::Contains;

namespace {

/// Everything one vector of a Movement says, for comparing move sets.
using MoveKey = std::tuple<int, int, int, int, int, bool, bool, bool>;

std::set<MoveKey> move_keys(const betza::Movement& m) {
    std::set<MoveKey> out;
    for (const Atom& a : m.atoms)
        for (Vec v : a.vectors)
            out.insert({v.dx, v.dy, a.range, a.modes, static_cast<int>(a.hop), a.lame, a.jump_first, a.initial_only});
    return out;
}

/// parse(to_text(parse(text))) has the same moves as parse(text), and to_text is a fixed point.
void check_round_trip(const std::string& text) {
    INFO("XBetza \"" << text << "\"");
    const betza::Movement m = betza::parse(text);
    const std::string canonical = betza::to_text(m);
    INFO("canonical \"" << canonical << "\"");
    betza::Movement again;
    REQUIRE_NOTHROW(again = betza::parse(canonical));
    CHECK(move_keys(again) == move_keys(m));
    CHECK(again.castling == m.castling);
    CHECK(betza::to_text(again) == canonical);
}

/// One vector as text: "(dx,dy)", "*range" unless a leaper, the modes, then p/g/n/j/i flags.
std::string describe(Vec v, const Atom& a) {
    std::string s(1, '(');
    s += std::to_string(v.dx) + "," + std::to_string(v.dy) + ")";
    if (a.range != 1) {
        s += '*';
        s += std::to_string(a.range);
    }
    s += ' ';
    if (a.modes & modes::move) s += 'm';
    if (a.modes & modes::capture) s += 'c';
    if (a.modes & modes::en_passant) s += 'e';
    if (a.hop == Hop::Cannon) s += " p";
    if (a.hop == Hop::Grasshopper) s += " g";
    if (a.lame) s += " n";
    if (a.jump_first) s += " j";
    if (a.initial_only) s += " i";
    return s;
}

std::vector<std::string> described(const std::string& text) {
    std::vector<std::string> out;
    for (const Atom& a : betza::parse(text).atoms)
        for (Vec v : a.vectors) out.push_back(describe(v, a));
    std::sort(out.begin(), out.end());
    return out;
}

/// The XBetza part of a Fairy-Stockfish XBoard piece string: without a trailing "@n" drop limit
/// and the XBoard flags after the last atom ("fWf@9" -> "fW", "fmWfceFifmnDj@7" -> "fmWfceFifmnD").
std::string xbetza_part(std::string s) {
    if (const auto at = s.find('@'); at != std::string::npos) s.erase(at);
    while (!s.empty() && s.back() >= 'a' && s.back() <= 'z') s.pop_back();
    return s;
}

// ---- the board: 9×9, X = the piece under test, Y = a wazir used as blocker, screen or victim ----

VariantPtr test_variant(const std::string& betza) {
    auto v = std::make_shared<Variant>();
    v->name = "betza-test";
    v->width = 9;
    v->height = 9;
    PieceType tested;
    tested.letter = 'X';
    tested.name = "tested";
    tested.atoms = betza::parse(betza).atoms;
    tested.initial_ranks = {1};
    PieceType blocker;
    blocker.letter = 'Y';
    blocker.name = "blocker";
    blocker.atoms = {atoms::W()};
    v->piece_types = {tested, blocker};
    v->royals_per_side = -1;
    v->start_position = "9/9/9/9/4X4/9/9/9/9 w - - 0 1";
    v->castling.enabled = false;
    v->draws.fide_insufficient_material = false;
    v->finalize();
    return v;
}

/// Sorted target squares of the legal moves of the piece on `from`.
std::vector<std::string> destinations(const std::string& betza, const std::string& position,
                                      const std::string& from) {
    Position pos = Position::from_text(test_variant(betza), position);
    std::vector<std::string> out;
    for (const Move& m : legal_moves(pos)) {
        if (square_name(m.from_square()) != from) continue;
        const std::string text = move_text(pos, m);
        REQUIRE(text.rfind(from, 0) == 0);
        out.push_back(text.substr(from.size()));
    }
    std::sort(out.begin(), out.end());
    return out;
}

struct BoardCase {
    const char* betza;
    const char* position;
    const char* from;
    std::vector<std::string> destinations;
};

void check_board_cases(const std::vector<BoardCase>& cases) {
    for (const BoardCase& c : cases) {
        INFO(c.betza << " from " << c.from << " in " << c.position);
        CHECK(destinations(c.betza, c.position, c.from) == c.destinations);
        check_round_trip(c.betza);
    }
}

const char* const empty_e5 = "9/9/9/9/4X4/9/9/9/9 w - - 0 1";
const char* const empty_a5 = "9/9/9/9/X8/9/9/9/9 w - - 0 1";
const char* const empty_e1 = "9/9/9/9/9/9/9/9/4X4 w - - 0 1";
const char* const black_e5 = "9/9/9/9/4x4/9/9/9/9 b - - 0 1";
const char* const black_e9 = "4x4/9/9/9/9/9/9/9/9 b - - 0 1";
/// Black pieces on c7, f7, g7; White blockers on c3, d3.
const char* const targets = "9/9/2y2yy2/9/4X4/9/2YY5/9/9 w - - 0 1";
/// Screens around e5: White on c5, c7, d6, e7, h8; Black on b5, c3, e2, e9, f5.
const char* const screens = "4y4/7Y1/2Y1Y4/3Y5/1yY1Xy3/9/2y6/4y4/9 w - - 0 1";
/// Next to e5: White on e6, Black on d5 and f6; further out White on c3, Black on g3.
const char* const blockers = "9/9/9/4Yy3/3yX4/9/2Y3y2/9/9 w - - 0 1";

} // namespace

TEST_CASE("betza: every pieces_betza string of fairy.json parses and round-trips", "[betza]") {
    std::set<std::string> seen;
    int round_trips = 0;
    for (const auto& entry : test::data_file("fairy.json")) {
        if (!entry.contains("pieces_betza") || entry.at("pieces_betza").is_null()) continue;
        for (const auto& piece : entry.at("pieces_betza").items()) {
            const std::string raw = piece.value().get<std::string>();
            if (!seen.insert(raw).second) continue;
            const std::string text = xbetza_part(raw);
            INFO(entry.at("id").get<std::string>() << " piece " << piece.key() << ": \"" << raw << "\"");
            if (text.empty()) continue; // "@8": a piece that is only ever dropped, with no move
            REQUIRE_NOTHROW(betza::parse(text));
            check_round_trip(text);
            ++round_trips;
        }
    }
    CHECK(round_trips == 119); // the xiangqi and manchu horses' nN among them
}

TEST_CASE("betza: exact vector sets", "[betza]") {
    struct Case {
        const char* text;
        std::vector<std::string> moves;
    };
    const std::vector<Case> cases = {
        // Pawns and other Fairy-Stockfish pieces.
        {"fmWfceFifmnD", {"(-1,1) ce", "(0,1) m", "(0,2) m n i", "(1,1) ce"}},
        // Lame oblique leaps: the xiangqi horse, and a forward-only lame camel.
        {"nN", {"(-1,-2) mc n", "(-1,2) mc n", "(-2,-1) mc n", "(-2,1) mc n", "(1,-2) mc n", "(1,2) mc n",
                "(2,-1) mc n", "(2,1) mc n"}},
        {"fnC", {"(-1,3) mc n", "(1,3) mc n"}},
        {"mfFcfeWimfnA", {"(-1,1) m", "(-2,2) m n i", "(0,1) ce", "(1,1) m", "(2,2) m n i"}},
        {"fsmWfceFifmnD", {"(-1,0) m", "(-1,1) ce", "(0,1) m", "(0,2) m n i", "(1,0) m", "(1,1) ce"}},
        {"fbmWfceFifmnD", {"(-1,1) ce", "(0,-1) m", "(0,1) m", "(0,2) m n i", "(1,1) ce"}},
        {"mflFcflW", {"(-1,0) c", "(-1,1) m", "(0,1) c"}},
        {"FAsmW", {"(-1,-1) mc", "(-1,0) m", "(-1,1) mc", "(-2,-2) mc", "(-2,2) mc", "(1,-1) mc", "(1,0) m",
                   "(1,1) mc", "(2,-2) mc", "(2,2) mc"}},
        {"fmFfcWimA", {"(-1,1) m", "(-2,-2) m i", "(-2,2) m i", "(0,1) c", "(1,1) m", "(2,-2) m i", "(2,2) m i"}},
        {"gQ", {"(-1,-1)*0 mc g", "(-1,0)*0 mc g", "(-1,1)*0 mc g", "(0,-1)*0 mc g", "(0,1)*0 mc g",
                "(1,-1)*0 mc g", "(1,0)*0 mc g", "(1,1)*0 mc g"}},
        {"mRcpR", {"(-1,0)*0 c p", "(-1,0)*0 m", "(0,-1)*0 c p", "(0,-1)*0 m", "(0,1)*0 c p", "(0,1)*0 m",
                   "(1,0)*0 c p", "(1,0)*0 m"}},
        {"fKifmnD", {"(-1,1) mc", "(0,1) mc", "(0,2) m n i", "(1,1) mc"}},
        {"fKbR", {"(-1,1) mc", "(0,-1)*0 mc", "(0,1) mc", "(1,1) mc"}},
        {"KbRfBbF2", {"(-1,-1) mc", "(-1,-1)*2 mc", "(-1,0) mc", "(-1,1) mc", "(-1,1)*0 mc", "(0,-1) mc",
                      "(0,-1)*0 mc", "(0,1) mc", "(1,-1) mc", "(1,-1)*2 mc", "(1,0) mc", "(1,1) mc", "(1,1)*0 mc"}},
        {"fRrbBlbF", {"(-1,-1) mc", "(0,1)*0 mc", "(1,-1)*0 mc"}},
        {"frlR", {"(-1,0)*0 mc", "(0,1)*0 mc", "(1,0)*0 mc"}},
        {"FsfW", {"(-1,-1) mc", "(-1,0) mc", "(-1,1) mc", "(0,1) mc", "(1,-1) mc", "(1,0) mc", "(1,1) mc"}},
        {"fNsW", {"(-1,0) mc", "(-1,2) mc", "(1,0) mc", "(1,2) mc"}},
        {"fRffN", {"(-1,2) mc", "(0,1)*0 mc", "(1,2) mc"}},
        {"mDmNmA", {"(-1,-2) m", "(-1,2) m", "(-2,-1) m", "(-2,-2) m", "(-2,0) m", "(-2,1) m", "(-2,2) m",
                    "(0,-2) m", "(0,2) m", "(1,-2) m", "(1,2) m", "(2,-1) m", "(2,-2) m", "(2,0) m", "(2,1) m",
                    "(2,2) m"}},
        // Knight directions: single letters name pairs, two letters one move.
        {"fN", {"(-1,2) mc", "(1,2) mc"}},
        {"ffN", {"(-1,2) mc", "(1,2) mc"}},
        {"bN", {"(-1,-2) mc", "(1,-2) mc"}},
        {"lN", {"(-2,-1) mc", "(-2,1) mc"}},
        {"rN", {"(2,-1) mc", "(2,1) mc"}},
        {"vN", {"(-1,-2) mc", "(-1,2) mc", "(1,-2) mc", "(1,2) mc"}},
        {"sN", {"(-2,-1) mc", "(-2,1) mc", "(2,-1) mc", "(2,1) mc"}},
        {"fsN", {"(-2,1) mc", "(2,1) mc"}},
        {"bsN", {"(-2,-1) mc", "(2,-1) mc"}},
        {"rvN", {"(1,-2) mc", "(1,2) mc"}},
        {"lvN", {"(-1,-2) mc", "(-1,2) mc"}},
        {"fhN", {"(-1,2) mc", "(-2,1) mc", "(1,2) mc", "(2,1) mc"}},
        {"bhN", {"(-1,-2) mc", "(-2,-1) mc", "(1,-2) mc", "(2,-1) mc"}},
        {"rhN", {"(1,-2) mc", "(1,2) mc", "(2,-1) mc", "(2,1) mc"}},
        {"flN", {"(-2,1) mc"}},
        {"frN", {"(2,1) mc"}},
        {"lfN", {"(-1,2) mc"}},
        {"rfN", {"(1,2) mc"}},
        {"blN", {"(-2,-1) mc"}},
        {"lbN", {"(-1,-2) mc"}},
        {"brN", {"(2,-1) mc"}},
        {"rbN", {"(1,-2) mc"}},
        {"flfrN", {"(-2,1) mc", "(2,1) mc"}},
        {"fbN", {"(-1,-2) mc", "(-1,2) mc", "(1,-2) mc", "(1,2) mc"}},
        {"ffrrN", {"(-1,2) mc", "(1,2) mc", "(2,-1) mc", "(2,1) mc"}},
        {"fC", {"(-1,3) mc", "(1,3) mc"}},
        {"fsZ", {"(-3,2) mc", "(3,2) mc"}},
        // Diagonal directions.
        {"fF", {"(-1,1) mc", "(1,1) mc"}},
        {"bF", {"(-1,-1) mc", "(1,-1) mc"}},
        {"lF", {"(-1,-1) mc", "(-1,1) mc"}},
        {"flF", {"(-1,1) mc"}},
        {"lfF", {"(-1,1) mc"}},
        {"brF", {"(1,-1) mc"}},
        {"fbrF", {"(-1,1) mc", "(1,-1) mc", "(1,1) mc"}},
        {"fsF", {"(-1,1) mc", "(1,1) mc"}},
        {"fB", {"(-1,1)*0 mc", "(1,1)*0 mc"}},
        {"lbB", {"(-1,-1)*0 mc"}},
        {"fA", {"(-2,2) mc", "(2,2) mc"}},
        // Orthogonal directions: letters add up.
        {"fW", {"(0,1) mc"}},
        {"sW", {"(-1,0) mc", "(1,0) mc"}},
        {"vW", {"(0,-1) mc", "(0,1) mc"}},
        {"fsW", {"(-1,0) mc", "(0,1) mc", "(1,0) mc"}},
        {"flW", {"(-1,0) mc", "(0,1) mc"}},
        {"fbW", {"(0,-1) mc", "(0,1) mc"}},
        {"fhW", {"(0,1) mc"}},
        {"bD", {"(0,-2) mc"}},
        {"rH", {"(3,0) mc"}},
        // K and Q: the filter applies to each part.
        {"fK", {"(-1,1) mc", "(0,1) mc", "(1,1) mc"}},
        {"bQ", {"(-1,-1)*0 mc", "(0,-1)*0 mc", "(1,-1)*0 mc"}},
        {"sK", {"(-1,-1) mc", "(-1,0) mc", "(-1,1) mc", "(1,-1) mc", "(1,0) mc", "(1,1) mc"}},
        // Ranges, synonyms, leap pairs.
        {"W3", {"(-1,0)*3 mc", "(0,-1)*3 mc", "(0,1)*3 mc", "(1,0)*3 mc"}},
        {"R4", {"(-1,0)*4 mc", "(0,-1)*4 mc", "(0,1)*4 mc", "(1,0)*4 mc"}},
        {"WW", {"(-1,0)*0 mc", "(0,-1)*0 mc", "(0,1)*0 mc", "(1,0)*0 mc"}},
        {"W0", {"(-1,0)*0 mc", "(0,-1)*0 mc", "(0,1)*0 mc", "(1,0)*0 mc"}},
        {"W12", {"(-1,0)*12 mc", "(0,-1)*12 mc", "(0,1)*12 mc", "(1,0)*12 mc"}},
        {"B2", {"(-1,-1)*2 mc", "(-1,1)*2 mc", "(1,-1)*2 mc", "(1,1)*2 mc"}},
        {"fQ3", {"(-1,1)*3 mc", "(0,1)*3 mc", "(1,1)*3 mc"}},
        {"fNN", {"(-1,2)*0 mc", "(1,2)*0 mc"}},
        {"L", {"(-1,-3) mc", "(-1,3) mc", "(-3,-1) mc", "(-3,1) mc", "(1,-3) mc", "(1,3) mc", "(3,-1) mc",
               "(3,1) mc"}},
        {"J", {"(-2,-3) mc", "(-2,3) mc", "(-3,-2) mc", "(-3,2) mc", "(2,-3) mc", "(2,3) mc", "(3,-2) mc",
               "(3,2) mc"}},
        {"G", {"(-3,-3) mc", "(-3,3) mc", "(3,-3) mc", "(3,3) mc"}},
        {"(4,1)", {"(-1,-4) mc", "(-1,4) mc", "(-4,-1) mc", "(-4,1) mc", "(1,-4) mc", "(1,4) mc", "(4,-1) mc",
                   "(4,1) mc"}},
        {"f(1,4)", {"(-1,4) mc", "(1,4) mc"}},
        {"(0,3)", {"(-3,0) mc", "(0,-3) mc", "(0,3) mc", "(3,0) mc"}},
        {"(10,10)2", {"(-10,-10)*2 mc", "(-10,10)*2 mc", "(10,-10)*2 mc", "(10,10)*2 mc"}},
        {"fn(4,0)", {"(0,4) mc n"}},
        // Modes and modifiers.
        {"mcN", {"(-1,-2) mc", "(-1,2) mc", "(-2,-1) mc", "(-2,1) mc", "(1,-2) mc", "(1,2) mc", "(2,-1) mc",
                 "(2,1) mc"}},
        {"cfeF", {"(-1,1) ce", "(1,1) ce"}},
        {"efF", {"(-1,1) e", "(1,1) e"}},
        {"mcefF", {"(-1,1) mce", "(1,1) mce"}},
        {"jR", {"(-1,0)*0 mc j", "(0,-1)*0 mc j", "(0,1)*0 mc j", "(1,0)*0 mc j"}},
        {"jfW3", {"(0,1)*3 mc j"}},
        {"pB", {"(-1,-1)*0 mc p", "(-1,1)*0 mc p", "(1,-1)*0 mc p", "(1,1)*0 mc p"}},
        {"fgNN", {"(-1,2)*0 mc g", "(1,2)*0 mc g"}},
        {"mpR3", {"(-1,0)*3 m p", "(0,-1)*3 m p", "(0,1)*3 m p", "(1,0)*3 m p"}},
        {"nG", {"(-3,-3) mc n", "(-3,3) mc n", "(3,-3) mc n", "(3,3) mc n"}},
        {"icR", {"(-1,0)*0 c i", "(0,-1)*0 c i", "(0,1)*0 c i", "(1,0)*0 c i"}},
    };
    for (const Case& c : cases) {
        INFO("XBetza \"" << c.text << "\"");
        std::vector<std::string> expected = c.moves;
        std::sort(expected.begin(), expected.end());
        CHECK(described(c.text) == expected);
        check_round_trip(c.text);
    }
}

TEST_CASE("betza: atoms, castling and duplicates keep their structure", "[betza]") {
    const betza::Movement king = betza::parse("KO2");
    REQUIRE(king.atoms.size() == 2);
    CHECK(king.atoms[0] == atoms::W());
    CHECK(king.atoms[1] == atoms::F());
    CHECK(king.castling == 2);
    CHECK(betza::parse("NO2").castling == 2);
    CHECK(betza::parse("KO3").castling == 3);
    CHECK(betza::parse("K").castling == 0);

    const betza::Movement queen = betza::parse("Q");
    REQUIRE(queen.atoms.size() == 2);
    CHECK(queen.atoms[0] == atoms::R());
    CHECK(queen.atoms[1] == atoms::B());

    // Duplicate vectors across atoms stay as written, one Atom per group.
    const betza::Movement twice = betza::parse("RWmW");
    REQUIRE(twice.atoms.size() == 3);
    CHECK(twice.atoms[0].range == 0);
    CHECK(twice.atoms[1] == atoms::W());
    CHECK(twice.atoms[2] == atoms::W().move_only());

    // The same piece built in C++ and parsed from text is the same data.
    const betza::Movement pawn = betza::parse("fmWfceFifmnD");
    const std::vector<Atom> built = {atoms::W().forward().move_only(),
                                     atoms::F().forward().with_modes(modes::capture | modes::en_passant),
                                     atoms::D().forward().move_only().lame_leap().initial()};
    CHECK(pawn.atoms == built);
    CHECK(betza::parse("mRcpR").atoms ==
          std::vector<Atom>{atoms::R().move_only(), atoms::R().capture_only().hopping(Hop::Cannon)});
    CHECK(betza::parse("NN") == betza::parse("N0"));
    CHECK(betza::parse("R") == betza::parse("WW"));
    CHECK(betza::parse("C") == betza::parse("L"));
    CHECK(betza::parse("Z") == betza::parse("J"));
    CHECK(betza::parse("(2,1)") == betza::parse("N"));
    CHECK(betza::parse("(1,2)") == betza::parse("(2,1)"));
    CHECK(betza::parse("W1") == betza::parse("W"));
    CHECK(betza::parse("R1") == betza::parse("W"));
    CHECK(betza::parse("KK") == betza::parse("Q"));
    CHECK(betza::parse("K2") == betza::parse("Q2"));
}

TEST_CASE("betza: canonical text", "[betza]") {
    const std::vector<std::pair<const char*, const char*>> cases = {
        {"fmWfceFifmnD", "fmWfceFifmnD"}, {"mfFcfeWimfnA", "fmFfceWifmnA"}, {"fsmWfceFifmnD", "fsmWfceFifmnD"},
        {"fbmWfceFifmnD", "vmWfceFifmnD"}, {"mflFcflW", "flmFflcW"}, {"mRcpR", "mRcpR"}, {"gQ", "gRgB"},
        {"K", "WF"}, {"Q", "RB"}, {"KO2", "WFO2"}, {"NNQ", "NNRB"}, {"WW", "R"}, {"W0", "R"}, {"FF", "B"},
        {"R4", "W4"}, {"B2", "F2"}, {"N0", "NN"}, {"mcN", "N"}, {"L", "C"}, {"J", "Z"}, {"(2,0)", "D"},
        {"(1,4)", "(4,1)"}, {"(4,1)0", "(4,1)0"}, {"(1,4)3", "(4,1)3"}, {"ffN", "fN"}, {"flfrN", "fsN"},
        {"frlR", "fsR"}, {"FsfW", "FfsW"}, {"lbB", "blB"}, {"lfF", "flF"}, {"fRrbBlbF", "fRbrBblF"},
        {"fK", "fWfF"}, {"fhN", "fhN"}, {"vsN", "sN"}, {"cemfF", "fmceF"}, {"jiR", "ijR"}, {"nfmiD", "ifmnD"},
        {"fbrF", "fbrF"}, {"flbrN", "flbrN"},
        // A leaper letter followed by the same letter would read as a rider: its range 1 is written.
        {"JZ", "Z1Z"}, {"WK", "W1WF"}, {"FB1", "F1F"}, {"N1N", "N1N"}, {"NNN", "NNN"}, {"NNNN", "NNNN"},
        {"NNN1N", "NNN1N"}, {"fNN", "fNN"}, {"RR", "RR"},
    };
    for (const auto& [text, canonical] : cases) {
        INFO("XBetza \"" << text << "\"");
        CHECK(betza::to_text(betza::parse(text)) == canonical);
        check_round_trip(text);
    }
}

TEST_CASE("betza: every subset of an atom's directions has a canonical spelling", "[betza]") {
    // All 16 subsets of W, F, D, A and B, all 256 of N, C and (4,1): written, read back, written again.
    for (const Atom& full : {atoms::W(), atoms::F(), atoms::D(), atoms::A(), atoms::N(), atoms::C(),
                             Atom::leaper(4, 1), atoms::B()}) {
        const std::size_t n = full.vectors.size();
        for (std::uint32_t mask = 1; mask < (1U << n); ++mask) {
            Atom atom = full;
            atom.vectors.clear();
            for (std::size_t k = 0; k < n; ++k)
                if (mask >> k & 1U) atom.vectors.push_back(full.vectors[k]);
            const betza::Movement m{{atom}, 0};
            const std::string text = betza::to_text(m);
            INFO("mask " << mask << " of (" << int(full.vectors[0].dx) << "," << int(full.vectors[0].dy)
                         << "): \"" << text << "\"");
            betza::Movement again;
            REQUIRE_NOTHROW(again = betza::parse(text));
            CHECK(move_keys(again) == move_keys(m));
            CHECK(again.atoms.size() == 1);
            CHECK(betza::to_text(again) == text);
        }
    }
    // The longest spellings: every single knight move needs two letters.
    CHECK(betza::to_text(betza::parse("frrflbblN")) == "frrfbllbN");
}

TEST_CASE("betza: to_text of atoms built in C++", "[betza]") {
    // Vectors of several leap classes in one Atom: one group per class.
    Atom mixed;
    mixed.vectors = {Vec{1, 0}, Vec{1, 1}, Vec{0, 1}, Vec{1, 0}};
    mixed.modes = modes::move;
    betza::Movement m{{mixed}, 0};
    CHECK(betza::to_text(m) == "frmWfrmF");
    CHECK(move_keys(betza::parse(betza::to_text(m))) == move_keys(m));

    // Atoms that can make no move are left out.
    Atom silent = atoms::N();
    silent.modes = 0;
    CHECK(betza::to_text(betza::Movement{{silent, Atom{}, atoms::W()}, 0}) == "W");
    CHECK(betza::to_text(betza::Movement{}).empty());

    // Whatever parse() would reject cannot be written.
    CHECK(betza::to_text(betza::Movement{{atoms::N().lame_leap()}, 0}) == "nN");
    CHECK_THROWS_AS(betza::to_text(betza::Movement{{atoms::R().lame_leap()}, 0}), Error);
    CHECK_THROWS_AS(betza::to_text(betza::Movement{{atoms::N().hopping(Hop::Cannon)}, 0}), Error);
    CHECK_THROWS_AS(betza::to_text(betza::Movement{{atoms::R(100)}, 0}), Error);
    CHECK_THROWS_AS(betza::to_text(betza::Movement{{Atom::leaper(16, 1)}, 0}), Error);
    CHECK_THROWS_AS(betza::to_text(betza::Movement{{atoms::W()}, 100}), Error);
    CHECK(betza::to_text(betza::Movement{{atoms::R(99)}, 0}) == "W99");
}

// ---- move sets on the 9×9 board --------------------------------------------------------------

TEST_CASE("betza: leapers on an empty board", "[betza]") {
    check_board_cases({
        {"W", empty_e5, "e5", {"d5", "e4", "e6", "f5"}},
        {"W", empty_a5, "a5", {"a4", "a6", "b5"}},
        {"F", empty_e5, "e5", {"d4", "d6", "f4", "f6"}},
        {"F", empty_a5, "a5", {"b4", "b6"}},
        {"D", empty_e5, "e5", {"c5", "e3", "e7", "g5"}},
        {"D", empty_a5, "a5", {"a3", "a7", "c5"}},
        {"N", empty_e5, "e5", {"c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"}},
        {"N", empty_a5, "a5", {"b3", "b7", "c4", "c6"}},
        {"A", empty_e5, "e5", {"c3", "c7", "g3", "g7"}},
        {"A", empty_a5, "a5", {"c3", "c7"}},
        {"H", empty_e5, "e5", {"b5", "e2", "e8", "h5"}},
        {"H", empty_a5, "a5", {"a2", "a8", "d5"}},
        {"C", empty_e5, "e5", {"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"}},
        {"C", empty_a5, "a5", {"b2", "b8", "d4", "d6"}},
        {"Z", empty_e5, "e5", {"b3", "b7", "c2", "c8", "g2", "g8", "h3", "h7"}},
        {"Z", empty_a5, "a5", {"c2", "c8", "d3", "d7"}},
        {"G", empty_e5, "e5", {"b2", "b8", "h2", "h8"}},
        {"G", empty_a5, "a5", {"d2", "d8"}},
        {"L", empty_e5, "e5", {"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"}},
        {"L", empty_a5, "a5", {"b2", "b8", "d4", "d6"}},
        {"J", empty_e5, "e5", {"b3", "b7", "c2", "c8", "g2", "g8", "h3", "h7"}},
        {"J", empty_a5, "a5", {"c2", "c8", "d3", "d7"}},
        {"(4,1)", empty_e5, "e5", {"a4", "a6", "d1", "d9", "f1", "f9", "i4", "i6"}},
        {"(4,1)", empty_a5, "a5", {"b1", "b9", "e4", "e6"}},
    });
}

TEST_CASE("betza: riders on an empty board", "[betza]") {
    check_board_cases({
        {"R", empty_e5, "e5", {"a5", "b5", "c5", "d5", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "g5",
            "h5", "i5"}},
        {"R", empty_a5, "a5", {"a1", "a2", "a3", "a4", "a6", "a7", "a8", "a9", "b5", "c5", "d5", "e5", "f5", "g5",
            "h5", "i5"}},
        {"B", empty_e5, "e5", {"a1", "a9", "b2", "b8", "c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7", "h2", "h8",
            "i1", "i9"}},
        {"B", empty_a5, "a5", {"b4", "b6", "c3", "c7", "d2", "d8", "e1", "e9"}},
        {"Q", empty_e5, "e5", {"a1", "a5", "a9", "b2", "b5", "b8", "c3", "c5", "c7", "d4", "d5", "d6", "e1", "e2",
            "e3", "e4", "e6", "e7", "e8", "e9", "f4", "f5", "f6", "g3", "g5", "g7", "h2", "h5", "h8", "i1", "i5",
            "i9"}},
        {"Q", empty_a5, "a5", {"a1", "a2", "a3", "a4", "a6", "a7", "a8", "a9", "b4", "b5", "b6", "c3", "c5", "c7",
            "d2", "d5", "d8", "e1", "e5", "e9", "f5", "g5", "h5", "i5"}},
        {"NN", empty_e5, "e5", {"a3", "a7", "c1", "c4", "c6", "c9", "d3", "d7", "f3", "f7", "g1", "g4", "g6", "g9",
            "i3", "i7"}},
        {"NN", empty_a5, "a5", {"b3", "b7", "c1", "c4", "c6", "c9", "e3", "e7", "g2", "g8", "i1", "i9"}},
        {"W3", empty_e5, "e5", {"b5", "c5", "d5", "e2", "e3", "e4", "e6", "e7", "e8", "f5", "g5", "h5"}},
        {"W3", empty_a5, "a5", {"a2", "a3", "a4", "a6", "a7", "a8", "b5", "c5", "d5"}},
        {"R2", empty_e5, "e5", {"c5", "d5", "e3", "e4", "e6", "e7", "f5", "g5"}},
        {"R2", empty_a5, "a5", {"a3", "a4", "a6", "a7", "b5", "c5"}},
        {"F2", empty_e5, "e5", {"c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7"}},
        {"F2", empty_a5, "a5", {"b4", "b6", "c3", "c7"}},
    });
}

TEST_CASE("betza: compound pieces on an empty board", "[betza]") {
    check_board_cases({
        {"K", empty_e5, "e5", {"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}},
        {"K", empty_a5, "a5", {"a4", "a6", "b4", "b5", "b6"}},
        {"KN", empty_e5, "e5", {"c4", "c6", "d3", "d4", "d5", "d6", "d7", "e4", "e6", "f3", "f4", "f5", "f6", "f7",
            "g4", "g6"}},
        {"KN", empty_a5, "a5", {"a4", "a6", "b3", "b4", "b5", "b6", "b7", "c4", "c6"}},
        {"BN", empty_e5, "e5", {"a1", "a9", "b2", "b8", "c3", "c4", "c6", "c7", "d3", "d4", "d6", "d7", "f3", "f4",
            "f6", "f7", "g3", "g4", "g6", "g7", "h2", "h8", "i1", "i9"}},
        {"BN", empty_a5, "a5", {"b3", "b4", "b6", "b7", "c3", "c4", "c6", "c7", "d2", "d8", "e1", "e9"}},
        {"RN", empty_e5, "e5", {"a5", "b5", "c4", "c5", "c6", "d3", "d5", "d7", "e1", "e2", "e3", "e4", "e6", "e7",
            "e8", "e9", "f3", "f5", "f7", "g4", "g5", "g6", "h5", "i5"}},
        {"RN", empty_a5, "a5", {"a1", "a2", "a3", "a4", "a6", "a7", "a8", "a9", "b3", "b5", "b7", "c4", "c5", "c6",
            "d5", "e5", "f5", "g5", "h5", "i5"}},
        {"FAsmW", empty_e5, "e5", {"c3", "c7", "d4", "d5", "d6", "f4", "f5", "f6", "g3", "g7"}},
        {"FAsmW", empty_a5, "a5", {"b4", "b5", "b6", "c3", "c7"}},
        {"DAW", empty_e5, "e5", {"c3", "c5", "c7", "d5", "e3", "e4", "e6", "e7", "f5", "g3", "g5", "g7"}},
        {"DAW", empty_a5, "a5", {"a3", "a4", "a6", "a7", "b5", "c3", "c5", "c7"}},
        {"CF", empty_e5, "e5", {"b4", "b6", "d2", "d4", "d6", "d8", "f2", "f4", "f6", "f8", "h4", "h6"}},
        {"CF", empty_a5, "a5", {"b2", "b4", "b6", "b8", "d4", "d6"}},
        {"FDH", empty_e5, "e5", {"b5", "c5", "d4", "d6", "e2", "e3", "e7", "e8", "f4", "f6", "g5", "h5"}},
        {"FDH", empty_a5, "a5", {"a2", "a3", "a7", "a8", "b4", "b6", "c5", "d5"}},
    });
}

TEST_CASE("betza: direction modifiers for White", "[betza]") {
    // fN is the two narrow forward knight moves (Shogi knight), fhN all four forward ones.
    check_board_cases({
        {"fN", empty_e5, "e5", {"d7", "f7"}},
        {"fN", empty_e1, "e1", {"d3", "f3"}},
        {"ffN", empty_e5, "e5", {"d7", "f7"}},
        {"ffN", empty_e1, "e1", {"d3", "f3"}},
        {"fsN", empty_e5, "e5", {"c6", "g6"}},
        {"fsN", empty_e1, "e1", {"c2", "g2"}},
        {"fhN", empty_e5, "e5", {"c6", "d7", "f7", "g6"}},
        {"fhN", empty_e1, "e1", {"c2", "d3", "f3", "g2"}},
        {"flN", empty_e5, "e5", {"c6"}},
        {"flN", empty_e1, "e1", {"c2"}},
        {"frN", empty_e5, "e5", {"g6"}},
        {"frN", empty_e1, "e1", {"g2"}},
        {"lfN", empty_e5, "e5", {"d7"}},
        {"lfN", empty_e1, "e1", {"d3"}},
        {"rfN", empty_e5, "e5", {"f7"}},
        {"rfN", empty_e1, "e1", {"f3"}},
        {"fR", empty_e5, "e5", {"e6", "e7", "e8", "e9"}},
        {"fR", empty_e1, "e1", {"e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9"}},
        {"fBbR", empty_e5, "e5", {"a9", "b8", "c7", "d6", "e1", "e2", "e3", "e4", "f6", "g7", "h8", "i9"}},
        {"fBbR", empty_e1, "e1", {"a5", "b4", "c3", "d2", "f2", "g3", "h4", "i5"}},
        {"fmWfceF", empty_e5, "e5", {"e6"}},
        {"fmWfceF", empty_e1, "e1", {"e2"}},
        {"fsW", empty_e5, "e5", {"d5", "e6", "f5"}},
        {"fsW", empty_e1, "e1", {"d1", "e2", "f1"}},
        {"bN", empty_e5, "e5", {"d3", "f3"}},
        {"bN", empty_a5, "a5", {"b3"}},
        {"lN", empty_e5, "e5", {"c4", "c6"}},
        {"lN", empty_a5, "a5", {}},
        {"rN", empty_e5, "e5", {"g4", "g6"}},
        {"rN", empty_a5, "a5", {"c4", "c6"}},
        {"fF", empty_e5, "e5", {"d6", "f6"}},
        {"fF", empty_a5, "a5", {"b6"}},
        {"bF", empty_e5, "e5", {"d4", "f4"}},
        {"bF", empty_a5, "a5", {"b4"}},
        {"flF", empty_e5, "e5", {"d6"}},
        {"flF", empty_a5, "a5", {}},
        {"vW", empty_e5, "e5", {"e4", "e6"}},
        {"vW", empty_a5, "a5", {"a4", "a6"}},
        {"sW", empty_e5, "e5", {"d5", "f5"}},
        {"sW", empty_a5, "a5", {"b5"}},
        {"bB", empty_e5, "e5", {"a1", "b2", "c3", "d4", "f4", "g3", "h2", "i1"}},
        {"bB", empty_a5, "a5", {"b4", "c3", "d2", "e1"}},
    });
}

TEST_CASE("betza: direction modifiers for Black are mirrored top to bottom", "[betza]") {
    // "l" stays towards the a-file: Black's vectors are White's with dy negated.
    check_board_cases({
        {"fN", black_e5, "e5", {"d3", "f3"}},
        {"fN", black_e9, "e9", {"d7", "f7"}},
        {"fsN", black_e5, "e5", {"c4", "g4"}},
        {"fsN", black_e9, "e9", {"c8", "g8"}},
        {"bN", black_e5, "e5", {"d7", "f7"}},
        {"bN", black_e9, "e9", {}},
        {"flF", black_e5, "e5", {"d4"}},
        {"flF", black_e9, "e9", {"d8"}},
        {"fR", black_e5, "e5", {"e1", "e2", "e3", "e4"}},
        {"fR", black_e9, "e9", {"e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"}},
        {"fmWfceF", black_e5, "e5", {"e4"}},
        {"fmWfceF", black_e9, "e9", {"e8"}},
        {"fsW", black_e5, "e5", {"d5", "e4", "f5"}},
        {"fsW", black_e9, "e9", {"d9", "e8", "f9"}},
    });
}

TEST_CASE("betza: move-only and capture-only atoms", "[betza]") {
    // targets: Black on c7, f7, g7 (victims), White on c3, d3 (own pieces).
    check_board_cases({
        {"mNcB", empty_e5, "e5", {"c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"}},
        {"mNcB", targets, "e5", {"c4", "c6", "c7", "d7", "f3", "g4", "g6", "g7"}},
        {"mBcN", empty_e5, "e5", {"a1", "a9", "b2", "b8", "c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7", "h2", "h8",
            "i1", "i9"}},
        {"mBcN", targets, "e5", {"d4", "d6", "f4", "f6", "f7", "g3", "h2", "i1"}},
        {"mRcN", empty_e5, "e5", {"a5", "b5", "c5", "d5", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "g5",
            "h5", "i5"}},
        {"mRcN", targets, "e5", {"a5", "b5", "c5", "d5", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "f7",
            "g5", "h5", "i5"}},
        {"cW", empty_e5, "e5", {}},
        {"cW", targets, "e5", {}},
        {"mK", empty_e5, "e5", {"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}},
        {"mK", targets, "e5", {"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}},
        {"cK", empty_e5, "e5", {}},
        {"cK", targets, "e5", {}},
        {"mQcN", empty_e5, "e5", {"a1", "a5", "a9", "b2", "b5", "b8", "c3", "c5", "c7", "d4", "d5", "d6", "e1", "e2",
            "e3", "e4", "e6", "e7", "e8", "e9", "f4", "f5", "f6", "g3", "g5", "g7", "h2", "h5", "h8", "i1", "i5",
            "i9"}},
        {"mQcN", targets, "e5", {"a5", "b5", "c5", "d4", "d5", "d6", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9",
            "f4", "f5", "f6", "f7", "g3", "g5", "h2", "h5", "i1", "i5"}},
    });
}

TEST_CASE("betza: hoppers need a screen", "[betza]") {
    // screens: White on c5, c7, d6, e7, h8; Black on b5, c3, e2, e9, f5. The grasshopper lands right
    // behind the first piece of each line; the cannon moves on beyond it up to the next piece.
    check_board_cases({
        {"gQ", screens, "e5", {"b2", "b5", "e1", "e8", "g5", "i9"}},
        {"pR", screens, "e5", {"b5", "e1", "e8", "e9", "g5", "h5", "i5"}},
        {"mRcpR", screens, "e5", {"b5", "d5", "e3", "e4", "e6", "e9"}},
        {"pB", screens, "e5", {"a1", "b2", "i9"}},
        {"gR", screens, "e5", {"b5", "e1", "e8", "g5"}},
        {"cpQ", screens, "e5", {"b5", "e9"}},
        {"mpR", screens, "e5", {"e1", "e8", "g5", "h5", "i5"}},
    });
}

TEST_CASE("betza: lame leaps are blocked, j riders skip their first square", "[betza]") {
    // blockers: White on e6 and c3, Black on d5, f6 and g3.
    check_board_cases({
        {"nD", blockers, "e5", {"e3", "g5"}},
        {"D", blockers, "e5", {"c5", "e3", "e7", "g5"}},
        {"nA", blockers, "e5", {"c7", "g3"}},
        {"A", blockers, "e5", {"c7", "g3", "g7"}},
        {"nH", blockers, "e5", {"e2", "h5"}},
        {"nG", blockers, "e5", {"b8"}},
        {"nDnA", blockers, "e5", {"c7", "e3", "g3", "g5"}},
        {"jR", blockers, "e5", {"a5", "b5", "c5", "e1", "e2", "e3", "e7", "e8", "e9", "g5", "h5", "i5"}},
        {"R", blockers, "e5", {"d5", "e1", "e2", "e3", "e4", "f5", "g5", "h5", "i5"}},
        {"jB", blockers, "e5", {"a9", "b8", "c7", "g3", "g7", "h8", "i9"}},
        {"jNN", blockers, "e5", {"a3", "a7", "c1", "c9", "g1", "g9", "i3", "i7"}},
    });
}

TEST_CASE("betza: initial-only atoms move only from the initial rank", "[betza]") {
    // X has initial_ranks = {1}: the second rank for White, the eighth for Black on 9 ranks.
    const char* const pawn = "fmWifmnD";
    CHECK(destinations(pawn, "9/9/9/9/9/9/9/4X4/9 w - - 0 1", "e2") == std::vector<std::string>{"e3", "e4"});
    CHECK(destinations(pawn, "9/9/9/9/9/9/4X4/9/9 w - - 0 1", "e3") == std::vector<std::string>{"e4"});
    CHECK(destinations(pawn, "9/9/9/9/9/9/4Y4/4X4/9 w - - 0 1", "e2").empty());
    CHECK(destinations(pawn, "9/9/9/9/9/4y4/9/4X4/9 w - - 0 1", "e2") == std::vector<std::string>{"e3"});
    CHECK(destinations(pawn, "9/4x4/9/9/9/9/9/9/9 b - - 0 1", "e8") == std::vector<std::string>{"e6", "e7"});
    CHECK(destinations(pawn, "9/9/4x4/9/9/9/9/9/9 b - - 0 1", "e7") == std::vector<std::string>{"e6"});
    // The full FIDE-like pawn from e2: d3 holds a Black piece, e4 blocks the double step.
    CHECK(destinations("fmWfceFifmnD", "9/9/9/9/9/4y4/3y5/4X4/9 w - - 0 1", "e2") ==
          std::vector<std::string>{"d3", "e3"});
    CHECK(destinations("ifR", "9/9/9/9/9/9/9/4X4/9 w - - 0 1", "e2") ==
          std::vector<std::string>{"e3", "e4", "e5", "e6", "e7", "e8", "e9"});
    CHECK(destinations("ifR", "9/9/9/9/9/9/4X4/9/9 w - - 0 1", "e3").empty());
}

// ---- multi-leg (locust) moves --------------------------------------------------------------------

TEST_CASE("betza: locust moves parse to atoms with a second leg and round-trip", "[betza][locust]") {
    const betza::Movement fire = betza::parse("cafR");
    REQUIRE(fire.atoms.size() == 1);
    CHECK(fire.atoms[0] == atoms::R().locust());
    CHECK(fire.atoms[0].modes == modes::capture);
    CHECK(fire.atoms[0].locust_modes == modes::move_or_capture);
    CHECK(fire.atoms[0].range == 0);
    CHECK(betza::parse("cafmW").atoms == std::vector<Atom>{atoms::W().locust(modes::move)});
    CHECK(betza::parse("cafcW").atoms == std::vector<Atom>{atoms::W().locust(modes::capture)});
    CHECK(betza::parse("fcafmF").atoms == std::vector<Atom>{atoms::F().forward().locust(modes::move)});
    CHECK(betza::parse("icafW").atoms == std::vector<Atom>{atoms::W().initial().locust()});
    CHECK(betza::parse("cafK").atoms == std::vector<Atom>{atoms::W().locust(), atoms::F().locust()});
    CHECK(betza::parse("cafR4").atoms == std::vector<Atom>{atoms::R(4).locust()});
    CHECK(betza::parse("cafWW").atoms == std::vector<Atom>{atoms::R().locust()}); // doubled: a rider
    // The second leg's modes are its own: "mc" is the default.
    CHECK(betza::parse("cafmcR") == betza::parse("cafR"));
    CHECK(betza::parse("cafcmR") == betza::parse("cafR"));

    struct Case {
        const char* text;
        const char* canonical;
    };
    const std::vector<Case> cases = {
        {"cafR", "cafR"},        {"cafmcR", "cafR"},       {"cafmR", "cafmR"},      {"cafcR", "cafcR"},
        {"cafW", "cafW"},        {"cafmW", "cafmW"},       {"fcafmF", "fcafmF"},    {"cafK", "cafWcafF"},
        {"cafQ", "cafRcafB"},    {"cafWW", "cafR"},        {"cafW1W", "cafW1W"},      {"cafNN", "cafNN"},
        {"iscafW", "iscafW"},    {"fcafW", "fcafW"},       {"cafR4", "cafW4"},      {"cafD", "cafD"},
        {"RcafR", "RcafR"},      {"DcafW", "DcafW"},       {"fmFfcafmF", "fmFfcafmF"}, {"caf(4,1)", "caf(4,1)"}, {"caf(1,3)", "cafC"},
        {"cafB2mW", "cafF2mW"},  {"frcafcN", "frcafcN"},
    };
    for (const Case& c : cases) {
        INFO("XBetza \"" << c.text << "\"");
        const betza::Movement m = betza::parse(c.text);
        CHECK(betza::to_text(m) == c.canonical);
        CHECK(betza::parse(c.canonical) == m); // the same structure, atom for atom
        check_round_trip(c.text);
    }
}

TEST_CASE("betza: to_text refuses locust atoms that parse() would not read back", "[betza][locust]") {
    const auto text_of = [](const Atom& a) { return betza::to_text(betza::Movement{{a}, 0}); };
    CHECK_THROWS_AS(text_of(atoms::R().locust().with_modes(modes::move_or_capture)), Error);
    CHECK_THROWS_AS(text_of(atoms::R().locust().hopping(Hop::Cannon)), Error);
    CHECK_THROWS_AS(text_of(atoms::D().locust().lame_leap()), Error);
    CHECK_THROWS_AS(text_of(atoms::W().locust(modes::en_passant)), Error);
    CHECK(text_of(atoms::W().locust()) == "cafW");
}

TEST_CASE("betza: a fire-through rook on the board", "[betza][locust]") {
    // Black on e7, e9, f5, e2; White blockers on c5 and h5.
    const char* const lines = "4y4/9/4y4/9/2Y1Xy1Y1/9/9/4y4/9 w - - 0 1";
    check_board_cases({
        // e7 taken, then e8 (empty) or e9 (a second capture); f5 taken, then g5 (h5 is White);
        // e2 taken, then e1. The own piece on c5 blocks the first leg; empty squares before the
        // first piece are not destinations.
        {"cafR", lines, "e5", {"e1", "e8", "e9", "g5"}},
        {"cafmR", lines, "e5", {"e1", "e8", "g5"}},
        {"cafcR", lines, "e5", {"e9"}},
        {"cafR2", lines, "e5", {"e8", "e9", "g5"}}, // e2 is three steps away
        {"cafR1", lines, "e5", {"g5"}},
        {"RcafR", lines, "e5", {"d5", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "g5"}},
        // Black's fire-through rook: the same walk, mirrored.
        {"cafR", "4Y4/9/4Y4/9/2y1xY1y1/9/9/4Y4/9 b - - 0 1", "e5", {"e1", "e8", "e9", "g5"}},
        // A first piece at the board edge leaves the second leg nowhere to go.
        {"cafR", "4y4/9/9/9/4X4/9/9/9/9 w - - 0 1", "e5", {}},
    });
}

TEST_CASE("betza: d on locust legs parses and round-trips", "[betza][locust]") {
    const betza::Movement ff = betza::parse("cdafmcdR");
    REQUIRE(ff.atoms.size() == 1);
    CHECK(ff.atoms[0].modes == (modes::capture | modes::destroy));
    CHECK(ff.atoms[0].locust_modes == (modes::move | modes::capture | modes::destroy));
    for (const char* text : {"cdafmcdR", "dafR", "cafdR", "dafmW", "RcdafmcdR"}) {
        INFO("XBetza \"" << text << "\"");
        CHECK(betza::to_text(betza::parse(text)) == text);
        check_round_trip(text);
    }
    // "d" anywhere but a locust leg is refused (betza: malformed text); the board walk is in
    // tests/core/piece_properties_test.cpp, where a royal piece exists.
    CHECK_THROWS_AS(betza::parse("dR"), ParseError);
}

TEST_CASE("betza: a jump-capturing dabbaba on the board", "[betza][locust]") {
    // Black on e6, e7 (a double capture), d5 (c5 behind it empty), e4 (own piece e3 behind it);
    // the White piece on f5 is leapt over harmlessly by the dabbaba move to g5.
    const char* const jumps = "9/9/4y4/4y4/3yXY3/4y4/4Y4/9/9 w - - 0 1";
    check_board_cases({
        // e7: the plain D capture, and the jump that takes e6 and e7; c5: the D move and the jump
        // taking d5 share from/to, so the jump names its victim.
        {"DcafW", jumps, "e5", {"c5", "c5xd5", "e7", "e7xe6", "g5"}},
        {"cafW", jumps, "e5", {"c5", "e7"}},
        {"cafmW", jumps, "e5", {"c5"}},
        {"cafcW", jumps, "e5", {"e7"}},
        {"D", jumps, "e5", {"c5", "e7", "g5"}},
        // Checkers: only forward, landing on empty squares.
        {"fmFfcafmF", "9/9/9/3y1y3/4X4/9/9/9/9 w - - 0 1", "e5", {"c7", "g7"}},
        {"fmFfcafmF", "9/9/2Y6/3y1y3/4X4/9/9/9/9 w - - 0 1", "e5", {"g7"}},
        {"fmFfcafmF", "9/9/9/9/4x4/3Y1Y3/9/9/9 b - - 0 1", "e5", {"c3", "g3"}},
    });
}

// ---- errors ------------------------------------------------------------------------------------

TEST_CASE("betza: malformed and unsupported text is rejected with its position", "[betza]") {
    struct Case {
        const char* text;
        std::size_t where;
        const char* message;
    };
    const std::vector<Case> cases = {
        {"", 0, "empty XBetza text"},
        {"fm", 0, "modifier 'f' at position 0 has no atom after it"},
        {"Wf", 1, "modifier 'f' at position 1 has no atom after it"},
        {"fmWfceFifmnDj", 12, "modifier 'j' at position 12 has no atom after it"},
        {"Bs", 1, "modifier 's' at position 1 has no atom after it"},
        {"nNN", 0, "'n' (lame leap) at position 0 needs a leaper, but 'N' at position 1 is a rider"},
        {"RcpRnR", 4, "'n' (lame leap) at position 4 needs a leaper"},
        // Multi-leg moves other than a straight two-leg locust capture.
        {"afsW", 0, "the first leg of the multi-leg move ('a' at position 0) has no mode"},
        {"a", 0, "the first leg of the multi-leg move ('a' at position 0) has no mode"},
        {"mafsmafW", 0, "mode 'm' at position 0 on the first leg of the multi-leg move ('a' at position 1)"},
        {"mcafR", 0, "mode 'm' at position 0 on the first leg"},
        {"ecafW", 0, "en passant ('e' at position 0) on the first leg"},
        {"paR", 0, "modifier 'p' at position 0 on the first leg of the multi-leg move ('a' at position 1)"},
        {"pcafR", 0, "modifier 'p' at position 0 on the first leg"},
        {"cnafD", 1, "modifier 'n' at position 1 on the first leg"},
        {"jcafR", 0, "modifier 'j' at position 0 on the first leg"},
        {"dR", 0, "'d' (capturing own pieces) at position 0 is supported only on the legs of a locust move"},
        {"mdW", 1, "'d' (capturing own pieces) at position 1 is supported only on the legs of a locust move"},
        {"caW", 1, "the leg after 'a' at position 1 has no direction"},
        {"cacR", 1, "the leg after 'a' at position 1 has no direction"},
        {"cabR", 2, "direction 'b' at position 2 on the leg after 'a' at position 1 is not supported"},
        {"cafsW", 2, "direction 'fs' at position 2 on the leg after 'a' at position 1 is not supported"},
        {"cavW", 2, "direction 'v' at position 2 on the leg after 'a' at position 1 is not supported"},
        {"caflR", 2, "direction 'fl' at position 2 on the leg after 'a' at position 1 is not supported"},
        {"caffR", 2, "direction 'ff' at position 2"},
        {"cafcmfR", 5, "direction 'f' at position 5 on the leg after 'a' at position 1 is not supported"},
        {"cafeW", 3, "en passant ('e' at position 3) on the leg after 'a' at position 1"},
        {"cafpR", 3, "modifier 'p' at position 3 on the leg after 'a' at position 1 is not supported"},
        {"cafgR", 3, "modifier 'g' at position 3 on the leg after 'a'"},
        {"cafnD", 3, "modifier 'n' at position 3 on the leg after 'a'"},
        {"cafjR", 3, "modifier 'j' at position 3 on the leg after 'a'"},
        {"cafiW", 3, "modifier 'i' at position 3 on the leg after 'a'"},
        {"cafcafR", 4, "a third leg ('a' at position 4, after 'a' at position 1) is not supported"},
        {"cafmafW", 4, "a third leg ('a' at position 4"},
        {"caO2", 1, "the castling atom 'O' at position 2 cannot be a multi-leg move ('a' at position 1)"},
        {"caf", 0, "modifier 'c' at position 0 has no atom after it"},
        {"WcafqR", 4, "modifier 'q' at position 4"},
        {"fmqW", 2, "modifier 'q' at position 2"},
        {"zW", 0, "modifier 'z' at position 0"},
        {"oR", 0, "modifier 'o' at position 0"},
        {"dK", 0, "'d' (capturing own pieces) at position 0 is supported only on the legs of a locust move"},
        {"uQ", 0, "modifier 'u' at position 0"},
        {"xW", 0, "modifier 'x' at position 0"},
        {"Wy", 1, "modifier 'y' at position 1"},
        {"tR", 0, "modifier 't' at position 0"},
        {"fWf@9", 3, "'@' at position 3"},
        {"@8", 0, "'@' at position 0"},
        {"W*", 1, "'*' at position 1"},
        {"W-", 1, "'-' at position 1"},
        {"[WF]", 0, "'[' at position 0"},
        {"W)", 1, "')' at position 1"},
        {"W F", 1, "' ' at position 1"},
        {"(1,2", 4, "expected ')' at position 4"},
        {"(a,2)", 1, "expected a number at position 1"},
        {"(1;2)", 2, "expected ',' at position 2"},
        {"(1,", 3, "expected a number at position 3"},
        {"(0,0)", 0, "(0,0) at position 0"},
        {"N(16,1)", 2, "leap length 16 at position 2"},
        {"W100", 1, "range '100' at position 1 has more than 2 digits"},
        {"NN2", 2, "unexpected digit '2' at position 2"},
        {"3W", 0, "unexpected digit '3' at position 0"},
        {"WX", 1, "unknown atom 'X' at position 1"},
        {"U", 0, "unknown atom 'U' at position 0"},
        {"KO", 1, "castling atom 'O' at position 1 needs"},
        {"KO0", 2, "castling distance 0 at position 2"},
        {"KiO2", 1, "'O' at position 2 takes no modifiers (found 'i' at position 1)"},
        {"KO2O3", 3, "second castling atom 'O' at position 3"},
        {"pN", 0, "hopping ('p' at position 0) needs a rider"},
        {"gW", 0, "hopping ('g' at position 0) needs a rider"},
        {"pgR", 1, "'p' and 'g' cannot be combined ('g' at position 1)"},
        {"jN", 0, "'j' (skip the first square) at position 0 needs a rider"},
        {"RjpR", 1, "'j' at position 1 cannot be combined with hopping"},
        {"cepR", 1, "en passant ('e' at position 1) cannot be combined with hopping"},
        {"nR", 0, "'n' (lame leap) at position 0 needs a leaper"},
        {"nDD", 0, "'n' (lame leap) at position 0 needs a leaper"},
        {"hW", 0, "direction 'h' (half) at position 0"},
        {"fhhN", 2, "direction 'h' (half) at position 2"},
        {"hfN", 0, "direction 'hf' at position 0 is not supported"},
        {"vhN", 0, "direction 'vh' at position 0 is not supported"},
    };
    for (const Case& c : cases) {
        INFO("XBetza \"" << c.text << "\"");
        try {
            (void)betza::parse(c.text);
            FAIL("no ParseError");
        } catch (const ParseError& e) {
            INFO(e.what());
            CHECK(e.field() == "betza");
            CHECK(e.text() == c.text);
            CHECK(e.where() == c.where);
            CHECK_THAT(e.what(), Contains(c.message));
            if (*c.text != '\0') CHECK_THAT(e.what(), Contains("at position " + std::to_string(c.where)));
        }
    }
}
