// Questions about a const position (queries.hpp): each works on a copy where the generator needs
// scratch space, or on the position itself where a listing in progress lends it (listing.hpp).
#include "varia/queries.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include "listing.hpp"

#include <algorithm>
#include <cctype>

namespace varia {

namespace {
/// Runs `ask` on a position equal to `pos` that it may push and pop on: the position itself when
/// a listing lends it (a legality predicate's, listing.hpp), else a copy.
template <class Ask> auto on_scratch(const Position& pos, Ask ask) {
    if (Position* lent = detail::lent_position(pos)) return ask(*lent);
    Position scratch = pos;
    return ask(scratch);
}
} // namespace

MoveList legal_moves(const Position& pos) {
    return on_scratch(pos, [](Position& p) { return legal_moves(p); });
}

MoveList legal_moves_from(const Position& pos, Square from) {
    MoveList list = legal_moves(pos);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Move& m = list[i];
        // A drop or a placement starts from no square of the board.
        if (m.from == from && m.kind != MoveKind::Drop && m.kind != MoveKind::Place) list[kept++] = m;
    }
    list.truncate(kept);
    return list;
}

bool is_legal(const Position& pos, const Move& m) {
    const MoveList legal = legal_moves(pos);
    return std::find(legal.begin(), legal.end(), m) != legal.end();
}

bool has_legal_move(const Position& pos) {
    return on_scratch(pos, [](Position& p) { return has_legal_move(p); });
}

bool is_checkmate(const Position& pos) { return in_check(pos) && !has_legal_move(pos); }

bool is_stalemate(const Position& pos) { return !in_check(pos) && !has_legal_move(pos); }

GameStatus game_status(const Position& pos) {
    return on_scratch(pos, [](Position& p) { return game_status(p); });
}

SquareSet checkers(const Position& pos) {
    const Color us = pos.side_to_move();
    SquareSet out;
    for (Square royal : pos.royal_pieces(us)) out |= attackers(pos, royal, ~us);
    return out;
}

bool gives_check(const Position& pos, const Move& m) {
    return on_scratch(pos, [&m](Position& p) {
        p.push(m);
        const bool check = in_check(p);
        p.pop();
        return check;
    });
}

bool gives_checkmate(const Position& pos, const Move& m) {
    return on_scratch(pos, [&m](Position& p) {
        p.push(m);
        const bool mate = in_check(p) && !has_legal_move(p);
        p.pop();
        return mate;
    });
}

PieceSymbol piece_symbol(const Variant& v, Piece p) {
    if (p.is_wall()) return {"*", "wall", Color::White};
    if (p.none() || p.type() >= v.piece_types.size())
        throw Error("piece_symbol: piece code " + std::to_string(p.code()) + " is not a piece of " + v.name);
    const PieceType& t = v.piece_types[p.type()];
    const char letter = p.color() == Color::White ? t.letter
                                                  : static_cast<char>(std::tolower(static_cast<unsigned char>(t.letter)));
    std::string text = t.promoted ? "+" : "";
    text += letter;
    return {text, t.name, p.color()};
}

} // namespace varia
