// tests/data/chess.json: published perft counts (FIDE chess and Chess960) up to the node cap.
#include <catch2/catch.hpp>

#include "test_support.hpp"

using namespace varia;

TEST_CASE("chess.json: every published perft count up to the cap matches", "[perft][chess]") {
    const auto entries = test::chess_entries(VARIA_PERFT_NODE_CAP);
    REQUIRE(entries.size() > 3000);
    std::size_t failures = 0;
    for (const auto& e : entries) {
        Position pos = Position::from_text(find_variant(e.variant), e.fen);
        const std::uint64_t nodes = perft(pos, e.depth);
        if (nodes != e.nodes) {
            ++failures;
            FAIL_CHECK(e.id << " " << e.variant << " \"" << e.fen << "\" depth " << e.depth << ": expected "
                            << e.nodes << ", got " << nodes);
        }
    }
    CHECK(failures == 0);
}

TEST_CASE("chess.json: bulk counting off gives the same counts", "[perft][chess]") {
    // Every entry with at most 20,000 nodes, counted by making every leaf move.
    for (const auto& e : test::chess_entries(20000)) {
        Position pos = Position::from_text(find_variant(e.variant), e.fen);
        INFO(e.id << " \"" << e.fen << "\" depth " << e.depth);
        CHECK(perft(pos, e.depth, false) == e.nodes);
    }
}

TEST_CASE("divide sums to perft and names every legal root move", "[perft]") {
    Position pos = Position::from_text(find_variant("chess"),
                                       "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    const auto parts = divide(pos, 3);
    REQUIRE(parts.size() == 48);
    std::uint64_t sum = 0;
    for (const auto& [text, count] : parts) sum += count;
    CHECK(sum == 97862);
    CHECK(std::is_sorted(parts.begin(), parts.end()));
    CHECK(parts.front().first == "a1b1");
}
