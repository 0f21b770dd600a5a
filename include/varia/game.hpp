#pragma once
/// \file game.hpp
/// A game: a start position, the turns played (each with its canonical text and its SAN), the
/// current position, takeback and jumping to a ply, and the outcome with claimable draws (user
/// guide "Games").
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "varia/move.hpp"
#include "varia/position.hpp"
#include "varia/status.hpp"

namespace varia {

/// A turn of a game as it was played.
struct PlayedTurn {
    Move move;
    std::string text; ///< canonical move text (notation.hpp)
    std::string san;  ///< SAN (san.hpp), with its check mark
};

/// How a game ended.
struct GameOutcome {
    Result result = Result::Ongoing;
    Termination termination = Termination::None;
    bool claimed = false; ///< a draw the side to move claimed (claim_draw())
};

/// A game of one variant. Turns are played on the current ply; playing after a jump back
/// (go_to(), takeback()) drops the turns that followed, as a new line.
///
/// Endings: outcome() reports what ends the game by itself (game_status(), status.hpp) and a
/// draw claimed with claim_draw(). Where the variant's draws are claims (DrawRules::Claims, FIDE
/// chess), repetition and the fifty-move rule do not end the game until claimed, or until they
/// reach the automatic limits (fivefold repetition, seventy-five moves); elsewhere they end it by
/// themselves as game_status() says.
class Game {
public:
    /// A game from the variant's start position.
    explicit Game(VariantPtr variant);
    /// A game from `start` (its own history, if any, is not part of the game's turns).
    explicit Game(const Position& start);

    [[nodiscard]] const Variant& variant() const noexcept { return start_.variant(); }
    /// The position the game started from.
    [[nodiscard]] const Position& start() const noexcept { return start_; }
    /// The position at the current ply.
    [[nodiscard]] const Position& position() const noexcept { return position_; }
    /// Every turn of the game, the ones after the current ply included.
    [[nodiscard]] const std::vector<PlayedTurn>& turns() const noexcept { return turns_; }
    /// The current ply: the number of turns played to reach position(), 0..turns().size().
    [[nodiscard]] std::size_t ply() const noexcept { return ply_; }

    /// Plays `text` (canonical move text or SAN: parse_any(), san.hpp) at the current ply and
    /// returns the turn. Throws ParseError for unreadable text, IllegalMove when it names no legal
    /// turn or the game is over (outcome()); the game is unchanged then.
    const PlayedTurn& play(std::string_view text);
    /// Plays the legal turn `m`; throws IllegalMove when it is not legal or the game is over.
    const PlayedTurn& play(const Move& m);
    /// Goes back one ply (the turn stays in turns() until another is played). Throws Error at ply 0.
    void takeback();
    /// Goes to ply `n`, 0..turns().size(). Throws Error beyond that.
    void go_to(std::size_t n);

    /// How the game stands at the current ply: Result::Ongoing while it goes on (with the check
    /// flag of game_status() in `status().check`).
    [[nodiscard]] GameOutcome outcome() const;
    /// The game status at the current ply as outcome() judges it (claimable draws not yet claimed
    /// leave it ongoing).
    [[nodiscard]] GameStatus status() const;
    /// The draw the side to move may claim now: Termination::Repetition or
    /// Termination::FiftyMoveRule, or Termination::None. Only where the variant's draws are claims
    /// and the game goes on.
    [[nodiscard]] Termination claimable_draw() const;
    /// Claims the draw claimable_draw() offers; returns false (and changes nothing) when there is
    /// none. The claim belongs to the current ply: takeback() or go_to() withdraws it.
    bool claim_draw();

private:
    /// Throws IllegalMove for `text` when the game is over.
    void refuse_if_over(std::string_view text) const;
    /// Plays `m` at the current ply and keeps it, dropping the turns after that ply.
    const PlayedTurn& record(const Move& m);

    Position start_;
    Position position_;
    std::vector<PlayedTurn> turns_;
    std::size_t ply_ = 0;
    std::optional<Termination> claim_; ///< a draw claimed at the current ply
};

} // namespace varia
