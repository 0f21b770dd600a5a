// Movement diagrams drawn by the move generator, and XBetza read back in words (describe.hpp).
#include "varia/describe.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/svg.hpp"

#include "diagram_board.hpp"

namespace varia {

namespace detail {

VariantPtr diagram_board(const Variant& v, InitialSquares initial) {
    auto copy = std::make_shared<Variant>(v);
    copy->rule_module.clear();
    copy->module.reset();
    copy->royals_per_side = -1;
    copy->royal_check = RoyalCheck::Every;
    copy->flying_general = false;
    copy->checks_allowed = true;
    copy->castling.enabled = false;
    if (initial != InitialSquares::AsDefined) {
        for (PieceType& pt : copy->piece_types) {
            pt.initial_ranks.clear();
            if (initial == InitialSquares::Every)
                for (int r = 0; r < v.height; ++r) pt.initial_ranks.push_back(r);
            pt.initial_squares = {};
        }
    }
    copy->finalize();
    return copy;
}

std::string lone_piece_text(const Variant& v, PieceTypeId t, Square origin, std::uint8_t filler) {
    const Piece fill = Piece::from_code(filler);
    std::string text;
    for (int rank = v.height - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < v.width; ++file) {
            const Square s = make_square(file, rank);
            const bool hole = !v.geometry().contains(s);
            if (s != origin && !hole && fill.none()) {
                ++empty;
                continue;
            }
            if (empty > 0) text += std::to_string(empty);
            empty = 0;
            if (hole) text += '*';
            else if (s == origin) text += v.piece_text(t, Color::White);
            else text += v.piece_text(fill.type(), fill.color());
        }
        if (empty > 0) text += std::to_string(empty);
        if (rank > 0) text += '/';
    }
    if (v.has_hands) text += "[]";
    text += " w - - 0 1";
    return text;
}

SquareSet piece_reach(const VariantPtr& board, PieceTypeId t, Square from, bool& promotes) {
    const Variant& v = *board;
    SquareSet out;
    MoveList list;
    const auto collect = [&](const Position& pos) {
        list.clear();
        generate_piece_moves(pos, from, list);
        for (const Move& m : list) {
            if (m.kind == MoveKind::Castling || m.kind == MoveKind::Drop) continue;
            out.set(m.to);
            promotes = promotes || m.is_promotion();
        }
    };
    collect(Position::from_text(board, lone_piece_text(v, t, from)));
    // A dummy that may stand on every square, so one position shows every first capture.
    for (std::size_t u = 0; u < v.piece_types.size(); ++u) {
        const auto dummy = static_cast<PieceTypeId>(u);
        const PieceType& pt = v.piece_types[u];
        if (!pt.capturable || pt.royal || (pt.hop_capture_excluded >> t & 1U) != 0) continue;
        if (!v.barred_squares(Color::Black, dummy).empty() || (v.confined_types() >> u & 1U) != 0) continue;
        try {
            collect(Position::from_text(board, lone_piece_text(v, t, from, Piece(dummy, Color::Black).code())));
        } catch (const Error&) {
            // Too many pieces for the board's hands, or a position the copy refuses: no captures seen.
        }
        break;
    }
    return out;
}

} // namespace detail

