// Piece properties any variant can use (piece.hpp): the friendly leap on any base piece and in
// any step directions, and pieces that can never be captured.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace varia;

namespace {

/// A 5×5 variant with a king, a rook that also makes sideways and backward-diagonal friendly
/// leaps (`friendly_leap` as given), a wazir that cannot be captured, a ferz, and a rook that only
/// fires through (locust).
VariantPtr make_leap_variant(const std::string& name, const std::string& friendly_leap) {
    return parse_variant(R"({
      "name": ")" + name + R"(", "board": {"width": 5, "height": 5},
      "pieces": [
        {"letter": "K", "name": "king", "betza": "K", "royal": true},
        {"letter": "R", "name": "rook", "betza": "R", "friendly_leap": ")" + friendly_leap + R"("},
        {"letter": "W", "name": "wazir", "betza": "W", "capturable": false},
        {"letter": "F", "name": "ferz", "betza": "F"},
        {"letter": "L", "name": "fire-through rook", "betza": "cafR"}
      ],
      "start": "k4/5/5/5/4K w - - 0 1"
    })", name);
}

VariantPtr leap_variant() {
    static const VariantPtr v = make_leap_variant("leap-test", "sWbF");
    return v;
}

VariantPtr quiet_leap_variant() {
    static const VariantPtr v = make_leap_variant("quiet-leap-test", "smWbmF");
    return v;
}

std::vector<std::string> moves_from(Position& pos, const std::string& from) {
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.starts_with(from)) out.push_back(m);
    return out;
}

} // namespace

TEST_CASE("friendly leap: any base piece, the directions given, own hurdles only", "[piece]") {
    // Rook c3 with friendly leaps sideways and diagonally backward (moving or capturing): over its
    // own wazir b3 to a3, over its own ferz d3 taking the enemy ferz e3, over its own king b2 to
    // a1; not over the enemy ferz d2; forward it has no friendly leap, and its own ferz c4 blocks
    // it. Its ordinary rook moves are c2 and c1.
    Position pos = Position::from_text(leap_variant(), "k4/2F2/1WRFf/1K1f1/5 w - - 0 1");
    CHECK(moves_from(pos, "c3") == std::vector<std::string>{"c3a1", "c3a3", "c3c1", "c3c2", "c3e3"});
    // A capturing friendly leap attacks its landing square: e3 is attacked only by it.
    CHECK(pos.attacked(make_square(4, 2), Color::White));
    // Move-only friendly leaps ("m", Prisoner's Escape's "fmK") are no attacks: the same board
    // with the rook's leaps move-only leaves e3 unattacked and untouched.
    Position quiet = Position::from_text(quiet_leap_variant(), "k4/2F2/1WRFf/1K1f1/5 w - - 0 1");
    CHECK(moves_from(quiet, "c3") == std::vector<std::string>{"c3a1", "c3a3", "c3c1", "c3c2"});
    CHECK_FALSE(quiet.attacked(make_square(4, 2), Color::White));
}

TEST_CASE("uncapturable pieces: no move ends on them, yet they are attacked", "[piece]") {
    // The Black ferz b4 attacks the White wazir a3 but may not take it (nor its own king a5).
    Position pos = Position::from_text(leap_variant(), "k4/1f3/W4/5/4K b - - 0 1");
    CHECK(pos.attacked(make_square(0, 2), Color::Black));
    CHECK(moves_from(pos, "b4") == std::vector<std::string>{"b4c3", "b4c5"});
}

TEST_CASE("friendly leap: XBetza cannot write it, and to_text says so", "[piece][betza]") {
    betza::Movement m;
    m.atoms.push_back(atoms::W().forward().move_only().hopping(Hop::FriendlyLeap));
    try {
        (void)betza::to_text(m);
        FAIL("wrote a friendly leap as XBetza");
    } catch (const Error& e) {
        CHECK(std::string(e.what()).find("friendly leap") != std::string::npos);
    }
}

TEST_CASE("uncapturable pieces: a locust can neither fire through them nor take them", "[piece]") {
    // The fire-through rook a3 over the ferz b3 lands on c3 or takes the ferz d3 too.
    Position through = Position::from_text(leap_variant(), "4k/5/Lf1f1/5/4K w - - 0 1");
    CHECK(moves_from(through, "a3") == std::vector<std::string>{"a3c3", "a3d3"});
    // An uncapturable wazir on b3 stops it; on d3 it cannot be the second victim.
    Position shielded = Position::from_text(leap_variant(), "4k/5/Lw1f1/5/4K w - - 0 1");
    CHECK(moves_from(shielded, "a3").empty());
    Position second = Position::from_text(leap_variant(), "4k/5/Lf1w1/5/4K w - - 0 1");
    CHECK(moves_from(second, "a3") == std::vector<std::string>{"a3c3"});
}

