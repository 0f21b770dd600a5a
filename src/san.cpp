// Standard Algebraic Notation (san.hpp): a turn is cut into tokens, one per written action (a
// gated drop and a locust's victim ride on the token before them); output writes each token,
// input matches each token of the text against the tokens of every legal turn.
#include "varia/san.hpp"

#include "notation_detail.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/notation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <exception>
#include <optional>

namespace varia {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
char to_upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

/// `x<square>`: a piece taken there (appended, as GCC 12 warns wrongly about `"x" + std::string`).
std::string taken(Square s) {
    std::string out = "x";
    out += square_name(s);
    return out;
}

bool moves_a_piece(MoveKind k) {
    return k == MoveKind::Normal || k == MoveKind::MultiStep || k == MoveKind::EnPassant || k == MoveKind::Locust;
}

/// Which piece stands where while a turn's actions are applied one by one: only what naming the
/// later actions needs (their mover, whether they take).
class Sketch {
public:
    explicit Sketch(const Position& pos) : cells_(pos.cells()), us_(pos.side_to_move()) {}
    [[nodiscard]] Piece at(Square s) const { return cells_[s]; }
    void apply(const Action& a) {
        switch (a.kind) {
        case MoveKind::Normal:
        case MoveKind::MultiStep:
        case MoveKind::EnPassant:
        case MoveKind::Locust: {
            Piece p = cells_[a.from];
            if (a.piece != Move::no_piece && !p.none() && !p.is_wall()) p = Piece(a.piece, p.color());
            if (a.kind == MoveKind::EnPassant || a.kind == MoveKind::Locust) cells_[a.aux] = Piece();
            cells_[a.from] = Piece();
            cells_[a.to] = p;
            break;
        }
        case MoveKind::Castling: {
            const Piece king = cells_[a.from];
            const Piece rook = cells_[a.aux];
            cells_[a.from] = Piece();
            cells_[a.aux] = Piece();
            cells_[a.to] = king;
            // The rook ends beside the king, on the side it came from.
            const int step = file_of(a.aux) > file_of(a.from) ? -1 : 1;
            cells_[a.to + step] = rook;
            break;
        }
        case MoveKind::Drop: cells_[a.to] = Piece(a.piece, us_); break;
        case MoveKind::Place:
        case MoveKind::Change: cells_[a.to] = Piece::from_code(a.piece); break;
        case MoveKind::Remove: cells_[a.to] = Piece(); break;
        case MoveKind::Target:
        case MoveKind::Flag:
        case MoveKind::State: break;
        }
    }

private:
    std::array<Piece, NoSquare> cells_;
    Color us_;
};

/// One written action of a turn, with what writing it and matching text against it need.
struct Token {
    int index = 0;         ///< the action's index in the turn
    Action action{};       ///< that action
    Piece mover;           ///< the piece that makes it (movement), as it stood before
    bool capture = false;  ///< it takes a piece
    bool wall = false;     ///< it places or moves a wall: written by its square alone
    bool pawn = false;     ///< its mover is written without a letter
    bool turned = false;   ///< its new type is the piece's turn (PieceType::turns_into), not written
    bool pass = false;     ///< a piece acting on its own square (janggi's pass): written as its letter and square
    bool own_placement = false; ///< a piece of the side to move placed (ataxx's clone): written as a drop
    int gate = -1;         ///< index of a drop gated onto the square the mover (or castling rook) leaves
    std::string suffix;    ///< what follows: a locust's victim and removals, `x<square>` each
    std::string raw;       ///< the canonical action text (the form of every other kind of action)
};

/// The drop of action `a` gates onto a square the turn's first action `first` leaves.
bool is_gating(const Action& first, const Action& a) {
    if (a.kind != MoveKind::Drop) return false;
    if (first.kind == MoveKind::Castling) return a.to == first.from || a.to == first.aux;
    return moves_a_piece(first.kind) && a.to == first.from;
}

/// The tokens of `m`, a turn of `pos`.
std::vector<Token> tokens_of(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    Sketch sketch(pos);
    std::vector<Token> out;
    const Action first = m.action(0);
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        if (i > 0 && !out.empty() && is_gating(first, a) && out.back().index == 0 && out.back().gate < 0) {
            out.back().gate = i;
        } else if (i > 0 && !out.empty() && a.kind == MoveKind::Remove) {
            out.back().suffix += taken(a.to);
        } else {
            Token t;
            t.index = i;
            t.action = a;
            t.raw = detail::action_text(v, a);
            if (moves_a_piece(a.kind)) {
                t.mover = sketch.at(a.from);
                t.wall = t.mover.is_wall();
                const Piece target = sketch.at(a.to);
                t.capture = (!target.none() && !target.is_wall()) || a.kind == MoveKind::EnPassant ||
                            a.kind == MoveKind::Locust;
                // Only the pawn goes without a letter; other pawn-like types (wolf chess's
                // sergeant) keep theirs, so that no two types are written alike.
                if (!t.wall && !t.mover.none()) t.pawn = v.san_letterless(t.mover.type());
                t.turned = m.extra == 0 && detail::is_turn(pos, m);
                if (a.kind == MoveKind::Locust && a.aux != a.to) t.suffix = taken(a.aux);
            } else if (a.kind == MoveKind::Place && Piece::from_code(a.piece).is_wall()) {
                t.wall = true;
            } else if (a.kind == MoveKind::Place) {
                const Piece placed = Piece::from_code(a.piece);
                t.own_placement = !placed.none() && placed.color() == pos.side_to_move();
            } else if (a.kind == MoveKind::Target && a.from == a.to) {
                t.mover = sketch.at(a.from);
                t.pass = !t.mover.none() && !t.mover.is_wall();
                if (t.pass) t.pawn = v.san_letterless(t.mover.type());
            }
            out.push_back(std::move(t));
        }
        sketch.apply(a);
    }
    return out;
}

