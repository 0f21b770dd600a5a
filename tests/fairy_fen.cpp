// Fairy-Stockfish FEN → Varia position text (fairy_fen.hpp).
#include "fairy_fen.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <vector>

#include "varia/square.hpp"

namespace varia::test {

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

bool is_number(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

/// Seirawan chess: Fairy-Stockfish's castling field also holds the gates. `K`/`Q` give the right
/// with the outermost rook and gates on that rook's and the king's squares; a file letter is a
/// gate while the side has pieces in hand, else a Chess960 castling right; a side with pieces in
/// hand whose king's square is a gate but that has no right gets one with every gated rook.
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
        const bool hand_full = std::any_of(hand.begin(), hand.end(), [&](unsigned char ch) {
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
                if (hand_full) files.push_back(up - 'A');
                else rights += ch;
            } else {
                reject(std::string("castling letter '") + ch + "'");
            }
        }
        const auto gated = [&](int f) { return std::find(files.begin(), files.end(), f) != files.end() && own(f, 0); };
        if (hand_full && rights.empty() && king >= 0 && gated(king))
            for (int f = 0; f < v.width; ++f)
                if (gated(f) && own(f, 'R'))
                    rights += static_cast<char>(white ? 'A' + f : 'a' + f);
        if (hand_full)
            for (int f = 0; f < v.width; ++f)
                if (gated(f)) gate_squares.push_back(make_square(f, rank));
        castling += rights;
    }
    for (const std::string& name : flag_order_names(gate_squares)) gates.push_back(name);
    return castling.empty() ? "-" : castling;
}

} // namespace

const std::map<std::string, RuleDifference>& rule_differences() {
    static const std::map<std::string, RuleDifference> differences = {
        {"cutechess-atomic-startpos-d5",
         {4864979, "cutechess goes on counting moves after a king has exploded (from ply 4 on, e.g. 1.e4 d5 "
                   "2.exd5 Qxd2); Fairy-Stockfish and chessops end the game there and count 4,864,979"}},
        {"cutechess-extinction-startpos-d5",
         {4896744, "cutechess goes on counting moves after a piece type has died out (from ply 4 on, e.g. "
                   "1.e4 Nf6 2.Qh5 Nxh5: White has no queen left); Fairy-Stockfish (ffish 0.7.10) ends the game "
                   "there and counts 4,896,744"}},
        {"cutechess-chessgi2-d3",
         {4434101, "cutechess lets a pawn dropped on its first rank step two squares from there (the "
                   "published 4,493,963 is what Varia counts with initial_ranks [1, 2]); Fairy-Stockfish "
                   "(ffish 0.7.10) allows the double step from the second rank only and counts 4,434,101"}},
        {"cutechess-cambodian-startpos-d4",
         {361719, "cutechess counts 74 more leaves at depth 4 of the start; Fairy-Stockfish (ffish 0.7.10) "
                  "counts 361,719 for the same text, as for its own start (fsf-perftsh-L51), and Varia follows "
                  "it. Where the rules part was not traced: cutechess's Cambodian board is not in the sources "
                  "this project reads"}},
        {"cutechess-euroshogi-startpos-d4",
         {380499, "cutechess lets a piece entering the promotion zone stay unpromoted (its EuroShogi board "
                  "generates the plain move next to the promotion, as in shogi); EuroShogi's rules and "
                  "Fairy-Stockfish make that promotion compulsory, and Fairy-Stockfish (ffish 0.7.10) counts "
                  "380,499"}},
    };
    return differences;
}

