#pragma once
/// \file move.hpp
/// Moves and move lists. A Move is one whole turn: an ordered list of one to Move::max_actions
/// primitive actions, held inline, so a move is a self-contained value: it can be compared, copied
/// into a game record, printed and played on any equal position. Position::push() applies the
/// actions in order (then the rule module's effects); Position::pop() undoes all of it.
///
/// The first action lives in the move's own fields (`from`, `to`, `kind`, `piece`, `aux`), so a
/// single-action move — what the core generator produces for every data variant — is written and
/// read as before: `m.from`, `m.to`, `m.kind`.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>

#include "varia/errors.hpp"
#include "varia/piece.hpp"
#include "varia/square.hpp"

namespace varia {

/// What one action does. Squares are board squares (0..255); "the piece" is whatever stands there.
enum class MoveKind : std::uint8_t {
    /// The piece on `from` goes to `to`, taking whatever stands there; it becomes type `piece`
    /// unless `piece` is Move::no_piece (promotion).
    Normal,
    /// As Normal onto an empty square, by a pawn-like piece passing squares along direction `aux`
    /// (a DirectionId): the squares passed become en-passant targets.
    MultiStep,
    /// The piece on `from` goes to the empty square `to` and takes the piece on square `aux`.
    EnPassant,
    /// The castling king on `from` goes to `to` and the rook on square `aux` to its castling square.
    Castling,
    /// A piece of type `piece` goes from the mover's hand onto the empty square `to` (`from` unused).
    Drop,
    /// A two-leg locust move (XBetza `caf`): the piece on `from` goes to `to`, taking the piece on
    /// square `aux` on the way (the victim) and whatever stands on `to`.
    Locust,
    /// The piece with code `piece` (Piece::code(), any colour, or Piece::wall()) appears on the
    /// empty square `to` from nowhere (`from` unused).
    Place,
    /// The piece on `to` is removed: to nowhere (`aux` = Move::to_nowhere) or into the mover's
    /// hand (`aux` = Move::to_mover_hand: as a piece of the mover, of the type it has on the board; a
    /// module that demotes captured pieces does so in its effects, as crazyhouse does).
    Remove,
    /// The piece on `to` becomes the piece with code `piece` (type and colour), keeping its flags.
    Change,
    /// The piece on `from` acts on square `to` without moving (a shot, a deterrence): nothing on
    /// the board changes; the rule module's effects read it. `aux` is the module's own datum.
    Target,
    /// Piece flag `aux` (a StateField index) of the piece on `to` is set (`piece` 1) or cleared (0).
    Flag,
    /// Declared state slot `aux` takes the value `piece` (the slot is StateField::slot, +1 for
    /// Black's value of a per-side field; a Flag action names the field instead, since a piece
    /// flag's plane is not a value slot).
    State,
};

/// One action of a move (see MoveKind for what each field means for each kind).
struct Action {
    std::uint8_t from;
    std::uint8_t to;
    MoveKind kind;
    std::uint8_t piece;
    std::uint8_t aux;
    friend constexpr bool operator==(const Action&, const Action&) noexcept = default;
};

/// One turn: 1..max_actions actions, applied in order. Trivially copyable; 32 bytes.
/// Build a single action with Move::single(), a longer turn with append().
struct Move {
    static constexpr int max_actions = 6;
    /// "No promotion" in the `piece` byte of a Normal, MultiStep, EnPassant or Locust action.
    static constexpr std::uint8_t no_piece = 0xFF;
    static constexpr std::uint8_t no_promotion = no_piece;
    /// Where a Remove action sends the piece (its `aux` byte).
    static constexpr std::uint8_t to_nowhere = 0;
    static constexpr std::uint8_t to_mover_hand = 1;

    // The first action. No default member initialisers: Move stays trivial, so the generator
    // writes only the bytes it needs.
    std::uint8_t from;
    std::uint8_t to;
    MoveKind kind;
    std::uint8_t piece; ///< promotion type, dropped type, placed piece code... (MoveKind)
    std::uint8_t aux;
    std::uint8_t extra; ///< number of actions after the first, 0..max_actions-1
    std::uint8_t reserved_;
    std::array<Action, max_actions - 1> rest; ///< rest[0..extra) are the further actions

    /// A move of the one action {from, to, kind, piece, aux}.
    [[nodiscard]] static constexpr Move single(Square from, Square to, MoveKind kind,
                                               std::uint8_t piece = no_piece, std::uint8_t aux = 0) noexcept {
        Move m{};
        m.from = static_cast<std::uint8_t>(from);
        m.to = static_cast<std::uint8_t>(to);
        m.kind = kind;
        m.piece = piece;
        m.aux = aux;
        return m;
    }
    /// A move of the given actions (1..max_actions). Throws CapacityError for more, Error for none.
    [[nodiscard]] static Move of(std::span<const Action> actions);

