#pragma once
/// \file san.hpp
/// Standard Algebraic Notation (SAN) for every variant, out and in (user guide "SAN").
///
/// Output follows the PGN standard for FIDE chess: the piece's letter (none for a pawn), the
/// least disambiguation (the origin's file, else its rank, else the whole square), `x` for a
/// capture, the destination, `=Q` for a promotion, then `+` for check or `#` for checkmate;
/// castling is `O-O` (towards the higher files) or `O-O-O`, Chess960 included. Fairy variants
/// follow Fairy-Stockfish's SAN: the variant's letters, drops `N@f3`, two-digit ranks (`Ra10`),
/// a promotion to a promoted form `=+`, pawn captures always with the origin's file. Turns of
/// several actions are written action by action (each one disambiguated among the legal turns
/// that agree on the actions before it) and joined as the move text joins them, `,`; two forms
/// follow Fairy-Stockfish: a piece gated onto the square a piece leaves is written `/H` after
/// the move (`Nc3/H`, `O-O/He1`), and a wall (a duck) placed or moved is written by its square
/// (`e4,d5`).
#include <string>
#include <string_view>
#include <vector>

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

/// The SAN of the legal turn `m` of `pos` (before the turn). Generates the legal turns of `pos`
/// and of the position after `m` (on copies). Throws IllegalMove when `m` is not legal in `pos`.
[[nodiscard]] std::string san(const Position& pos, const Move& m);

/// The SAN of every turn of `legal`, which must be exactly the legal turns of `pos` (as
/// generate_legal() lists them), in the same order: cheaper than calling san() for each.
[[nodiscard]] std::vector<std::string> san_all(const Position& pos, const MoveList& legal);

/// The legal turn of `pos` that the SAN `text` names. Lenient, but never guessing:
///  - check and mate marks and annotations at the end are ignored (`Nf3+`, `Nf3!?`, `e8=Q#`);
///  - `0-0` and `0-0-0` are castling too; `x`, `-` and `:` between origin and destination are
///    optional, and a capture need not be marked;
///  - more disambiguation than needed is accepted (`Ng1f3`, `N1f3`), as is a pawn's letter
///    (`Pe4`) and a promotion written `e8Q`, `e8=Q` or `e8q`;
///  - a promotion may be left out only where the pawn has one choice.
/// Throws ParseError when `text` is not SAN at all, or names a square the board lacks or a letter
/// that is no piece of the variant (where() points into `text`); IllegalMove when it names no
/// legal turn, or several (the message then lists them, in canonical text and SAN; the error's
/// reason() is IllegalReason::Ambiguous and candidates() their canonical texts). `pos` is
/// unchanged either way.
[[nodiscard]] Move parse_san(const Position& pos, std::string_view text);

/// The legal turn named by `text` in either notation: canonical move text (notation.hpp) when it
/// is that, else SAN. Throws as parse_san() does when neither reads.
[[nodiscard]] Move parse_any(const Position& pos, std::string_view text);

/// parse_san() followed by push(): plays `text` or throws, leaving `pos` unchanged.
void play_san(Position& pos, std::string_view text);

} // namespace varia
