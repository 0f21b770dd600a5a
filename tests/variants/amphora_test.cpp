// Amphora (amphora.md): the worked examples AM-01..AM-26 as complete sorted turn lists, the public
// perft cases, colour symmetry, make/unmake on random games, game status, options, position text
// and its errors.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr amphora() { return find_variant("amphora"); }

/// The complete sorted list of legal turns of `fen` must be exactly `expected`.
void check_turns(const std::string& fen, const std::string& expected, const VariantPtr& v = amphora()) {
    Position pos = Position::from_text(v, fen);
    INFO(fen);
    CHECK(test::sorted_moves(pos) == words(expected));
}

const std::string start = "*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1";

/// The cells of one rank of position text, '.' for an empty square.
std::string expand(const std::string& rank) {
    std::string cells;
    for (char ch : rank) {
        if (std::isdigit(static_cast<unsigned char>(ch))) cells.append(static_cast<std::size_t>(ch - '0'), '.');
        else cells += ch;
    }
    return cells;
}

std::string compress(const std::string& cells) {
    std::string out;
    int run = 0;
    for (char ch : cells) {
        if (ch == '.') {
            ++run;
            continue;
        }
        if (run > 0) out += std::to_string(run);
        run = 0;
        out += ch;
    }
    if (run > 0) out += std::to_string(run);
    return out;
}

/// The mirrored twin of an Amphora position text: ranks flipped top to bottom and colours
/// swapped (pieces, hands, side to move, sideways counters; `place` goes with the side to move),
/// and, with `flip_files`, files flipped left to right too. The board's holes are symmetric both ways.
std::string mirror(const std::string& text, bool flip_files) {
    std::vector<std::string> f = words(text);
    const std::size_t open = f[0].find('[');
    const std::string board = f[0].substr(0, open);
    std::string hand = f[0].substr(open + 1, f[0].size() - open - 2);
    std::vector<std::string> ranks;
    std::stringstream in(board);
    for (std::string r; std::getline(in, r, '/');) {
        std::string cells = expand(r);
        for (char& ch : cells)
            if (std::isalpha(static_cast<unsigned char>(ch)))
                ch = std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                  : static_cast<char>(std::toupper(ch));
        if (flip_files) std::reverse(cells.begin(), cells.end());
        ranks.push_back(compress(cells));
    }
    std::reverse(ranks.begin(), ranks.end());
    std::string swapped_hand;
    for (char ch : hand) swapped_hand += std::isupper(static_cast<unsigned char>(ch)) ? 'g' : 'G';
    std::sort(swapped_hand.begin(), swapped_hand.end()); // canonical order: G before g
    std::string out;
    for (std::size_t i = 0; i < ranks.size(); ++i) out += (i > 0 ? "/" : "") + ranks[i];
    out += "[" + swapped_hand + "] " + (f[1] == "w" ? "b" : "w") + " - - " + f[4] + " " + f[5];
    for (std::size_t i = 6; i < f.size(); ++i) {
        if (f[i].starts_with("sideways:")) {
            const std::string v = f[i].substr(9);
            const std::size_t comma = v.find(',');
            out += " sideways:" + v.substr(comma + 1) + "," + v.substr(0, comma);
        } else {
            out += " " + f[i];
        }
    }
    return out;
}

/// Catches the ParseError `text` must raise and checks the field it names.
void check_parse_error(const std::string& text, const std::string& field, const VariantPtr& v = amphora()) {
    INFO(text);
    try {
        (void)Position::from_text(v, text);
        FAIL_CHECK("accepted");
    } catch (const ParseError& e) {
        INFO(e.what());
        CHECK(e.field() == field);
    }
}

} // namespace

TEST_CASE("amphora AM-01: Start position", "[amphora]") {
    const std::string fen = "*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1";
    check_turns(fen, "c2c3 d2d3 e2e3");
}

TEST_CASE("amphora AM-02: Pawn steps", "[amphora]") {
    const std::string fen = "*2k2*/**p2**/*P4*/P3p2/3P3/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "a5b5 b6c6 b6c7 d1c1 d1c2 d1d2 d1e1 d1e2 d4c4 d4d5 d4e4 d4e5");
}

