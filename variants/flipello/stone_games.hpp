#pragma once
/// \file stone_games.hpp
/// Building blocks shared by the modules of the stone games Fairy-Stockfish carries (Othello in
/// variants/flipello, ataxx in variants/ataxx): the pass of a side without a turn, the end once
/// the board is full or a pass has answered a pass, and the result by the count of stones.

#include "varia/movegen.hpp"
#include "varia/position.hpp"
#include "varia/status.hpp"

namespace varia::variants::stones {

/// The squares next to `s` (the board's eight adjacent steps, Geometry::adjacent_directions).
[[nodiscard]] inline SquareSet neighbours(const Geometry& geo, Square s) noexcept {
    SquareSet out;
    for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d)
        if (const Square t = geo.step(s, d); t != NoSquare) out.set(t);
    return out;
}

/// Appends the pass of the side to move, written as its first stone, in square order, acting on
/// its own square (`d4xd4`; Fairy-Stockfish writes `d4d4`): only with a stone on the board, as in
/// Fairy-Stockfish.
inline void add_pass(const Position& pos, MoveList& out) {
    const SquareSet own = pos.pieces(pos.side_to_move());
    if (!own.empty()) out.add(own.first(), own.first(), MoveKind::Target, Move::no_piece, 0);
}

/// The board is full, or the last two turns of the game's history were passes (a position read
/// from text has no history).
[[nodiscard]] inline bool over(const Position& pos) {
    if ((pos.variant().geometry().squares() - pos.occupied()).empty()) return true;
    return pos.ply_count() >= 2 && pos.last_move().kind == MoveKind::Target &&
           pos.earlier_move(1).kind == MoveKind::Target;
}

/// The game end: once over() or when the side to move has no turn (standard_game_status()'s
/// stalemate), the side with more stones on the board wins, equal counts draw (termination
/// `stalemate`); otherwise the standard ends.
[[nodiscard]] inline GameStatus game_end(Position& pos) {
    if (!over(pos)) {
        const GameStatus status = standard_game_status(pos);
        if (status.termination != Termination::Stalemate) return status;
    }
    const int white = pos.pieces(Color::White).count(), black = pos.pieces(Color::Black).count();
    const Result result = white > black ? Result::WhiteWins : black > white ? Result::BlackWins : Result::Draw;
    return {result, Termination::Stalemate, false};
}

} // namespace varia::variants::stones
