// Compound turns from data (compound_turns.hpp): generation, side effects, the royal-capture
// legality test and position checks. Turns are tried out on a copy of the cells, never on the
// position itself, so nothing here allocates.
#include "varia/compound_turns.hpp"

#include "varia/errors.hpp"
#include "varia/move.hpp"

#include <algorithm>
#include <cstdlib>

namespace varia {

namespace {

/// The cells of a position, copied so that turns can be tried out without touching it.
using Cells = std::array<Piece, NoSquare>;

Cells cells_of(const Position& pos) noexcept {
    Cells cells{};
    for (Square s : pos.occupied()) cells[s] = pos.piece_at(s);
    return cells;
}

/// The real square (dx, dy) away from s, or NoSquare (off the board or a hole).
Square shift(const Geometry& geo, Square s, int dx, int dy) noexcept {
    const int f = file_of(s) + dx;
    const int r = rank_of(s) + dy;
    if (f < 0 || r < 0 || f >= geo.width() || r >= geo.height()) return NoSquare;
    const Square t = make_square(f, r);
    return geo.contains(t) ? t : NoSquare;
}

constexpr std::array<Vec, 8> neighbours{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

bool has_type(std::uint32_t mask, Piece p) noexcept { return !p.none() && (mask >> p.type() & 1U); }

/// The rank colour c's pieces enter for a remote capture: the opponent's back row.
int target_rank(const Variant& v, Color c) noexcept { return v.relative_rank(c, v.height - 1); }

/// A short list of squares (custodian victims, remote-capture targets).
struct Squares {
    std::array<Square, 64> squares{};
    int count = 0;
    void add(Square s) noexcept {
        if (count < static_cast<int>(squares.size())) squares[count++] = s;
    }
};

/// Custodian captures by a piece of colour `us` that has just stepped from `from` to `to`;
/// `cells` shows the board after the replacement capture.
Squares custodian_victims(const CompoundRules& rules, const Geometry& geo, const Cells& cells, Color us,
                          Square from, Square to, int back_row) noexcept {
    Squares out;
    if (has_type(rules.quiet_on_back_row, cells[to]) && rank_of(from) == back_row) return out;
    for (Vec d : rules.custodian_directions) {
        const Square v = shift(geo, to, d.dx, d.dy);
        if (v == NoSquare || cells[v].none() || cells[v].color() == us) continue;
        const Square q = shift(geo, v, d.dx, d.dy);
        if (q == NoSquare || cells[q].none() || cells[q].color() != us) continue;
        out.add(v);
    }
    return out;
}

/// The enemy pieces a piece of type `mover` and colour `us` may remove on entering the back row.
Squares remote_targets(const CompoundRules& rules, const Geometry& geo, const Cells& cells, Color us,
                       PieceTypeId mover) noexcept {
    Squares out;
    const auto& order = rules.entry_targets[mover];
    if (order.empty()) return out;
    std::uint32_t present = 0;
    for (Square s : geo.squares())
        if (!cells[s].none() && cells[s].color() != us) present |= 1U << cells[s].type();
    std::uint32_t eligible = 0;
    for (const EntryTarget& t : order)
        if ((present & t.unless) == 0) eligible |= 1U << t.type;
    for (Square s : geo.squares())
        if (!cells[s].none() && cells[s].color() != us && has_type(eligible, cells[s])) out.add(s);
    return out;
}

/// True when a single step from `from` can take the royal piece on `royal`: only a step from at
/// most two squares away (replacement, custodian capture next to it) or from the rank before the
/// back row (remote capture) can.
bool may_reach(Square from, Square royal, int before_back_row) noexcept {
    const int distance = std::max(std::abs(file_of(from) - file_of(royal)), std::abs(rank_of(from) - rank_of(royal)));
    return distance <= 2 || rank_of(from) == before_back_row;
}

/// Calls visit(move, takes_royal) for every turn of `us` on `cells` that starts with the given
/// placement (Move::no_square: none; the placed piece already stands on `cells`), stopping as soon
/// as visit returns true. Returns whether it stopped. `cells` is unchanged on return. With a
/// `focus` square (the enemy royal piece), only steps that could take it are tried.
template <class Visit>
bool for_each_turn(const Variant& v, const CompoundRules& rules, Cells& cells, Color us, int sideways,
                   std::uint8_t placed, Square focus, Visit&& visit) {
    const Geometry& geo = v.geometry();
    const std::uint32_t royal = v.royal_types();
    const int back_row = target_rank(v, us);
    const int before_back_row = back_row == 0 ? 1 : back_row - 1;
    const bool sideways_blocked = rules.sideways_limit > 0 && sideways >= rules.sideways_limit;
    for (Square from : geo.squares()) {
        const Piece piece = cells[from];
        if (piece.none() || piece.color() != us) continue;
        if (focus != NoSquare && !may_reach(from, focus, before_back_row)) continue;
        for (const Ray& ray : v.rays(us, piece.type())) {
            const Square to = geo.step(from, ray.dir);
            if (to == NoSquare) continue;
            const Piece target = cells[to];
            if (target.none() ? !ray.can_move() : (target.color() == us || !ray.can_capture())) continue;
            if (sideways_blocked && rank_of(to) == rank_of(from)) continue;
            cells[to] = piece;
            cells[from] = Piece();
            const Squares victims = custodian_victims(rules, geo, cells, us, from, to, back_row);
            bool takes_royal = has_type(royal, target);
            std::array<Piece, Position::max_effect_removals> taken{};
            for (int i = 0; i < victims.count; ++i) {
                taken[i] = cells[victims.squares[i]];
                takes_royal = takes_royal || has_type(royal, taken[i]);
                cells[victims.squares[i]] = Piece();
            }
            const auto f = static_cast<std::uint8_t>(from);
            const auto t = static_cast<std::uint8_t>(to);
            bool stop = false;
            const Squares targets = takes_royal || rank_of(to) != back_row || rank_of(from) == back_row
                                        ? Squares{}
                                        : remote_targets(rules, geo, cells, us, piece.type());
            if (targets.count > 0) {
                for (int i = 0; i < targets.count && !stop; ++i) {
                    const Square x = targets.squares[i];
                    stop = visit(Move{f, t, MoveKind::Compound, placed, static_cast<std::uint8_t>(x)},
                                 has_type(royal, cells[x]));
                }
            } else {
                stop = visit(Move{f, t, MoveKind::Compound, placed, Move::no_square}, takes_royal);
            }
            for (int i = 0; i < victims.count; ++i) cells[victims.squares[i]] = taken[i];
            cells[from] = piece;
            cells[to] = target;
            if (stop) return true;
        }
    }
    return false;
}

Square royal_square(const Variant& v, const Cells& cells, Color c) noexcept {
    for (Square s : v.geometry().squares())
        if (has_type(v.royal_types(), cells[s]) && cells[s].color() == c) return s;
    return NoSquare;
}

/// Every turn of `us`: without placement, then, when `may_place`, after each placement next to
/// the own royal piece. Stops like for_each_turn().
template <class Visit>
bool for_each_turn_with_placements(const Variant& v, const CompoundRules& rules, Cells& cells, Color us,
                                   int sideways, bool may_place, Square focus, Visit&& visit) {
    if (for_each_turn(v, rules, cells, us, sideways, Move::no_square, focus, visit)) return true;
    if (!may_place) return false;
    const Geometry& geo = v.geometry();
    const Square king = royal_square(v, cells, us);
    if (king == NoSquare) return false;
    for (Vec d : neighbours) {
        const Square s = shift(geo, king, d.dx, d.dy);
        if (s == NoSquare || !cells[s].none()) continue;
        cells[s] = Piece(*v.placement_type, us);
        const bool stop = for_each_turn(v, rules, cells, us, sideways, static_cast<std::uint8_t>(s), focus, visit);
        cells[s] = Piece();
        if (stop) return true;
    }
    return false;
}

bool can_take(const Variant& v, const CompoundRules& rules, Cells& cells, Color by, int sideways, bool may_place) {
    const Square target = royal_square(v, cells, ~by);
    if (target == NoSquare) return false;
    return for_each_turn_with_placements(v, rules, cells, by, sideways, may_place, target,
                                         [](const Move&, bool takes_royal) { return takes_royal; });
}

/// Side c may place this turn: the flag is set and the placement piece is in hand.
bool placement_right(const Position& pos, Color c) noexcept {
    const Variant& v = pos.variant();
    return (pos.rule_flags() & 1U) != 0 && pos.hand_count(c, *v.placement_type) > 0;
}

bool has_royal(const Position& pos, Color c) noexcept { return !pos.pieces(c, *pos.variant().royal_type()).empty(); }

// ---- the hooks ----

void generate_turns(const CompoundRules& rules, const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    if (!has_royal(pos, us) || !has_royal(pos, ~us)) return; // the game is over
    Cells cells = cells_of(pos);
    for_each_turn_with_placements(pos.variant(), rules, cells, us, pos.side_counter(us), placement_right(pos, us),
                                  NoSquare, [&out](const Move& m, bool) {
                                      out.push_back(m);
                                      return false;
                                  });
}

bool mover_safe(const CompoundRules& rules, const Position& after, Color mover) {
    const Color them = ~mover;
    if (!has_royal(after, them)) return true; // taking the royal piece is always legal
    Cells cells = cells_of(after);
    return !can_take(after.variant(), rules, cells, them, after.side_counter(them), placement_right(after, them));
}

bool in_check(const CompoundRules& rules, const Position& pos) {
    const Color them = ~pos.side_to_move();
    Cells cells = cells_of(pos);
    return can_take(pos.variant(), rules, cells, them, pos.side_counter(them), false);
}

void apply_effects(const CompoundRules& rules, Position& pos, const Move& m, Piece captured) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    const Color us = pos.side_to_move();
    const Color them = ~us;
    Cells cells = cells_of(pos);
    bool trigger = has_type(rules.placement_triggers, captured);
    bool royal_taken = has_type(v.royal_types(), captured);
    const Squares victims = custodian_victims(rules, geo, cells, us, m.from, m.to, target_rank(v, us));
    for (int i = 0; i < victims.count; ++i) {
        const Square s = victims.squares[i];
        trigger = trigger || has_type(rules.placement_triggers, cells[s]);
        royal_taken = royal_taken || has_type(v.royal_types(), cells[s]);
        pos.remove_by_effect(s);
        cells[s] = Piece();
    }
    if (!royal_taken && m.aux != Move::no_square && !cells[m.aux].none()) {
        trigger = trigger || has_type(rules.placement_triggers, cells[m.aux]);
        pos.remove_by_effect(m.aux);
        cells[m.aux] = Piece();
    }
    const int sideways = rank_of(m.from) == rank_of(m.to) ? pos.side_counter(us) + 1 : 0;
    if (rules.sideways_limit > 0) pos.set_side_counter(us, std::min(sideways, rules.sideways_limit));
    const bool right = pos.hand_count(them, *v.placement_type) > 0 &&
                       (trigger || can_take(v, rules, cells, us, pos.side_counter(us), false));
    pos.set_rule_flags(right ? 1 : 0);
}

void validate(const CompoundRules& rules, Position& pos) {
    const Variant& v = pos.variant();
    const PieceTypeId placed = *v.placement_type;
    for (Color c : {Color::White, Color::Black}) {
        const char* side = c == Color::White ? "White" : "Black";
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if (t != placed && pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0)
                throw ParseError("hand", std::string(1, v.piece_types[t].letter),
                                 std::string(side) + " holds a " + v.piece_types[t].name + " in hand; only a " +
                                     v.piece_types[placed].name + " can be in hand in " + v.name);
        const int owned = pos.hand_count(c, placed) + pos.pieces(c, placed).count();
        if (rules.placement_pieces_per_side > 0 && owned > rules.placement_pieces_per_side)
            throw ParseError("hand", pos.text(),
                             std::string(side) + " has " + std::to_string(owned) + " " + v.piece_types[placed].name +
                                 "s on the board and in hand; at most " +
                                 std::to_string(rules.placement_pieces_per_side) + " allowed");
    }
    if (pos.hand_count(pos.side_to_move(), placed) == 0) pos.set_rule_flags(0); // the flag needs a piece to place
}

} // namespace

void install_compound_turns(Variant& v, CompoundRules rules) {
    std::uint32_t royals = 0;
    for (const PieceType& pt : v.piece_types) royals += pt.royal ? 1U : 0U;
    if (royals != 1) throw ParseError("rules", v.name, "compound turns need exactly one royal piece type");
    if (!v.placement_type || *v.placement_type >= v.piece_types.size())
        throw ParseError("rules", v.name, "compound turns need a placement piece type");
    for (const PieceType& pt : v.piece_types)
        for (const Atom& atom : pt.atoms)
            if (atom.range != 1 || atom.hop != Hop::None || atom.lame || atom.jump_first || atom.initial_only)
                throw ParseError("pieces", pt.name, "compound turns support single-step pieces only");
    v.has_hands = true;
    v.state_fields.counter_max = rules.sideways_limit;
    if (rules.custodian_directions.size() >= static_cast<std::size_t>(Position::max_effect_removals))
        throw ParseError("rules", v.name, "too many custodian directions");
    auto r = std::make_shared<const CompoundRules>(std::move(rules));
    v.compound = r;
    v.hooks.generate_turns = [r](const Position& pos, MoveList& out) { generate_turns(*r, pos, out); };
    v.hooks.apply_effects = [r](Position& pos, const Move& m, Piece captured) { apply_effects(*r, pos, m, captured); };
    v.hooks.mover_safe = [r](const Position& after, Color mover) { return mover_safe(*r, after, mover); };
    v.hooks.in_check = [r](const Position& pos) { return in_check(*r, pos); };
    v.hooks.validate = [r](Position& pos) { validate(*r, pos); };
}

bool can_take_royal(const Position& pos, Color by, bool may_place) {
    const Variant& v = pos.variant();
    if (!v.compound) throw OptionError("variant " + v.name + " has no compound turns");
    Cells cells = cells_of(pos);
    return can_take(v, *v.compound, cells, by, pos.side_counter(by), may_place);
}

} // namespace varia
