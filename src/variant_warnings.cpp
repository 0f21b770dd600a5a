// Warnings about valid but suspicious variant definitions (variant_warnings.hpp). Each check asks
// the board's geometry or the move generator, never a second reading of the XBetza text.
#include "varia/variant_warnings.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <memory>
#include <utility>

#include "varia/betza.hpp"
#include "varia/describe.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include "diagram_board.hpp"

namespace varia {

namespace {

using detail::InitialSquares;

std::string type_text(const Variant& v, PieceTypeId t) { return v.piece_text(t, Color::White); }

std::string type_label(const Variant& v, PieceTypeId t) {
    std::string out = v.piece_types[t].name;
    out += " (";
    out += type_text(v, t);
    out += ')';
    return out;
}

/// XBetza of one atom for messages; "(x,y)" leaps where XBetza cannot write it.
std::string atom_text(const Atom& atom) {
    try {
        return betza::to_text(betza::Movement{{atom}, 0});
    } catch (const Error&) {
        return "a friendly leap";
    }
}

/// The most steps a walk along `d` can take on a width × height rectangle.
int longest_walk(const Variant& v, Vec d) {
    int most = 16;
    if (d.dx != 0) most = std::min(most, (v.width - 1) / std::abs(d.dx));
    if (d.dy != 0) most = std::min(most, (v.height - 1) / std::abs(d.dy));
    return most;
}

/// True when one step along `d` from some real square lands on a real square.
bool lands_somewhere(const Variant& v, Vec d) {
    const Geometry& geo = v.geometry();
    for (Square s : geo.squares()) {
        const int file = file_of(s) + d.dx;
        const int rank = rank_of(s) + d.dy;
        if (file < 0 || rank < 0 || file >= v.width || rank >= v.height) continue;
        if (geo.contains(make_square(file, rank))) return true;
    }
    return false;
}

void check_ranges_and_leaps(const Variant& v, std::vector<VariantWarning>& out) {
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        for (const auto* list : {&v.piece_types[t].atoms, &v.piece_types[t].zone_atoms}) {
            for (const Atom& atom : *list) {
                if (atom.vectors.empty() || atom.hop == Hop::FriendlyLeap) continue;
                if (atom.range > 1) {
                    int longest = 0;
                    for (Vec d : atom.vectors) longest = std::max(longest, longest_walk(v, d));
                    if (atom.range >= longest && longest > 0)
                        out.push_back({"range-covers-board", type_text(v, type),
                                       atom_text(atom) + ": a range of " + std::to_string(atom.range) +
                                           " is at least the longest line its steps walk on this " +
                                           std::to_string(v.width) + "x" + std::to_string(v.height) + " board (" +
                                           std::to_string(longest) + "), the same as unlimited"});
                }
                const bool lands = std::any_of(atom.vectors.begin(), atom.vectors.end(),
                                               [&](Vec d) { return lands_somewhere(v, d); });
                if (!lands)
                    out.push_back({"leap-off-board", type_text(v, type),
                                   atom_text(atom) + " never lands on this " + std::to_string(v.width) + "x" +
                                       std::to_string(v.height) + " board"});
            }
        }
    }
}

/// Squares a White piece of type t may stand on.
SquareSet standing_squares(const Variant& v, PieceTypeId t) {
    SquareSet out;
    for (Square s : v.geometry().squares())
        if ((v.types_allowed_on(Color::White, s) >> t & 1U) != 0 && !v.barred_squares(Color::White, t).test(s)) out.set(s);
    return out;
}

bool diagram_empty(const MovementDiagram& d) {
    for (std::size_t s = 0; s < NoSquare; ++s)
        if (d.marks[s] != 0 || d.initial_marks[s] != 0) return false;
    return true;
}

void check_never_moves(const Variant& v, const VariantPtr& board, std::vector<VariantWarning>& out) {
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        const PieceType& pt = v.piece_types[t];
        // A type without atoms is placed or moved by the rules alone (a duck, a stone): not a slip.
        if (pt.atoms.empty() && pt.zone_atoms.empty()) continue;
        bool moves = false;
        for (Square s : standing_squares(*board, type)) {
            bool promotes = false;
            if (!detail::piece_reach(board, type, s, promotes).empty()) {
                moves = true;
                break;
            }
        }
        if (!moves && !diagram_empty(movement_diagram(v, type))) moves = true;
        if (!moves)
            out.push_back({"never-moves", type_text(v, type),
                           type_label(v, type) + " has no move from any square it may stand on"});
    }
}

