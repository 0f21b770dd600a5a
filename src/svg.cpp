// SVG diagrams (svg.hpp): a board of any shape, pieces, hands, highlights, as one SVG string.
#include "varia/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "varia/betza.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia {

namespace {

constexpr const char* light_fill = "#f0d9b5";
constexpr const char* dark_fill = "#b58863";
constexpr const char* wall_fill = "#4a4a4a";
constexpr const char* last_move_fill = "#f6f669";
constexpr const char* check_fill = "#e03030";
constexpr const char* mark_fill = "#d02020";

/// Text made safe to stand in XML content and in attribute values.
std::string xml_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        switch (ch) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
            // Control characters are not allowed in XML 1.0 at all; bytes of other encodings
            // would make the document invalid UTF-8. Both become '?'.
            out += static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7F ? '?' : ch;
        }
    }
    return out;
}

/// A number of user units as SVG writes it: one decimal at most, so that images are compact.
std::string num(double value) {
    const long tenths = std::lround(value * 10);
    std::string out = std::to_string(tenths / 10);
    if (tenths % 10 != 0) {
        if (tenths < 0 && tenths / 10 == 0) out = "-0";
        out += '.';
        out += static_cast<char>('0' + std::abs(tenths % 10));
    }
    return out;
}

/// Canonical XBetza of `atoms`, "" when XBetza cannot write them (friendly leaps).
std::string movement_text(const std::vector<Atom>& atoms) {
    try {
        return betza::to_text(betza::Movement{atoms, 0});
    } catch (const Error&) {
        return {};
    }
}

/// A pawn that moves as FIDE's does, leaving its initial double step and en passant aside
/// (torpedo's or horde's pawns are still pawns): a step forward and a capture diagonally forward.
bool moves_as_fide_pawn(const PieceType& type) {
    using namespace atoms;
    std::vector<Atom> plain;
    for (Atom a : type.atoms) {
        if (a.initial_only) continue;
        a.modes = static_cast<std::uint8_t>(a.modes & ~modes::en_passant);
        plain.push_back(a);
    }
    return movement_text(plain) == movement_text({W().forward().move_only(), F().forward().capture_only()});
}

/// The Unicode code point of a FIDE piece type's solid glyph (U+265A..U+265F), or 0 for any
/// other type. A type gets the glyph when its name, letter and moves are FIDE's (shogi's rook
/// does, its knight does not), so a glyph never tells a player a wrong move. The solid glyph is
/// used for both colours, filled white or black, so that the square never shows through it.
int chess_glyph(const PieceType& type) {
    if (type.promoted) return 0;
    using namespace atoms;
    struct Glyph {
        std::string_view name;
        char letter;
        int code_point;
        std::vector<Atom> atoms; ///< empty for the pawn, judged by moves_as_fide_pawn()
    };
    static const Glyph glyphs[] = {{"king", 'K', 0x265A, {W(), F()}},  {"queen", 'Q', 0x265B, {R(), B()}},
                                   {"rook", 'R', 0x265C, {R()}},       {"bishop", 'B', 0x265D, {B()}},
                                   {"knight", 'N', 0x265E, {N()}},     {"pawn", 'P', 0x265F, {}}};
    for (const Glyph& g : glyphs) {
        if (type.name != g.name || type.letter != g.letter) continue;
        const bool same_moves =
            g.atoms.empty() ? moves_as_fide_pawn(type) : movement_text(type.atoms) == movement_text(g.atoms);
        return same_moves ? g.code_point : 0;
    }
    return 0;
}

/// The geometry of one diagram: where each cell and each hand row lies.
struct Layout {
    int size = 45;       ///< square side
    int band = 0;        ///< width of the coordinate band (left and bottom)
    int files = 8;
    int ranks = 8;
    int hand_rows = 0;   ///< rows of each hand (0 without hands)
    bool flipped = false;
    [[nodiscard]] int hand_height() const { return hand_rows * size; }
    [[nodiscard]] int board_top() const { return hand_height(); }
    [[nodiscard]] int width() const { return band + files * size; }
    [[nodiscard]] int height() const { return 2 * hand_height() + ranks * size + band; }
    /// Top-left corner of square (file, rank).
    [[nodiscard]] int x(int file) const { return band + (flipped ? files - 1 - file : file) * size; }
    [[nodiscard]] int y(int rank) const { return board_top() + (flipped ? rank : ranks - 1 - rank) * size; }
};

