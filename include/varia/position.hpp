#pragma once
/// \file position.hpp
/// A position of any variant: cells (pieces and walls), hands, side to move, castling and
/// en-passant state, counters, the rule module's declared state (state.hpp), an incremental
/// Zobrist hash, and an undo stack so that push()/pop() restore every bit. Positions are created
/// from text (docs/notation.md "Position text") or from a variant's start, so a Position object
/// always satisfies the variant's structural rules. There are no public mutators besides push()
/// and pop(): rule modules change a position through the contexts they are handed
/// (rule_module.hpp).

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "varia/move.hpp"
#include "varia/piece.hpp"
#include "varia/square_set.hpp"
#include "varia/state.hpp"
#include "varia/variant.hpp"

namespace varia {

/// At most this many en-passant targets exist at once (a triple step makes two).
inline constexpr int max_en_passant_targets = 4;
/// The largest halfmove clock and fullmove number. Position text accepts no larger value, and
/// push() keeps both counters at it rather than passing it, so every reached position can be
/// written and read back (pop() restores the exact earlier values).
inline constexpr int max_move_counter = 1'000'000'000;

class Effects;
class PositionSetup;

/// A piece that one of a move's actions removed: where it stood, what it was, and its piece flags
/// (bit i set: the flag of plane i, StateField::slot of a PieceFlag field).
struct Capture {
    Square square;
    Piece piece;
    std::uint8_t flags;
};

class Position {
public:
    /// The variant's start position.
    [[nodiscard]] static Position start(VariantPtr variant);
    /// Parses position text (docs/notation.md). Throws ParseError naming the offending field and text.
    [[nodiscard]] static Position from_text(VariantPtr variant, std::string_view text);
    /// Canonical position text; from_text(v, p.text()).text() == p.text().
    [[nodiscard]] std::string text() const;

    [[nodiscard]] const Variant& variant() const noexcept { return *variant_; }
    [[nodiscard]] const VariantPtr& variant_ptr() const noexcept { return variant_; }

    /// What stands on `s`: a piece, Piece::wall(), or no piece.
    [[nodiscard]] Piece piece_at(Square s) const noexcept { return board_[s]; }
    /// Every cell, indexed by square (piece_at() of each).
    [[nodiscard]] const std::array<Piece, NoSquare>& cells() const noexcept { return board_; }
    /// Squares holding a piece or a wall.
    [[nodiscard]] const SquareSet& occupied() const noexcept { return occupied_; }
    /// Squares holding a piece of colour c (never a wall).
    [[nodiscard]] const SquareSet& pieces(Color c) const noexcept { return by_color_[index(c)]; }
    [[nodiscard]] SquareSet pieces(Color c, PieceTypeId t) const noexcept {
        return by_type_[t] & by_color_[index(c)];
    }
    /// Squares holding a wall (Piece::wall()).
    [[nodiscard]] const SquareSet& walls() const noexcept { return by_type_[wall_type]; }
    [[nodiscard]] Color side_to_move() const noexcept { return side_; }
    /// Castling rights: bit (16 * colour + file of the castling rook).
    [[nodiscard]] std::uint32_t castling_rights() const noexcept { return castling_; }
    /// En-passant target squares created by the last move (any order; may be empty).
    [[nodiscard]] std::span<const Square> en_passant_targets() const noexcept {
        return {ep_targets_.data(), ep_count_};
    }
    /// Square of the piece an en-passant capture takes (NoSquare when there are no targets). Where
    /// the variant's targets are independent (Variant::independent_en_passant) each target has its
    /// own victim: this is the first target's.
    [[nodiscard]] Square en_passant_victim() const noexcept { return ep_count_ > 0 ? ep_victims_[0] : NoSquare; }
    /// Square of the piece an en-passant capture onto `target` takes (NoSquare when `target` is
    /// not an en-passant target).
    [[nodiscard]] Square en_passant_victim(Square target) const noexcept {
        for (int i = 0; i < ep_count_; ++i)
            if (ep_targets_[i] == target) return ep_victims_[i];
        return NoSquare;
    }
    /// True when the side to move has a legal en-passant capture onto `target` (FIDE 9.2.3: only
    /// such targets make positions different, so only they enter the hash). Decided when the
    /// target is set, by playing the capture and asking the variant's legality predicate.
    [[nodiscard]] bool en_passant_legal(Square target) const noexcept {
        for (int i = 0; i < ep_count_; ++i)
            if (ep_targets_[i] == target) return (ep_legal_ >> i & 1U) != 0;
        return false;
    }
    [[nodiscard]] int halfmove_clock() const noexcept { return halfmove_; }
    [[nodiscard]] int fullmove_number() const noexcept { return fullmove_; }
    [[nodiscard]] int hand_count(Color c, PieceTypeId t) const noexcept { return hand_[index(c)][t]; }
    /// The royal piece of colour c when the variant has exactly one royal type and c has one such
    /// piece; NoSquare otherwise.
    [[nodiscard]] Square royal_square(Color c) const noexcept;
    /// Every royal piece of colour c, of every royal type.
    [[nodiscard]] SquareSet royal_pieces(Color c) const noexcept;

