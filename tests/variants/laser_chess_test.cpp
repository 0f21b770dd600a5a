// Laser Chess (laser-chess.md): the worked examples LC-01..LC-17, the public perft cases with their
// options, make/unmake on random games, position text and its errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;
using varia::test::words;

namespace {

VariantPtr laser() { return find_variant("laser-chess"); }

std::uint64_t count(const std::string& fen, int depth = 1, const VariantPtr& v = laser()) {
    Position pos = Position::from_text(v, fen);
    return perft(pos, depth);
}

bool legal(const std::string& fen, const std::string& turn) {
    Position pos = Position::from_text(laser(), fen);
    const auto moves = test::sorted_moves(pos);
    return std::find(moves.begin(), moves.end(), turn) != moves.end();
}

std::string after(const std::string& fen, const std::string& turn) {
    Position pos = Position::from_text(laser(), fen);
    play(pos, turn);
    return pos.text();
}

/// `sq` seen from the other side: same file, rank 9 - rank.
std::string flip_square(const std::string& sq) {
    std::string out(1, sq[0]);
    out += std::to_string(9 - std::stoi(sq.substr(1)));
    return out;
}

/// The colour-mirrored position: ranks reversed, colours and side swapped, every square field
/// mirrored, K and k swapped in the king fields (the two positions are the same game).
std::string mirror(const std::string& fen) {
    const std::vector<std::string> f = words(fen);
    std::vector<std::string> ranks;
    std::istringstream in(f[0]);
    for (std::string r; std::getline(in, r, '/');) ranks.push_back(r);
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) {
        for (char ch : *it) out += std::isalpha(static_cast<unsigned char>(ch)) ? static_cast<char>(std::isupper(ch) ? std::tolower(ch) : std::toupper(ch)) : ch;
        if (it + 1 != ranks.rend()) out += '/';
    }
    out += f[1] == "w" ? " b " : " w ";
    std::string castling;
    for (char ch : f[2]) castling += ch == '-' ? '-' : static_cast<char>(std::isupper(ch) ? std::tolower(ch) : std::toupper(ch));
    std::sort(castling.begin(), castling.end(), [](char a, char b) {
        const auto key = [](char c) { return std::string("KQkq-").find(c); };
        return key(a) < key(b);
    });
    out += castling + " ";
    const auto squares = [](const std::string& list) {
        std::vector<std::string> v;
        std::istringstream l(list);
        for (std::string sq; std::getline(l, sq, ',');) v.push_back(flip_square(sq));
        std::sort(v.begin(), v.end());
        std::string joined;
        for (const auto& sq : v) joined += (joined.empty() ? "" : ",") + sq;
        return joined;
    };
    out += (f[3] == "-" ? "-" : squares(f[3])) + " " + f[4] + " " + f[5];
    for (std::size_t i = 6; i < f.size(); ++i) {
        const auto colon = f[i].find(':');
        const std::string name = f[i].substr(0, colon), value = f[i].substr(colon + 1);
        if (name == "dying") {
            out += " dying:" + squares(value);
        } else {
            const bool white = value.find('K') != std::string::npos, black = value.find('k') != std::string::npos;
            out += " " + name + ":" + (white && black ? "K,k" : white ? "k" : "K");
        }
    }
    return out;
}

} // namespace

