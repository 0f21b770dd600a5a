#include "varia/perft.hpp"

#include "varia/movegen.hpp"
#include "varia/notation.hpp"

#include <algorithm>

namespace varia {

namespace {

/// Perft below the current position with one reusable move list per remaining ply, so that the
/// recursion puts only a small frame on the stack and nothing is allocated per node.
std::uint64_t perft_below(Position& pos, int depth, bool bulk_counting, MoveList* lists) {
    MoveList& moves = lists[0];
    generate_legal(pos, moves);
    if (depth == 1 && bulk_counting) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& m : moves) {
        pos.push(m);
        nodes += depth == 1 ? 1 : perft_below(pos, depth - 1, bulk_counting, lists + 1);
        pos.pop();
    }
    return nodes;
}

} // namespace

std::uint64_t perft(Position& pos, int depth, bool bulk_counting) {
    if (depth <= 0) return 1;
    std::vector<MoveList> lists(static_cast<std::size_t>(depth));
    return perft_below(pos, depth, bulk_counting, lists.data());
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
