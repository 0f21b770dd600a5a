#pragma once
/// \file describe.hpp
/// What a piece definition means, for the variant author (`varia describe`): its XBetza read back
/// in words, and a movement diagram that the move generator itself draws. The diagram is never a
/// second reading of the XBetza: every mark on it is a move that generate_piece_moves()
/// (movegen.hpp) produced on a board set up to reveal it.

#include <array>
#include <cstdint>
#include <string>

#include "varia/piece.hpp"
#include "varia/position.hpp"
#include "varia/variant.hpp"

namespace varia {

/// What a piece can do on one square of its movement diagram (bit flags).
namespace diagram_marks {
inline constexpr std::uint16_t move = 1;           ///< moves there when the square is empty
inline constexpr std::uint16_t capture = 2;        ///< takes an enemy piece standing there
inline constexpr std::uint16_t hop_move = 4;       ///< reaches the empty square only by jumping a screen
inline constexpr std::uint16_t hop_capture = 8;    ///< takes a piece there only by jumping a screen
inline constexpr std::uint16_t locust_victim = 16; ///< takes a piece there and lands beyond it (locust)
inline constexpr std::uint16_t locust_landing = 32; ///< lands there after a locust capture
inline constexpr std::uint16_t promotion = 64;     ///< some move ending there promotes
} // namespace diagram_marks

/// A movement diagram: one piece type, White's, on one square of an otherwise empty board of
/// the variant's shape ("forward" is up the board).
///
/// How the generator is made to show each kind of move (all pseudo-legal moves of the one piece,
/// generate_piece_moves(); castling, drops and a rule module's own turns are not piece moves):
/// - the board is a copy of the variant without its rule module, with no royal-piece count, and
///   with the type's initial squares cleared (for `marks`) or set to every square (for
///   `initial_marks`), so a lone piece, royal or not, is a valid position;
/// - move: the piece alone on the board;
/// - capture and locust victim: one enemy dummy (a capturable, preferably non-royal type the
///   piece may take) on each square in turn;
/// - hop move: one own dummy as the screen on each square in turn; a move found then that the
///   empty board does not have, or that an enemy on the screen's square would prevent, is a hop
///   (cannon, grasshopper, friendly leap), and a locust move taking the own piece marks a victim
///   (`d`);
/// - hop capture, only for types whose compiled rays hop or leap over a friend: a screen on each
///   square and an enemy on each other square, pair by pair; a capture not found with the enemy
///   alone is a hop capture.
struct MovementDiagram {
    PieceTypeId type = 0;
    /// The square the piece stands on: the real square nearest the board's centre where a White
    /// piece of the type may stand (its region, not a square where it would have to promote or
    /// could never move); ties go to the lower rank, then the higher file (e4 on 8×8). A type
    /// with zone atoms (PieceType::zone_atoms) stands in its zone when it may, so that they show
    /// (xiangqi's soldier across the river). NoSquare when there is none.
    Square origin = NoSquare;
    /// diagram_marks bits per square, with no initial (`i`) moves allowed.
    std::array<std::uint16_t, NoSquare> marks{};
    /// The marks found only when the origin counts as one of the type's initial squares (`i`
    /// moves: a pawn's double step), less those already in `marks`.
    std::array<std::uint16_t, NoSquare> initial_marks{};
    /// The board the diagram was drawn on (the variant copy described above, initial squares
    /// cleared) with the piece on `origin`; for drawing it (svg_movement_diagram()).
    VariantPtr board;
};

/// The movement diagram of type `t` of finalized variant `v` (see MovementDiagram).
/// Throws OptionError when `t` is not a type of `v`. Cost: one generation per square, plus one per
/// pair of squares for hopping types (a 16×16 board: 65,536).
[[nodiscard]] MovementDiagram movement_diagram(const Variant& v, PieceTypeId t);

/// The diagram as text, one line per rank from the top, like `varia show`: the piece's letter on
/// its square, `*` on holes, `.` where it can do nothing, and elsewhere the letters of what it can
/// do there: `x` move or capture, `m` move only, `c` capture only, `h` hop to an empty square, `p`
/// hop capture, `v` locust victim, `l` locust landing, then `i` when some of these are found
/// only from an initial square (initial_marks), `=` when a move there promotes; then a legend of
/// the letters used. Never throws (but std::bad_alloc).
[[nodiscard]] std::string movement_diagram_text(const Variant& v, const MovementDiagram& d);

/// The letters movement_diagram_text() writes for one square's `marks` and `initial_marks`
/// ("" when both are 0).
[[nodiscard]] std::string diagram_mark_letters(std::uint16_t marks, std::uint16_t initial_marks);

/// The diagram as an SVG image (svg_diagram() with the marks drawn on the squares, classes
/// `mark` and data-mark="x" etc. as in movement_diagram_text()).
[[nodiscard]] std::string svg_movement_diagram(const Variant& v, const MovementDiagram& d);

/// The movement of `type` in English words, read from its atoms (the data the XBetza was parsed
/// into): one clause per atom, such as "moves or captures like a knight" or "moves like a rook
/// forward, at most 2 squares; only from its initial squares". Zone atoms are described with
/// where they apply. "no moves of its own" for a type without atoms. Never throws (but
/// std::bad_alloc).
[[nodiscard]] std::string describe_movement(const PieceType& type);

} // namespace varia
