// Fairy-Stockfish's FEN dialect (fsf_fen.hpp): reading converts to Varia's position text, writing
// converts from it, so the position text's parser stays the one place that validates a position.
#include "varia/fsf_fen.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>
#include <vector>

#include "varia/errors.hpp"
#include "varia/square.hpp"

namespace varia {

namespace {

/// The names of `squares` in the order Varia writes a piece flag's squares: by file, then rank.
std::vector<std::string> flag_order_names(std::vector<Square> squares) {
    std::sort(squares.begin(), squares.end(), [](Square a, Square b) {
        return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
    });
    std::vector<std::string> out;
    for (Square s : squares) out.push_back(square_name(s));
    return out;
}

/// `text` split at runs of spaces.
std::vector<std::string> split_fields(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size();) {
        while (i < text.size() && text[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

/// The pieces colour `c` holds in hand, of every type.
int pieces_in_hand(const Position& pos, Color c) {
    int n = 0;
    for (std::size_t t = 0; t < pos.variant().piece_types.size(); ++t) n += pos.hand_count(c, static_cast<PieceTypeId>(t));
    return n;
}

bool is_number(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

/// Whether gates matter to a side without pieces in hand: where captures can refill the hand, a
/// variant with drops as well as gates (S-house). Fairy-Stockfish then writes them always.
bool gates_outlast_hand(const Variant& v) { return v.has_hands && v.drops; }

/// Seirawan chess: Fairy-Stockfish's castling field also holds the gates. `K`/`Q` give the right
/// with the outermost rook and gates on that rook's and the king's squares; a file letter is a
/// gate while the side has pieces in hand (always, where gates_outlast_hand()), else a Chess960
/// castling right; such a side whose king's square is a gate but that has no right gets one with
/// every gated rook.
/// Returns Varia's castling field and fills `gates` with the gate squares (sorted).
template <class Reject>
std::string seirawan_castling(const Variant& v, const std::vector<std::string>& board, const std::string& hand,
                              const std::string& field, std::vector<std::string>& gates, const Reject& reject) {
    std::string castling;
    std::vector<Square> gate_squares;
    for (Color c : {Color::White, Color::Black}) {
        const bool white = c == Color::White;
        const int rank = white ? 0 : v.height - 1;
        const std::string& cells = board[static_cast<std::size_t>(rank)];
        const auto own = [&](int f, char upper) {
            const char ch = cells[static_cast<std::size_t>(f)];
            return upper == 0 ? std::isalpha(static_cast<unsigned char>(ch)) && (std::isupper(static_cast<unsigned char>(ch)) != 0) == white
                              : ch == (white ? upper : static_cast<char>(std::tolower(static_cast<unsigned char>(upper))));
        };
        const bool gates_matter = gates_outlast_hand(v) || std::any_of(hand.begin(), hand.end(), [&](unsigned char ch) {
            return (std::isupper(ch) != 0) == white;
        });
        int king = -1;
        for (int f = 0; f < v.width; ++f)
            if (own(f, 'K')) king = f;
        std::string rights;
        std::vector<int> files;
        for (char ch : field) {
            if (ch == '-' || (std::isupper(static_cast<unsigned char>(ch)) != 0) != white) continue;
            const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            if (up == 'K' || up == 'Q') {
                if (king < 0) reject(std::string("castling letter '") + ch + "' without a king on the first rank");
                int rook = -1;
                for (int f = up == 'K' ? v.width - 1 : 0; up == 'K' ? f > king : f < king; f += up == 'K' ? -1 : 1)
                    if (own(f, 'R')) {
                        rook = f;
                        break;
                    }
                if (rook < 0) reject(std::string("castling letter '") + ch + "' without a rook");
                rights += ch;
                files.push_back(rook);
                files.push_back(king);
            } else if (up >= 'A' && up < 'A' + v.width) {
                if (gates_matter) files.push_back(up - 'A');
                else rights += ch;
            } else {
                reject(std::string("castling letter '") + ch + "'");
            }
        }
        const auto gated = [&](int f) { return std::find(files.begin(), files.end(), f) != files.end() && own(f, 0); };
        if (gates_matter && rights.empty() && king >= 0 && gated(king))
            for (int f = 0; f < v.width; ++f)
                if (gated(f) && own(f, 'R'))
                    rights += static_cast<char>(white ? 'A' + f : 'a' + f);
        if (gates_matter)
            for (int f = 0; f < v.width; ++f)
                if (gated(f)) gate_squares.push_back(make_square(f, rank));
        castling += rights;
    }
    for (const std::string& name : flag_order_names(gate_squares)) gates.push_back(name);
    return castling.empty() ? "-" : castling;
}

/// The cells of one placement rank: ' ' empty, '*' wall, else the piece letter; `plus[f]` set for
/// a promoted type written `+X`, and the files of pieces marked `X~` in `tilde`.
struct RankCells {
    std::string cells;
    std::vector<bool> plus;
    std::vector<int> tilde;
};

/// Splits the rank `row` into cells. `fail(why)` throws; runs longer than the board are refused
/// before they are expanded.
template <class Fail>
RankCells read_rank(const Variant& v, const std::string& row, const Fail& fail) {
    RankCells out;
    out.plus.assign(static_cast<std::size_t>(v.width), false);
    const auto upper = [](char ch) { return static_cast<char>(std::toupper(static_cast<unsigned char>(ch))); };
    for (std::size_t k = 0; k < row.size();) {
        const char ch = row[k];
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            std::size_t end = k;
            int run = 0;
            while (end < row.size() && std::isdigit(static_cast<unsigned char>(row[end]))) {
                run = run * 10 + (row[end] - '0');
                if (run > v.width) fail("empty run '" + row.substr(k, end + 1 - k) + "...' is wider than the board");
                ++end;
            }
            out.cells.append(static_cast<std::size_t>(run), ' ');
            k = end;
        } else if (ch == '+' && k + 1 < row.size() && std::isalpha(static_cast<unsigned char>(row[k + 1])) &&
                   v.type_of_letter(upper(row[k + 1]), true)) {
            if (out.cells.size() < out.plus.size()) out.plus[out.cells.size()] = true;
            out.cells += row[k + 1];
            k += 2;
        } else if (ch == '~' && !out.cells.empty() && std::isalpha(static_cast<unsigned char>(out.cells.back()))) {
            out.tilde.push_back(static_cast<int>(out.cells.size()) - 1);
            ++k;
        } else if (ch == '*' || (std::isalpha(static_cast<unsigned char>(ch)) && v.type_of_letter(upper(ch)))) {
            out.cells += ch;
            ++k;
        } else if (ch == '+' || ch == '~') {
            fail(std::string("promoted-piece mark '") + ch + "' in \"" + row + "\" marks no piece of " + v.name);
        } else {
            fail(std::string("unknown character '") + ch + "' in \"" + row + "\"");
        }
        if (static_cast<int>(out.cells.size()) > v.width) break; // reported by the caller
    }
    return out;
}

/// `a+b` as two numbers (check counters), or nullopt.
std::optional<std::pair<int, int>> number_pair(const std::string& text, std::size_t from) {
    const std::size_t plus = text.find('+', from);
    if (plus == std::string::npos) return std::nullopt;
    const std::string a = text.substr(from, plus - from);
    const std::string b = text.substr(plus + 1);
    if (!is_number(a) || !is_number(b) || a.size() > 3 || b.size() > 3) return std::nullopt;
    return std::pair{std::stoi(a), std::stoi(b)};
}

/// The one form of every error about a Fairy-Stockfish FEN: its field, the whole FEN, and `why`
/// (already shown(): it may quote parts of the FEN).
ParseError fsf_fen_error(const std::string& field, std::string_view fen, const std::string& why) {
    return ParseError(field, std::string(fen), "cannot read Fairy-Stockfish FEN \"" + shown(fen) + "\": " + why);
}

} // namespace

FenDialect parse_fen_dialect(std::string_view name) {
    if (name == "varia") return FenDialect::Varia;
    if (name == "fsf") return FenDialect::FairyStockfish;
    std::string why = "unknown FEN dialect '"; // appended: GCC 12 warns wrongly about operator+
    why += shown(name);
    why += "' (expected varia or fsf)";
    throw OptionError(why);
}

std::string fsf_fen_to_text(const Variant& v, std::string_view fen_view) {
    const std::string fen(fen_view);
    const auto reject = [&](const std::string& field, const std::string& why) {
        // `why` quotes parts of the FEN: shown() escapes what is not printable in them too.
        throw fsf_fen_error(field, fen, shown(why, 256));
    };
    std::vector<std::string> fields = split_fields(fen);
    // Varia's own name:value fields at the end travel unchanged.
    std::vector<std::string> extra;
    while (fields.size() > 2 && fields.back().find(':') != std::string::npos) {
        extra.insert(extra.begin(), fields.back());
        fields.pop_back();
    }
    if (fields.size() < 2) reject("fen", "fewer than two fields (expected at least a placement and the side to move)");
    // Check counters (variants with a `checks` field): Fairy-Stockfish writes the checks each side
    // still needs as "W+B" after the en-passant field, lichess the checks given as "+W+B" after
    // the move number; a FEN without either means one more check wins for both.
    const auto checks_field = v.find_state("checks");
    std::string checks_given;
    if (checks_field) {
        const int needed = v.state_fields[*checks_field].max;
        const auto counter = [&](const std::string& f, bool given) {
            const auto pair = number_pair(f, given ? 1 : 0);
            if (!pair || pair->first > needed || pair->second > needed)
                reject("checks", "check counter '" + f + "' (expected W+B, each 0.." + std::to_string(needed) + ")");
            return given ? std::to_string(pair->first) + "," + std::to_string(pair->second)
                         : std::to_string(needed - pair->first) + "," + std::to_string(needed - pair->second);
        };
        if (fields.size() > 2 && fields.back().size() > 1 && fields.back()[0] == '+') {
            checks_given = counter(fields.back(), true);
            fields.pop_back();
        }
        if (fields.size() >= 5 && fields[4].find('+') != std::string::npos) {
            const std::string remaining = counter(fields[4], false);
            if (!checks_given.empty()) reject("checks", "check counters given twice ('" + fields[4] + "' and '+W+B')");
            checks_given = remaining;
            fields.erase(fields.begin() + 4);
        }
        const bool varia_field = std::any_of(extra.begin(), extra.end(), [](const std::string& f) { return f.starts_with("checks:"); });
        if (varia_field && !checks_given.empty()) reject("checks", "check counters given twice (and as a checks: field)");
        // Neither: one more check wins for both (Fairy-Stockfish's default), unless Varia's field says.
        if (checks_given.empty() && !varia_field)
            checks_given = std::to_string(needed - 1) + "," + std::to_string(needed - 1);
    }
    if (fields.size() >= 3 && is_number(fields[2])) // "<placement> w 0 1": no castling, no en passant
        fields.insert(fields.begin() + 2, {"-", "-"});
    // cutechess's shogi family "w - 1": no castling, a move number; no en passant, no halfmove clock.
    if (fields.size() == 4 && fields[2] == "-" && is_number(fields[3]))
        fields = {fields[0], fields[1], "-", "-", "0", fields[3]};
    if (fields.size() == 2) fields.insert(fields.end(), {"-", "-"});
    if (fields.size() == 4) fields.insert(fields.end(), {"0", "1"}); // "w - -": no counters
    // A number where the en-passant square goes: cutechess's makruk start ("w - 0 0 1") or
    // Fairy-Stockfish's counting limit, in plies; while it is not 0 the halfmove field holds the
    // count (varia/honour_counting.hpp). Variants without counting rules ignore it.
    std::string counting_limit, counting_ply;
    if (fields.size() == 6 && is_number(fields[3])) {
        if (v.find_state("counting_limit") && fields[3].size() <= 6 && std::stoi(fields[3]) != 0) {
            if (!is_number(fields[4]) || fields[4].size() > 6)
                reject("counters", "counting ply '" + fields[4] + "' is not a number");
            if (std::stoi(fields[3]) > max_state_value)
                reject("counters", "counting limit '" + fields[3] + "' (expected 0.." + std::to_string(max_state_value) + ")");
            counting_limit = std::to_string(std::stoi(fields[3]));
            // A count long past its limit (a drawn game played on) stops at Varia's largest value.
            counting_ply = std::to_string(std::min(std::stoi(fields[4]), max_state_value));
            fields[4] = "0";
        }
        fields[3] = "-";
    }
    if (fields.size() != 6) {
        std::string why = std::to_string(fields.size()); // appended: GCC 12 warns wrongly about operator+
        why += " fields (expected placement, side, castling, en passant, halfmove clock, fullmove number)";
        reject("fen", why);
    }
    if (!is_number(fields[4]) || !is_number(fields[5]) || fields[4].size() > 6 || fields[5].size() > 6)
        reject("counters", "move counters '" + fields[4] + " " + fields[5] + "' are not numbers");
    if (std::stoi(fields[5]) == 0) fields[5] = "1"; // Fairy-Stockfish reads a fullmove number of 0 as 1

    // Placement, and a hand in brackets.
    std::string placement = fields[0];
    std::string hand;
    bool has_hand = false;
    if (const auto open = placement.find('['); open != std::string::npos) {
        if (placement.back() != ']') reject("hand", "hand without closing ']'");
        hand = placement.substr(open + 1, placement.size() - open - 2);
        placement.resize(open);
        has_hand = true;
    }
    if (has_hand && !v.has_hands) reject("hand", "a hand, but variant " + v.name + " has no hands");
    if (has_hand && hand == "-") hand.clear();
    // Crazyhouse FENs may give the hand as one more rank ("/Qn") instead of in brackets.
    if (!has_hand && v.has_hands && std::count(placement.begin(), placement.end(), '/') == v.height) {
        const std::size_t slash = placement.rfind('/');
        hand = placement.substr(slash + 1);
        placement.resize(slash);
    }
    // Digits in a hand are counts Fairy-Stockfish ignores.
    std::erase_if(hand, [](unsigned char c) { return std::isdigit(c) != 0; });
    const auto promoted_field = v.find_state("promoted");
    std::vector<Square> promoted;

    const Geometry& geo = v.geometry();
    std::vector<std::string> ranks;
    for (std::size_t start = 0;;) {
        const std::size_t slash = placement.find('/', start);
        ranks.push_back(placement.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
        if (slash == std::string::npos) break;
        start = slash + 1;
    }
    if (static_cast<int>(ranks.size()) != v.height)
        reject("placement", std::to_string(ranks.size()) + " ranks, board has " + std::to_string(v.height));
    std::string out;
    std::vector<std::string> board(static_cast<std::size_t>(v.height)); // cells by rank
    for (int i = 0; i < v.height; ++i) {
        const int rank = v.height - 1 - i;
        const std::string& row = ranks[static_cast<std::size_t>(i)];
        const RankCells read = read_rank(v, row, [&](const std::string& why) { reject("placement", why); });
        if (static_cast<int>(read.cells.size()) != v.width)
            reject("placement", "rank " + std::to_string(rank + 1) + " (\"" + row + "\") has " +
                                    (static_cast<int>(read.cells.size()) > v.width ? "more" : std::to_string(read.cells.size())) +
                                    " cells, board is " + std::to_string(v.width) + " wide");
        if (!read.tilde.empty() && !promoted_field)
            reject("placement", "promoted-piece mark '~' in \"" + row + "\", but variant " + v.name +
                                    " keeps no promoted pieces");
        for (int f : read.tilde) promoted.push_back(make_square(f, rank));
        const std::string& cells = read.cells;
        board[static_cast<std::size_t>(rank)] = cells;
        int run = 0;
        for (int file = 0; file < v.width; ++file) {
            const char cell = cells[static_cast<std::size_t>(file)];
            const std::string name = square_name(make_square(file, rank));
            // A wall on a real square is a duck, where the variant has walls.
            if ((cell == '*') != geo.is_hole(file, rank) && !(cell == '*' && v.has_walls))
                reject("placement", cell == '*' ? "wall on " + name + ", which is not a hole of " + v.name
                                                : name + " is a hole of " + v.name + " but not a wall in the FEN");
            if (cell == ' ') {
                ++run;
                continue;
            }
            if (run > 0) out += std::to_string(run);
            run = 0;
            if (read.plus[static_cast<std::size_t>(file)]) out += '+';
            out += cell;
        }
        if (run > 0) out += std::to_string(run);
        if (rank > 0) out += '/';
    }
    if (v.has_hands) out += "[" + hand + "]";

    // Side, castling (X-FEN / Shredder-FEN as in Varia), en passant.
    if (fields[1] != "w" && fields[1] != "b") reject("side", "side to move '" + fields[1] + "' (expected w or b)");
    std::string targets;
    std::string en_passant_piece;
    if (fields[3] != "-") {
        const Color mover = fields[1] == "w" ? Color::Black : Color::White;
        const std::string& ep = fields[3];
        for (std::size_t k = 0; k < ep.size();) {
            std::size_t end = k + 1;
            while (end < ep.size() && std::isdigit(static_cast<unsigned char>(ep[end]))) ++end;
            const std::string name = ep.substr(k, end - k);
            k = end;
            const auto square = geo.parse_square(name);
            if (!square) reject("en passant", "en-passant square '" + name + "' is not a square of the board");
            const char cell = board[static_cast<std::size_t>(rank_of(*square))][static_cast<std::size_t>(file_of(*square))];
            if (cell == ' ') {
                if (!targets.empty()) targets += ',';
                targets += name;
            } else if (std::isalpha(static_cast<unsigned char>(cell)) &&
                       (std::isupper(static_cast<unsigned char>(cell)) != 0) == (mover == Color::White) &&
                       en_passant_piece.empty()) {
                en_passant_piece = name;
            } else {
                reject("en passant", "en-passant field '" + ep + "': " + name + " is neither empty nor the piece that moved");
            }
        }
        if (targets.empty()) reject("en passant", "en-passant field '" + ep + "' names no empty square");
    }
    std::string castling = fields[2];
    std::vector<std::string> gates;
    const auto given = [&](const char* name) {
        return std::any_of(extra.begin(), extra.end(), [&](const std::string& f) { return f.starts_with(name); });
    };
    // Varia's own gates: or first_move: field, where given, replaces the castling field's letters.
    if (v.find_state("gates") && !given("gates:"))
        castling = seirawan_castling(v, board, hand, castling, gates, [&](const std::string& why) { reject("castling", why); });
    // Cambodian chess: the castling field names the files of the unmoved king and met of each side
    // ("DEde"), Varia's `first_move` piece flag.
    std::vector<std::string> first_move;
    if (v.find_state("first_move") && !given("first_move:") && castling != "-") {
        std::vector<Square> squares;
        for (char ch : castling) {
            const bool white = std::isupper(static_cast<unsigned char>(ch)) != 0;
            const int file = std::tolower(static_cast<unsigned char>(ch)) - 'a';
            if (file < 0 || file >= v.width) reject("castling", std::string("first-move letter '") + ch + "'");
            squares.push_back(make_square(file, white ? 0 : v.height - 1));
        }
        first_move = flag_order_names(squares);
        castling = "-";
    }
    std::string text = out + " " + fields[1] + " " + castling + " " + (targets.empty() ? "-" : targets) + " " +
                       fields[4] + " " + fields[5];
    // Varia's ep_pawn field names the piece that made the multi-step (docs/notation.md).
    if (!en_passant_piece.empty()) text += " ep_pawn:" + en_passant_piece;
    // Declared state, in the variant's field order.
    const std::vector<std::string> promoted_names = flag_order_names(promoted);
    for (const StateField& f : v.state_fields) {
        if (f.name == "checks" && !checks_given.empty() && checks_given != "0,0") text += " checks:" + checks_given;
        if (f.name == "counting_limit" && !counting_limit.empty()) text += " counting_limit:" + counting_limit;
        if (f.name == "counting_ply" && !counting_ply.empty() && counting_ply != "0") text += " counting_ply:" + counting_ply;
        const std::vector<std::string>* squares = f.name == "promoted"     ? &promoted_names
                                                  : f.name == "gates"      ? &gates
                                                  : f.name == "first_move" ? &first_move
                                                                           : nullptr;
        if (squares == nullptr || squares->empty()) continue;
        text += " " + f.name + ":";
        for (std::size_t i = 0; i < squares->size(); ++i) {
            if (i > 0) text += ',';
            text += (*squares)[i];
        }
    }
    for (const std::string& field : extra) text += " " + field;
    return text;
}

Position position_from_fsf_fen(VariantPtr variant, std::string_view fen) {
    const std::string text = fsf_fen_to_text(*variant, fen);
    try {
        return Position::from_text(std::move(variant), text);
    } catch (const ParseError& e) {
        // The user wrote `fen`, not the converted text: the error quotes theirs. where() is 0
        // because an offset into the converted text does not point into theirs.
        std::string why = e.what();
        const std::string prefix = e.field() + ": ";
        if (why.compare(0, prefix.size(), prefix) == 0) why.erase(0, prefix.size());
        throw fsf_fen_error(e.field(), fen, why);
    }
}

namespace {

/// Varia's placement with `~` after each piece on a square of `marked`.
std::string mark_placement(const std::string& placement, int height, const SquareSet& marked) {
    std::string out;
    int rank = height - 1;
    int file = 0;
    for (std::size_t k = 0; k < placement.size(); ++k) {
        const char ch = placement[k];
        out += ch;
        if (ch == '[') { // the hand: copied as it is
            out += placement.substr(k + 1);
            break;
        }
        if (ch == '/') {
            --rank;
            file = 0;
        } else if (std::isdigit(static_cast<unsigned char>(ch))) {
            int run = ch - '0';
            while (k + 1 < placement.size() && std::isdigit(static_cast<unsigned char>(placement[k + 1])))
                run = run * 10 + (placement[++k] - '0'), out += placement[k];
            file += run;
        } else if (ch != '+') { // a piece letter or a wall
            if (ch != '*' && marked.test(make_square(file, rank))) out += '~';
            ++file;
        }
    }
    return out;
}

/// Seirawan's gates and Cambodian chess's first-move flags as Fairy-Stockfish writes them in the
/// castling field, side by side after each side's castling letters: the file of each flagged
/// piece, but the files the castling letters already imply (the rooks', and with a right written
/// K or Q the king's; file letters, Chess960's, imply no king). Seirawan's gates only while the
/// side has pieces in hand (`only_with_hand`).
std::string castling_with_gates(const Position& pos, const std::string& castling, const SquareSet& flagged,
                                bool only_with_hand) {
    const bool file_letters = castling.find_first_not_of("KQkq-") != std::string::npos;
    std::string out;
    for (Color c : {Color::White, Color::Black}) {
        const bool white = c == Color::White;
        for (char ch : castling)
            if (ch != '-' && (std::isupper(static_cast<unsigned char>(ch)) != 0) == white) out += ch;
        if (only_with_hand && pieces_in_hand(pos, c) == 0) continue;
        const std::uint32_t rights = pos.castling_rights() >> (16 * (white ? 0 : 1)) & 0xFFFFU;
        const Square king = pos.castling_king_square(c);
        std::vector<int> files;
        for (Square s : flagged)
            if (pos.piece_at(s).color() == c) files.push_back(file_of(s));
        std::sort(files.begin(), files.end());
        for (int f : files) {
            if (rights >> f & 1U) continue;
            if (rights != 0 && !file_letters && king != NoSquare && f == file_of(king)) continue;
            out += static_cast<char>((white ? 'A' : 'a') + f);
        }
    }
    return out.empty() ? "-" : out;
}

/// fsf_fen() with the gate and first-move flags as castling letters where `letters` allows.
std::string write_fsf(const Position& pos, bool letters) {
    const Variant& v = pos.variant();
    std::vector<std::string> fields = split_fields(pos.text());
    // Fields 0..5 are the standard ones; name:value fields follow.
    // Gates and first-move flags go into the castling field only where every flagged piece stands
    // on its own back rank, as in every game; else (a position written by hand) they stay Varia's
    // fields, which the reader then takes as they are.
    const auto on_back_ranks = [&](const SquareSet& flagged) {
        for (Square s : flagged)
            if (rank_of(s) != (pos.piece_at(s).color() == Color::White ? 0 : v.height - 1)) return false;
        return true;
    };
    const auto gates = v.find_state("gates");
    const auto first_move = v.find_state("first_move");
    const bool gate_letters = letters && gates && on_back_ranks(pos.flagged(*gates));
    const bool first_move_letters = letters && first_move && on_back_ranks(pos.flagged(*first_move));
    std::string ep_pawn;
    std::vector<std::string> extra;
    for (std::size_t i = 6; i < fields.size(); ++i) {
        const std::string& f = fields[i];
        const std::string name = f.substr(0, f.find(':'));
        if (name == "ep_pawn") ep_pawn = f.substr(8);
        else if (name != "checks" && name != "promoted" && name != "counting_limit" && name != "counting_ply" &&
                 !(name == "gates" && gate_letters) &&
                 !(name == "first_move" && first_move_letters))
            extra.push_back(f);
    }
    if (const auto field = v.find_state("promoted")) fields[0] = mark_placement(fields[0], v.height, pos.flagged(*field));
    if (gate_letters) fields[2] = castling_with_gates(pos, fields[2], pos.flagged(*gates), !gates_outlast_hand(v));
    if (first_move_letters) fields[2] = castling_with_gates(pos, fields[2], pos.flagged(*first_move), false);
    // En passant: only the targets a piece of the side to move that may take en passant attacks.
    std::string ep;
    for (Square target : pos.en_passant_targets())
        if (pos.attacked(target, pos.side_to_move(), v.en_passant_types())) ep += square_name(target);
    if (!ep.empty() && !ep_pawn.empty()) ep += ep_pawn;
    // A running count of the ending: its limit where the en-passant square goes, the count in
    // the halfmove field (Fairy-Stockfish's convention; the halfmove clock is not written then).
    const auto limit = v.find_state("counting_limit");
    const bool counting = limit && pos.state(*limit) != 0;
    if (counting) {
        ep = std::to_string(pos.state(*limit));
        fields[4] = std::to_string(pos.state(*v.find_state("counting_ply")));
    }
    std::string out = fields[0] + " " + fields[1] + " " + fields[2] + " " + (ep.empty() ? "-" : ep);
    if (const auto field = v.find_state("checks")) {
        const int needed = v.state_fields[*field].max;
        out += " " + std::to_string(needed - pos.state(*field, Color::White)) + "+" +
               std::to_string(needed - pos.state(*field, Color::Black));
    }
    out += " " + fields[4] + " " + fields[5];
    for (const std::string& f : extra) out += " " + f;
    return out;
}

} // namespace

std::string fsf_fen(const Position& pos) {
    const Variant& v = pos.variant();
    const auto gates = v.find_state("gates");
    const auto first_move = v.find_state("first_move");
    const std::string text = write_fsf(pos, true);
    if (!gates && !first_move) return text;
    // The castling field cannot tell every gate from a castling right (a gated rook beside a gated
    // king that may not castle): where the letters read back otherwise, Varia's fields are written.
    try {
        const Position back = position_from_fsf_fen(pos.variant_ptr(), text);
        bool same = back.castling_rights() == pos.castling_rights();
        if (first_move) same = same && back.flagged(*first_move) == pos.flagged(*first_move);
        if (gates)
            for (Color c : {Color::White, Color::Black})
                // Without pieces in hand gates do not matter (unless captures refill the hand),
                // and Fairy-Stockfish leaves them out.
                if (gates_outlast_hand(v) || pieces_in_hand(pos, c) > 0)
                    same = same && (back.flagged(*gates) & pos.pieces(c)) == (pos.flagged(*gates) & pos.pieces(c));
        if (same) return text;
    } catch (const Error&) {
    }
    return write_fsf(pos, false);
}

Position position_from_text(VariantPtr variant, std::string_view text, FenDialect dialect) {
    return dialect == FenDialect::FairyStockfish ? position_from_fsf_fen(std::move(variant), text)
                                                 : Position::from_text(std::move(variant), text);
}

std::string position_text(const Position& pos, FenDialect dialect) {
    return dialect == FenDialect::FairyStockfish ? fsf_fen(pos) : pos.text();
}

} // namespace varia