/// The piece types colour c holds in hand, in type order.
std::vector<PieceTypeId> hand_types(const Position& pos, Color c) {
    std::vector<PieceTypeId> types;
    for (std::size_t t = 0; t < pos.variant().piece_types.size(); ++t)
        if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) types.push_back(static_cast<PieceTypeId>(t));
    return types;
}

/// Draws a piece of type t and colour c centred in the box of side `size` at (x, y), scaled.
void draw_piece(std::string& out, const Variant& v, PieceTypeId t, Color c, double x, double y, double size) {
    const PieceType& type = v.piece_types[t];
    const bool white = c == Color::White;
    const std::string colour = white ? "white" : "black";
    const double cx = x + size / 2;
    const double cy = y + size / 2;
    out += "<g class=\"piece " + colour + "\" data-piece=\"" + xml_escape(v.piece_text(t, c)) + "\">";
    if (const int glyph = chess_glyph(type); glyph != 0) {
        // U+FE0E asks for the text form: some fonts draw the pawn as an emoji otherwise.
        out += "<text x=\"" + num(cx) + "\" y=\"" + num(y + size * 0.82) + "\" font-size=\"" + num(size * 0.85) +
               "\" text-anchor=\"middle\" font-family=\"serif\" fill=\"" + (white ? "#ffffff" : "#000000") +
               "\" stroke=\"" + (white ? "#000000" : "#ffffff") + "\" stroke-width=\"" + num(white ? size / 30 : size / 60) +
               "\">&#" + std::to_string(glyph) + ";&#65038;</text>";
    } else {
        const std::string letters = v.piece_text(t, Color::White);
        out += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(size * 0.4) + "\" fill=\"" +
               (white ? "#ffffff" : "#000000") + "\" stroke=\"#000000\" stroke-width=\"" + num(size / 30) + "\"/>";
        out += "<text x=\"" + num(cx) + "\" y=\"" + num(cy + size * 0.17) + "\" font-size=\"" +
               num(size * (letters.size() > 1 ? 0.36 : 0.48)) +
               "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-weight=\"bold\" fill=\"" +
               (white ? "#000000" : "#ffffff") + "\">" + xml_escape(letters) + "</text>";
    }
    out += "</g>";
}

/// The squares the move's actions touch: from and to of those that move a piece or act from
/// one square on another, the to square of drops, placements, removals and changes.
SquareSet move_squares(const Move& m) {
    SquareSet squares;
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        switch (a.kind) {
        case MoveKind::Normal:
        case MoveKind::MultiStep:
        case MoveKind::EnPassant:
        case MoveKind::Castling:
        case MoveKind::Locust:
        case MoveKind::Target:
            squares.set(a.from);
            squares.set(a.to);
            break;
        case MoveKind::Drop:
        case MoveKind::Place:
        case MoveKind::Remove:
        case MoveKind::Change:
            squares.set(a.to);
            break;
        case MoveKind::Flag:
        case MoveKind::State:
            break; // no square changes hands: nothing to show
        }
    }
    return squares;
}

/// The royal pieces to mark: those of the side to move that the other side attacks, or all of
/// them when the variant's notion of check is not an attack on one (a rule module's).
SquareSet checked_royals(const Position& pos) {
    Position scratch = pos; // in_check() takes the position as scratch space; the caller's is const
    if (!in_check(scratch)) return {};
    const Color us = pos.side_to_move();
    SquareSet attacked;
    for (Square s : pos.royal_pieces(us))
        if (pos.attacked(s, ~us)) attacked.set(s);
    return attacked.empty() ? pos.royal_pieces(us) : attacked;
}

