#include "varia/betza.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <utility>

#include "varia/errors.hpp"

namespace varia::betza {

namespace {

constexpr int max_leap = 15; ///< longest leap component a 16×16 board can use
constexpr int max_range = 99; ///< two range digits

[[noreturn]] void fail(std::string_view text, std::size_t where, const std::string& message) {
    throw ParseError("betza", std::string(text), message, where);
}

std::string at(std::size_t where) { return " at position " + std::to_string(where); }

std::string quoted(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
    static const char* const hex = "0123456789abcdef";
    const auto byte = static_cast<unsigned char>(c);
    return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15];
}

// ---- directions --------------------------------------------------------------------------------
//
// Direction letters select vectors relative to White. A single letter (or the letter doubled)
// names the moves closest to its direction: on orthogonal atoms one move, on diagonal atoms the
// two moves on that side, on oblique atoms the pair nearest to that direction (fN = the two
// narrow forward moves, rN = the two wide right ones). A vertical and a horizontal letter next to
// each other form one token: on diagonal and oblique atoms the first letter picks the side and the
// second letter the pair (frN = the forward move of the r pair, rfN = the right move of the f
// pair, fsN = both wide forward moves); on orthogonal atoms the two letters simply add up
// (fsW = forward, left and right). fh, bh, lh, rh select every move on that side (fhN = the four
// forward moves). Tokens join by union.

enum class Shape { Orthogonal, Diagonal, Oblique };

Shape shape_of(Vec v) {
    const int ax = std::abs(v.dx);
    const int ay = std::abs(v.dy);
    if (ax == 0 || ay == 0) return Shape::Orthogonal;
    return ax == ay ? Shape::Diagonal : Shape::Oblique;
}

bool is_vertical(char c) { return c == 'f' || c == 'b' || c == 'v'; }
bool is_horizontal(char c) { return c == 'l' || c == 'r' || c == 's'; }
bool is_direction(char c) { return is_vertical(c) || is_horizontal(c) || c == 'h'; }

/// Two adjacent direction letters that read as one token.
bool pairs_with(char first, char second) {
    return first == second || (is_vertical(first) && is_horizontal(second)) ||
           (is_horizontal(first) && is_vertical(second)) || first == 'h' || second == 'h';
}

/// The side of the board a letter names.
bool on_side(char c, Vec v) {
    switch (c) {
    case 'f': return v.dy > 0;
    case 'b': return v.dy < 0;
    case 'v': return v.dy != 0;
    case 'r': return v.dx > 0;
    case 'l': return v.dx < 0;
    case 's': return v.dx != 0;
    default: return false;
    }
}

/// The pair a letter names: vertical letters the mostly vertical moves, horizontal letters the
/// mostly horizontal ones (diagonal moves belong to both).
bool in_pair(char c, Vec v) {
    return is_vertical(c) ? std::abs(v.dy) >= std::abs(v.dx) : std::abs(v.dx) >= std::abs(v.dy);
}

bool single_selects(char c, Vec v) { return on_side(c, v) && in_pair(c, v); }

/// Whether a valid direction token selects vector v.
bool selects(std::string_view token, Vec v) {
    if (token.size() == 1 || token[0] == token[1]) return single_selects(token[0], v);
    if (token[1] == 'h') return on_side(token[0], v);
    if (shape_of(v) == Shape::Orthogonal) return single_selects(token[0], v) || single_selects(token[1], v);
    return on_side(token[0], v) && on_side(token[1], v) && in_pair(token[1], v);
}

struct Token {
    std::string text;
    std::size_t where; ///< offset of its first letter in the whole input
};

/// Splits the direction letters of a modifier run into tokens (adjacent letters that pair read as
/// one token), checking the `h` combinations. Throws ParseError for a misused `h`.
std::vector<Token> direction_tokens(std::string_view text, std::size_t begin, std::size_t end) {
    std::vector<Token> tokens;
    for (std::size_t i = begin; i < end;) {
        const char c = text[i];
        if (!is_direction(c)) {
            ++i;
            continue;
        }
        std::size_t length = 1;
        if (i + 1 < end && is_direction(text[i + 1]) && pairs_with(c, text[i + 1])) length = 2;
        std::string token(text.substr(i, length));
        if (token == "h" || token == "hh")
            fail(text, i, "direction 'h' (half)" + at(i) + " must follow f, b, l or r (e.g. fhN)");
        if (token.find('h') != std::string::npos && !(token[1] == 'h' && token[0] != 'v' && token[0] != 's'))
            fail(text, i, "direction '" + shown(token) + "'" + at(i) + " is not supported (use fh, bh, lh or rh)");
        tokens.push_back({std::move(token), i});
        i += length;
    }
    return tokens;
}

// ---- atoms -------------------------------------------------------------------------------------

/// The leap class of a vector: (longer, shorter) absolute component.
std::pair<int, int> class_of(Vec v) {
    const int ax = std::abs(v.dx);
    const int ay = std::abs(v.dy);
    return {std::max(ax, ay), std::min(ax, ay)};
}

struct AtomLetter {
    char letter;
    int x, y;
};
constexpr AtomLetter leaper_letters[] = {
    {'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2}, {'H', 3, 0},
    {'C', 3, 1}, {'L', 3, 1}, {'Z', 3, 2}, {'J', 3, 2}, {'G', 3, 3},
};

/// The atom written with `letter`: its leap classes and default range; nullopt if not an atom.
struct AtomKind {
    std::vector<std::pair<int, int>> parts;
    int range = 1;
    bool doubles = true; ///< a repeated letter makes it an unlimited rider (NN)
};
std::optional<AtomKind> atom_kind(char letter) {
    for (const auto& a : leaper_letters)
        if (a.letter == letter) return AtomKind{{{a.x, a.y}}, 1, true};
    switch (letter) {
    case 'K': return AtomKind{{{1, 0}, {1, 1}}, 1, true};
    case 'R': return AtomKind{{{1, 0}}, 0, false};
    case 'B': return AtomKind{{{1, 1}}, 0, false};
    case 'Q': return AtomKind{{{1, 0}, {1, 1}}, 0, false};
    default: return std::nullopt;
    }
}

/// Modifiers collected in front of one atom, with where each one stands.
struct Modifiers {
    std::size_t begin = 0, end = 0; ///< the run of lower-case letters
    std::uint8_t modes = 0;
    std::size_t en_passant_at = std::string::npos;
    std::size_t destroy_at = std::string::npos;
    Hop hop = Hop::None;
    std::size_t hop_at = std::string::npos;
    std::size_t lame_at = std::string::npos;
    std::size_t jump_at = std::string::npos;
    bool initial = false;
};

/// XBetza modifiers the core cannot execute, with what they mean.
const char* unsupported_meaning(char c) {
    switch (c) {
    case 'o': return "cylindrical board wrapping";
    case 'q': return "circular moves";
    case 'u': return "unloading captured pieces";
    case 'z': return "crooked moves";
    default: return nullptr;
    }
}

void read_modifier(std::string_view text, std::size_t i, Modifiers& mods) {
    const char c = text[i];
    switch (c) {
    case 'm': mods.modes |= modes::move; return;
    case 'c': mods.modes |= modes::capture; return;
    case 'd':
        mods.modes |= modes::destroy;
        mods.destroy_at = i;
        return;
    case 'e':
        mods.modes |= modes::en_passant;
        mods.en_passant_at = i;
        return;
    case 'p':
    case 'g': {
        const Hop hop = c == 'p' ? Hop::Cannon : Hop::Grasshopper;
        if (mods.hop != Hop::None && mods.hop != hop)
            fail(text, i, "hop modifiers 'p' and 'g' cannot be combined (" + quoted(c) + at(i) + ")");
        mods.hop = hop;
        mods.hop_at = i;
        return;
    }
    case 'n': mods.lame_at = i; return;
    case 'j': mods.jump_at = i; return;
    case 'i': mods.initial = true; return;
    default: break;
    }
    if (is_direction(c)) return;
    if (const char* meaning = unsupported_meaning(c))
        fail(text, i, "unsupported modifier " + quoted(c) + at(i) + " (" + meaning + ")");
    fail(text, i, "unknown or unsupported modifier " + quoted(c) + at(i));
}

/// Reads the decimal digits at `i` (the caller checked the first one); at most `max_digits`.
int read_number(std::string_view text, std::size_t& i, int max_digits, const std::string& what) {
    const std::size_t start = i;
    int value = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        if (static_cast<int>(i - start) < max_digits) value = value * 10 + (text[i] - '0');
        ++i;
    }
    if (static_cast<int>(i - start) > max_digits)
        fail(text, start, what + " '" + shown(text.substr(start, i - start)) + "'" + at(start) +
                              " has more than " + std::to_string(max_digits) + " digits");
    return value;
}

/// Parses "(x,y)" at text[i] == '('; leaves i after the ')'.
std::pair<int, int> read_leap_pair(std::string_view text, std::size_t& i) {
    const std::size_t open = i;
    const auto found = [&]() { return i < text.size() ? quoted(text[i]) : std::string("the end of the text"); };
    const auto expect_number = [&]() {
        if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
            fail(text, i, "expected a number" + at(i) + " in the leap pair" + at(open) + ", found " + found());
        const std::size_t start = i;
        const int value = read_number(text, i, 2, "leap length");
        if (value > max_leap)
            fail(text, start, "leap length " + std::to_string(value) + at(start) + " is longer than " +
                                  std::to_string(max_leap));
        return value;
    };
    const auto expect = [&](char c) {
        if (i >= text.size() || text[i] != c)
            fail(text, i, std::string("expected '") + c + "'" + at(i) + " in the leap pair" + at(open) + ", found " +
                              found());
        ++i;
    };
    ++i;
    const int x = expect_number();
    expect(',');
    const int y = expect_number();
    expect(')');
    if (x == 0 && y == 0) fail(text, open, "leap pair (0,0)" + at(open) + " is not a move");
    return {std::max(x, y), std::min(x, y)};
}

/// Offset of the first `letter` in text[begin, end), or npos.
std::size_t find_in(std::string_view text, std::size_t begin, std::size_t end, char letter) {
    for (std::size_t i = begin; i < end; ++i)
        if (text[i] == letter) return i;
    return std::string::npos;
}

/// The modifiers before a multi-leg move's 'a' (at `a_at`) must describe a locust capture: the
/// leg ends on a piece, which is taken: an enemy ('c'), an own non-royal piece ('d') or either
/// ('cd'). Directions and 'i' may come with it.
void check_first_leg(std::string_view text, const Modifiers& leg, std::size_t a_at) {
    const std::string leg_name = "the first leg of the multi-leg move ('a'" + at(a_at) + ")";
    if (const std::size_t m = find_in(text, leg.begin, leg.end, 'm'); m != std::string::npos)
        fail(text, m, "mode 'm'" + at(m) + " on " + leg_name +
                          " (passing an empty square) is not supported; the first leg must capture ('c')");
    if (leg.en_passant_at != std::string::npos)
        fail(text, leg.en_passant_at, "en passant ('e'" + at(leg.en_passant_at) + ") on " + leg_name +
                                          " is not supported; the first leg must capture ('c')");
    for (const std::size_t where : {leg.hop_at, leg.lame_at, leg.jump_at})
        if (where != std::string::npos)
            fail(text, where, "modifier " + quoted(text[where]) + at(where) + " on " + leg_name +
                                  " is not supported (only directions, 'c', 'd' and 'i')");
    if (leg.modes == 0)
        fail(text, a_at, leg_name + " has no mode, which XBetza reads as 'm' (passing an empty square): not "
                                    "supported; write 'c' for a locust capture, e.g. cafR");
}

/// The modifiers after 'a' (at `a_at`) must continue straight on ('f') to an empty square or a
/// capture: a direction change or any other modifier is rejected.
void check_second_leg(std::string_view text, const Modifiers& leg, std::size_t a_at) {
    const std::string leg_name = "the leg after 'a'" + at(a_at);
    for (std::size_t i = leg.begin; i < leg.end; ++i) {
        const char c = text[i];
        if (c == 'm' || c == 'c' || c == 'd' || is_direction(c)) continue;
        if (c == 'e')
            fail(text, i, "en passant ('e'" + at(i) + ") on " + leg_name + " is not supported (only 'm' and 'c')");
        fail(text, i, "modifier " + quoted(c) + at(i) + " on " + leg_name +
                          " is not supported (only 'f' and the modes 'm', 'c' and 'd')");
    }
    const std::vector<Token> tokens = direction_tokens(text, leg.begin, leg.end);
    if (tokens.empty())
        fail(text, a_at, leg_name + " has no direction, which XBetza reads as any turn: not supported; write 'f' "
                                    "to continue straight on, e.g. cafR");
    for (const Token& t : tokens)
        if (t.text != "f" || &t != &tokens.front())
            fail(text, t.where, "direction '" + shown(t.text) + "'" + at(t.where) + " on " + leg_name +
                                    " is not supported: the second leg must go straight on, written 'f' "
                                    "(legs that turn are not supported)");
}

/// Checks the modifier combinations that an atom of this range can carry.
void check_modifiers(std::string_view text, const Modifiers& mods, int range, char atom, std::size_t atom_at) {
    const bool rider = range != 1;
    const std::string atom_name = (atom == '(' ? std::string("the leap pair") : quoted(atom)) + at(atom_at);
    if (mods.hop != Hop::None && !rider)
        fail(text, mods.hop_at, "hopping (" + quoted(text[mods.hop_at]) + at(mods.hop_at) +
                                    ") needs a rider such as R, B, Q or NN, but " + atom_name + " is a leaper");
    if (mods.lame_at != std::string::npos) {
        if (rider)
            fail(text, mods.lame_at,
                 "'n' (lame leap)" + at(mods.lame_at) + " needs a leaper, but " + atom_name + " is a rider");
    }
    if (mods.jump_at != std::string::npos) {
        if (!rider)
            fail(text, mods.jump_at, "'j' (skip the first square)" + at(mods.jump_at) + " needs a rider, but " +
                                         atom_name + " is a leaper");
        if (mods.hop != Hop::None)
            fail(text, mods.jump_at,
                 "'j'" + at(mods.jump_at) + " cannot be combined with hopping (" + atom_name + ")");
    }
    if (mods.en_passant_at != std::string::npos && mods.hop != Hop::None)
        fail(text, mods.en_passant_at,
             "en passant ('e'" + at(mods.en_passant_at) + ") cannot be combined with hopping (" + atom_name + ")");
}

} // namespace