TEST_CASE("locust legs with d strike own pieces, never the own royal piece", "[piece][locust]") {
    // 5×5: only the Friendly Fire part of Asylum Chess's rook (cdafmcdR) on c3, own wazirs on
    // c5, c4 and b3, the own king on c2, an enemy ferz on e3.
    static const VariantPtr v = parse_variant(R"({
      "name": "friendly-fire-test", "board": {"width": 5, "height": 5},
      "pieces": [
        {"letter": "K", "name": "king", "betza": "K", "royal": true},
        {"letter": "R", "name": "friendly fire rook", "betza": "cdafmcdR"},
        {"letter": "W", "name": "wazir", "betza": "W"},
        {"letter": "F", "name": "ferz", "betza": "F"}
      ],
      "start": "k4/5/5/5/4K w - - 0 1"
    })", "friendly-fire-test");
    // The rook has no plain moves here, only locust ones. Up: own c4 struck, then own c5
    // destroyed by landing on it. Left: own b3 struck, landing on a3. Right: the enemy e3 has
    // nothing beyond it. Down: the own king c2 is never struck, so nothing reaches c1.
    Position room = Position::from_text(v, "k1W2/2W2/1WR1f/2K2/5 w - - 0 1");
    CHECK(moves_from(room, "c3") == std::vector<std::string>{"c3a3", "c3c5"});
    room.push(parse_move(room, "c3c5"));
    CHECK(room.text() == "k1R2/5/1W2f/2K2/5 b - - 0 1");
    CHECK(room.hash() == room.compute_hash());
    room.pop();
    CHECK(room.text() == "k1W2/2W2/1WR1f/2K2/5 w - - 0 1");
}

namespace {
/// The moves of the only non-king piece, letter X with `betza`, in `placement` (white to move).
std::vector<std::string> x_moves(const std::string& betza, const std::string& placement) {
    const VariantPtr v = parse_variant(R"({"name": "overlap-test", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "P", "name": "pawn", "betza": "fmWfcF", "pawn": true,
                    "promotion": {"ranks": [8], "choices": ["X"]}},
                   {"letter": "X", "name": "x", "betza": ")" + betza + R"("}],
        "start": ")" + placement + R"( w - - 0 1"})",
                                       "overlap-test.json");
    Position pos = Position::from_text(v, placement + " w - - 0 1");
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (pos.piece_at(parse_move(pos, m).from).type() == 2) out.push_back(m);
    return out;
}

std::vector<std::string> set_union(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    return a;
}
} // namespace

TEST_CASE("overlapping atoms: a move two atoms both produce is one move (RW, RR, RD, RgR, mRcW, KW)", "[betza][hardening]") {
    // A lone rook-like piece: 14 moves, however its atoms overlap.
    const std::string lone = "k7/8/8/8/3X4/8/8/7K";
    CHECK(x_moves("R", lone).size() == 14);
    CHECK(x_moves("RW", lone).size() == 14);
    CHECK(x_moves("RR", lone).size() == 14);
    CHECK(x_moves("WR", lone).size() == 14);
    // With blockers and captures: the moves are the union of each atom's moves, each once.
    const std::string crowded = "7k/3p4/8/1P1X1p2/8/3P4/3p4/K7";
    const std::vector<std::pair<std::string, std::string>> pairs{
        {"R", "W"}, {"R", "D"}, {"R", "gR"}, {"mR", "cW"}, {"K", "W"}, {"R", "nD"}, {"R", "mW"}, {"B", "fF"}, {"Q", "K"}};
    for (const auto& [a, b] : pairs) {
        INFO(a << " + " << b);
        const std::vector<std::string> both = x_moves(a + b, crowded);
        CHECK(std::adjacent_find(both.begin(), both.end()) == both.end());
        CHECK(both == set_union(x_moves(a, crowded), x_moves(b, crowded)));
    }
    // perft counts distinct turns, promotions included: the pawn on the 7th promotes to an RW.
    const VariantPtr v = parse_variant(R"({"name": "overlap-perft", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "X", "name": "x", "betza": "RWRR"}],
        "start": "k7/8/8/8/3X4/8/8/7K w - - 0 1"})",
                                       "overlap-perft.json");
    Position pos = Position::start(v);
    CHECK(perft(pos, 1) == 17);
    CHECK(perft(pos, 2, false) == perft(pos, 2, true));
}