namespace {

namespace mk = diagram_marks;
using detail::diagram_board;
using detail::InitialSquares;
using detail::lone_piece_text;

/// The real square nearest the centre where a White piece of type t may stand (MovementDiagram).
Square centre_square(const Variant& v, PieceTypeId t) {
    // A type with zone atoms (xiangqi's soldier across the river) is shown inside its zone, where
    // all its moves apply.
    const SquareSet zone = v.piece_types[t].zone_atoms.empty() ? SquareSet() : v.zone_squares(Color::White, t);
    Square best = NoSquare;
    bool best_in_zone = false;
    int best_distance = 0;
    // Twice the coordinates, so the centre of an even board is a whole number.
    const int cx = v.width - 1;
    const int cy = v.height - 1;
    for (int rank = 0; rank < v.height; ++rank) {
        for (int file = v.width - 1; file >= 0; --file) {
            const Square s = make_square(file, rank);
            if (!v.geometry().contains(s)) continue;
            if ((v.types_allowed_on(Color::White, s) >> t & 1U) == 0) continue;
            if (v.barred_squares(Color::White, t).test(s)) continue;
            const int dx = 2 * file - cx;
            const int dy = 2 * rank - cy;
            const int distance = dx * dx + dy * dy;
            const bool in_zone = zone.test(s);
            if (best == NoSquare || (in_zone && !best_in_zone) || (in_zone == best_in_zone && distance < best_distance)) {
                best = s;
                best_distance = distance;
                best_in_zone = in_zone;
            }
        }
    }
    return best;
}

/// A type for the dummy pieces: capturable, preferably not royal, and not one that type t's hops
/// refuse (`excluded`, janggi's cannon and cannons). The first type in type order that fits best.
PieceTypeId dummy_type(const Variant& v, std::uint32_t excluded) {
    int best = -1;
    int best_score = -1;
    for (std::size_t u = 0; u < v.piece_types.size(); ++u) {
        const PieceType& pt = v.piece_types[u];
        const int score = (pt.capturable ? 4 : 0) + (pt.royal ? 0 : 2) + ((excluded >> u & 1U) ? 0 : 1);
        if (score > best_score) {
            best = static_cast<int>(u);
            best_score = score;
        }
    }
    return static_cast<PieceTypeId>(best);
}

bool plain_step(const Move& m) { return m.kind == MoveKind::Normal || m.kind == MoveKind::MultiStep; }

/// The marks of the White piece of type t on `origin` of `board` (a diagram_board()).
std::array<std::uint16_t, NoSquare> marks_on(const VariantPtr& board, PieceTypeId t, Square origin) {
    std::array<std::uint16_t, NoSquare> marks{};
    const Variant& v = *board;
    const Position base = Position::from_text(board, lone_piece_text(v, t, origin));
    const PieceType& type = v.piece_types[t];
    const Piece enemy(dummy_type(v, type.hop_capture_excluded), Color::Black);
    const Piece screen(dummy_type(v, type.hop_screen_excluded), Color::White);
    const SquareSet squares = v.geometry().squares();
    MoveList list;
    // The piece's moves with `p` placed on `s` (into `list`).
    const auto moves_with = [&](Square s, Piece p) {
        BoardOverlay board_view(base);
        board_view.set(s, p);
        list.clear();
        generate_piece_moves(board_view, origin, list);
    };

    // The piece alone: its moves to empty squares.
    generate_piece_moves(base, origin, list);
    for (const Move& m : list) {
        if (!plain_step(m)) continue;
        marks[m.to] |= mk::move;
        if (m.is_promotion()) marks[m.to] |= mk::promotion;
    }
    // One enemy on each square in turn: captures, and locust moves that take it. The squares it
    // still moves to are kept: a move that needs an own piece there instead is a hop over it.
    std::array<SquareSet, NoSquare> moves_past_enemy{};
    for (Square target : squares) {
        if (target == origin) continue;
        moves_with(target, enemy);
        for (const Move& m : list) {
            if (plain_step(m) && m.to != target) moves_past_enemy[target].set(m.to);
            if (m.kind == MoveKind::Normal && m.to == target) {
                marks[target] |= mk::capture;
                if (m.is_promotion()) marks[target] |= mk::promotion;
            } else if (m.kind == MoveKind::Locust && m.aux == target) {
                marks[target] |= mk::locust_victim;
                marks[m.to] |= mk::locust_landing;
                if (m.is_promotion()) marks[m.to] |= mk::promotion;
            }
        }
    }
    // One own piece on each square in turn: hops over it to empty squares, locust moves taking it.
    std::array<std::uint16_t, NoSquare> plain = marks;
    for (Square hurdle : squares) {
        if (hurdle == origin) continue;
        moves_with(hurdle, screen);
        for (const Move& m : list) {
            // A hop: a move the empty board does not have, or one an enemy on the hurdle's square
            // would block (a friendly leap over the rook's own line: prisoners-escape's guard).
            if (plain_step(m) && m.to != hurdle && ((plain[m.to] & mk::move) == 0 || !moves_past_enemy[hurdle].test(m.to))) {
                marks[m.to] |= mk::hop_move;
                if (m.is_promotion()) marks[m.to] |= mk::promotion;
            } else if (m.kind == MoveKind::Locust && m.aux == hurdle) {
                marks[hurdle] |= mk::locust_victim;
                marks[m.to] |= mk::locust_landing;
            }
        }
    }
    // Hop captures need a screen and a victim: only for types whose compiled rays hop.
    bool hops = false;
    for (const Ray& ray : v.rays(Color::White, t))
        hops = hops || (ray.hop != Hop::None && ray.hop != Hop::Bent && ray.can_capture());
    if (hops) {
        for (Square hurdle : squares) {
            if (hurdle == origin) continue;
            for (Square target : squares) {
                if (target == origin || target == hurdle || (plain[target] & mk::capture) != 0) continue;
                BoardOverlay board_view(base);
                board_view.set(hurdle, screen);
                board_view.set(target, enemy);
                list.clear();
                generate_piece_moves(board_view, origin, list);
                for (const Move& m : list) {
                    if (m.kind == MoveKind::Normal && m.to == target) {
                        marks[target] |= mk::hop_capture;
                        if (m.is_promotion()) marks[target] |= mk::promotion;
                    }
                }
            }
        }
    }
    return marks;
}

/// The letters of one square's marks (movement_diagram_text()).
std::string mark_letters(std::uint16_t marks, std::uint16_t initial) {
    std::string out;
    const std::uint16_t all = static_cast<std::uint16_t>(marks | initial);
    if ((all & mk::move) && (all & mk::capture)) out += 'x';
    else if (all & mk::move) out += 'm';
    else if (all & mk::capture) out += 'c';
    if (all & mk::hop_move) out += 'h';
    if (all & mk::hop_capture) out += 'p';
    if (all & mk::locust_victim) out += 'v';
    if (all & mk::locust_landing) out += 'l';
    // The marks found only from an initial square are told by one more letter.
    if (initial != 0) out += 'i';
    if (all & mk::promotion) out += '=';
    return out;
}

const std::vector<std::pair<char, const char*>>& legend_entries() {
    static const std::vector<std::pair<char, const char*>> entries = {
        {'x', "moves there or captures there"},
        {'m', "moves there (an empty square)"},
        {'c', "captures there"},
        {'h', "hop: reaches the empty square by jumping a piece"},
        {'p', "hop capture: takes there by jumping a piece"},
        {'v', "locust victim: taken on the way"},
        {'l', "locust landing: where a locust capture ends"},
        {'i', "the letters before it: only from an initial square (a first move)"},
        {'=', "promotes there"},
        {'*', "hole (not a square)"},
    };
    return entries;
}

// ---- words ----

struct Shape {
    int a = 0; ///< the longer side of the leap
    int b = 0; ///< the shorter side
    friend bool operator<(const Shape& x, const Shape& y) { return std::pair(x.a, x.b) < std::pair(y.a, y.b); }
    friend bool operator==(const Shape&, const Shape&) = default;
};

Shape shape_of(Vec v) {
    const int x = std::abs(v.dx);
    const int y = std::abs(v.dy);
    return {std::max(x, y), std::min(x, y)};
}

/// Every vector of a shape (its reflections and rotations).
std::vector<Vec> class_vectors(Shape s) {
    std::vector<Vec> out;
    for (int sx : {1, -1})
        for (int sy : {1, -1})
            for (bool swap : {false, true}) {
                const int x = swap ? s.b : s.a;
                const int y = swap ? s.a : s.b;
                const Vec v{static_cast<std::int8_t>(sx * x), static_cast<std::int8_t>(sy * y)};
                if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
            }
    return out;
}

std::string shape_name(Shape s, int range) {
    const bool rider = range != 1;
    std::string name;
    if (!rider) {
        static const std::map<std::pair<int, int>, const char*> leapers = {
            {{1, 0}, "wazir (one square orthogonally)"}, {{1, 1}, "ferz (one square diagonally)"},
            {{2, 0}, "dabbaba (a (2,0) leap)"},         {{2, 2}, "alfil (a (2,2) leap)"},
            {{2, 1}, "knight (a (2,1) leap)"},          {{3, 0}, "threeleaper (a (3,0) leap)"},
            {{3, 1}, "camel (a (3,1) leap)"},           {{3, 2}, "zebra (a (3,2) leap)"},
            {{3, 3}, "tripper (a (3,3) leap)"},
        };
        const auto it = leapers.find({s.a, s.b});
        if (it != leapers.end()) return std::string(s == Shape{2, 2} ? "an " : "a ") + it->second;
        name = "a (" + std::to_string(s.a) + "," + std::to_string(s.b) + ") leaper";
        return name;
    }
    if (s == Shape{1, 0}) name = "a rook";
    else if (s == Shape{1, 1}) name = "a bishop";
    else if (s == Shape{2, 1}) name = "a nightrider";
    else name = "a (" + std::to_string(s.a) + "," + std::to_string(s.b) + ") rider";
    if (range > 1) name += ", at most " + std::to_string(range) + (s.a == 1 ? " squares" : " steps");
    return name;
}

std::string vector_word(Vec v) {
    std::string out;
    if (v.dy > 0) out = "forward";
    else if (v.dy < 0) out = "backward";
    if (v.dx != 0) {
        if (!out.empty()) out += '-';
        out += v.dx < 0 ? "left" : "right";
    }
    return out;
}

std::string join_words(const std::vector<std::string>& words, const char* last = " and ") {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? last : ", ";
        out += words[i];
    }
    return out;
}