Movement parse(std::string_view text) {
    if (text.empty()) fail(text, 0, "empty XBetza text (expected atoms such as \"N\" or \"fmWfceF\")");
    Movement out;
    std::size_t i = 0;
    while (i < text.size()) {
        // A multi-leg group is <first leg modifiers> 'a' <second leg modifiers> <atom>.
        Modifiers mods;
        Modifiers second;
        std::size_t a_at = std::string::npos;
        mods.begin = i;
        while (i < text.size() && std::islower(static_cast<unsigned char>(text[i]))) {
            if (text[i] != 'a') {
                read_modifier(text, i, a_at == std::string::npos ? mods : second);
                ++i;
                continue;
            }
            if (a_at != std::string::npos)
                fail(text, i, "a third leg ('a'" + at(i) + ", after 'a'" + at(a_at) +
                                  ") is not supported; multi-leg moves have at most two legs");
            a_at = i;
            mods.end = i;
            check_first_leg(text, mods, a_at);
            second.begin = ++i;
        }
        if (a_at == std::string::npos) mods.end = i;
        else second.end = i;
        if (a_at == std::string::npos && mods.destroy_at != std::string::npos)
            fail(text, mods.destroy_at, "'d' (capturing own pieces)" + at(mods.destroy_at) +
                                            " is supported only on the legs of a locust move, e.g. cdafmcdR");
        if (i == text.size())
            fail(text, mods.begin, "modifier " + quoted(text[mods.begin]) + at(mods.begin) + " has no atom after it");
        if (a_at != std::string::npos) {
            if (text[i] == 'O')
                fail(text, a_at, "the castling atom 'O'" + at(i) + " cannot be a multi-leg move ('a'" + at(a_at) + ")");
            check_second_leg(text, second, a_at);
        }

        const std::size_t atom_at = i;
        const char c = text[i];
        if (c == 'O') {
            if (mods.end > mods.begin)
                fail(text, mods.begin, "the castling atom 'O'" + at(atom_at) + " takes no modifiers (found " +
                                           quoted(text[mods.begin]) + at(mods.begin) + ")");
            if (out.castling != 0) fail(text, atom_at, "second castling atom 'O'" + at(atom_at));
            ++i;
            if (i == text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
                fail(text, atom_at, "the castling atom 'O'" + at(atom_at) +
                                        " needs the number of squares the king moves, e.g. O2");
            const std::size_t digits = i;
            out.castling = read_number(text, i, 2, "castling distance");
            if (out.castling == 0)
                fail(text, digits, "castling distance 0" + at(digits) + ": the king must move at least one square");
            continue;
        }

        AtomKind kind;
        if (c == '(') {
            kind.parts = {read_leap_pair(text, i)};
            kind.doubles = false;
        } else if (auto known = atom_kind(c)) {
            kind = *known;
            ++i;
        } else if (c == '@') {
            fail(text, i, "drops ('@'" + at(i) + ") are not XBetza moves; drop rules belong to the variant");
        } else if (c == '-') {
            fail(text, i, "repeated legs ('-'" + at(i) + ") are not supported");
        } else if (c == '[' || c == ']' || c == '{' || c == '}' || c == ')') {
            fail(text, i, "brackets (" + quoted(c) + at(i) + ") are not supported; only leap pairs such as (4,1)");
        } else if (std::isupper(static_cast<unsigned char>(c))) {
            fail(text, i, "unknown atom " + quoted(c) + at(i));
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            fail(text, i, "unexpected digit " + quoted(c) + at(i) + " (a range follows an atom)");
        } else {
            fail(text, i, "unexpected character " + quoted(c) + at(i));
        }

        int range = kind.range;
        if (kind.doubles && i < text.size() && text[i] == c) {
            range = 0;
            ++i;
            if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
                fail(text, i, "unexpected digit " + quoted(text[i]) + at(i) +
                                  ": a doubled atom is already an unlimited rider");
        } else if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            range = read_number(text, i, 2, "range");
        }
        check_modifiers(text, mods, range, c, atom_at);

        const std::vector<Token> tokens = direction_tokens(text, mods.begin, mods.end);
        const std::size_t before = out.atoms.size();
        for (const auto& [x, y] : kind.parts) {
            Atom atom;
            for (Vec v : Atom::leaper(x, y).vectors) { // the order of atoms built in C++
                const bool keep = tokens.empty() || std::any_of(tokens.begin(), tokens.end(), [&](const Token& t) {
                                      return selects(t.text, v);
                                  });
                if (keep) atom.vectors.push_back(v);
            }
            if (atom.vectors.empty()) continue;
            atom.range = range;
            atom.modes = mods.modes == 0 ? modes::move_or_capture : mods.modes;
            atom.hop = mods.hop;
            atom.lame = mods.lame_at != std::string::npos;
            atom.jump_first = mods.jump_at != std::string::npos;
            atom.initial_only = mods.initial;
            if (a_at != std::string::npos)
                atom.locust_modes = second.modes == 0 ? modes::move_or_capture : second.modes;
            out.atoms.push_back(std::move(atom));
        }
        if (out.atoms.size() == before)
            fail(text, mods.begin, "the directions" + at(mods.begin) + " select no move of " + quoted(c));
    }
    return out;
}

