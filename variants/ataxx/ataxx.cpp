// Ataxx (ataxx.hpp): jumps and clones, and the enemy stones next to where they land turn over.
#include "ataxx/ataxx.hpp"

#include "flipello/stone_games.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Ataxx {
    PieceTypeId stone;

    /// The jumps (the stone's own moves), the clones, or else the pass.
    void generate(Position& pos, MoveList& out) const {
        if (stones::over(pos)) return;
        const std::size_t first = out.size();
        generate_actions(pos, out);
        const Variant& v = pos.variant();
        const Color us = pos.side_to_move();
        SquareSet clones;
        for (Square s : pos.pieces(us)) clones |= stones::neighbours(v.geometry(), s);
        const Piece mine(stone, us);
        for (Square s : clones - pos.occupied()) out.add(0, s, MoveKind::Place, mine.code(), 0);
        if (out.size() == first) stones::add_pass(pos, out);
    }

    /// The enemy stones around the square reached turn over; a clone restarts the clock.
    void after_move(Effects& fx) const {
        const Move& m = fx.move();
        if (m.kind == MoveKind::Target) return; // a pass
        const Position& pos = fx.position();
        for (Square s : stones::neighbours(pos.variant().geometry(), m.to) & pos.pieces(~fx.mover()))
            fx.change(s, Piece(pos.piece_at(s).type(), fx.mover()));
        if (m.kind == MoveKind::Place) fx.reset_halfmove_clock();
    }

    GameStatus game_end(Position& pos) const { return stones::game_end(pos); }
    bool in_check(const Position&) const { return false; }
};

} // namespace

RuleModulePtr install_ataxx(Variant& v) {
    if (v.piece_types.size() != 1) throw ParseError("pieces", v.name, "ataxx needs exactly one piece type (the stone)");
    return make_rule_module(Ataxx{0});
}

} // namespace varia::variants
