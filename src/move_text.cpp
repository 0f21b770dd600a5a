// Move text (notation.md "Move notation"): the canonical spelling of every turn, built from its
// actions, and parsing by matching text against the legal turns.
#include "varia/notation.hpp"

#include "notation_detail.hpp"

#include "varia/errors.hpp"
#include "varia/explain.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <cctype>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

namespace varia {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

/// Why `name` (a file letter and a rank number) is no square of `geo`: a hole of the board, or a
/// cell outside it.
std::string not_a_square(const Geometry& geo, std::string_view name) {
    const int file = name.empty() ? -1 : name[0] - 'a';
    int rank = 0;
    for (std::size_t i = 1; i < name.size() && rank <= 16; ++i) rank = 10 * rank + (name[i] - '0');
    if (file >= 0 && file < geo.width() && rank >= 1 && rank <= geo.height() && geo.is_hole(file, rank - 1))
        return " is a hole of this board, not a square";
    return " is not a square of this " + std::to_string(geo.width()) + "x" + std::to_string(geo.height()) + " board";
}

/// The letter of a piece code: upper case for White, lower case for Black, '*' for the wall.
char piece_letter(const Variant& v, Piece p) {
    if (p.is_wall()) return '*';
    const char up = p.type() < v.piece_types.size() ? v.piece_types[p.type()].letter : '?';
    return p.color() == Color::White ? up : lower(up);
}

/// `<prefix><square>`, built by appending (GCC 12 warns, wrongly, about `"x" + std::string`).
std::string prefixed(std::string prefix, Square s) {
    prefix += square_name(s);
    return prefix;
}

/// One action's text; `victim` adds the `x<square>` a locust move needs where from/to is ambiguous,
/// `onto_rook` writes castling as the king onto its rook.
std::string action_text(const Variant& v, const Action& a, bool victim, bool onto_rook = false, bool turn = false) {
    switch (a.kind) {
    case MoveKind::Drop:
        // A promoted form dropped from the hand (Variant::drop_promoted): `+L@c3`.
        if (v.piece_types[a.piece].promoted) return prefixed({'+', v.piece_types[a.piece].letter, '@'}, a.to);
        return prefixed({v.piece_types[a.piece].letter, '@'}, a.to);
    case MoveKind::Place:
        return prefixed({piece_letter(v, Piece::from_code(a.piece)), '@'}, a.to);
    case MoveKind::Remove:
        return prefixed("x", a.to);
    case MoveKind::Change:
        return square_name(a.to) + "=" + piece_letter(v, Piece::from_code(a.piece));
    case MoveKind::Target:
        return square_name(a.from) + prefixed("x", a.to);
    case MoveKind::Flag:
        return prefixed((a.piece != 0 ? "+" : "-") + v.state_fields[a.aux].name + "@", a.to);
    case MoveKind::State: {
        for (const StateField& f : v.state_fields)
            if (f.kind != StateField::Kind::PieceFlag && a.aux >= f.slot &&
                a.aux < f.slot + (f.kind == StateField::Kind::Counter ? 1 : 2))
                return f.name + (f.kind == StateField::Kind::Counter ? "" : a.aux == f.slot ? ".w" : ".b") + "=" +
                       std::to_string(a.piece);
        return "state" + std::to_string(a.aux) + "=" + std::to_string(a.piece);
    }
    case MoveKind::Castling:
        if (v.castling.king_takes_rook_notation || onto_rook) return square_name(a.from) + square_name(a.aux);
        return square_name(a.from) + square_name(a.to);
    case MoveKind::Normal:
    case MoveKind::MultiStep:
    case MoveKind::EnPassant:
    case MoveKind::Locust: {
        std::string text = square_name(a.from) + square_name(a.to);
        // A promotion names the new piece; the promoted form of a piece (shogi) is written `+`.
        // A piece's turn (PieceType::turns_into) follows from the rules and is not written.
        if (a.piece != Move::no_piece && !turn)
            text += v.piece_types[a.piece].promoted ? '+' : lower(v.piece_types[a.piece].letter);
        if (a.kind == MoveKind::Locust && victim) text += prefixed("x", a.aux);
        return text;
    }
    }
    return "?";
}

} // namespace