// ---- canonical text ----------------------------------------------------------------------------

namespace {

/// The direction tokens canonical text uses, cheapest and most common first: the ones XBetza
/// readers such as XBoard and Fairy-Stockfish agree on (the parser also reads the rarer vs, sv,
/// vl, vr, sf, sb, which shorter tokens can always replace).
const std::vector<std::string>& direction_vocabulary() {
    static const std::vector<std::string> vocabulary = {
        "f",  "b",  "l",  "r",  "v",  "s",                          // pairs of moves
        "fl", "lf", "fr", "rf", "bl", "lb", "br", "rb",             // single moves
        "fs", "bs", "lv", "rv",                                     // pairs across two sides
        "fh", "bh", "lh", "rh",                                     // every move on one side
        "ff", "bb", "ll", "rr", "vv", "ss",                         // doubled: keeps a neighbour apart
    };
    return vocabulary;
}

using Mask = std::uint32_t;

Mask mask_of(std::string_view token, const std::vector<Vec>& vectors) {
    Mask m = 0;
    for (std::size_t k = 0; k < vectors.size(); ++k)
        if (selects(token, vectors[k])) m |= Mask{1} << k;
    return m;
}

/// The vectors that `letters` selects when the parser reads them (nullopt: it would not parse).
std::optional<Mask> parsed_mask(const std::string& letters, const std::vector<Vec>& vectors) {
    try {
        Mask m = 0;
        for (const Token& t : direction_tokens(letters, 0, letters.size())) m |= mask_of(t.text, vectors);
        return m;
    } catch (const ParseError&) {
        return std::nullopt;
    }
}

/// The shortest direction letters that select exactly `target` among `vectors` (a whole leap class
/// in the parser's order), searched over unions of tokens and their orders; ties go to the
/// vocabulary order. Always found: every single vector has a token of its own.
std::string spell_directions(const std::vector<Vec>& vectors, Mask target) {
    struct Candidate {
        std::string text;
        Mask mask;
    };
    std::vector<Candidate> candidates;
    for (const std::string& token : direction_vocabulary()) {
        const Mask m = mask_of(token, vectors);
        if (m != 0 && (m & ~target) == 0) candidates.push_back({token, m});
    }
    std::vector<std::size_t> chosen;
    std::string found;
    // Depth-first over token sets in vocabulary order, each adding something new, of exactly `cost` letters.
    auto search = [&](auto&& self, std::size_t from, Mask covered, int budget) -> bool {
        if (budget == 0) {
            if (covered != target) return false;
            std::vector<std::size_t> order = chosen;
            std::sort(order.begin(), order.end());
            do {
                std::string letters;
                for (std::size_t k : order) letters += candidates[k].text;
                if (parsed_mask(letters, vectors) == target) {
                    found = letters;
                    return true;
                }
            } while (std::next_permutation(order.begin(), order.end()));
            return false;
        }
        for (std::size_t k = from; k < candidates.size(); ++k) {
            const Candidate& c = candidates[k];
            if ((c.mask & ~covered) == 0 || static_cast<int>(c.text.size()) > budget) continue;
            chosen.push_back(k);
            if (self(self, k + 1, covered | c.mask, budget - static_cast<int>(c.text.size()))) return true;
            chosen.pop_back();
        }
        return false;
    };
    for (int cost = 1; cost <= 2 * static_cast<int>(vectors.size()); ++cost)
        if (search(search, 0, 0, cost)) return found;
    throw Error("betza::to_text: no direction spelling found"); // unreachable: single-vector tokens exist
}

std::string atom_letters(int x, int y, int range) {
    if (y == 0 && x == 1 && range == 0) return "R";
    if (y == 1 && x == 1 && range == 0) return "B";
    std::string letter;
    for (const auto& a : leaper_letters)
        if (a.x == x && a.y == y) {
            letter = std::string(1, a.letter);
            break;
        }
    if (letter.empty()) return "(" + std::to_string(x) + "," + std::to_string(y) + ")" +
                               (range == 1 ? "" : std::to_string(range));
    if (range == 0) return letter + letter;
    return range == 1 ? letter : letter + std::to_string(range);
}

std::string modes_letters(std::uint8_t m) {
    if (m == modes::move_or_capture) return "";
    std::string out;
    if (m & modes::move) out += 'm';
    if (m & modes::capture) out += 'c';
    if (m & modes::en_passant) out += 'e';
    if (m & modes::destroy) out += 'd';
    return out;
}

/// Canonical text under construction. A leaper letter followed by the same letter would read as a
/// rider (W + W = "WW"), so such a letter gets its range 1 written out ("W1W").
struct TextBuilder {
    std::string out;
    bool ends_in_leaper_letter = false;

