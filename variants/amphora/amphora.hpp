#pragma once
/// \file amphora.hpp
/// The rule module of Amphora (variants/amphora/amphora.json holds the board, pieces, start and
/// options; docs/variants/amphora.md describes the game; the rules are amphora.md).
/// A turn is an optional Guard placement, one step and its side effects (interception,
/// telekinesis); every turn is a MoveKind::Compound move. Check is "the opponent could take my
/// King with its next turn".

#include "varia/position.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// True when `by`, moving now with its pieces on the board and its current sideways counter,
/// has a turn that takes the other side's King (by replacement, interception or telekinesis);
/// with `may_place`, turns that begin with a placement of `by`'s Guard from the hand count too
/// (amphora.md §9.1 without placement, §9.2 with it). False when the other King is not on the
/// board. `pos` must be an Amphora position.
[[nodiscard]] bool amphora_can_take_king(const Position& pos, Color by, bool may_place) noexcept;

/// Installs the module into `variant` (rule_module.hpp):
/// - turns (§5): optional placement of the Guard on an empty square next to the own King when
///   the `place` flag is set and the Guard is in hand (§6, R3, R20), then one step; steps that
///   stay on their rank are skipped while the mover's sideways counter is 3 (§8, R14);
/// - effects (§5.3, §7): replacement, interception of every sandwiched enemy (R6–R8), then, on
///   entering the enemy back row, one telekinesis removal per turn (R9–R13, R19);
/// - bookkeeping: sideways counters (`sideways:<w>,<b>`) and the opponent's placement right
///   (`place:1`) are position state;
/// - legality (§9.2, R5): after the turn the opponent has no turn, placement included, that takes
///   the mover's King; taking the enemy King is always legal; in check = §9.1 (R4);
/// - game end (§10, R16): a side whose King was taken, or that has no legal turn, loses; no draws;
/// - position text (§12): only Guards in hand, at most one Guard per side; the `place` flag is
///   dropped when the side to move has no Guard in hand (R20);
/// - options: `guard_telekinesis_cascade` (R10), `backrow_pawns_never_capture` (R15), both bool.
/// Throws ParseError when the variant lacks the piece letters K, G, P or one of the options.
void install_amphora(Variant& variant);

} // namespace varia::variants
