#pragma once
/// \file board_overlay.hpp
/// A position seen with a few squares changed, for "what if" questions a rule module asks without
/// changing the position: which moves would a piece have with a Guard placed next to its King,
/// is a square attacked once the King has left it. The move generator's building blocks
/// (movegen.hpp) accept an overlay wherever they accept a position. No allocation.

#include <array>
#include <cstdint>

#include "varia/errors.hpp"
#include "varia/position.hpp"

namespace varia {

class BoardOverlay {
public:
    /// Most squares one overlay changes.
    static constexpr int max_changes = 16;

    explicit BoardOverlay(const Position& pos) noexcept : pos_(pos) {}

    /// From now on `s` is seen holding `p` (Piece() for an empty square; not a wall). Changing a
    /// square twice keeps the last. Throws CapacityError beyond max_changes squares.
    BoardOverlay& set(Square s, Piece p) {
        for (int i = 0; i < count_; ++i)
            if (squares_[i] == s) {
                apply(i, p);
                return *this;
            }
        if (count_ == max_changes) throw CapacityError("board overlay: more than 16 changed squares");
        squares_[count_] = s;
        pieces_[count_] = pos_.piece_at(s);
        apply(count_++, p);
        return *this;
    }
    /// `s` is seen empty.
    BoardOverlay& clear(Square s) { return set(s, Piece()); }

    [[nodiscard]] Piece piece_at(Square s) const noexcept {
        for (int i = 0; i < count_; ++i)
            if (squares_[i] == s) return pieces_[i];
        return pos_.piece_at(s);
    }
    [[nodiscard]] const SquareSet& pieces(Color c) const noexcept { return by_color_[index(c)]; }
    [[nodiscard]] SquareSet occupied() const noexcept { return occupied_; }
    [[nodiscard]] const Position& position() const noexcept { return pos_; }
    [[nodiscard]] const Variant& variant() const noexcept { return pos_.variant(); }
    [[nodiscard]] Color side_to_move() const noexcept { return pos_.side_to_move(); }

private:
    void apply(int i, Piece p) noexcept {
        const Square s = squares_[i];
        const Piece old = pieces_[i];
        if (!old.none() && !old.is_wall()) by_color_[index(old.color())].reset(s);
        pieces_[i] = p;
        if (p.none()) {
            occupied_.reset(s);
        } else {
            occupied_.set(s);
            if (!p.is_wall()) by_color_[index(p.color())].set(s);
        }
    }

    const Position& pos_;
    std::array<Square, max_changes> squares_{};
    std::array<Piece, max_changes> pieces_{};
    int count_ = 0;
    std::array<SquareSet, 2> by_color_{pos_.pieces(Color::White), pos_.pieces(Color::Black)};
    SquareSet occupied_ = pos_.occupied();
};

/// The position under a board view, for code written for both a Position and a BoardOverlay.
[[nodiscard]] inline const Position& position_of(const Position& pos) noexcept { return pos; }
[[nodiscard]] inline const Position& position_of(const BoardOverlay& board) noexcept { return board.position(); }

} // namespace varia
