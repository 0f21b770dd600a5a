// Geometry (geometry.hpp), SquareSet (square_set.hpp) and the atom builders of piece.hpp:
// square names, holes, step tables, board size errors, set operations, leaper and rider vectors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

Vec vec(int dx, int dy) { return Vec{static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)}; }

/// Vectors as sortable (dx, dy) pairs, for comparing atoms regardless of order.
std::vector<std::pair<int, int>> pairs(const std::vector<Vec>& vectors) {
    std::vector<std::pair<int, int>> out;
    for (Vec v : vectors) out.emplace_back(v.dx, v.dy);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::pair<int, int>> sorted(std::vector<std::pair<int, int>> v) {
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<Square> squares_of(const SquareSet& set) {
    std::vector<Square> out;
    for (Square s : set) out.push_back(s);
    return out;
}

} // namespace

TEST_CASE("geometry: square names round trip on 8x8, 10x10 and 16x16 boards", "[geometry]") {
    for (int size : {8, 10, 16}) {
        const Geometry geo(size, size);
        INFO(size << "x" << size);
        CHECK(geo.squares().count() == size * size);
        for (Square s : geo.squares()) {
            const auto parsed = geo.parse_square(square_name(s));
            REQUIRE(parsed.has_value());
            CHECK(*parsed == s);
        }
    }
    CHECK(square_name(make_square(0, 0)) == "a1");
    CHECK(square_name(make_square(7, 7)) == "h8");
    CHECK(square_name(make_square(9, 9)) == "j10");
    CHECK(square_name(make_square(15, 15)) == "p16");
    CHECK(square_name(make_square(1, 10)) == "b11");
    CHECK(Geometry(10, 10).parse_square("j10") == make_square(9, 9));
    CHECK(Geometry(10, 10).parse_square("a10") == make_square(0, 9));
    CHECK(Geometry(16, 16).parse_square("p16") == make_square(15, 15));
    CHECK(Geometry(16, 16).parse_square("c12") == make_square(2, 11));
    // The chess board of the built-in variant.
    const Geometry& chess = find_variant("chess")->geometry();
    CHECK(chess.width() == 8);
    CHECK(chess.height() == 8);
    CHECK(chess.parse_square("e4") == make_square(4, 3));
    CHECK(chess.squares().count() == 64);
}

TEST_CASE("geometry: parse_square rejects malformed, off-board and hole names", "[geometry]") {
    const Geometry big(16, 16);
    for (const char* name : {"a0", "a01", "a00", "q1", "a17", "p17", "a", "", "1a", "A1", "a1b", "a100", "a-1", "a+1",
                             " a1", "a1 "}) {
        INFO("\"" << name << "\" on 16x16");
        CHECK_FALSE(big.parse_square(name).has_value());
    }
    const Geometry chess(8, 8);
    for (const char* name : {"i1", "a9", "j10", "h0", "p16"}) {
        INFO("\"" << name << "\" on 8x8");
        CHECK_FALSE(chess.parse_square(name).has_value());
    }
    CHECK(chess.parse_square("h8") == make_square(7, 7));
    const Geometry holed(8, 8, {make_square(3, 3), make_square(4, 4)});
    CHECK_FALSE(holed.parse_square("d4").has_value());
    CHECK_FALSE(holed.parse_square("e5").has_value());
    CHECK(holed.parse_square("d5") == make_square(3, 4));
}

TEST_CASE("geometry: board sizes outside 1..16 and holes off the board throw ParseError", "[geometry]") {
    CHECK_THROWS_AS(Geometry(0, 8), ParseError);
    CHECK_THROWS_AS(Geometry(17, 8), ParseError);
    CHECK_THROWS_AS(Geometry(8, 0), ParseError);
    CHECK_THROWS_AS(Geometry(8, 17), ParseError);
    CHECK_THROWS_AS(Geometry(-1, 8), ParseError);
    CHECK_THROWS_AS(Geometry(8, 8, {make_square(8, 0)}), ParseError); // file i on an 8-wide board
    CHECK_THROWS_AS(Geometry(8, 8, {NoSquare}), ParseError);
    try {
        (void)Geometry(17, 8);
        FAIL("17x8 board accepted");
    } catch (const ParseError& e) {
        CHECK(e.field() == "board");
        CHECK(e.text() == "17x8");
        CHECK_THAT(std::string(e.what()), Catch::Contains("17x8"));
    }
    CHECK_NOTHROW(Geometry(1, 1));
    CHECK_NOTHROW(Geometry(16, 16));
    // A variant with a board that is too wide fails in finalize().
    Variant v = *find_variant("chess");
    v.width = 17;
    CHECK_THROWS_AS(v.finalize(), ParseError);
}

TEST_CASE("geometry: holes are not squares and step tables never land on them", "[geometry]") {
    const std::vector<Square> holes = {make_square(3, 3), make_square(4, 4), make_square(0, 9), make_square(9, 0)};
    Geometry geo(10, 10, holes);
    CHECK(geo.squares().count() == 96);
    CHECK(geo.holes().count() == 4);
    for (Square h : holes) {
        CHECK_FALSE(geo.contains(h));
        CHECK(geo.holes().test(h));
        CHECK(geo.is_hole(file_of(h), rank_of(h)));
    }
    CHECK_FALSE(geo.is_hole(10, 0)); // off the board is not a hole
    CHECK_FALSE(geo.is_hole(-1, 3));
    CHECK_FALSE(geo.is_hole(2, 2));
    CHECK_FALSE(geo.contains(make_square(10, 0)));
    CHECK_FALSE(geo.contains(NoSquare));
    CHECK(geo.rank_squares(3).count() == 9);
    CHECK_FALSE(geo.rank_squares(3).test(make_square(3, 3)));
    CHECK(geo.rank_squares(10).empty());
    CHECK(geo.rank_squares(-1).empty());

    std::vector<Vec> vectors;
    for (const Atom& a : {Atom::leaper(1, 0), Atom::leaper(1, 1), Atom::leaper(1, 2), Atom::leaper(2, 0),
                          Atom::leaper(3, 1), Atom::leaper(2, 2)})
        vectors.insert(vectors.end(), a.vectors.begin(), a.vectors.end());
    for (Vec v : vectors) {
        const DirectionId id = geo.add_direction(v);
        CHECK(geo.add_direction(v) == id); // same vector, same id
        CHECK(geo.find_direction(v) == id);
        CHECK(geo.direction(id) == v);
        INFO("vector (" << int(v.dx) << "," << int(v.dy) << ")");
        CHECK(geo.step(NoSquare, id) == NoSquare);
        for (int s = 0; s < NoSquare; ++s) {
            const Square from = static_cast<Square>(s);
            const Square to = geo.step(from, id);
            if (to != NoSquare) CHECK(geo.contains(to));
            if (!geo.contains(from)) continue;
            const int f = file_of(from) + v.dx;
            const int r = rank_of(from) + v.dy;
            const bool real = f >= 0 && f < 10 && r >= 0 && r < 10 && !geo.is_hole(f, r);
            CHECK(to == (real ? make_square(f, r) : NoSquare));
        }
    }
    CHECK(geo.direction_count() == vectors.size());
    CHECK_FALSE(geo.find_direction(vec(4, 1)).has_value());
}

TEST_CASE("geometry: a rider walk stops before a hole, a leaper jumps over it", "[geometry]") {
    // Holes at d1 and b2 on an 8x8 board.
    Geometry geo(8, 8, {make_square(3, 0), make_square(1, 1)});
    const DirectionId east = geo.add_direction(vec(1, 0));
    const DirectionId north_east = geo.add_direction(vec(1, 1));
    std::vector<Square> walk;
    for (Square s = geo.step(make_square(0, 0), east); s != NoSquare; s = geo.step(s, east)) walk.push_back(s);
    CHECK(walk == std::vector<Square>{make_square(1, 0), make_square(2, 0)}); // b1, c1, then the hole d1
    CHECK(geo.step(make_square(0, 0), north_east) == NoSquare);              // b2 is a hole
    walk.clear();
    for (Square s = geo.step(make_square(4, 0), east); s != NoSquare; s = geo.step(s, east)) walk.push_back(s);
    CHECK(walk == std::vector<Square>{make_square(5, 0), make_square(6, 0), make_square(7, 0)}); // f1..h1, edge
    // Leapers land beyond the hole: dabbaba b1 -> d1 is a hole, c1 -> e1 jumps d1; alfil a1 -> c3 jumps b2.
    const DirectionId dabbaba = geo.add_direction(vec(2, 0));
    const DirectionId alfil = geo.add_direction(vec(2, 2));
    const DirectionId knight = geo.add_direction(vec(1, 2));
    CHECK(geo.step(make_square(2, 0), dabbaba) == make_square(4, 0));
    CHECK(geo.step(make_square(1, 0), dabbaba) == NoSquare);
    CHECK(geo.step(make_square(0, 0), alfil) == make_square(2, 2));
    CHECK(geo.step(make_square(0, 0), knight) == make_square(1, 2)); // a1 -> b3, passing the hole b2
    CHECK(geo.steps(knight)[make_square(0, 0)] == make_square(1, 2));
}

TEST_CASE("square set: set, reset, toggle, count, first and iteration order", "[geometry][square-set]") {
    SquareSet set;
    CHECK(set.empty());
    CHECK(set.count() == 0);
    CHECK(set.first() == NoSquare);
    CHECK(squares_of(set).empty());

    for (Square s : {Square{255}, Square{0}, Square{64}, Square{63}, Square{130}, Square{64}}) set.set(s);
    CHECK_FALSE(set.empty());
    CHECK(set.count() == 5);
    CHECK(set.first() == 0);
    CHECK(squares_of(set) == std::vector<Square>{0, 63, 64, 130, 255}); // ascending across all four words
    CHECK(set.test(130));
    CHECK_FALSE(set.test(131));

    set.reset(0);
    CHECK(set.first() == 63);
    set.reset(0); // resetting an absent square changes nothing
    CHECK(set.count() == 4);
    set.toggle(63);
    set.toggle(200);
    CHECK(squares_of(set) == std::vector<Square>{64, 130, 200, 255});
    CHECK(set.first() == 64);

    const SquareSet only_high = SquareSet::of(255);
    CHECK(only_high.count() == 1);
    CHECK(only_high.first() == 255);
    CHECK(squares_of(only_high) == std::vector<Square>{255});
}

TEST_CASE("square set: union, intersection, difference and equality", "[geometry][square-set]") {
    SquareSet a;
    SquareSet b;
    for (Square s : {Square{1}, Square{70}, Square{140}, Square{250}}) a.set(s);
    for (Square s : {Square{70}, Square{140}, Square{200}}) b.set(s);
    CHECK(squares_of(a | b) == std::vector<Square>{1, 70, 140, 200, 250});
    CHECK(squares_of(a & b) == std::vector<Square>{70, 140});
    CHECK(squares_of(a - b) == std::vector<Square>{1, 250});
    CHECK(squares_of(b - a) == std::vector<Square>{200});
    CHECK((a - a).empty());
    CHECK((a | b) == (b | a));
    CHECK_FALSE(a == b);
    SquareSet c = a;
    c |= b;
    CHECK(c == (a | b));
    c &= b;
    CHECK(c == b);
    c -= SquareSet::of(70);
    CHECK(squares_of(c) == std::vector<Square>{140, 200});
}

TEST_CASE("atoms: leaper and rider builders give every reflection once", "[geometry][atom]") {
    CHECK(pairs(Atom::leaper(1, 2).vectors) ==
          sorted({{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}));
    CHECK(pairs(Atom::leaper(1, 0).vectors) == sorted({{1, 0}, {-1, 0}, {0, 1}, {0, -1}}));
    CHECK(pairs(Atom::leaper(1, 1).vectors) == sorted({{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}));
    CHECK(pairs(Atom::leaper(3, 1).vectors) ==
          sorted({{3, 1}, {1, 3}, {-3, 1}, {-1, 3}, {3, -1}, {1, -3}, {-3, -1}, {-1, -3}}));
    CHECK(pairs(Atom::leaper(2, 1).vectors) == pairs(Atom::leaper(1, 2).vectors));
    CHECK(Atom::leaper(2, 2).vectors.size() == 4);
    CHECK(Atom::leaper(3, 2).vectors.size() == 8);
    CHECK(Atom::leaper(1, 2).range == 1);
    CHECK(Atom::leaper(1, 2).modes == modes::move_or_capture);
    CHECK(pairs(atoms::C().vectors) == pairs(Atom::leaper(3, 1).vectors));
    CHECK(pairs(atoms::N().vectors) == pairs(Atom::leaper(1, 2).vectors));

    const Atom rook = Atom::rider(1, 0);
    CHECK(rook.range == 0);
    CHECK(pairs(rook.vectors) == sorted({{1, 0}, {-1, 0}, {0, 1}, {0, -1}}));
    CHECK(Atom::rider(1, 1, 3).range == 3);
    CHECK(atoms::B(2).range == 2);
    CHECK(atoms::R().range == 0);
}

TEST_CASE("atoms: forward, backward, sideways and vertical filters", "[geometry][atom]") {
    const Atom wazir = atoms::W();
    CHECK(pairs(wazir.forward().vectors) == sorted({{0, 1}}));
    CHECK(pairs(wazir.backward().vectors) == sorted({{0, -1}}));
    CHECK(pairs(wazir.sideways().vectors) == sorted({{1, 0}, {-1, 0}}));
    CHECK(pairs(wazir.vertical().vectors) == sorted({{0, 1}, {0, -1}}));
    CHECK(pairs(atoms::F().forward().vectors) == sorted({{1, 1}, {-1, 1}}));
    CHECK(pairs(atoms::N().forward().vectors) == sorted({{1, 2}, {-1, 2}, {2, 1}, {-2, 1}}));
    CHECK(pairs(atoms::N().backward().vectors) == sorted({{1, -2}, {-1, -2}, {2, -1}, {-2, -1}}));
    CHECK(atoms::N().sideways().vectors.empty());
    CHECK(atoms::F().sideways().vectors.empty());
    // Filters keep range and modality; move_only / capture_only set the modality.
    CHECK(atoms::R().forward().range == 0);
    CHECK(atoms::B(3).backward().range == 3);
    CHECK(wazir.forward().move_only().modes == modes::move);
    CHECK(atoms::F().forward().capture_only().modes == modes::capture);
    CHECK(pairs(wazir.forward().move_only().vectors) == sorted({{0, 1}}));
    CHECK(pairs(atoms::F().only([](Vec v) { return v.dx > 0; }).vectors) == sorted({{1, 1}, {1, -1}}));
}

TEST_CASE("atoms: a Falcon-like piece fB + bR has exactly its vectors", "[geometry][atom]") {
    const std::vector<Atom> falcon = {atoms::B().forward(), atoms::R().backward()};
    REQUIRE(falcon.size() == 2);
    CHECK(pairs(falcon[0].vectors) == sorted({{1, 1}, {-1, 1}}));
    CHECK(falcon[0].range == 0);
    CHECK(pairs(falcon[1].vectors) == sorted({{0, -1}}));
    CHECK(falcon[1].range == 0);
    std::vector<Vec> all;
    for (const Atom& a : falcon) all.insert(all.end(), a.vectors.begin(), a.vectors.end());
    CHECK(pairs(all) == sorted({{1, 1}, {-1, 1}, {0, -1}}));
    for (const Atom& a : falcon) CHECK(a.modes == modes::move_or_capture);
}
