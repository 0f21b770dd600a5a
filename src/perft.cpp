#include "varia/perft.hpp"

#include "varia/movegen.hpp"
#include "varia/notation.hpp"

#include <algorithm>

namespace varia {

std::uint64_t perft(Position& pos, int depth, bool bulk_counting) {
    if (depth <= 0) return 1;
    MoveList moves;
    generate_legal(pos, moves);
    if (depth == 1 && bulk_counting) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& m : moves) {
        pos.push(m);
        nodes += perft(pos, depth - 1, bulk_counting);
        pos.pop();
    }
    return nodes;
}

std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth, bool bulk_counting) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    MoveList moves;
    generate_legal(pos, moves);
    for (const Move& m : moves) {
        std::string text = move_text(pos, m);
        pos.push(m);
        out.emplace_back(std::move(text), perft(pos, depth - 1, bulk_counting));
        pos.pop();
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace varia
