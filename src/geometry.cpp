#include "varia/geometry.hpp"

#include "varia/errors.hpp"

#include <charconv>
#include <string>

namespace varia {

Geometry::Geometry(int width, int height, const std::vector<Square>& holes)
    : width_(width), height_(height) {
    if (width < 1 || width > max_files || height < 1 || height > max_ranks)
        throw ParseError("board", std::to_string(width) + "x" + std::to_string(height),
                         "board is " + std::to_string(width) + "x" + std::to_string(height) +
                             ", expected width and height in 1..16");
    for (int r = 0; r < height; ++r)
        for (int f = 0; f < width; ++f) squares_.set(make_square(f, r));
    for (Square h : holes) {
        if (h >= NoSquare || !squares_.test(h))
            throw ParseError("board", std::to_string(h), "hole is not a cell of the board");
        squares_.reset(h);
        holes_.set(h);
    }
    for (int i = 0; i < adjacent_directions; ++i) add_direction(adjacent_vector(i));
}

bool Geometry::is_hole(int file, int rank) const noexcept {
    if (file < 0 || file >= width_ || rank < 0 || rank >= height_) return false;
    return holes_.test(make_square(file, rank));
}

SquareSet Geometry::rank_squares(int rank) const noexcept {
    SquareSet r;
    if (rank < 0 || rank >= height_) return r;
    for (int f = 0; f < width_; ++f)
        if (contains(make_square(f, rank))) r.set(make_square(f, rank));
    return r;
}

std::optional<Square> Geometry::parse_square(std::string_view name) const noexcept {
    if (name.size() < 2 || name.size() > 3) return std::nullopt;
    const int file = name[0] - 'a';
    if (file < 0 || file >= width_) return std::nullopt;
    if (name[1] == '0') return std::nullopt; // no leading zeros: "a01" is not a square
    int rank = 0;
    const auto* end = name.data() + name.size();
    auto [ptr, ec] = std::from_chars(name.data() + 1, end, rank);
    if (ec != std::errc() || ptr != end || rank < 1 || rank > height_) return std::nullopt;
    const Square s = make_square(file, rank - 1);
    if (!contains(s)) return std::nullopt;
    return s;
}

std::optional<DirectionId> Geometry::find_direction(Vec v) const noexcept {
    for (std::size_t i = 0; i < vectors_.size(); ++i)
        if (vectors_[i] == v && !masks_[i]) return static_cast<DirectionId>(i);
    return std::nullopt;
}

DirectionId Geometry::add_direction(Vec v) {
    if (auto id = find_direction(v)) return *id;
    return add_table(v, squares_, std::nullopt);
}

DirectionId Geometry::add_masked_direction(Vec v, const SquareSet& within) {
    for (std::size_t i = 0; i < vectors_.size(); ++i)
        if (vectors_[i] == v && masks_[i] && *masks_[i] == within) return static_cast<DirectionId>(i);
    return add_table(v, within & squares_, within);
}

DirectionId Geometry::add_table(Vec v, const SquareSet& within, const std::optional<SquareSet>& mask) {
    if (vectors_.size() >= 255) throw CapacityError("board: more than 255 distinct step vectors");
    std::array<Square, NoSquare + 1> table{};
    table.fill(NoSquare);
    for (Square s : within) {
        const int f = file_of(s) + v.dx;
        const int r = rank_of(s) + v.dy;
        if (f < 0 || f >= width_ || r < 0 || r >= height_) continue;
        const Square t = make_square(f, r);
        if (within.test(t)) table[s] = t;
    }
    vectors_.push_back(v);
    masks_.push_back(mask);
    tables_.push_back(table);
    return static_cast<DirectionId>(vectors_.size() - 1);
}

} // namespace varia
