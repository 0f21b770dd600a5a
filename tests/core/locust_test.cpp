// Locust moves (XBetza `caf`, MoveKind::Locust) in the core: a variant file with locust pieces
// (tests/data/variants/locust.json), make/unmake over random playouts, the attack test against a
// brute-force count of the captures the generator produces, move text with the victim suffix and
// promotion of a locust mover.
//
// Expected move lists were worked out by hand from the XBetza definitions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "varia/betza.hpp"

using namespace varia;
using Catch::Matchers::Contains;

namespace {

const VariantPtr& locust_variant() {
    static const VariantPtr v = load_variant(std::string(VARIA_TEST_DATA_DIR) + "/variants/locust.json");
    return v;
}

Square sq(const char* name) { return *locust_variant()->geometry().parse_square(name); }

/// Sorted texts of the legal moves starting on `from`.
std::vector<std::string> moves_from(Position& pos, const std::string& from) {
    std::vector<std::string> out;
    for (const std::string& m : test::sorted_moves(pos))
        if (m.rfind(from, 0) == 0) out.push_back(m);
    return out;
}

/// What push/pop must restore: the text, the hash and every piece set.
struct Snapshot {
    std::string text;
    std::uint64_t hash = 0;
    SquareSet occupied;
    std::vector<SquareSet> sets;
    std::size_t plies = 0;
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const Position& pos) {
    Snapshot s{pos.text(), pos.hash(), pos.occupied(), {pos.pieces(Color::White), pos.pieces(Color::Black)},
               pos.ply_count()};
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < pos.variant().piece_types.size(); ++t)
            s.sets.push_back(pos.pieces(c, static_cast<PieceTypeId>(t)));
    return s;
}

/// Brute force: does some pseudo-legal move of the side to move take the piece on `s`, as its
/// landing square or as a locust victim? (En passant takes a piece that attacked() does not ask
/// about, so it is left out.)
bool taken_by_some_move(const Position& pos, Square s) {
    MoveList moves;
    generate_actions(pos, moves);
    for (const Move& m : moves) {
        if (m.kind == MoveKind::Castling || m.kind == MoveKind::Drop || m.kind == MoveKind::EnPassant) continue;
        if (m.to == s || (m.kind == MoveKind::Locust && m.aux == s)) return true;
    }
    return false;
}

} // namespace

TEST_CASE("locust: a variant file with locust pieces loads", "[locust][variant-file]") {
    const Variant& v = *locust_variant();
    REQUIRE(v.piece_types.size() == 8);
    const PieceType& rook = v.piece_types[*v.type_of_letter('L')];
    CHECK(rook.atoms == std::vector<Atom>{atoms::R(), atoms::R().locust()});
    CHECK(rook.castling_rook);
    CHECK(v.piece_types[*v.type_of_letter('J')].atoms == std::vector<Atom>{atoms::D(), atoms::W().locust()});
    CHECK(v.piece_types[*v.type_of_letter('M')].atoms ==
          std::vector<Atom>{atoms::F().forward().move_only(), atoms::F().forward().locust(modes::move)});
    // Locust attacks have reverse lookups of their own (one per ray), nothing walks forwards;
    // the line-only fast path is off.
    CHECK(v.forward_checked_types() == 0U);
    for (Color c : {Color::White, Color::Black}) {
        std::uint32_t types = 0;
        for (const LocustAttack& a : v.locust_attacks(c)) types |= 1U << a.type;
        CHECK(types == (1U << *v.type_of_letter('L') | 1U << *v.type_of_letter('J') | 1U << *v.type_of_letter('M')));
        CHECK(v.locust_attacks(c).size() == 4 + 4 + 2); // rook lines, wazir steps, forward ferz steps
    }
    CHECK_FALSE(v.line_attacks_only());
    // The locust rays are listed apart from the one-leg rays.
    const PieceTypeId l = *v.type_of_letter('L');
    CHECK(v.locust_types() == (1U << l | 1U << *v.type_of_letter('J') | 1U << *v.type_of_letter('M')));
    for (Color c : {Color::White, Color::Black}) {
        CHECK(v.rays(c, l).size() == 4);
        REQUIRE(v.locust_rays(c, l).size() == 4);
        for (const Ray& ray : v.rays(c, l)) CHECK(ray.locust_modes == 0);
        for (const Ray& ray : v.locust_rays(c, l)) {
            CHECK(ray.locust_modes == modes::move_or_capture);
            CHECK(ray.modes == modes::capture);
            CHECK(ray.range == 255);
        }
        CHECK(v.locust_rays(c, *v.type_of_letter('Q')).empty());
    }
    CHECK(find_variant("chess")->line_attacks_only());

    // Start position, no locust move yet: 6 pawns with 2 moves each, 2 men with 2 diagonal steps
    // each, and the jumpers' dabbaba leaps over their own men (b1b3, g1g3).
    Position pos = Position::start(locust_variant());
    CHECK(test::sorted_moves(pos) ==
          std::vector<std::string>{"a2a3", "a2a4", "b1b3", "b2a3", "b2c3", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3",
                                   "e2e4", "f2e3", "f2g3", "g1g3", "g2g3", "g2g4", "h2h3", "h2h4"});
}

