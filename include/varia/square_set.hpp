#pragma once
/// \file square_set.hpp
/// SquareSet: a fixed-width set of squares (256 bits, enough for every board up to 16×16).
/// No heap allocation; all operations are constexpr and noexcept.

#include <array>
#include <bit>
#include <cstdint>

#include "varia/square.hpp"

namespace varia {

class SquareSet {
public:
    static constexpr int words = 4;

    constexpr SquareSet() noexcept = default;

    /// The set holding exactly `s` (s must be a valid square, 0..255).
    [[nodiscard]] static constexpr SquareSet of(Square s) noexcept {
        SquareSet r;
        r.set(s);
        return r;
    }

    constexpr void set(Square s) noexcept { bits_[s >> 6] |= std::uint64_t{1} << (s & 63); }
    constexpr void reset(Square s) noexcept { bits_[s >> 6] &= ~(std::uint64_t{1} << (s & 63)); }
    constexpr void toggle(Square s) noexcept { bits_[s >> 6] ^= std::uint64_t{1} << (s & 63); }
    [[nodiscard]] constexpr bool test(Square s) const noexcept {
        return (bits_[s >> 6] >> (s & 63)) & 1U;
    }
    [[nodiscard]] constexpr bool empty() const noexcept {
        return (bits_[0] | bits_[1] | bits_[2] | bits_[3]) == 0;
    }
    [[nodiscard]] constexpr int count() const noexcept {
        return std::popcount(bits_[0]) + std::popcount(bits_[1]) + std::popcount(bits_[2]) +
               std::popcount(bits_[3]);
    }
    /// True when the set holds two squares or more (cheaper than count() > 1).
    [[nodiscard]] constexpr bool several() const noexcept {
        int words_used = 0;
        for (int w = 0; w < words; ++w) {
            if (bits_[w] == 0) continue;
            if ((bits_[w] & (bits_[w] - 1)) != 0 || ++words_used > 1) return true;
        }
        return false;
    }
    /// Lowest square of a non-empty set.
    [[nodiscard]] constexpr Square first() const noexcept {
        for (int w = 0; w < words; ++w)
            if (bits_[w] != 0) return static_cast<Square>(w * 64 + std::countr_zero(bits_[w]));
        return NoSquare;
    }

    constexpr SquareSet& operator|=(const SquareSet& o) noexcept {
        for (int w = 0; w < words; ++w) bits_[w] |= o.bits_[w];
        return *this;
    }
    constexpr SquareSet& operator&=(const SquareSet& o) noexcept {
        for (int w = 0; w < words; ++w) bits_[w] &= o.bits_[w];
        return *this;
    }
    /// Set difference: removes the squares of `o`.
    constexpr SquareSet& operator-=(const SquareSet& o) noexcept {
        for (int w = 0; w < words; ++w) bits_[w] &= ~o.bits_[w];
        return *this;
    }
    friend constexpr SquareSet operator|(SquareSet a, const SquareSet& b) noexcept { return a |= b; }
    friend constexpr SquareSet operator&(SquareSet a, const SquareSet& b) noexcept { return a &= b; }
    friend constexpr SquareSet operator-(SquareSet a, const SquareSet& b) noexcept { return a -= b; }
    friend constexpr bool operator==(const SquareSet&, const SquareSet&) noexcept = default;

    /// Iterates the squares in ascending order.
    class Iterator {
    public:
        constexpr Iterator(std::array<std::uint64_t, words> bits, int word) noexcept
            : bits_(bits), word_(word), current_(word < words ? bits[static_cast<std::size_t>(word)] : 0) {
            if (word_ < words && current_ == 0) skip();
        }
        constexpr Square operator*() const noexcept {
            return static_cast<Square>(word_ * 64 + std::countr_zero(current_));
        }
        constexpr Iterator& operator++() noexcept {
            current_ &= current_ - 1;
            if (current_ == 0) skip();
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const noexcept { return word_ != o.word_; }

    private:
        /// Moves to the next non-empty word, or to the end (word_ == words).
        constexpr void skip() noexcept {
            while (current_ == 0 && word_ < words - 1) current_ = bits_[static_cast<std::size_t>(++word_)];
            if (current_ == 0) word_ = words;
        }
        std::array<std::uint64_t, words> bits_;
        int word_;
        std::uint64_t current_; ///< the bits of word word_ not yet visited
    };
    [[nodiscard]] constexpr Iterator begin() const noexcept { return Iterator(bits_, 0); }
    [[nodiscard]] constexpr Iterator end() const noexcept { return Iterator({}, words); }

private:
    std::array<std::uint64_t, words> bits_{};
};

} // namespace varia