TEST_CASE("amphora AM-03: King: no backward steps", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/3K3/*1p3*/**3**/*5*[] w - - 0 1";
    check_turns(fen, "d4c4 d4c5 d4d5 d4e4 d4e5");
}

TEST_CASE("amphora AM-04: Guard: backward only to capture", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/3p3/3G3/*1p3*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1e1 d1e2 d4c3 d4c4 d4c5 d4d5 d4e4 d4e5");
}

TEST_CASE("amphora AM-05: Placement right after a Pawn loss (Black)", "[amphora]") {
    const std::string fen = "*k4*/**3**/*4p*/7/7/*5*/**P2**/*2K2*[g] b - - 0 1 place:1";
    check_turns(fen, "G@c7,b8c8 G@c7,c7b6 G@c7,c7c6 G@c7,c7d6 G@c7,c7d7 G@c7,f6e6 G@c7,f6f5 G@c8,b8c7 "
                         "G@c8,c8c7 G@c8,c8d7 G@c8,c8d8 G@c8,f6e6 G@c8,f6f5 b8c7 b8c8 f6e6 f6f5");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "G@c8,c8d8");
    CHECK(pos.text() == "*k1g2*/**3**/*4p*/7/7/*5*/**P2**/*2K2*[] w - - 1 2 sideways:0,1");
}

TEST_CASE("amphora AM-06: Check gives the placement right (Black to move first)", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/4p2/7/*2K2*/**3**/*5*[G] b - - 0 1";
    check_turns(fen, "d8c7 d8c8 d8d7 d8e7 d8e8 e5d5 e5e4 e5f5");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "e5e4");
    CHECK(pos.text() == "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1");
    CHECK(in_check(pos));
}

TEST_CASE("amphora AM-07: ... White in check with the placement right", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1";
    check_turns(fen, "G@c2,d3c3 G@c2,d3c4 G@c2,d3d4 G@c2,d3e3 G@c2,d3e4 G@c3,d3c4 G@c3,d3d4 G@c3,d3e3 "
                         "G@c3,d3e4 G@c4,d3c3 G@c4,d3d4 G@c4,d3e3 G@c4,d3e4 G@d2,d3c3 G@d2,d3c4 G@d2,d3d4 "
                         "G@d2,d3e3 G@d2,d3e4 G@d4,d3c3 G@d4,d3c4 G@d4,d3e3 G@d4,d3e4 G@d4,d4e4 G@e2,d3c3 "
                         "G@e2,d3c4 G@e2,d3d4 G@e2,d3e3 G@e2,d3e4 G@e3,d3c3 G@e3,d3c4 G@e3,d3d4 G@e3,d3e4 "
                         "G@e3,e3e4 d3c3 d3c4 d3d4 d3e3 d3e4");
    Position pos = Position::from_text(amphora(), fen);
    CHECK(in_check(pos));
    CHECK(game_status(pos).check);
}

TEST_CASE("amphora AM-08: Interception taking two pieces", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*P3P*/2p1p2/7/*2P2*/**3**/*2K2*[Gg] w - - 0 1";
    check_turns(fen, "b6c6 d1c1 d1c2 d1d2 d1e1 d1e2 d3c3 d3d4 d3e3 f6e6");
    Position pos = Position::from_text(amphora(), fen);
    const int pieces = pos.occupied().count();
    play(pos, "d3d4");
    CHECK(pos.text() == "*2k2*/**3**/*P3P*/7/3P3/*5*/**3**/*2K2*[Gg] b - - 0 1 place:1");
    CHECK(pos.occupied().count() == pieces - 2);
}

TEST_CASE("amphora AM-09: Moving between two enemies is safe", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/2p4/7/*2Pp1*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1e1 d1e2 d3c3 d3d4");
}

TEST_CASE("amphora AM-10: Telekinesis by a Pawn: choice of Pawn", "[amphora]") {
    const std::string fen = "*4k*/**1P1**/*5*/1p5/5p1/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7d8xb5 d7d8xf4 d7e7");
}

TEST_CASE("amphora AM-11: Telekinesis by a Pawn: no Pawns left, the Guard goes", "[amphora]") {
    const std::string fen = "*4k*/**P2**/*5*/7/1g5/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "c7c8xb4 c7d7 d1c1 d1c2 d1d2 d1e1 d1e2");
}

