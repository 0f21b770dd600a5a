#include "varia/notation.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <cctype>

namespace varia {

namespace {

/// `G@c7,c7c6`, `d7d8xb5`: placement, comma, step, `x` and the chosen side-effect square.
std::string compound_move_text(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
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

} // namespace

std::string move_text(const Position& pos, const Move& m) {
    const Variant& v = pos.variant();
    if (m.kind == MoveKind::Compound) return compound_move_text(pos, m);
    if (m.kind == MoveKind::Drop)
        return std::string(1, v.piece_types[m.promotion].letter) + "@" + square_name(m.to);
    if (m.kind == MoveKind::Castling && v.castling.king_takes_rook_notation)
        return square_name(m.from) + square_name(m.aux);
    std::string text = square_name(m.from) + square_name(m.to);
    if (m.is_promotion())
        text += static_cast<char>(std::tolower(static_cast<unsigned char>(v.piece_types[m.promotion].letter)));
    return text;
}

namespace {

/// Length of a square name at the start of `t` ("a1".."p16"), or 0.
std::size_t square_prefix(std::string_view t) {
    if (t.size() < 2 || t[0] < 'a' || t[0] > 'p' || t[1] < '1' || t[1] > '9') return 0;
    if (t.size() >= 3 && std::isdigit(static_cast<unsigned char>(t[2])) && t[1] == '1') return 3;
    return 2;
}

bool well_formed(std::string_view t) {
    if (t.size() >= 4 && std::isupper(static_cast<unsigned char>(t[0])) && t[1] == '@')
        return square_prefix(t.substr(2)) == t.size() - 2;
    const std::size_t a = square_prefix(t);
    if (a == 0) return false;
    const std::size_t b = square_prefix(t.substr(a));
    if (b == 0) return false;
    const std::size_t rest = t.size() - a - b;
    return rest == 0 || (rest == 1 && std::islower(static_cast<unsigned char>(t.back())));
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

Move parse_move(Position& pos, std::string_view text) {
    if (well_formed_compound(text)) {
        MoveList moves;
        generate_legal(pos, moves);
        for (const Move& m : moves)
            if (move_text(pos, m) == text) return m;
        throw IllegalMove(std::string(text), "illegal move \"" + std::string(text) + "\" in " + pos.text());
    }
    if (!well_formed(text))
        throw ParseError("move", std::string(text),
                         "\"" + std::string(text) +
                             "\" is not move text (expected <from><to>[promotion], e.g. e2e4 or a7a8q, or a drop like N@f3)");
    const Geometry& geo = pos.variant().geometry();
    const bool drop = text[1] == '@';
    const std::size_t first = drop ? 2 : 0;
    const std::size_t a = square_prefix(text.substr(first));
    const std::string_view squares[] = {text.substr(first, a), drop ? std::string_view() : text.substr(a, square_prefix(text.substr(a)))};
    for (std::string_view name : squares)
        if (!name.empty() && !geo.parse_square(name))
            throw ParseError("move", std::string(text),
                             "\"" + std::string(text) + "\": " + std::string(name) + " is not a square of this " +
                                 std::to_string(geo.width()) + "x" + std::to_string(geo.height()) + " board",
                             static_cast<std::size_t>(name.data() - text.data()));
    if (drop && !pos.variant().type_of_letter(text[0]))
        throw ParseError("move", std::string(text),
                         "\"" + std::string(text) + "\": '" + std::string(1, text[0]) + "' is not a piece letter of " +
                             pos.variant().name,
                         0);
    if (!drop && a + square_prefix(text.substr(a)) < text.size()) {
        const char suffix = text.back();
        if (!pos.variant().type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(suffix)))))
            throw ParseError("move", std::string(text),
                             "\"" + std::string(text) + "\": '" + std::string(1, suffix) +
                                 "' is not a piece letter of " + pos.variant().name,
                             text.size() - 1);
    }
    MoveList moves;
    generate_legal(pos, moves);
    for (const Move& m : moves)
        if (move_text(pos, m) == text) return m;
    throw IllegalMove(std::string(text), "illegal move \"" + std::string(text) + "\" in " + pos.text());
}

void play(Position& pos, std::string_view text) { pos.push(parse_move(pos, text)); }

} // namespace varia
