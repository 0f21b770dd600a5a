// Checkless chess (checkless.hpp): a move may give check only when it mates.
#include "checkless/checkless.hpp"

#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

bool gives_check(Position& pos, const Move& m) {
    pos.push(m);
    const bool check = in_check(pos);
    pos.pop();
    return check;
}

bool has_reply(Position& pos, int level);

/// `m` gives check and the side checked has no legal reply.
bool mates(Position& pos, const Move& m, int level) {
    pos.push(m);
    const bool mate = in_check(pos) && !has_reply(pos, level + 1);
    pos.pop();
    return mate;
}

/// The side to move has a legal move: one that gives no check, or one that mates.
bool has_reply(Position& pos, int level) {
    const ScratchMoveList lease; // nested calls each get a list of their own
    MoveList& replies = *lease;
    generate_legal_actions(pos, replies);
    std::size_t checking = 0;
    for (const Move& m : replies) {
        if (!gives_check(pos, m)) return true;
        replies[checking++] = m; // judged below, once no quiet reply was found
    }
    if (level >= checkless_max_nested_checks) return false;
    for (std::size_t i = 0; i < checking; ++i) {
        const Move m = replies[i];
        if (mates(pos, m, level)) return true;
    }
    return false;
}

struct Checkless {
    void generate_legal(Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_legal_actions(pos, out);
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move m = out[i];
            if (!gives_check(pos, m) || mates(pos, m, 0)) out[kept++] = m;
        }
        out.truncate(kept);
    }
};

} // namespace

RuleModulePtr install_checkless(Variant&) { return make_rule_module(Checkless{}); }

} // namespace varia::variants
