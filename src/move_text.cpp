#include "varia/notation.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace varia {

namespace {

/// `G@c7,c7c6`, `d7d8xb5`: placement, comma, step, `x` and the chosen side-effect square.
std::string compound_text(const Variant& v, const Move& m) {
    std::string text;
    if (m.promotion != Move::no_square)
        text = std::string(1, v.piece_types[*v.placement_type].letter) + "@" + square_name(m.promotion) + ",";
    text += square_name(m.from) + square_name(m.to);
    if (m.aux != Move::no_square) {
        text += 'x';
        text += square_name(m.aux);
    }
    return text;
}

/// Text of `m` without the victim suffix: `e2e4`, `a7a8q`, `G@d2`, `e1h1`, `G@c7,c7c6`.
std::string plain_text(const Variant& v, const Move& m) {
    if (m.kind == MoveKind::Compound) return compound_text(v, m);
    if (m.kind == MoveKind::Drop)
        return std::string(1, v.piece_types[m.promotion].letter) + "@" + square_name(m.to);
    if (m.kind == MoveKind::Castling && v.castling.king_takes_rook_notation)
        return square_name(m.from) + square_name(m.aux);
    std::string text = square_name(m.from) + square_name(m.to);
    if (m.is_promotion())
        text += static_cast<char>(std::tolower(static_cast<unsigned char>(v.piece_types[m.promotion].letter)));
    return text;
}

std::string with_victim(const Variant& v, const Move& m) { return plain_text(v, m) + "x" + square_name(m.aux); }

/// Canonical text of `m` given every legal move of the position: a locust move names its victim
/// only when another legal move has the same from, to and promotion (from/to does not say which).
std::string text_among(const Variant& v, const Move& m, const MoveList& legal) {
    if (m.kind != MoveKind::Locust) return plain_text(v, m);
    for (const Move& other : legal)
        if (!(other == m) && other.kind != MoveKind::Drop && other.from == m.from && other.to == m.to &&
            other.promotion == m.promotion)
            return with_victim(v, m);
    return plain_text(v, m);
}

/// `a2a3,c1b3`, `d4xb4`, `d3c4,d4xd4`: the actions in their stored order, joined with ','.
std::string action_set_text(const Variant& v, const ActionTurn& t) {
    std::string text;
    for (int i = 0; i < t.count; ++i) {
        const Action& a = t.actions[i];
        if (i > 0) text += ',';
        text += square_name(a.from);
        if (a.kind == ActionKind::Shot || a.kind == ActionKind::Deterrence) text += 'x';
        text += square_name(a.to);
        if (a.kind == ActionKind::Step && a.promotion != Move::no_promotion)
            text += static_cast<char>(std::tolower(static_cast<unsigned char>(v.piece_types[a.promotion].letter)));
    }
    return text;
}

} // namespace

std::string move_text(const Position& pos, const Move& m) {
    if (m.kind == MoveKind::ActionSet) return action_set_text(pos.variant(), pos.action_turn(m));
    if (m.kind != MoveKind::Locust) return plain_text(pos.variant(), m);
    // Only locust moves need the other legal moves; a copy keeps `pos` const (not a hot path).
    Position scratch = pos;
    MoveList legal;
    generate_legal(scratch, legal);
    return text_among(pos.variant(), m, legal);
}

namespace {

/// Length of a square name at the start of `t` ("a1".."p16"), or 0.
std::size_t square_prefix(std::string_view t) {
    if (t.size() < 2 || t[0] < 'a' || t[0] > 'p' || t[1] < '1' || t[1] > '9') return 0;
    if (t.size() >= 3 && std::isdigit(static_cast<unsigned char>(t[2])) && t[1] == '1') return 3;
    return 2;
}

/// What follows the two squares of non-drop move text: [promotion letter][x<victim square>].
struct Suffix {
    bool well_formed = true;
    std::size_t promotion_at = std::string_view::npos; ///< offset in the whole text, if any
    std::size_t victim_at = std::string_view::npos;    ///< offset of the victim's square name, if any
};

Suffix read_suffix(std::string_view text, std::size_t begin) {
    Suffix s;
    const auto is_victim = [&](std::size_t i) {
        return i < text.size() && text[i] == 'x' && i + 1 + square_prefix(text.substr(i + 1)) == text.size() &&
               i + 1 < text.size();
    };
    std::size_t i = begin;
    if (i < text.size() && !is_victim(i)) {
        if (!std::islower(static_cast<unsigned char>(text[i]))) {
            s.well_formed = false;
            return s;
        }
        s.promotion_at = i++;
    }
    if (i == text.size()) return s;
    if (!is_victim(i)) s.well_formed = false;
    else s.victim_at = i + 1;
    return s;
}

/// The shape of Compound move text: [<Letter>@<square>,]<square><square>[x<square>], with at
/// least a placement or a chosen square.
bool well_formed_compound(std::string_view t) {
    bool parts = false;
    if (const auto comma = t.find(','); comma != std::string_view::npos) {
        const std::string_view place = t.substr(0, comma);
        if (place.size() < 4 || !std::isupper(static_cast<unsigned char>(place[0])) || place[1] != '@' ||
            square_prefix(place.substr(2)) != place.size() - 2)
            return false;
        t = t.substr(comma + 1);
        parts = true;
    }
    const std::size_t a = square_prefix(t);
    const std::size_t b = a == 0 ? 0 : square_prefix(t.substr(a));
    if (b == 0) return false;
    t = t.substr(a + b);
    if (!t.empty()) {
        if (t.size() < 3 || t[0] != 'x' || square_prefix(t.substr(1)) != t.size() - 1) return false;
        parts = true;
    }
    return parts;
}

} // namespace

