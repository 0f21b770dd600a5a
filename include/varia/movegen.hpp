#pragma once
/// \file movegen.hpp
/// The one move generator and the one legality checker that every variant goes through
/// (design.md layer 5). Pseudo-legal moves come from walking the variant's compiled rays; a move
/// is legal when, after it, the variant's check predicate holds (for royal variants: no royal
/// piece of the mover is attacked). Fast paths (pins, check detection) sit behind that predicate
/// and are tested against it (tests/core/legality_test.cpp).

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

/// Appends every pseudo-legal move of the side to move: piece moves, pawn multi-steps, en
/// passant, promotions, castling (castling already checked for empty and unattacked squares on
/// the king's path), drops. No allocation. A variant with RuleHooks::generate_turns gets that
/// hook's turns instead; a variant with RuleHooks::generate_legal_turns (Laser Chess) has no
/// pseudo-legal list and gets nothing appended: use generate_legal().
void generate_pseudo_legal(const Position& pos, MoveList& out);

/// The check predicate: true when `mover`, the side that just moved in `pos`, may leave `pos`.
/// The variant's RuleHooks::mover_safe when it has one, else royals_unattacked(pos, mover).
[[nodiscard]] bool royal_safe(const Position& pos, Color mover) noexcept;

/// The default check predicate: no royal piece of colour `c` is attacked (always true without
/// royal pieces). Rule modules may build on it.
[[nodiscard]] bool royals_unattacked(const Position& pos, Color c) noexcept;

/// Whether the side to move is in check: the variant's RuleHooks::in_check when it has one, else
/// whether a royal piece of the side to move is attacked.
[[nodiscard]] bool in_check(const Position& pos) noexcept;

/// The slow, general legality test of a pseudo-legal move: push, evaluate the check predicate,
/// pop. `pos` is unchanged on return.
[[nodiscard]] bool is_legal_slow(Position& pos, const Move& m);

/// Legal moves of the side to move, in an unspecified but deterministic order (sort their texts
/// for display). `pos` is unchanged on return (it is used as scratch space). No heap allocation.
/// `use_fast_path` = false forces is_legal_slow() for every move (for testing the fast path).
void generate_legal(Position& pos, MoveList& out, bool use_fast_path = true);

/// Convenience form of generate_legal().
[[nodiscard]] MoveList legal_moves(Position& pos);

} // namespace varia