    /// The castling king of colour c standing on c's castling rank (CastlingRules::rank), or
    /// NoSquare. When there are several, the one on CastlingRules::king_file, else the last one in
    /// square order.
    [[nodiscard]] Square castling_king_square(Color c) const noexcept;

    // ---- declared state (Variant::state_fields) ----
    /// The value of a Counter field (0..max).
    [[nodiscard]] int state(StateFieldId field) const noexcept {
        return state_[variant_->state_fields[field].slot];
    }
    /// Colour c's value of a SideCounter or SideFlag field (0..max; flags 0 or 1).
    [[nodiscard]] int state(StateFieldId field, Color c) const noexcept {
        return state_[variant_->state_fields[field].slot + index(c)];
    }
    /// The squares of the pieces carrying a PieceFlag field.
    [[nodiscard]] const SquareSet& flagged(StateFieldId field) const noexcept {
        return flags_[variant_->state_fields[field].slot];
    }
    /// The piece flags of the piece on `s`: bit i for flag plane i (StateField::slot).
    [[nodiscard]] std::uint8_t piece_flags(Square s) const noexcept;
    /// Every value slot of declared state, for tests and snapshots.
    [[nodiscard]] const std::array<std::uint8_t, max_state_slots>& state_slots() const noexcept { return state_; }

    /// Incremental Zobrist hash; equals compute_hash() at all times.
    [[nodiscard]] std::uint64_t hash() const noexcept { return hash_; }
    /// The hash recomputed from scratch (for tests).
    [[nodiscard]] std::uint64_t compute_hash() const noexcept;

    /// True when a piece of colour `by` attacks `s` (could capture a piece standing there),
    /// considering only attacker types in `type_mask`. Generic reverse lookup over the variant's
    /// piece definitions; a piece confined to a region attacks nothing outside it, and with a grid
    /// (Variant::grid) nothing in its own cell. No allocation.
    [[nodiscard]] bool attacked(Square s, Color by, std::uint32_t type_mask = ~0U) const noexcept;

    /// Plays a move of the side to move (as produced by the move generator or a rule module): its
    /// actions in order, then the rule module's effects. No allocation while fewer than
    /// reserved_plies moves are on the undo stack (beyond that the stack grows like a std::vector).
    /// Throws CapacityError if a hand would hold more than 255 pieces of a type, and varia::Error if
    /// the rule module's effects do not fit the position (a mistake in the module); either way the
    /// position is left as it was.
    void push(const Move& m);
    /// Takes back the last pushed move, restoring every field and the hash bit for bit.
    /// Precondition: ply_count() > 0.
    void pop() noexcept;
    /// Moves pushed since the position was created.
    [[nodiscard]] std::size_t ply_count() const noexcept { return history_.size(); }
    [[nodiscard]] const Move& last_move() const noexcept { return history_.back().move; }
    /// The move pushed `back` plies before the last one (0: last_move()).
    /// Precondition: back < ply_count().
    [[nodiscard]] const Move& earlier_move(std::size_t back) const noexcept {
        return history_[history_.size() - 1 - back].move;
    }
    /// How often the current position occurred in this game's history (itself included), looking
    /// back only as far as the halfmove clock allows.
    [[nodiscard]] int repetition_count() const noexcept;