namespace detail {

bool is_turn(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    if (v.turning_types() == 0 || m.extra != 0 || m.piece == Move::no_piece || m.kind > MoveKind::Locust ||
        m.kind == MoveKind::Drop || m.kind == MoveKind::Castling)
        return false;
    const Piece mover = pos.piece_at(m.from);
    if (mover.none() || mover.is_wall() || v.turn_of(mover.type()) != m.piece) return false;
    return !v.promotion_squares(mover.color(), mover.type()).test(m.to) &&
           !v.promotion_from_squares(mover.color(), mover.type()).test(m.from);
}

} // namespace detail

namespace {

using detail::is_turn;

/// The text of `m`: its actions joined with ','; a removal is written right after the action
/// before it (`c7c8xd2`: the choice a move's from/to does not say). `disambiguate` names a locust
/// move's victim and writes castling as the king onto its rook.
std::string text_of(const Position& pos, const Move& m, bool disambiguate) {
    const Variant& v = pos.variant();
    const bool turn = is_turn(pos, m);
    std::string text;
    for (int i = 0; i < m.action_count(); ++i) {
        const Action a = m.action(i);
        if (i > 0 && a.kind != MoveKind::Remove) text += ',';
        text += action_text(v, a, disambiguate || m.action_count() > 1, disambiguate, turn);
    }
    return text;
}

/// True when another legal move has the same from, to and promotion as the locust move `m`
/// (so its text must name the victim).
bool locust_ambiguous(const Move& m, const MoveList& legal) {
    for (const Move& other : legal)
        if (!(other == m) && other.extra == 0 && other.kind != MoveKind::Drop && other.from == m.from &&
            other.to == m.to && other.piece == m.piece)
            return true;
    return false;
}

/// True when the castling move `m`, written king to target, reads like another legal move (a king
/// that castles one square or none, Chess960 style): it is then written king onto rook.
bool castling_ambiguous(const Position& pos, const Move& m, const MoveList& legal) {
    if (pos.variant().castling.king_takes_rook_notation || m.kind != MoveKind::Castling) return false;
    const std::string plain = text_of(pos, m, false);
    for (const Move& other : legal)
        if (!(other == m) && other.kind != MoveKind::Castling && text_of(pos, other, false) == plain) return true;
    return false;
}

} // namespace

std::string detail::action_text(const Variant& v, const Action& a) { return varia::action_text(v, a, false); }

std::string detail::text_among(const Position& pos, const Move& m, const MoveList& legal) {
    const bool single_locust = m.extra == 0 && m.kind == MoveKind::Locust;
    return text_of(pos, m, (single_locust && locust_ambiguous(m, legal)) || castling_ambiguous(pos, m, legal));
}

namespace {

using detail::text_among;

/// Whether the text of `m` depends on the other legal moves (and so needs them).
bool needs_others(const Variant& v, const Move& m) {
    if (m.kind == MoveKind::Locust) return m.extra == 0;
    if (m.kind != MoveKind::Castling || v.castling.king_takes_rook_notation) return false;
    const int distance = file_of(m.to) - file_of(m.from);
    return distance >= -1 && distance <= 1;
}

} // namespace

std::string move_text(const Position& pos, const Move& m) {
    if (!needs_others(pos.variant(), m)) return text_of(pos, m, false);
    // Only a single locust move, or a king castling one square or none, needs the other legal
    // moves; a copy keeps `pos` const (not a hot path).
    Position scratch = pos;
    MoveList legal;
    generate_legal(scratch, legal);
    return text_among(pos, m, legal);
}