TEST_CASE("amphora AM-12: Telekinesis by a Pawn: the King goes", "[amphora]") {
    const std::string fen = "*4k*/**P2**/*5*/7/7/*5*/**3**/*2K2*[g] w - - 0 1";
    check_turns(fen, "c7c8xf8 c7d7 d1c1 d1c2 d1d2 d1e1 d1e2");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "c7c8xf8");
    CHECK(pos.text() == "*1P3*/**3**/*5*/7/7/*5*/**3**/*2K2*[g] b - - 0 1");
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::RoyalCaptured);
    CHECK(test::sorted_moves(pos).empty());
}

TEST_CASE("amphora AM-13: Telekinesis by a Guard", "[amphora]") {
    const std::string fen = "*4k*/**1G1**/*5*/2p4/1g3p1/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7c8xb4 d7c8xc5 d7c8xf4 d7d8xb4 d7d8xc5 d7d8xf4 d7e7 "
                         "d7e8xb4 d7e8xc5 d7e8xf4");
}

TEST_CASE("amphora AM-14: Telekinesis by a Guard: no enemy Guard, the King is a target", "[amphora]") {
    const std::string fen = "*4k*/**1G1**/*5*/2p4/5p1/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7c8xc5 d7c8xf4 d7c8xf8 d7d8xc5 d7d8xf4 d7d8xf8 d7e7 "
                         "d7e8xc5 d7e8xf4 d7e8xf8");
}

TEST_CASE("amphora AM-15: A King entering the back row wins", "[amphora]") {
    const std::string fen = "*4k*/**K2**/*5*/4p2/7/*5*/**3**/*5*[] w - - 0 1";
    check_turns(fen, "c7b8xf8 c7c8xf8 c7d7 c7d8xf8");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "c7d7");
    CHECK(test::sorted_moves(pos).empty());
    CHECK(game_status(pos).result == Result::WhiteWins);
}

TEST_CASE("amphora AM-16: Sideways limit reached", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1 sideways:3,0";
    check_turns(fen, "d1c2 d1d2 d1e2 d4d5");
}

TEST_CASE("amphora AM-17: Sideways limit not yet reached", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1 sideways:2,0";
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d4c4 d4d5 d4e4");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "d4c4");
    CHECK(pos.text() == "*2k2*/**3**/*5*/7/2P4/*5*/**3**/*2K2*[] b - - 0 1 sideways:3,0");
    Position other = Position::from_text(amphora(), "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1 sideways:2,1");
    play(other, "d4d5");
    CHECK(other.text() == "*2k2*/**3**/*5*/3P3/7/*5*/**3**/*2K2*[] b - - 0 1 sideways:0,1");
}

TEST_CASE("amphora AM-18: The source's check example", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/1p5/7/*1K1p1*/**3**/*5*[] w - - 0 1";
    check_turns(fen, "c3b3 c3b4 c3d3");
}

TEST_CASE("amphora AM-19: ... when Black has used its sideways moves", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/1p5/7/*1K1p1*/**3**/*5*[] w - - 0 1 sideways:0,3";
    check_turns(fen, "c3b3 c3b4 c3d3 c3d4");
}

TEST_CASE("amphora AM-20: The two-Kings rule (source's Guard example)", "[amphora]") {
    const std::string fen = "*5*/**k2**/*5*/4p2/5K1/*5*/**3**/*5*[g] w - - 0 1";
    check_turns(fen, "f4e4 f4f5 f4g4 f4g5");
}

TEST_CASE("amphora AM-21: ... when Black's Guard is gone", "[amphora]") {
    const std::string fen = "*5*/**k2**/*5*/4p2/5K1/*5*/**3**/*5*[] w - - 0 1";
    check_turns(fen, "f4e4 f4e5 f4f5 f4g4 f4g5");
}

TEST_CASE("amphora AM-22: No legal turn: the side to move loses", "[amphora]") {
    const std::string fen = "*k4*/**p2**/*1p3*/2P4/7/*5*/**3**/*2K2*[] b - - 0 1 sideways:0,3";
    check_turns(fen, "");
    Position pos = Position::from_text(amphora(), fen);
    const GameStatus status = game_status(pos);
    CHECK(status.result == Result::WhiteWins);
    CHECK(status.termination == Termination::Stalemate);
}

TEST_CASE("amphora AM-23: Moving along the back row does not trigger telekinesis", "[amphora]") {
    const std::string fen = "*1P2k*/**3**/*5*/7/7/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "c8b8 c8d8 d1c1 d1c2 d1d2 d1e1 d1e2");
}