    static constexpr std::size_t reserved_plies = 1024;

private:
    friend class Effects;
    friend class PositionSetup;

    explicit Position(VariantPtr variant);

    struct Undo {
        // Filled by save_undo() field by field: the empty constructor keeps emplace_back() from
        // zeroing the entry first.
        Undo() noexcept {}
        Move move;
        Piece captured; ///< what the first action took on `to` (fast path)
        Piece moved;    ///< the piece the first action moved (fast path)
        Piece victim;   ///< the piece a Locust first action took on `aux` (fast path)
        /// With piece flags (fast path): the flags of `moved`, `captured` and `victim`.
        std::uint8_t moved_flags;
        std::uint8_t captured_flags;
        std::uint8_t victim_flags;
        /// How push() applied the move: the fast path alone, the fast path then logged effects,
        /// or logged edits only.
        enum class Path : std::uint8_t { Fast, FastThenLog, Log } path;
        std::uint8_t ep_count;
        std::uint32_t castling;
        std::array<Square, max_en_passant_targets> ep_targets;
        std::array<Square, max_en_passant_targets> ep_victims;
        std::uint32_t log_begin; ///< the first entry of log_ this move wrote (paths with a log)
        std::uint64_t ep_key;
        std::uint8_t ep_legal;
        int halfmove;
        int fullmove;
        std::uint64_t hash;
    };
    /// One logged change to the board, a hand or declared state, with what it overwrote.
    struct Edit {
        enum class Op : std::uint8_t { Put, Remove, Change, Hand, Flag, State };
        Op op;
        std::uint8_t square; ///< Put, Remove, Change, Flag: the square; Hand: the colour
        std::uint8_t a;      ///< Remove, Change: the old piece code; Hand: the type; Flag: the plane; State: the slot
        std::uint8_t b;      ///< Remove: the old piece flags; Hand: the old count; Flag: the old bit; State: the old value
    };
    /// A std::vector that keeps room for `reserve` elements, copies included, so push() on a copy
    /// does not allocate either.
    template <class T, std::size_t reserve_n>
    struct ReservedVector : std::vector<T> {
        ReservedVector() { this->reserve(reserve_n); }
        ReservedVector(const ReservedVector& o) : std::vector<T>() {
            this->reserve(std::max(reserve_n, o.size()));
            this->assign(o.begin(), o.end());
        }
        ReservedVector(ReservedVector&&) noexcept = default;
        ReservedVector& operator=(const ReservedVector& o) {
            if (this != &o) {
                this->reserve(std::max(reserve_n, o.size()));
                this->assign(o.begin(), o.end());
            }
            return *this;
        }
        ReservedVector& operator=(ReservedVector&&) noexcept = default;
    };

    static bool parse_state_field(Position& pos, std::string_view field, std::size_t where, std::uint32_t& seen);
    /// Pushes the undo entry of `m` with the state every move restores.
    Undo& save_undo(const Move& m);
    /// The first action of `m` by the fast path (single piece moves and drops).
    void apply_fast(const Move& m, Undo& u, Color us);
    void undo_fast(const Undo& u, Color us) noexcept;
    /// The fast path where pieces carry flags: the flags go with the pieces the move moves or takes.
    void apply_fast_flagged(const Move& m, Undo& u, Color us);
    void undo_fast_flagged(const Undo& u, Color us) noexcept;
    /// Clears and returns the piece flags on `s` (hash included).
    std::uint8_t take_flags(Square s) noexcept;
    /// One action by the logged, general path.
    void apply_action(const Action& a, Color us);
    void undo_log(std::size_t begin) noexcept;
    void apply_effects(const Move& m, Undo& u, Color us);
    void abandon_push(Color us) noexcept;

