#pragma once
/// \file state.hpp
/// Declared state: what a rule module keeps in a position besides the board, the hands, the side
/// to move, castling and en passant (docs/authoring.md §7). A module declares each field once
/// (Variant::declare_state(), from its install function); from then on the core stores it, hashes it, restores it on pop(),
/// and reads and writes it as a trailing field of position text (docs/notation.md, "Further fields").
/// Modules change a field only through the contexts they are handed (Effects, PositionSetup).

#include <cstdint>
#include <string>

namespace varia {

/// Index of a declared field in Variant::state_fields.
using StateFieldId = std::uint8_t;

/// Value slots a position holds for declared counters and flags (a per-side field takes two).
inline constexpr int max_state_slots = 16;
/// Piece-flag fields (StateField::Kind::PieceFlag) a variant may declare.
inline constexpr int max_piece_flags = 4;
/// Largest value a declared counter may hold.
inline constexpr int max_state_value = 255;

struct StateField {
    enum class Kind : std::uint8_t {
        /// One number for the game, 0..max, written `name:<value>` when not 0.
        Counter,
        /// One number per side, 0..max, written `name:<white>,<black>` when either is not 0.
        SideCounter,
        /// One yes/no per side, written `name:K`, `name:k` or `name:K,k` (the royal piece's letter,
        /// upper case for White) when either is set.
        SideFlag,
        /// A status flag of pieces: a set of squares, written `name:<square>,<square>...` in square
        /// order when not empty. The flag travels with its piece when the piece moves and
        /// disappears when the piece is removed; a piece put on the board has none.
        PieceFlag,
    };
    std::string name; ///< lower case letters, digits and '_' (position text field name)
    Kind kind = Kind::Counter;
    int max = 1; ///< largest value of a counter (1..max_state_value); 1 for flags
    /// Where the core keeps it (filled by the declaration): the first value slot (a SideCounter's
    /// or SideFlag's Black value is at slot + 1), or the flag plane of a PieceFlag.
    std::uint8_t slot = 0;
};

} // namespace varia
