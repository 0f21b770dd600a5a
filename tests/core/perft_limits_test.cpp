// Bounded perft (perft.hpp PerftLimits): a node limit and a cancellation callback stop a long run,
// the position is unchanged however the run ends, and an unbounded run counts what perft() counts.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "test_support.hpp"

using namespace varia;

namespace {
const char* const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
} // namespace

TEST_CASE("perft limits: without a limit the bounded run counts exactly what perft counts", "[perft][hardening]") {
    Position pos = Position::from_text(find_variant("chess"), kiwipete);
    for (const bool bulk : {true, false}) {
        PerftLimits limits;
        limits.bulk_counting = bulk;
        limits.progress_interval = 1000;
        std::uint64_t reports = 0;
        std::uint64_t last = 0;
        limits.on_progress = [&](std::uint64_t nodes) {
            CHECK(nodes >= last); // the count only grows
            last = nodes;
            ++reports;
            return true;
        };
        const PerftResult r = perft(pos, 3, limits);
        CHECK(r.complete);
        CHECK(r.nodes == 97862);
        CHECK(reports >= 90); // about one report per 1,000 leaves
        CHECK(reports <= 98);
    }
    CHECK(perft(pos, 0, PerftLimits{}).nodes == 1);
    CHECK(pos.text() == kiwipete);
}

TEST_CASE("perft limits: a node limit stops the run and leaves the position as it was", "[perft][hardening]") {
    Position pos = Position::from_text(find_variant("chess"), kiwipete);
    const std::uint64_t before = pos.hash();
    PerftLimits limits;
    limits.max_nodes = 5000;
    const PerftResult r = perft(pos, 4, limits);
    CHECK_FALSE(r.complete);
    CHECK(r.nodes >= 5000);
    CHECK(r.nodes < 5000 + 64); // passes the limit by at most one bulk-counted move list
    CHECK(pos.text() == kiwipete);
    CHECK(pos.hash() == before);
    CHECK(pos.ply_count() == 0);
    // A limit the whole tree stays within changes nothing; a run that reaches it only with its
    // last leaves has counted everything and is complete too.
    limits.max_nodes = 97862;
    CHECK(perft(pos, 3, limits).complete);
    limits.max_nodes = 97861;
    CHECK(perft(pos, 3, limits).nodes == 97862);
    limits.max_nodes = 97000;
    CHECK_FALSE(perft(pos, 3, limits).complete);
}

TEST_CASE("perft limits: on_progress cancels, and an exception from it leaves the position as it was", "[perft][hardening]") {
    Position pos = Position::start(find_variant("asylum-chess"));
    const std::string start = pos.text();
    PerftLimits limits;
    limits.progress_interval = 2000;
    int calls = 0;
    limits.on_progress = [&](std::uint64_t) { return ++calls < 3; };
    const PerftResult r = perft(pos, 4, limits);
    CHECK_FALSE(r.complete);
    CHECK(calls == 3);
    CHECK(r.nodes >= 6000);
    CHECK(r.nodes < 8000);
    CHECK(pos.text() == start);

    limits.on_progress = [](std::uint64_t nodes) -> bool {
        if (nodes >= 4000) throw std::runtime_error("stop");
        return true;
    };
    CHECK_THROWS_AS(perft(pos, 4, limits), std::runtime_error);
    CHECK(pos.text() == start);
    CHECK(pos.ply_count() == 0);
    CHECK(pos.hash() == pos.compute_hash());
}

TEST_CASE("perft limits: a stopped divide lists only the root moves it finished", "[perft][hardening]") {
    Position pos = Position::start(find_variant("chess"));
    PerftLimits limits;
    const DivideResult whole = divide(pos, 3, limits);
    CHECK(whole.complete);
    CHECK(whole.nodes == 8902);
    CHECK(whole.moves == divide(pos, 3));
    limits.max_nodes = 1000; // a root move has 380..600 leaves at depth 3
    const DivideResult part = divide(pos, 3, limits);
    CHECK_FALSE(part.complete);
    CHECK(part.moves.size() == 2);
    std::uint64_t listed = 0;
    for (const auto& [text, count] : part.moves) {
        listed += count;
        for (const auto& [t, c] : whole.moves)
            if (t == text) CHECK(c == count); // each listed count is the complete one
    }
    CHECK(part.nodes >= 1000);
    CHECK(listed <= part.nodes);
    CHECK(pos.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}
