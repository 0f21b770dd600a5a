// A game over the position's push and pop (game.hpp): turns kept with their texts, a current ply,
// and the outcome with the variant's claimable draws.
#include "varia/game.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/notation.hpp"
#include "varia/queries.hpp"
#include "varia/san.hpp"

namespace varia {

Game::Game(VariantPtr variant) : Game(Position::start(std::move(variant))) {}

Game::Game(const Position& start) : start_(start), position_(start) {}

const PlayedTurn& Game::play(std::string_view text) {
    refuse_if_over(text);
    return record(parse_any(position_, text));
}

const PlayedTurn& Game::play(const Move& m) {
    refuse_if_over(move_text(position_, m));
    return record(m);
}

void Game::refuse_if_over(std::string_view text) const {
    const GameOutcome o = outcome();
    if (o.result != Result::Ongoing)
        throw IllegalMove(std::string(text), "illegal move \"" + shown(text) + "\": the game is over (" +
                                                 termination_name(o.termination) + ")");
}

const PlayedTurn& Game::record(const Move& m) {
    PlayedTurn turn{m, move_text(position_, m), san(position_, m)}; // san() throws IllegalMove for an illegal turn
    turns_.resize(ply_);
    turns_.push_back(std::move(turn));
    position_.push(m);
    ++ply_;
    claim_.reset();
    return turns_.back();
}

void Game::takeback() {
    if (ply_ == 0) throw Error("takeback: the game is at its start position");
    go_to(ply_ - 1);
}

void Game::go_to(std::size_t n) {
    if (n > turns_.size())
        throw Error("go_to: ply " + std::to_string(n) + " is beyond the game's " + std::to_string(turns_.size()) +
                    " turns");
    claim_.reset();
    for (; ply_ > n; --ply_) position_.pop();
    for (; ply_ < n; ++ply_) position_.push(turns_[ply_].move);
}

GameStatus Game::status() const {
    GameStatus s = game_status(position_);
    const DrawRules& draws = variant().draws;
    const bool claimable_kind =
        s.termination == Termination::Repetition || s.termination == Termination::FiftyMoveRule;
    if (!draws.claims.enabled || !claimable_kind) return s;
    // A claimable draw ends the game by itself only at the automatic limits.
    if (draws.repetition_count > 0 && position_.repetition_count() >= draws.claims.automatic_repetition_count)
        return {Result::Draw, Termination::Repetition, s.check};
    if (draws.fifty_move_plies > 0 && position_.halfmove_clock() >= draws.claims.automatic_fifty_move_plies)
        return {Result::Draw, Termination::FiftyMoveRule, s.check};
    return {Result::Ongoing, Termination::None, s.check};
}

GameOutcome Game::outcome() const {
    if (claim_) return {Result::Draw, *claim_, true};
    const GameStatus s = status();
    return {s.result, s.termination, false};
}

Termination Game::claimable_draw() const {
    const DrawRules& draws = variant().draws;
    if (!draws.claims.enabled || claim_ || status().result != Result::Ongoing) return Termination::None;
    if (draws.repetition_count > 0 && position_.repetition_count() >= draws.repetition_count)
        return Termination::Repetition;
    if (draws.fifty_move_plies > 0 && position_.halfmove_clock() >= draws.fifty_move_plies)
        return Termination::FiftyMoveRule;
    return Termination::None;
}

bool Game::claim_draw() {
    const Termination t = claimable_draw();
    if (t == Termination::None) return false;
    claim_ = t;
    return true;
}

} // namespace varia
