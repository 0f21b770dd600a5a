#include "varia/move.hpp"

#include <deque>

namespace varia {

Move Move::of(std::span<const Action> actions) {
    if (actions.empty()) throw Error("move: a turn needs at least one action");
    if (actions.size() > static_cast<std::size_t>(max_actions))
        throw CapacityError("move: more than " + std::to_string(max_actions) + " actions in one turn");
    const Action& first = actions.front();
    Move m = single(first.from, first.to, first.kind, first.piece, first.aux);
    for (std::size_t i = 1; i < actions.size(); ++i) m.append(actions[i]);
    return m;
}

void MoveList::grow() {
    if (capacity_ >= max_size)
        throw CapacityError("move list: more than " + std::to_string(max_size) + " moves in one position");
    const std::size_t capacity = capacity_ == 0 ? initial_capacity : 2 * capacity_;
    std::unique_ptr<Move[]> moves(new Move[capacity]);
    std::copy(begin(), end(), moves.get());
    moves_ = std::move(moves);
    capacity_ = capacity;
}

namespace {
// A deque: growing it keeps the lists already lent in place.
thread_local std::deque<MoveList> scratch_pool;
thread_local std::size_t scratch_used = 0;
} // namespace

ScratchMoveList::ScratchMoveList() {
    if (scratch_used == scratch_pool.size()) scratch_pool.emplace_back();
    list_ = &scratch_pool[scratch_used++];
    list_->clear();
}

ScratchMoveList::~ScratchMoveList() { --scratch_used; }

} // namespace varia
