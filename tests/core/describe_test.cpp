// Movement diagrams and XBetza in words (include/varia/describe.hpp): the diagram of every piece
// type of every shipped variant against the moves the generator makes on positions this test
// writes itself, square by square.
#include <catch2/catch.hpp>

#include <string>

#include "varia/board_overlay.hpp"
#include "varia/describe.hpp"
#include "varia/movegen.hpp"
#include "varia/variant_file.hpp"

using namespace varia;
namespace mk = varia::diagram_marks;

namespace {

/// Position text of `v`'s board with the given pieces (square, piece) and nothing else, written
/// here rather than by the library, so that the test does not share the diagram's set-up.
std::string text_with(const Variant& v, std::initializer_list<std::pair<Square, Piece>> pieces) {
    std::string text;
    for (int rank = v.height - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < v.width; ++file) {
            const Square s = make_square(file, rank);
            Piece here;
            for (const auto& p : pieces)
                if (p.first == s) here = p.second;
            if (v.geometry().contains(s) && here.none()) {
                ++empty;
                continue;
            }
            if (empty > 0) text += std::to_string(empty);
            empty = 0;
            text += v.geometry().contains(s) ? v.piece_text(here.type(), here.color()) : std::string("*");
        }
        if (empty > 0) text += std::to_string(empty);
        if (rank > 0) text += '/';
    }
    if (v.has_hands) text += "[]";
    return text + " w - - 0 1";
}

/// The first capturable, non-royal type that `t`'s hops do not refuse, preferably one that may
/// stand anywhere (else any capturable one).
PieceTypeId enemy_type(const Variant& v, PieceTypeId t) {
    for (bool anywhere : {true, false})
        for (std::size_t u = 0; u < v.piece_types.size(); ++u) {
            const PieceType& pt = v.piece_types[u];
            const bool stands_anywhere = v.barred_squares(Color::Black, static_cast<PieceTypeId>(u)).empty() &&
                                         (v.confined_types() >> u & 1U) == 0;
            if (pt.capturable && !pt.royal && (v.piece_types[t].hop_capture_excluded >> u & 1U) == 0 &&
                (stands_anywhere || !anywhere))
                return static_cast<PieceTypeId>(u);
        }
    for (std::size_t u = 0; u < v.piece_types.size(); ++u)
        if (v.piece_types[u].capturable) return static_cast<PieceTypeId>(u);
    return 0;
}

bool step(const Move& m) { return m.kind == MoveKind::Normal || m.kind == MoveKind::MultiStep; }

} // namespace

TEST_CASE("describe: every piece of every shipped variant: the diagram's moves and captures are the generator's",
          "[describe]") {
    int diagrams = 0;
    for (const VariantPtr& variant : builtin_variants()) {
        for (std::size_t t = 0; t < variant->piece_types.size(); ++t) {
            const auto type = static_cast<PieceTypeId>(t);
            const MovementDiagram d = movement_diagram(*variant, type);
            INFO(variant->name << " " << variant->piece_types[t].name);
            REQUIRE(d.board);
            const Variant& board = *d.board;
            if (d.origin == NoSquare) continue;
            ++diagrams;
            REQUIRE(board.geometry().contains(d.origin));
            CHECK(d.marks[d.origin] == 0);
            const Piece piece(type, Color::White);
            const Piece enemy(enemy_type(board, type), Color::Black);

            // Alone on the board: the move marks are exactly the squares its steps reach.
            Position alone = Position::from_text(d.board, text_with(board, {{d.origin, piece}}));
            MoveList list;
            generate_piece_moves(alone, d.origin, list);
            SquareSet moves;
            for (const Move& m : list)
                if (step(m)) moves.set(m.to);
            for (Square s : board.geometry().squares()) {
                INFO("square " << square_name(s));
                CHECK(((d.marks[s] & mk::move) != 0) == moves.test(s));
            }

            // One enemy on each square in turn: the capture marks are exactly its captures.
            for (Square s : board.geometry().squares()) {
                if (s == d.origin) continue;
                INFO("enemy on " << square_name(s));
                list.clear();
                if (board.barred_squares(Color::Black, enemy.type()).test(s) ||
                    (board.types_allowed_on(Color::Black, s) >> enemy.type() & 1U) == 0) {
                    // No valid position has the dummy there (a pawn on its last rank): look at one.
                    BoardOverlay view(alone);
                    view.set(s, enemy);
                    generate_piece_moves(view, d.origin, list);
                } else {
                    const Position pos = Position::from_text(d.board, text_with(board, {{d.origin, piece}, {s, enemy}}));
                    generate_piece_moves(pos, d.origin, list);
                }
                bool captures = false;
                bool locust = false;
                for (const Move& m : list) {
                    captures = captures || (m.kind == MoveKind::Normal && m.to == s);
                    locust = locust || (m.kind == MoveKind::Locust && m.aux == s);
                }
                CHECK(((d.marks[s] & mk::capture) != 0) == captures);
                if (locust) CHECK((d.marks[s] & mk::locust_victim) != 0);
            }

            // Every hop mark has a screen that makes it: an own piece for a hop to an empty square,
            // an own piece and an enemy for a hop capture.
            for (Square s : board.geometry().squares()) {
                if ((d.marks[s] & (mk::hop_move | mk::hop_capture)) == 0) continue;
                INFO("hop to " << square_name(s));
                bool found_move = false;
                bool found_capture = false;
                for (Square screen : board.geometry().squares()) {
                    if (screen == d.origin || screen == s) continue;
                    BoardOverlay view(alone);
                    view.set(screen, Piece(enemy_type(board, type), Color::White));
                    list.clear();
                    generate_piece_moves(view, d.origin, list);
                    for (const Move& m : list) found_move = found_move || (step(m) && m.to == s);
                    view.set(s, enemy);
                    list.clear();
                    generate_piece_moves(view, d.origin, list);
                    for (const Move& m : list) found_capture = found_capture || (m.kind == MoveKind::Normal && m.to == s);
                }
                if (d.marks[s] & mk::hop_move) CHECK(found_move);
                if (d.marks[s] & mk::hop_capture) CHECK(found_capture);
            }
        }
    }
    CHECK(diagrams > 500);
}