/// The type of the piece turn `m` gates onto the square its first action leaves, or -1.
int gated_type(const Move& m) {
    for (int i = 1; i < m.action_count(); ++i)
        if (is_gating(m.action(0), m.action(i))) return m.action(i).piece;
    return -1;
}

/// True when every action of `m` after action `index` places or moves a wall (a duck, an
/// arrow): written by its square alone.
bool only_walls_after(const Position& pos, const Move& m, int index) {
    Sketch sketch(pos);
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        if (i > index) {
            const bool wall = moves_a_piece(a.kind) ? sketch.at(a.from).is_wall()
                                                    : a.kind == MoveKind::Place && Piece::from_code(a.piece).is_wall();
            if (!wall) return false;
        }
        sketch.apply(a);
    }
    return index + 1 < m.action_count();
}

/// True when turn `other` has the same actions as `m` after action `index`.
bool same_after(const Move& m, const Move& other, int index) {
    if (other.action_count() != m.action_count()) return false;
    for (int i = index + 1; i < m.action_count(); ++i)
        if (!(m.action(i) == other.action(i))) return false;
    return true;
}

/// True when turn `other` has the same actions as `m` before action `index`.
bool same_before(const Move& m, const Move& other, int index) {
    if (other.action_count() <= index) return false;
    for (int i = 0; i < index; ++i)
        if (!(m.action(i) == other.action(i))) return false;
    return true;
}

