// The subcommands of `varia`: each builds a position, does one job and prints with fmt.
#include "commands.hpp"

#include "varia/varia.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <optional>
#include <cstdio>

#include <unistd.h>

namespace varia::cli {

namespace {

void print(const std::string& text) { std::fputs(text.c_str(), stdout); }

VariantPtr variant_of(const PositionOptions& o) {
    std::map<std::string, std::string> values;
    for (const std::string& kv : o.options) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
            throw OptionError("option '" + shown(kv) + "' is not KEY=VALUE");
        values[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    return with_options(find_variant(o.variant), values);
}

Position position_of(const PositionOptions& o) {
    const VariantPtr v = variant_of(o);
    // An empty --fen '' is position text like any other (and refused as such), not a quiet way to
    // ask for the start position.
    return o.fen_given ? position_from_text(v, o.fen, parse_fen_dialect(o.fen_dialect)) : Position::start(v);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// The text diagram; `flipped`: Black at the bottom (ranks from 1 down the page, files from the
/// last one across).
std::string diagram(const Position& pos, bool flipped = false) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    std::string out;
    const std::string rule = "    +" + std::string(static_cast<std::size_t>(2 * v.width + 1), '-') + "+\n";
    out += rule;
    for (int row = 0; row < v.height; ++row) {
        const int rank = flipped ? row : v.height - 1 - row;
        out += fmt::format("{:>3} |", rank + 1);
        for (int column = 0; column < v.width; ++column) {
            const int file = flipped ? v.width - 1 - column : column;
            const Square s = make_square(file, rank);
            char ch = '.';
            bool promoted = false;
            if (!geo.contains(s) || pos.piece_at(s).is_wall()) {
                ch = '*';
            } else if (const Piece p = pos.piece_at(s); !p.none()) {
                ch = v.piece_types[p.type()].letter;
                promoted = v.piece_types[p.type()].promoted;
                if (p.color() == Color::Black) ch = static_cast<char>(ch - 'A' + 'a');
            }
            // A promoted type (shogi's tokin) shows as "+p"; a piece carrying a piece flag (a rule
            // module's status, e.g. a dying piece) as "!x".
            out += promoted ? '+' : geo.contains(s) && pos.piece_flags(s) != 0 ? '!' : ' ';
            out += ch;
        }
        out += " |\n";
    }
    out += rule + "     ";
    for (int column = 0; column < v.width; ++column)
        out += fmt::format(" {}", static_cast<char>('a' + (flipped ? v.width - 1 - column : column)));
    out += "\n";
    return out;
}

/// The pieces in hand, e.g. "white G, black g" ("white -, black -" when both hands are empty).
std::string hands(const Position& pos) {
    const Variant& v = pos.variant();
    std::string out;
    for (Color c : {Color::White, Color::Black}) {
        std::string letters;
        for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
            char letter = v.piece_types[t].letter;
            if (c == Color::Black) letter = static_cast<char>(letter - 'A' + 'a');
            letters.append(static_cast<std::size_t>(pos.hand_count(c, static_cast<PieceTypeId>(t))), letter);
        }
        out += fmt::format("{}{} {}", c == Color::White ? "" : ", ", c == Color::White ? "white" : "black",
                           letters.empty() ? "-" : letters);
    }
    return out;
}

/// What a rule module takes over, from the parts it implements.
std::string module_parts(const RuleModule& module) {
    const RuleModule::Parts& p = module.parts();
    std::vector<std::string> parts;
    if (p.generate) parts.emplace_back("candidate turns");
    if (p.generate_legal) parts.emplace_back("legal turns");
    if (p.after_move) parts.emplace_back("effects after a move");
    if (p.legal) parts.emplace_back("legality");
    if (p.in_check) parts.emplace_back("check");
    if (p.game_end) parts.emplace_back("game end");
    if (p.validate) parts.emplace_back("position checks");
    std::string out;
    for (const std::string& part : parts) {
        if (!out.empty()) out += ", ";
        out += part;
    }
    return out.empty() ? "only adjusts the data" : out;
}

std::string joined(const nlohmann::json& list) {
    std::string out;
    for (const auto& item : list) {
        if (!out.empty()) out += ", ";
        out += item.is_string() ? item.get<std::string>() : item.dump();
    }
    return out;
}

/// One piece: its names, XBetza, the XBetza in words, what else it is, and its diagram.
void print_piece(const Variant& v, PieceTypeId t, const nlohmann::json& info) {
    const PieceType& pt = v.piece_types[t];
    print(fmt::format("{} {}\n", v.piece_text(t, Color::White), pt.name));
    const bool still = pt.atoms.empty() && pt.zone_atoms.empty();
    print(fmt::format("  betza     {}\n", info["betza"].is_null()                ? std::string("(not writable in XBetza)")
                                           : info["betza"].get<std::string>().empty() ? std::string("(none)")
                                                                                      : info["betza"].get<std::string>()));
    print(fmt::format("  in words  {}\n", describe_movement(pt)));
    std::vector<std::string> roles;
    if (pt.royal) roles.emplace_back("royal");
    if (pt.is_pawn) roles.emplace_back("pawn");
    if (!pt.capturable) roles.emplace_back("cannot be captured");
    if (pt.castling_king) roles.emplace_back("castles as the king");
    if (pt.castling_rook) roles.emplace_back("castling partner");
    if (!info["promotion"].is_null()) {
        const auto& p = info["promotion"];
        std::string text = "promotes";
        if (!p["ranks"].empty()) text += " on rank " + joined(p["ranks"]);
        if (!p["squares"].empty()) text += (p["ranks"].empty() ? " on " : " and on ") + joined(p["squares"]);
        text += " to " + joined(p["choices"]);
        if (p["optional"].get<bool>()) text += " (optional)";
        roles.push_back(text);
    }
    if (info["in_hand"].get<bool>()) roles.emplace_back("may be held in hand");
    if (!roles.empty()) {
        std::string text;
        for (const std::string& r : roles) {
            if (!text.empty()) text += "; ";
            text += r;
        }
        print(fmt::format("  is        {}\n", text));
    }
    if (still) {
        // A stone, an arrow: placed, dropped or moved by the rule module only.
        print("  diagram   none: it never moves on the board by itself\n");
        return;
    }
    const MovementDiagram d = movement_diagram(v, t);
    print(d.origin == NoSquare ? std::string("  diagram   (no square can hold it)\n")
                               : fmt::format("  diagram   White's piece on {}, the board otherwise empty:\n", square_name(d.origin)));
    print(movement_diagram_text(v, d));
}

/// An object of the variant metadata in words: "key value" pairs (underscores read as spaces),
/// the null ones left out; nested values as compact JSON.
std::string in_words(const nlohmann::json& object) {
    std::string out;
    for (const auto& [key, value] : object.items()) {
        if (value.is_null()) continue;
        if (!out.empty()) out += "; ";
        std::string name = key;
        std::replace(name.begin(), name.end(), '_', ' ');
        out += name;
        out += ' ';
        out += value.is_string() ? value.get<std::string>() : value.dump();
    }
    return out.empty() ? "none" : out;
}

/// Castling in words: where the king stands and where king and rook go on each side.
std::string castling_in_words(const nlohmann::json& c) {
    if (c.is_null()) return "none";
    std::string out = "king on file " + c["king_file"].get<std::string>() + " of its side's rank " + c["rank"].dump();
    for (const char* side : {"king_side", "queen_side"}) {
        const nlohmann::json& s = c[side];
        if (s.is_null()) continue;
        out += std::string("; ") + (side[0] == 'k' ? "king side" : "queen side") + ": king to file " +
               s["king"].get<std::string>() + ", rook to file " + s["rook"].get<std::string>();
    }
    out += "; written " + c["notation"].get<std::string>();
    return out;
}

void print_rules(const Variant& v, const nlohmann::json& info) {
    print("rules\n");
    print(fmt::format("  board     {}x{}{}\n", v.width, v.height,
                      info["board"]["holes"].empty() ? std::string() : ", holes " + joined(info["board"]["holes"])));
    print(fmt::format("  start     {}\n", info["start"].get<std::string>()));
    std::string royals;
    for (const PieceType& pt : v.piece_types) {
        if (!pt.royal) continue;
        if (!royals.empty()) royals += ", ";
        royals += pt.name;
    }
    print(fmt::format("  royal     {}{}\n", royals.empty() ? "none" : royals,
                      royals.empty() ? std::string() : ", royal check: " + info["royal_check"].get<std::string>()));
    print(fmt::format("  hands     {}\n", !v.has_hands ? std::string("none")
                                          : v.drops   ? "with drops of " + joined(info["hand_types"])
                                                      : std::string("emptied by the rule module (no drops as moves)")));
    print(fmt::format("  castling  {}\n", castling_in_words(info["castling"])));
    print(fmt::format("  draws     {}\n", in_words(info["draws"])));
    print(fmt::format("  goals     {}\n", in_words(info["goals"])));
    if (v.must_capture) print("  capture   compulsory\n");
    if (!v.checks_allowed) print("  checks    not allowed\n");
    if (v.pass) print("  pass      allowed\n");
    if (v.options.empty()) print("  options   none\n");
    for (const OptionSpec& o : v.options)
        print(fmt::format("  option    {} ({}, default {}){}{}\n", o.name, o.type, o.default_value,
                          o.description.empty() ? "" : ": ", o.description));
    std::string module = "none (the variant is data)";
    if (!v.rule_module.empty()) module = v.rule_module + (v.module ? " (its own: " + module_parts(*v.module) + ")" : " (adjusts the data)");
    print(fmt::format("  module    {}\n", module));
}

} // namespace

std::vector<std::string> load_variant_files(const std::vector<std::string>& paths, bool strict, int& warned) {
    std::vector<std::string> names;
    for (const std::string& path : paths) {
        const VariantPtr v = load_variant(path);
        try {
            register_variant(v);
        } catch (const OptionError& e) {
            std::string message = "variant file: "; // appended: GCC 12's -Wrestrict
            message += path;
            message += ": ";
            message += e.what();
            throw OptionError(message);
        }
        names.push_back(v->name);
        if (!strict) continue;
        for (const VariantWarning& w : variant_warnings(*v)) {
            std::fputs(fmt::format("varia: {}: warning {}{}{}: {}\n", path, w.code, w.piece.empty() ? "" : " ",
                                   w.piece, w.message).c_str(),
                       stderr);
            ++warned;
        }
    }
    return names;
}

int run_variants(bool json) {
    for (const VariantPtr& v : registered_variants()) print((json ? variant_metadata_json(*v) : v->name) + "\n");
    return 0;
}

int run_perft(const PositionOptions& o, int depth, bool with_divide, bool no_bulk, const PerftRunOptions& run) {
    Position pos = position_of(o);
    const FenDialect dialect = parse_fen_dialect(o.fen_dialect);
    const auto start = std::chrono::steady_clock::now();
    // Progress: a line on standard error every 2 s (--progress-every), the first after 2 s; when
    // asked for, and always when standard error is a terminal, where a long silent run looks hung.
    const bool progress = run.progress || isatty(fileno(stderr)) != 0;
    double next_report = run.progress_seconds;
    PerftLimits limits;
    limits.bulk_counting = !no_bulk;
    limits.max_nodes = run.max_nodes;
    limits.progress_interval = 1U << 18;
    if (progress)
        limits.on_progress = [&](std::uint64_t nodes) {
            const double seconds = seconds_since(start);
            if (seconds >= next_report) {
                std::fputs(fmt::format("varia: perft {}: {} nodes so far, {:.1f} s\n", depth, nodes, seconds).c_str(),
                           stderr);
                next_report = seconds + run.progress_seconds;
            }
            return true;
        };
    std::vector<std::pair<std::string, std::uint64_t>> parts;
    std::uint64_t nodes = 0;
    bool complete = true;
    if (with_divide && depth >= 1) {
        DivideResult d = divide(pos, depth, limits);
        parts = std::move(d.moves);
        nodes = d.nodes;
        complete = d.complete;
    } else {
        const PerftResult r = perft(pos, depth, limits);
        nodes = r.nodes;
        complete = r.complete;
    }
    const double seconds = seconds_since(start);
    const double nps = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
    const int status = complete ? 0 : 4;
    if (o.json) {
        nlohmann::ordered_json j{{"variant", pos.variant().name}, {"fen", position_text(pos, dialect)}, {"depth", depth},
                                 {"nodes", nodes}, {"complete", complete}, {"seconds", seconds}, {"nps", nps}};
        if (with_divide) {
            nlohmann::ordered_json d = nlohmann::ordered_json::object();
            for (const auto& [text, count] : parts) d[text] = count;
            j["divide"] = d;
        }
        print(j.dump() + "\n");
        return status;
    }
    for (const auto& [text, count] : parts) print(fmt::format("{}: {}\n", text, count));
    print(fmt::format("time {:.3f} s, {:.0f} nodes/s\n", seconds, nps));
    if (!complete) print(fmt::format("stopped at the node limit ({}): the count is partial\n", run.max_nodes));
    print(fmt::format("nodes {}\n", nodes));
    return status;
}

int run_moves(const PositionOptions& o, bool with_san) {
    Position pos = position_of(o);
    const MoveList legal = legal_moves(pos);
    std::vector<std::pair<std::string, std::string>> rows; // canonical text, SAN
    const std::vector<std::string> sans = with_san ? san_all(pos, legal) : std::vector<std::string>(legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) rows.emplace_back(move_text(pos, legal[i]), sans[i]);
    std::sort(rows.begin(), rows.end());
    if (o.json) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& [text, s] : rows) {
            if (with_san)
                j.push_back({{"move", text}, {"san", s}});
            else
                j.push_back(text);
        }
        print(j.dump() + "\n");
        return 0;
    }
    for (const auto& [text, s] : rows) print((with_san ? s : text) + "\n");
    return 0;
}

