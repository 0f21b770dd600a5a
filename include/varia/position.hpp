#pragma once
/// \file position.hpp
/// A position of any variant: cells, hands, side to move, castling and en-passant state,
/// counters, an incremental Zobrist hash, and an undo stack so that push()/pop() restore every
/// bit (design.md layer 3). Positions are created from text (notation.md) or from a variant's
/// start, so a Position object always satisfies the variant's structural rules.

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
#include "varia/variant.hpp"

namespace varia {

/// At most this many en-passant targets exist at once (a triple step makes two).
inline constexpr int max_en_passant_targets = 4;

class Position {
public:
    /// The variant's start position.
    [[nodiscard]] static Position start(VariantPtr variant);
    /// Parses position text (notation.md). Throws ParseError naming the offending field and text.
    [[nodiscard]] static Position from_text(VariantPtr variant, std::string_view text);
    /// Canonical position text; from_text(v, p.text()).text() == p.text().
    [[nodiscard]] std::string text() const;

    [[nodiscard]] const Variant& variant() const noexcept { return *variant_; }
    [[nodiscard]] const VariantPtr& variant_ptr() const noexcept { return variant_; }

    [[nodiscard]] Piece piece_at(Square s) const noexcept { return board_[s]; }
    [[nodiscard]] const SquareSet& occupied() const noexcept { return occupied_; }
    [[nodiscard]] const SquareSet& pieces(Color c) const noexcept { return by_color_[index(c)]; }
    [[nodiscard]] SquareSet pieces(Color c, PieceTypeId t) const noexcept {
        return by_type_[t] & by_color_[index(c)];
    }
    [[nodiscard]] Color side_to_move() const noexcept { return side_; }
    /// Castling rights: bit (16 * colour + file of the castling rook).
    [[nodiscard]] std::uint32_t castling_rights() const noexcept { return castling_; }
    /// En-passant target squares created by the last move (any order; may be empty).
    [[nodiscard]] std::span<const Square> en_passant_targets() const noexcept {
        return {ep_targets_.data(), ep_count_};
    }
    /// Square of the piece an en-passant capture takes (NoSquare when there are no targets).
    [[nodiscard]] Square en_passant_victim() const noexcept { return ep_victim_; }
    [[nodiscard]] int halfmove_clock() const noexcept { return halfmove_; }
    [[nodiscard]] int fullmove_number() const noexcept { return fullmove_; }
    [[nodiscard]] int hand_count(Color c, PieceTypeId t) const noexcept { return hand_[index(c)][t]; }
    /// The royal piece of colour c when the variant has exactly one royal type and c has one such
    /// piece; NoSquare otherwise.
    [[nodiscard]] Square royal_square(Color c) const noexcept;

    /// The castling king of colour c standing on c's castling rank (CastlingRules::rank), or
    /// NoSquare. The last one in square order when there are several.
    [[nodiscard]] Square castling_king_square(Color c) const noexcept;

    /// Incremental Zobrist hash; equals compute_hash() at all times.
    [[nodiscard]] std::uint64_t hash() const noexcept { return hash_; }
    /// The hash recomputed from scratch (for tests).
    [[nodiscard]] std::uint64_t compute_hash() const noexcept;

    /// True when a piece of colour `by` attacks `s` (could capture a piece standing there),
    /// considering only attacker types in `type_mask`. Generic reverse lookup over the variant's
    /// piece definitions; no allocation.
    [[nodiscard]] bool attacked(Square s, Color by, std::uint32_t type_mask = ~0U) const noexcept;

