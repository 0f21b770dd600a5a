// Crazyhouse (crazyhouse.hpp): captured pieces change sides and go to the hand.
#include "crazyhouse/crazyhouse.hpp"

#include <algorithm>
#include <optional>
#include <span>

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Crazyhouse {
    static constexpr bool effects_keep_board = true; // hands and flags only
    std::optional<PieceTypeId> pawn; ///< the pawn type, if the variant has one
    bool revert;             ///< a captured piece promoted from a pawn goes to the hand as a pawn
    bool first_rank_drops;   ///< pawns may be dropped on their own first rank (chessgi)
    bool to_hand;            ///< captured pieces go to the captor's hand (not in koedem)
    StateFieldId promoted;   ///< the piece flag of promoted pieces (when `revert`)
    int promoted_plane;      ///< its plane (Capture::flags bit)

    void generate(Position& pos, MoveList& out) const {
        generate_actions(pos, out);
        if (first_rank_drops || !pawn) return;
        // No pawn drop on its own first rank (the core already keeps pawns off the last one).
        const Variant& v = pos.variant();
        const Color us = pos.side_to_move();
        std::size_t kept = 0;
        for (std::size_t i = 0; i < out.size(); ++i) {
            const Move& m = out[i];
            if (m.kind == MoveKind::Drop && m.piece == *pawn && v.relative_rank(us, rank_of(m.to)) == 0) continue;
            out[kept++] = m;
        }
        out.truncate(kept);
    }

    void after_move(Effects& fx) const {
        const Move& m = fx.move();
        const Variant& v = fx.position().variant();
        for (const Capture& c : to_hand ? fx.captures() : std::span<const Capture>{}) {
            const bool was_promoted = revert && (c.flags >> promoted_plane & 1U) != 0;
            // A promoted type (shogi's +P) goes back as its unpromoted type.
            fx.add_to_hand(fx.mover(), was_promoted ? *pawn : v.unpromoted(c.piece.type()), 1);
        }
        if (revert && m.is_promotion()) fx.set_flag(promoted, m.to, true);
        if (m.kind == MoveKind::Drop) fx.reset_halfmove_clock(); // a drop cannot be undone
    }

    /// The promoted flag marks only pieces a pawn can have become: no pawn, no king.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        if (revert) {
            const PromotionRules& rules = pos.variant().piece_types[*pawn].promotion;
            for (Square s : pos.flagged(promoted)) {
                const PieceTypeId t = pos.piece_at(s).type();
                const std::vector<PieceTypeId>& choices =
                    pos.piece_at(s).color() == Color::Black && !rules.black_choices.empty() ? rules.black_choices
                                                                                            : rules.choices;
                if (std::find(choices.begin(), choices.end(), t) == choices.end()) {
                    std::string why = square_name(s); // appended, not "x" + string: GCC 12 warns wrongly
                    why += " holds a " + pos.variant().piece_types[t].name + ", which no pawn promotes to";
                    throw ParseError("promoted", square_name(s), why);
                }
            }
        }
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_crazyhouse(Variant& v) {
    if (!v.has_hands) throw ParseError("hands", v.name, "crazyhouse needs hands");
    std::optional<PieceTypeId> pawn;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (v.piece_types[t].is_pawn) {
            if (pawn) throw ParseError("pieces", v.piece_types[t].name, "crazyhouse needs exactly one pawn type");
            pawn = static_cast<PieceTypeId>(t);
        }
    const auto flag = [&v](const char* name, bool otherwise) {
        return v.find_option(name, "bool") ? v.option_flag(name) : otherwise;
    };
    // Without a pawn type (shogi: its pawn is no FIDE pawn) no piece flag is kept and drops
    // are the core's; promoted types revert by themselves (Variant::unpromoted()).
    Crazyhouse rules{pawn, pawn && flag("promoted_pieces_revert", true), flag("first_rank_pawn_drops", false),
                     flag("captures_to_hand", true), 0, 0};
    if (rules.revert) {
        rules.promoted = v.declare_state({"promoted", StateField::Kind::PieceFlag, 1});
        rules.promoted_plane = v.state_fields[rules.promoted].slot;
    }
    return make_rule_module(rules);
}

} // namespace varia::variants
