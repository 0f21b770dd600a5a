#pragma once
/// \file status.hpp
/// Game status: whether the game is over, its result and the reason, judged from the position and
/// the game's own history (the moves pushed since the position was created).

#include <string>

#include "varia/position.hpp"

namespace varia {

enum class Result { Ongoing, WhiteWins, BlackWins, Draw };

enum class Termination {
    None,                 ///< the game goes on
    Checkmate,            ///< no legal move and in check: the side to move loses
    Stalemate,            ///< no legal move, not in check: draw
    InsufficientMaterial, ///< no sequence of legal moves can mate (DrawRules::fide_insufficient_material)
    FiftyMoveRule,        ///< halfmove clock reached DrawRules::fifty_move_plies
    Repetition,           ///< the position occurred DrawRules::repetition_count times
    RoyalCaptured,        ///< the side to move has lost its royal piece (taken, exploded): it loses
    CheckLimit,           ///< a side has given the number of checks that wins (a rule module's count)
    Extinction,           ///< a side has too few pieces of a type left (GoalRules::extinction)
    FlagReached,          ///< a side's flag piece has reached its region (GoalRules::flag)
    Connected,            ///< a side has its pieces in a row (GoalRules::connect)
    MaterialCount,        ///< the game was stopped and the material on the board decides (a rule module's count: janggi)
    Counting,             ///< an ending's count passed its limit: draw (CountingRules, varia/honour_counting.hpp)
};

struct GameStatus {
    Result result = Result::Ongoing;
    Termination termination = Termination::None;
    bool check = false; ///< the side to move is in check (the variant's in_check())
};

/// The status of `pos`: the rule module's game_end part when it has one, else
/// standard_game_status(pos). `pos` is unchanged on return (used as scratch space by the move
/// generator).
[[nodiscard]] GameStatus game_status(Position& pos);

/// The variant's data rules: the immediate game ends (immediate_game_end()); a side to move
/// whose royal piece is gone (variants with one royal type and royals_per_side > 0) has lost;
/// then checkmate (scored by GoalRules::checkmate), and stalemate (scored by
/// DrawRules::stalemate); then the draw rules of DrawRules (insufficient material, the
/// fifty-move rule, repetition). A building block for rule modules' game_end parts.
[[nodiscard]] GameStatus standard_game_status(Position& pos);

/// The game ends of GoalRules that the position shows by itself (extinction, a flag reached),
/// which leave it without legal moves; Result::Ongoing when none applies. The flag rule's last
/// chance (FlagRule::last_chance) is judged here too: it lists the legal moves of the side to move
/// only in that case. `pos` is unchanged on return.
[[nodiscard]] GameStatus immediate_game_end(Position& pos);

/// Machine-readable reason: "ongoing", "checkmate", "stalemate", "insufficient_material",
/// "fifty_move_rule", "repetition", "royal_captured", "check_limit", "extinction", "flag", "connect",
/// "material_count", "counting".
[[nodiscard]] std::string termination_name(Termination t);
/// termination_name(), except "check" for a game that goes on with the side to move in check
/// (Prisoner's Escape reports it: docs/variants/prisoners-escape.md, "End of the game"; the
/// `varia play` status line).
[[nodiscard]] std::string status_name(const GameStatus& status);
/// "1-0", "0-1", "1/2-1/2" or "*".
[[nodiscard]] std::string result_text(Result r);

} // namespace varia
