#include "mating_material.hpp"

#include <array>
#include <cstdlib>

namespace varia::material {

namespace {

/// True when `ray` always lands on a square of the colour it starts from.
bool keeps_colour(const Variant& v, const Ray& ray) {
    const Vec d = v.geometry().direction(ray.dir);
    if (ray.hop == Hop::Bent) return (ray.range * (d.dx + d.dy)) % 2 == 0; // its diagonal part keeps the colour
    if ((d.dx + d.dy) % 2 == 0 || ray.hop == Hop::FriendlyLeap) return true;
    return ray.hop == Hop::None && ray.locust_modes == 0 && ray.min_range == ray.range && ray.range % 2 == 0;
}

/// A capture that takes what it reaches by sliding or stepping, from anywhere (no hop, no
/// locust leg, no initial-only or zone-only atom): the captures that can give mate by themselves.
bool plain_capture(const Ray& ray) {
    return ray.can_capture() && ray.hop == Hop::None && ray.locust_modes == 0 && !ray.jump_first &&
           ray.from_anywhere() && ray.min_range <= 1;
}

MatingPower derived_power(const Variant& v, PieceTypeId t) {
    if (colour_bound(v, t)) return MatingPower::ColourBound;
    int orthogonal_riders = 0;
    int diagonal_riders = 0;
    int adjacent = 0;
    bool changes_colour = false;
    for (const Ray& ray : v.rays(Color::White, t)) {
        if (!ray.can_capture()) continue;
        changes_colour = changes_colour || !keeps_colour(v, ray);
        if (!plain_capture(ray)) continue;
        const Vec d = v.geometry().direction(ray.dir);
        if (std::abs(d.dx) > 1 || std::abs(d.dy) > 1) continue;
        ++adjacent;
        if (ray.range == 255) ++(d.dx == 0 || d.dy == 0 ? orthogonal_riders : diagonal_riders);
    }
    const bool alone = orthogonal_riders >= 4 || adjacent >= 5 || (diagonal_riders >= 4 && changes_colour);
    return alone ? MatingPower::Alone : MatingPower::Helper;
}

/// A royal piece that moves and captures exactly as a chess king does.
bool plain_king(const Variant& v, PieceTypeId t) {
    const auto rays = v.rays(Color::White, t);
    if (rays.size() != 8 || !v.locust_rays(Color::White, t).empty()) return false;
    for (const Ray& ray : rays) {
        const Vec d = v.geometry().direction(ray.dir);
        if (!plain_capture(ray) || !ray.can_move() || ray.range != 1 || std::abs(d.dx) > 1 || std::abs(d.dy) > 1)
            return false;
    }
    return true;
}

/// The squares where a royal piece of colour c may stand.
SquareSet royal_squares(const Variant& v, Color c) {
    SquareSet out;
    for (Square s : v.geometry().squares())
        if ((v.types_allowed_on(c, s) & v.royal_types()) != 0) out.set(s);
    return out;
}

/// True when no piece of type t and colour c can ever stand where an enemy royal piece may:
/// it can never take part in a mate (xiangqi's advisors and elephants).
bool restricted(const Variant& v, Color c, PieceTypeId t, const SquareSet& enemy_royal) {
    for (Square s : enemy_royal)
        if ((v.types_allowed_on(c, s) >> t & 1U) != 0) return false;
    return true;
}

/// A lone piece cannot win unless mate is the only way: a stalemate that does not draw, or a
/// royal piece that may not step out of check, lets it win too.
bool minor_pieces_can_win(const Variant& v) {
    return v.draws.stalemate != DrawRules::Stalemate::Draw || v.draws.stalemate_by_piece_count ||
           !v.royal_moves_in_check;
}

/// True when side c cannot win with what is on the board.
bool cannot_win(const Position& pos, Color c) {
    const Variant& v = pos.variant();
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) return false; // it can still be dropped
    if (v.goals.extinction.enabled || v.goals.connect.enabled) return false;
    if (v.goals.flag.enabled && !pos.pieces(c, v.goals.flag.type[index(c)]).empty()) return false;

    // A second royal piece can still give mate (coregal's queen), whatever it costs to keep it.
    if (pos.royal_pieces(c).several()) return false;
    const SquareSet enemy_royal = royal_squares(v, ~c);
    bool ours_bound = false;   // c has a colour-bound piece
    bool ours_unbound = false; // c has another piece that counts
    int bound_colours = 0;     // bit per square colour of the colour-bound pieces that count
    int unbound = 0;           // pieces that count and are not colour-bound, of both sides
    int bound = 0;             // colour-bound pieces that count, of both sides
    for (Square s : pos.occupied() - pos.walls()) {
        const Piece p = pos.piece_at(s);
        const PieceTypeId t = p.type();
        if (v.piece_types[t].royal) continue;
        const bool ours = p.color() == c;
        if (ours && restricted(v, c, t, enemy_royal)) continue;
        const MatingPower power = mating_power(v, t);
        if (ours && power == MatingPower::Alone) return false;
        if (ours)
            for (PieceTypeId to : v.promotion_choices(c, t))
                if (mating_power(v, to) == MatingPower::Alone) return false;
        if (power == MatingPower::ColourBound) {
            bound_colours |= 1 << ((file_of(s) + rank_of(s)) & 1);
            ++bound;
            ours_bound = ours_bound || ours;
        } else {
            ++unbound;
            ours_unbound = ours_unbound || ours;
        }
    }
    // A hole or a wall blocks a king's flight as a piece does: it helps the lone piece mate.
    unbound += pos.walls().count() + static_cast<int>(v.holes.size());
    const bool can_win_alone = minor_pieces_can_win(v);
    if (ours_bound && (bound_colours == 3 || unbound > 0 || can_win_alone)) return false;
    if (ours_unbound && (unbound + bound >= 2 || can_win_alone)) return false;
    // A royal piece that is not a chess king may win alone by stalemating the other (xiangqi's
    // general cannot: it never leaves its palace).
    if (can_win_alone && v.royal_type() && !plain_king(v, *v.royal_type()) &&
        !(royal_squares(v, c) & enemy_royal).empty())
        return false;
    return true;
}

} // namespace

bool colour_bound(const Variant& v, PieceTypeId t) {
    for (const Ray& ray : v.rays(Color::White, t))
        if (!keeps_colour(v, ray)) return false;
    for (const Ray& ray : v.locust_rays(Color::White, t))
        if (!keeps_colour(v, ray)) return false;
    return true;
}

MatingPower mating_power(const Variant& v, PieceTypeId t) {
    const MatingPower given = v.piece_types[t].mating;
    return given == MatingPower::Derived ? derived_power(v, t) : given;
}

bool insufficient(const Position& pos) {
    return cannot_win(pos, Color::White) && cannot_win(pos, Color::Black);
}

} // namespace varia::material