TEST_CASE("describe: the chess knight, pawn and the xiangqi cannon", "[describe]") {
    const VariantPtr chess = find_variant("chess");
    const auto at = [&](const char* name) { return *chess->geometry().parse_square(name); };
    const MovementDiagram knight = movement_diagram(*chess, *chess->type_of_letter('N'));
    CHECK(knight.origin == at("e4"));
    int marked = 0;
    for (Square s : chess->geometry().squares()) {
        if (knight.marks[s] == 0) continue;
        ++marked;
        CHECK(knight.marks[s] == (mk::move | mk::capture));
    }
    CHECK(marked == 8);
    CHECK(knight.marks[at("f6")] == (mk::move | mk::capture));
    CHECK(movement_diagram_text(*chess, knight) ==
          "    +-----------------+\n"
          "  8 | . . . . . . . . |\n"
          "  7 | . . . . . . . . |\n"
          "  6 | . . . x . x . . |\n"
          "  5 | . . x . . . x . |\n"
          "  4 | . . . . N . . . |\n"
          "  3 | . . x . . . x . |\n"
          "  2 | . . . x . x . . |\n"
          "  1 | . . . . . . . . |\n"
          "    +-----------------+\n"
          "      a b c d e f g h\n"
          "    x  moves there or captures there\n");

    const MovementDiagram pawn = movement_diagram(*chess, *chess->type_of_letter('P'));
    CHECK(pawn.marks[at("e5")] == mk::move);
    CHECK(pawn.marks[at("d5")] == mk::capture);
    CHECK(pawn.marks[at("f5")] == mk::capture);
    CHECK(pawn.marks[at("e6")] == 0);
    CHECK(pawn.initial_marks[at("e6")] == mk::move); // the double step, only from an initial square
    CHECK(pawn.marks[at("e3")] == 0);

    const VariantPtr xiangqi = find_variant("xiangqi");
    const auto xq = [&](const char* name) { return *xiangqi->geometry().parse_square(name); };
    const MovementDiagram cannon = movement_diagram(*xiangqi, *xiangqi->type_of_letter('C'));
    CHECK(cannon.origin == xq("e5"));
    CHECK(cannon.marks[xq("e6")] == mk::move); // no room for a screen before it
    CHECK(cannon.marks[xq("e7")] == (mk::move | mk::hop_capture));
    CHECK(cannon.marks[xq("f6")] == 0);
    // The soldier stands across the river, in its zone, where it also steps sideways.
    const MovementDiagram soldier = movement_diagram(*xiangqi, *xiangqi->type_of_letter('P'));
    CHECK(soldier.origin == xq("e6"));
    CHECK(soldier.marks[xq("e7")] == (mk::move | mk::capture));
    CHECK(soldier.marks[xq("d6")] == (mk::move | mk::capture));
    CHECK(soldier.marks[xq("e5")] == 0);
    // The elephant may not cross the river: it stands on its own half, nearest the centre.
    const MovementDiagram elephant = movement_diagram(*xiangqi, *xiangqi->type_of_letter('B'));
    CHECK(rank_of(elephant.origin) <= 4);
}

