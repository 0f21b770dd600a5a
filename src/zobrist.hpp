#pragma once
// Zobrist keys shared by every variant: fixed seed, so hashes are the same in every run.

#include <array>
#include <cstdint>

#include "varia/piece.hpp"
#include "varia/square.hpp"

namespace varia::zobrist {

inline constexpr int max_hand_count = 64;
inline constexpr int max_side_counter = 15;

struct Keys {
    std::array<std::array<std::uint64_t, NoSquare>, max_piece_codes> piece{};
    std::array<std::uint64_t, 32> castling{};
    std::array<std::uint64_t, NoSquare> en_passant{};
    std::array<std::array<std::array<std::uint64_t, max_hand_count + 1>, max_piece_types>, 2> hand{};
    std::uint64_t black_to_move = 0;
    /// Per-side rule counters (Position::side_counter); value 0 has key 0.
    std::array<std::array<std::uint64_t, max_side_counter + 1>, 2> side_counter{};
    /// Rule flags (Position::rule_flags), one key per bit.
    std::array<std::uint64_t, 8> rule_flag{};
    /// Marked squares (Position::marked()), one key per square.
    std::array<std::uint64_t, NoSquare> marked{};
};

const Keys& keys() noexcept;

} // namespace varia::zobrist
