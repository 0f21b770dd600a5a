#pragma once
// The attack test and its reverse lookups, for any board view: a Position, or a BoardOverlay
// (a position with a few squares seen differently). A view offers piece_at(s), pieces(c) and
// variant(). Position::attacked() and the building blocks of movegen.hpp are instances of these.

#include <bit>

#include "varia/board_overlay.hpp"
#include "varia/position.hpp"

namespace varia::attacks {


/// Whether `target` lies on the line from `from` in direction `d` within `range` steps: every
/// square a ray can reach, over pieces or not, does. A cheap test before walking the ray.
[[gnu::always_inline]] inline bool on_line(Square from, Vec d, int range, Square target) noexcept {
    const int dx = file_of(target) - file_of(from);
    const int dy = rank_of(target) - rank_of(from);
    int k = 0;
    if (d.dx != 0) {
        if (dx % d.dx != 0) return false;
        k = dx / d.dx;
    } else {
        if (dx != 0 || dy % d.dy != 0) return false;
        k = dy / d.dy;
    }
    return k >= 1 && k <= range && dy == k * d.dy;
}

/// How many steps of its direction a ray can reach at most (a friendly leap lands two away).
inline int reach(const Ray& ray) noexcept { return ray.hop == Hop::FriendlyLeap ? 2 : ray.range; }

/// Whether `ray` from `from` could end on `target` on an empty board (a bent ray: always, since
/// its one landing square is found at once): the cheap test before ray_reaches() or
/// locust_reaches().
inline bool could_land(const Geometry& geo, Square from, const Ray& ray, Square target) noexcept {
    if (ray.hop == Hop::Bent) return true;
    return on_line(from, geo.direction(ray.dir), ray.locust_modes != 0 ? 2 * ray.range : reach(ray), target);
}

/// The end of a bent path from `from`: `first_steps` steps with `first`, then `second_steps` with
/// `second`, every square passed empty; NoSquare when one is not or the path leaves the board.
template <class View>
Square bent_path_end(const View& b, Square from, const Square* first, int first_steps, const Square* second,
                     int second_steps) noexcept {
    const int steps = first_steps + second_steps;
    Square s = from;
    for (int k = 1; k <= steps; ++k) {
        s = (k <= first_steps ? first : second)[s];
        if (s == NoSquare) return NoSquare;
        if (k < steps && !b.piece_at(s).none()) return NoSquare;
    }
    return s;
}

/// Where an oblique lame leap (Hop::Bent) from `from` lands when every square it passes is empty;
/// NoSquare when a piece blocks it or it leaves the board.
template <class View>
Square bent_landing(const View& b, const Ray& ray, Square from) noexcept {
    const Geometry& geo = b.variant().geometry();
    return bent_path_end(b, from, geo.steps(ray.dir), ray.range, geo.steps(ray.bend), ray.bend_steps);
}

/// The square a walk of `line` from `target` ends on when every square it passes is empty (where
/// a bent leap's attacker would stand) and it holds a piece, or NoSquare.
template <class View>
Square bent_attacker(const View& b, Square target, const BentLine& line) noexcept {
    const Square s = bent_path_end(b, target, line.bend_next, line.bend_steps, line.next, line.steps);
    return s == NoSquare || b.piece_at(s).none() || b.piece_at(s).is_wall() ? NoSquare : s;
}

/// True when a friendly leap (stepping with `next`) of a piece of colour `c` on `from` lands on
/// `target`: the square between holds a piece of colour `c` that may serve as the hurdle.
template <class View>
bool friendly_leap_reaches(const View& b, Color c, const Square* next, Square from, Square target) noexcept {
    const Square hurdle = next[from];
    if (hurdle == NoSquare || next[hurdle] != target) return false;
    const Piece p = b.piece_at(hurdle);
    const Variant& v = b.variant();
    return !p.none() && !p.is_wall() && p.color() == c &&
           (v.friendly_leap_over_royal || !(v.royal_types() >> p.type() & 1U));
}

/// PieceType::hop_screen_excluded and hop_capture_excluded: whether a hopping move of type t may
/// jump `screen` and reach a square holding `target` (none: any empty square).
inline bool hop_allowed(const Variant& v, PieceTypeId t, Piece screen, Piece target) noexcept {
    const PieceType& type = v.piece_types[t];
    return !(type.hop_screen_excluded >> screen.type() & 1U) &&
           (target.none() || !(type.hop_capture_excluded >> target.type() & 1U));
}

/// True when a piece of colour `c` on `from` could end a walk of `ray` on `target` (the target's
/// own contents are not looked at: a capture if something stands there, a move if not). Used
/// where no reverse lookup applies.
template <class View>
bool ray_reaches(const View& b, Color c, Square from, const Ray& ray, Square target) noexcept {
    const Variant& v = b.variant();
    if (!v.usable_from(c, b.piece_at(from).type(), ray, from)) return false;
    if (ray.hop == Hop::Bent) return bent_landing(b, ray, from) == target;
    const Square* next = v.geometry().steps(ray.dir);
    if (ray.hop == Hop::FriendlyLeap) return friendly_leap_reaches(b, c, next, from, target);
    Square s = from;
    bool screened = ray.hop == Hop::None;
    int after_screen = 0;
    for (int k = 1; k <= ray.range; ++k) {
        s = next[s];
        if (s == NoSquare) return false;
        if (screened && ray.hop != Hop::None) ++after_screen;
        if (s == target)
            return screened && k >= ray.min_range && !(k == 1 && ray.jump_first) &&
                   (ray.hop != Hop::Grasshopper || after_screen == 1);
        if (k == 1 && ray.jump_first) continue;
        if (b.piece_at(s).none()) continue;
        if (screened) return false; // blocked (a hopper's second piece, or any piece for a plain ray)
        if (!hop_allowed(v, b.piece_at(from).type(), b.piece_at(s), b.piece_at(target))) return false;
        screened = true;
    }
    return false;
}

/// Like ray_reaches() for a locust ray: true when a piece of colour `c` on `from` could take a
/// piece standing on `target` with this ray, either as the victim of the first leg (the move must
/// then be able to finish: the second leg has an empty square or an enemy piece to go to) or by
/// the second leg's capture. `target` counts as an enemy piece of `c`, whatever stands there.
/// With `to_empty`, instead: true when the move can end on the empty square `target`.
template <class View>
bool locust_reaches(const View& b, Color c, Square from, const Ray& ray, Square target, bool to_empty = false) noexcept {
    const Variant& v = b.variant();
    if (!v.usable_from(c, b.piece_at(from).type(), ray, from)) return false;
    const Square* next = v.geometry().steps(ray.dir);
    Square victim = from;
    int k = 0;
    do {
        victim = next[victim];
        ++k;
    } while (victim != NoSquare && k <= ray.range && victim != target && b.piece_at(victim).none());
    if (victim == NoSquare || k > ray.range) return false;
    const bool target_is_victim = victim == target;
    if (to_empty && target_is_victim) return false;
    if (target_is_victim && !(ray.modes & modes::capture)) return false;
    if (!target_is_victim && !v.locust_can_take(b.piece_at(victim), c, ray.modes)) return false;
    Square s = victim;
    for (k = 1; k <= ray.range; ++k) {
        s = next[s];
        if (s == NoSquare) return false;
        if (s == target) return (ray.locust_modes & (to_empty ? modes::move : modes::capture)) != 0;
        const Piece p = b.piece_at(s);
        if (p.none()) {
            if (target_is_victim && (ray.locust_modes & modes::move)) return true;
            continue;
        }
        return target_is_victim && v.locust_can_take(p, c, ray.locust_modes);
    }
    return false;
}

/// The locust attacker of `line` that attacks `s` (LocustAttack), or NoSquare.
template <class View>
Square locust_attacker(const View& b, Square s, Color by, const LocustAttack& line) noexcept {
    const Variant& v = b.variant();
    const Square* back = line.back_steps;
    const Square* forward = line.forward_steps;
    const auto is_attacker = [&](Piece p) { return !p.none() && p.color() == by && p.type() == line.type; };
    // The first piece behind `from` within one leg, or NoSquare.
    const auto first_behind = [&](Square from) {
        Square t = from;
        int k = 0;
        do {
            t = back[t];
            ++k;
        } while (t != NoSquare && k <= line.range && b.piece_at(t).none());
        return k > line.range ? NoSquare : t;
    };
    const Square first = first_behind(s);
    if (first == NoSquare) return NoSquare;
    const Piece p1 = b.piece_at(first);
    // The target as the first leg's victim: the second leg goes on beyond it.
    if (is_attacker(p1) && (line.leg1 & modes::capture)) {
        Square t = s;
        for (int j = 1; j <= line.range; ++j) {
            t = forward[t];
            if (t == NoSquare) break;
            const Piece q = b.piece_at(t);
            if (q.none()) {
                if (line.leg2 & modes::move) return first;
                continue;
            }
            if (v.locust_can_take(q, by, line.leg2)) return first;
            break;
        }
    }
    // The target as the second leg's landing, over the first piece as the victim.
    if (!(line.leg2 & modes::capture) || !v.locust_can_take(p1, by, line.leg1)) return NoSquare;
    const Square attacker = first_behind(first);
    if (attacker == NoSquare || !is_attacker(b.piece_at(attacker))) return NoSquare;
    return attacker;
}

/// The first piece met walking `line` from `s` when it is of colour `by` and of a type (in
/// `type_mask`) that the line lists at that distance; NoSquare otherwise.
template <class View>
[[gnu::always_inline]] inline Square line_attacker(const View& b, Square s, Color by, const AttackLine& line,
                                                   std::uint32_t type_mask) noexcept {
    Square t = s;
    for (int k = 0; k < line.max_range; ++k) {
        t = line.next[t];
        if (t == NoSquare) return NoSquare;
        const Piece p = b.piece_at(t);
        if (p.none()) continue;
        return p.color() == by && ((line.types_at[k] & type_mask) >> p.type() & 1U) ? t : NoSquare;
    }
    return NoSquare;
}

/// The attacker of `line` (a HopperLine) that attacks `s`, with a type in `type_mask`, or
/// NoSquare: the first piece from `s` is the screen, the next one the attacker.
template <class View>
[[gnu::always_inline]] inline Square hopper_attacker(const View& b, Square s, Color by, const HopperLine& line,
                                                     std::uint32_t type_mask) noexcept {
    const Square* next = line.next;
    Square screen = next[s];
    const bool adjacent = screen != NoSquare && !b.piece_at(screen).none();
    while (screen != NoSquare && b.piece_at(screen).none()) screen = next[screen];
    if (screen == NoSquare) return NoSquare;
    Square t = next[screen];
    while (t != NoSquare && b.piece_at(t).none()) t = next[t];
    if (t == NoSquare || b.piece_at(t).color() != by) return NoSquare;
    const std::uint32_t types = (line.cannon_types | (adjacent ? line.grasshopper_types : 0U)) & type_mask;
    if (!(types >> b.piece_at(t).type() & 1U)) return NoSquare;
    return hop_allowed(b.variant(), b.piece_at(t).type(), b.piece_at(screen), b.piece_at(s)) ? t : NoSquare;
}

/// The attacker of `line` (a FriendlyLeapLine: a leap over a piece of its own side) that attacks
/// `s`, with a type in `type_mask`, or NoSquare.
template <class View>
[[gnu::always_inline]] inline Square friendly_leap_attacker(const View& b, Square s, Color by,
                                                            const FriendlyLeapLine& line,
                                                            std::uint32_t type_mask) noexcept {
    const Variant& v = b.variant();
    const Square hurdle = line.next[s];
    if (hurdle == NoSquare) return NoSquare;
    const Square from = line.next[hurdle];
    if (from == NoSquare) return NoSquare;
    const Piece h = b.piece_at(hurdle);
    const Piece p = b.piece_at(from);
    if (h.none() || h.is_wall() || h.color() != by || p.none() || p.color() != by ||
        !((line.types & type_mask) >> p.type() & 1U))
        return NoSquare;
    if (!v.friendly_leap_over_royal && (v.royal_types() >> h.type() & 1U)) return NoSquare;
    return from;
}

/// `t` when it is NoSquare or inside the zone where its piece's zone-only moves are allowed (zone
/// attack and hopper lines); NoSquare otherwise.
template <class View>
[[gnu::always_inline]] inline Square in_zone(const View& b, Color by, Square t) noexcept {
    return t != NoSquare && b.variant().zone_squares(by, b.piece_at(t).type()).test(t) ? t : NoSquare;
}

/// The attacker of `line` (a BentLine) that attacks `s`, with a type in `type_mask`, or NoSquare.
template <class View>
[[gnu::always_inline]] inline Square bent_line_attacker(const View& b, Square s, Color by, const BentLine& line,
                                                        std::uint32_t type_mask) noexcept {
    const std::uint32_t types = line.types & type_mask;
    // Where the attacker would stand first (usually no attacker is there), then its path.
    const Square from = line.origin[s];
    if (from == NoSquare) return NoSquare;
    const Piece p = b.piece_at(from);
    if (p.none() || p.is_wall() || p.color() != by || !(types >> p.type() & 1U)) return NoSquare;
    return bent_attacker(b, s, line) == from ? from : NoSquare;
}

/// The attack test: pieces of colour `by` (types in `type_mask`) that attack `s`. With `Collect`,
/// every attacker's square is added to `found`; without, the first one found answers true.
template <bool Collect, class View, bool Masked = false>
bool scan_attackers(const View& b, Square s, Color by, std::uint32_t type_mask, SquareSet* found) noexcept {
    const Variant& v = b.variant();
    const Geometry& geo = v.geometry();
    bool any = false;
    for (const AttackLine& line : v.attack_lines(by)) {
        if constexpr (Masked)
            if (!(line.types & type_mask)) continue;
        if (const Square t = line_attacker(b, s, by, line, type_mask); t != NoSquare) {
            if constexpr (!Collect) return true;
            found->set(t);
            any = true;
        }
    }
    for (const HopperLine& line : v.hopper_lines(by)) {
        if constexpr (Masked)
            if (!((line.cannon_types | line.grasshopper_types) & type_mask)) continue;
        if (const Square t = hopper_attacker(b, s, by, line, type_mask); t != NoSquare) {
            if constexpr (!Collect) return true;
            found->set(t);
            any = true;
        }
    }
    for (const FriendlyLeapLine& line : v.friendly_leap_lines(by)) {
        if (!(line.types & type_mask)) continue;
        if (const Square from = friendly_leap_attacker(b, s, by, line, type_mask); from != NoSquare) {
            if constexpr (!Collect) return true;
            found->set(from);
            any = true;
        }
    }
    PieceTypeId locust_type = Move::no_piece; // the type whose pieces `of_type` holds
    SquareSet of_type;
    for (const LocustAttack& line : v.locust_attacks(by)) {
        if (!(type_mask >> line.type & 1U)) continue;
        if (line.type != locust_type) {
            locust_type = line.type;
            of_type = b.pieces(by, locust_type);
        }
        if ((of_type & line.attacker_squares[s]).empty()) continue; // no attacker in reach
        if (const Square from = locust_attacker(b, s, by, line); from != NoSquare) {
            if constexpr (!Collect) return true;
            found->set(from);
            any = true;
        }
    }
    if (v.bent_or_zone_attacks()) [[unlikely]] {
        for (const AttackLine& line : v.zone_attack_lines(by)) {
            if (!(line.types & type_mask)) continue;
            if (const Square t = in_zone(b, by, line_attacker(b, s, by, line, type_mask)); t != NoSquare) {
                if constexpr (!Collect) return true;
                found->set(t);
                any = true;
            }
        }
        for (const HopperLine& line : v.zone_hopper_lines(by)) {
            if (!((line.cannon_types | line.grasshopper_types) & type_mask)) continue;
            if (const Square t = in_zone(b, by, hopper_attacker(b, s, by, line, type_mask)); t != NoSquare) {
                if constexpr (!Collect) return true;
                found->set(t);
                any = true;
            }
        }
        for (const BentLine& line : v.bent_lines(by)) {
            if (!(line.types & type_mask)) continue;
            if (const Square from = bent_line_attacker(b, s, by, line, type_mask); from != NoSquare) {
                if constexpr (!Collect) return true;
                found->set(from);
                any = true;
            }
        }
    }
    if (const std::uint32_t special = v.forward_checked_types() & type_mask; special != 0) {
        for (Square from : b.pieces(by)) {
            const PieceTypeId t = b.piece_at(from).type();
            if (!(special >> t & 1U)) continue;
            if constexpr (Collect)
                if (found->test(from)) continue;
            // The type's other rays are in the reverse lookups above.
            for (const Ray& ray : v.forward_rays(by, t)) {
                const bool hit = could_land(geo, from, ray, s) && (ray.locust_modes != 0
                                                                       ? locust_reaches(b, by, from, ray, s)
                                                                       : ray_reaches(b, by, from, ray, s));
                if (!hit) continue;
                if constexpr (!Collect) return true;
                found->set(from);
                any = true;
                break;
            }
        }
    }
    return any;
}

template <class View>
bool attacked(const View& b, Square s, Color by, std::uint32_t type_mask = ~0U) noexcept {
    const Variant& v = b.variant();
    if (v.attacks_restricted()) [[unlikely]] {
        // A piece confined to a region attacks nothing outside it, one in the cell of `s` nothing
        // inside it (GridRule).
        type_mask &= v.types_allowed_on(by, s);
        if (!v.grid.enabled) return scan_attackers<false, View, true>(b, s, by, type_mask, nullptr);
        SquareSet found;
        scan_attackers<true, View, true>(b, s, by, type_mask, &found);
        return !(found - v.same_cell(s)).empty();
    }
    // Asking about some types only (the en-passant hash asks about pawns) skips the other lines.
    if (type_mask != ~0U) return scan_attackers<false, View, true>(b, s, by, type_mask, nullptr);
    return scan_attackers<false>(b, s, by, type_mask, nullptr);
}

/// The reverse-lookup lines of the attack test, numbered in scan order: the attack, hopper,
/// friendly-leap and locust lines of colour `by`, then its zone attack, zone hopper and bent lines.
/// A line's number is its place in that order (0 for the first attack line).
inline unsigned attack_line_count(const Variant& v, Color by) noexcept {
    return static_cast<unsigned>(v.attack_lines(by).size() + v.hopper_lines(by).size() +
                                 v.friendly_leap_lines(by).size() + v.locust_attacks(by).size() +
                                 v.zone_attack_lines(by).size() + v.zone_hopper_lines(by).size() +
                                 v.bent_lines(by).size());
}

/// Whether line number `index` (attack_line_count()) finds an attacker of `s` of a type in `type_mask`.
template <class View>
bool line_attacks(const View& b, Square s, Color by, std::uint32_t type_mask, unsigned index) noexcept {
    const Variant& v = b.variant();
    // Finds the list that holds line `index`, counting it down past the lists before.
    const auto holds = [&index](const auto& lines) {
        if (index < lines.size()) return true;
        index -= static_cast<unsigned>(lines.size());
        return false;
    };
    if (const auto lines = v.attack_lines(by); holds(lines))
        return line_attacker(b, s, by, lines[index], type_mask) != NoSquare;
    if (const auto lines = v.hopper_lines(by); holds(lines))
        return hopper_attacker(b, s, by, lines[index], type_mask) != NoSquare;
    if (const auto lines = v.friendly_leap_lines(by); holds(lines))
        return friendly_leap_attacker(b, s, by, lines[index], type_mask) != NoSquare;
    if (const auto lines = v.locust_attacks(by); holds(lines)) {
        const LocustAttack& line = lines[index];
        return (type_mask >> line.type & 1U) && !(b.pieces(by, line.type) & line.attacker_squares[s]).empty() &&
               locust_attacker(b, s, by, line) != NoSquare;
    }
    if (const auto lines = v.zone_attack_lines(by); holds(lines))
        return in_zone(b, by, line_attacker(b, s, by, lines[index], type_mask)) != NoSquare;
    if (const auto lines = v.zone_hopper_lines(by); holds(lines))
        return in_zone(b, by, hopper_attacker(b, s, by, lines[index], type_mask)) != NoSquare;
    if (const auto lines = v.bent_lines(by); holds(lines))
        return bent_line_attacker(b, s, by, lines[index], type_mask) != NoSquare;
    return false;
}

/// attacked(b, s, by) as far as the lines whose number modulo 64 is a bit of `lines` say
/// (attack_line_count()): for a board that differs from one where no line attacks `s` only on
/// squares those lines read. Types of Variant::forward_checked_types() are not looked at, nor a
/// grid rule (GridRule); callers leave such variants out.
template <class View>
bool attacked_on_lines(const View& b, Square s, Color by, std::uint64_t lines) noexcept {
    const Variant& v = b.variant();
    const std::uint32_t type_mask = v.attacks_restricted() ? v.types_allowed_on(by, s) : ~0U;
    const unsigned count = attack_line_count(v, by);
    for (; lines != 0; lines &= lines - 1)
        for (auto index = static_cast<unsigned>(std::countr_zero(lines)); index < count; index += 64)
            if (line_attacks(b, s, by, type_mask, index)) return true;
    return false;
}

template <class View>
SquareSet attackers(const View& b, Square s, Color by) noexcept {
    SquareSet found;
    scan_attackers<true>(b, s, by, b.variant().types_allowed_on(by, s), &found);
    return found - b.variant().same_cell(s);
}

/// The pieces of colour `by` with a move ending on the empty square `s` (any move but castling:
/// steps, rides, hops, lame leaps, multi-steps, locust moves, en passant onto `s` when it is a
/// target of the side to move). Empty when `s` is occupied.
template <class View>
SquareSet movers_to_anywhere(const View& b, Square s, Color by) noexcept;

/// The pieces of colour `by` with a move ending on the empty square `s`, as movers_to_anywhere(),
/// without those confined to a region that leaves `s` out and those in the cell of `s` (GridRule).
template <class View>
SquareSet movers_to(const View& b, Square s, Color by) noexcept {
    const Variant& v = b.variant();
    SquareSet found = movers_to_anywhere(b, s, by) - v.same_cell(s);
    if (v.confined_types() == 0) [[likely]] return found;
    const std::uint32_t allowed = v.types_allowed_on(by, s);
    const SquareSet all = found;
    for (Square from : all)
        if (!(allowed >> b.piece_at(from).type() & 1U)) found.reset(from);
    return found;
}

template <class View>
SquareSet movers_to_anywhere(const View& b, Square s, Color by) noexcept {
    SquareSet found;
    if (!b.piece_at(s).none()) return found;
    const Variant& v = b.variant();
    const Geometry& geo = v.geometry();
    for (const MoveLine& line : v.move_lines(by)) {
        const Square* next = line.next;
        Square t = s;
        for (int k = 0; k < line.max_range; ++k) {
            t = next[t];
            if (t == NoSquare) break;
            const Piece p = b.piece_at(t);
            if (p.none()) continue;
            if (p.color() == by && !p.is_wall()) {
                if (line.types_at[k] >> p.type() & 1U) found.set(t);
                else if ((line.initial_at[k] >> p.type() & 1U) && v.initial_squares(by, p.type()).test(t)) found.set(t);
            }
            break;
        }
    }
    const std::uint32_t special = v.forward_move_types();
    bool en_passant_target = false;
    if (by == position_of(b).side_to_move())
        for (Square ep : position_of(b).en_passant_targets()) en_passant_target = en_passant_target || ep == s;
    if (special == 0 && !en_passant_target) return found;
    for (Square from : b.pieces(by)) {
        if (found.test(from)) continue;
        const PieceTypeId t = b.piece_at(from).type();
        const bool walk = special >> t & 1U;
        const bool ep = en_passant_target && (v.en_passant_types() >> t & 1U);
        if (!walk && !ep) continue;
        for (const Ray& ray : v.rays(by, t)) {
            const bool moves = walk && ray.can_move() && (ray.hop != Hop::None || ray.jump_first || ray.zone_only);
            if ((moves || (ep && ray.can_en_passant())) && could_land(geo, from, ray, s) &&
                ray_reaches(b, by, from, ray, s)) {
                found.set(from);
                break;
            }
        }
        if (found.test(from) || !walk) continue;
        for (const Ray& ray : v.locust_rays(by, t))
            if (could_land(geo, from, ray, s) && locust_reaches(b, by, from, ray, s, true)) {
                found.set(from);
                break;
            }
    }
    return found;
}

} // namespace varia::attacks
