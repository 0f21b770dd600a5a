// varia_perft_bench: perft speed of well-known positions (docs/performance.md).
//
// Every benchmark runs perft with bulk counting and checks the count against its published number
// (tests/data/chess.json, tests/data/cases/); a wrong count is reported as an error, no speed is shown for it, and the
// program exits with status 1.
// Counters: `nodes` (leaf count of one run) and `nps` (nodes per second of wall-clock time).
// Each benchmark runs a fixed number of iterations so that the whole program takes under a
// minute; use --benchmark_repetitions=N to repeat, and read the `_min` (time) / `_max` (nps) rows
// for the best run on a shared machine.

#include <benchmark/benchmark.h>

#include "varia/varia.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace varia;

constexpr const char* start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* kiwipete_fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
// tests/data/chess.json id chess960-005-d5 (fischer.epd line 5): castling rights on both wings.
constexpr const char* chess960_fen = "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9";

// prisoners-escape.md PE-01 (tests/data/cases/prisoners-escape.json id PE-01-d5).
constexpr const char* prisoners_escape_fen = "***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1";

// amphora.md AM-01 and §16 (tests/data/cases/amphora.json id AM-01-d5).
// asylum-chess.md AC-01 (tests/data/cases/asylum-chess.json id AC-01-d4).
constexpr const char* asylum_fen = "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1";
constexpr const char* amphora_fen = "*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1";

// laser-chess.md §8 (tests/data/cases/laser-chess.json id LC-start-d3).
constexpr const char* laser_chess_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

bool any_mismatch = false;

void run_perft(benchmark::State& state, const char* variant, const char* fen, int depth,
               std::uint64_t expected) {
    Position pos = Position::from_text(find_variant(variant), fen);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = perft(pos, depth, true);
        benchmark::DoNotOptimize(nodes);
        if (nodes != expected) {
            const std::string message = std::string(variant) + " \"" + fen + "\" depth " + std::to_string(depth) +
                                        ": expected " + std::to_string(expected) + ", got " +
                                        std::to_string(nodes);
            state.SkipWithError(message.c_str());
            any_mismatch = true;
            return;
        }
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes));
    state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                                               benchmark::Counter::kIsRate);
}

double min_of(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }
double max_of(const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); }

// Shared settings: wall-clock time, fixed iteration count, best-of statistics for repetitions.
void configure(benchmark::internal::Benchmark* b, int iterations) {
    b->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Iterations(iterations)
        ->ComputeStatistics("min", min_of)
        ->ComputeStatistics("max", max_of);
}

void run_once(benchmark::internal::Benchmark* b) { configure(b, 1); }
void run_five_times(benchmark::internal::Benchmark* b) { configure(b, 5); }

void BM_StartDepth5(benchmark::State& state) { run_perft(state, "chess", start_fen, 5, 4'865'609); }
void BM_StartDepth6(benchmark::State& state) { run_perft(state, "chess", start_fen, 6, 119'060'324); }
void BM_KiwipeteDepth4(benchmark::State& state) { run_perft(state, "chess", kiwipete_fen, 4, 4'085'603); }
void BM_KiwipeteDepth5(benchmark::State& state) { run_perft(state, "chess", kiwipete_fen, 5, 193'690'690); }
void BM_Chess960Depth5(benchmark::State& state) { run_perft(state, "chess960", chess960_fen, 5, 34'030'312); }
void BM_PrisonersEscapeDepth5(benchmark::State& state) {
    run_perft(state, "prisoners-escape", prisoners_escape_fen, 5, 12'098'352);
}
void BM_AsylumChessDepth4(benchmark::State& state) {
    run_perft(state, "asylum-chess", asylum_fen, 4, 3'976'038);
}
void BM_AmphoraDepth5(benchmark::State& state) { run_perft(state, "amphora", amphora_fen, 5, 4'729); }
void BM_LaserChessDepth3(benchmark::State& state) {
    run_perft(state, "laser-chess", laser_chess_fen, 3, 212'573'798);
}

} // namespace

BENCHMARK(BM_StartDepth5)->Apply(run_five_times);
BENCHMARK(BM_StartDepth6)->Apply(run_once);
BENCHMARK(BM_KiwipeteDepth4)->Apply(run_five_times);
BENCHMARK(BM_KiwipeteDepth5)->Apply(run_once);
BENCHMARK(BM_Chess960Depth5)->Apply(run_once);
BENCHMARK(BM_PrisonersEscapeDepth5)->Apply(run_five_times);
BENCHMARK(BM_AmphoraDepth5)->Apply(run_five_times);
BENCHMARK(BM_AsylumChessDepth4)->Apply(run_once);
BENCHMARK(BM_LaserChessDepth3)->Apply(run_once);

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return any_mismatch ? 1 : 0;
}
