// varia_perft_deep: the published perft counts that the test suite skips, up to a node limit, each
// checked against its count: tests/data/chess.json above VARIA_PERFT_NODE_CAP nodes, or with
// --fairy the entries of tests/data/fairy.json above VARIA_FAIRY_NODE_CAP of the variants Varia
// ships (their FENs read with the library's Fairy-Stockfish dialect, varia/fsf_fen.hpp).
//
//   varia_perft_deep [--fairy] [--max-nodes N] [--min-nodes N] [--filter TEXT] [--jobs N] [--list]
//
// Prints one line per entry (id, depth, published count, status, seconds, nodes per second), then a
// summary. Exit status 0 when every count matches, 1 on any mismatch, 2 on a usage or data error.

#include "varia/varia.hpp"

#include "fairy_differences.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace varia;

struct Entry {
    std::string id;
    std::string variant;
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
    bool fairy_fen = false; ///< `fen` is in a fairy.json dialect, converted before use
};

/// The registered variant called `name`, or null.
VariantPtr registered(const std::string& name) {
    for (const VariantPtr& v : registered_variants())
        if (v->name == name) return v;
    return nullptr;
}

/// Entries of `path` within the node range and filter. With `fairy`, only those of shipped
/// variants (their FENs are converted when they run; one that cannot be is reported as an error).
std::vector<Entry> read_entries(const std::string& path, std::uint64_t min_nodes, std::uint64_t max_nodes,
                                const std::string& filter, bool fairy) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open perft data " + path);
    const nlohmann::json data = nlohmann::json::parse(in);
    std::vector<Entry> out;
    for (const auto& e : data) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes < min_nodes || nodes > max_nodes) continue;
        // fairy.json leaves the FEN out of an entry counted from the start (amazons): "" here.
        Entry entry{e.at("id").get<std::string>(), e.at("variant").get<std::string>(),
                    e.at("fen").is_null() ? std::string() : e.at("fen").get<std::string>(), e.at("depth").get<int>(),
                    nodes};
        if (!filter.empty() && entry.id.find(filter) == std::string::npos) continue;
        if (fairy) {
            const VariantPtr variant = registered(entry.variant);
            if (!variant) continue; // not shipped (docs/variant-format.md, "Not yet expressible")
            entry.fairy_fen = true;
            // Counted by other rules than Fairy-Stockfish's: expect Fairy-Stockfish's count.
            if (const auto d = test::rule_differences().find(entry.id); d != test::rule_differences().end())
                entry.nodes = d->second.nodes;
        }
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t min_nodes = 0;
    std::uint64_t max_nodes = 200'000'000;
    std::string filter;
    std::string path;
    bool fairy = false;
    unsigned jobs = 1;
    bool list_only = false;

    CLI::App app{"varia_perft_deep: check the deep published perft counts of tests/data/chess.json or fairy.json"};
    app.add_flag("--fairy", fairy, "tests/data/fairy.json (shipped variants only) instead of chess.json");
    app.add_option("--max-nodes", max_nodes, "largest published count to run (default 200000000)");
    app.add_option("--min-nodes", min_nodes,
                   "smallest published count to run (default: the test suite's cap + 1)");
    app.add_option("--filter", filter, "only entries whose id contains TEXT (e.g. chess960-, cpw-)");
    app.add_option("--data", path, "the perft data file (default tests/data/chess.json or fairy.json)");
    app.add_option("--jobs", jobs, "entries computed in parallel (default 1)")->check(CLI::Range(1U, 256U));
    app.add_flag("--list", list_only, "list the selected entries and their total node count, run nothing");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;
    }

    if (path.empty()) path = std::string(VARIA_BENCH_DATA_DIR) + (fairy ? "/fairy.json" : "/chess.json");
    if (min_nodes == 0) min_nodes = (fairy ? std::uint64_t{VARIA_FAIRY_NODE_CAP} : std::uint64_t{VARIA_PERFT_NODE_CAP}) + 1;
    std::vector<Entry> entries;
    try {
        entries = read_entries(path, min_nodes, max_nodes, filter, fairy);
    } catch (const std::exception& e) {
        std::fputs(fmt::format("varia_perft_deep: {}\n", e.what()).c_str(), stderr);
        return 2;
    }
    std::uint64_t total_nodes = 0;
    for (const Entry& e : entries) total_nodes += e.nodes;
    std::fputs(fmt::format("{} entries with {}..{} nodes, {} nodes in all, {} job(s)\n", entries.size(), min_nodes,
                           max_nodes, total_nodes, jobs)
                   .c_str(),
               stdout);
    if (list_only) {
        for (const Entry& e : entries)
            std::fputs(fmt::format("{:<24} {:>2} {:>13}  {} \"{}\"\n", e.id, e.depth, e.nodes, e.variant, e.fen).c_str(),
                       stdout);
        return 0;
    }

    // Resolve the variants once, before any thread starts.
    std::vector<VariantPtr> variants;
    try {
        for (const Entry& e : entries) variants.push_back(find_variant(e.variant));
    } catch (const std::exception& e) {
        std::fputs(fmt::format("varia_perft_deep: {}\n", e.what()).c_str(), stderr);
        return 2;
    }

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> mismatches{0};
    std::atomic<std::size_t> errors{0};
    std::atomic<std::uint64_t> counted{0}; // nodes actually counted, for the overall speed
    std::mutex print_mutex;
    const auto run_start = std::chrono::steady_clock::now();

    const auto worker = [&] {
        for (std::size_t i = next++; i < entries.size(); i = next++) {
            const Entry& e = entries[i];
            std::string line;
            try {
                const std::string text = e.fen.empty()  ? Position::start(variants[i]).text()
                                         : e.fairy_fen ? fsf_fen_to_text(*variants[i], e.fen)
                                                       : e.fen;
                Position pos = Position::from_text(variants[i], text);
                const auto start = std::chrono::steady_clock::now();
                const std::uint64_t nodes = perft(pos, e.depth, true);
                counted += nodes;
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                const double nps = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
                if (nodes == e.nodes) {
                    line = fmt::format("ok        {:<24} d{:<2} {:>13}  {:8.3f} s  {:>11.0f} nodes/s\n", e.id, e.depth,
                                       nodes, seconds, nps);
                } else {
                    ++mismatches;
                    line = fmt::format("MISMATCH  {:<24} d{:<2} expected {} got {}  {} \"{}\"\n", e.id, e.depth,
                                       e.nodes, nodes, e.variant, e.fen);
                }
            } catch (const std::exception& ex) {
                ++errors;
                line = fmt::format("ERROR     {:<24} {} \"{}\": {}\n", e.id, e.variant, e.fen, ex.what());
            }
            const std::lock_guard lock(print_mutex);
            std::fputs(line.c_str(), stdout);
            std::fflush(stdout);
        }
    };
    std::vector<std::thread> threads;
    for (unsigned j = 1; j < jobs; ++j) threads.emplace_back(worker);
    worker();
    for (auto& t : threads) t.join();

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
    std::fputs(fmt::format("{} entries, {} nodes counted, {:.1f} s wall, {:.0f} nodes/s overall; {} mismatch(es), "
                           "{} error(s)\n",
                           entries.size(), counted.load(), seconds,
                           seconds > 0 ? static_cast<double>(counted.load()) / seconds : 0.0, mismatches.load(),
                           errors.load())
                   .c_str(),
               stdout);
    return mismatches == 0 && errors == 0 ? 0 : 1;
}
