// Prisoner's Escape: the rules its data file cannot express (prisoners-escape.md §7, R4, R6, R12, R13).
#include "prisoners-escape/prisoners_escape.hpp"

#include "varia/errors.hpp"

namespace varia::variants {

namespace {

/// R4: the mover may only leave positions in which it attacks the enemy Prisoner.
bool mover_attacks_prisoner(const Position& after, Color mover) noexcept {
    return attacks_enemy_prisoner(after, mover);
}

/// §7.2: in check = not attacking the enemy Prisoner at the start of one's turn.
bool prisoner_unattacked(const Position& pos) noexcept {
    return !attacks_enemy_prisoner(pos, pos.side_to_move());
}

/// R13: the message for a position the side not to move could not have left.
std::string explain_unattacked(const Position& pos, Color mover) {
    const Square prisoner = pos.royal_square(~mover);
    return "the side not to move does not attack the Prisoner on " +
           (prisoner == NoSquare ? std::string("the board") : square_name(prisoner));
}

bool flag(const Variant& v, const std::string& name) {
    for (const OptionSpec& spec : v.options)
        if (spec.name == name && spec.type == "bool") return v.option_flag(name);
    throw ParseError("options", name, "the prisoners-escape rule module needs the bool option '" + name + "'");
}

} // namespace

bool attacks_enemy_prisoner(const Position& pos, Color side) noexcept {
    const Square prisoner = pos.royal_square(~side);
    return prisoner != NoSquare && pos.attacked(prisoner, side);
}

void install_prisoners_escape(Variant& v) {
    v.hooks.mover_safe = mover_attacks_prisoner;
    v.hooks.in_check = prisoner_unattacked;
    v.hooks.explain_unsafe = explain_unattacked;
    v.friendly_leap_over_royal = flag(v, "leap_over_own_prisoner");        // R6
    v.draws.fifty_move_plies = flag(v, "fifty_move_draw") ? 100 : 0;      // R12
    v.draws.repetition_count = flag(v, "repetition_draw") ? 3 : 0;       // R12
    v.draws.fide_insufficient_material = false;                           // §9
}

} // namespace varia::variants