/// The origin of a piece's action as SAN needs it: nothing, its file, its rank or its square, the
/// least that tells it from the other legal turns' same actions by a piece of the same type. Those
/// turns gate the same piece (or none), and where only walls follow (duck chess, amazons) they
/// place them alike too: the rest of the text tells the others apart, as Fairy-Stockfish writes.
std::string disambiguation(const Position& pos, const Move& m, const Token& t, const MoveList& legal) {
    const Action& a = t.action;
    if (t.pawn && t.capture) return std::string(1, static_cast<char>('a' + file_of(a.from)));
    // A pawn promoting by a step off its file without taking (sittuyin): its square, as
    // Fairy-Stockfish writes it, so that it does not read as a step straight ahead.
    if (t.pawn && a.piece != Move::no_piece && !t.turned && file_of(a.from) != file_of(a.to)) return square_name(a.from);
    bool others = false;
    bool same_file = false;
    bool same_rank = false;
    Sketch sketch(pos);
    for (int i = 0; i < t.index; ++i) sketch.apply(m.action(i));
    const int gate = t.gate >= 0 ? m.action(t.gate).piece : -1;
    const bool walls_follow = t.gate < 0 && only_walls_after(pos, m, t.index);
    for (const Move& other : legal) {
        if (!same_before(m, other, t.index)) continue;
        const Action b = other.action(t.index);
        // Steps and multi-steps are alike to a reader; an en-passant capture, written with `x`
        // onto an empty square, is told apart from a step there by that `x` alone.
        const bool alike = b.kind == a.kind || (moves_a_piece(b.kind) && moves_a_piece(a.kind) &&
                                                (b.kind == MoveKind::EnPassant) == (a.kind == MoveKind::EnPassant));
        if (!alike || b.to != a.to || b.from == a.from || b.piece != a.piece) continue;
        if (sketch.at(b.from).type() != t.mover.type()) continue;
        if (t.index == 0 && gated_type(other) != gate) continue;
        if (walls_follow && !same_after(m, other, t.index)) continue;
        others = true;
        same_file = same_file || file_of(b.from) == file_of(a.from);
        same_rank = same_rank || rank_of(b.from) == rank_of(a.from);
    }
    if (!others) return "";
    if (!same_file) return std::string(1, static_cast<char>('a' + file_of(a.from)));
    if (!same_rank) return std::to_string(rank_of(a.from) + 1);
    return square_name(a.from);
}

std::string token_text(const Position& pos, const Move& m, const Token& t, const MoveList& legal) {
    const Variant& v = pos.variant();
    const Action& a = t.action;
    std::string s;
    if (t.wall) {
        s = square_name(a.to);
    } else if (a.kind == MoveKind::Castling) {
        s = file_of(a.aux) > file_of(a.from) ? "O-O" : "O-O-O";
    } else if (a.kind == MoveKind::Drop) {
        s = v.san_text(a.piece) + "@" + square_name(a.to);
    } else if (t.own_placement) {
        s = v.san_text(Piece::from_code(a.piece).type()) + "@" + square_name(a.to);
    } else if (t.pass) {
        if (!t.pawn) s = v.san_text(t.mover.type());
        s += square_name(a.to);
    } else if (moves_a_piece(a.kind) && !t.mover.none()) {
        if (!t.pawn) s = v.san_text(t.mover.type());
        s += disambiguation(pos, m, t, legal);
        if (t.capture) s += 'x';
        s += square_name(a.to);
        if (a.piece != Move::no_piece && !t.turned) {
            s += '=';
            s += v.piece_types[a.piece].promoted ? std::string(1, '+') : v.san_text(a.piece);
        }
    } else {
        s = t.raw;
    }
    if (t.gate >= 0) {
        const Action g = m.action(t.gate);
        s += '/';
        s += v.san_text(g.piece);
        if (a.kind == MoveKind::Castling) s += square_name(g.to);
    }
    return s + t.suffix;
}

/// The SAN of `m` without its check mark.
std::string bare_san(const Position& pos, const Move& m, const MoveList& legal) {
    std::string s;
    for (const Token& t : tokens_of(pos, m)) {
        if (!s.empty()) s += ',';
        s += token_text(pos, m, t, legal);
    }
    return s;
}

/// `+`, `#` or nothing: the check mark of the position `after` a turn.
std::string check_mark(Position& after) {
    if (!in_check(after)) return "";
    MoveList replies;
    generate_legal(after, replies);
    return replies.empty() ? "#" : "+";
}

} // namespace

