#pragma once
// Zobrist keys shared by every variant: fixed seed, so hashes are the same in every run.

#include <array>
#include <cstdint>

#include "varia/piece.hpp"
#include "varia/square.hpp"
#include "varia/state.hpp"

namespace varia::zobrist {

inline constexpr int max_hand_count = 255; // a hand count is one byte (Position::hand_)

struct Keys {
    std::array<std::array<std::uint64_t, NoSquare>, max_piece_codes> piece{};
    std::array<std::uint64_t, 32> castling{};
    std::array<std::uint64_t, NoSquare> en_passant{};
    std::array<std::array<std::array<std::uint64_t, max_hand_count + 1>, max_piece_types>, 2> hand{};
    std::uint64_t black_to_move = 0;
    /// Declared state values (state.hpp), per slot and value; value 0 has key 0, so a field at
    /// its default adds nothing.
    std::array<std::array<std::uint64_t, max_state_value + 1>, max_state_slots> state{};
    /// Piece flags, per plane and square.
    std::array<std::array<std::uint64_t, NoSquare>, max_piece_flags> piece_flag{};
};

const Keys& keys() noexcept;

} // namespace varia::zobrist
