// The game of the amazons (amazons.hpp): every move is followed by an arrow, a wall shot from
// where the piece landed.
#include "amazons/amazons.hpp"

#include "varia/board_overlay.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Amazons {
    /// Every move of every piece, followed by every arrow it can shoot: all legal (no check).
    void generate_legal(Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        thread_local MoveList moves;  // kept between calls: no allocation once warm
        thread_local MoveList arrows;
        moves.clear();
        for (Square from : pos.pieces(us)) generate_piece_moves(pos, from, moves);
        for (const Move& m : moves) {
            // The arrow flies like the piece moves, from its new square, across the one it left.
            BoardOverlay after(pos);
            after.set(m.to, pos.piece_at(m.from));
            after.clear(m.from);
            arrows.clear();
            generate_piece_moves(after, m.to, arrows);
            for (const Move& arrow : arrows) {
                if (!after.piece_at(arrow.to).none()) continue; // a capture: no arrow lands there
                Move turn = m;
                turn.append(Action{0, arrow.to, MoveKind::Place, Piece::wall().code(), 0});
                out.push_back(turn);
            }
        }
    }

    bool legal(const Position&, Color) const { return true; }
    bool in_check(const Position&) const { return false; }
};

} // namespace

RuleModulePtr install_amazons(Variant& v) {
    v.has_walls = true;
    return make_rule_module(Amazons{});
}

} // namespace varia::variants