TEST_CASE("describe: a hole at the centre moves the piece to the nearest square; holes are drawn", "[describe]") {
    const VariantPtr v = parse_variant(R"({
      "name": "hole-in-the-middle", "board": {"width": 5, "height": 5, "holes": ["c3"]},
      "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                 {"letter": "G", "name": "grasshopper", "betza": "gQ"}],
      "start": "k4/5/2*2/5/4K w - - 0 1"})",
                                       "inline");
    const MovementDiagram d = movement_diagram(*v, *v->type_of_letter('G'));
    CHECK(d.origin != NoSquare);
    CHECK(square_name(d.origin) == "c2"); // distance 1 from c3: the lowest rank first
    const std::string text = movement_diagram_text(*v, d);
    CHECK(text.find(" * ") != std::string::npos);
    // A grasshopper lands right behind a screen: only hop marks.
    bool hops = false;
    for (Square s : v->geometry().squares()) {
        CHECK((d.marks[s] & (mk::move | mk::capture)) == 0);
        hops = hops || (d.marks[s] & mk::hop_move) != 0;
    }
    CHECK(hops);
}

TEST_CASE("describe: XBetza in words", "[describe]") {
    const VariantPtr chess = find_variant("chess");
    const auto words = [&](char letter) { return describe_movement(chess->piece_types[*chess->type_of_letter(letter)]); };
    CHECK(words('N') == "moves or captures like a knight (a (2,1) leap)");
    CHECK(words('R') == "moves or captures like a rook");
    CHECK(words('Q') == "moves or captures like a queen");
    CHECK(words('K') == "moves or captures like a king (one square any way)");
    CHECK(words('P') == "moves like a wazir (one square orthogonally) forward; captures (also en passant) like a ferz "
                        "(one square diagonally) forward; from its initial squares only, moves like a dabbaba (a (2,0) "
                        "leap) forward, blocked by a piece on the way");
    PieceType odd;
    odd.atoms = {atoms::R().forward().move_only(), atoms::B().backward().capture_only(), atoms::R(3).hopping(Hop::Cannon)};
    CHECK(describe_movement(odd) ==
          "moves like a rook forward; captures like a bishop backward; moves or captures by jumping exactly one piece "
          "(the screen), like a rook, at most 3 squares");
    CHECK(describe_movement(PieceType{}) == "no moves of its own");
    PieceType elephant;
    elephant.atoms = {atoms::A()};
    CHECK(describe_movement(elephant) == "moves or captures like an alfil (a (2,2) leap)");
    // Directions that words like "forward-right" cannot tell apart are given as steps: from e4,
    // frN goes to g5 and rfN to f6 (docs/authoring.md, "Directions").
    const VariantPtr dirs = parse_variant(R"({"name": "dirs", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "A", "name": "a", "betza": "frN"}, {"letter": "B", "name": "b", "betza": "rfN"},
                   {"letter": "C", "name": "c", "betza": "ffN"}],
        "start": "k7/8/8/8/8/8/8/ABCK4 w - - 0 1"})",
                                          "dirs.json");
    const auto dir_words = [&](char letter) { return describe_movement(dirs->piece_types[*dirs->type_of_letter(letter)]); };
    CHECK(dir_words('A') == "moves or captures like a knight (a (2,1) leap) (2 right, 1 forward)");
    CHECK(dir_words('B') == "moves or captures like a knight (a (2,1) leap) (1 right, 2 forward)");
    CHECK(dir_words('C') == "moves or captures like a knight (a (2,1) leap) (1 right, 2 forward) and (1 left, 2 forward)");
}

TEST_CASE("describe: the SVG diagram marks the knight's eight squares", "[describe][svg]") {
    const VariantPtr chess = find_variant("chess");
    const MovementDiagram knight = movement_diagram(*chess, *chess->type_of_letter('N'));
    const std::string svg = svg_movement_diagram(*chess, knight);
    std::size_t marks = 0;
    for (std::size_t at = svg.find("class=\"mark\""); at != std::string::npos; at = svg.find("class=\"mark\"", at + 1)) ++marks;
    CHECK(marks == 8);
    CHECK(svg.find("data-square=\"f6\" data-mark=\"x\"") != std::string::npos);
    CHECK(svg.find("class=\"piece white\"") != std::string::npos);
}
