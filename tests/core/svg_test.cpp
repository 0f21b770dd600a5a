// SVG diagrams (include/varia/svg.hpp): squares drawn for every real square and none for holes,
// flipping, hands, marks, highlights, escaping and the document's declared size.
#include <catch2/catch.hpp>

#include <memory>
#include <regex>
#include <string>

#include "test_support.hpp"
#include "varia/svg.hpp"

using namespace varia;
using varia::test::at;

namespace {

/// Occurrences of `needle` in `text`.
int count_of(const std::string& text, const std::string& needle) {
    int n = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + needle.size())) ++n;
    return n;
}

/// The x and y attributes of the square rectangle of `square` ("a1").
std::pair<int, int> square_corner(const std::string& svg, const std::string& square) {
    const std::regex rect("<rect class=\"square [a-z ]+\" data-square=\"" + square + "\" x=\"([0-9]+)\" y=\"([0-9]+)\"");
    std::smatch m;
    REQUIRE(std::regex_search(svg, m, rect));
    return {std::stoi(m[1]), std::stoi(m[2])};
}

} // namespace

TEST_CASE("svg: the chess start is a 382 x 382 document with 64 squares and 32 pieces", "[svg]") {
    const std::string svg = svg_diagram(Position::start(find_variant("chess")));
    CHECK(svg.find("xmlns=\"http://www.w3.org/2000/svg\"") != std::string::npos);
    // band 45 / 2 = 22 for the coordinates, plus 8 squares of 45
    CHECK(svg.find("width=\"382\" height=\"382\" viewBox=\"0 0 382 382\"") != std::string::npos);
    CHECK(count_of(svg, "class=\"square ") == 64);
    CHECK(count_of(svg, "class=\"piece white\"") == 16);
    CHECK(count_of(svg, "class=\"piece black\"") == 16);
    CHECK(count_of(svg, "class=\"coordinate\"") == 16);
    CHECK(count_of(svg, "&#9818;") == 2); // the kings' glyph, U+265A
    CHECK(count_of(svg, "class=\"hand ") == 0);
    CHECK(count_of(svg, "class=\"last-move\"") == 0);
    CHECK(count_of(svg, "class=\"check\"") == 0);
}

TEST_CASE("svg: holes are not drawn; every real square is", "[svg]") {
    for (const char* name : {"amphora", "troitzky", "prisoners-escape", "omicron"}) {
        const VariantPtr v = find_variant(name);
        INFO(name);
        const int holes = v->geometry().holes().count();
        REQUIRE(holes > 0);
        const std::string svg = svg_diagram(Position::start(v));
        CHECK(count_of(svg, "class=\"square ") == v->width * v->height - holes);
        CHECK(count_of(svg, "class=\"square ") == v->geometry().squares().count());
    }
}

TEST_CASE("svg: a flipped diagram puts a1 in the top right corner", "[svg]") {
    const Position pos = Position::start(find_variant("chess"));
    CHECK(square_corner(svg_diagram(pos), "a1") == std::pair{22, 315});
    CHECK(square_corner(svg_diagram(pos), "h8") == std::pair{337, 0});
    SvgOptions flipped;
    flipped.flipped = true;
    CHECK(square_corner(svg_diagram(pos, flipped), "a1") == std::pair{337, 0});
    CHECK(square_corner(svg_diagram(pos, flipped), "h8") == std::pair{22, 315});
}

TEST_CASE("svg: sizes follow square_size and coordinates; a bad size is an OptionError", "[svg]") {
    const Position pos = Position::start(find_variant("tencubed")); // 10 x 10: two-digit rank 10
    SvgOptions o;
    o.square_size = 20;
    o.coordinates = false;
    const std::string plain = svg_diagram(pos, o);
    CHECK(plain.find("width=\"200\" height=\"200\"") != std::string::npos);
    CHECK(count_of(plain, "class=\"coordinate\"") == 0);
    o.coordinates = true;
    const std::string with = svg_diagram(pos, o);
    CHECK(with.find("width=\"210\" height=\"210\"") != std::string::npos);
    CHECK(with.find(">10</text>") != std::string::npos);
    o.square_size = 7;
    CHECK_THROWS_AS(svg_diagram(pos, o), OptionError);
    o.square_size = 257;
    CHECK_THROWS_AS(svg_diagram(pos, o), OptionError);
}

