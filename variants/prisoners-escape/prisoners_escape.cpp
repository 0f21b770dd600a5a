// Prisoner's Escape: the rules its data file cannot express (prisoners-escape.md §7, R4, R6, R12, R13).
#include "prisoners-escape/prisoners_escape.hpp"

#include "varia/errors.hpp"
#include "varia/explain.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace varia::variants {

namespace {

/// Check turned inside out: a side must keep the enemy Prisoner attacked.
struct PrisonersEscape {
    /// R4: the mover may only leave positions in which it attacks the enemy Prisoner.
    bool legal(const Position& after, Color mover) const { return attacks_enemy_prisoner(after, mover); }
    /// legal() is exactly that attack test: the core may judge moves without playing them.
    static constexpr bool legal_is_attacking_enemy_royal = true;

    /// §7.2: in check = not attacking the enemy Prisoner at the start of one's turn.
    bool in_check(const Position& pos) const { return !attacks_enemy_prisoner(pos, pos.side_to_move()); }

    /// Why a turn is refused, in the spec's words: R2 (nothing ends on a Prisoner), R4 (the enemy
    /// Prisoner must stay attacked).
    std::string explain_refusal(Position& pos, std::string_view text) const {
        const std::optional<Move> m = candidate_turn(pos, text);
        if (!m) {
            const auto to = text.size() >= 4 ? pos.variant().geometry().parse_square(text.substr(2, 2)) : std::nullopt;
            if (to && !pos.piece_at(*to).none() && !pos.piece_at(*to).is_wall() &&
                pos.royal_pieces(pos.piece_at(*to).color()).test(*to))
                return "no move may end on a Prisoner's square: a Prisoner is never captured or moved onto (R2)";
            return "";
        }
        const Color mover = pos.side_to_move();
        pos.push(*m);
        const bool attacks = attacks_enemy_prisoner(pos, mover);
        pos.pop();
        if (attacks) return "";
        const Square prisoner = pos.royal_square(~mover);
        return "after it " + std::string(mover == Color::White ? "White" : "Black") +
               " no longer attacks the enemy Prisoner on " + square_name(prisoner) +
               ", and the enemy Prisoner must stay attacked after every move (R4)";
    }

    /// R13: a position whose side not to move does not attack the Prisoner cannot arise.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        const Square prisoner = pos.royal_square(pos.side_to_move());
        setup.require_side_not_to_move_legal(
            "the side not to move does not attack the Prisoner on " +
            (prisoner == NoSquare ? std::string("the board") : square_name(prisoner)));
    }
};

bool flag(const Variant& v, const std::string& name) {
    if (v.find_option(name, "bool")) return v.option_flag(name);
    throw ParseError("options", name, "the prisoners-escape rule module needs the bool option '" + name + "'");
}

} // namespace

bool attacks_enemy_prisoner(const Position& pos, Color side) noexcept {
    const Square prisoner = pos.royal_square(~side);
    return prisoner != NoSquare && pos.attacked(prisoner, side);
}

RuleModulePtr install_prisoners_escape(Variant& v) {
    v.friendly_leap_over_royal = flag(v, "leap_over_own_prisoner");        // R6
    v.draws.fifty_move_plies = flag(v, "fifty_move_draw") ? 100 : 0;      // R12
    v.draws.repetition_count = flag(v, "repetition_draw") ? 3 : 0;       // R12
    v.draws.fide_insufficient_material = false;                           // §9
    return make_rule_module(PrisonersEscape{});
}

} // namespace varia::variants
