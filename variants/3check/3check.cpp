// Three-check (3check.hpp): checks are counted; the last needed one wins.
#include "3check/3check.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct CheckCounting {
    static constexpr bool effects_keep_board = true; // counting checks leaves the board alone
    StateFieldId checks;
    int needed;

    /// The side that just moved has given its last check: the game is over and has no moves.
    bool over(const Position& pos) const { return pos.state(checks, ~pos.side_to_move()) >= needed; }

    void generate(Position& pos, MoveList& out) const {
        if (!over(pos)) generate_actions(pos, out);
    }

    void after_move(Effects& fx) const {
        const Color us = fx.mover();
        if (!royals_unattacked(fx.position(), ~us)) fx.set(checks, us, std::min(fx.position().state(checks, us) + 1, needed));
    }

    GameStatus game_end(Position& pos) const {
        if (over(pos))
            return {pos.side_to_move() == Color::White ? Result::BlackWins : Result::WhiteWins, Termination::CheckLimit,
                    in_check(pos)};
        return standard_game_status(pos);
    }
};

} // namespace

RuleModulePtr install_3check(Variant& v) {
    bool declared = false;
    for (const OptionSpec& spec : v.options) declared = declared || (spec.name == "checks" && spec.type == "int");
    if (!declared) throw ParseError("options", "checks", "the 3check rule module needs the int option 'checks'");
    const int needed = v.option_int("checks");
    if (needed < 1 || needed > max_state_value)
        throw OptionError("option checks: " + std::to_string(needed) + " is outside 1.." + std::to_string(max_state_value));
    const StateFieldId checks = v.declare_state({"checks", StateField::Kind::SideCounter, needed});
    return make_rule_module(CheckCounting{checks, needed});
}

} // namespace varia::variants
