#pragma once
/// \file explain.hpp
/// Why a move is illegal: for move text in a position, what is wrong in a reason code
/// (IllegalReason, errors.hpp) and in words. Only the error path pays for it: the move generator
/// and perft never call it; parse_move() calls it once it has found no legal move.

#include <optional>
#include <string>
#include <string_view>

#include "varia/errors.hpp"
#include "varia/move.hpp"
#include "varia/position.hpp"

namespace varia {

/// What explain_move() found. `square` is the square the message names where one is at fault:
/// the blocker of a path, a piece attacking the royal piece or the castling king's square, the
/// from square of a missing or foreign piece; NoSquare otherwise.
struct MoveExplanation {
    IllegalReason reason = IllegalReason::Unexplained;
    std::string message; ///< e.g. "castling through the attacked square f1 (attacked by the bishop on c4)"
    Square square = NoSquare;
};

/// Why `move_text` is not a legal move of `pos`, or IllegalReason::Legal ("legal") when it is.
/// Malformed text gives IllegalReason::Malformed and the ParseError's message. A turn its rule
/// module refuses gets the module's own words (its explain_refusal part, rule_module.hpp). For a
/// turn of several actions that no candidate turn or module rule explains, the actions are judged
/// in order, each on the board the ones before it leave (all on `pos` where the variant's actions
/// are a set, Variant::unordered_actions), and the message names the first impossible one by its
/// number and text ("action 2 (c1c3): ..."); judging stops at an action only a module understands
/// (a shot, a wall). Otherwise "forbidden by the variant's rules (module NAME)". `pos` is not
/// changed (the work happens on a copy). Allocates; may throw varia::Error from a rule module.
[[nodiscard]] MoveExplanation explain_move(const Position& pos, std::string_view move_text);

/// The stable machine name of a reason, snake_case ("path_blocked", "leaves_royal_attacked"), for
/// JSON and scripts.
[[nodiscard]] std::string reason_name(IllegalReason reason);

/// For rule modules' explain_refusal parts: the candidate turn of `pos` (generate_pseudo_legal(),
/// or the core's single actions where the module lists legal turns itself) whose text is
/// `move_text`, legal or not; nullopt when there is none or the text is malformed. `pos` is
/// unchanged on return.
[[nodiscard]] std::optional<Move> candidate_turn(Position& pos, std::string_view move_text);

} // namespace varia