void draw_squares(std::string& out, const Position& pos, const Layout& l, const SquareSet& last, const SquareSet& check) {
    const Geometry& geo = pos.variant().geometry();
    const std::string side = std::to_string(l.size);
    for (int rank = 0; rank < l.ranks; ++rank) {
        for (int file = 0; file < l.files; ++file) {
            const Square s = make_square(file, rank);
            if (!geo.contains(s)) continue; // a hole is no square: nothing is drawn
            const bool wall = pos.piece_at(s).is_wall();
            const bool light = (file + rank) % 2 == 1; // a1 is dark
            const std::string x = std::to_string(l.x(file));
            const std::string y = std::to_string(l.y(rank));
            out += "<rect class=\"square " + std::string(light ? "light" : "dark") + (wall ? " wall" : "") +
                   "\" data-square=\"" + square_name(s) + "\" x=\"" + x + "\" y=\"" + y + "\" width=\"" + side +
                   "\" height=\"" + side + "\" fill=\"" + (wall ? wall_fill : light ? light_fill : dark_fill) + "\"/>";
            if (wall) {
                // A cross keeps a wall apart from a dark square even in grey-scale print.
                const int x0 = l.x(file) + l.size / 5, y0 = l.y(rank) + l.size / 5;
                const int x1 = l.x(file) + l.size - l.size / 5, y1 = l.y(rank) + l.size - l.size / 5;
                out += "<path class=\"wall-mark\" d=\"M" + std::to_string(x0) + ' ' + std::to_string(y0) + 'L' +
                       std::to_string(x1) + ' ' + std::to_string(y1) + 'M' + std::to_string(x1) + ' ' +
                       std::to_string(y0) + 'L' + std::to_string(x0) + ' ' + std::to_string(y1) +
                       "\" stroke=\"#d0d0d0\" stroke-width=\"" + num(l.size / 12.0) + "\"/>";
            }
            if (last.test(s))
                out += "<rect class=\"last-move\" data-square=\"" + square_name(s) + "\" x=\"" + x + "\" y=\"" + y +
                       "\" width=\"" + side + "\" height=\"" + side + "\" fill=\"" + last_move_fill +
                       "\" fill-opacity=\"0.5\"/>";
            if (check.test(s))
                out += "<circle class=\"check\" data-square=\"" + square_name(s) + "\" cx=\"" +
                       num(l.x(file) + l.size / 2.0) + "\" cy=\"" + num(l.y(rank) + l.size / 2.0) + "\" r=\"" +
                       num(l.size * 0.48) + "\" fill=\"" + check_fill + "\" fill-opacity=\"0.6\"/>";
        }
    }
}

void draw_pieces(std::string& out, const Position& pos, const Layout& l) {
    const Variant& v = pos.variant();
    for (Square s : v.geometry().squares()) {
        const Piece p = pos.piece_at(s);
        if (p.none() || p.is_wall()) continue;
        const int x = l.x(file_of(s));
        const int y = l.y(rank_of(s));
        draw_piece(out, v, p.type(), p.color(), x, y, l.size);
        if (pos.piece_flags(s) != 0) {
            // A piece flag is a rule module's status (a dying piece): a red "!" badge in the corner.
            const double r = l.size * 0.16;
            const double cx = x + l.size - r - 1;
            const double cy = y + r + 1;
            out += "<g class=\"flag-mark\" data-square=\"" + square_name(s) + "\"><circle cx=\"" + num(cx) +
                   "\" cy=\"" + num(cy) + "\" r=\"" + num(r) + "\" fill=\"" + mark_fill +
                   "\" stroke=\"#ffffff\" stroke-width=\"1\"/><text x=\"" + num(cx) + "\" y=\"" + num(cy + r * 0.6) +
                   "\" font-size=\"" + num(r * 1.7) +
                   "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-weight=\"bold\" fill=\"#ffffff\">!</text></g>";
        }
    }
}

/// Each mark as a translucent disc with its label, so the square's colour still shows.
void draw_marks(std::string& out, const Position& pos, const Layout& l, const std::vector<SquareMark>& marks) {
    for (const SquareMark& mark : marks) {
        if (!pos.variant().geometry().contains(mark.square)) continue;
        const std::string label = xml_escape(mark.label.substr(0, 4));
        const double cx = l.x(file_of(mark.square)) + l.size / 2.0;
        const double cy = l.y(rank_of(mark.square)) + l.size / 2.0;
        const double font = l.size * (label.size() > 2 ? 0.25 : 0.4);
        out += "<g class=\"mark\" data-square=\"" + square_name(mark.square) + "\" data-mark=\"" + label +
               "\"><circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(l.size * 0.32) +
               "\" fill=\"#2060c0\" fill-opacity=\"0.55\"/><text x=\"" + num(cx) + "\" y=\"" + num(cy + font * 0.35) +
               "\" font-size=\"" + num(font) +
               "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-weight=\"bold\" fill=\"#ffffff\">" + label +
               "</text></g>";
    }
}

