#pragma once
/// \file movegen.hpp
/// The one move generator and the one legality checker that every variant goes through, and the
/// building blocks rule modules compose their turns from (rule_module.hpp).
///
/// Candidate turns come from the variant's rule module (RuleModule generate part) or, by
/// default, from generate_actions(): walking the variant's compiled rays. A turn is legal when,
/// after it, the variant's legality predicate holds (legal_after(): by default no royal piece of
/// the mover is attacked). Fast paths (pins, check detection) sit behind that predicate and are
/// tested against it (tests/core/legality_test.cpp).

#include "varia/board_overlay.hpp"
#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

// ---- building blocks ----

/// Appends the single-action moves of the piece on `from`, of that piece's colour, as the
/// variant's data defines them: leaps, rides, hops, friendly leaps, locust moves, pawn
/// multi-steps, promotions, and en-passant captures (when the piece belongs to the side to move).
/// No castling, no drops. With a grid (Variant::grid) only the moves that leave the piece's cell.
/// Nothing for an empty square or a wall. No allocation (but the list's).
void generate_piece_moves(const Position& pos, Square from, MoveList& out);
/// The same on a position seen with some squares changed (en passant as in the position).
void generate_piece_moves(const BoardOverlay& board, Square from, MoveList& out);

/// Position::attacked(), and the same on a position seen with some squares changed.
[[nodiscard]] inline bool attacked(const Position& pos, Square s, Color by) noexcept { return pos.attacked(s, by); }
[[nodiscard]] bool attacked(const BoardOverlay& board, Square s, Color by) noexcept;

/// The squares of the pieces of colour `by` that attack `s` (those Position::attacked() finds; a
/// piece confined to a region attacks nothing outside it, and with a grid a piece attacks nothing
/// in its own cell: Variant::grid).
[[nodiscard]] SquareSet attackers(const Position& pos, Square s, Color by) noexcept;
[[nodiscard]] SquareSet attackers(const BoardOverlay& board, Square s, Color by) noexcept;

/// The squares of the pieces of colour `by` with a move ending on the empty square `s`: steps,
/// rides, hops, lame leaps, multi-steps, locust moves, and en passant onto `s` when `by` is the
/// side to move and `s` its target (castling and drops excluded); not pieces confined to a region
/// that leaves `s` out (PieceType::region), nor, with a grid, those in the cell of `s`
/// (Variant::grid). Empty when `s` is occupied.
[[nodiscard]] SquareSet movers_to(const Position& pos, Square s, Color by) noexcept;
[[nodiscard]] SquareSet movers_to(const BoardOverlay& board, Square s, Color by) noexcept;

/// Appends the castling moves of the side to move: the right is held, the squares between king,
/// rook and their targets are empty (but for the two), and — when the castling king is royal and
/// `check_attacks` is true — no square the king stands on or passes, its target included, is
/// attacked; with a grid (Variant::grid), only where the king leaves its cell. A module whose notion of a safe square differs passes false and judges the king's
/// path itself.
void generate_castling(const Position& pos, MoveList& out, bool check_attacks = true);

/// Appends the drops of the side to move: every piece type it holds in hand (royal ones only with
/// Variant::royal_drops), onto every empty square of its Variant::drop_region except those where
/// that type would have to promote or could never move, beyond its file limit, without support
/// under gravity, or that would break the colour balance of PieceType::drop_on_both_colours.
void generate_drops(const Position& pos, MoveList& out);

/// The core's single actions of the side to move: generate_piece_moves() of each of its pieces,
/// generate_castling() and generate_drops(). These are the candidate turns of every variant whose
/// rule module does not compose its own (and the start of those that do).
void generate_actions(const Position& pos, MoveList& out);

/// The legal single actions of the side to move: generate_actions() filtered by the variant's
/// legality predicate (legal_after()), with the pin and check fast path where it applies. The
/// building block of modules that extend single actions after judging them (gating). `pos` is
/// unchanged on return.
void generate_legal_actions(Position& pos, MoveList& out);

/// Squares holding a piece (of either colour; not walls) that a capture by the piece on `from`
/// could end on or take, ignoring whose piece it is and whether it may be taken: the first piece
/// on each capturing ray in range, the piece behind a hopper's screen, a locust move's victims.
/// Empty for an empty square or a wall.
[[nodiscard]] SquareSet attack_targets(const Position& pos, Square from);

