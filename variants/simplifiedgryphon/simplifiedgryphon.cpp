// Simplified gryphon chess (simplifiedgryphon.hpp): kings step only forward until their side
// has captured.
#include "simplifiedgryphon/simplifiedgryphon.hpp"

#include <optional>

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct SimplifiedGryphon {
    static constexpr bool effects_keep_board = true; // the flag is all the effects change
    StateFieldId captured;
    PieceTypeId king;

    /// The core's moves, less the sideways and backward king moves of a side that has not captured.
    void generate(Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_actions(pos, out);
        const Color us = pos.side_to_move();
        if (pos.state(captured, us) != 0) return;
        const Variant& v = pos.variant();
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move& m = out[i];
            const bool king_moves = m.kind != MoveKind::Drop && m.kind != MoveKind::Place &&
                                    pos.piece_at(m.from) == Piece(king, us);
            if (!king_moves || v.relative_rank(us, rank_of(m.to)) > v.relative_rank(us, rank_of(m.from)))
                out[kept++] = m;
        }
        out.truncate(kept);
    }

    /// A capture sets the mover's flag.
    void after_move(Effects& fx) const {
        if (!fx.captures().empty() && fx.position().state(captured, fx.mover()) == 0) fx.set(captured, fx.mover(), 1);
    }
};

} // namespace

RuleModulePtr install_simplifiedgryphon(Variant& v) {
    // Installed before the variant's tables are compiled: find the king in the data itself.
    std::optional<PieceTypeId> king;
    int royals = 0;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (v.piece_types[t].royal && ++royals == 1) king = static_cast<PieceTypeId>(t);
    if (royals != 1) throw ParseError("pieces", v.name, "simplifiedgryphon needs exactly one royal type");
    const StateFieldId captured = v.declare_state({"captured", StateField::Kind::SideFlag, 1});
    return make_rule_module(SimplifiedGryphon{captured, *king});
}

} // namespace varia::variants