/// One vector as its steps, relative to White: "(2 right, 1 forward)", "(1 left, 2 backward)".
std::string vector_steps(Vec v) {
    std::vector<std::string> parts;
    if (v.dx != 0) parts.push_back(std::to_string(std::abs(v.dx)) + (v.dx > 0 ? " right" : " left"));
    if (v.dy != 0) parts.push_back(std::to_string(std::abs(v.dy)) + (v.dy > 0 ? " forward" : " backward"));
    std::string out = "(";
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : ", ") + parts[i];
    return out + ")";
}

/// Where the vectors of one shape go, relative to White: "" for every direction, else
/// "forward", "sideways", "forward-left and backward-right"... or the vectors as steps where
/// words would be ambiguous (fN: "(1 left, 2 forward) and (1 right, 2 forward)").
std::string direction_words(Shape s, const std::vector<Vec>& vectors) {
    const std::vector<Vec> all = class_vectors(s);
    if (vectors.size() == all.size()) return "";
    // Whole groups by vertical direction: forward, backward, sideways.
    const auto group_of = [](Vec v) { return v.dy > 0 ? 0 : v.dy < 0 ? 1 : 2; };
    std::array<int, 3> have{}, total{};
    for (Vec v : all) ++total[static_cast<std::size_t>(group_of(v))];
    for (Vec v : vectors) ++have[static_cast<std::size_t>(group_of(v))];
    bool whole = true;
    for (std::size_t g = 0; g < 3; ++g) whole = whole && (have[g] == 0 || have[g] == total[g]);
    static const std::array<const char*, 3> group_words = {"forward", "backward", "sideways"};
    std::vector<std::string> words;
    if (whole) {
        for (std::size_t g = 0; g < 3; ++g)
            if (have[g] > 0) words.emplace_back(group_words[g]);
        return join_words(words);
    }
    for (Vec v : vectors) {
        const std::string word = vector_word(v);
        const bool ambiguous = std::count_if(all.begin(), all.end(), [&](Vec u) { return vector_word(u) == word; }) > 1;
        std::string text = ambiguous ? vector_steps(v) : word;
        if (std::find(words.begin(), words.end(), text) == words.end()) words.push_back(std::move(text));
    }
    return join_words(words);
}

