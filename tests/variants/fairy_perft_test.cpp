// tests/data/fairy.json: the published Fairy-Stockfish and cutechess perft counts of every variant
// that ships as a data file (variants/<name>/<name>.json), up to VARIA_FAIRY_NODE_CAP nodes.
//
// The positions of fairy.json are written in the sources' FEN dialects; the library's reader of
// Fairy-Stockfish's dialect (varia/fsf_fen.hpp) converts them into Varia's position text
// (notation.md), and a text it cannot convert fails the entry.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "fairy_differences.hpp"
#include "test_support.hpp"

#ifndef VARIA_FAIRY_NODE_CAP
#define VARIA_FAIRY_NODE_CAP 2000000
#endif
#ifndef VARIA_VARIANTS_DIR
#define VARIA_VARIANTS_DIR VARIA_TEST_DATA_DIR "/../../variants"
#endif

using namespace varia;

namespace {

namespace fs = std::filesystem;

const fs::path& variants_dir() {
    static const fs::path dir = fs::path(VARIA_VARIANTS_DIR).lexically_normal();
    return dir;
}

/// Names of the variants shipped as data files, sorted.
std::vector<std::string> shipped_variants() {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(variants_dir())) {
        if (!entry.is_directory()) continue;
        const std::string name = entry.path().filename().string();
        if (fs::exists(entry.path() / (name + ".json"))) out.push_back(name);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("fairy.json: published perft counts of the shipped data variants match", "[fairy][perft]") {
    const std::vector<std::string> shipped = shipped_variants();
    REQUIRE(!shipped.empty());
    std::set<std::string> tested_variants;
    std::size_t tested = 0;
    std::size_t failures = 0;
    for (const auto& e : test::data_file("fairy.json")) {
        const std::string name = e.at("variant").get<std::string>();
        if (!std::binary_search(shipped.begin(), shipped.end(), name)) continue;
        const std::string id = e.at("id").get<std::string>();
        // Where the source counts by other rules than Fairy-Stockfish's, its count is expected.
        const auto difference = test::rule_differences().find(id);
        const auto expected = difference != test::rule_differences().end() ? difference->second.nodes
                                                                            : e.at("nodes").get<std::uint64_t>();
        if (expected > VARIA_FAIRY_NODE_CAP) continue;
        const int depth = e.at("depth").get<int>();
        const VariantPtr variant = find_variant(name);
        // An entry without a FEN counts from the start position (amazons): Varia's start, written
        // in Fairy-Stockfish's dialect, so that it takes the same path as the others.
        const bool from_start = e.at("fen").is_null();
        if (from_start) REQUIRE(e.at("fen_is_start_position").get<bool>());
        const std::string fen = from_start ? fsf_fen(Position::start(variant)) : e.at("fen").get<std::string>();
        std::string text;
        try {
            text = fsf_fen_to_text(*variant, fen);
            Position pos = Position::from_text(variant, text);
            // Written back in Fairy-Stockfish's dialect, it reads as the same position.
            INFO(id << ": \"" << text << "\" written as \"" << fsf_fen(pos) << "\"");
            CHECK(position_from_fsf_fen(variant, fsf_fen(pos)).hash() == pos.hash());
            // Where the FEN names the piece that made the multi-step (Berolina's "d6c5"), the
            // position takes that one.
            if (const auto at = text.find(" ep_pawn:"); at != std::string::npos) {
                const std::string piece = text.substr(at + 9, text.find(' ', at + 9) - at - 9);
                CHECK(square_name(pos.en_passant_victim()) == piece);
            }
            const std::uint64_t nodes = perft(pos, depth);
            ++tested;
            tested_variants.insert(name);
            if (nodes != expected) {
                ++failures;
                FAIL_CHECK(id << " " << name << " \"" << fen << "\" (position text \"" << text << "\") depth "
                              << depth << ": expected " << expected << ", got " << nodes);
            }
        } catch (const std::exception& error) {
            ++failures;
            FAIL_CHECK(id << " " << name << " \"" << fen << "\""
                          << (text.empty() ? "" : " (position text \"" + text + "\")") << ": " << error.what());
        }
    }
    CHECK(failures == 0);
    CHECK(tested > 0);
    // Every shipped variant that fairy.json covers is tested by at least one entry.
    std::set<std::string> covered;
    for (const auto& e : test::data_file("fairy.json")) {
        const std::string name = e.at("variant").get<std::string>();
        if (std::binary_search(shipped.begin(), shipped.end(), name) &&
            e.at("nodes").get<std::uint64_t>() <= VARIA_FAIRY_NODE_CAP)
            covered.insert(name);
    }
    for (const std::string& name : covered) {
        INFO("variant " << name);
        CHECK(tested_variants.count(name) == 1);
    }
}

TEST_CASE("fairy.json: each known rule difference names an entry and differs from its published count", "[fairy]") {
    for (const auto& [id, difference] : test::rule_differences()) {
        INFO(id << ": " << difference.reason);
        bool found = false;
        for (const auto& e : test::data_file("fairy.json"))
            if (e.at("id").get<std::string>() == id) {
                found = true;
                CHECK(e.at("nodes").get<std::uint64_t>() != difference.nodes);
            }
        CHECK(found);
    }
}

TEST_CASE("every shipped variant file loads and its start position round-trips", "[fairy][variants]") {
    const std::vector<std::string> shipped = shipped_variants();
    REQUIRE(!shipped.empty());
    for (const std::string& name : shipped) {
        INFO("variants/" << name << "/" << name << ".json");
        VariantPtr variant;
        REQUIRE_NOTHROW(variant = load_variant(variants_dir() / name / (name + ".json")));
        CHECK(variant->name == name);
        const Position start = Position::start(variant);
        CHECK(start.text() == variant->start_position);
        CHECK(Position::from_text(variant, start.text()).text() == start.text());
        // The built-in copy embedded in the library is the same file.
        const VariantPtr builtin = find_variant(name);
        CHECK(builtin->start_position == variant->start_position);
        CHECK(builtin->piece_types.size() == variant->piece_types.size());
    }
}

TEST_CASE("every registered variant: random playouts keep every invariant", "[variants][make-unmake]") {
    // Issue 12 item 4: every reached position reads back from its own text, in every variant.
    int en_passant_positions = 0;
    int variants = 0;
    for (const VariantPtr& variant : registered_variants()) {
        INFO(variant->name);
        const test::PlayoutStats stats = test::random_playouts(variant, 3, 80, 0xA11'0000 + variants);
        ++variants;
        CHECK(stats.failures == std::vector<std::string>{});
        CHECK(stats.plies > 0);
        en_passant_positions += stats.en_passant_positions;
    }
    CHECK(variants >= 40);
    CHECK(en_passant_positions >= 50);
}

// Position text for multi-steps, found while checking the variants above.

TEST_CASE("fairy: position text names which Berolina pawn may be taken en passant", "[fairy][notation]") {
    // After e7c5 the pawn on c5 passed d6; the pawn on e5 could have passed d6 too (from c7, now
    // empty), so the text says which one with the ep_pawn field.
    const VariantPtr berolina = find_variant("berolina");
    Position pos = Position::from_text(berolina, "rnbqkbnr/pp1ppppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    play(pos, "e7c5");
    CHECK(pos.text() == "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2 ep_pawn:c5");
    const Position reread = Position::from_text(berolina, pos.text());
    CHECK(square_name(pos.en_passant_victim()) == "c5");
    CHECK(square_name(reread.en_passant_victim()) == "c5");
    CHECK(reread.hash() == pos.hash());
    Position copy = reread;
    CHECK(perft(copy, 3) == perft(pos, 3));
    // A pawn that cannot have passed the target is refused.
    CHECK_THROWS_AS(Position::from_text(berolina, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2 ep_pawn:d5"),
                    ParseError);
}

TEST_CASE("fairy: a promoting double step leaves no en-passant target", "[fairy][notation]") {
    const VariantPtr torpedo = find_variant("torpedo");
    Position pos = Position::from_text(torpedo, "k7/8/4P3/8/8/8/8/4K3 w - - 0 1");
    play(pos, "e6e8q");
    CHECK(pos.text() == "k3Q3/8/8/8/8/8/8/4K3 b - - 0 1");
    CHECK(Position::from_text(torpedo, pos.text()).hash() == pos.hash());
}
