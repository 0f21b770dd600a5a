// Atomic chess (atomic.hpp): captures explode; the king may touch the enemy king; exploding it wins.
#include "atomic/atomic.hpp"

#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

/// The explosion that follows a capture: the capturing piece and every piece next to the capture
/// square disappear, except pawns next to it and pieces of the immune types anywhere.
struct Blast {
    std::uint32_t pawn_types;   ///< spared when next to the capture square
    std::uint32_t immune_types; ///< never explode, not even as the capturing piece

    void explode(Effects& fx) const {
        if (fx.captures().empty()) return;
        const Position& pos = fx.position();
        const Square centre = fx.move().to;
        const Piece capturer = pos.piece_at(centre);
        if (!capturer.none() && !(immune_types >> capturer.type() & 1U)) fx.remove(centre);
        const Geometry& geo = pos.variant().geometry();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d) {
            const Square s = geo.step(centre, d);
            if (s == NoSquare) continue;
            const Piece p = pos.piece_at(s);
            if (!p.none() && !p.is_wall() && !((pawn_types | immune_types) >> p.type() & 1U)) fx.remove(s);
        }
    }
};

/// Atomic chess without royal pieces (Fairy-Stockfish's nocheckatomic and atomar): no check, a
/// king may explode like any piece (losing it ends the game through the variant's extinction
/// goal), and pieces of an immune type never take one another.
struct Explosions {
    Blast blast;

    void generate(Position& pos, MoveList& out) const {
        generate_actions(pos, out);
        if (blast.immune_types == 0) return;
        std::size_t kept = 0;
        for (const Move& m : out) {
            const Piece mover = pos.piece_at(m.from);
            const Piece target = pos.piece_at(m.to);
            const bool immune_pair = m.kind == MoveKind::Normal && !target.none() && !target.is_wall() &&
                                     target.type() == mover.type() && (blast.immune_types >> mover.type() & 1U);
            if (!immune_pair) out[kept++] = m;
        }
        out.truncate(kept);
    }

    void after_move(Effects& fx) const { blast.explode(fx); }
};

struct Atomic {
    PieceTypeId king;
    Blast blast;

    // ---- the turn: the core's moves, castling with the atomic notion of a safe square ----

    void generate(Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        if (pos.pieces(us, king).empty() || pos.pieces(~us, king).empty()) return; // the game is over
        for (Square from : pos.pieces(us)) generate_piece_moves(pos, from, out);
        const std::size_t first = out.size();
        generate_castling(pos, out, false);
        const Square own_king = pos.pieces(us, king).first();
        BoardOverlay without_king(pos);
        without_king.clear(own_king);
        const int back = rank_of(own_king);
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move m = out[i];
            // The king's square and the squares it passes (not its target, which legal() judges).
            bool safe = true;
            const int step = file_of(m.to) > file_of(m.from) ? 1 : -1;
            for (int f = file_of(m.from); safe && f != file_of(m.to); f += step)
                safe = !attacked_here(without_king, make_square(f, back), ~us);
            if (safe && file_of(m.to) == file_of(m.from)) safe = !attacked_here(without_king, m.from, ~us);
            if (safe) out[kept++] = m;
        }
        out.truncate(kept);
    }

    /// Whether a king of the other colour on `s` would be attacked by `by`: never next to the
    /// king of `by`, else as the attack test says.
    template <class View>
    bool attacked_here(const View& b, Square s, Color by) const {
        const Square their_king = position_of(b).pieces(by, king).first();
        if (their_king != NoSquare && next_to(position_of(b), s, their_king)) return false;
        return attacked(b, s, by);
    }

    static bool next_to(const Position& pos, Square a, Square b) {
        const Geometry& geo = pos.variant().geometry();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d)
            if (geo.step(a, d) == b) return true;
        return false;
    }

    // ---- effects: the explosion ----

    void after_move(Effects& fx) const { blast.explode(fx); }

    // ---- legality and check ----

    bool legal(const Position& after, Color mover) const {
        if (after.pieces(mover, king).empty()) return false;  // exploded its own king
        if (after.pieces(~mover, king).empty()) return true;  // exploded the enemy king
        return !attacked_here(after, after.pieces(mover, king).first(), ~mover);
    }

    bool in_check(const Position& pos) const {
        const Color us = pos.side_to_move();
        const Square own_king = pos.pieces(us, king).first();
        return own_king != NoSquare && !pos.pieces(~us, king).empty() && attacked_here(pos, own_king, ~us);
    }
};

} // namespace

RuleModulePtr install_atomic(Variant& v) {
    std::optional<PieceTypeId> king;
    std::optional<PieceTypeId> castling_king;
    std::uint32_t pawns = 0;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        if (v.piece_types[t].royal) {
            if (king) throw ParseError("pieces", v.piece_types[t].name, "atomic needs at most one royal piece type");
            king = static_cast<PieceTypeId>(t);
        }
        if (v.piece_types[t].castling_king) castling_king = static_cast<PieceTypeId>(t);
        if (v.piece_types[t].is_pawn) pawns |= 1U << t;
    }
    const bool immune_king = v.find_option("immune_king", "bool") && v.option_flag("immune_king");
    if (king) {
        if (immune_king)
            throw ParseError("options", "immune_king", "atomic: a royal king cannot also be immune to explosions");
        v.royals_per_side = 1;
        return make_rule_module(Atomic{*king, Blast{pawns, 0}});
    }
    if (immune_king && !castling_king)
        throw ParseError("options", "immune_king", "atomic: immune_king needs a castling king type (the king)");
    return make_rule_module(Explosions{Blast{pawns, immune_king ? 1U << *castling_king : 0U}});
}

} // namespace varia::variants