void check_promotions(const Variant& v, const VariantPtr& board, std::vector<VariantWarning>& out) {
    VariantPtr shared = std::make_shared<Variant>(v);
    const Position start = Position::start(shared);
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        const PieceType& pt = v.piece_types[t];
        if (pt.promotion.choices.empty()) continue;
        // A choice that may stand on no square of the zone.
        for (PieceTypeId choice : v.promotion_choices(Color::White, type)) {
            const SquareSet zone = v.promotion_squares(Color::White, type);
            bool fits = false;
            for (Square s : zone)
                if ((v.types_allowed_on(Color::White, s) >> choice & 1U) != 0 && !v.barred_squares(Color::White, choice).test(s))
                    fits = true;
            if (!zone.empty() && !fits)
                out.push_back({"promotion-unreachable", type_text(v, type),
                               "promotion to " + type_label(v, choice) + " never happens: it may stand on no square of " +
                                   type_label(v, type) + "'s promotion zone"});
        }
        // Reachability from where the pieces start: the start position's, else the drop squares.
        SquareSet from = start.pieces(Color::White, type);
        if (from.empty() && v.has_hands && v.drops) from = v.type_drop_squares(Color::White, type);
        if (from.empty()) continue;
        SquareSet seen = from;
        std::deque<Square> queue;
        for (Square s : from) queue.push_back(s);
        bool promotes = false;
        while (!queue.empty() && !promotes) {
            const Square s = queue.front();
            queue.pop_front();
            for (Square next : detail::piece_reach(board, type, s, promotes)) {
                if (seen.test(next)) continue;
                seen.set(next);
                if (!board->barred_squares(Color::White, type).test(next)) queue.push_back(next);
            }
        }
        if (!promotes)
            out.push_back({"promotion-unreachable", type_text(v, type),
                           type_label(v, type) + " never reaches its promotion zone from its start squares, so its promotion choices are never used"});
    }
}

/// The movement of a type as comparable text: canonical XBetza of its atoms and zone atoms.
std::string movement_key(const PieceType& pt) {
    std::string key;
    for (const auto* list : {&pt.atoms, &pt.zone_atoms}) {
        try {
            key += betza::to_text(betza::Movement{*list, 0});
        } catch (const Error&) {
            key += '?'; // friendly leaps: compared by atom below (appended: GCC 12's false -Wrestrict)
            key += std::to_string(list->size());
        }
        key += '|';
    }
    return key;
}

void check_identical(const Variant& v, std::vector<VariantWarning>& out) {
    for (std::size_t a = 0; a < v.piece_types.size(); ++a) {
        const PieceType& pa = v.piece_types[a];
        if (pa.promoted || (pa.atoms.empty() && pa.zone_atoms.empty())) continue;
        for (std::size_t b = a + 1; b < v.piece_types.size(); ++b) {
            const PieceType& pb = v.piece_types[b];
            if (pb.promoted || pa.royal != pb.royal) continue;
            const bool same = (pa.atoms == pb.atoms && pa.zone_atoms == pb.zone_atoms) ||
                              (movement_key(pa) == movement_key(pb) && movement_key(pa).find('?') == std::string::npos);
            if (!same) continue;
            out.push_back({"identical-movement", type_text(v, static_cast<PieceTypeId>(b)),
                           type_label(v, static_cast<PieceTypeId>(b)) + " moves exactly like " +
                               type_label(v, static_cast<PieceTypeId>(a))});
        }
    }
}

/// True when some step of `a` and some step of `b` reach the same square from one square.
bool atoms_overlap(const Atom& a, const Atom& b) {
    const int ra = a.range == 0 ? 16 : a.range;
    const int rb = b.range == 0 ? 16 : b.range;
    for (Vec va : a.vectors)
        for (Vec vb : b.vectors)
            for (int k = 1; k <= ra; ++k)
                for (int l = 1; l <= rb; ++l)
                    if (k * va.dx == l * vb.dx && k * va.dy == l * vb.dy) return true;
    return false;
}

void check_overlaps(const Variant& v, std::vector<VariantWarning>& out) {
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const std::vector<Atom>& atoms = v.piece_types[t].atoms;
        for (std::size_t i = 0; i < atoms.size(); ++i)
            for (std::size_t j = i + 1; j < atoms.size(); ++j) {
                const Atom& a = atoms[i];
                const Atom& b = atoms[j];
                if (a.hop != b.hop || a.locust_modes != 0 || b.locust_modes != 0) continue;
                if ((a.modes & b.modes & modes::move_or_capture) == 0) continue;
                if (!atoms_overlap(a, b)) continue;
                out.push_back({"overlapping-atoms", type_text(v, static_cast<PieceTypeId>(t)),
                               atom_text(a) + " and " + atom_text(b) + " reach a square in common" +
                                   (a.initial_only != b.initial_only ? " (one of them only from the initial squares)" : "")});
            }
    }
}

void check_start(const Variant& v, std::vector<VariantWarning>& out) {
    VariantPtr shared = std::make_shared<Variant>(v);
    Position start = Position::start(shared);
    if (legal_moves(start).empty())
        out.push_back({"no-legal-move", "", "the start position has no legal move"});
}

} // namespace

std::vector<VariantWarning> variant_warnings(const Variant& v) {
    std::vector<VariantWarning> out;
    // Each check on its own: one that fails on an unusual variant (a copy the board refuses)
    // leaves the others' warnings standing.
    const auto guarded = [&](auto&& check) {
        try {
            check();
        } catch (const std::bad_alloc&) {
            throw;
        } catch (const std::exception&) {
        }
    };
    guarded([&] { check_ranges_and_leaps(v, out); });
    VariantPtr board;
    guarded([&] { board = detail::diagram_board(v, InitialSquares::AsDefined); });
    if (board) {
        guarded([&] { check_never_moves(v, board, out); });
        guarded([&] { check_promotions(v, board, out); });
    }
    guarded([&] { check_identical(v, out); });
    guarded([&] { check_overlaps(v, out); });
    guarded([&] { check_start(v, out); });
    return out;
}

} // namespace varia
