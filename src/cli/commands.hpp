#pragma once
// The subcommands of the `varia` program (README "Command line").

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace varia::cli {

/// Options shared by the subcommands that work on one position.
struct PositionOptions {
    std::string variant = "chess";
    std::string fen;                  ///< the position text, when fen_given
    bool fen_given = false;           ///< false: the variant's start position (--fen '' is an error)
    std::string fen_dialect = "varia"; ///< --fen-dialect: how --fen is read and positions printed
    std::vector<std::string> options; ///< KEY=VALUE
    bool json = false;
};

/// Loads each variant file and registers its variant (varia::load_variant, register_variant);
/// returns the names of the variants loaded, in order. With `strict`, a file whose variant has
/// warnings (variant_warnings()) is reported on standard error, one line per warning, and counted
/// in `warned` (the variant is still registered).
std::vector<std::string> load_variant_files(const std::vector<std::string>& paths, bool strict, int& warned);

/// `varia variants`: one name per line; with `json`, one metadata object per line
/// (variant_metadata_json()).
int run_variants(bool json);
/// How `perft` may be bounded and watched.
struct PerftRunOptions {
    std::uint64_t max_nodes = 0; ///< --max-nodes (0: none)
    bool progress = false;       ///< --progress (also on when standard error is a terminal)
    double progress_seconds = 2; ///< --progress-every: seconds between progress lines
};
int run_perft(const PositionOptions& o, int depth, bool divide, bool no_bulk, const PerftRunOptions& run);
/// `moves`: canonical texts, or with `with_san` the SAN of each (in the canonical texts' order).
int run_moves(const PositionOptions& o, bool with_san);
/// `play`: each move in canonical text or SAN; with `with_san` the turns' SAN are printed too.
int run_play(const PositionOptions& o, const std::vector<std::string>& moves, bool with_san);
/// `pgn`: one JSON line per game of the PGN file (or standard input for "-"); a game that fails
/// is reported on standard error and the next one read; exit status 3 (illegal move) or 2 (bad
/// PGN) for the first failure.
int run_pgn(const std::string& path, const std::string& fen_dialect);
/// How `show` draws: the text diagram, or with `svg` an SVG image (svg_diagram()); `flip` puts
/// Black at the bottom of either.
struct ShowOptions {
    bool svg = false;
    bool flip = false;
};
int run_show(const PositionOptions& o, const ShowOptions& show);
/// Why MOVE is (il)legal in the position: 0 when legal, exit_illegal_move when not, exit_usage
/// when it is not move text.
int run_explain(const PositionOptions& o, const std::string& move);
int run_demo(double seconds_per_variant);
/// `describe`: the variant's pieces (XBetza, in words, movement diagram), its rules in brief and
/// its warnings; with `piece` only that piece (position-text letter, `+P` for a promoted type);
/// with `svg` the SVG movement diagram of that piece alone (a piece is then required).
struct DescribeOptions {
    std::string piece;
    bool svg = false;
};
int run_describe(const PositionOptions& o, const DescribeOptions& d);

/// Exit statuses (README "Command line").
inline constexpr int exit_usage = 2;
inline constexpr int exit_illegal_move = 3;
/// `--strict`: a variant file loaded with --variant-file has warnings.
inline constexpr int exit_strict_warnings = 5;

} // namespace varia::cli
