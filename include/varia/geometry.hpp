#pragma once
/// \file geometry.hpp
/// Board geometry: a bounding rectangle of up to 16×16 cells minus holes, with precomputed step
/// tables so that no code above this layer does coordinate arithmetic. A hole is not a square:
/// nothing stands on it and no step lands on it (docs/notation.md "Squares").

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "varia/square.hpp"
#include "varia/square_set.hpp"

namespace varia {

/// Index of a registered step vector in a Geometry (see Geometry::add_direction).
using DirectionId = std::uint8_t;

class Geometry {
public:
    /// The eight steps to adjacent cells are always registered, first, in this order (ids 0..7):
    /// north (towards higher ranks), north-east, east, south-east, south, south-west, west,
    /// north-west. Orthogonal ones have even ids. Rule modules use them for neighbourhoods.
    static constexpr int adjacent_directions = 8;
    [[nodiscard]] static constexpr Vec adjacent_vector(int i) noexcept {
        constexpr Vec v[adjacent_directions] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
        return v[i];
    }

    /// A width × height board (each 1..16) without the cells in `holes`; the adjacent steps are
    /// registered (adjacent_vector()).
    /// Throws ParseError (field "board") when a dimension is out of range or a hole is off the board.
    Geometry(int width, int height, const std::vector<Square>& holes = {});

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    /// True when `s` is a real square of this board (inside the rectangle and not a hole).
    [[nodiscard]] bool contains(Square s) const noexcept { return s < NoSquare && squares_.test(s); }
    /// True when the cell at (file, rank) lies inside the rectangle but is a hole.
    [[nodiscard]] bool is_hole(int file, int rank) const noexcept;
    /// All real squares of the board.
    [[nodiscard]] const SquareSet& squares() const noexcept { return squares_; }
    /// Cells of the rectangle that are holes.
    [[nodiscard]] const SquareSet& holes() const noexcept { return holes_; }
    /// Squares on rank `rank` (0-based) as a set; empty when rank is out of range.
    [[nodiscard]] SquareSet rank_squares(int rank) const noexcept;

    /// Parses a square name ("a1".."p16") valid on this board; nullopt for anything else.
    [[nodiscard]] std::optional<Square> parse_square(std::string_view name) const noexcept;

    /// Registers step vector `v` and returns its id (the same id for the same vector).
    /// At most 255 distinct vectors per board; throws CapacityError beyond.
    DirectionId add_direction(Vec v);
    /// Registers step vector `v` confined to the squares of `within`: its step table leads only
    /// from a square of `within` to a square of `within` (NoSquare elsewhere), for moves along
    /// lines drawn on the board (janggi's palace diagonals). The same id for the same vector and
    /// set; never the id of the plain vector, which find_direction() alone returns.
    DirectionId add_masked_direction(Vec v, const SquareSet& within);
    /// Id of an already registered vector (without a mask), or nullopt.
    [[nodiscard]] std::optional<DirectionId> find_direction(Vec v) const noexcept;
    [[nodiscard]] Vec direction(DirectionId id) const noexcept { return vectors_[id]; }
    [[nodiscard]] std::size_t direction_count() const noexcept { return vectors_.size(); }

    /// The step table of a direction: table[s] is the square one step from s, or NoSquare when
    /// that cell is off the board or a hole. table[NoSquare] is NoSquare, so walks may overrun.
    [[nodiscard]] const Square* steps(DirectionId id) const noexcept { return tables_[id].data(); }
    /// One step from `s` along `id` (NoSquare when none).
    [[nodiscard]] Square step(Square s, DirectionId id) const noexcept { return tables_[id][s]; }

private:
    /// Registers `v` with the step table restricted to `within` (the real squares, or a mask).
    DirectionId add_table(Vec v, const SquareSet& within, const std::optional<SquareSet>& mask);
    int width_;
    int height_;
    SquareSet squares_;
    SquareSet holes_;
    std::vector<Vec> vectors_;
    std::vector<std::optional<SquareSet>> masks_; ///< add_masked_direction()'s set, per id
    std::vector<std::array<Square, NoSquare + 1>> tables_;
};

} // namespace varia
