// Crazyhouse (crazyhouse.hpp): captured pieces change sides and go to the hand.
#include "crazyhouse/crazyhouse.hpp"

#include <algorithm>
#include <span>

#include "varia/errors.hpp"

namespace varia::variants {

CrazyhouseRules::CrazyhouseRules(Variant& v) {
    if (!v.has_hands) throw ParseError("hands", v.name, "crazyhouse needs hands");
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (v.piece_types[t].is_pawn) {
            if (pawn_) throw ParseError("pieces", v.piece_types[t].name, "crazyhouse needs exactly one pawn type");
            pawn_ = static_cast<PieceTypeId>(t);
        }
    const auto flag = [&v](const char* name, bool otherwise) {
        return v.find_option(name, "bool") ? v.option_flag(name) : otherwise;
    };
    // Without a pawn type (shogi: its pawn is no FIDE pawn) no piece flag is kept and drops
    // are the core's; promoted types revert by themselves (Variant::unpromoted()).
    revert_ = pawn_ && flag("promoted_pieces_revert", true);
    first_rank_drops_ = flag("first_rank_pawn_drops", false);
    to_hand_ = flag("captures_to_hand", true);
    if (revert_) {
        promoted_ = v.declare_state({"promoted", StateField::Kind::PieceFlag, 1});
        promoted_plane_ = v.state_fields[promoted_].slot;
    }
}

void CrazyhouseRules::keep_allowed_drops(const Position& pos, MoveList& out, std::size_t first) const {
    if (first_rank_drops_ || !pawn_) return;
    // No pawn drop on its own first rank (the core already keeps pawns off the last one).
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    if (pos.hand_count(us, *pawn_) == 0) return; // most positions: no pawn drop to look at
    const auto forbidden = [&](const Move& m) {
        for (int i = 0; i < m.action_count(); ++i) {
            const Action a = m.action(i);
            if (a.kind == MoveKind::Drop && a.piece == *pawn_ && v.relative_rank(us, rank_of(a.to)) == 0) return true;
        }
        return false;
    };
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i)
        if (!forbidden(out[i])) out[kept++] = out[i];
    out.truncate(kept);
}

void CrazyhouseRules::after_move(Effects& fx) const {
    const Move& m = fx.move();
    const Variant& v = fx.position().variant();
    for (const Capture& c : to_hand_ ? fx.captures() : std::span<const Capture>{}) {
        const bool was_promoted = revert_ && (c.flags >> promoted_plane_ & 1U) != 0;
        // A promoted type (shogi's +P) goes back as its unpromoted type.
        fx.add_to_hand(fx.mover(), was_promoted ? *pawn_ : v.unpromoted(c.piece.type()), 1);
    }
    if (revert_ && m.is_promotion()) fx.set_flag(promoted_, m.to, true);
    if (m.kind == MoveKind::Drop) fx.reset_halfmove_clock(); // a drop cannot be undone
}

void CrazyhouseRules::validate_flags(const PositionSetup& setup) const {
    if (!revert_) return;
    const Position& pos = setup.position();
    const PromotionRules& rules = pos.variant().piece_types[*pawn_].promotion;
    for (Square s : pos.flagged(promoted_)) {
        const PieceTypeId t = pos.piece_at(s).type();
        const std::vector<PieceTypeId>& choices =
            pos.piece_at(s).color() == Color::Black && !rules.black_choices.empty() ? rules.black_choices : rules.choices;
        if (std::find(choices.begin(), choices.end(), t) == choices.end()) {
            std::string why = square_name(s); // appended, not "x" + string: GCC 12 warns wrongly
            why += " holds a " + pos.variant().piece_types[t].name + ", which no pawn promotes to";
            throw ParseError("promoted", square_name(s), why);
        }
    }
}

namespace {

struct Crazyhouse {
    static constexpr bool effects_keep_board = true; // hands and flags only
    CrazyhouseRules rules;

    void generate(Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_actions(pos, out);
        rules.keep_allowed_drops(pos, out, first);
    }

    void after_move(Effects& fx) const { rules.after_move(fx); }

    void validate(PositionSetup& setup) const {
        rules.validate_flags(setup);
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_crazyhouse(Variant& v) { return make_rule_module(Crazyhouse{CrazyhouseRules(v)}); }

} // namespace varia::variants