TEST_CASE("locust: a victim that blocks a rook's castling right clears it, and push/pop restores it",
          "[locust][make-unmake]") {
    // Black's jumper on f1 takes the castling rook on g1 and lands on h1; its dabbaba move also
    // goes f1-h1, so the locust move names its victim.
    Position pos = Position::from_text(locust_variant(), "4k3/8/8/8/8/8/8/3nKjL1 b K - 7 1");
    CHECK(moves_from(pos, "f1") == std::vector<std::string>{"f1f3", "f1h1", "f1h1xg1"});
    const Snapshot before = snapshot(pos);
    const Move m = parse_move(pos, "f1h1xg1");
    CHECK(m.kind == MoveKind::Locust);
    CHECK(m.aux == sq("g1"));
    CHECK(parse_move(pos, "f1h1").kind == MoveKind::Normal);
    pos.push(m);
    CHECK(pos.text() == "4k3/8/8/8/8/8/8/3nK2j w - - 0 2");
    CHECK(pos.castling_rights() == 0);
    CHECK(pos.halfmove_clock() == 0);
    CHECK(pos.hash() == pos.compute_hash());
    CHECK(pos.hash() == Position::from_text(locust_variant(), pos.text()).hash());
    pos.pop();
    CHECK(snapshot(pos) == before);
    CHECK(pos.castling_rights() != 0);
}

TEST_CASE("locust: a double capture and a locust promotion", "[locust][make-unmake]") {
    SECTION("the jumper takes e6 and e7") {
        Position pos = Position::from_text(locust_variant(), "k7/8/4p3/4p3/4J3/8/8/K7 w - - 3 9");
        CHECK(moves_from(pos, "e4") == std::vector<std::string>{"e4c4", "e4e2", "e4e6", "e4e6xe5", "e4g4"});
        const Snapshot before = snapshot(pos);
        play(pos, "e4e6xe5");
        CHECK(pos.text() == "k7/8/4J3/8/8/8/8/K7 b - - 0 9");
        CHECK(pos.hash() == pos.compute_hash());
        pos.pop();
        CHECK(snapshot(pos) == before);
    }
    SECTION("the man jumps d7 onto the last rank and promotes") {
        Position pos = Position::from_text(locust_variant(), "k7/3p4/2M5/8/8/8/8/4K3 w - - 0 1");
        CHECK(moves_from(pos, "c6") == std::vector<std::string>{"c6b7", "c6e8l", "c6e8q"});
        const Snapshot before = snapshot(pos);
        const Move m = parse_move(pos, "c6e8q");
        CHECK(m.kind == MoveKind::Locust);
        CHECK(m.is_promotion());
        // Naming the victim where nothing else shares from/to is accepted as well.
        CHECK(parse_move(pos, "c6e8qxd7") == m);
        pos.push(m);
        CHECK(pos.text() == "k3Q3/8/8/8/8/8/8/4K3 b - - 0 1");
        CHECK(pos.hash() == pos.compute_hash());
        pos.pop();
        CHECK(snapshot(pos) == before);
    }
}