namespace {

/// Length of a square name at the start of `t` ("a1".."p16"), or 0.
std::size_t square_prefix(std::string_view t) {
    if (t.size() < 2 || t[0] < 'a' || t[0] > 'p' || t[1] < '1' || t[1] > '9') return 0;
    if (t.size() >= 3 && std::isdigit(static_cast<unsigned char>(t[2])) && t[1] == '1') return 3;
    return 2;
}

/// A place in move text that must be checked against the variant: a square name or a letter.
struct Part {
    std::size_t at;
    std::size_t length;
    enum { SquareName, PieceLetter } what;
};

/// Length of a state field name at the start of `t` (a letter or '_', then letters, digits, '_'),
/// or 0.
std::size_t name_prefix(std::string_view t) {
    const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    if (t.empty() || !(std::isalpha(static_cast<unsigned char>(t[0])) || t[0] == '_')) return 0;
    std::size_t n = 1;
    while (n < t.size() && word(t[n])) ++n;
    return n;
}

/// Whether `token` is a Flag action (+<name>@<sq>, -<name>@<sq>) or a State action
/// (<name>=<value>, <name>.w=<value>, <name>.b=<value>); collects a Flag's square.
bool read_state_token(std::string_view token, std::size_t at, std::vector<Part>& parts) {
    if (token.size() > 1 && (token[0] == '+' || token[0] == '-')) {
        const std::size_t name = name_prefix(token.substr(1));
        if (name == 0 || 1 + name >= token.size() || token[1 + name] != '@') return false;
        const std::size_t sq = 2 + name;
        const std::size_t n = square_prefix(token.substr(sq));
        if (n == 0 || sq + n != token.size()) return false;
        parts.push_back({at + sq, n, Part::SquareName});
        return true;
    }
    std::size_t i = name_prefix(token);
    if (i == 0) return false;
    if (token.substr(i, 2) == ".w" || token.substr(i, 2) == ".b") i += 2;
    if (i + 1 >= token.size() || token[i] != '=') return false;
    for (++i; i < token.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(token[i]))) return false;
    return true;
}

/// Checks the shape of one action token at offset `at` of the whole text and collects its parts.
/// Tokens: <sq><sq>[promotion letter or +][x<sq>], <Letter>@<sq>, +<Letter>@<sq>, *@<sq>, <sq>x<sq>, x<sq>, <sq>=<Letter>,
/// and the Flag and State forms of read_state_token(). A token may end in x<sq> (a removal joined
/// to it). Returns false when the token has none of these shapes.
bool read_token(std::string_view token, std::size_t at, std::vector<Part>& parts) {
    std::size_t i = 0;
    // A promoted form's drop, +<Letter>@<sq> (state field names, +<name>@<sq>, are lower case).
    if (token.size() >= 3 && token[0] == '+' && std::isupper(static_cast<unsigned char>(token[1])) && token[2] == '@') {
        parts.push_back({at + 1, 1, Part::PieceLetter});
        i = 3;
        const std::size_t n = square_prefix(token.substr(i));
        if (n == 0 || i + n != token.size()) return false;
        parts.push_back({at + i, n, Part::SquareName});
        return true;
    }
    if (read_state_token(token, at, parts)) return true;
    const auto square = [&]() {
        const std::size_t n = square_prefix(token.substr(i));
        if (n == 0) return false;
        parts.push_back({at + i, n, Part::SquareName});
        i += n;
        return true;
    };
    const auto removal_suffix = [&]() {
        while (i < token.size()) {
            if (token[i] != 'x') return false;
            ++i;
            if (!square()) return false;
        }
        return true;
    };
    if (token.size() >= 2 && token[1] == '@') {
        if (token[0] != '*') {
            if (!std::isalpha(static_cast<unsigned char>(token[0]))) return false;
            parts.push_back({at, 1, Part::PieceLetter});
        }
        i = 2;
        return square() && i == token.size();
    }
    if (!token.empty() && token[0] == 'x') return removal_suffix();
    if (!square()) return false;
    if (i < token.size() && token[i] == '=') {
        ++i;
        if (i + 1 != token.size() || !std::isalpha(static_cast<unsigned char>(token[i]))) return false;
        parts.push_back({at + i, 1, Part::PieceLetter});
        return true;
    }
    if (i < token.size() && token[i] == 'x') return removal_suffix(); // a target, and removals
    if (!square()) return false;
    if (i < token.size() && std::islower(static_cast<unsigned char>(token[i])) && token[i] != 'x') {
        parts.push_back({at + i, 1, Part::PieceLetter});
        ++i;
    } else if (i < token.size() && token[i] == '+') {
        ++i; // a promotion to the promoted form (shogi)
    }
    return removal_suffix();
}