    [[nodiscard]] constexpr Square from_square() const noexcept { return from; }
    [[nodiscard]] constexpr Square to_square() const noexcept { return to; }
    [[nodiscard]] constexpr int action_count() const noexcept { return 1 + extra; }
    /// Action i, 0 <= i < action_count().
    [[nodiscard]] constexpr Action action(int i) const noexcept {
        return i == 0 ? Action{from, to, kind, piece, aux} : rest[static_cast<std::size_t>(i - 1)];
    }
    /// Appends an action. Throws CapacityError when the move already has max_actions.
    void append(const Action& a) {
        if (extra + 1 >= max_actions)
            throw CapacityError("move: more than " + std::to_string(max_actions) + " actions in one turn");
        rest[extra++] = a;
    }
    /// True for a single Normal, MultiStep, EnPassant or Locust action that promotes.
    [[nodiscard]] constexpr bool is_promotion() const noexcept {
        return piece != no_piece &&
               (kind == MoveKind::Normal || kind == MoveKind::MultiStep || kind == MoveKind::Locust ||
                kind == MoveKind::EnPassant);
    }
    /// Equal actions in the same order.
    friend constexpr bool operator==(const Move& a, const Move& b) noexcept {
        if (a.from != b.from || a.to != b.to || a.kind != b.kind || a.piece != b.piece || a.aux != b.aux ||
            a.extra != b.extra)
            return false;
        for (int i = 0; i < a.extra; ++i)
            if (!(a.rest[static_cast<std::size_t>(i)] == b.rest[static_cast<std::size_t>(i)])) return false;
        return true;
    }
};
static_assert(sizeof(Move) == 32);

/// A list of moves in one heap block that grows on demand and is reused: generating into a list
/// that already has room allocates nothing (perft keeps one list per ply). At most max_size moves.
class MoveList {
public:
    static constexpr std::size_t initial_capacity = 256;
    static constexpr std::size_t max_size = std::size_t{1} << 20;

    MoveList() : moves_(new Move[initial_capacity]), capacity_(initial_capacity) {}
    MoveList(const MoveList& o) : moves_(new Move[o.capacity_]), size_(o.size_), capacity_(o.capacity_) {
        std::copy(o.begin(), o.end(), moves_.get());
    }
    /// A moved-from list is empty and still usable.
    MoveList(MoveList&& o) noexcept
        : moves_(std::move(o.moves_)), size_(std::exchange(o.size_, 0)), capacity_(std::exchange(o.capacity_, 0)) {}
    MoveList& operator=(const MoveList& o) {
        if (this != &o) *this = MoveList(o);
        return *this;
    }
    MoveList& operator=(MoveList&& o) noexcept {
        moves_ = std::move(o.moves_);
        size_ = std::exchange(o.size_, 0);
        capacity_ = std::exchange(o.capacity_, 0);
        return *this;
    }
    ~MoveList() = default;

    /// Appends `m`. Throws CapacityError when the list already holds max_size moves.
    void push_back(const Move& m) {
        if (size_ == capacity_) [[unlikely]] grow();
        moves_[size_++] = m;
    }
    /// Appends the single action {from, to, kind, piece, aux} (the generator's fast path: writes
    /// only the first action's bytes). Throws CapacityError like push_back().
    void add(Square from, Square to, MoveKind kind, std::uint8_t piece, std::uint8_t aux) {
        if (size_ == capacity_) [[unlikely]] grow();
        Move& m = moves_[size_++];
        m.from = static_cast<std::uint8_t>(from);
        m.to = static_cast<std::uint8_t>(to);
        m.kind = kind;
        m.piece = piece;
        m.aux = aux;
        m.extra = 0;
    }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    void clear() noexcept { size_ = 0; }
    /// Removes the moves from index n on.
    void truncate(std::size_t n) noexcept { size_ = n < size_ ? n : size_; }
    /// Removes the move at index i by moving the last move into its place (order not kept).
    void swap_remove(std::size_t i) noexcept { moves_[i] = moves_[--size_]; }
    [[nodiscard]] const Move& operator[](std::size_t i) const noexcept { return moves_[i]; }
    [[nodiscard]] Move& operator[](std::size_t i) noexcept { return moves_[i]; }
    [[nodiscard]] const Move* begin() const noexcept { return moves_.get(); }
    [[nodiscard]] const Move* end() const noexcept { return moves_.get() + size_; }
    [[nodiscard]] Move* begin() noexcept { return moves_.get(); }
    [[nodiscard]] Move* end() noexcept { return moves_.get() + size_; }

private:
    void grow();

    std::unique_ptr<Move[]> moves_;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

/// A move list lent for one scope from a pool this thread keeps, empty when lent: a rule module's
/// part or a building block that needs a list for a moment allocates nothing once the pool is
/// warm. Leases end in the reverse order of their start (declare it as a local variable), so
/// nested leases, including those of a listing that calls back into a module that takes one
/// itself, each get a list of their own. Not copyable; one thread only.
class ScratchMoveList {
public:
    ScratchMoveList();
    ~ScratchMoveList();
    ScratchMoveList(const ScratchMoveList&) = delete;
    ScratchMoveList& operator=(const ScratchMoveList&) = delete;
    [[nodiscard]] MoveList& operator*() const noexcept { return *list_; }
    [[nodiscard]] MoveList* operator->() const noexcept { return list_; }

private:
    MoveList* list_;
};

} // namespace varia
