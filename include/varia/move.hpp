#pragma once
/// \file move.hpp
/// Moves (one whole turn) and fixed-capacity move lists. A move is a few bytes with all its side
/// effects spelled out, so make/unmake needs no search and no heap allocation.

#include <array>
#include <cstddef>
#include <cstdint>

#include "varia/errors.hpp"
#include "varia/piece.hpp"
#include "varia/square.hpp"

namespace varia {

enum class MoveKind : std::uint8_t {
    Normal,    ///< a piece goes from `from` to `to`, taking whatever enemy piece stands there
    MultiStep, ///< a pawn-like initial multi-step; `aux` is the direction id stepped along
    EnPassant, ///< a capture onto an en-passant target; `aux` is the square of the taken piece
    Castling,  ///< king `from` → `to`; `aux` is the castling rook's start square
    Drop,      ///< piece of type `piece` from the hand onto `to` (`from` unused)
    /// A two-leg locust move (XBetza `caf`): the piece goes from `from` to `to`, taking the enemy
    /// piece on `aux` on the way (the victim) and whatever enemy piece stands on `to`.
    Locust,
    /// A turn of several actions, for variants whose rule module generates its turns
    /// (RuleHooks::generate_turns): first, when `promotion` is not Move::no_square, the variant's
    /// Variant::placement_type is dropped from the hand onto square `promotion`; then the piece on
    /// `from` steps to `to`, taking whatever stands there; then RuleHooks::apply_effects makes the
    /// move's side effects. `aux` is a square the mover chose for a side effect (a remote capture),
    /// or Move::no_square. Written `G@c7,c7c6`, `d7d8xb5` (notation.md).
    Compound,
    /// A set of simultaneous actions by distinct pieces (ActionTurn below), for variants whose
    /// rule module lists legal turns itself (RuleHooks::generate_legal_turns; laser-chess.md §B).
    /// The turn is kept in a side table of the position that generated it (Position::store_action_turn);
    /// `promotion` and `aux` hold its 16-bit index there, `from` and `to` those of its first action.
    ActionSet,
};

/// What one action of an ActionSet turn does (laser-chess.md §B, §C).
enum class ActionKind : std::uint8_t {
    Step,      ///< the piece goes `from` → `to` (promoting to `promotion` unless no_promotion),
               ///< taking whatever stands on `to`, of either colour (an escaping king takes its own)
    Castling,  ///< king `from` → `to`; `aux` is the castling rook's start square
    EnPassant, ///< pawn `from` → `to` (empty); `aux` is the square of the pawn it takes
    Shot,      ///< the piece on `from` stays; `to` is the square of the piece it hits
    Deterrence ///< the piece on `from` stays (`to` == `from`); bit d of `aux` marks a hit neighbour in
               ///< direction d (0 north, 1 east, 2 south, 3 west)
};

/// One action of an ActionSet turn.
struct Action {
    std::uint8_t from;
    std::uint8_t to;
    ActionKind kind;
    std::uint8_t promotion; ///< promoted type of a Step, or Move::no_promotion (0xFF)
    std::uint8_t aux;
    friend constexpr bool operator==(const Action&, const Action&) noexcept = default;
};

/// A turn of simultaneous actions, in the order its text lists them.
struct ActionTurn {
    static constexpr int max_actions = 3;
    std::uint8_t count;
    std::array<Action, max_actions> actions;
};

/// One turn. Build with aggregate syntax: Move{from, to, kind, promotion, aux}.
struct Move {
    static constexpr std::uint8_t no_promotion = 0xFF;
    /// "No square" in the square bytes of a Compound move (so such moves cannot name p16).
    static constexpr std::uint8_t no_square = 0xFF;

    // No default member initialisers: Move stays trivial, so a MoveList costs nothing to create.
    std::uint8_t from;
    std::uint8_t to;
    MoveKind kind;
    std::uint8_t promotion; ///< promoted type, or no_promotion; for drops, the dropped type
    std::uint8_t aux;

    [[nodiscard]] constexpr Square from_square() const noexcept { return from; }
    [[nodiscard]] constexpr Square to_square() const noexcept { return to; }
    [[nodiscard]] constexpr bool is_promotion() const noexcept {
        return kind != MoveKind::Drop && kind != MoveKind::Compound && promotion != no_promotion;
    }
    friend constexpr bool operator==(const Move&, const Move&) noexcept = default;
};

/// A fixed-capacity list of moves (no heap allocation).
class MoveList {
public:
    static constexpr std::size_t capacity = 16384;

    /// Appends `m`. Throws CapacityError when the list already holds `capacity` moves.
    void push_back(const Move& m) {
        if (size_ == capacity) throw CapacityError("move list: more than 16384 moves in one position");
        moves_[size_++] = m;
    }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    void clear() noexcept { size_ = 0; }
    /// Removes the move at index i by moving the last move into its place (order not kept).
    void swap_remove(std::size_t i) noexcept { moves_[i] = moves_[--size_]; }
    [[nodiscard]] const Move& operator[](std::size_t i) const noexcept { return moves_[i]; }
    [[nodiscard]] Move& operator[](std::size_t i) noexcept { return moves_[i]; }
    [[nodiscard]] const Move* begin() const noexcept { return moves_.data(); }
    [[nodiscard]] const Move* end() const noexcept { return moves_.data() + size_; }
    [[nodiscard]] Move* begin() noexcept { return moves_.data(); }
    [[nodiscard]] Move* end() noexcept { return moves_.data() + size_; }

private:
    std::size_t size_ = 0;
    std::array<Move, capacity> moves_;
};

} // namespace varia
