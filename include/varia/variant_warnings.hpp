#pragma once
/// \file variant_warnings.hpp
/// Warnings about a variant definition that is valid but probably not what its author meant:
/// a rider's range that is the same as unlimited, a leap that never lands, a piece that can never
/// move, a promotion that never happens, two pieces that move alike, overlapping atoms, a start
/// position with no legal move. `varia describe` prints them; `varia --strict` refuses a variant
/// file that has any (docs/user-guide.md).

#include <string>
#include <vector>

#include "varia/variant.hpp"

namespace varia {

/// One warning. `code` is one of:
/// - `range-covers-board`: an atom's explicit range (W15, R8...) is at least the longest line its
///   steps can walk on this board, so it is the same as unlimited (write the rider: R, B, NN, W0);
/// - `leap-off-board`: an atom none of whose steps can land on any square of this board;
/// - `never-moves`: a type with atoms that has no move from any square it may stand on (moves on
///   an empty board, captures on a board full of enemies, and the hops of its movement diagram);
/// - `promotion-unreachable`: a type with promotion choices that can never reach its promotion
///   zone from its start squares (or drop squares), or a choice that may stand on no square of
///   the zone;
/// - `identical-movement`: two unpromoted types, both royal or both not, with the same atoms and
///   zone atoms;
/// - `overlapping-atoms`: two atoms of one type with the same hop and a shared mode that reach a
///   common square (`WR`: the W's step is the R's first square);
/// - `no-legal-move`: the start position has no legal move.
struct VariantWarning {
    std::string code;
    /// The piece type concerned as position text writes White's piece (`N`, `+P`), "" for a
    /// warning about the variant as a whole.
    std::string piece;
    /// What was found, in words (one line, no piece prefix).
    std::string message;
    friend bool operator==(const VariantWarning&, const VariantWarning&) = default;
};

/// The warnings of finalized variant `v`, grouped by check in the order listed at VariantWarning
/// and, within a check, in piece-type order. Empty for a clean definition (every shipped FIDE-
/// family variant). Asks the move generator on copies of `v` (describe.hpp's boards); cost about
/// one position per square per piece type. Never throws for a finalized variant (but
/// std::bad_alloc): a check that fails on an unusual variant is skipped.
[[nodiscard]] std::vector<VariantWarning> variant_warnings(const Variant& v);

} // namespace varia