int run_play(const PositionOptions& o, const std::vector<std::string>& moves, bool with_san) {
    Position pos = position_of(o);
    const FenDialect dialect = parse_fen_dialect(o.fen_dialect);
    std::vector<std::string> sans;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        try {
            const Move m = parse_any(pos, moves[i]);
            if (with_san) sans.push_back(san(pos, m));
            pos.push(m);
        } catch (const Error& e) {
            // Say which of the moves failed; the error's own text names the move and the reason.
            std::fputs(fmt::format("varia: move {} of {}: {}\n", i + 1, moves.size(), e.what()).c_str(), stderr);
            return dynamic_cast<const IllegalMove*>(&e) != nullptr ? exit_illegal_move : exit_usage;
        }
    }
    const GameStatus status = game_status(pos);
    if (o.json) {
        nlohmann::ordered_json j{{"variant", pos.variant().name}, {"fen", position_text(pos, dialect)},
                                 {"status", status_name(status)},
                                 {"result", result_text(status.result)}};
        if (with_san) j["san"] = sans;
        print(j.dump() + "\n");
        return 0;
    }
    print(position_text(pos, dialect) + "\n");
    print(fmt::format("status {}\nresult {}\n", status_name(status), result_text(status.result)));
    if (with_san) {
        std::string line = "san";
        for (const std::string& s : sans) line += " " + s;
        print(line + "\n");
    }
    return 0;
}

