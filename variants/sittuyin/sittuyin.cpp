// Sittuyin (sittuyin.hpp): promotion as a turn of its own, and the stalemate it can cause.
#include "sittuyin/sittuyin.hpp"

#include <array>
#include <optional>

#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/honour_counting.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

/// The squares of the two long diagonals in the opponent's half, from `c`'s side.
SquareSet promotion_squares(Color c) {
    SquareSet out;
    for (int k = 0; k < 4; ++k) {
        const int rank = 7 - k; // a8 b7 c6 d5 and h8 g7 f6 e5, counted from White
        for (const int file : {k, 7 - k})
            out.set(make_square(file, c == Color::White ? rank : 7 - rank));
    }
    return out;
}

struct Sittuyin {
    static constexpr bool effects_keep_board = true;
    PieceTypeId pawn;
    PieceTypeId general;
    std::optional<HonourCounting> counting; ///< the counting of endings, where the variant file gives it
    std::array<SquareSet, 2> zone{promotion_squares(Color::White), promotion_squares(Color::Black)};

    /// The core's turns (the drops of the set-up phase, the pieces' moves) and the promotions.
    void generate(Position& pos, MoveList& out) const {
        generate_actions(pos, out);
        add_promotions(pos, out);
    }

    void add_promotions(const Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        if (!pos.pieces(us, general).empty()) return; // only while the side has no general
        const SquareSet pawns = pos.pieces(us, pawn);
        const SquareSet ready = pawns.count() > 1 ? pawns & zone[index(us)] : pawns;
        const Piece promoted(general, us);
        thread_local MoveList steps; // kept between calls: no allocation once warm
        for (Square from : ready) {
            if (allowed(pos, from, from)) out.add(from, from, MoveKind::Change, promoted.code(), 0);
            BoardOverlay standing(pos);
            standing.set(from, promoted);
            steps.clear();
            generate_piece_moves(standing, from, steps);
            for (const Move& step : steps)
                if (pos.piece_at(step.to).none() && allowed(pos, from, step.to))
                    out.add(from, step.to, MoveKind::Normal, general, 0);
        }
    }

    /// Whether a general arriving on `to` from the pawn's square `from` attacks no enemy piece
    /// and no enemy royal piece is attacked then.
    [[nodiscard]] bool allowed(const Position& pos, Square from, Square to) const {
        const Color us = pos.side_to_move();
        BoardOverlay after(pos);
        after.clear(from);
        after.set(to, Piece(general, us));
        thread_local MoveList reach;
        reach.clear();
        generate_piece_moves(after, to, reach);
        for (const Move& m : reach)
            if (after.pieces(~us).test(m.to)) return false;
        for (Square royal : pos.royal_pieces(~us))
            if (attacked(after, royal, us)) return false;
        return true;
    }

    /// An in-place promotion is a pawn move: the clock restarts. Then the count of the ending.
    void after_move(Effects& fx) const {
        if (fx.move().kind == MoveKind::Change) fx.reset_halfmove_clock();
        if (counting) counting->after_move(fx);
    }

    void validate(PositionSetup& setup) const {
        if (counting) counting->validate(setup);
        setup.require_side_not_to_move_legal();
    }

    /// The core's game ends, and the stalemate of a king and pawn that could only promote.
    GameStatus game_end(Position& pos) const {
        const GameStatus status = counting_end(pos, standard_game_status(pos));
        if (status.result != Result::Ongoing || status.check) return status;
        const Color us = pos.side_to_move();
        if (pos.pieces(us).count() != 2 || pos.pieces(us, pawn).count() != 1) return status;
        for (const Move& m : legal_moves(pos))
            if (!promotes(m)) return status;
        return {Result::Draw, Termination::Stalemate, false};
    }

    [[nodiscard]] GameStatus counting_end(const Position& pos, GameStatus status) const {
        return counting ? counting->game_end(pos, status) : status;
    }

    [[nodiscard]] bool promotes(const Move& m) const noexcept {
        return m.kind == MoveKind::Change || (m.kind == MoveKind::Normal && m.piece == general);
    }
};

} // namespace

RuleModulePtr install_sittuyin(Variant& v) {
    // Installed before the variant's tables are compiled: find the types in the data itself.
    std::optional<PieceTypeId> pawn, general;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const PieceType& pt = v.piece_types[t];
        if (!pt.promoted && pt.letter == 'P') pawn = static_cast<PieceTypeId>(t);
        if (!pt.promoted && pt.letter == 'F') general = static_cast<PieceTypeId>(t);
    }
    if (v.width != 8 || v.height != 8 || !pawn || !general)
        throw ParseError("pieces", v.name, "sittuyin needs an 8x8 board, a pawn (P) and a general (F)");
    std::optional<HonourCounting> counting;
    if (v.draws.counting.enabled) counting.emplace(v);
    return make_rule_module(Sittuyin{*pawn, *general, counting});
}

} // namespace varia::variants
