// Rifle chess (rifle.hpp): captures are made without moving.
#include "rifle/rifle.hpp"

#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Rifle {
    /// The core's actions, with each capturing promotion replaced by one plain capture (the pawn
    /// stays behind, so it never reaches the promotion rank by capturing).
    void generate(Position& pos, MoveList& out) const {
        generate_actions(pos, out);
        std::size_t kept = 0;
        for (const Move& m : out) {
            const bool capturing_promotion = m.kind == MoveKind::Normal && m.piece != Move::no_piece &&
                                             !pos.piece_at(m.to).none();
            if (!capturing_promotion) {
                out[kept++] = m;
                continue;
            }
            Move plain = m;
            plain.piece = Move::no_piece;
            if (kept == 0 || !(out[kept - 1] == plain)) out[kept++] = plain;
        }
        out.truncate(kept);
    }

    /// The capturer goes back to the square it fired from.
    void after_move(Effects& fx) const {
        if (fx.captures().empty()) return;
        const Square from = fx.move().from;
        const Square to = fx.move().to;
        const Piece shooter = fx.position().piece_at(to);
        fx.remove(to);
        fx.put(shooter, from);
    }
};

} // namespace

RuleModulePtr install_rifle(Variant&) { return make_rule_module(Rifle{}); }

} // namespace varia::variants