namespace {

/// The whole text of `path`, or of standard input for "-".
std::string read_all(const std::string& path) {
    std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (f == nullptr) throw Error("pgn: cannot open '" + shown(path) + "'");
    std::string text;
    char buffer[1 << 16];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
    const bool failed = std::ferror(f) != 0;
    if (f != stdin) std::fclose(f);
    if (failed) throw Error("pgn: cannot read '" + shown(path) + "'");
    return text;
}

} // namespace

int run_pgn(const std::string& path, const std::string& fen_dialect) {
    const FenDialect dialect = parse_fen_dialect(fen_dialect);
    const std::string text = read_all(path);
    PgnReader reader(text);
    int status = 0;
    while (true) {
        try {
            const std::optional<PgnGame> g = reader.next();
            if (!g) break;
            const Game& game = g->game;
            const GameStatus s = game.status();
            const GameOutcome outcome = game.outcome();
            nlohmann::ordered_json j{{"game", reader.games_read()},
                                     {"variant", game.variant().name},
                                     {"fen", position_text(game.position(), dialect)},
                                     {"status", status_name(s)},
                                     {"result", outcome.result != Result::Ongoing ? result_text(outcome.result) : g->result},
                                     {"plies", game.ply()}};
            print(j.dump() + "\n");
        } catch (const Error& e) {
            // The error names the game and the move; the other games are still read.
            std::fputs(fmt::format("varia: {}\n", e.what()).c_str(), stderr);
            const int code = dynamic_cast<const IllegalMove*>(&e) != nullptr ? exit_illegal_move : exit_usage;
            status = status == 0 ? code : status;
        }
    }
    return status;
}