    /// Plays a pseudo-legal move of the side to move (as produced by the move generator).
    /// No allocation while fewer than reserved_plies moves are on the undo stack (beyond that the
    /// stack grows like a std::vector).
    void push(const Move& m);
    /// Takes back the last pushed move, restoring every field and the hash bit for bit.
    /// Precondition: ply_count() > 0.
    void pop() noexcept;
    /// Moves pushed since the position was created.
    [[nodiscard]] std::size_t ply_count() const noexcept { return history_.size(); }
    [[nodiscard]] const Move& last_move() const noexcept { return history_.back().move; }
    /// How often the current position occurred in this game's history (itself included), looking
    /// back only as far as the halfmove clock allows.
    [[nodiscard]] int repetition_count() const noexcept;

    static constexpr std::size_t reserved_plies = 1024;

    // ---- rule-module state (Variant::state_fields) and side effects (MoveKind::Compound) ----
    /// At most this many pieces one Compound move may remove by side effects.
    static constexpr int max_effect_removals = 8;
    /// A removal made by a side effect: the square and the piece that stood there.
    struct Removal {
        Square square;
        Piece piece;
    };
    /// The per-side counter of colour c (0 unless the variant's rule module keeps one).
    [[nodiscard]] int side_counter(Color c) const noexcept { return counters_[index(c)]; }
    /// The rule flags (bit 0 is written as Variant::state_fields.flag_name; 0 by default).
    [[nodiscard]] std::uint8_t rule_flags() const noexcept { return flags_; }
    /// Sets a side counter (0..15), keeping the hash. For RuleHooks::apply_effects and validate.
    void set_side_counter(Color c, int value) noexcept;
    /// Sets the rule flags, keeping the hash. For RuleHooks::apply_effects and validate.
    void set_rule_flags(std::uint8_t flags) noexcept;
    /// Removes the piece on `s` as a side effect of the Compound move being pushed, recording it
    /// so that pop() puts it back. Only inside RuleHooks::apply_effects; `s` must hold a piece.
    /// Throws CapacityError beyond max_effect_removals removals in one move.
    void remove_by_effect(Square s);
    /// The side-effect removals of the last pushed Compound move, in the order they were made
    /// (empty when the last move was of another kind or nothing was pushed).
    [[nodiscard]] std::span<const Removal> effect_removals() const noexcept;

    // ---- marked squares and action-set turns (MoveKind::ActionSet; laser-chess.md) ----
    /// The marked squares (a rule module's per-piece state, e.g. laser-chess.md's dying pieces);
    /// hashed, restored by pop(), written as Variant::state_fields.marked_name. A capture made by
    /// an ActionSet move clears the mark of the captured square.
    [[nodiscard]] const SquareSet& marked() const noexcept { return marked_; }
    /// Marks or unmarks the piece on `s`, keeping the hash. For RuleHooks::apply_effects and validate.
    void set_marked(Square s, bool on) noexcept;
    /// Starts the list of action-set turns of the current ply (RuleHooks::generate_legal_turns).
    /// Turns stored earlier at this ply or deeper become invalid; turns of lower plies stay valid.
    /// The side table keeps one slice per ply of the current line and grows like a std::vector.
    void begin_action_turns();
    /// Stores `turn` (1..ActionTurn::max_actions actions) and returns the ActionSet move that
    /// names it; push() that move on this position (or a copy made after this call).
    /// Throws CapacityError beyond 65,536 turns at one ply (MoveList holds 16,384 moves anyway).
    [[nodiscard]] Move store_action_turn(const ActionTurn& turn);
    /// The turn an ActionSet move names. Precondition: `m` came from store_action_turn() of this
    /// position and is still valid (see begin_action_turns()).
    [[nodiscard]] const ActionTurn& action_turn(const Move& m) const noexcept;
    /// The turn of the last pushed move, which must be an ActionSet move (for apply_effects).
    [[nodiscard]] const ActionTurn& last_action_turn() const noexcept { return turns_done_.back().turn; }

private:
    explicit Position(VariantPtr variant);

    struct Undo {
        Move move;
        Piece captured;
        Piece moved;
        Piece victim; ///< the piece a Locust move took on `move.aux`
        std::uint32_t castling;
        std::array<Square, max_en_passant_targets> ep_targets;
        std::uint8_t ep_count;
        Square ep_victim;
        std::uint64_t ep_key;
        int halfmove;
        std::uint64_t hash;
    };

