#include "varia/perft.hpp"

#include "varia/movegen.hpp"
#include "varia/notation.hpp"

#include <algorithm>

namespace varia {

namespace {

/// What one perft run carries down the tree: one reusable move list per remaining ply, so that
/// the recursion puts only a small frame on the stack and nothing is allocated per node, and for
/// a bounded run the running count and when to look at the limits next.
struct Run {
    explicit Run(int depth, const PerftLimits* limits = nullptr)
        : lists(static_cast<std::size_t>(std::max(depth, 0))), limits(limits),
          interval(limits ? std::max<std::uint64_t>(limits->progress_interval, 1) : 0), next_check(after(0)) {}

    std::vector<MoveList> lists;
    const PerftLimits* limits;
    std::uint64_t interval;
    std::uint64_t next_check;
    std::uint64_t counted = 0; ///< leaves counted so far (bounded runs)
    bool stopped = false;

    /// The count at which to look at the limits next, from `now`: the next progress report or the
    /// node limit, whichever comes first.
    [[nodiscard]] std::uint64_t after(std::uint64_t now) const {
        std::uint64_t next = now + interval;
        if (limits != nullptr && limits->max_nodes != 0) next = std::min(next, std::max(limits->max_nodes, now));
        return next;
    }
    /// Called when `counted` has reached `next_check`: whether to go on.
    bool keep_going() {
        next_check = after(counted);
        if (limits->max_nodes != 0 && counted >= limits->max_nodes) stopped = true;
        else if (limits->on_progress && !limits->on_progress(counted)) stopped = true;
        return !stopped;
    }
};

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

/// The bounded form: adds to run.counted as it goes and returns early once run.stopped.
void bounded_below(Position& pos, int depth, Run& run, MoveList* lists) {
    MoveList& moves = lists[0];
    generate_legal(pos, moves);
    if (depth == 1) {
        // The last ply: counted (or played) whole, the limits looked at by the caller.
        if (run.limits->bulk_counting) {
            run.counted += moves.size();
        } else {
            for (const Move& m : moves) {
                pos.push(m);
                pos.pop();
            }
            run.counted += moves.size();
        }
    } else {
        // The limits are looked at before a move, so a stopped run always left moves uncounted.
        for (const Move& m : moves) {
            if (run.counted >= run.next_check && !run.keep_going()) return;
            pos.push(m);
            bounded_below(pos, depth - 1, run, lists + 1);
            pos.pop();
            if (run.stopped) return;
        }
    }
}

/// Perft of `depth` below `pos` within `run`, as a bounded run; pos is unchanged however it ends.
void bounded(Position& pos, int depth, Run& run) {
    if (depth <= 0) {
        ++run.counted;
        return;
    }
    const std::size_t ply = pos.ply_count();
    try {
        bounded_below(pos, depth, run, run.lists.data());
    } catch (...) {
        while (pos.ply_count() > ply) pos.pop(); // an exception from on_progress, mid-tree
        throw;
    }
}

} // namespace

std::uint64_t perft(Position& pos, int depth, bool bulk_counting) {
    if (depth <= 0) return 1;
    Run run(depth);
    return perft_below(pos, depth, bulk_counting, run.lists.data());
}

PerftResult perft(Position& pos, int depth, const PerftLimits& limits) {
    Run run(depth, &limits);
    bounded(pos, depth, run);
    return {run.counted, !run.stopped};
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

DivideResult divide(Position& pos, int depth, const PerftLimits& limits) {
    DivideResult out;
    MoveList moves;
    generate_legal(pos, moves);
    Run run(depth - 1, &limits);
    for (const Move& m : moves) {
        if (run.counted >= run.next_check && !run.keep_going()) break;
        std::string text = move_text(pos, m);
        const std::uint64_t before = run.counted;
        pos.push(m);
        try {
            bounded(pos, depth - 1, run);
        } catch (...) {
            pos.pop();
            throw;
        }
        pos.pop();
        if (run.stopped) break; // this root move's count is partial
        out.moves.emplace_back(std::move(text), run.counted - before);
    }
    std::sort(out.moves.begin(), out.moves.end());
    out.nodes = run.counted;
    out.complete = !run.stopped;
    return out;
}

} // namespace varia