int run_explain(const PositionOptions& o, const std::string& move) {
    const Position pos = position_of(o);
    const MoveExplanation why = explain_move(pos, move);
    const bool legal = why.reason == IllegalReason::Legal;
    if (o.json) {
        nlohmann::ordered_json j{{"move", move}, {"legal", legal}, {"reason", reason_name(why.reason)},
                                 {"message", why.message}};
        j["square"] = why.square == NoSquare ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(square_name(why.square));
        print(j.dump() + "\n");
    } else {
        print(fmt::format("{}: {}\n", shown(move), legal ? "legal" : why.message));
        if (!legal) print(fmt::format("reason {}\n", reason_name(why.reason)));
    }
    if (legal) return 0;
    return why.reason == IllegalReason::Malformed ? exit_usage : exit_illegal_move;
}

int run_show(const PositionOptions& o, const ShowOptions& show) {
    Position pos = position_of(o);
    const FenDialect dialect = parse_fen_dialect(o.fen_dialect);
    if (show.svg) {
        SvgOptions svg;
        svg.flipped = show.flip;
        print(svg_diagram(pos, svg));
        return 0;
    }
    if (o.json) {
        nlohmann::ordered_json j{{"variant", pos.variant().name}, {"fen", position_text(pos, dialect)},
                                 {"diagram", diagram(pos, show.flip)},
                                 {"side_to_move", pos.side_to_move() == Color::White ? "white" : "black"},
                                 {"in_check", in_check(pos)}};
        print(j.dump() + "\n");
        return 0;
    }
    const std::string text = position_text(pos, dialect);
    print(diagram(pos, show.flip));
    print(fmt::format("variant    {}\n", pos.variant().name));
    print(fmt::format("to move    {}{}\n", pos.side_to_move() == Color::White ? "white" : "black",
                      in_check(pos) ? " (in check)" : ""));
    if (pos.variant().has_hands) print(fmt::format("in hand    {}\n", hands(pos)));
    const auto& fields = pos.variant().state_fields;
    for (std::size_t f = 0; f < fields.size(); ++f) {
        if (fields[f].kind != StateField::Kind::PieceFlag) continue;
        std::string squares;
        for (Square s : pos.flagged(static_cast<StateFieldId>(f))) {
            if (!squares.empty()) squares += ',';
            squares += square_name(s);
        }
        print(fmt::format("{:<10} {} (marked ! in the diagram)\n", fields[f].name, squares.empty() ? "-" : squares));
    }
    print(fmt::format("position   {}\n", text));
    return 0;
}