TEST_CASE("locust: the attack test sees through the first piece of a fire-through rook", "[locust][legality]") {
    // Black's L on a8 takes the knight on a4 and may land on a3, a2 or a1: the king may not go there.
    Position pos = Position::from_text(locust_variant(), "7k/l7/8/8/N7/8/1K6/8 w - - 0 1");
    CHECK(moves_from(pos, "b2") == std::vector<std::string>{"b2b1", "b2b3", "b2c1", "b2c2", "b2c3"});
    for (const char* s : {"a4", "a3", "a2", "a1"}) CHECK(pos.attacked(sq(s), Color::Black));
    CHECK_FALSE(pos.attacked(sq("b2"), Color::Black));
    // The same with a White piece behind the king: the second leg still takes the king.
    CHECK(in_check(Position::from_text(locust_variant(), "7k/l7/8/8/N7/8/K7/N7 w - - 0 1")));
    // The king itself as the victim of Black's jumper on c1: attacked when the second leg can go
    // on beyond it ...
    CHECK(in_check(Position::from_text(locust_variant(), "7k/8/8/8/8/8/8/1Kj5 w - - 0 1")));
    // ... but not at the edge (nowhere to land) or with a Black piece right behind it (the jumper
    // may not take its own piece), while a White piece there makes a double capture.
    CHECK_FALSE(in_check(Position::from_text(locust_variant(), "7k/8/8/8/8/8/8/Kj6 w - - 0 1")));
    CHECK_FALSE(in_check(Position::from_text(locust_variant(), "7k/8/8/8/8/8/8/nKj5 w - - 0 1")));
    CHECK(in_check(Position::from_text(locust_variant(), "7k/8/8/8/8/8/8/NKj5 w - - 0 1")));
    // A plain rider's attack (the queen's) stops at the knight.
    Position blocked = Position::from_text(locust_variant(), "7k/q7/8/8/N7/8/1K6/8 w - - 0 1");
    CHECK(moves_from(blocked, "b2").size() == 8);
}

TEST_CASE("locust: move text names a victim only when it must, and parses", "[locust][notation]") {
    Position pos = Position::from_text(locust_variant(), "4k3/8/8/8/8/8/8/3nKjL1 b K - 7 1");
    const Snapshot before = snapshot(pos);
    // Not move text at all.
    for (const char* text : {"f1h1x", "f1h1xg", "f1h1xz1", "f1h1qx", "f1h1xg1q", "f1h1xxg1x"})
        CHECK_THROWS_AS(parse_move(pos, text), ParseError);
    // A victim square the board lacks.
    try {
        (void)parse_move(pos, "f1h1xi1");
        FAIL("no ParseError");
    } catch (const ParseError& e) {
        CHECK(e.field() == "move");
        CHECK(e.where() == 5);
        CHECK_THAT(e.what(), Contains("i1 is not a square"));
    }
    // Well formed, but no such move: a wrong victim, a victim on a plain move.
    CHECK_THROWS_AS(parse_move(pos, "f1h1xf2"), IllegalMove);
    CHECK_THROWS_AS(parse_move(pos, "f1f3xf2"), IllegalMove);
    CHECK(snapshot(pos) == before);
    // move_text() and parse_move() agree on every legal move.
    for (const Move& m : legal_moves(pos)) CHECK(parse_move(pos, move_text(pos, m)) == m);
}