TEST_CASE("amphora AM-24: Interception happens before telekinesis", "[amphora]") {
    const std::string fen = "*5*/**1Pp**/*4P*/k6/6g/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7d8xg4 f6e6 f6e7");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "d7d8xg4");
    CHECK(pos.text() == "*2P2*/**3**/*4P*/k6/7/*5*/**3**/*2K2*[] b - - 0 1");
}

TEST_CASE("amphora AM-25: Telekinesis for Black", "[amphora]") {
    const std::string fen = "*2k2*/**3**/*5*/7/1P5/*4P*/**1p1**/*4K*[] b - - 0 1";
    check_turns(fen, "d2c2 d2d1xb4 d2d1xf3 d2e2 d8c7 d8c8 d8d7 d8e7 d8e8");
}

TEST_CASE("amphora AM-26: The King taken by interception while entering", "[amphora]") {
    const std::string fen = "*5*/**pPk**/*P3P*/7/7/*5*/**3**/*2K2*[] w - - 0 1";
    check_turns(fen, "b6c6 b6c7 d1c1 d1c2 d1d2 d1e1 d1e2 d7d8 f6e6 f6e7");
    Position pos = Position::from_text(amphora(), fen);
    play(pos, "d7d8");
    CHECK(pos.text() == "*2P2*/**3**/*P3P*/7/7/*5*/**3**/*2K2*[] b - - 0 1");
    CHECK(game_status(pos).result == Result::WhiteWins);
}

