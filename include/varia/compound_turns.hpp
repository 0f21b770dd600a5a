#pragma once
/// \file compound_turns.hpp
/// Turns made of several actions (MoveKind::Compound), generated and applied from data, for rule
/// modules to wire into a variant (docs/authoring.md §7). A turn of side S is:
///   1. optionally, a placement: the variant's Variant::placement_type goes from S's hand onto an
///      empty square next to S's royal piece, when S holds the placement right (rule flag bit 0);
///   2. one step of one of S's pieces along one of its rays (single-step pieces only), skipped when
///      it stays on its rank and S's side counter has reached CompoundRules::sideways_limit;
///   3. side effects: replacement on the target square, then custodian captures, then — unless
///      the enemy royal piece is gone — one remote capture on entering the opponent's back row.
/// Legality: after the turn, the opponent has no turn (with a placement when it holds the right)
/// that removes S's royal piece; a turn that removes the enemy royal piece is always legal.
/// Amphora (variants/amphora, amphora.md) is built on this.

#include <array>
#include <cstdint>
#include <vector>

#include "varia/position.hpp"
#include "varia/variant.hpp"

namespace varia {

/// One kind of target of a remote capture: enemy pieces of `type` are eligible while the enemy
/// has no piece of a type in the bit mask `unless` on the board (after the move's other captures).
/// A list of them is a priority order: {P, 0}, {G, P}, {K, P|G} = Pawns, else the Guard, else the King.
struct EntryTarget {
    PieceTypeId type;
    std::uint32_t unless;
};

/// The data of compound turns.
struct CompoundRules {
    /// Custodian capture (amphora.md §7.2): for each direction d, after a piece of S arrives on T,
    /// an enemy piece on T+d with a piece of S on T+2d is removed (all directions at once; both
    /// squares must be real). Fewer than Position::max_effect_removals directions.
    std::vector<Vec> custodian_directions;
    /// Types that make no custodian capture with a step that starts on the opponent's back row
    /// (Amphora's option backrow_pawns_never_capture).
    std::uint32_t quiet_on_back_row = 0;
    /// Remote capture on entering the opponent's back row, per type of the entering piece, in
    /// priority order (empty: that type captures nothing remotely). The mover chooses one eligible
    /// enemy piece; every choice is its own turn, written with `x<square>`.
    std::array<std::vector<EntryTarget>, max_piece_types> entry_targets{};
    /// Consecutive turns per side whose step stays on its rank; more are not allowed (0 = no
    /// limit). Kept in the side counters (Variant::state_fields).
    int sideways_limit = 0;
    /// Types whose loss gives their owner the placement right for its next turn (as does being
    /// able to lose its royal piece to the opponent's next step).
    std::uint32_t placement_triggers = 0;
    /// Most pieces of the placement type a side may own (board and hand together; 0 = any).
    int placement_pieces_per_side = 0;
};

/// Sets the hooks of `variant` (generate_turns, apply_effects, mover_safe, in_check, validate),
/// Variant::compound, has_hands and state_fields.counter_max for compound turns with `rules`.
/// validate() accepts only the placement type in hand, at most placement_pieces_per_side of it
/// per side, and clears the placement flag when the side to move has none in hand.
/// Throws ParseError unless the variant has exactly one royal type, a placement_type, only
/// single-step pieces and fewer than Position::max_effect_removals custodian directions.
void install_compound_turns(Variant& variant, CompoundRules rules);

/// True when `by`, moving now with its current side counter, has a turn that removes the other
/// side's royal piece (by replacement, custodian capture or remote capture); with `may_place`,
/// turns beginning with a placement count too. False when that royal piece is not on the board.
/// `pos` must be a position of a variant set up with install_compound_turns().
[[nodiscard]] bool can_take_royal(const Position& pos, Color by, bool may_place);

} // namespace varia