std::string san(const Position& pos, const Move& m) {
    Position scratch = pos;
    MoveList legal;
    generate_legal(scratch, legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end())
        throw IllegalMove(move_text(pos, m), "san: \"" + move_text(pos, m) + "\" is not a legal move in " + pos.text());
    const std::string s = bare_san(pos, m, legal);
    scratch.push(m);
    return s + check_mark(scratch);
}

std::vector<std::string> san_all(const Position& pos, const MoveList& legal) {
    std::vector<std::string> out;
    out.reserve(legal.size());
    Position scratch = pos;
    for (const Move& m : legal) {
        std::string s = bare_san(pos, m, legal);
        scratch.push(m);
        s += check_mark(scratch);
        scratch.pop();
        out.push_back(std::move(s));
    }
    return out;
}

// ---- reading SAN ----

namespace {

/// What one token of SAN text asks for; unset parts match anything.
struct Pattern {
    enum class Kind { Castle, Drop, Piece } kind = Kind::Piece;
    std::string text;                   ///< the token as written (compared with the canonical text)
    bool long_castle = false;
    std::optional<PieceTypeId> type;    ///< the letter written (none: a pawn, or a wall's square)
    int from_file = -1;
    int from_rank = -1;
    Square to = NoSquare;
    bool promotion = false;             ///< a promotion was written
    std::uint8_t promotion_type = Move::no_piece;
    std::optional<PieceTypeId> gate;    ///< `/H`
    Square gate_square = NoSquare;      ///< `/He1`
    std::string suffix;                 ///< `x<square>`... as written
    /// Not SAN: the token can still be the canonical text of an action that SAN writes that way
    /// (a placement `p@b1`, a flag, a state change); `error` is what reading it as SAN said.
    bool raw_only = false;
    std::exception_ptr error;
};

[[noreturn]] void malformed(std::string_view text, const std::string& why, std::size_t at) {
    throw ParseError("SAN", std::string(text),
                     "\"" + shown(text) + "\" is not SAN: " + why +
                         " (expected e.g. e4, Nf3, exd5, Nbd7, R1a3, e8=Q, O-O, N@f3)",
                     at);
}

/// Reads a square name at `t[i..]` (file letter, rank 1..16) into `out`; false when there is none.
bool read_square(const Variant& v, std::string_view t, std::size_t& i, Square& out) {
    if (i >= t.size() || t[i] < 'a' || t[i] > 'z' || i + 1 >= t.size() || !is_digit(t[i + 1])) return false;
    std::size_t n = 2;
    if (i + 2 < t.size() && is_digit(t[i + 2])) n = 3;
    const auto s = v.geometry().parse_square(t.substr(i, n));
    if (!s) return false;
    out = *s;
    i += n;
    return true;
}

/// The piece type of the letter at `t[i]` (a `+` before it: the promoted form), advancing `i`.
PieceTypeId read_type(const Variant& v, std::string_view whole, std::string_view t, std::size_t& i, std::size_t base) {
    const bool promoted = t[i] == '+';
    if (promoted) ++i;
    if (i >= t.size()) malformed(whole, "a piece letter is missing", base + i);
    const auto type = v.type_of_san_letter(to_upper(t[i]), promoted);
    if (!type)
        throw ParseError("SAN", std::string(whole),
                         "\"" + shown(whole) + "\": '" + std::string(1, t[i]) + "' is not a piece letter of " + v.name,
                         base + i);
    ++i;
    return *type;
}

/// Reads the removal suffixes `x<square>`... at the end of a token, from `i`.
void read_suffix(const Variant& v, std::string_view whole, std::string_view t, std::size_t i, std::size_t base,
                 Pattern& p) {
    while (i < t.size()) {
        Square s = NoSquare;
        std::size_t j = i + 1;
        if (t[i] != 'x' || !read_square(v, t, j, s)) malformed(whole, "unexpected text", base + i);
        p.suffix += taken(s);
        i = j;
    }
}

/// Reads a gating suffix `/L` or `/L<square>` starting at the '/' at `t[i]`.
std::size_t read_gate(const Variant& v, std::string_view whole, std::string_view t, std::size_t i, std::size_t base,
                      Pattern& p) {
    ++i;
    if (i >= t.size()) malformed(whole, "a gated piece's letter is missing after '/'", base + i);
    p.gate = read_type(v, whole, t, i, base);
    Square s = NoSquare;
    if (read_square(v, t, i, s)) p.gate_square = s;
    return i;
}

Pattern read_castling(const Variant& v, std::string_view whole, std::string_view t, std::size_t base) {
    Pattern p;
    p.kind = Pattern::Kind::Castle;
    const char o = t[0];
    const std::string long_form = std::string{o, '-', o, '-', o};
    const std::string short_form = std::string{o, '-', o};
    std::size_t i = 0;
    if (t.substr(0, 5) == long_form) {
        p.long_castle = true;
        i = 5;
    } else if (t.substr(0, 3) == short_form) {
        i = 3;
    } else {
        malformed(whole, "castling is O-O or O-O-O", base);
    }
    if (i < t.size() && t[i] == '/') i = read_gate(v, whole, t, i, base, p);
    if (i != t.size()) malformed(whole, "unexpected text after castling", base + i);
    return p;
}

/// Reads one token (the text between commas) at offset `base` of the whole text `whole`.
Pattern read_token(const Variant& v, std::string_view whole, std::string_view t, std::size_t base) {
    if (t.empty()) malformed(whole, "an empty action", base);
    if (t.substr(0, 3) == "O-O" || t.substr(0, 3) == "0-0") {
        Pattern p = read_castling(v, whole, t, base);
        p.text = std::string(t);
        return p;
    }
    Pattern p;
    p.text = std::string(t);
    std::size_t i = 0;
    if (is_upper(t[0]) || (t[0] == '+' && t.size() > 1 && is_upper(t[1]))) p.type = read_type(v, whole, t, i, base);
    if (i < t.size() && t[i] == '@') {
        if (!p.type) malformed(whole, "a drop names its piece, e.g. N@f3", base + i);
        p.kind = Pattern::Kind::Drop;
        ++i;
        if (!read_square(v, t, i, p.to)) malformed(whole, "a drop needs a square of the board", base + i);
        read_suffix(v, whole, t, i, base, p);
        return p;
    }
    // Origin (file, rank, both or none), an optional capture mark, then the destination: read the
    // squares and digits in order, the last square being the destination.
    std::vector<std::pair<std::size_t, Square>> squares;
    const std::size_t start = i;
    bool separated = false; // an `x`, `-` or `:` was read: the next square is the destination
    while (i < t.size()) {
        Square s = NoSquare;
        std::size_t j = i;
        if (read_square(v, t, j, s)) {
            squares.emplace_back(i, s);
            i = j;
            if (separated || squares.size() == 2) break;
        } else if (t[i] == 'x' || t[i] == '-' || t[i] == ':') {
            if (separated) break;
            separated = true;
            ++i;
        } else if (t[i] >= 'a' && t[i] <= 'p' && squares.empty() && !separated && i == start) {
            p.from_file = t[i] - 'a';
            ++i;
        } else if (is_digit(t[i]) && squares.empty() && !separated && p.from_rank < 0) {
            std::size_t n = 1;
            if (i + 1 < t.size() && is_digit(t[i + 1])) n = 2;
            p.from_rank = std::stoi(std::string(t.substr(i, n))) - 1;
            i += n;
        } else {
            break;
        }
    }
    if (squares.empty()) malformed(whole, "no destination square", base + i);
    if (squares.size() == 2) {
        if (p.from_file >= 0 || p.from_rank >= 0) malformed(whole, "two origins", base + start);
        p.from_file = file_of(squares[0].second);
        p.from_rank = rank_of(squares[0].second);
    }
    p.to = squares.back().second;
    // Promotion: `=Q`, `=+`, `Q` or `q` right after the destination.
    if (i < t.size() && t[i] == '=') {
        ++i;
        if (i < t.size() && t[i] == '+' && (i + 1 == t.size() || !is_upper(t[i + 1]))) {
            p.promotion = true;
            ++i;
        } else if (i < t.size() && std::isalpha(static_cast<unsigned char>(t[i]))) {
            p.promotion = true;
            p.promotion_type = static_cast<std::uint8_t>(read_type(v, whole, t, i, base));
        } else {
            malformed(whole, "a promotion letter is missing after '='", base + i);
        }
    } else if (i < t.size() && t[i] != 'x' && t[i] != '/' && std::isalpha(static_cast<unsigned char>(t[i]))) {
        p.promotion = true;
        p.promotion_type = static_cast<std::uint8_t>(read_type(v, whole, t, i, base));
    }
    if (i < t.size() && t[i] == '/') i = read_gate(v, whole, t, i, base, p);
    read_suffix(v, whole, t, i, base, p);
    return p;
}

/// The text without what SAN allows at its end and reading ignores: `+`, `#`, `!`, `?`, and an
/// `e.p.` mark (a `+` that completes `=+`, a promotion to the promoted form, stays).
std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.size() > 4 && text.substr(text.size() - 4) == "e.p.") {
        text.remove_suffix(4);
        while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    }
    while (!text.empty() && (text.back() == '+' || text.back() == '#' || text.back() == '!' || text.back() == '?')) {
        if (text.back() == '+' && text.size() >= 2 && text[text.size() - 2] == '=') break;
        text.remove_suffix(1);
    }
    return text;
}