TEST_CASE("amphora: every public perft case (tests/data/cases)", "[amphora][perft]") {
    const VariantPtr v = amphora();
    int checked = 0;
    for (const auto& e : test::data_file("cases/amphora.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > VARIA_PERFT_NODE_CAP) continue; // deeper entries run in bench/
        Position pos = Position::from_text(v, e.at("fen").get<std::string>());
        INFO(e.at("id").get<std::string>());
        CHECK(perft(pos, e.at("depth").get<int>()) == nodes);
        ++checked;
    }
    CHECK(checked >= 50);
}

TEST_CASE("amphora: start position perft 1-5 (section 16)", "[amphora][perft]") {
    Position pos = Position::start(amphora());
    CHECK(pos.text() == start);
    const std::uint64_t expected[] = {3, 9, 72, 576, 4729};
    for (int depth = 1; depth <= 5; ++depth) {
        INFO("depth " << depth);
        CHECK(perft(pos, depth) == expected[depth - 1]);
    }
    CHECK(pos.text() == start);
}

TEST_CASE("amphora: colour symmetry, every public case equals its mirrored twins", "[amphora][perft]") {
    const VariantPtr v = amphora();
    for (const auto& e : test::data_file("cases/amphora.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > VARIA_PERFT_NODE_CAP) continue;
        const std::string fen = e.at("fen").get<std::string>();
        for (const bool flip_files : {false, true}) {
            const std::string twin = mirror(fen, flip_files);
            INFO(e.at("id").get<std::string>() << " twin " << twin);
            Position pos = Position::from_text(v, twin);
            CHECK(pos.text() == twin);
            CHECK(perft(pos, e.at("depth").get<int>()) == nodes);
        }
        CHECK(mirror(mirror(fen, true), true) == fen);
    }
}

TEST_CASE("amphora: random games keep the hash, pop restores every bit, games end without a King taken",
          "[amphora][make-unmake]") {
    constexpr std::uint64_t seed = 0xa3f0'4a11'0000'2026ULL;
    INFO("seed " << test::hex(seed));
    std::mt19937_64 rng(seed);
    const VariantPtr v = amphora();
    int placements = 0;
    int removals = 0;
    int telekinesis = 0;
    int finished = 0;
    for (int game = 0; game < 40; ++game) {
        Position pos = Position::start(v);
        for (int ply = 0; ply < 400; ++ply) {
            const MoveList moves = legal_moves(pos);
            if (moves.empty()) {
                const GameStatus status = game_status(pos);
                CHECK(status.result == (pos.side_to_move() == Color::White ? Result::BlackWins : Result::WhiteWins));
                ++finished;
                break;
            }
            const std::string before = pos.text();
            const std::uint64_t hash = pos.hash();
            for (const Move& m : moves) {
                const std::string text = move_text(pos, m);
                pos.push(m);
                INFO(before << " + " << text << " -> " << pos.text());
                CHECK(pos.hash() == pos.compute_hash());
                // The module judges candidates without playing them; playing agrees (section 9.2).
                CHECK(legal_after(pos, ~pos.side_to_move()));
                CHECK(pos.royal_square(Color::White) != NoSquare); // no legal turn takes a King in play
                CHECK(pos.royal_square(Color::Black) != NoSquare);
                const Position reread = Position::from_text(v, pos.text());
                CHECK(reread.text() == pos.text());
                CHECK(reread.hash() == pos.hash());
                pos.pop();
                CHECK(pos.text() == before);
                CHECK(pos.hash() == hash);
            }
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            if (m.kind == MoveKind::Drop) ++placements;
            for (int i = 0; i < m.action_count(); ++i) telekinesis += m.action(i).kind == MoveKind::Remove;
            const int pieces = pos.occupied().count() + (m.kind == MoveKind::Drop ? 1 : 0);
            pos.push(m);
            removals += pieces - pos.occupied().count();
        }
    }
    CHECK(finished == 40); // every game ends (section 10)
    CHECK(placements > 0);
    CHECK(removals > 0);
    INFO("telekinesis " << telekinesis);
    SUCCEED();
}

namespace {

/// amphora.json with one more piece type, letter X, that never stands on the board: it changes
/// nothing of the game, only which of the module's shortcuts apply (an unlimited rider turns
/// them all off; a two-step leaper or rider widens the squares that count as near a King).
VariantPtr with_unused_piece(const std::string& betza) {
    std::ifstream in(std::string(VARIA_VARIANTS_DIR) + "/amphora/amphora.json");
    nlohmann::json j = nlohmann::json::parse(in);
    j["name"] = "amphora-unused-piece";
    j["pieces"].push_back({{"letter", "X"}, {"name", "unused"}, {"betza", betza}});
    return parse_variant(j.dump(), "amphora-unused-piece.json");
}

} // namespace

TEST_CASE("amphora: the turns judged with shortcuts equal the turns judged in full", "[amphora][legality]") {
    // The module reuses, for every candidate of a position, whether a side can take a King where
    // the candidate changes nothing that answer reads. With an unlimited rider in the variant
    // (which never appears) it judges every candidate in full: the turn lists must be equal.
    const std::vector<std::string> betzas = {"R", "D", "W2"};
    for (const bool options : {false, true}) {
        VariantPtr base = amphora();
        std::vector<VariantPtr> others;
        for (const std::string& b : betzas) others.push_back(with_unused_piece(b));
        if (options) {
            const std::map<std::string, std::string> set = {{"guard_telekinesis_cascade", "true"},
                                                            {"backrow_pawns_never_capture", "true"}};
            base = with_options(base, set);
            for (VariantPtr& o : others) o = with_options(o, set);
        }
        const auto compare = [&](Position& pos) {
            const std::vector<std::string> turns = test::sorted_moves(pos);
            for (std::size_t i = 0; i < others.size(); ++i) {
                Position twin = Position::from_text(others[i], pos.text());
                INFO(pos.text() << " with X = " << betzas[i]);
                REQUIRE(test::sorted_moves(twin) == turns);
            }
        };
        // Every turn that leaves the Guard c7 able to take the King e6 by telekinesis gives Black
        // the placement right, and a Guard placed next to e6 then takes the White King wherever
        // it steps: only the telekinesis itself is legal (sections 6, 9.2).
        Position telekinesis = Position::from_text(base, "*5*/**G2**/*3k1*/7/3K3/*5*/**3**/*5*[g] w - - 0 1");
        compare(telekinesis);
        CHECK(test::sorted_moves(telekinesis) == words("c7b8xe6 c7c8xe6 c7d8xe6"));
        std::mt19937_64 rng(options ? 0x5eed'a4b0'0002ULL : 0x5eed'a4b0'0001ULL);
        int positions = 0;
        for (int game = 0; game < 600; ++game) {
            Position pos = Position::start(base);
            for (int ply = 0; ply < 300; ++ply) {
                compare(pos);
                ++positions;
                const MoveList moves = legal_moves(pos);
                if (moves.empty()) break;
                pos.push(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
            }
        }
        CHECK(positions > 2000);
    }
}

TEST_CASE("amphora: option guard_telekinesis_cascade (R10)", "[amphora][options]") {
    const std::string fen = "*4k*/**1G1**/*5*/2p4/5p1/*5*/**3**/*2K2*[] w - - 0 1"; // AM-14
    check_turns(fen, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7c8xc5 d7c8xf4 d7d8xc5 d7d8xf4 d7e7 d7e8xc5 d7e8xf4",
                with_options(amphora(), {{"guard_telekinesis_cascade", "true"}}));
    // Without Black Pawns the Guard reaches the King under either setting.
    const std::string bare = "*4k*/**1G1**/*5*/7/7/*5*/**3**/*2K2*[] w - - 0 1";
    for (const char* value : {"false", "true"})
        check_turns(bare, "d1c1 d1c2 d1d2 d1e1 d1e2 d7c7 d7c8xf8 d7d8xf8 d7e7 d7e8xf8",
                    with_options(amphora(), {{"guard_telekinesis_cascade", value}}));
}

TEST_CASE("amphora: option backrow_pawns_never_capture (R15)", "[amphora][options]") {
    // The White Pawn c8 steps along the back row to d8, next to e7 with the partner f6 behind it.
    const std::string fen = "*1P2k*/**2p**/*4P*/7/7/*5*/**3**/*2K2*[] w - - 0 1";
    Position capture = Position::from_text(amphora(), fen);
    play(capture, "c8d8");
    CHECK(capture.text() == "*2P1k*/**3**/*4P*/7/7/*5*/**3**/*2K2*[] b - - 0 1 sideways:1,0");
    Position quiet = Position::from_text(with_options(amphora(), {{"backrow_pawns_never_capture", "true"}}), fen);
    play(quiet, "c8d8");
    CHECK(quiet.text() == "*2P1k*/**2p**/*4P*/7/7/*5*/**3**/*2K2*[] b - - 0 1 sideways:1,0");
}

TEST_CASE("amphora: check, the placement right and the two-Kings rule", "[amphora]") {
    // AM-07: Black's Pawn e4 could take d3: White is in check.
    const Position checked = Position::from_text(amphora(), "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1");
    CHECK(in_check(checked));
    // AM-20: after f4e5 Black could place its Guard on d6 and take the King, but not without placing.
    Position pos = Position::from_text(amphora(), "*5*/**k2**/*5*/4p2/5K1/*5*/**3**/*5*[g] w - - 0 1");
    CHECK_THROWS_AS(parse_move(pos, "f4e5"), IllegalMove);
    pos.push(Move::single(make_square(5, 3), make_square(4, 4), MoveKind::Normal));
    CHECK(pos.text() == "*5*/**k2**/*5*/4K2/7/*5*/**3**/*5*[g] b - - 0 1 place:1");
    MoveList replies;
    generate_legal(pos, replies);
    int with_placement = 0;
    int without = 0;
    for (const Move& m : replies) {
        pos.push(m);
        if (pos.royal_square(Color::White) == NoSquare) ++(m.kind == MoveKind::Drop ? with_placement : without);
        pos.pop();
    }
    CHECK(with_placement > 0);
    CHECK(without == 0);
    pos.pop();
    CHECK(pos.text() == "*5*/**k2**/*5*/4p2/5K1/*5*/**3**/*5*[g] w - - 0 1");
}

TEST_CASE("amphora: position text round trips and the place field (section 12, R20)", "[amphora][notation]") {
    for (const auto& e : test::data_file("cases/amphora.json")) {
        const std::string fen = e.at("fen").get<std::string>();
        INFO(fen);
        const Position pos = Position::from_text(amphora(), fen);
        CHECK(pos.text() == fen);
        CHECK(Position::from_text(amphora(), pos.text()).hash() == pos.hash());
    }
    // The flag is dropped when the side to move has no Guard in hand (R20), kept otherwise (even
    // with no room next to the King); `place:0` and `sideways:0,0` are the defaults.
    const std::string am02 = "*2k2*/**p2**/*P4*/P3p2/3P3/*5*/**3**/*2K2*[] w - - 0 1";
    CHECK(Position::from_text(amphora(), am02 + " place:1").text() == am02);
    CHECK(Position::from_text(amphora(), start + " sideways:0,0 place:0").text() == start);
    CHECK(Position::from_text(amphora(), start + " place:1").text() == start + " place:1");
    CHECK(Position::from_text(amphora(), start + " sideways:3,2 place:1").text() == start + " sideways:3,2 place:1");
    CHECK(Position::from_text(amphora(), start + " sideways:1,0").hash() != Position::from_text(amphora(), start).hash());
    CHECK(Position::from_text(amphora(), start + " place:1").hash() != Position::from_text(amphora(), start).hash());
}

TEST_CASE("amphora: malformed positions raise typed ParseErrors", "[amphora][errors]") {
    check_parse_error(start + " place:2", "place");
    check_parse_error(start + " place:", "place");
    check_parse_error(start + " place:1 place:1", "place");
    check_parse_error(start + " sideways:4,0", "sideways");
    check_parse_error(start + " sideways:1", "sideways");
    check_parse_error(start + " sideways:a,0", "sideways");
    check_parse_error(start + " sideways:1,0,0", "sideways");
    check_parse_error(start + " sideways:-1,0", "sideways");
    // Trailing fields are read in any order and written in the canonical one.
    CHECK(Position::from_text(amphora(), start + " place:1 sideways:1,0").text() == start + " sideways:1,0 place:1");
    check_parse_error(start + " sideways:1,0 sideways:1,0", "sideways");
    check_parse_error(start + " foo:1", "fields");
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[GgP] w - - 0 1", "hand"); // not a Guard
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[GGg] w - - 0 1", "hand"); // two Guards
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Kg] w - - 0 1", "hand");  // a King
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*2G2*/**PPP**/*PPKPP*[Gg] w - - 0 1", "hand"); // Guard on board and in hand
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/PPPKPP*[Gg] w - - 0 1", "placement"); // a1 is a hole
    check_parse_error("*ppkpp*/**ppp**/*5*/7/7/*5*/P*PPP**/*PPKPP*[Gg] w - - 0 1", "placement");
    check_parse_error("*pp1pp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1", "placement"); // no Black King
}

TEST_CASE("amphora: turn text parses back, malformed turn text is a ParseError", "[amphora][notation]") {
    for (const auto& e : test::data_file("cases/amphora.json")) {
        Position pos = Position::from_text(amphora(), e.at("fen").get<std::string>());
        for (const Move& m : legal_moves(pos)) CHECK(parse_move(pos, move_text(pos, m)) == m);
    }
    Position pos = Position::from_text(amphora(), "*4k*/**1P1**/*5*/1p5/5p1/*5*/**3**/*2K2*[] w - - 0 1"); // AM-10
    CHECK_THROWS_AS(parse_move(pos, "d7d8"), IllegalMove);    // the removal must be named
    CHECK_THROWS_AS(parse_move(pos, "d7d8xd1"), IllegalMove); // not an eligible target
    CHECK_THROWS_AS(parse_move(pos, "G@d2,d1c1"), IllegalMove); // no placement right
    CHECK_THROWS_AS(parse_move(pos, "g@d2,d1c1"), IllegalMove); // well formed (a Black Guard put on d2), not a turn
    for (const char* text : {"d7d8x", "d7d8xz9", "G@d2,", "G@d2,d1", "d7d8xb5,"})
        CHECK_THROWS_AS(parse_move(pos, text), ParseError);
}
