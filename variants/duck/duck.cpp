// Duck chess (duck.hpp): every move is followed by moving the duck, a wall.
#include "duck/duck.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Duck {
    PieceTypeId king;

    /// Every move followed by every duck move: all legal (there is no check).
    void generate_legal(Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        if (pos.pieces(us, king).empty() || pos.pieces(~us, king).empty()) return; // the game is over
        thread_local MoveList moves;
        moves.clear();
        for (Square from : pos.pieces(us)) generate_piece_moves(pos, from, moves);
        generate_castling(pos, moves, false);
        const Variant& v = pos.variant();
        const Square duck = pos.walls().first();
        const SquareSet empty = v.geometry().squares() - pos.occupied();
        for (const Move& m : moves) {
            for (Square s : empty_after(v, m, empty)) {
                Move turn = m;
                if (duck == NoSquare)
                    turn.append(Action{0, static_cast<std::uint8_t>(s), MoveKind::Place, Piece::wall().code(), 0});
                else
                    turn.append(Action{static_cast<std::uint8_t>(duck), static_cast<std::uint8_t>(s), MoveKind::Normal,
                                       Move::no_piece, 0});
                out.push_back(turn);
            }
        }
    }

    /// The empty squares after move `m`, given those before it (the duck's own square is not empty).
    static SquareSet empty_after(const Variant& v, const Move& m, SquareSet empty) {
        empty.set(m.from);
        if (m.kind == MoveKind::EnPassant || m.kind == MoveKind::Locust) empty.set(m.aux);
        if (m.kind == MoveKind::Castling) {
            const CastlingRules& cr = v.castling;
            const bool king_side = file_of(m.aux) > file_of(m.from);
            empty.set(m.aux);
            empty.reset(make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, rank_of(m.from)));
        }
        empty.reset(m.to);
        return empty;
    }

    /// One duck at most.
    void validate(PositionSetup& setup) const {
        const SquareSet walls = setup.position().walls();
        if (walls.count() > 1) {
            SquareSet rest = walls;
            rest.reset(walls.first());
            std::string why = "a second duck on "; // appended, not "x" + string: GCC 12 warns wrongly
            why += square_name(rest.first());
            why += " (duck chess has one)";
            throw ParseError("placement", square_name(rest.first()), why);
        }
    }

    bool legal(const Position&, Color) const { return true; }
    bool in_check(const Position&) const { return false; }
};

} // namespace

RuleModulePtr install_duck(Variant& v) {
    std::optional<PieceTypeId> king;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (v.piece_types[t].royal) {
            if (king) throw ParseError("pieces", v.piece_types[t].name, "duck needs exactly one royal piece type");
            king = static_cast<PieceTypeId>(t);
        }
    if (!king) throw ParseError("pieces", v.name, "duck needs a royal piece type (the king that may be taken)");
    v.has_walls = true;
    v.royals_per_side = 1;
    return make_rule_module(Duck{*king});
}

} // namespace varia::variants