std::string mode_verb(std::uint8_t modes) {
    const bool move = modes & modes::move;
    const bool capture = modes & modes::capture;
    const bool ep = modes & modes::en_passant;
    std::string out = move && capture ? "moves or captures" : move ? "moves" : capture ? "captures" : "";
    if (ep) out += out.empty() ? "captures en passant" : (capture ? " (also en passant)" : " or captures en passant");
    return out;
}

/// One clause for the vectors of one shape of an atom.
std::string atom_clause(const Atom& atom, Shape s, const std::vector<Vec>& vectors, const std::string& named = "") {
    std::string out;
    if (atom.initial_only) out += "from its initial squares only, ";
    const std::string dirs = direction_words(s, vectors);
    const std::string shape = named.empty() ? shape_name(s, atom.range) : named;
    if (atom.locust_modes != 0) {
        const bool own = atom.modes & modes::destroy;
        const bool enemy = atom.modes & modes::capture;
        out += std::string("takes the first ") + (own && enemy ? "piece (enemy or own, not royal)" : own ? "own non-royal piece" : "enemy piece") +
               " it meets like " + shape + (dirs.empty() ? "" : " " + dirs) + " and goes on past it in the same direction";
        const std::uint8_t leg2 = atom.locust_modes;
        out += (leg2 & modes::move) && (leg2 & (modes::capture | modes::destroy)) ? ", to an empty square or taking a second piece"
               : (leg2 & modes::move)                                           ? ", to an empty square"
                                                                                : ", taking a second piece";
        return out;
    }
    out += mode_verb(atom.modes);
    switch (atom.hop) {
    case Hop::Cannon: out += " by jumping exactly one piece (the screen),"; break;
    case Hop::Grasshopper: out += " by jumping the first piece on its line and landing right behind it,"; break;
    case Hop::FriendlyLeap: out += " by leaping over one of its own pieces next to it,"; break;
    default: break;
    }
    out += " like " + shape;
    if (!dirs.empty()) out += " " + dirs;
    if (atom.lame) out += ", blocked by a piece on the way";
    if (atom.jump_first) out += ", jumping over whatever stands on the first square";
    return out;
}