TEST_CASE("locust: random playouts keep the hash, restore every bit and agree with the attack test",
          "[locust][make-unmake]") {
    constexpr std::uint64_t seed = 0x10c0'57ed'2026'0001ULL;
    INFO("seed " << test::hex(seed));
    std::mt19937_64 rng(seed);
    std::size_t plies = 0, failures = 0, locusts = 0, doubles = 0, locust_promotions = 0, attack_checks = 0;

    for (int playout = 0; playout < 40 && failures < 10; ++playout) {
        Position pos = Position::start(locust_variant());
        const Snapshot initial = snapshot(pos);
        std::vector<std::string> played;
        const auto fail = [&](const std::string& what) {
            ++failures;
            std::string line;
            for (const auto& m : played) line += m + " ";
            FAIL_CHECK(what << "\n  playout " << playout << ", moves: " << line);
        };
        for (int ply = 0; ply < 200; ++ply) {
            // The attack test against the generator, for every piece of the side not to move.
            const Color them = ~pos.side_to_move();
            for (Square s : pos.pieces(them)) {
                ++attack_checks;
                if (pos.attacked(s, pos.side_to_move()) != taken_by_some_move(pos, s))
                    fail("attacked(" + square_name(s) + ") disagrees with the moves in \"" + pos.text() + "\"");
            }
            MoveList moves;
            generate_legal(pos, moves);
            MoveList slow;
            generate_legal(pos, slow, false);
            if (moves.size() != slow.size()) fail("fast and slow legality differ in \"" + pos.text() + "\"");
            if (moves.empty()) break;
            const Snapshot before = snapshot(pos);
            for (const Move& m : moves) {
                pos.push(m);
                if (pos.hash() != pos.compute_hash()) fail("hash after " + move_text(pos, m));
                pos.pop();
                if (!(snapshot(pos) == before)) fail("push/pop changed \"" + before.text + "\"");
            }
            // Locust moves get an even chance, so that many are played.
            std::vector<std::size_t> special;
            for (std::size_t i = 0; i < moves.size(); ++i)
                if (moves[i].kind == MoveKind::Locust) special.push_back(i);
            std::size_t pick = rng() % moves.size();
            if (!special.empty() && rng() % 2 == 0) pick = special[rng() % special.size()];
            const Move m = moves[pick];
            if (m.kind == MoveKind::Locust) {
                ++locusts;
                doubles += !pos.piece_at(m.to).none();
                locust_promotions += m.is_promotion();
            }
            played.push_back(move_text(pos, m));
            if (parse_move(pos, played.back()) != m) fail("move text " + played.back() + " parses to another move");
            pos.push(m);
            ++plies;
            if (m.kind == MoveKind::Locust && pos.halfmove_clock() != 0) fail("clock not reset by a locust capture");
            if (pos.hash() != pos.compute_hash()) fail("hash after playing " + played.back());
            if (Position::from_text(locust_variant(), pos.text()).hash() != pos.hash())
                fail("hash differs from the re-read text \"" + pos.text() + "\"");
        }
        while (pos.ply_count() > 0) pos.pop();
        if (!(snapshot(pos) == initial)) fail("popping the whole playout did not restore the start");
    }
    CHECK(failures == 0);
    // The playouts exercised locust moves of every kind (7517 plies, 499 locust moves, 106 double
    // captures, 12 locust promotions and 59199 attack checks with this seed).
    CHECK(plies >= 5000);
    CHECK(locusts >= 400);
    CHECK(doubles >= 50);
    CHECK(locust_promotions >= 5);
    CHECK(attack_checks >= 40000);
}

TEST_CASE("locust: Variant::finalize rejects locust atoms the core cannot walk", "[locust][errors]") {
    const std::vector<Atom> bad = {
        atoms::R().locust().with_modes(modes::move_or_capture), // a first leg that may also just move
        atoms::R().locust().hopping(Hop::Cannon),
        atoms::D().locust().lame_leap(),
        atoms::R().locust().hopping(Hop::None).with_modes(modes::capture | modes::en_passant),
        atoms::W().locust(modes::en_passant),
    };
    for (const Atom& atom : bad) {
        Variant v;
        v.name = "bad-locust";
        PieceType king;
        king.letter = 'K';
        king.name = "king";
        king.atoms = {atoms::W(), atoms::F()};
        king.royal = true;
        PieceType locust;
        locust.letter = 'L';
        locust.name = "locust";
        locust.atoms = {atom};
        v.piece_types = {king, locust};
        v.start_position = "k7/8/8/8/8/8/8/K6L w - - 0 1";
        try {
            v.finalize();
            FAIL_CHECK("accepted");
        } catch (const ParseError& e) {
            CHECK(e.field() == "pieces");
            CHECK(e.text() == "locust");
            CHECK_THAT(e.what(), Contains("a locust atom takes a piece on its first leg only"));
        }
    }
}
