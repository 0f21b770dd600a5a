#pragma once
/// \file shouse.hpp
/// The rule module of S-house, as Fairy-Stockfish plays it (variants/shouse/shouse.json holds
/// Seirawan chess's pieces, start and castling with hands and drops; variants/shouse/README.md
/// describes the game). It is two building blocks side by side:
/// - crazyhouse's rules (CrazyhouseRules, crazyhouse.hpp): a captured piece goes to the captor's
///   hand (a promoted one as a pawn, marked by the piece flag `promoted:`), a drop restarts the
///   halfmove clock, and no pawn is dropped on its own first rank;
/// - Seirawan's gating (Gating, seirawan.hpp): a back-rank piece that has not moved yet carries the
///   piece flag `gates:`, and a move that leaves such a square may put a piece from the hand on it
///   (`g1f3,H@g1`); a side keeps its gates while its hand is empty, since a capture can refill it;
///   a pawn is never gated, as it is never dropped, on its first rank;
/// - a turn is a legal move, a legal drop, or a legal move with its gating (judged as the move
///   alone); check and game end as in FIDE chess, without a draw by insufficient material.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// hands with drops and at most one pawn type.
[[nodiscard]] RuleModulePtr install_shouse(Variant& variant);

} // namespace varia::variants