TEST_CASE("laser-chess: every public case equals its colour-mirrored twin", "[laser-chess][perft]") {
    for (const auto& e : test::data_file("cases/laser-chess.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > 100000) continue;
        std::map<std::string, std::string> options;
        if (e.contains("options"))
            for (const auto& [name, value] : e.at("options").items())
                options[name] = value.is_string() ? value.get<std::string>() : value.dump();
        const VariantPtr v = options.empty() ? laser() : with_options(laser(), options);
        const std::string twin = mirror(e.at("fen").get<std::string>());
        INFO(e.at("id").get<std::string>() << " twin " << twin);
        Position pos = Position::from_text(v, twin);
        CHECK(pos.text() == twin);
        CHECK(perft(pos, e.at("depth").get<int>()) == nodes);
    }
}

TEST_CASE("laser-chess: start position perft 1-2 (section 8)", "[laser-chess][perft]") {
    Position pos = Position::start(laser());
    CHECK(perft(pos, 1) == 640);
    CHECK(perft(pos, 2) == 409600);
}

TEST_CASE("laser-chess: every public perft case with its options (tests/data/cases)", "[laser-chess][perft]") {
    int checked = 0;
    for (const auto& e : test::data_file("cases/laser-chess.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > VARIA_PERFT_NODE_CAP) continue; // the start position's depth 3 runs in bench/
        std::map<std::string, std::string> options;
        if (e.contains("options"))
            for (const auto& [name, value] : e.at("options").items())
                options[name] = value.is_string() ? value.get<std::string>() : value.dump();
        const VariantPtr v = options.empty() ? laser() : with_options(laser(), options);
        INFO(e.at("id").get<std::string>());
        CHECK(count(e.at("fen").get<std::string>(), e.at("depth").get<int>(), v) == nodes);
        ++checked;
    }
    CHECK(checked >= 50);
}

TEST_CASE("laser-chess: LC-01 budget and simultaneity", "[laser-chess][examples]") {
    const std::string fen = "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1";
    CHECK(count(fen) == 27);
    CHECK(legal(fen, "b2b4,c1b3"));
    CHECK_FALSE(legal(fen, "b2b3,c1b3"));
    CHECK_FALSE(legal(fen, "a2a3,c1a2"));
    CHECK(after(fen, "a2a4,b2b4") == "k7/8/8/8/PP6/8/8/K1N5 b - a3,b3 0 1");
    CHECK(after(fen, "b2b4,c1b3") == "k7/8/8/8/1P6/1N6/P7/K7 b - - 0 1");
    // R5: the actions are a set, so move text may list them in any order.
    CHECK(after(fen, "c1b3,b2b4") == "k7/8/8/8/1P6/1N6/P7/K7 b - - 0 1");
}

TEST_CASE("laser-chess: LC-02 rook shot", "[laser-chess][examples]") {
    const std::string fen = "3k4/4p3/3n4/8/1r1R1b2/8/3P4/K7 w - - 0 1 dying:f4";
    CHECK(count(fen) == 19);
    CHECK(legal(fen, "d4xb4"));
    CHECK_FALSE(legal(fen, "d4xd6"));
    CHECK_FALSE(legal(fen, "d4xf4"));
    CHECK(legal(fen, "d4d6"));
    CHECK(legal(fen, "d4f4"));
    CHECK(after(fen, "d4xb4") == "3k4/4p3/3n4/8/1r1R1b2/8/3P4/K7 b - - 1 1 dying:b4,f4");
}

TEST_CASE("laser-chess: LC-03 bishop protection reaches the first piece only", "[laser-chess][examples]") {
    const std::string fen = "7k/1b6/8/8/4n3/5n2/5R2/4R2K w - - 0 1";
    CHECK(count(fen) == 30);
    CHECK(legal(fen, "f2xf3"));
    CHECK_FALSE(legal(fen, "e1xe4"));
}

TEST_CASE("laser-chess: LC-04 queen deterrence", "[laser-chess][examples]") {
    const std::string fen = "7k/8/8/1ppnp3/2pQr3/2PPP3/8/7K w - - 0 1 dying:e4";
    CHECK(count(fen) == 30);
    CHECK(after(fen, "d4xd4") == "7k/8/8/1ppnp3/2pQr3/2PPP3/8/7K b - - 1 1 dying:d5,e4");
    CHECK(legal(fen, "d3c4,d4xd4"));
}

TEST_CASE("laser-chess: LC-05 a shot does not parry check", "[laser-chess][examples]") {
    Position pos = Position::from_text(laser(), "4k3/8/8/R7/8/8/8/r3K3 w - - 0 1");
    CHECK(test::sorted_moves(pos) == words("a5a1 a5xa1,e1d2 a5xa1,e1e2 a5xa1,e1f2 e1d2 e1e2 e1f2"));
}

TEST_CASE("laser-chess: LC-06 castling", "[laser-chess][examples]") {
    const std::string fen = "3rk3/7p/8/8/8/8/P7/R3K2R w KQ - 0 1 dying:d8";
    CHECK(count(fen) == 56);
    CHECK(legal(fen, "a2a3,e1g1"));
    CHECK_FALSE(legal(fen, "e1c1"));
    CHECK_FALSE(legal(fen, "e1g1,h1xh7"));
    CHECK(after(fen, "e1g1") == "3rk3/7p/8/8/8/8/P7/R4RK1 b - - 1 1 dying:d8");
}

TEST_CASE("laser-chess: LC-07 pawn surround", "[laser-chess][examples]") {
    const std::string fen = "4k3/8/8/2PnP3/8/3P4/8/4K3 w - - 0 1";
    CHECK(count(fen) == 27);
    CHECK(after(fen, "d3d4") == "4k3/8/8/2PnP3/3P4/8/8/4K3 b - - 0 1 dying:d5");
    CHECK(after(fen, "c5c6,d3d4") == "4k3/8/2P5/3nP3/3P4/8/8/4K3 b - - 0 1");
}

TEST_CASE("laser-chess: LC-08 escape window", "[laser-chess][examples]") {
    const std::string fen = "3nkn1R/3ppp2/8/8/8/8/8/K7 b - - 0 1 dying:d8,f8 avoided:k escape:k";
    CHECK(count(fen) == 48);
    CHECK(count("3nkn1R/3ppp2/8/8/8/8/8/K7 b - - 0 1 dying:d8,f8 avoided:k") == 26);
    CHECK(legal(fen, "e8d8"));
    CHECK_FALSE(legal(fen, "e8f8"));
    CHECK(after(fen, "d7d6") == "3nkn1R/4pp2/3p4/8/8/8/8/K7 w - - 0 2 dying:d8,f8 avoided:k");
}

TEST_CASE("laser-chess: LC-09 king surrounded, right spent", "[laser-chess][examples]") {
    const std::string fen = "8/8/3nkP2/2P1P3/8/8/8/7K w - - 0 1";
    CHECK(count(fen) == 24);
    const std::string hit = after(fen, "c5d6");
    CHECK(hit == "8/8/3PkP2/4P3/8/8/8/7K b - - 0 1 avoided:k escape:k");
    Position pos = Position::from_text(laser(), hit);
    CHECK(test::sorted_moves(pos) == words("e6d5 e6d7 e6e5 e6f5 e6f7"));
    const std::string again = after("8/8/3nkP2/2P1P3/8/8/8/7K w - - 0 1 avoided:k", "c5d6");
    CHECK(again == "8/8/3PkP2/4P3/8/8/8/7K b - - 0 1 dying:e6 avoided:k");
    Position stalemate = Position::from_text(laser(), again);
    CHECK(legal_moves(stalemate).empty());
    CHECK_FALSE(in_check(stalemate));
}

TEST_CASE("laser-chess: LC-10 two en-passant targets", "[laser-chess][examples]") {
    const std::string fen = "4k3/8/8/8/1pPp1Pp1/8/8/4K3 b - c3,f3 0 1";
    CHECK(count(fen) == 58);
    CHECK(legal(fen, "b4c3,g4f3"));
    CHECK_FALSE(legal(fen, "b4c3,d4c3"));
    CHECK(after(fen, "b4c3,g4f3") == "4k3/8/8/8/3p4/2p2p2/8/4K3 w - - 0 2");
}

TEST_CASE("laser-chess: LC-11 promotions", "[laser-chess][examples]") {
    const std::string fen = "8/PP5k/8/8/8/8/8/K7 w - - 0 1";
    CHECK(count(fen) == 51);
    CHECK(after(fen, "a7a8q,b7b8n") == "QN6/7k/8/8/8/8/8/K7 b - - 0 1");
}

TEST_CASE("laser-chess: LC-12 dying king in check", "[laser-chess][examples]") {
    const std::string fen = "7k/6pp/6N1/8/8/K7/8/6r1 b - - 0 1 dying:h8 avoided:k";
    CHECK(count(fen) == 15);
    CHECK_FALSE(legal(fen, "g1xg6,h7g6"));
    CHECK_FALSE(legal(fen, "g1xg6"));
    CHECK(legal(fen, "g1g6,h7h5"));
}

TEST_CASE("laser-chess: LC-13 mate and stalemate", "[laser-chess][examples]") {
    Position mate = Position::from_text(laser(), "7k/8/6N1/8/8/8/8/K7 b - - 0 1 dying:h8 avoided:k");
    CHECK(legal_moves(mate).empty());
    CHECK(in_check(mate));
    CHECK(game_status(mate).result == Result::WhiteWins);
    Position stale = Position::from_text(laser(), "7k/8/8/6N1/8/8/8/K7 b - - 0 1 dying:h8 avoided:k");
    CHECK(legal_moves(stale).empty());
    CHECK_FALSE(in_check(stale));
    CHECK(game_status(stale).result == Result::Draw);
}

TEST_CASE("laser-chess: LC-14 a king step is judged at the start", "[laser-chess][examples]") {
    Position pos = Position::from_text(laser(), "4k3/8/8/8/r7/2P1K3/8/8 w - - 0 1");
    CHECK(test::sorted_moves(pos) == words("c3c4 c3c4,e3d2 c3c4,e3d3 c3c4,e3e2 c3c4,e3f2 c3c4,e3f3 "
                                           "e3d2 e3d3 e3e2 e3f2 e3f3"));
    const std::string checked = "4k3/8/8/8/3r4/2P5/3K4/8 w - - 0 2";
    CHECK_FALSE(legal(checked, "c3d4,d2d1"));
    CHECK(legal(checked, "c3d4,d2e1"));
}

TEST_CASE("laser-chess: LC-15 en passant and the pinned pawn", "[laser-chess][examples]") {
    Position pos = Position::from_text(laser(), "7k/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    CHECK(test::sorted_moves(pos) == words("a5a4 a5a4,b5b6 a5a4,b5c6 a5a6 a5a6,b5b6 a5a6,b5c6 a5b6 a5b6,b5c6 b5b6"));
}

TEST_CASE("laser-chess: LC-16 option must_spend", "[laser-chess][examples][options]") {
    const VariantPtr v = with_options(laser(), {{"must_spend", "true"}});
    CHECK(count("k7/8/8/8/8/8/PP6/K1N5 w - - 0 1", 1, v) == 19);
}

TEST_CASE("laser-chess: LC-17 the surround test looks only at the side that did not move", "[laser-chess][examples]") {
    const std::string fen = "4k3/1b6/8/2PnP3/3P4/8/8/4K3 b - - 0 1";
    CHECK(count(fen, 1) == 17);
    CHECK(count(fen, 2) == 363);
    CHECK(after(fen, "b7c8") == "2b1k3/8/8/2PnP3/3P4/8/8/4K3 w - - 1 2");
    CHECK(after("2b1k3/8/8/2PnP3/3P4/8/8/4K3 w - - 1 2", "e1e2") == "2b1k3/8/8/2PnP3/3P4/8/4K3/8 b - - 2 2 dying:d5");
}

TEST_CASE("laser-chess: options deter_friendly, bishop_protects_enemy, protection_revives", "[laser-chess][options]") {
    // The queen's own unprotected neighbour is hit too, and stays hit after moving away (R10).
    const std::string deter = "4k3/8/8/3n4/3Q4/3N4/8/4K3 w - - 0 1";
    CHECK(after(deter, "d4xd4") == "4k3/8/8/3n4/3Q4/3N4/8/4K3 b - - 1 1 dying:d5");
    Position pos = Position::from_text(with_options(laser(), {{"deter_friendly", "true"}}), deter);
    play(pos, "d4xd4");
    CHECK(pos.text() == "4k3/8/8/3n4/3Q4/3N4/8/4K3 b - - 1 1 dying:d3,d5");
    // An enemy bishop protects the rook's target only under bishop_protects_enemy (R11).
    const std::string shot = "4k3/8/8/8/r2R4/8/2B5/4K3 w - - 0 1";
    CHECK(legal(shot, "d4xa4"));
    Position enemy = Position::from_text(with_options(laser(), {{"bishop_protects_enemy", "true"}}), shot);
    for (const std::string& t : test::sorted_moves(enemy)) CHECK(t != "d4xa4");
    // A dying piece that is protected after a turn stops being dying (R12).
    Position revive = Position::from_text(with_options(laser(), {{"protection_revives", "true"}}),
                                          "4k3/8/8/8/3n4/8/8/b3K3 b - - 0 1 dying:d4");
    play(revive, "e8e7");
    CHECK(revive.text() == "8/4k3/8/8/3n4/8/8/b3K3 w - - 1 2");
}

TEST_CASE("laser-chess: option surround=line (R13)", "[laser-chess][options]") {
    // White pawns c5, e5 beside the knight and d2 further down the file: only `line` counts d2.
    const std::string fen = "4k3/8/8/2PnP3/8/8/3P4/K7 w - - 0 1";
    CHECK(after(fen, "a1b1") == "4k3/8/8/2PnP3/8/8/3P4/1K6 b - - 1 1");
    Position pos = Position::from_text(with_options(laser(), {{"surround", "line"}}), fen);
    play(pos, "a1b1");
    CHECK(pos.text() == "4k3/8/8/2PnP3/8/8/3P4/1K6 b - - 1 1 dying:d5");
    CHECK_THROWS_AS(with_options(laser(), {{"surround", "ring"}}), OptionError);
    CHECK_THROWS_AS(with_options(laser(), {{"must_spend", "line"}}), OptionError);
}

TEST_CASE("laser-chess: thousands of legal turns in one position are all listed", "[laser-chess][limits]") {
    // Four pawns ready to promote (4 choices each, 1 point each) and a king with 3 steps (2
    // points): 4·4 + 6·16 + 4·64 pawn-only turns + 3 king steps + 3·16 king-and-pawn turns = 419.
    CHECK(count("8/PPPP4/8/8/8/8/8/K6k w - - 0 1") == 419);
    // Eight such pawns: 8·4 + 28·16 + 56·64 + 3 + 3·32 = 4,163 turns, more than the 2,048 moves a
    // list used to hold; the perft below the first ply uses them all again (bulk and not).
    const std::string eight = "8/PPPPPPPP/8/8/8/8/8/K6k w - - 0 1";
    CHECK(count(eight) == 4163);
    Position pos = Position::from_text(laser(), eight);
    CHECK(perft(pos, 2, true) == perft(pos, 2, false));
    CHECK(pos.text() == eight);
}

TEST_CASE("laser-chess: random games keep the hash and pop restores every bit", "[laser-chess][make-unmake]") {
    constexpr std::uint64_t seed = 0x1a5e'7c4e'55aa'2026ULL;
    INFO("seed " << test::hex(seed));
    std::mt19937_64 rng(seed);
    for (int game = 0; game < 12; ++game) {
        Position pos = Position::start(laser());
        std::vector<std::string> texts;
        for (int ply = 0; ply < 60; ++ply) {
            const MoveList moves = legal_moves(pos);
            if (moves.empty()) break;
            const Move m = moves[rng() % moves.size()];
            texts.push_back(pos.text());
            const std::uint64_t before = pos.hash();
            pos.push(m);
            REQUIRE(pos.hash() == pos.compute_hash());
            const Position reread = Position::from_text(laser(), pos.text());
            CHECK(reread.text() == pos.text());
            CHECK(reread.hash() == pos.hash());
            pos.pop();
            REQUIRE(pos.hash() == before);
            REQUIRE(pos.text() == texts.back());
            pos.push(m);
        }
        while (pos.ply_count() > 0) {
            pos.pop();
            CHECK(pos.text() == texts.back());
            texts.pop_back();
        }
    }
}

TEST_CASE("laser-chess: position text round trips and typed errors", "[laser-chess][text]") {
    for (const std::string fen : {"3nkn1R/3ppp2/8/8/8/8/8/K7 b - - 0 1 dying:d8,f8 avoided:k escape:k",
                                  "4k3/8/8/8/1pPp1Pp1/8/8/4K3 b - c3,f3 0 1",
                                  "8/8/3PkP2/4P3/8/8/8/7K b - - 0 1 avoided:K,k"})
        CHECK(Position::from_text(laser(), fen).text() == fen);
    CHECK(Position::from_text(laser(), "8/8/3PkP2/4P3/8/8/8/7K b - - 0 1 escape:k avoided:Kk").text() ==
          "8/8/3PkP2/4P3/8/8/8/7K b - - 0 1 avoided:K,k escape:k");
    const VariantPtr v = laser();
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 dying:d4"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 dying:z9"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 dying:e8"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 escape:k"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 avoided:x"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 avoided:k avoided:k"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"), ParseError);
    CHECK_THROWS_AS(Position::from_text(v, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"), ParseError);
    Position pos = Position::start(v);
    CHECK_THROWS_AS(parse_move(pos, "e2e4,,"), ParseError);
    CHECK_THROWS_AS(parse_move(pos, "e2e4,d2d4,c2c4,b2b4"), IllegalMove); // well-formed; at most 3 actions
    CHECK_THROWS_AS(parse_move(pos, "a2a3,b2b3,c2c3,d2d3,e2e3,f2f3,g2g3"), ParseError); // beyond Move::max_actions
    CHECK_THROWS_AS(parse_move(pos, "e2"), ParseError);
    CHECK_THROWS_AS(parse_move(pos, "e2e5"), IllegalMove);
    CHECK_THROWS_AS(parse_move(pos, "d2d4,e2e4,g1f3"), IllegalMove);
    CHECK_NOTHROW(parse_move(pos, "c2c4,d2d4,e2e4"));
}

TEST_CASE("laser-chess: game end and draws (section F, R26, R27)", "[laser-chess][status]") {
    const auto status = [](const std::string& fen) {
        Position pos = Position::from_text(laser(), fen);
        return game_status(pos);
    };
    CHECK(status("4k3/8/8/8/8/8/8/4K3 w - - 0 1").termination == Termination::InsufficientMaterial);
    CHECK(status("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").termination == Termination::InsufficientMaterial);
    CHECK(status("4k3/8/8/8/8/8/8/2N1K3 b - - 0 1").termination == Termination::InsufficientMaterial);
    // A dying lone king can be mated by a lone minor piece, and two minor pieces are not dead.
    CHECK(status("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1 dying:e8 avoided:k").termination == Termination::None);
    CHECK(status("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1").termination == Termination::None);
    CHECK(status("4k3/8/8/8/8/8/8/R3K3 w - - 149 80").termination == Termination::None);
    CHECK(status("4k3/8/8/8/8/8/8/R3K3 w - - 150 80").termination == Termination::FiftyMoveRule);
}

TEST_CASE("laser-chess: an en-passant target only a dying pawn attacks does not count (R18, R26)", "[laser-chess][status]") {
    // Found by the playout fuzz target: the a5 pawn attacks b6 but is dying, so it cannot move,
    // and positions with and without the target are the same for the repetition rule.
    Position pos = Position::from_text(laser(), "r1bq1bn1/3nk2r/2p2p2/Pp1pP3/Q3P1p1/2P5/P1N2P1P/R3KBNR w KQ b6 0 7 dying:a5");
    CHECK_FALSE(pos.en_passant_legal(make_square(1, 5)));
    for (const Move& m : legal_moves(pos))
        for (int a = 0; a < m.action_count(); ++a) CHECK(m.action(a).kind != MoveKind::EnPassant);
    const Position without = Position::from_text(laser(), "r1bq1bn1/3nk2r/2p2p2/Pp1pP3/Q3P1p1/2P5/P1N2P1P/R3KBNR w KQ - 0 7 dying:a5");
    CHECK(pos.hash() == without.hash());
    // Not dying, the same pawn may take: the target counts.
    Position alive = Position::from_text(laser(), "r1bq1bn1/3nk2r/2p2p2/Pp1pP3/Q3P1p1/2P5/P1N2P1P/R3KBNR w KQ b6 0 7");
    CHECK(alive.en_passant_legal(make_square(1, 5)));
    CHECK(alive.hash() != Position::from_text(laser(), "r1bq1bn1/3nk2r/2p2p2/Pp1pP3/Q3P1p1/2P5/P1N2P1P/R3KBNR w KQ - 0 7").hash());
}
