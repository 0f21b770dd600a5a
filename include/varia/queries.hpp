#pragma once
/// \file queries.hpp
/// Questions about a position that leave it untouched: they take a `const Position&` and work on
/// a copy where the generator needs scratch space. For loops over many positions (search, perft)
/// prefer the `Position&` forms of movegen.hpp and status.hpp, which copy nothing.
///
/// A rule module's legality predicate may ask them of the position it is handed (`after`): there
/// they copy nothing either, since the listing that asks the predicate lends that position, and
/// the listings they make are bounded as movegen.hpp says (max_listing_depth).
#include <string>

#include "varia/move.hpp"
#include "varia/position.hpp"
#include "varia/square_set.hpp"
#include "varia/status.hpp"

namespace varia {

/// The legal turns of the side to move (generate_legal(), movegen.hpp). The list lives on the
/// heap (MoveList), so it may be kept or returned cheaply.
[[nodiscard]] MoveList legal_moves(const Position& pos);
/// The legal turns whose first action starts on `from` (moves of the piece standing there;
/// castling counts as the king's move). Empty for an empty square or an enemy piece.
[[nodiscard]] MoveList legal_moves_from(const Position& pos, Square from);
/// True when `m` is one of the legal turns of `pos`.
[[nodiscard]] bool is_legal(const Position& pos, const Move& m);
/// True when the side to move has a legal turn (has_legal_move(), movegen.hpp): stops at the
/// first one found where the move rules allow.
[[nodiscard]] bool has_legal_move(const Position& pos);
/// The side to move is in check (in_check(), movegen.hpp) and has no legal turn. Whether that
/// ends the game, and how, is game_status()'s to say (a variant may score it otherwise).
[[nodiscard]] bool is_checkmate(const Position& pos);
/// The side to move is not in check and has no legal turn.
[[nodiscard]] bool is_stalemate(const Position& pos);
/// game_status() (status.hpp) of `pos`, which is left unchanged.
[[nodiscard]] GameStatus game_status(const Position& pos);
/// The squares of the enemy pieces that attack a royal piece of the side to move (attackers(),
/// movegen.hpp): the pieces giving check. Empty when not in check or without royal pieces. In a
/// variant whose rule module decides check by itself (RuleModule in_check part), these are still
/// the attackers of its royal pieces.
[[nodiscard]] SquareSet checkers(const Position& pos);
/// True when the legal turn `m` leaves the opponent in check (in_check() after it).
[[nodiscard]] bool gives_check(const Position& pos, const Move& m);
/// The side to move's opponent, after `m`, has no legal turn and is in check.
[[nodiscard]] bool gives_checkmate(const Position& pos, const Move& m);

/// How a piece is written and called: its letter as position text writes it (upper case for
/// White, lower case for Black, `+` before a promoted form, `*` for a wall), its type's name
/// ("knight"; "wall") and its colour.
struct PieceSymbol {
    std::string letter;
    std::string name;
    Color color = Color::White;
};
/// The symbol of `p`, a piece of `v` (not Piece::none()). Throws Error for a piece type `v` lacks.
[[nodiscard]] PieceSymbol piece_symbol(const Variant& v, Piece p);

} // namespace varia
