#pragma once
/// \file fsf_fen.hpp
/// Fairy-Stockfish's FEN dialect, in and out (docs/notation.md "Fairy-Stockfish FENs"), for users
/// who come with Fairy-Stockfish's (or cutechess's) positions. Varia's own position text is the
/// canonical form; this is a converter to and from it, so every rule of the position text
/// (validation, errors, the round trip) still holds.

#include <string>
#include <string_view>

#include "varia/position.hpp"
#include "varia/variant.hpp"

namespace varia {

/// Which position text a program reads and writes: Varia's (docs/notation.md) or Fairy-Stockfish's.
enum class FenDialect { Varia, FairyStockfish };

/// "varia" or "fsf". Throws OptionError naming `name` and the choices for anything else.
[[nodiscard]] FenDialect parse_fen_dialect(std::string_view name);

/// A Fairy-Stockfish (or cutechess) FEN of variant `v` as Varia's position text. Reads:
/// - the placement with walls and holes written '*' (each checked against the variant's holes, or
///   a wall where the variant has walls: the duck), multi-digit empty runs, promoted types as
///   `+X` (shogi) and promoted pieces as `X~` (crazyhouse's `promoted:` flag);
/// - the hand in brackets after the placement (`[Qn]`; digits in it are ignored, as
///   Fairy-Stockfish does), or as one more rank (`.../RNBQKBNR/Qn`);
/// - the castling field as Varia's (KQkq, X-FEN and Shredder-FEN letters), with Seirawan's gates
///   (file letters, or implied by K/Q while the side has pieces in hand; always in a variant with
///   free drops, S-house) and Cambodian chess's
///   unmoved king and met (file letters) turned into the `gates:` and `first_move:` flags;
/// - the en-passant field, several squares run together (`e3e4`), a square holding the piece that
///   made the multi-step (`d6c5`: Varia's `ep_pawn:`), or a number: a counting limit in plies,
///   with the count in the halfmove field, read as `counting_limit:` and `counting_ply:` (the
///   halfmove clock then 0, a count above 255 as 255) where the variant counts endings
///   (varia/honour_counting.hpp), else ignored (cutechess's makruk start `w - 0 0 1`);
/// - check counters as the checks still needed (`3+3` after the en-passant field) or given
///   (`+1+0` at the end), for variants with a `checks` field;
/// - missing counters (`w - -`), a missing castling and en-passant pair (`w 0 1`), cutechess's
///   `w - 1`, a fullmove number of 0 (read as 1);
/// - Varia's own trailing `name:value` fields, passed on unchanged (state Fairy-Stockfish's FENs
///   have no place for).
/// Throws ParseError (field(): the part at fault, text(): the whole FEN) for anything else, and for
/// what does not fit the variant: unknown letters, ranks of the wrong width, a hand where the
/// variant has none, marks the variant has no flag for.
[[nodiscard]] std::string fsf_fen_to_text(const Variant& v, std::string_view fen);

/// Position::from_text(variant, fsf_fen_to_text(*variant, fen)). Throws ParseError as both do,
/// with text() the whole of `fen` (never the converted text) and where() 0 when the converted
/// text is what Position::from_text() refuses (a castling right without its rook, a missing King).
[[nodiscard]] Position position_from_fsf_fen(VariantPtr variant, std::string_view fen);

/// `pos` as Fairy-Stockfish writes it: Varia's text with promoted pieces marked `~`, the gates and
/// first-move flags as castling-field file letters (gates only while their side has pieces in
/// hand, but always in a variant with free drops, S-house; as Fairy-Stockfish does), the
/// en-passant targets only where a piece of the side to move that may capture en passant attacks
/// them (run together, followed by the square of the piece
/// that made the multi-step where Varia writes `ep_pawn:`), the checks still needed as `W+B`, and
/// a running count of the ending as its limit and count in the en-passant and halfmove fields.
/// State fields the dialect has no place for (Amphora, Laser Chess) follow as Varia's
/// `name:value` fields, so position_from_fsf_fen() reads every written text back to an equal
/// position (the same legal moves, and the same text once more written).
[[nodiscard]] std::string fsf_fen(const Position& pos);

/// Reads `text` in `dialect`: Position::from_text() or position_from_fsf_fen().
[[nodiscard]] Position position_from_text(VariantPtr variant, std::string_view text, FenDialect dialect);

/// Writes `pos` in `dialect`: Position::text() or fsf_fen().
[[nodiscard]] std::string position_text(const Position& pos, FenDialect dialect);

} // namespace varia
