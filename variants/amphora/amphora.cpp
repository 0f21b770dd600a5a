// Amphora: turns, side effects, check and game end (amphora.md §5–§10, R3–R20).
#include "amphora/amphora.hpp"

#include "varia/errors.hpp"
#include "varia/move.hpp"

#include <array>

namespace varia::variants {

namespace {

/// What the module needs to know about the variant, read once when it is installed.
struct Rules {
    PieceTypeId king = 0;
    PieceTypeId guard = 0;
    PieceTypeId pawn = 0;
    bool guard_cascade = false;         ///< option guard_telekinesis_cascade (R10)
    bool backrow_pawns_quiet = false;   ///< option backrow_pawns_never_capture (R15)
};

constexpr int max_sideways = 3; // §8, R14

/// The cells of a position, copied so that turns can be tried out without touching it.
using Cells = std::array<Piece, NoSquare>;

Cells cells_of(const Position& pos) {
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

constexpr std::array<Vec, 4> diagonals{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
constexpr std::array<Vec, 8> neighbours{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

bool is(Piece p, Color c, PieceTypeId t) noexcept { return !p.none() && p.color() == c && p.type() == t; }

/// The rank colour c's pieces enter to use telekinesis: the opponent's back row (R2).
int target_rank(const Variant& v, Color c) noexcept { return v.relative_rank(c, v.height - 1); }

/// Up to four sandwiched squares.
struct Victims {
    std::array<Square, 4> squares{};
    int count = 0;
};

/// Interception (§7.2, R6–R8, R15): the enemy pieces diagonally next to `to`, where a piece of
/// colour `us` has just arrived from `from`, with a piece of `us` right behind them. `cells`
/// shows the board after the replacement capture.
Victims interceptions(const Rules& rules, const Geometry& geo, const Cells& cells, Color us, Square from,
                      Square to, int back_row) noexcept {
    Victims out;
    if (rules.backrow_pawns_quiet && cells[to].type() == rules.pawn && rank_of(from) == back_row) return out;
    for (Vec d : diagonals) {
        const Square v = shift(geo, to, d.dx, d.dy);
        if (v == NoSquare || cells[v].none() || cells[v].color() == us) continue;
        const Square q = shift(geo, v, d.dx, d.dy);
        if (q == NoSquare || cells[q].none() || cells[q].color() != us) continue;
        out.squares[out.count++] = v;
    }
    return out;
}

/// Up to seven Pawns, a Guard and a King.
struct Targets {
    std::array<Square, 16> squares{};
    int count = 0;
    void add(Square s) noexcept { squares[count++] = s; }
};

/// Telekinesis (§7.3, R10, R11): the enemy pieces a piece of type `mover` of colour `us` may
/// remove on entering the back row, on the board `cells` after the move's other captures.
Targets telekinesis_targets(const Rules& rules, const Geometry& geo, const Cells& cells, Color us,
                            PieceTypeId mover) noexcept {
    const Color them = ~us;
    Targets pawns;
    Square guard = NoSquare;
    Square king = NoSquare;
    for (Square s : geo.squares()) {
        const Piece p = cells[s];
        if (p.none() || p.color() != them) continue;
        if (p.type() == rules.pawn) pawns.add(s);
        else if (p.type() == rules.guard) guard = s;
        else if (p.type() == rules.king) king = s;
    }
    Targets out;
    if (mover == rules.king) {
        if (king != NoSquare) out.add(king);
    } else if (mover == rules.pawn) {
        if (pawns.count > 0) out = pawns;
        else if (guard != NoSquare) out.add(guard);
        else if (king != NoSquare) out.add(king);
    } else {
        out = pawns;
        if (guard != NoSquare) out.add(guard);
        const bool king_eligible = guard == NoSquare && (!rules.guard_cascade || pawns.count == 0);
        if (king_eligible && king != NoSquare) out.add(king);
    }
    return out;
}

/// Calls visit(move, takes_king) for every turn of `us` on `cells` that starts with the given
/// placement (Move::no_square: none; the placed Guard must already stand on `cells`), stopping
/// as soon as visit returns true. Returns whether it stopped. `cells` is unchanged on return.
template <class Visit>
bool for_each_turn(const Variant& v, const Rules& rules, Cells& cells, Color us, int sideways,
                   std::uint8_t placed, Visit&& visit) {
    const Geometry& geo = v.geometry();
    const int back_row = target_rank(v, us);
    for (Square from : geo.squares()) {
        const Piece piece = cells[from];
        if (piece.none() || piece.color() != us) continue;
        for (const Ray& ray : v.rays(us, piece.type())) {
            const Square to = geo.step(from, ray.dir);
            if (to == NoSquare) continue;
            const Piece target = cells[to];
            if (target.none() ? !ray.can_move() : (target.color() == us || !ray.can_capture())) continue;
            if (rank_of(to) == rank_of(from) && sideways >= max_sideways) continue; // §8
            cells[to] = piece;
            cells[from] = Piece();
            const Victims victims = interceptions(rules, geo, cells, us, from, to, back_row);
            bool takes_king = target.type() == rules.king && !target.none();
            std::array<Piece, 4> taken{};
            for (int i = 0; i < victims.count; ++i) {
                taken[i] = cells[victims.squares[i]];
                takes_king = takes_king || taken[i].type() == rules.king;
                cells[victims.squares[i]] = Piece();
            }
            const auto f = static_cast<std::uint8_t>(from);
            const auto t = static_cast<std::uint8_t>(to);
            bool stop = false;
            if (!takes_king && rank_of(to) == back_row && rank_of(from) != back_row) { // §7.3, R13, R19
                const Targets targets = telekinesis_targets(rules, geo, cells, us, piece.type());
                for (int i = 0; i < targets.count && !stop; ++i) {
                    const Square x = targets.squares[i];
                    stop = visit(Move{f, t, MoveKind::Compound, placed, static_cast<std::uint8_t>(x)},
                                 cells[x].type() == rules.king);
                }
            } else {
                stop = visit(Move{f, t, MoveKind::Compound, placed, Move::no_square}, takes_king);
            }
            for (int i = 0; i < victims.count; ++i) cells[victims.squares[i]] = taken[i];
            cells[from] = piece;
            cells[to] = target;
            if (stop) return true;
        }
    }
    return false;
}

Square king_square(const Rules& rules, const Geometry& geo, const Cells& cells, Color c) noexcept {
    for (Square s : geo.squares())
        if (is(cells[s], c, rules.king)) return s;
    return NoSquare;
}

/// Calls visit(move, takes_king) for every turn of `us`: without placement, then, when
/// `may_place`, after each placement of the Guard next to the own King (§6). Stops like
/// for_each_turn().
template <class Visit>
bool for_each_turn_with_placements(const Variant& v, const Rules& rules, Cells& cells, Color us, int sideways,
                                   bool may_place, Visit&& visit) {
    if (for_each_turn(v, rules, cells, us, sideways, Move::no_square, visit)) return true;
    if (!may_place) return false;
    const Geometry& geo = v.geometry();
    const Square king = king_square(rules, geo, cells, us);
    if (king == NoSquare) return false;
    for (Vec d : neighbours) {
        const Square s = shift(geo, king, d.dx, d.dy);
        if (s == NoSquare || !cells[s].none()) continue;
        cells[s] = Piece(rules.guard, us);
        const bool stop = for_each_turn(v, rules, cells, us, sideways, static_cast<std::uint8_t>(s), visit);
        cells[s] = Piece();
        if (stop) return true;
    }
    return false;
}

bool can_take_king(const Variant& v, const Rules& rules, Cells& cells, Color by, int sideways, bool may_place) {
    if (king_square(rules, v.geometry(), cells, ~by) == NoSquare) return false;
    return for_each_turn_with_placements(v, rules, cells, by, sideways, may_place,
                                         [](const Move&, bool takes_king) { return takes_king; });
}

/// The side to move may place its Guard this turn (§6, R20): the flag is set and the Guard is in hand.
bool placement_right(const Position& pos, const Rules& rules, Color c) noexcept {
    return (pos.rule_flags() & 1U) != 0 && pos.hand_count(c, rules.guard) > 0;
}

// ---- the hooks ----

void generate_turns(const Rules& rules, const Position& pos, MoveList& out) {
    const Color us = pos.side_to_move();
    if (pos.pieces(us, rules.king).empty() || pos.pieces(~us, rules.king).empty()) return; // game over (§10)
    Cells cells = cells_of(pos);
    for_each_turn_with_placements(pos.variant(), rules, cells, us, pos.side_counter(us),
                                  placement_right(pos, rules, us), [&out](const Move& m, bool) {
                                      out.push_back(m);
                                      return false;
                                  });
}

/// §9.2, R5, R19: after the turn the opponent (to move in `after`) cannot take the mover's King,
/// placing its Guard first if it has the right; a turn that took the enemy King is always legal.
bool mover_safe(const Rules& rules, const Position& after, Color mover) {
    const Color them = ~mover;
    if (after.pieces(them, rules.king).empty()) return true;
    Cells cells = cells_of(after);
    return !can_take_king(after.variant(), rules, cells, them, after.side_counter(them),
                          placement_right(after, rules, them));
}

/// §9.1, R4: the opponent, moving now without placement, could take the King of the side to move.
bool in_check(const Rules& rules, const Position& pos) {
    const Color them = ~pos.side_to_move();
    Cells cells = cells_of(pos);
    return can_take_king(pos.variant(), rules, cells, them, pos.side_counter(them), false);
}

/// §5.3 and §5.5: interception, telekinesis, the sideways counter and the opponent's placement right.
void apply_effects(const Rules& rules, Position& pos, const Move& m, Piece captured) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    const Color us = pos.side_to_move();
    const Color them = ~us;
    Cells cells = cells_of(pos);
    bool pawn_lost = is(captured, them, rules.pawn);
    bool king_taken = is(captured, them, rules.king);
    const Victims victims = interceptions(rules, geo, cells, us, m.from, m.to, target_rank(v, us));
    for (int i = 0; i < victims.count; ++i) {
        const Square s = victims.squares[i];
        pawn_lost = pawn_lost || cells[s].type() == rules.pawn;
        king_taken = king_taken || cells[s].type() == rules.king;
        pos.remove_by_effect(s);
        cells[s] = Piece();
    }
    if (!king_taken && m.aux != Move::no_square && !cells[m.aux].none()) { // R12, R19
        pawn_lost = pawn_lost || cells[m.aux].type() == rules.pawn;
        pos.remove_by_effect(m.aux);
        cells[m.aux] = Piece();
    }
    const int sideways = rank_of(m.from) == rank_of(m.to) ? pos.side_counter(us) + 1 : 0; // §8
    pos.set_side_counter(us, sideways);
    const bool right = pos.hand_count(them, rules.guard) > 0 &&
                       (pawn_lost || can_take_king(v, rules, cells, us, sideways, false)); // §6
    pos.set_rule_flags(right ? 1 : 0);
}

/// §12, R17, R20: only Guards in hand, one Guard per side; no placement right without a Guard in hand.
void validate(const Rules& rules, Position& pos) {
    const Variant& v = pos.variant();
    for (Color c : {Color::White, Color::Black}) {
        for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
            const auto type = static_cast<PieceTypeId>(t);
            if (type != rules.guard && pos.hand_count(c, type) > 0)
                throw ParseError("hand", std::string(1, v.piece_types[t].letter),
                                 "only a Guard can be in hand in amphora, not a " + v.piece_types[t].name);
        }
        const int guards = pos.hand_count(c, rules.guard) + pos.pieces(c, rules.guard).count();
        if (guards > 1)
            throw ParseError("hand", pos.text(),
                             std::string(c == Color::White ? "White" : "Black") + " has " + std::to_string(guards) +
                                 " Guards; each side has one");
    }
    if (pos.hand_count(pos.side_to_move(), rules.guard) == 0) pos.set_rule_flags(0);
}

PieceTypeId type_of(const Variant& v, char letter) {
    const auto type = v.type_of_letter(letter);
    if (!type) throw ParseError("pieces", std::string(1, letter), "the amphora rule module needs the piece letter " +
                                                                      std::string(1, letter));
    return *type;
}

bool flag(const Variant& v, const std::string& name) {
    for (const OptionSpec& spec : v.options)
        if (spec.name == name && spec.type == "bool") return v.option_flag(name);
    throw ParseError("options", name, "the amphora rule module needs the bool option '" + name + "'");
}

Rules rules_of(const Variant& v) {
    Rules rules;
    rules.king = type_of(v, 'K');
    rules.guard = type_of(v, 'G');
    rules.pawn = type_of(v, 'P');
    rules.guard_cascade = flag(v, "guard_telekinesis_cascade");      // R10
    rules.backrow_pawns_quiet = flag(v, "backrow_pawns_never_capture"); // R15
    return rules;
}

} // namespace

bool amphora_can_take_king(const Position& pos, Color by, bool may_place) noexcept {
    try {
        const Rules rules = rules_of(pos.variant());
        Cells cells = cells_of(pos);
        return can_take_king(pos.variant(), rules, cells, by, pos.side_counter(by), may_place);
    } catch (...) {
        return false; // not an Amphora position
    }
}

void install_amphora(Variant& v) {
    const Rules rules = rules_of(v);
    v.placement_type = rules.guard;
    v.state_fields = StateFields{"sideways", max_sideways, "place"};
    v.has_hands = true;
    v.royals_per_side = 1;
    v.draws = DrawRules{0, 0, false, true}; // §10, R16: no draws; no legal turn loses
    v.hooks.generate_turns = [rules](const Position& pos, MoveList& out) { generate_turns(rules, pos, out); };
    v.hooks.apply_effects = [rules](Position& pos, const Move& m, Piece captured) {
        apply_effects(rules, pos, m, captured);
    };
    v.hooks.mover_safe = [rules](const Position& after, Color mover) { return mover_safe(rules, after, mover); };
    v.hooks.in_check = [rules](const Position& pos) { return in_check(rules, pos); };
    v.hooks.validate = [rules](Position& pos) { validate(rules, pos); };
}

} // namespace varia::variants