/// The clauses of a list of atoms; a wazir and a ferz alike make a king, a rook and a bishop a queen.
std::vector<std::string> atom_clauses(const std::vector<Atom>& atoms) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < atoms.size(); ++i) {
        const Atom& atom = atoms[i];
        if (i + 1 < atoms.size()) {
            Atom a = atom;
            Atom b = atoms[i + 1];
            const bool full = a.vectors.size() == 4 && b.vectors.size() == 4;
            const bool pair = full && !a.vectors.empty() && !b.vectors.empty() && shape_of(a.vectors[0]) == Shape{1, 0} &&
                              shape_of(b.vectors[0]) == Shape{1, 1};
            a.vectors.clear();
            b.vectors.clear();
            if (pair && a == b && (atom.range == 1 || atom.range == 0)) {
                std::vector<Vec> both = atom.vectors;
                both.insert(both.end(), atoms[i + 1].vectors.begin(), atoms[i + 1].vectors.end());
                out.push_back(atom_clause(atom, {1, 0}, class_vectors({1, 0}), atom.range == 1 ? "a king (one square any way)" : "a queen"));
                ++i;
                continue;
            }
        }
        // One clause per shape the atom's vectors span.
        std::map<Shape, std::vector<Vec>> by_shape;
        for (Vec v : atom.vectors) by_shape[shape_of(v)].push_back(v);
        for (const auto& entry : by_shape) out.push_back(atom_clause(atom, entry.first, entry.second));
    }
    return out;
}

} // namespace