int run_describe(const PositionOptions& o, const DescribeOptions& how) {
    const VariantPtr vp = variant_of(o);
    const Variant& v = *vp;
    std::optional<PieceTypeId> only;
    if (!how.piece.empty()) {
        const bool promoted = how.piece.size() == 2 && how.piece[0] == '+';
        const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(how.piece.back())));
        if (how.piece.size() == 1 + (promoted ? 1U : 0U)) only = v.type_of_letter(letter, promoted);
        if (!only)
            throw OptionError("describe: variant " + v.name + " has no piece '" + shown(how.piece) + "'");
    }
    if (how.svg) {
        if (!only) throw OptionError("describe: --svg draws one piece: give --piece LETTER");
        if (o.json) throw OptionError("describe: --svg and --json are two outputs: give one of them");
        print(svg_movement_diagram(v, movement_diagram(v, *only)));
        return 0;
    }
    const nlohmann::json info = nlohmann::json::parse(variant_metadata_json(v));
    std::vector<VariantWarning> warnings = variant_warnings(v);
    if (only) {
        const std::string letter = v.piece_text(*only, Color::White);
        std::erase_if(warnings, [&](const VariantWarning& w) { return w.piece != letter; });
    }
    if (o.json) {
        nlohmann::ordered_json j;
        j["variant"] = v.name;
        j["pieces"] = nlohmann::ordered_json::array();
        for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
            if (only && *only != t) continue;
            const auto type = static_cast<PieceTypeId>(t);
            const MovementDiagram d = movement_diagram(v, type);
            nlohmann::ordered_json squares = nlohmann::ordered_json::object();
            for (Square s : v.geometry().squares()) {
                if (d.marks[s] == 0 && d.initial_marks[s] == 0) continue;
                squares[square_name(s)] = {{"letters", diagram_mark_letters(d.marks[s], d.initial_marks[s])},
                                           {"marks", d.marks[s]},
                                           {"initial_marks", d.initial_marks[s]}};
            }
            j["pieces"].push_back({{"letter", v.piece_text(type, Color::White)},
                                   {"name", v.piece_types[t].name},
                                   {"betza", info["pieces"][t]["betza"]},
                                   {"words", describe_movement(v.piece_types[t])},
                                   {"origin", d.origin == NoSquare ? nlohmann::ordered_json(nullptr)
                                                                   : nlohmann::ordered_json(square_name(d.origin))},
                                   {"squares", squares}});
        }
        j["warnings"] = nlohmann::ordered_json::array();
        for (const VariantWarning& w : warnings)
            j["warnings"].push_back({{"code", w.code}, {"piece", w.piece}, {"message", w.message}});
        if (!only) j["metadata"] = nlohmann::ordered_json::parse(variant_metadata_json(v));
        print(j.dump() + "\n");
        return 0;
    }
    if (!only) print(fmt::format("{}: {}\n\n", v.name, v.description));
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        if (only && *only != t) continue;
        print_piece(v, static_cast<PieceTypeId>(t), info["pieces"][t]);
        print("\n");
    }
    if (!only) {
        print_rules(v, info);
        print("\n");
    }
    if (warnings.empty()) print("warnings  none\n");
    for (const VariantWarning& w : warnings)
        print(fmt::format("warning   {}{}{}: {}\n", w.code, w.piece.empty() ? "" : " ", w.piece, w.message));
    return 0;
}

