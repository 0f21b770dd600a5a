#pragma once
/// \file errors.hpp
/// The one error hierarchy of Varia. Every error thrown at an API boundary derives
/// from varia::Error; hot paths (move generation, push/pop, attack tests) never throw,
/// except CapacityError when a fixed-size buffer would overflow.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "varia/square.hpp"

namespace varia {

/// How every error message shows the input it quotes: at most `limit` bytes of `text` (after them
/// "..." and the input's whole length in bytes), each byte that is not printable ASCII written as
/// `\xNN`. The error object keeps the whole input where it has a field for it (ParseError::text(),
/// IllegalMove::move_text()); only the message is shortened.
[[nodiscard]] std::string shown(std::string_view text, std::size_t limit = 64);

/// Base of every error Varia throws.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Malformed text: a position, a move, a square name, a variant definition.
/// `text()` is the offending text, `where()` its character offset inside the whole input that was
/// parsed (position text or move text; 0 where the whole input is at fault),
/// `field()` the name of the field that failed (e.g. "castling", "placement").
class ParseError : public Error {
public:
    ParseError(std::string field, std::string text, std::string message, std::size_t where = 0)
        : Error(field + ": " + message), field_(std::move(field)), text_(std::move(text)), where_(where) {}
    [[nodiscard]] const std::string& field() const noexcept { return field_; }
    [[nodiscard]] const std::string& text() const noexcept { return text_; }
    [[nodiscard]] std::size_t where() const noexcept { return where_; }

private:
    std::string field_;
    std::string text_;
    std::size_t where_;
};

/// Why move text names no legal move (explain.hpp: explain_move(), reason_name()). `Legal` is
/// the answer for a legal move; `Unexplained` is the reason of an IllegalMove built without one.
enum class IllegalReason : std::uint8_t {
    Legal,                 ///< the move is legal
    Malformed,             ///< not move text at all (the ParseError's words)
    NoPiece,               ///< no piece on the from square (or none of that type in hand)
    NotYourPiece,          ///< the piece on the from square belongs to the side not to move
    WrongMovement,         ///< the piece does not move that way
    PathBlocked,           ///< a rider's or multi-step's path passes an occupied square
    TargetOccupied,        ///< the target square holds a piece the mover may not take (its own, or one never taken)
    LeavesRoyalAttacked,   ///< after it a royal piece of the mover is attacked
    CastlingNotAllowed,    ///< no castling right, or pieces between king, rook and their targets
    CastlingThroughAttack, ///< the king castles out of, through or into an attacked square
    ChecksNotAllowed,      ///< it attacks the enemy royal piece where the variant forbids checks
    FlyingGeneral,         ///< it leaves the two royal pieces facing on an open file
    MustCapture,           ///< a capture is compulsory and this move takes nothing
    MustDrop,              ///< a drop is compulsory and this move is not one
    RoyalMoveInCheck,      ///< in check the royal piece may only take the one checker
    VariantRule,           ///< the variant's rule module refuses the turn
    GameOver,              ///< the game has ended: no move is legal
    Ambiguous,             ///< the input matches several legal moves (IllegalMove::candidates())
    Unexplained,           ///< illegal, without a more precise reason
};

/// Well-formed move text that names no legal move of the position. The position is unchanged.
/// `reason()` says why and `explanation()` in words (without the "illegal move" prefix that
/// what() carries); `square()` is the square the explanation names (the blocker, an attacker, the
/// attacked castling square…) or NoSquare; `candidates()` lists the move texts an Ambiguous input
/// matches. Build an ambiguous one with
/// `IllegalMove(text, message, IllegalReason::Ambiguous, NoSquare, {"Nbd2", "Nfd2"})`.
class IllegalMove : public Error {
public:
    IllegalMove(std::string move_text, const std::string& message, IllegalReason reason = IllegalReason::Unexplained,
                Square square = NoSquare, std::vector<std::string> candidates = {}, std::string explanation = {})
        : Error(message), move_text_(std::move(move_text)), reason_(reason), square_(square),
          candidates_(std::move(candidates)), explanation_(std::move(explanation)) {}
    [[nodiscard]] const std::string& move_text() const noexcept { return move_text_; }
    [[nodiscard]] IllegalReason reason() const noexcept { return reason_; }
    [[nodiscard]] Square square() const noexcept { return square_; }
    [[nodiscard]] const std::vector<std::string>& candidates() const noexcept { return candidates_; }
    /// The reason in words (empty when none was given: then only what() speaks).
    [[nodiscard]] const std::string& explanation() const noexcept { return explanation_; }

private:
    std::string move_text_;
    IllegalReason reason_;
    Square square_;
    std::vector<std::string> candidates_;
    std::string explanation_;
};

/// Unknown variant, unknown rule option, or an option value of the wrong type.
class OptionError : public Error {
public:
    using Error::Error;
};

/// A fixed-size buffer (a MoveList, the direction table of a board) would overflow.
class CapacityError : public Error {
public:
    using Error::Error;
};

} // namespace varia
