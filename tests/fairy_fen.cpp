// Fairy-Stockfish FEN → Varia position text (fairy_fen.hpp).
#include "fairy_fen.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "varia/square.hpp"

namespace varia::test {

namespace {

bool is_number(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

} // namespace

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
    if (fields.size() >= 3 && is_number(fields[2])) // "<placement> w 0 1": no castling, no en passant
        fields.insert(fields.begin() + 2, {"-", "-"});
    if (fields.size() == 4) fields.insert(fields.end(), {"0", "1"}); // cutechess "w - -": no counters
    if (fields.size() != 6) reject(std::to_string(fields.size()) + " fields (check counters or other extra fields?)");
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
    for (int i = 0; i < v.height; ++i) {
        const int rank = v.height - 1 - i;
        const std::string& row = ranks[static_cast<std::size_t>(i)];
        // Cells of this rank: ' ' empty, '*' wall, else a piece letter.
        std::string cells;
        for (std::size_t k = 0; k < row.size();) {
            const char ch = row[k];
            if (std::isdigit(static_cast<unsigned char>(ch))) {
                std::size_t end = k;
                while (end < row.size() && std::isdigit(static_cast<unsigned char>(row[end]))) ++end;
                cells.append(static_cast<std::size_t>(std::stoi(row.substr(k, end - k))), ' ');
                k = end;
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
        int run = 0;
        for (int file = 0; file < v.width; ++file) {
            const char cell = cells[static_cast<std::size_t>(file)];
            const std::string name = square_name(make_square(file, rank));
            if ((cell == '*') != geo.is_hole(file, rank))
                reject(cell == '*' ? "wall on " + name + ", which is not a hole of " + v.name
                                   : name + " is a hole of " + v.name + " but not a wall in the FEN");
            if (cell == ' ') {
                ++run;
                continue;
            }
            if (run > 0) out += std::to_string(run);
            run = 0;
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
    result.text = out + " " + fields[1] + " " + fields[2] + " " + (targets.empty() ? "-" : targets) + " " +
                  fields[4] + " " + fields[5];
    // Varia's ep_pawn field names the piece that made the multi-step (docs/notation.md).
    if (!result.en_passant_piece.empty()) result.text += " ep_pawn:" + result.en_passant_piece;
    return result;
}

} // namespace varia::test