std::vector<std::string> split_fields(const std::string& text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

Converted fsf_to_position_text(const Variant& v, const std::string& fen) {
    const auto reject = [&](const std::string& why) {
        throw std::runtime_error("cannot convert \"" + fen + "\": " + why);
    };
    std::vector<std::string> fields = split_fields(fen);
    if (fields.size() < 2) reject("fewer than two fields");
    // Check counters (variants whose module declares `checks`): Fairy-Stockfish writes the checks
    // each side still needs as "W+B" after the en-passant field, lichess the checks given as
    // "+W+B" after the move number; a FEN without either means one more check wins for both.
    const auto checks_field = v.find_state("checks");
    std::string checks_given;
    if (checks_field) {
        const int needed = v.state_fields[*checks_field].max;
        const auto counter = [&](const std::string& f, bool given) {
            const std::size_t plus = f.find('+', given ? 1 : 0);
            const std::string a = f.substr(given ? 1 : 0, plus - (given ? 1 : 0));
            const std::string b = f.substr(plus + 1);
            if (plus == std::string::npos || !is_number(a) || !is_number(b)) reject("check counter '" + f + "'");
            const int white = std::stoi(a), black = std::stoi(b);
            return given ? std::to_string(white) + "," + std::to_string(black)
                         : std::to_string(needed - white) + "," + std::to_string(needed - black);
        };
        if (!fields.empty() && fields.back().size() > 1 && fields.back()[0] == '+') {
            checks_given = counter(fields.back(), true);
            fields.pop_back();
        }
        if (fields.size() >= 5 && fields[4].find('+') != std::string::npos) {
            const std::string remaining = counter(fields[4], false);
            if (checks_given.empty()) checks_given = remaining;
            fields.erase(fields.begin() + 4);
        }
        if (checks_given.empty()) checks_given = std::to_string(needed - 1) + "," + std::to_string(needed - 1);
    }
    if (fields.size() >= 3 && is_number(fields[2])) // "<placement> w 0 1": no castling, no en passant
        fields.insert(fields.begin() + 2, {"-", "-"});
    // cutechess's shogi family "w - 1": no castling, a move number; no en passant, no halfmove clock.
    if (fields.size() == 4 && fields[2] == "-" && is_number(fields[3]))
        fields = {fields[0], fields[1], "-", "-", "0", fields[3]};
    if (fields.size() == 4) fields.insert(fields.end(), {"0", "1"}); // cutechess "w - -": no counters
    // cutechess "w - 0 0 1" (its makruk start): a number where the en-passant square goes, then the
    // two counters: no en-passant square.
    if (fields.size() == 6 && is_number(fields[3]) && is_number(fields[4]) && is_number(fields[5])) fields[3] = "-";
    if (fields.size() != 6) {
        std::string why = std::to_string(fields.size()); // appended: GCC 12 warns wrongly about operator+
        why += " fields (check counters or other extra fields?)";
        reject(why);
    }
    if (!is_number(fields[4]) || !is_number(fields[5])) reject("move counters are not numbers");
    if (fields[5] == "0") fields[5] = "1"; // FSF reads a fullmove number of 0 as 1

    // Placement, and a hand in brackets.
    std::string placement = fields[0];
    std::string hand;
    bool has_hand = false;
    if (const auto open = placement.find('['); open != std::string::npos) {
        if (placement.back() != ']') reject("hand without closing ']'");
        hand = placement.substr(open + 1, placement.size() - open - 2);
        placement.resize(open);
        has_hand = true;
    }
    if (has_hand && !v.has_hands) reject("a hand, but variant " + v.name + " has no hands");
    if (has_hand && hand == "-") hand.clear();
    // Crazyhouse FENs may give the hand as one more rank ("/Qn") instead of in brackets.
    if (!has_hand && v.has_hands &&
        std::count(placement.begin(), placement.end(), '/') == v.height) {
        const std::size_t slash = placement.rfind('/');
        hand = placement.substr(slash + 1);
        placement.resize(slash);
        has_hand = true;
    }
    // Digits in a hand are counts Fairy-Stockfish ignores.
    std::erase_if(hand, [](unsigned char c) { return std::isdigit(c) != 0; });
    const auto promoted_field = v.find_state("promoted");
    std::vector<std::string> promoted;

    const Geometry& geo = v.geometry();
    std::vector<std::string> ranks;
    for (std::size_t start = 0;;) {
        const std::size_t slash = placement.find('/', start);
        ranks.push_back(placement.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
        if (slash == std::string::npos) break;
        start = slash + 1;
    }
    if (static_cast<int>(ranks.size()) != v.height)
        reject(std::to_string(ranks.size()) + " ranks, board has " + std::to_string(v.height));
    std::string out;
    std::vector<std::string> board(static_cast<std::size_t>(v.height)); // cells by rank
    for (int i = 0; i < v.height; ++i) {
        const int rank = v.height - 1 - i;
        const std::string& row = ranks[static_cast<std::size_t>(i)];
        // Cells of this rank: ' ' empty, '*' wall, else a piece letter.
        std::string cells;
        std::vector<bool> plus(static_cast<std::size_t>(max_files) + 1); // cells of promoted types ('+P')
        for (std::size_t k = 0; k < row.size();) {
            const char ch = row[k];
            if (ch == '+' && k + 1 < row.size() && cells.size() < plus.size() &&
                v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(row[k + 1]))), true)) {
                plus[cells.size()] = true;
                cells += row[k + 1];
                k += 2;
                continue;
            }
            if (std::isdigit(static_cast<unsigned char>(ch))) {
                std::size_t end = k;
                while (end < row.size() && std::isdigit(static_cast<unsigned char>(row[end]))) ++end;
                cells.append(static_cast<std::size_t>(std::stoi(row.substr(k, end - k))), ' ');
                k = end;
                continue;
            }
            if (ch == '~' && promoted_field && !cells.empty() && std::isalpha(static_cast<unsigned char>(cells.back()))) {
                promoted.push_back(square_name(make_square(static_cast<int>(cells.size()) - 1, rank)));
                ++k;
                continue;
            }
            if (ch == '~' || ch == '+') reject(std::string("promoted-piece mark '") + ch + "' in \"" + row + "\"");
            if (ch != '*' && !(std::isalpha(static_cast<unsigned char>(ch)) &&
                               v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))))))
                reject(std::string("unknown character '") + ch + "' in \"" + row + "\"");
            cells += ch;
            ++k;
        }
        if (static_cast<int>(cells.size()) != v.width)
            reject("rank " + std::to_string(rank + 1) + " (\"" + row + "\") has " + std::to_string(cells.size()) +
                   " cells, board is " + std::to_string(v.width) + " wide");
        board[static_cast<std::size_t>(rank)] = cells;
        int run = 0;
        for (int file = 0; file < v.width; ++file) {
            const char cell = cells[static_cast<std::size_t>(file)];
            const std::string name = square_name(make_square(file, rank));
            // A wall on a real square is a duck, where the variant has walls.
            if ((cell == '*') != geo.is_hole(file, rank) && !(cell == '*' && v.has_walls))
                reject(cell == '*' ? "wall on " + name + ", which is not a hole of " + v.name
                                   : name + " is a hole of " + v.name + " but not a wall in the FEN");
            if (cell == ' ') {
                ++run;
                continue;
            }
            if (run > 0) out += std::to_string(run);
            run = 0;
            if (plus[static_cast<std::size_t>(file)]) out += '+';
            out += cell;
        }
        if (run > 0) out += std::to_string(run);
        if (rank > 0) out += '/';
    }
    if (v.has_hands) out += "[" + hand + "]";

    // Side, castling (X-FEN / Shredder-FEN as in Varia), en passant.
    if (fields[1] != "w" && fields[1] != "b") reject("side to move '" + fields[1] + "'");
    Converted result;
    std::string targets;
    if (fields[3] != "-") {
        const Color mover = fields[1] == "w" ? Color::Black : Color::White;
        const std::string& ep = fields[3];
        for (std::size_t k = 0; k < ep.size();) {
            std::size_t end = k + 1;
            while (end < ep.size() && std::isdigit(static_cast<unsigned char>(ep[end]))) ++end;
            const std::string name = ep.substr(k, end - k);
            k = end;
            const auto square = geo.parse_square(name);
            if (!square) reject("en-passant square '" + name + "' is not a square of the board");
            // The cell in the placement: rank r is ranks[height - r].
            const std::string& row = ranks[static_cast<std::size_t>(v.height - 1 - rank_of(*square))];
            std::string cells;
            for (std::size_t i = 0; i < row.size();) {
                if (std::isdigit(static_cast<unsigned char>(row[i]))) {
                    std::size_t j = i;
                    while (j < row.size() && std::isdigit(static_cast<unsigned char>(row[j]))) ++j;
                    cells.append(static_cast<std::size_t>(std::stoi(row.substr(i, j - i))), ' ');
                    i = j;
                } else {
                    cells += row[i++];
                }
            }
            const char cell = cells[static_cast<std::size_t>(file_of(*square))];
            if (cell == ' ') {
                targets += (targets.empty() ? "" : ",") + name;
            } else if (std::isalpha(static_cast<unsigned char>(cell)) &&
                       (std::isupper(static_cast<unsigned char>(cell)) != 0) == (mover == Color::White) &&
                       result.en_passant_piece.empty()) {
                result.en_passant_piece = name;
            } else {
                reject("en-passant field '" + ep + "': " + name + " is neither empty nor the piece that moved");
            }
        }
        if (targets.empty()) reject("en-passant field '" + ep + "' names no empty square");
    }
    std::string castling = fields[2];
    std::vector<std::string> gates;
    if (v.find_state("gates")) castling = seirawan_castling(v, board, hand, castling, gates, reject);
    // Cambodian chess: the castling field names the files of the unmoved king and met of each side
    // ("DEde"), Varia's `first_move` piece flag.
    std::vector<std::string> first_move;
    if (v.find_state("first_move") && castling != "-") {
        std::vector<Square> squares;
        for (char ch : castling) {
            const bool white = std::isupper(static_cast<unsigned char>(ch)) != 0;
            const int file = std::tolower(static_cast<unsigned char>(ch)) - 'a';
            if (file < 0 || file >= v.width) reject(std::string("first-move letter '") + ch + "'");
            squares.push_back(make_square(file, white ? 0 : v.height - 1));
        }
        first_move = flag_order_names(squares);
        castling = "-";
    }
    result.text = out + " " + fields[1] + " " + castling + " " + (targets.empty() ? "-" : targets) + " " +
                  fields[4] + " " + fields[5];
    // Varia's ep_pawn field names the piece that made the multi-step (docs/notation.md).
    if (!result.en_passant_piece.empty()) result.text += " ep_pawn:" + result.en_passant_piece;
    // Declared state, in the variants' field order.
    for (const StateField& f : v.state_fields) {
        if (f.name == "checks" && checks_given != "0,0") result.text += " checks:" + checks_given;
        const std::vector<std::string>* squares = f.name == "promoted"     ? &promoted
                                                  : f.name == "gates"      ? &gates
                                                  : f.name == "first_move" ? &first_move
                                                                           : nullptr;
        if (squares == nullptr || squares->empty()) continue;
        result.text += " " + f.name + ":";
        for (std::size_t i = 0; i < squares->size(); ++i) result.text += (i > 0 ? "," : "") + (*squares)[i];
    }
    return result;
}

} // namespace varia::test