    void add_group(const std::string& group, bool plain_leaper) {
        if (ends_in_leaper_letter && group.front() == out.back()) out += '1';
        out += group;
        ends_in_leaper_letter = plain_leaper;
    }
};

/// Appends one XBetza group per leap class of `atom`, in the order the classes first appear.
void add_atom(TextBuilder& text, const Atom& atom) {
    if (atom.vectors.empty() || (atom.modes & (modes::move | modes::capture | modes::en_passant | modes::destroy)) == 0) return;
    if (atom.range < 0 || atom.range > max_range)
        throw Error("betza::to_text: range " + std::to_string(atom.range) + " cannot be written (0..99)");
    std::vector<std::pair<int, int>> classes;
    for (Vec v : atom.vectors) {
        const auto c = class_of(v);
        if (c.first == 0) throw Error("betza::to_text: the null vector (0,0) is not a move");
        if (c.first > max_leap)
            throw Error("betza::to_text: leap (" + std::to_string(v.dx) + "," + std::to_string(v.dy) +
                        ") is longer than " + std::to_string(max_leap));
        if (std::find(classes.begin(), classes.end(), c) == classes.end()) classes.push_back(c);
    }

    for (const auto& [x, y] : classes) {
        // The same checks the parser makes, so that the text parses back.
        const bool rider = atom.range != 1;
        const std::string what = "betza::to_text: atom (" + std::to_string(x) + "," + std::to_string(y) + ") ";
        if (atom.hop == Hop::FriendlyLeap)
            throw Error(what + "is a friendly leap, which XBetza cannot write (variant files say \"friendly_leap\")");
        if (atom.hop != Hop::None && !rider) throw Error(what + "hops but is not a rider");
        if (atom.lame && rider) throw Error(what + "is lame but not a leaper");
        if (atom.jump_first && (!rider || atom.hop != Hop::None))
            throw Error(what + "skips its first square but is not a plain rider");
        if ((atom.modes & modes::en_passant) && atom.hop != Hop::None)
            throw Error(what + "takes en passant while hopping");
        if ((atom.modes & modes::destroy) && atom.locust_modes == 0)
            throw Error(what + "destroys own pieces ('d') but is not a locust move");
        if (atom.locust_modes != 0 &&
            ((atom.modes & ~(modes::capture | modes::destroy)) != 0 || atom.hop != Hop::None || atom.lame ||
             atom.jump_first || (atom.locust_modes & ~(modes::move_or_capture | modes::destroy)) != 0))
            throw Error(what + "is a locust move whose first leg does not only capture, or whose second leg "
                               "does more than move or capture");

        const std::vector<Vec> vectors = Atom::leaper(x, y).vectors;
        Mask target = 0;
        for (Vec v : atom.vectors)
            for (std::size_t k = 0; k < vectors.size(); ++k)
                if (vectors[k] == v) target |= Mask{1} << k;
        const Mask all = (Mask{1} << vectors.size()) - 1;

        std::string group;
        if (atom.initial_only) group += 'i';
        if (target != all) group += spell_directions(vectors, target);
        group += modes_letters(atom.modes);
        if (atom.locust_modes != 0) group += "af" + modes_letters(atom.locust_modes);
        if (atom.hop == Hop::Cannon) group += 'p';
        if (atom.hop == Hop::Grasshopper) group += 'g';
        if (atom.lame) group += 'n';
        if (atom.jump_first) group += 'j';
        const std::string letters = atom_letters(x, y, atom.range);
        group += letters;
        text.add_group(group, letters.size() == 1 && letters != "R" && letters != "B");
    }
}

} // namespace

std::string to_text(const Movement& movement) {
    TextBuilder text;
    for (const Atom& atom : movement.atoms) add_atom(text, atom);
    if (movement.castling != 0) {
        if (movement.castling < 0 || movement.castling > max_range)
            throw Error("betza::to_text: castling distance " + std::to_string(movement.castling) +
                        " cannot be written (1..99)");
        text.out += 'O';
        text.out += std::to_string(movement.castling);
    }
    return text.out;
}

} // namespace varia::betza