void draw_coordinates(std::string& out, const Layout& l) {
    const double font = l.size * 0.3;
    for (int file = 0; file < l.files; ++file)
        out += "<text class=\"coordinate\" x=\"" + num(l.x(file) + l.size / 2.0) + "\" y=\"" +
               num(l.board_top() + l.ranks * l.size + l.band * 0.7) + "\" font-size=\"" + num(font) +
               "\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#404040\">" +
               static_cast<char>('a' + file) + "</text>";
    for (int rank = 0; rank < l.ranks; ++rank)
        out += "<text class=\"coordinate\" x=\"" + num(l.band * 0.5) + "\" y=\"" +
               num(l.y(rank) + l.size / 2.0 + font * 0.35) + "\" font-size=\"" + num(font) +
               "\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#404040\">" + std::to_string(rank + 1) +
               "</text>";
}

/// One side's hand: its piece types in rows of the board's width, each with its count.
void draw_hand(std::string& out, const Position& pos, const Layout& l, Color c, int top) {
    const std::string colour = c == Color::White ? "white" : "black";
    out += "<g class=\"hand " + colour + "\">";
    const std::vector<PieceTypeId> types = hand_types(pos, c);
    for (std::size_t i = 0; i < types.size(); ++i) {
        const int column = static_cast<int>(i) % l.files;
        const int row = static_cast<int>(i) / l.files;
        const double x = l.band + column * l.size;
        const double y = top + row * l.size;
        draw_piece(out, pos.variant(), types[i], c, x + l.size * 0.1, y + l.size * 0.05, l.size * 0.8);
        out += "<text class=\"hand-count\" x=\"" + num(x + l.size * 0.97) + "\" y=\"" + num(y + l.size * 0.95) +
               "\" font-size=\"" + num(l.size * 0.3) +
               "\" text-anchor=\"end\" font-family=\"sans-serif\" font-weight=\"bold\" fill=\"#202020\">" +
               std::to_string(pos.hand_count(c, types[i])) + "</text>";
    }
    out += "</g>";
}

Layout layout_of(const Position& pos, const SvgOptions& options) {
    const Variant& v = pos.variant();
    Layout l;
    l.size = options.square_size;
    l.band = options.coordinates ? options.square_size / 2 : 0;
    l.files = v.width;
    l.ranks = v.height;
    l.flipped = options.flipped;
    if (v.has_hands) {
        // Both hands get as many rows as the fuller one needs (one row even when both are empty),
        // so the board stays where it is from one position to the next.
        const std::size_t held = std::max(hand_types(pos, Color::White).size(), hand_types(pos, Color::Black).size());
        l.hand_rows = std::max(1, static_cast<int>((held + static_cast<std::size_t>(v.width) - 1) / static_cast<std::size_t>(v.width)));
    }
    return l;
}

} // namespace

std::string svg_diagram(const Position& pos, const SvgOptions& options) {
    if (options.square_size < 8 || options.square_size > 256)
        throw OptionError("svg: square size " + std::to_string(options.square_size) + " is outside 8..256");
    const Variant& v = pos.variant();
    const Layout l = layout_of(pos, options);
    SquareSet last;
    if (options.highlight_last_move) {
        if (options.last_move) last = move_squares(*options.last_move);
        else if (pos.ply_count() > 0) last = move_squares(pos.last_move());
    }
    const SquareSet check = options.highlight_check ? checked_royals(pos) : SquareSet{};

    const std::string w = std::to_string(l.width());
    const std::string h = std::to_string(l.height());
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + w + "\" height=\"" + h +
           "\" viewBox=\"0 0 " + w + ' ' + h + "\">\n";
    out += "<title>" + xml_escape(v.name + (v.description.empty() ? "" : ": " + v.description)) + "</title>\n";
    draw_squares(out, pos, l, last, check);
    out += '\n';
    draw_pieces(out, pos, l);
    out += '\n';
    if (!options.marks.empty()) {
        draw_marks(out, pos, l, options.marks);
        out += '\n';
    }
    if (options.coordinates) {
        draw_coordinates(out, l);
        out += '\n';
    }
    if (v.has_hands) {
        // The hand of the side at the top of the board above it, the other's below the coordinates.
        const Color top = options.flipped ? Color::White : Color::Black;
        draw_hand(out, pos, l, top, 0);
        draw_hand(out, pos, l, ~top, l.board_top() + l.ranks * l.size + l.band);
        out += '\n';
    }
    out += "</svg>\n";
    return out;
}

} // namespace varia
