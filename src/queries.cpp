// Questions about a const position (queries.hpp): each works on a copy where the generator needs
// scratch space.
#include "varia/queries.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <cctype>

namespace varia {

MoveList legal_moves(const Position& pos) {
    Position scratch = pos;
    MoveList list;
    generate_legal(scratch, list);
    return list;
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

GameStatus game_status(const Position& pos) {
    Position scratch = pos;
    return game_status(scratch);
}

SquareSet checkers(const Position& pos) {
    const Color us = pos.side_to_move();
    SquareSet out;
    for (Square royal : pos.royal_pieces(us)) out |= attackers(pos, royal, ~us);
    return out;
}

bool gives_check(const Position& pos, const Move& m) {
    Position after = pos;
    after.push(m);
    return in_check(after);
}

bool gives_checkmate(const Position& pos, const Move& m) {
    Position after = pos;
    after.push(m);
    if (!in_check(after)) return false;
    MoveList replies;
    generate_legal(after, replies);
    return replies.empty();
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