    /// What a Compound move changed besides the board step (kept apart from Undo, so variants
    /// without Compound moves push and pop exactly as before).
    struct EffectUndo {
        std::array<Removal, max_effect_removals> removed;
        std::uint8_t removed_count;
        std::uint8_t placed; ///< Move::no_square or the square the placement went to
        std::array<std::uint8_t, 2> counters;
        std::uint8_t flags;
    };
    static bool parse_state_field(Position& pos, std::string_view field, std::size_t where, int& seen);
    void push_compound(const Move& m, Undo& u);
    void pop_compound(const Undo& u) noexcept;
    /// Pushes the undo entry of `m` with the state every kind of move restores.
    Undo& save_undo(const Move& m);
    void put(Piece p, Square s) noexcept;
    void remove(Square s) noexcept;
    void set_en_passant(std::span<const Square> targets, Square victim) noexcept;
    [[nodiscard]] std::uint64_t en_passant_key() const noexcept;
    void compute_castling_masks() noexcept;

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
    Square ep_victim_ = NoSquare;
    std::uint64_t ep_key_ = 0; ///< the en-passant part of hash_ (en_passant_key() when last set)
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t hash_ = 0;
    bool castling_as_files_ = false; ///< rights were written as file letters (Shredder-FEN)
    std::array<std::uint32_t, NoSquare> castling_clear_{};
    /// The undo stack; copies reserve room for reserved_plies moves too, so no copy allocates on push.
    struct UndoStack : std::vector<Undo> {
        UndoStack() { reserve(reserved_plies); }
        UndoStack(const UndoStack& o) : std::vector<Undo>() {
            reserve(std::max(reserved_plies, o.size()));
            assign(o.begin(), o.end());
        }
        UndoStack(UndoStack&&) noexcept = default;
        UndoStack& operator=(const UndoStack& o) {
            if (this != &o) {
                reserve(std::max(reserved_plies, o.size()));
                assign(o.begin(), o.end());
            }
            return *this;
        }
        UndoStack& operator=(UndoStack&&) noexcept = default;
    };
    UndoStack history_;
    std::array<std::uint8_t, 2> counters_{};
    std::uint8_t flags_ = 0;
    /// One entry per Compound move on history_. Positions of variants with Compound moves (and
    /// their copies) reserve room for reserved_plies entries, so push() does not allocate.
    struct EffectStack : std::vector<EffectUndo> {
        EffectStack() = default;
        EffectStack(const EffectStack& o) : std::vector<EffectUndo>() { copy_from(o); }
        EffectStack(EffectStack&&) noexcept = default;
        EffectStack& operator=(const EffectStack& o) {
            if (this != &o) copy_from(o);
            return *this;
        }
        EffectStack& operator=(EffectStack&&) noexcept = default;
        void copy_from(const EffectStack& o) {
            if (o.capacity() > 0) reserve(std::max(reserved_plies, o.size()));
            assign(o.begin(), o.end());
        }
    };
    EffectStack effects_;

    /// What an ActionSet move changed: pieces removed (movers lifted, pieces captured) in order,
    /// squares pieces were put on, and the rule state before it.
    struct ActionUndo {
        ActionTurn turn;
        std::array<Removal, 8> removed;
        std::uint8_t removed_count;
        std::array<Square, 4> placed;
        std::uint8_t placed_count;
        std::uint8_t flags;
        SquareSet marked;
    };
    void push_action_set(const Move& m);
    void pop_action_set() noexcept;
    SquareSet marked_;
    /// Side table of stored action-set turns and, per ply, where that ply's turns begin.
    std::vector<ActionTurn> turn_table_;
    std::vector<std::uint32_t> turn_base_;
    std::vector<ActionUndo> turns_done_;
};

} // namespace varia