namespace {

/// The shape of ActionSet move text: one to three actions joined by ',', each
/// <square><square>[promotion letter] or <square>x<square>. Returns the offset of the first
/// malformed action, or npos.
std::size_t malformed_action_set(std::string_view text) {
    std::size_t start = 0;
    int count = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view part = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        ++count;
        const std::size_t a = square_prefix(part);
        std::size_t i = a;
        if (a != 0 && i < part.size() && part[i] == 'x') ++i;
        const std::size_t b = a == 0 ? 0 : square_prefix(part.substr(i));
        bool ok = b != 0 && count <= ActionTurn::max_actions;
        if (ok) {
            const std::size_t rest = part.size() - i - b;
            ok = rest == 0 || (rest == 1 && i == a && std::islower(static_cast<unsigned char>(part.back())));
        }
        if (!ok) return start;
        if (comma == std::string_view::npos) return std::string_view::npos;
        start = comma + 1;
    }
}

/// The comma-separated actions of turn text, sorted (so that any order compares equal).
std::vector<std::string> sorted_actions(std::string_view text) {
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

Move parse_move(Position& pos, std::string_view text) {
    // Turns of simultaneous actions (Laser Chess): found by their text among the legal turns.
    if (pos.variant().hooks.generate_legal_turns) {
        if (const std::size_t bad = malformed_action_set(text); bad != std::string_view::npos)
            throw ParseError("move", std::string(text),
                             "\"" + std::string(text) +
                                 "\" is not turn text (expected 1-3 actions joined by ',', each <from><to>[promotion] "
                                 "or <from>x<target>, e.g. a2a3,c1b3 or d4xb4)",
                             bad);
        // The actions are simultaneous: any order names the same turn (written canonically).
        const std::vector<std::string> wanted = sorted_actions(text);
        MoveList moves;
        generate_legal(pos, moves);
        for (const Move& m : moves)
            if (sorted_actions(move_text(pos, m)) == wanted) return m;
        throw IllegalMove(std::string(text), "illegal move \"" + std::string(text) + "\" in " + pos.text());
    }
    // Turns of variants whose rule module generates them (Amphora): found by their text.
    if (pos.variant().hooks.generate_turns && well_formed_compound(text)) {
        MoveList moves;
        generate_legal(pos, moves);
        for (const Move& m : moves)
            if (move_text(pos, m) == text) return m;
        throw IllegalMove(std::string(text), "illegal move \"" + std::string(text) + "\" in " + pos.text());
    }
    const auto malformed = [&]() {
        return ParseError("move", std::string(text),
                          "\"" + std::string(text) +
                              "\" is not move text (expected <from><to>[promotion][x<victim>], e.g. e2e4, a7a8q "
                              "or e5e7xe6, or a drop like N@f3)");
    };
    const bool drop = text.size() >= 2 && std::isupper(static_cast<unsigned char>(text[0])) && text[1] == '@';
    std::size_t a = 0, b = 0;
    Suffix suffix;
    if (drop) {
        a = square_prefix(text.substr(2));
        if (a == 0 || text.size() != 2 + a) throw malformed();
    } else {
        a = square_prefix(text);
        b = a == 0 ? 0 : square_prefix(text.substr(a));
        if (b == 0) throw malformed();
        suffix = read_suffix(text, a + b);
        if (!suffix.well_formed) throw malformed();
    }
    const Geometry& geo = pos.variant().geometry();
    const std::size_t first = drop ? 2 : 0;
    std::vector<std::pair<std::string_view, std::size_t>> squares = {{text.substr(first, a), first}};
    if (!drop) squares.emplace_back(text.substr(a, b), a);
    if (suffix.victim_at != std::string_view::npos)
        squares.emplace_back(text.substr(suffix.victim_at), suffix.victim_at);
    for (const auto& [name, where] : squares)
        if (!geo.parse_square(name))
            throw ParseError("move", std::string(text),
                             "\"" + std::string(text) + "\": " + std::string(name) + " is not a square of this " +
                                 std::to_string(geo.width()) + "x" + std::to_string(geo.height()) + " board",
                             where);
    if (drop && !pos.variant().type_of_letter(text[0]))
        throw ParseError("move", std::string(text),
                         "\"" + std::string(text) + "\": '" + std::string(1, text[0]) + "' is not a piece letter of " +
                             pos.variant().name,
                         0);
    if (suffix.promotion_at != std::string_view::npos) {
        const char letter = text[suffix.promotion_at];
        if (!pos.variant().type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(letter)))))
            throw ParseError("move", std::string(text),
                             "\"" + std::string(text) + "\": '" + std::string(1, letter) +
                                 "' is not a piece letter of " + pos.variant().name,
                             suffix.promotion_at);
    }
    MoveList moves;
    generate_legal(pos, moves);
    const Variant& v = pos.variant();
    for (const Move& m : moves) {
        if (text_among(v, m, moves) == text) return m;
        // Naming the victim where from/to already says it is accepted too.
        if (m.kind == MoveKind::Locust && suffix.victim_at != std::string_view::npos && with_victim(v, m) == text)
            return m;
    }
    throw IllegalMove(std::string(text), "illegal move \"" + std::string(text) + "\" in " + pos.text());
}

void play(Position& pos, std::string_view text) { pos.push(parse_move(pos, text)); }

} // namespace varia
