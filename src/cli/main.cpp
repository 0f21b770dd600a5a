// `varia`: the command-line program. Argument parsing only; the work is in commands.cpp.
#include "commands.hpp"

#include "varia/errors.hpp"
#include "varia/plugin.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace {

/// Adds --variant, --fen, --fen-dialect, --option and --json; returns the --variant option, so that
/// its default can follow the variant files loaded.
CLI::Option* add_position_options(CLI::App* cmd, varia::cli::PositionOptions& o, bool with_options = true) {
    CLI::Option* variant =
        cmd->add_option("--variant", o.variant, "variant name (default: the variant of the last --variant-file, else chess)");
    cmd->add_option("--fen", o.fen, "position text (default: the variant's start position)")
        ->each([&o](const std::string&) { o.fen_given = true; });
    cmd->add_option("--fen-dialect", o.fen_dialect,
                    "how --fen is read and positions are printed: varia (default) or fsf (Fairy-Stockfish)")
        ->check(CLI::IsMember({"varia", "fsf"}));
    if (with_options)
        cmd->add_option("--option", o.options, "rule option KEY=VALUE (repeat the flag for several)")
            ->expected(1)
            ->allow_extra_args(false)
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    cmd->add_flag("--json", o.json, "JSON output");
    return variant;
}

