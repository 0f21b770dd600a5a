#pragma once
/// \file svg.hpp
/// Diagrams of a position as SVG images, for any board shape: holes are left out, walls drawn
/// as dark crossed squares, pieces in hand shown above and below the board. Everything is built
/// in: no font, file or URL is loaded beyond the viewer's own default fonts for the glyphs.

#include <optional>
#include <string>
#include <vector>

#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

/// A short label drawn on a square, over whatever stands there (a movement diagram's marks,
/// describe.hpp): ASCII letters, at most 4 shown.
struct SquareMark {
    Square square = NoSquare;
    std::string label;
};

/// How svg_diagram() draws a position. Sizes are in SVG user units (pixels at 100 % zoom).
struct SvgOptions {
    /// Black at the bottom (the board turned by 180 degrees, hands swapped with it).
    bool flipped = false;
    /// File letters under the board and rank numbers on its left.
    bool coordinates = true;
    /// The side of one square: 8..256.
    int square_size = 45;
    /// The move whose squares are highlighted: its moving actions' from and to squares, a drop's
    /// or placement's to square. Empty: the position's own last move when it has one.
    std::optional<Move> last_move;
    /// False: no move is highlighted, not even the position's last one.
    bool highlight_last_move = true;
    /// Mark the royal piece of the side to move when it is in check (the variant's in_check()).
    bool highlight_check = true;
    /// Labels drawn on squares (holes and squares off the board are skipped), class `mark` with
    /// data-square and data-mark (the label).
    std::vector<SquareMark> marks;
};

/// A diagram of `pos` as one standalone SVG document (UTF-8, ASCII only), with
/// xmlns="http://www.w3.org/2000/svg" and width, height and viewBox set to the image's size:
/// width = band + files * square_size, height = hands + ranks * square_size + band, where band
/// is square_size / 2 with coordinates (else 0) and hands, in a variant with hands, is one row of
/// square_size per side and per board width of piece types held.
/// Elements carry classes for programs that read the image: `square light` / `square dark`
/// (with data-square="e4"; a wall's square is also `wall`), `piece white` / `piece black`,
/// `flag-mark` (a piece with a piece flag set), `last-move`, `check`, `mark` (SvgOptions::marks), `hand white` /
/// `hand black`, `coordinate`. The six FIDE piece types (named king, queen, rook, bishop, knight,
/// pawn, with their usual letters and FIDE's moves: a pawn's initial step and en passant aside)
/// are drawn as the Unicode chess glyphs; every other type as its letter (`+P` for a promoted
/// type) in a circle, white or black by colour.
/// Throws OptionError when square_size is outside 8..256.
[[nodiscard]] std::string svg_diagram(const Position& pos, const SvgOptions& options = {});

} // namespace varia
