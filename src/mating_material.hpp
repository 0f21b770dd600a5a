#pragma once
// The insufficient-material rule by each piece's mating power (DrawRules::
// fide_insufficient_material): internal to the library, used by status.cpp.

#include "varia/position.hpp"

namespace varia::material {

/// True when every move of type t keeps the square colour: each ray's step has an even dx + dy,
/// or the ray always covers an even number of odd steps (a friendly leap's two, a lame `nD`'s two).
[[nodiscard]] bool colour_bound(const Variant& v, PieceTypeId t);

/// The mating power of type t: its PieceType::mating, or when that is Derived, told from its
/// captures: ColourBound when every move keeps the square colour; Alone when it captures as a
/// rider along the four orthogonal lines, onto five or more of the eight adjacent squares, or as
/// a rider along the four diagonals and also onto squares of the other colour; else Helper.
[[nodiscard]] MatingPower mating_power(const Variant& v, PieceTypeId t);

/// True when neither side can mate with the material on the board (Fairy-Stockfish's judgement,
/// see mating_material.cpp). Only positions with empty hands can be so.
[[nodiscard]] bool insufficient(const Position& pos);

} // namespace varia::material
