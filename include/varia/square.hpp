#pragma once
/// \file square.hpp
/// Squares, files, ranks and colours. A square is an index rank*16 + file (0..255), so every
/// board up to 16×16 shares one numbering; whether an index is a real square of a given board
/// is the board geometry's business (geometry.hpp).

#include <cstdint>
#include <string>

namespace varia {

/// Board square index, rank * 16 + file; valid squares are 0..255, NoSquare is "none".
using Square = std::uint16_t;
inline constexpr Square NoSquare = 256;
inline constexpr int max_files = 16;
inline constexpr int max_ranks = 16;

[[nodiscard]] constexpr int file_of(Square s) noexcept { return s & 15; }
[[nodiscard]] constexpr int rank_of(Square s) noexcept { return s >> 4; }
/// The square on `file` (0 = a) and `rank` (0 = rank 1); both must be in 0..15.
[[nodiscard]] constexpr Square make_square(int file, int rank) noexcept {
    return static_cast<Square>(rank * 16 + file);
}

/// Algebraic name of a square: file letter a..p followed by the rank number 1..16 ("j10").
[[nodiscard]] inline std::string square_name(Square s) {
    std::string name(1, static_cast<char>('a' + file_of(s)));
    name += std::to_string(rank_of(s) + 1);
    return name;
}

enum class Color : std::uint8_t { White = 0, Black = 1 };
[[nodiscard]] constexpr Color operator~(Color c) noexcept {
    return static_cast<Color>(static_cast<int>(c) ^ 1);
}
[[nodiscard]] constexpr int index(Color c) noexcept { return static_cast<int>(c); }

/// A step or leap vector relative to White: dx towards higher files, dy towards higher ranks.
struct Vec {
    std::int8_t dx = 0;
    std::int8_t dy = 0;
    friend constexpr bool operator==(Vec, Vec) noexcept = default;
};

} // namespace varia