MovementDiagram movement_diagram(const Variant& v, PieceTypeId t) {
    if (t >= v.piece_types.size())
        throw OptionError("describe: no piece type " + std::to_string(t) + " in variant " + v.name);
    MovementDiagram d;
    d.type = t;
    d.board = diagram_board(v, InitialSquares::None);
    d.origin = centre_square(*d.board, t);
    if (d.origin == NoSquare) return d;
    d.marks = marks_on(d.board, t, d.origin);
    const VariantPtr initial_board = diagram_board(v, InitialSquares::Every);
    const std::array<std::uint16_t, NoSquare> with_initial = marks_on(initial_board, t, d.origin);
    for (std::size_t s = 0; s < NoSquare; ++s)
        d.initial_marks[s] = static_cast<std::uint16_t>(with_initial[s] & ~d.marks[s]);
    return d;
}

std::string movement_diagram_text(const Variant& v, const MovementDiagram& d) {
    const Geometry& geo = v.geometry();
    std::array<std::string, NoSquare> cells;
    std::size_t width = 1;
    std::string used;
    for (int rank = 0; rank < v.height; ++rank)
        for (int file = 0; file < v.width; ++file) {
            const Square s = make_square(file, rank);
            std::string cell;
            if (!geo.contains(s)) cell = "*";
            else if (s == d.origin) cell = v.piece_text(d.type, Color::White);
            else cell = mark_letters(d.marks[s], d.initial_marks[s]);
            if (cell.empty()) cell = ".";
            if (s != d.origin)
                for (char ch : cell)
                    if (ch != '.' && used.find(ch) == std::string::npos) used += ch;
            width = std::max(width, cell.size());
            cells[s] = std::move(cell);
        }
    std::string out;
    const std::string rule = "    +" + std::string(static_cast<std::size_t>(v.width) * (width + 1) + 1, '-') + "+\n";
    out += rule;
    for (int rank = v.height - 1; rank >= 0; --rank) {
        std::string line = std::to_string(rank + 1);
        out += std::string(3 - std::min<std::size_t>(3, line.size()), ' ') + line + " |";
        for (int file = 0; file < v.width; ++file) {
            const std::string& cell = cells[make_square(file, rank)];
            out += ' ';
            out += cell;
            out += std::string(width - cell.size(), ' ');
        }
        out += " |\n";
    }
    out += rule + "     ";
    for (int file = 0; file < v.width; ++file) {
        out += ' ';
        out += static_cast<char>('a' + file);
        if (file + 1 < v.width) out += std::string(width - 1, ' ');
    }
    out += '\n';
    if (d.origin == NoSquare) {
        out += "    (no square of this board can hold the piece)\n";
        return out;
    }
    for (const auto& entry : legend_entries()) {
        if (used.find(entry.first) == std::string::npos) continue;
        out += "    ";
        out += entry.first;
        out += "  ";
        out += entry.second;
        out += '\n';
    }
    if (used.empty() || used == "*") out += "    (no move from " + square_name(d.origin) + " on an empty board)\n";
    return out;
}

std::string svg_movement_diagram(const Variant& v, const MovementDiagram& d) {
    const VariantPtr board = d.board ? d.board : diagram_board(v, InitialSquares::None);
    const Position pos = Position::from_text(board, lone_piece_text(*board, d.type, d.origin));
    SvgOptions options;
    options.highlight_last_move = false;
    options.highlight_check = false;
    for (Square s : v.geometry().squares()) {
        if (s == d.origin) continue;
        const std::string letters = mark_letters(d.marks[s], d.initial_marks[s]);
        if (!letters.empty()) options.marks.push_back({s, letters});
    }
    return svg_diagram(pos, options);
}

std::string diagram_mark_letters(std::uint16_t marks, std::uint16_t initial_marks) {
    return mark_letters(marks, initial_marks);
}

std::string describe_movement(const PieceType& type) {
    std::vector<std::string> clauses = atom_clauses(type.atoms);
    std::vector<std::string> zone = atom_clauses(type.zone_atoms);
    for (std::string& clause : zone) clause = "in its zone, " + clause;
    clauses.insert(clauses.end(), zone.begin(), zone.end());
    if (clauses.empty()) return "no moves of its own";
    std::string out;
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        if (i > 0) out += "; ";
        out += clauses[i];
    }
    return out;
}

} // namespace varia
