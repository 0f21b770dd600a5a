// Rifle chess and shoot chess (variants/rifle/, variants/shoot/): captures are made without moving;
// in shoot chess they are compulsory.
#include <catch2/catch.hpp>

#include <algorithm>

#include "test_support.hpp"

using namespace varia;

namespace {

std::string after(const std::string& variant, const std::string& text, const std::string& move) {
    Position pos = Position::from_text(find_variant(variant), text);
    play(pos, move);
    return pos.text();
}

std::vector<std::string> moves_of(const std::string& variant, const std::string& text) {
    Position pos = Position::from_text(find_variant(variant), text);
    return test::sorted_moves(pos);
}

} // namespace

TEST_CASE("rifle: the capturing piece stays on its square", "[rifle]") {
    CHECK(after("rifle", "4k3/8/8/3p4/8/2N5/8/4K3 w - - 5 9", "c3d5") == "4k3/8/8/8/8/2N5/8/4K3 b - - 0 9");
    // En passant: the pawn stays on e5, the pawn on d5 is gone.
    CHECK(after("rifle", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6") == "4k3/8/8/4P3/8/8/8/4K3 b - - 0 2");
    // A rook that fires from its corner loses its castling right, as if it had moved.
    CHECK(after("rifle", "4k2r/8/8/8/8/8/r7/4K2R w Kk - 0 1", "h1h8") == "4k3/8/8/8/8/8/r7/4K2R b - - 0 1");
}

TEST_CASE("rifle: a capture onto the last rank does not promote", "[rifle]") {
    const auto moves = moves_of("rifle", "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(std::count(moves.begin(), moves.end(), "b7c8") == 1);
    CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.starts_with("b7c8") && m != "b7c8"; }) == 0);
    CHECK(std::count(moves.begin(), moves.end(), "b7b8q") == 1);
    CHECK(after("rifle", "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8") == "4k3/1P6/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("rifle: a king may take a defended piece, since it does not move", "[rifle]") {
    CHECK(after("rifle", "3rk3/8/8/8/8/8/3q4/4K3 w - - 0 1", "e1d2") == "3rk3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("shoot: a capture, where there is one, is compulsory", "[rifle][shoot]") {
    CHECK(moves_of("shoot", "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1") == std::vector<std::string>{"c3d5"});
    CHECK(moves_of("rifle", "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1").size() > 1);
}

TEST_CASE("rifle and shoot: random games keep every invariant", "[rifle][shoot]") {
    for (const char* name : {"rifle", "shoot"}) {
        INFO(name);
        const test::PlayoutStats stats = test::random_playouts(find_variant(name), 20, 120, 11);
        for (const std::string& f : stats.failures) FAIL_CHECK(f);
        CHECK(stats.plies > 1000);
    }
}