bool matches_token(const Position& pos, const Move& m, const Token& t, const Pattern& p) {
    const Variant& v = pos.variant();
    const Action& a = t.action;
    if (p.text == t.raw && !p.gate && t.gate < 0 && t.suffix.empty()) return true;
    if (p.raw_only) return false;
    // The gated drop, when there is one, must be written and agree.
    if (p.gate.has_value() != (t.gate >= 0)) return false;
    if (p.gate) {
        const Action g = m.action(t.gate);
        if (g.piece != *p.gate || (p.gate_square != NoSquare && p.gate_square != g.to)) return false;
    }
    if (p.suffix != t.suffix) return false;
    switch (p.kind) {
    case Pattern::Kind::Castle:
        return a.kind == MoveKind::Castling && p.long_castle == (file_of(a.aux) < file_of(a.from));
    case Pattern::Kind::Drop:
        if (t.own_placement) return Piece::from_code(a.piece).type() == *p.type && a.to == p.to;
        return a.kind == MoveKind::Drop && a.piece == *p.type && a.to == p.to;
    case Pattern::Kind::Piece: break;
    }
    if (a.to != p.to) return false;
    if (t.wall) return !p.type && p.from_file < 0 && p.from_rank < 0 && !p.promotion;
    if (t.pass) return (p.type ? t.mover.type() == *p.type : t.pawn) && !p.promotion &&
                       (p.from_file < 0 || p.from_file == file_of(a.from)) && (p.from_rank < 0 || p.from_rank == rank_of(a.from));
    if (!moves_a_piece(a.kind) || t.mover.none()) return false;
    if (p.type ? t.mover.type() != *p.type : !t.pawn) return false;
    if (p.from_file >= 0 && file_of(a.from) != p.from_file) return false;
    if (p.from_rank >= 0 && rank_of(a.from) != p.from_rank) return false;
    if (!p.promotion) return true;
    if (a.piece == Move::no_piece || t.turned) return false;
    if (p.promotion_type == Move::no_piece) return v.piece_types[a.piece].promoted; // `=+`
    return a.piece == p.promotion_type;
}