/// The comma-separated tokens of `text`, sorted (so that any order compares equal).
std::vector<std::string> sorted_tokens(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t start = 0;;) {
        const std::size_t comma = text.find(',', start);
        out.emplace_back(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

void detail::check_move_text(const Variant& v, std::string_view text) {
    std::vector<Part> parts;
    std::size_t start = 0;
    int tokens = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view token = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        if (++tokens > Move::max_actions || !read_token(token, start, parts))
            throw ParseError("move", std::string(text),
                             "\"" + shown(text) +
                                 "\" is not move text (expected <from><to>[promotion][x<victim>], e.g. e2e4, a7a8q "
                                 "or e5e7xe6, a drop like N@f3, or up to " +
                                 std::to_string(Move::max_actions) + " such actions joined by ',')",
                             start);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    const Geometry& geo = v.geometry();
    for (const Part& p : parts) {
        const std::string_view part = text.substr(p.at, p.length);
        if (p.what == Part::SquareName && !geo.parse_square(part))
            throw ParseError("move", std::string(text),
                             "\"" + shown(text) + "\": " + shown(part) + not_a_square(geo, part),
                             p.at);
        if (p.what == Part::PieceLetter && !v.type_of_letter(upper(part[0])))
            throw ParseError("move", std::string(text),
                             "\"" + shown(text) + "\": '" + shown(part) + "' is not a piece letter of " +
                                 v.name,
                             p.at);
    }
}

const Move* detail::match_move_text(const Position& pos, std::string_view text, const MoveList& moves) {
    for (const Move& m : moves) {
        if (text_among(pos, m, moves) == text) return &m;
        // Naming the victim where from/to already says it is accepted too.
        if (m.extra == 0 && m.kind == MoveKind::Locust && text_of(pos, m, true) == text) return &m;
    }
    // Where a turn's actions are a set (Variant::unordered_actions), they may come in any order:
    // accepted when exactly one turn has them all.
    if (pos.variant().unordered_actions && text.find(',') != std::string_view::npos) {
        const std::vector<std::string> wanted = sorted_tokens(text);
        const Move* found = nullptr;
        int matches = 0;
        for (const Move& m : moves)
            if (m.extra > 0 && sorted_tokens(text_of(pos, m, false)) == wanted) {
                found = &m;
                ++matches;
            }
        if (matches == 1) return found;
    }
    return nullptr;
}

Move parse_move(Position& pos, std::string_view text) {
    detail::check_move_text(pos.variant(), text);
    MoveList moves;
    generate_legal(pos, moves);
    if (const Move* m = detail::match_move_text(pos, text, moves)) return *m;
    // The error path only: say why (explain.hpp). Should the explanation itself fail, the plain
    // message still stands.
    std::string message = "illegal move \"" + shown(text) + "\" in " + pos.text();
    MoveExplanation why{IllegalReason::Unexplained, "", NoSquare};
    try {
        why = explain_move(pos, text);
    } catch (const std::exception&) { // a rule module's words may fail like any code: keep the plain message
        why = {IllegalReason::Unexplained, "", NoSquare};
    }
    if (why.reason == IllegalReason::Legal) why = {IllegalReason::Unexplained, "", NoSquare};
    if (!why.message.empty()) message += ": " + why.message;
    throw IllegalMove(std::string(text), message, why.reason, why.square, {}, why.message);
}

void play(Position& pos, std::string_view text) { pos.push(parse_move(pos, text)); }

} // namespace varia