TEST_CASE("svg: crazyhouse shows both hands with their counts", "[svg]") {
    const Position pos =
        at("crazyhouse", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pnn] w KQkq - 2 3");
    const std::string svg = svg_diagram(pos);
    // one row of hand (45) above and below the board
    CHECK(svg.find("width=\"382\" height=\"472\"") != std::string::npos);
    CHECK(count_of(svg, "class=\"hand white\"") == 1);
    CHECK(count_of(svg, "class=\"hand black\"") == 1);
    CHECK(svg.find("data-piece=\"n\"><text") != std::string::npos);
    CHECK(svg.find("class=\"hand-count\"") != std::string::npos);
    CHECK(std::regex_search(svg, std::regex("class=\"hand-count\"[^>]*>2</text>")));
    CHECK(std::regex_search(svg, std::regex("class=\"hand-count\"[^>]*>1</text>")));
    // empty hands still take their rows: the board does not move from one position to the next
    CHECK(svg_diagram(Position::start(find_variant("crazyhouse"))).find("height=\"472\"") != std::string::npos);
}

TEST_CASE("svg: FIDE's pieces are glyphs; other pieces their letters in circles", "[svg]") {
    // Shogi's king, rook and bishop move as FIDE's and get the glyphs; the other 34 pieces,
    // its knights and pawns among them, are letters in circles.
    const std::string svg = svg_diagram(Position::start(find_variant("shogi")));
    CHECK(count_of(svg, "<circle") == 34);
    CHECK(count_of(svg, "&#9820;") == 2); // the rooks, U+265C
    CHECK(svg.find(">L</text>") != std::string::npos);
    CHECK(svg.find("&#9822;") == std::string::npos); // no knight glyph: shogi's knight is no knight
    const std::string promoted = svg_diagram(at("shogi", "4k4/9/9/9/9/9/9/9/+P3K4[] w - - 0 1"));
    CHECK(promoted.find(">+P</text>") != std::string::npos);
    // Berolina's pawn moves otherwise: a letter in a circle
    CHECK(count_of(svg_diagram(Position::start(find_variant("berolina"))), "<circle") == 16);
}

TEST_CASE("svg: the check highlight appears exactly when the side to move is in check", "[svg]") {
    const std::string quiet = svg_diagram(at("chess", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"));
    CHECK(count_of(quiet, "class=\"check\"") == 0);
    const std::string check = svg_diagram(at("chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1")); // White to move, not in check
    CHECK(count_of(check, "class=\"check\"") == 0);
    const std::string in_check = svg_diagram(at("chess", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
    CHECK(count_of(in_check, "class=\"check\"") == 1);
    CHECK(in_check.find("class=\"check\" data-square=\"e8\"") != std::string::npos);
    SvgOptions off;
    off.highlight_check = false;
    CHECK(count_of(svg_diagram(at("chess", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"), off), "class=\"check\"") == 0);
}

TEST_CASE("svg: the last move is highlighted: the position's own, a given one, or none", "[svg]") {
    Position pos = Position::start(find_variant("chess"));
    play(pos, "e2e4");
    const std::string svg = svg_diagram(pos);
    CHECK(count_of(svg, "class=\"last-move\"") == 2);
    CHECK(svg.find("class=\"last-move\" data-square=\"e2\"") != std::string::npos);
    CHECK(svg.find("class=\"last-move\" data-square=\"e4\"") != std::string::npos);
    SvgOptions none;
    none.highlight_last_move = false;
    CHECK(count_of(svg_diagram(pos, none), "class=\"last-move\"") == 0);

    Position zh = at("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    play(zh, "N@c3");
    const std::string drop = svg_diagram(zh);
    CHECK(count_of(drop, "class=\"last-move\"") == 1); // a drop: its to square only
    CHECK(drop.find("class=\"last-move\" data-square=\"c3\"") != std::string::npos);
}

TEST_CASE("svg: walls are drawn as marked squares, piece flags as marks", "[svg]") {
    Position duck = Position::start(find_variant("duck"));
    duck.push(legal_moves(duck)[0]); // a move and the duck put on the board
    const std::string walls = svg_diagram(duck);
    CHECK(count_of(walls, " wall\"") == 1);
    CHECK(count_of(walls, "class=\"wall-mark\"") == 1);
    CHECK(count_of(walls, "class=\"square ") == 64);

    const std::string dying = svg_diagram(at("laser-chess", "3k4/4p3/3n4/8/1r1R1b2/8/3P4/K7 w - - 0 1 dying:f4"));
    CHECK(count_of(dying, "class=\"flag-mark\"") == 1);
    CHECK(dying.find("class=\"flag-mark\" data-square=\"f4\"") != std::string::npos);
}

TEST_CASE("svg: text placed in the document is escaped", "[svg]") {
    auto v = std::make_shared<Variant>(*find_variant("chess"));
    v->description = "kings & <queens> \"quoted\" 'too'";
    v->finalize();
    const std::string svg = svg_diagram(Position::start(v));
    CHECK(svg.find("<title>chess: kings &amp; &lt;queens&gt; &quot;quoted&quot; &apos;too&apos;</title>") !=
          std::string::npos);
    CHECK(svg.find("<queens>") == std::string::npos);
}
