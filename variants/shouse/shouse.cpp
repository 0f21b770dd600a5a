// S-house (shouse.hpp): crazyhouse's hands and Seirawan's gating in one game.
#include "shouse/shouse.hpp"

#include "crazyhouse/crazyhouse.hpp"
#include "seirawan/seirawan.hpp"
#include "varia/errors.hpp"

namespace varia::variants {

namespace {

struct Shouse {
    CrazyhouseRules hands;
    Gating gating;

    /// The legal moves and drops, the moves followed by their gatings, less what crazyhouse
    /// forbids of a drop (a pawn on its own first rank), as a drop or as a gating.
    void generate_legal(Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_legal_actions(pos, out);
        gating.add_gatings(pos, out, first);
        hands.keep_allowed_drops(pos, out, first);
    }

    void after_move(Effects& fx) const {
        gating.after_move(fx);
        hands.after_move(fx);
    }

    void validate(PositionSetup& setup) const {
        hands.validate_flags(setup);
        gating.validate(setup);
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_shouse(Variant& v) {
    if (!v.has_hands || !v.drops) throw ParseError("hands", v.name, "shouse needs hands with drops");
    return make_rule_module(Shouse{CrazyhouseRules(v), Gating(v, true)});
}

} // namespace varia::variants
