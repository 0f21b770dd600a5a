#pragma once
/// \file check_counting.hpp
/// A building block for rule modules whose games are won by giving a number of checks
/// (three-check, five-check, kar ouk's first check): the checks each side has given live in the
/// declared side counter `checks:<white>,<black>` (hashed, restored by pop(), written in position
/// text, and read and written by the Fairy-Stockfish dialect as the checks still needed, `W+B`).
///
/// A module holds a CheckCounter and calls it from its own parts: `over()` in `generate` (no move
/// follows the winning check), `count()` in `after_move`, `game_end()` in `game_end` (where the
/// module's other game ends are the standard ones).

#include <algorithm>
#include <string>

#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"
#include "varia/status.hpp"
#include "varia/variant.hpp"

namespace varia {

/// The largest number of checks a variant may ask for.
inline constexpr int max_checks = 63;

struct CheckCounter {
    StateFieldId checks{};
    int needed = 0; ///< checks that win, 1..max_checks

    /// Declares the `checks` field in `v` (a module's install function calls it), with `needed`
    /// from the variant's int option `option`. Throws ParseError when the variant has no such
    /// option, OptionError when its value is outside 1..max_checks.
    static CheckCounter declare(Variant& v, const std::string& option = "checks") {
        const bool declared = std::any_of(v.options.begin(), v.options.end(), [&](const OptionSpec& spec) {
            return spec.name == option && spec.type == "int";
        });
        if (!declared) {
            std::string why = "the rule module needs the int option '"; // appended: GCC 12 warns wrongly on +
            why += option;
            why += "'";
            throw ParseError("options", option, why);
        }
        const int needed = v.option_int(option);
        if (needed < 1 || needed > max_checks) {
            std::string why = "option ";
            why += option;
            why += ": " + std::to_string(needed) + " is outside 1.." + std::to_string(max_checks);
            throw OptionError(why);
        }
        return {v.declare_state({"checks", StateField::Kind::SideCounter, needed}), needed};
    }

    /// The side that has just moved has given its last needed check: the game is over.
    [[nodiscard]] bool over(const Position& pos) const {
        return pos.state(checks, ~pos.side_to_move()) >= needed;
    }

    /// After a move: one more check for the mover when the opponent is now in check (a double
    /// check counts once).
    void count(Effects& fx) const {
        const Color us = fx.mover();
        if (!royals_unattacked(fx.position(), ~us))
            fx.set(checks, us, std::min(fx.position().state(checks, us) + 1, needed));
    }

    /// Termination::CheckLimit for the side that has just moved when over(), else
    /// standard_game_status(pos).
    [[nodiscard]] GameStatus game_end(Position& pos) const {
        if (!over(pos)) return standard_game_status(pos);
        return {pos.side_to_move() == Color::White ? Result::BlackWins : Result::WhiteWins, Termination::CheckLimit,
                in_check(pos)};
    }
};

} // namespace varia
