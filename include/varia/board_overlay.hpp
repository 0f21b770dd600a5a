#pragma once
/// \file board_overlay.hpp
/// A position seen with a few squares changed, for "what if" questions a rule module asks without
/// changing the position: which moves would a piece have with a Guard placed next to its King,
/// is a square attacked once the King has left it. The move generator's building blocks
/// (movegen.hpp) accept an overlay wherever they accept a position. It keeps its own copy of the
/// cells, so reading a square costs what it costs on the position. No allocation.

#include <algorithm>
#include <array>
#include <cstdint>

#include "varia/errors.hpp"
#include "varia/position.hpp"

namespace varia {

class BoardOverlay {
public:
    /// Most squares one overlay changes.
    static constexpr int max_changes = 16;

    explicit BoardOverlay(const Position& pos) noexcept : pos_(pos), cells_(pos.cells()) {}

    /// From now on `s` is seen holding `p` (Piece() for an empty square; not a wall). Throws
    /// CapacityError beyond max_changes distinct squares.
    BoardOverlay& set(Square s, Piece p) {
        if (std::find(changed_.begin(), changed_.begin() + count_, s) == changed_.begin() + count_) {
            if (count_ == max_changes) throw CapacityError("board overlay: more than 16 changed squares");
            changed_[count_++] = s;
        }
        const Piece old = cells_[s];
        if (!old.none() && !old.is_wall()) by_color_[index(old.color())].reset(s);
        cells_[s] = p;
        if (p.none()) {
            occupied_.reset(s);
        } else {
            occupied_.set(s);
            if (!p.is_wall()) by_color_[index(p.color())].set(s);
        }
        return *this;
    }
    /// `s` is seen empty.
    BoardOverlay& clear(Square s) { return set(s, Piece()); }

    [[nodiscard]] Piece piece_at(Square s) const noexcept { return cells_[s]; }
    [[nodiscard]] const SquareSet& pieces(Color c) const noexcept { return by_color_[index(c)]; }
    [[nodiscard]] SquareSet pieces(Color c, PieceTypeId t) const noexcept {
        SquareSet out = pos_.pieces(c, t);
        for (int i = 0; i < count_; ++i) {
            if (cells_[changed_[i]] == Piece(t, c)) out.set(changed_[i]);
            else out.reset(changed_[i]);
        }
        return out;
    }
    [[nodiscard]] const SquareSet& occupied() const noexcept { return occupied_; }
    [[nodiscard]] const Position& position() const noexcept { return pos_; }
    [[nodiscard]] const Variant& variant() const noexcept { return pos_.variant(); }
    [[nodiscard]] Color side_to_move() const noexcept { return pos_.side_to_move(); }

private:
    const Position& pos_;
    std::array<Piece, NoSquare> cells_; ///< the cells as seen
    std::array<Square, max_changes> changed_{};
    int count_ = 0;
    std::array<SquareSet, 2> by_color_{pos_.pieces(Color::White), pos_.pieces(Color::Black)};
    SquareSet occupied_ = pos_.occupied();
};

/// The position under a board view, for code written for both a Position and a BoardOverlay.
[[nodiscard]] inline const Position& position_of(const Position& pos) noexcept { return pos; }
[[nodiscard]] inline const Position& position_of(const BoardOverlay& board) noexcept { return board.position(); }

} // namespace varia
