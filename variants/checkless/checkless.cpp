// Checkless chess (checkless.hpp): a move may give check only when it mates.
#include "checkless/checkless.hpp"

#include <deque>

#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

/// A move list lent for one call, from a pool kept between calls so that generation allocates
/// nothing once warm. Lists are lent and returned in stack order, so nested calls are safe,
/// including the ones that re-enter the generator through Position::push() (which asks for the
/// legal moves to settle an en-passant target). A deque: growing it keeps lent lists in place.
class ScratchList {
public:
    ScratchList() {
        if (used_ == pool_.size()) pool_.emplace_back();
        list_ = &pool_[used_++];
        list_->clear();
    }
    ~ScratchList() { --used_; }
    ScratchList(const ScratchList&) = delete;
    ScratchList& operator=(const ScratchList&) = delete;
    MoveList& operator*() const noexcept { return *list_; }

private:
    static thread_local std::deque<MoveList> pool_;
    static thread_local std::size_t used_;
    MoveList* list_;
};
thread_local std::deque<MoveList> ScratchList::pool_;
thread_local std::size_t ScratchList::used_ = 0;

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
    const ScratchList lease;
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