TEST_CASE("leap_sources() is the reverse of leaps(), for every shipped variant", "[leaps]") {
    for (const VariantPtr& v : builtin_variants()) {
        for (Color c : {Color::White, Color::Black}) {
            // Every (origin, type, mode) that leaps() lists, gathered per target square.
            std::vector<std::vector<LeapSource>> expected(NoSquare);
            for (std::size_t t = 0; t < v->piece_types.size(); ++t)
                for (int from = 0; from < NoSquare; ++from)
                    for (const LeapTarget& leap : v->leaps(c, static_cast<PieceTypeId>(t), static_cast<Square>(from))) {
                        auto& list = expected[leap.to];
                        auto it = std::find_if(list.begin(), list.end(), [&](const LeapSource& x) { return x.from == from; });
                        if (it == list.end()) it = list.insert(list.end(), LeapSource{static_cast<std::uint8_t>(from), 0, 0});
                        if (leap.modes & modes::move) it->move_types |= 1U << t;
                        if (leap.modes & modes::capture) it->capture_types |= 1U << t;
                    }
            for (int to = 0; to < NoSquare; ++to) {
                INFO(v->name << " square " << to);
                const auto sources = v->leap_sources(c, static_cast<Square>(to));
                REQUIRE(sources.size() == expected[to].size());
                SquareSet origins;
                for (const LeapSource& s : sources) {
                    const auto it = std::find_if(expected[to].begin(), expected[to].end(),
                                                 [&](const LeapSource& x) { return x.from == s.from; });
                    REQUIRE(it != expected[to].end());
                    CHECK(it->move_types == s.move_types);
                    CHECK(it->capture_types == s.capture_types);
                    origins.set(s.from);
                }
                CHECK(origins == v->leap_origins(c, static_cast<Square>(to)));
            }
        }
    }
}

TEST_CASE("leap_sources() in FIDE chess: knights, the king and a pawn's step and capture onto e4", "[leaps]") {
    const VariantPtr v = find_variant("chess");
    const Geometry& geo = v->geometry();
    const auto sq = [&](const char* name) { return *geo.parse_square(name); };
    const std::uint32_t pawn = 1U << *v->type_of_letter('P');
    const std::uint32_t knight = 1U << *v->type_of_letter('N');
    const std::uint32_t king = 1U << *v->type_of_letter('K');
    const auto source = [&](Color c, const char* to, const char* from) -> LeapSource {
        for (const LeapSource& s : v->leap_sources(c, sq(to)))
            if (s.from == sq(from)) return s;
        return LeapSource{0, 0, 0};
    };
    CHECK(v->leap_sources(Color::White, sq("e4")).size() == 16); // 8 knight and 8 king squares
    for (const char* from : {"d2", "f2", "c3", "g3", "c5", "g5", "d6", "f6"}) {
        CHECK(source(Color::White, "e4", from).move_types == knight);
        CHECK(source(Color::White, "e4", from).capture_types == knight);
    }
    // A White pawn steps from e3 and takes from d3 and f3; the king does both from all three.
    CHECK(source(Color::White, "e4", "e3").move_types == (king | pawn));
    CHECK(source(Color::White, "e4", "e3").capture_types == king);
    CHECK(source(Color::White, "e4", "d3").move_types == king);
    CHECK(source(Color::White, "e4", "d3").capture_types == (king | pawn));
    // Black's pawns come from the other side.
    CHECK(source(Color::Black, "e4", "e5").move_types == (king | pawn));
    CHECK(source(Color::Black, "e4", "f5").capture_types == (king | pawn));
    // The double step is not a leap of the table, so chess is not leaps_only(); Amphora is.
    CHECK_FALSE(v->leaps_only());
    CHECK(find_variant("amphora")->leaps_only());
    CHECK_FALSE(find_variant("makruk")->leaps_only()); // rooks ride
}

TEST_CASE("walking_types(): the types with walk_rays(), for every shipped variant", "[leaps]") {
    for (const VariantPtr& v : builtin_variants())
        for (Color c : {Color::White, Color::Black})
            for (std::size_t t = 0; t < v->piece_types.size(); ++t) {
                INFO(v->name << " type " << v->piece_types[t].name);
                CHECK(((v->walking_types(c) >> t & 1U) != 0) == !v->walk_rays(c, static_cast<PieceTypeId>(t)).empty());
            }
    // FIDE chess: the knight and the king only leap; the pawn's double step is walked.
    const VariantPtr chess = find_variant("chess");
    const auto walks = [&](char letter) { return (chess->walking_types(Color::White) >> *chess->type_of_letter(letter) & 1U) != 0; };
    CHECK_FALSE(walks('N'));
    CHECK_FALSE(walks('K'));
    CHECK(walks('P'));
    CHECK(walks('B'));
    CHECK(walks('R'));
    CHECK(walks('Q'));
    CHECK(find_variant("amphora")->walking_types(Color::Black) == 0);
}
