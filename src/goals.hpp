#pragma once
// GoalRules (variant.hpp) judged on a position: the immediate game ends that leave a position
// without legal moves. Internal to the library: generate_legal() and status.cpp share it.

#include "varia/move.hpp"
#include "varia/position.hpp"
#include "varia/status.hpp"

namespace varia::goals {

enum class State : std::uint8_t {
    Open,       ///< no immediate end
    Over,       ///< the game has ended (result and termination say how)
    LastChance, ///< White's flag piece has arrived; Black plays on only with a move that gets there too
};

struct Check {
    State state = State::Open;
    Result result = Result::Ongoing;
    Termination termination = Termination::None;
};

/// The side that wins colour c's game (Result::WhiteWins or Result::BlackWins).
[[nodiscard]] constexpr Result win_for(Color c) noexcept {
    return c == Color::White ? Result::WhiteWins : Result::BlackWins;
}

/// The result when `side` gets `outcome`.
[[nodiscard]] constexpr Result scored(Outcome outcome, Color side) noexcept {
    return outcome == Outcome::Loss ? win_for(~side) : outcome == Outcome::Win ? win_for(side) : Result::Draw;
}

/// Extinction, the connect rule and the flag rule, from the pieces alone (no move is generated).
[[nodiscard]] Check check(const Position& pos) noexcept;

/// True when one of `legal` (legal moves of Black in a State::LastChance position) brings a
/// Black flag piece onto its region. `pos` is unchanged on return.
[[nodiscard]] bool flag_reachable(Position& pos, const MoveList& legal);

} // namespace varia::goals