int run_demo(double seconds_per_variant) {
    if (!std::isfinite(seconds_per_variant))
        throw OptionError("demo: --seconds must be a number in 0.01..600");
    for (const VariantPtr& v : registered_variants()) {
        Position pos = Position::start(v);
        print(fmt::format("== {}: {}\n", v->name, v->description));
        print(diagram(pos));
        print(fmt::format("position   {}\n", pos.text()));
        double last = 0.0;
        std::uint64_t last_nodes = 1;
        for (int depth = 1; depth <= 64; ++depth) {
            const auto start = std::chrono::steady_clock::now();
            const std::uint64_t nodes = perft(pos, depth);
            const double seconds = seconds_since(start);
            print(fmt::format("perft {:>2}  {:>14} nodes  {:>8.3f} s  {:>12.0f} nodes/s\n", depth, nodes, seconds,
                              seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0));
            std::fflush(stdout);
            // Stop before a depth whose predicted time (same growth as the last step) exceeds the budget.
            const double growth = static_cast<double>(nodes) / static_cast<double>(std::max<std::uint64_t>(last_nodes, 1));
            last = seconds;
            last_nodes = nodes;
            if (nodes == 0 || last * growth > seconds_per_variant) break;
        }
        print("\n");
    }
    return 0;
}

} // namespace varia::cli