/// `--variant-file PATH` (repeatable): load a variant file and register its variant first.
void add_variant_file_option(CLI::App* cmd, std::vector<std::string>& paths) {
    cmd->add_option("--variant-file", paths, "load a variant file (JSON) and register its variant; repeatable")
        ->type_name("PATH")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

/// `--module PATH` (repeatable): load a rule-module plugin (varia/plugin.hpp) before any variant file.
void add_module_option(CLI::App* cmd, std::vector<std::string>& paths) {
    cmd->add_option("--module", paths, "load a rule-module plugin (shared library) before the variant files; repeatable")
        ->type_name("PATH")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

} // namespace

int main(int argc, char** argv) {
    using namespace varia::cli;
    CLI::App app{"varia: a rules engine for chess variants"};
    app.require_subcommand(0, 1);

    bool variants_json = false;
    auto* variants = app.add_subcommand("variants", "list the registered variants, one per line");
    variants->add_flag("--json", variants_json, "one JSON object per line: the variant's metadata for GUIs");

    PositionOptions perft_opts;
    int depth = 0;
    bool divide = false;
    bool no_bulk = false;
    PerftRunOptions perft_run;
    auto* perft = app.add_subcommand("perft", "count the leaf nodes of the legal move tree");
    CLI::Option* perft_variant = add_position_options(perft, perft_opts);
    perft->add_flag("--divide", divide, "also print the count below each root move");
    perft->add_flag("--no-bulk", no_bulk, "make every leaf move instead of counting the last ply");
    perft->add_option("--max-nodes", perft_run.max_nodes,
                      "stop after about N leaf nodes (the count printed is then partial; exit status 4)")
        ->check(CLI::Range(std::uint64_t{1}, std::numeric_limits<std::uint64_t>::max()));
    perft->add_flag("--progress", perft_run.progress,
                    "report progress on standard error (the default when it is a terminal)");
    perft->add_option("--progress-every", perft_run.progress_seconds,
                      "seconds between progress lines, the first one included (default 2)")
        ->check(CLI::Range(0.001, 3600.0));
    perft->add_option("DEPTH", depth, "depth in plies (0..64)")->required()->check(CLI::Range(0, 64));

    PositionOptions moves_opts;
    bool moves_san = false;
    auto* moves = app.add_subcommand("moves", "list the legal moves, sorted, one per line");
    CLI::Option* moves_variant = add_position_options(moves, moves_opts);
    moves->add_flag("--san", moves_san, "print each move in SAN (in the order of the canonical texts)");

    PositionOptions play_opts;
    std::vector<std::string> play_moves;
    auto* play = app.add_subcommand("play", "apply moves; print the resulting position and game status");
    CLI::Option* play_variant = add_position_options(play, play_opts);
    bool play_san = false;
    play->add_option("MOVE", play_moves, "moves in canonical text or SAN, applied in order");
    play->add_flag("--san", play_san, "also print the SAN of the moves played");

    std::string pgn_path = "-";
    std::string pgn_dialect = "varia";
    auto* pgn = app.add_subcommand("pgn", "read a PGN file: one JSON line per game (final position, status, result)");
    pgn->add_option("FILE", pgn_path, "PGN file, or - for standard input (the default)");
    pgn->add_option("--fen-dialect", pgn_dialect, "how positions are printed: varia (default) or fsf")
        ->check(CLI::IsMember({"varia", "fsf"}));

    PositionOptions explain_opts;
    std::string explain_move_text;
    auto* explain = app.add_subcommand("explain", "say whether a move is legal and, if not, why (exit status 3)");
    CLI::Option* explain_variant = add_position_options(explain, explain_opts);
    explain->add_option("MOVE", explain_move_text, "one move in canonical text")->required();

    PositionOptions show_opts;
    auto* show = app.add_subcommand("show", "print a diagram of the position");
    CLI::Option* show_variant = add_position_options(show, show_opts);
    ShowOptions show_how;
    show->add_flag("--svg", show_how.svg, "print an SVG image of the position instead of the text diagram");
    show->add_flag("--flip", show_how.flip, "Black at the bottom (text diagram and SVG)");

    PositionOptions describe_opts;
    DescribeOptions describe_how;
    auto* describe = app.add_subcommand(
        "describe", "show each piece's moves (XBetza, in words, a diagram drawn by the move generator), the rules, warnings");
    CLI::Option* describe_variant = describe->add_option("--variant", describe_opts.variant,
                                                         "variant name (default: the variant of the last --variant-file, else chess)");
    describe->add_option("--option", describe_opts.options, "rule option KEY=VALUE (repeat the flag for several)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    describe->add_flag("--json", describe_opts.json, "JSON output");
    describe->add_option("--piece", describe_how.piece, "only this piece (its letter; +P for a promoted type)");
    describe->add_flag("--svg", describe_how.svg, "print the SVG movement diagram of the --piece instead");

    double seconds = 2.0;
    auto* demo = app.add_subcommand("demo", "for every variant: show the start position and time perft");
    demo->add_option("--seconds", seconds, "time budget per variant (deepest depth that fits)")
        ->check(CLI::Range(0.01, 600.0));

    // --variant-file on the program (before the subcommand) and on every subcommand (after it).
    std::vector<std::string> app_variant_files;
    add_variant_file_option(&app, app_variant_files);
    const std::vector<CLI::App*> subcommands = app.get_subcommands([](CLI::App*) { return true; });
    std::vector<std::vector<std::string>> sub_variant_files(subcommands.size());
    for (std::size_t i = 0; i < subcommands.size(); ++i) add_variant_file_option(subcommands[i], sub_variant_files[i]);
    // --module likewise; every plugin is loaded before the first variant file is read, so that a
    // file may name a plugin's module wherever the options stand.
    std::vector<std::string> app_modules;
    add_module_option(&app, app_modules);
    std::vector<std::vector<std::string>> sub_modules(subcommands.size());
    for (std::size_t i = 0; i < subcommands.size(); ++i) add_module_option(subcommands[i], sub_modules[i]);
    // --strict, like --variant-file, before or after the subcommand.
    bool strict = false;
    const char* strict_help = "refuse (exit status 5) a --variant-file whose variant has warnings (varia describe lists them)";
    app.add_flag("--strict", strict, strict_help);
    for (CLI::App* sub : subcommands) sub->add_flag("--strict", strict, strict_help);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::fputs(fmt::format("varia: {}\n", e.what()).c_str(), stderr);
        return exit_usage;
    }

    try {
        for (const std::string& path : app_modules) varia::load_plugin(path);
        for (std::size_t i = 0; i < sub_modules.size(); ++i)
            if (subcommands[i]->parsed())
                for (const std::string& path : sub_modules[i]) varia::load_plugin(path);
        int warned = 0;
        std::vector<std::string> loaded = load_variant_files(app_variant_files, strict, warned);
        for (std::size_t i = 0; i < sub_variant_files.size(); ++i) {
            if (!subcommands[i]->parsed()) continue;
            const std::vector<std::string> names = load_variant_files(sub_variant_files[i], strict, warned);
            loaded.insert(loaded.end(), names.begin(), names.end());
        }
        if (warned > 0) {
            std::fputs(fmt::format("varia: --strict: {} warning{} in the variant files\n", warned, warned == 1 ? "" : "s").c_str(),
                       stderr);
            return exit_strict_warnings;
        }
        // Without --variant, a command plays the variant of the last file loaded.
        if (!loaded.empty())
            for (auto [option, opts] : {std::pair{describe_variant, &describe_opts}, std::pair{perft_variant, &perft_opts},
                                        std::pair{moves_variant, &moves_opts}, std::pair{play_variant, &play_opts},
                                        std::pair{explain_variant, &explain_opts}, std::pair{show_variant, &show_opts}})
                if (option->count() == 0) opts->variant = loaded.back();
        if (describe->parsed()) return run_describe(describe_opts, describe_how);
        if (variants->parsed()) return run_variants(variants_json);
        if (perft->parsed()) return run_perft(perft_opts, depth, divide, no_bulk, perft_run);
        if (moves->parsed()) return run_moves(moves_opts, moves_san);
        if (play->parsed()) return run_play(play_opts, play_moves, play_san);
        if (pgn->parsed()) return run_pgn(pgn_path, pgn_dialect);
        if (explain->parsed()) return run_explain(explain_opts, explain_move_text);
        if (show->parsed()) return run_show(show_opts, show_how);
        if (demo->parsed()) return run_demo(seconds);
        std::fputs(app.help().c_str(), stdout);
        return 0;
    } catch (const varia::IllegalMove& e) {
        std::fputs(fmt::format("varia: {}\n", e.what()).c_str(), stderr);
        return exit_illegal_move;
    } catch (const varia::Error& e) {
        std::fputs(fmt::format("varia: {}\n", e.what()).c_str(), stderr);
        return exit_usage;
    }
}
