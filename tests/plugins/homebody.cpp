// The rule module example of docs/authoring.md §7 (Homebody chess: kings stay in their own half),
// built as a plugin (docs/authoring.md §8) and loaded by tests/cli/plugin_test.sh through
// `varia --module`. The module is the guide's, word for word, as in
// tests/core/rule_module_example_test.cpp; the registration below is all a plugin adds.
#include <varia/plugin.hpp>
#include <varia/varia.hpp>

// ---- the module, as docs/authoring.md shows it ---------------------------------------------------
namespace homebody {

using namespace varia;

/// The rules data cannot say: a king may not leave its own half.
struct Homebody {
    int ranks; // the option king_ranks, read once when the module is installed

    bool at_home(const Position& pos, Color side) const {
        const Square king = pos.royal_square(side);
        return king == NoSquare || pos.variant().relative_rank(side, rank_of(king)) < ranks;
    }
    /// The legality predicate: the FIDE condition (own king not attacked) and the king at home.
    bool legal(const Position& after, Color mover) const {
        return royals_unattacked(after, mover) && at_home(after, mover);
    }
    /// Position text whose side not to move breaks the rule is refused with this reason.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        const Color mover = ~pos.side_to_move();
        setup.require_side_not_to_move_legal(
            at_home(pos, mover) ? "" : std::string(mover == Color::White ? "White" : "Black") +
                                           "'s king is beyond its rank " + std::to_string(ranks));
    }
};

/// Installs Homebody chess into `v` (called by Variant::finalize()).
RuleModulePtr install(Variant& v) { return make_rule_module(Homebody{v.option_int("king_ranks")}); }

} // namespace homebody
// ---- end of the module ---------------------------------------------------------------------------

// ---- the plugin: one registration function, named by VARIA_PLUGIN ----------------------------------
namespace {
void register_modules() { varia::register_rule_module("homebody", homebody::install); }
} // namespace

VARIA_PLUGIN(register_modules)
