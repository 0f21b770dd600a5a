// tests/data/variants/authoring_example.json: the worked example of docs/authoring.md (Notch chess,
// 7×7 with holes on a1 and g7, elephants and a cannon). The guide quotes this file and these
// numbers; the depth-1 count and its moves are the ones the guide derives by hand from the diagram.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <string>
#include <vector>

using namespace varia;

namespace {

const std::string example_path = std::string(VARIA_TEST_DATA_DIR) + "/variants/authoring_example.json";
const std::string start_text = "nekenr*/cpppppp/7/7/7/PPPPPPC/*RNEKEN w - - 0 1";

} // namespace

TEST_CASE("authoring_example.json: loads and its start position round-trips", "[authoring]") {
    const VariantPtr notch = load_variant(example_path);
    CHECK(notch->name == "notch");
    CHECK(notch->width == 7);
    CHECK(notch->height == 7);
    CHECK(notch->start_position == start_text);
    const Position start = Position::start(notch);
    CHECK(start.text() == start_text);
    CHECK(Position::from_text(notch, start.text()).text() == start_text);
    CHECK(Position::from_text(notch, start.text()).hash() == start.hash());
}

TEST_CASE("authoring_example.json: the 21 first moves counted by hand in docs/authoring.md", "[authoring]") {
    Position pos = Position::start(load_variant(example_path));
    const std::vector<std::string> expected = {
        "a2a3", "a2a4", "b2b3", "b2b4", "c1b3", "c1d3", "c2c3", "c2c4", "d1b3", "d1f3", "d2d3",
        "d2d4", "e2e3", "e2e4", "f1d3", "f2f3", "f2f4", "g1f3", "g2g3", "g2g4", "g2g5",
    };
    CHECK(test::sorted_moves(pos) == expected);
}

TEST_CASE("authoring_example.json: perft 1..3 from the start position", "[authoring]") {
    Position pos = Position::start(load_variant(example_path));
    // Depth 1 was counted by hand (docs/authoring.md); depths 2 and 3 were recorded from the engine
    // once depth 1 agreed, and are checked with and without bulk counting.
    const std::uint64_t expected[] = {21, 431, 9422};
    for (int depth = 1; depth <= 3; ++depth) {
        INFO("authoring_example.json, start position, depth " << depth);
        CHECK(perft(pos, depth) == expected[depth - 1]);
        CHECK(perft(pos, depth, false) == expected[depth - 1]);
    }
    CHECK(pos.text() == start_text);
}

TEST_CASE("authoring_example.json: the cannon moves like a rook and captures over one screen", "[authoring]") {
    Position pos = Position::from_text(load_variant(example_path), "2kr2*/7/3p3/7/3C3/7/*3K2 w - - 0 1");
    std::vector<std::string> cannon;
    for (const std::string& text : test::sorted_moves(pos))
        if (text.starts_with("d3")) cannon.push_back(text);
    // d5 is the screen, so d4 is the only move up the file and d7 the capture; nothing else hops.
    CHECK(cannon == std::vector<std::string>{"d3a3", "d3b3", "d3c3", "d3d1", "d3d2", "d3d4", "d3d7", "d3e3",
                                             "d3f3", "d3g3"});
}