/// True when `m`, a turn of the side to move of `pos`, takes an enemy piece: an action ends on
/// or removes one (judged on `pos`, before the turn), or is an en-passant or locust capture.
[[nodiscard]] bool is_capture(const Position& pos, const Move& m) noexcept;

/// The default legality predicate: colour `c` is not in check, that is no royal piece of `c` is
/// attacked, or with Variant::royal_check other than Every, not the one it protects (only the
/// first royal piece, or not all of them). Always true without royal pieces. Rule modules may
/// build on it.
[[nodiscard]] bool royals_unattacked(const Position& pos, Color c) noexcept;
/// True when a White and a Black royal piece stand on one file with no piece between them
/// (Variant::flying_general forbids it).
[[nodiscard]] bool royals_face(const Position& pos) noexcept;

// ---- the generator and the checker ----

/// Appends every candidate turn of the side to move: the rule module's (generate part) or
/// generate_actions(). A variant whose module lists legal turns itself (generate_legal part) has
/// no candidate list: nothing is appended; use generate_legal(). `pos` is unchanged on return.
void generate_pseudo_legal(Position& pos, MoveList& out);

/// The legality predicate: true when `mover`, the side that just moved into `after`, may leave it.
/// False when the variant forbids checks (Variant::checks_allowed) and an enemy royal piece is
/// attacked, or when the variant has the flying general rule and two royal pieces face each other
/// (royals_face()); then the rule module's legal part when it has one, else
/// royals_unattacked(after, mover).
[[nodiscard]] bool legal_after(const Position& after, Color mover);

/// Whether the side to move is in check: the rule module's in_check part when it has one, else
/// whether a royal piece of the side to move is attacked.
[[nodiscard]] bool in_check(const Position& pos);

/// The slow, general legality test of a candidate turn: push, evaluate the predicate, pop.
/// `pos` is unchanged on return.
[[nodiscard]] bool is_legal_slow(Position& pos, const Move& m);

/// Legal turns of the side to move, in an unspecified but deterministic order (sort their texts
/// for display): none when an immediate game end applies (immediate_game_end(), status.hpp);
/// only the captures when the variant makes capturing compulsory (Variant::must_capture) and one
/// is legal; only the drops when the variant makes dropping compulsory (Variant::must_drop) and
/// one is legal; in check, no move of the royal piece but the capture of the one checker when the
/// variant says so (Variant::royal_moves_in_check). `pos` is unchanged on return (it is used as scratch space). No heap allocation
/// beyond the list's growth. `use_fast_path` = false forces is_legal_slow() for every candidate
/// (for testing the fast path).
void generate_legal(Position& pos, MoveList& out, bool use_fast_path = true);

/// Convenience form of generate_legal().
[[nodiscard]] MoveList legal_moves(Position& pos);

/// Whether the side to move has a legal turn (generate_legal() would list one), stopping at the
/// first candidate found legal where the move rules allow. `pos` is unchanged on return.
[[nodiscard]] bool has_legal_move(Position& pos);

// ---- listings made from inside a rule module ----
//
// A rule module's parts may ask for the legal turns of the position they are handed, or of any
// other: generate_legal(), has_legal_move(), and the const queries of queries.hpp (legal_moves(),
// is_checkmate(), ...), which list on the position a legality predicate is handed without copying
// it. Such a listing judges its turns with the module's parts again, which may ask again: "a check
// is legal only when it mates" asks whether the opponent has a legal reply, and each reply that
// checks back asks the same one level deeper. The core bounds the recursion: a listing begun while
// max_listing_depth listings are in progress on the thread lists the core's turns only (its single
// actions, judged by the data's rules and royals_unattacked(), without any part of the module), so
// a chain of nested questions ends there.

/// The nesting at which listings stop calling the module's parts (see above).
inline constexpr int max_listing_depth = 32;

/// The number of legal-turn listings (generate_legal(), generate_legal_actions(), has_legal_move())
/// in progress on this thread: 0 outside any, 1 inside the parts a listing calls, more where a
/// part has asked for a listing itself. A module may read it to bound its own questions sooner.
/// (Position::push() may list turns to settle an en-passant target, which counts while it runs.)
[[nodiscard]] int listing_depth() noexcept;

} // namespace varia
