#pragma once
/// \file notation.hpp
/// Move text (docs/notation.md "Move text"): one canonical spelling per legal move, and parsing
/// by matching text against the legal moves, so text can never smuggle in an illegal move.

#include <string>
#include <string_view>

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

/// Canonical text of move `m` in `pos` (before the move): `e2e4`, `a7a8q`, `G@d2`; castling is the
/// king's move (`e1g1`) or, where the variant says so, king onto rook (`e1h1`, Chess960). A locust
/// move (MoveKind::Locust) is written `<from><to>[promotion]`, followed by `x<victim square>`
/// (`e5e7xe6`) only when another legal move has the same from, to and promotion; deciding that
/// generates the legal moves of a copy of `pos` (locust moves only; allocates).
[[nodiscard]] std::string move_text(const Position& pos, const Move& m);

/// The legal move of `pos` whose canonical text is `text`. A locust move is also found by its
/// text with the `x<victim>` suffix where the canonical text leaves it out.
/// Throws ParseError when `text` is not move text at all (names the text and the expected form)
/// or names a square the board lacks or an unknown promotion letter (where() points at it),
/// IllegalMove when it is well formed but names no legal move. `pos` is unchanged either way.
[[nodiscard]] Move parse_move(Position& pos, std::string_view text);

/// parse_move() followed by push(): plays `text` or throws, leaving `pos` unchanged.
void play(Position& pos, std::string_view text);

} // namespace varia