/// How token `t` of turn `m` matches pattern `p`: not at all, only by a promotion `p` leaves
/// unwritten, or fully.
enum class Match { None, UnwrittenPromotion, Full };

Match matches(const Position& pos, const Move& m, const Token& t, const Pattern& p) {
    const bool promotes = t.action.piece != Move::no_piece && moves_a_piece(t.action.kind) && !t.turned;
    if (!matches_token(pos, m, t, p)) return Match::None;
    return promotes && !p.promotion ? Match::UnwrittenPromotion : Match::Full;
}

} // namespace

Move parse_san(const Position& pos, std::string_view text) {
    const Variant& v = pos.variant();
    const std::string_view body = trimmed(text);
    if (body.empty()) malformed(text, "it is empty", 0);
    std::vector<Pattern> patterns;
    for (std::size_t start = 0;;) {
        const std::size_t comma = body.find(',', start);
        const std::size_t end = comma == std::string_view::npos ? body.size() : comma;
        const std::string_view token = body.substr(start, end - start);
        try {
            patterns.push_back(read_token(v, text, token, start));
        } catch (const ParseError&) {
            Pattern raw;
            raw.text = std::string(token);
            raw.raw_only = true;
            raw.error = std::current_exception();
            patterns.push_back(std::move(raw));
        }
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    Position scratch = pos;
    MoveList legal;
    generate_legal(scratch, legal);
    // A promotion left unwritten is read as none where the same turn without it is legal (a
    // shogi piece that may promote), and as the only one where there is no other (makruk).
    std::vector<Move> found;
    std::vector<Move> found_promoting;
    for (const Move& m : legal) {
        const std::vector<Token> tokens = tokens_of(pos, m);
        if (tokens.size() != patterns.size()) continue;
        Match worst = Match::Full;
        for (std::size_t k = 0; k < tokens.size() && worst != Match::None; ++k)
            worst = std::min(worst, matches(pos, m, tokens[k], patterns[k]));
        if (worst == Match::Full) found.push_back(m);
        if (worst == Match::UnwrittenPromotion) found_promoting.push_back(m);
    }
    if (found.empty()) found = std::move(found_promoting);
    if (found.size() == 1) return found[0];
    // Text that is not SAN and no action's canonical text either: say why it is not SAN.
    for (const Pattern& p : patterns)
        if (found.empty() && p.raw_only) std::rethrow_exception(p.error);
    if (found.empty())
        throw IllegalMove(std::string(text), "illegal move \"" + shown(text) + "\" (SAN) in " + pos.text() +
                                                 ": no legal move matches it");
    std::string list;
    std::vector<std::string> candidates;
    for (const Move& m : found) {
        candidates.push_back(detail::text_among(pos, m, legal));
        if (!list.empty()) list += ", ";
        list += candidates.back() + " (" + bare_san(pos, m, legal) + ")";
    }
    throw IllegalMove(std::string(text),
                      "ambiguous move \"" + shown(text) + "\" (SAN) in " + pos.text() + ": it matches " + list,
                      IllegalReason::Ambiguous, NoSquare, std::move(candidates));
}

Move parse_any(const Position& pos, std::string_view text) {
    Position scratch = pos;
    try {
        return parse_move(scratch, text);
    } catch (const ParseError&) {
        return parse_san(pos, text); // not move text: SAN, whose error is the one reported
    } catch (const IllegalMove&) {
        // Move text naming no legal move: SAN may still read it (`e2e4` is SAN too); if not, the
        // move text's explanation is the one reported.
        const std::exception_ptr move_text_error = std::current_exception();
        try {
            return parse_san(pos, text);
        } catch (const Error&) {
            std::rethrow_exception(move_text_error);
        }
    }
}

void play_san(Position& pos, std::string_view text) { pos.push(parse_san(pos, text)); }

} // namespace varia