    // The raw cell primitives (hashed, not logged).
    void put(Piece p, Square s) noexcept;
    void remove(Square s) noexcept;
    // The logged primitives of the general path and of rule-module contexts.
    void edit_put(Piece p, Square s, std::uint8_t flags);
    Piece edit_remove(Square s, std::uint8_t& flags);
    void edit_change(Square s, Piece p);
    void edit_hand(Color c, PieceTypeId t, int delta);
    void edit_flag(int plane, Square s, bool on);
    void edit_state(int slot, int value);
    /// Removes a piece an action takes, recording it as a capture of the move.
    void capture_at(Square s);
    void set_flag_bits(Square s, std::uint8_t flags) noexcept;

    void set_en_passant(std::span<const Square> targets, Square victim) noexcept;
    void set_en_passant(std::span<const Square> targets, std::span<const Square> victims) noexcept;
    /// Finds which en-passant targets a legal capture can use (ep_legal_) and returns the sum of
    /// their keys. Plays each candidate capture and takes it back: the position is unchanged.
    [[nodiscard]] std::uint64_t settle_en_passant() noexcept;
    [[nodiscard]] bool en_passant_capture_legal(Square from, Square target, Square victim) noexcept;
    /// Of the targets in `candidates` (bit i: ep_targets_[i]), those a legal turn of the side to
    /// move takes en passant on, as generate_legal() lists the turns.
    [[nodiscard]] std::uint8_t en_passant_used_by_legal_turns(std::uint8_t candidates) noexcept;
    void compute_castling_masks() noexcept;
    void lose_rights_for_king_move(const Move& m, Color us) noexcept;
    void gain_rights_for_drops(const Move& m, Color us) noexcept;
    void clear_castling(std::uint32_t lost) noexcept;

    VariantPtr variant_;
    std::array<Piece, NoSquare> board_{};
    SquareSet occupied_;
    std::array<SquareSet, 2> by_color_{};
    std::array<SquareSet, max_piece_types> by_type_{};
    std::array<std::array<std::uint8_t, max_piece_types>, 2> hand_{};
    Color side_ = Color::White;
    std::uint32_t castling_ = 0;
    std::array<Square, max_en_passant_targets> ep_targets_{};
    std::uint8_t ep_count_ = 0;
    std::array<Square, max_en_passant_targets> ep_victims_{};
    std::uint64_t ep_key_ = 0;  ///< the en-passant part of hash_ (settle_en_passant() when last set)
    std::uint8_t ep_legal_ = 0; ///< bit i: a legal capture can use ep_targets_[i]
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t hash_ = 0;
    bool castling_as_files_ = false; ///< rights were written as file letters (Shredder-FEN)
    /// Positions of variants whose pieces carry flags (their fast path moves the flags along) or
    /// that run module effects; cached from the variant.
    bool flagged_ = false;
    bool module_effects_ = false;
    bool plain_ = true; ///< neither: the fast path alone serves single-piece moves and drops
    std::array<std::uint32_t, NoSquare> castling_clear_{};
    std::array<std::uint8_t, max_state_slots> state_{};
    std::array<SquareSet, max_piece_flags> flags_{};
    ReservedVector<Undo, reserved_plies> history_;
    ReservedVector<Edit, 2048> log_;
    /// What the move being pushed has done so far (general path and effects): its captures, the
    /// squares its multi-steps passed, the castling rights its edits cleared, whether the
    /// halfmove clock restarts.
    struct Pending {
        static constexpr int max_captures = 16;
        std::array<Capture, max_captures> captures;
        std::uint8_t capture_count;
        std::array<Square, 2 * max_en_passant_targets> passed;
        std::array<Square, 2 * max_en_passant_targets> passed_by; ///< the piece that passed each
        std::uint8_t passed_count;
        std::uint32_t lost_castling;
        bool reset_clock;
    };
    Pending pending_{};
};

} // namespace varia
