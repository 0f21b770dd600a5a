#pragma once
/// \file variant.hpp
/// A variant is data (board, piece types, start position, castling, options) plus compiled
/// tables that the one move generator and the one legality checker walk (design.md layers 5–6).
/// Build one by filling the public fields, then call finalize(); after that it is immutable and
/// shared by every Position of the variant (std::shared_ptr<const Variant>).

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "varia/geometry.hpp"
#include "varia/piece.hpp"
#include "varia/square_set.hpp"

namespace varia {

class Position;
class MoveList;
struct Move;
struct CompoundRules;

/// Where data cannot express a rule, a rule module installs hooks (design.md layer 5). An empty
/// hook keeps the core's default; the one move generator and legality checker call them, so no
/// variant is a special case inside the generator. Hooks must not throw (the checker is noexcept):
/// read option values when the module is installed and capture them.
struct RuleHooks {
    /// The check predicate: true when `after`, the position right after `mover` moved, is one the
    /// mover may leave (default: royals_unattacked(after, mover), movegen.hpp). Setting it turns
    /// off the legality fast path, whose pins and check masks assume the default predicate.
    std::function<bool(const Position& after, Color mover)> mover_safe;
    /// "In check" for the side to move, as game status and checkmate read it (default: a royal
    /// piece of the side to move is attacked).
    std::function<bool(const Position& pos)> in_check;
    /// Why a parsed position whose side not to move fails mover_safe cannot arise; the position
    /// text reader puts it into its ParseError (default: "the side not to move is in check").
    std::function<std::string(const Position& pos, Color mover)> explain_unsafe;

    // ---- Turns made of several actions (MoveKind::Compound; docs/authoring.md §7) ----
    /// Replaces generate_pseudo_legal() (movegen.hpp): appends every candidate turn of the side to
    /// move to the list; generate_legal() then keeps those that pass the check predicate. Must
    /// not allocate. Variants without it use the core generator unchanged.
    std::function<void(const Position& pos, MoveList& out)> generate_turns;
    /// Called by Position::push() for a MoveKind::Compound move, after the placement and the step
    /// (`captured` is what the step took on `to`, or no piece) and before the side to move
    /// changes. It makes the move's side effects through the rule-module part of Position:
    /// remove_by_effect() (at most max_effect_removals per move), set_side_counter() and
    /// set_rule_flags(); pop() undoes all of them. Must not allocate.
    std::function<void(Position& pos, const Move& m, Piece captured)> apply_effects;
    /// Checks a position just read from text and may normalise its rule state (side counters,
    /// rule flags). Throws ParseError for a position the variant cannot have. When set, it
    /// replaces the default test that the side not to move is not in check (explain_unsafe).
    std::function<void(Position& pos)> validate;
    /// Lists the LEGAL turns of the side to move itself, replacing both generate_pseudo_legal()
    /// and the legality filter of generate_legal(). For turns of several simultaneous actions
    /// (MoveKind::ActionSet): the hook stores each turn with Position::store_action_turn(), after
    /// one call of Position::begin_action_turns(). push() applies an ActionSet move's placement and
    /// bookkeeping, then calls apply_effects (with no piece as `captured`). Must not allocate
    /// (beyond the position's side table growing to a new depth).
    std::function<void(Position& pos, MoveList& out)> generate_legal_turns;
    /// A dead position the variant declares drawn, on top of DrawRules (game_status(), status.hpp
    /// reports it as insufficient material). Must not throw.
    std::function<bool(const Position& pos)> dead_position;
};

/// State a rule module keeps in the position besides the board (Position::side_counter(),
/// Position::rule_flags()): hashed, restored by pop(), read and written as trailing position-text
/// fields in this order, each omitted while it has its default value 0.
struct StateFields {
    /// Name of the per-side counter field, written `<name>:<white>,<black>` ("" = no counters).
    std::string counter_name;
    /// Largest counter value position text may give (at most 15).
    int counter_max = 0;
    /// Name of the flag field, written `<name>:1` when bit 0 of the rule flags is set ("" = none).
    std::string flag_name;
    /// Name of the field listing the marked squares (Position::marked()), written
    /// `<name>:<square>,<square>...` in square order ("" = no marks; laser-chess.md's `dying`).
    std::string marked_name;
    /// Per-side flag fields: field i is rule-flag bit 1+2i for White and 2+2i for Black, written
    /// `<name>:K`, `<name>:k` or `<name>:K,k` (laser-chess.md's `avoided` and `escape`). At most 3.
    std::vector<std::string> side_flag_names;
};

/// Castling (design: general, not hard-wired to 8×8). The king and the castling rook start on the
/// owner's castling rank (`rank`, normally the first). Castling towards a rook on a higher file than the king ("king side") puts
/// the king on `king_side_king_file` and the rook on `king_side_rook_file`; towards a lower file,
/// on the queen-side files. Legal when the right is held, every square between the king and its
/// target and between the rook and its target is empty except for these two pieces, and no square
/// the king stands on or passes (its start and target included) is attacked (Chess960 rules; for
/// FIDE chess they are the same rules with the king on e1).
struct CastlingRules {
    bool enabled = false;
    /// File the king must stand on for any castling right (FIDE: 4 = e); -1 = any file (Chess960).
    int king_file = -1;
    /// Files of the rooks that `K` and `Q` name in position text; -1 = the outermost castling rook on
    /// that side of the king (X-FEN). Shako's `K` is the rook on the i-file even with one on j.
    int king_side_rook_start = -1;
    int queen_side_rook_start = -1;
    /// Rank, counted from the owner's side (0 = first rank), on which king and rook castle
    /// (Shako and Omicron castle on their second rank).
    int rank = 0;
    int king_side_king_file = 6;  ///< g
    int king_side_rook_file = 5;  ///< f
    int queen_side_king_file = 2; ///< c
    int queen_side_rook_file = 3; ///< d
    /// Move text of castling: king to its target square (`e1g1`, FIDE) or king onto its own rook
    /// (`e1h1`, the usual Chess960 form, unambiguous when the king moves one square or none).
    bool king_takes_rook_notation = false;
    /// Position text writes rights as rook file letters (Shredder-FEN) rather than KQkq.
    bool shredder_fen = false;
};

/// The game-end rules a variant uses (status.hpp reports them).
struct DrawRules {
    int fifty_move_plies = 100;        ///< halfmove clock that ends the game; 0 = no such rule
    int repetition_count = 3;          ///< occurrences that draw; 0 = no such rule
    bool fide_insufficient_material = true; ///< K v K, K+minor v K, bishops all on one colour
    /// Drawn when, besides royal pieces, only colour-bound pieces (every move keeps the square
    /// colour, like bishops) remain and all stand on squares of one colour (asylum-chess.md §8).
    bool colour_bound_insufficient_material = false;
    /// A side to move without a legal move loses even when not in check (else: stalemate draws).
    bool stalemate_loses = false;
};

/// A named, typed rule option (e.g. Asylum Chess's `friendly_fire`).
struct OptionSpec {
    std::string name;
    std::string type; ///< "bool", "int" or "choice"
    std::string default_value;
    std::string description;
    /// The allowed values of a "choice" option, in the order the variant lists them.
    std::vector<std::string> choices;
};

/// One compiled movement ray of a piece of one colour: the walk along one step vector.
struct Ray {
    DirectionId dir;
    std::uint8_t min_range; ///< first step count that may end the move (lame leaps: n, else 1)
    std::uint8_t range;     ///< last step count; 1 for leapers, 255 for unlimited riders
    std::uint8_t modes;     ///< modes:: flags
    Hop hop;
    bool jump_first;        ///< the first square is skipped whatever stands on it
    bool initial_only;      ///< only from the type's initial squares
    bool multi_step;        ///< pawn-like non-capturing move that may pass squares: leaves en-passant targets
    /// 0 on the rays of Variant::rays(). On Variant::locust_rays() (Atom::locust_modes) the walk
    /// above is the first leg (`modes` is then capture only) and must end on an enemy piece, and a
    /// second leg with these modes continues along `dir` for up to `range` steps.
    std::uint8_t locust_modes;
    [[nodiscard]] constexpr bool can_move() const noexcept { return modes & modes::move; }
    [[nodiscard]] constexpr bool can_capture() const noexcept { return modes & modes::capture; }
    [[nodiscard]] constexpr bool can_en_passant() const noexcept { return modes & modes::en_passant; }
    /// True when no reverse lookup (AttackLine, HopperLine) covers this ray's captures, so the
    /// attack test walks it forwards from the piece: `j` riders, limited hoppers, friendly leaps.
    [[nodiscard]] constexpr bool forward_checked() const noexcept {
        return can_capture() && (jump_first || (hop != Hop::None && range != 255));
    }
};

/// Reverse attack lookup for leapers, riders and lame leaps: walking `dir` from a target square,
/// the first piece met at distance k (1-based) attacks the target when its type's bit is in
/// types_at[k-1] (and it has the attacking colour).
struct AttackLine {
    DirectionId dir;
    std::uint8_t max_range;
    std::array<std::uint32_t, max_ranks> types_at{};
};

/// Reverse attack lookup for unlimited hoppers along `dir` (from the target outwards): the first
/// piece met is the screen, the next piece attacks the target if its type is a cannon type, or a
/// grasshopper type and the screen stood right next to the target.
struct HopperLine {
    DirectionId dir;
    std::uint32_t cannon_types = 0;
    std::uint32_t grasshopper_types = 0;
};

class Variant {
public:
    // ---- data (fill these, then call finalize()) ----
    std::string name;
    std::vector<std::string> aliases;
    std::string description;
    int width = 8;
    int height = 8;
    std::vector<Square> holes;
    std::vector<PieceType> piece_types;
    std::string start_position;
    CastlingRules castling;
    DrawRules draws;
    bool has_hands = false;
    /// Each side must have exactly this many royal pieces in a valid position (-1: no rule).
    int royals_per_side = 1;
    std::vector<OptionSpec> options;
    /// Name of the rule module attached to this variant ("" = none: pure data). finalize() runs
    /// the module (rule_module.hpp), which may set `hooks` and adjust the data from option values.
    std::string rule_module;
    /// Hooks of the rule module (all null for pure data variants).
    RuleHooks hooks;
    /// Per-side counters and rule flags kept in positions (set by rule modules; default: none).
    StateFields state_fields;
    /// The piece type a MoveKind::Compound move drops from the hand before its step (rule modules).
    std::optional<PieceTypeId> placement_type;
    /// Data of compound turns when a rule module uses them (compound_turns.hpp), else null.
    std::shared_ptr<const CompoundRules> compound;
    /// Each en-passant target stands on its own (laser-chess.md R18): position text may list targets
    /// passed by different multi-steps, and an en-passant capture names its victim itself.
    bool independent_en_passant = false;
    /// Whether a royal piece may be the hurdle of a friendly leap (Hop::FriendlyLeap).
    bool friendly_leap_over_royal = true;
    /// Current value of every option (name -> text), defaults filled in by finalize().
    std::map<std::string, std::string> option_values;

    /// Fills in option defaults, runs the rule module, compiles the tables below and validates
    /// the data. Call it again after changing the data (with_options() does).
    /// Throws ParseError naming the field when the data is inconsistent or the rule module is
    /// unknown.
    void finalize();

    /// Value of the bool option `name` (option_values after finalize()).
    /// Throws OptionError when the variant has no bool option of that name.
    [[nodiscard]] bool option_flag(const std::string& name) const;
    /// Value of the int option `name`. Throws OptionError when there is no int option of that name.
    [[nodiscard]] int option_int(const std::string& name) const;
    /// Value of the choice option `name` (one of its OptionSpec::choices).
    /// Throws OptionError when there is no choice option of that name.
    [[nodiscard]] const std::string& option_choice(const std::string& name) const;

    // ---- compiled (valid after finalize()) ----
    [[nodiscard]] const Geometry& geometry() const noexcept { return *geometry_; }
    /// The one-leg rays of a piece of type t and colour c, in atom order (locust rays excluded).
    [[nodiscard]] std::span<const Ray> rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = ray_index_[index(c)][t];
        return {ray_pool_.data() + r.first, r.second};
    }
    /// The two-leg locust rays (XBetza `caf`) of a piece of type t and colour c; kept apart from
    /// rays() so that walking those costs nothing extra. Empty for types not in locust_types().
    [[nodiscard]] std::span<const Ray> locust_rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = locust_index_[index(c)][t];
        return {ray_pool_.data() + r.first, r.second};
    }
    /// The rays of type t and colour c that no reverse lookup covers, which the attack test walks
    /// forwards from the piece: forward_checked() one-leg rays, then every locust ray.
    [[nodiscard]] std::span<const Ray> forward_rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = forward_index_[index(c)][t];
        return {forward_pool_.data() + r.first, r.second};
    }
    /// Types with at least one locust ray; each of them is also in forward_checked_types().
    [[nodiscard]] std::uint32_t locust_types() const noexcept { return locust_types_; }
    /// Attack lines for attacks made by pieces of colour `c`.
    [[nodiscard]] std::span<const AttackLine> attack_lines(Color c) const noexcept {
        return attack_lines_[index(c)];
    }
    /// Hopper attack lines for attacks made by pieces of colour `c` (empty: no hoppers).
    [[nodiscard]] std::span<const HopperLine> hopper_lines(Color c) const noexcept {
        return hopper_lines_[index(c)];
    }
    /// Types whose attacks no reverse lookup covers (limited-range hoppers, `j` riders, locust
    /// moves); the attack test walks their rays forwards from each such piece.
    [[nodiscard]] std::uint32_t forward_checked_types() const noexcept { return forward_checked_types_; }
    /// Types with at least one en-passant ray.
    [[nodiscard]] std::uint32_t en_passant_types() const noexcept { return en_passant_types_; }
    /// True when, for every type in en_passant_types(), the en-passant rays are exactly its capture
    /// rays (so the attack test tells whether an en-passant target can be used).
    [[nodiscard]] bool en_passant_is_capture() const noexcept { return en_passant_is_capture_; }
    /// True when every attack is a leaper, rider or lame-leap attack: moving a piece can then
    /// only expose the king along a line, which the legality fast path relies on. False for any
    /// variant with locust moves (they are forward-checked), so the fast path never has to judge
    /// a move that removes a second piece.
    [[nodiscard]] bool line_attacks_only() const noexcept {
        return !hooks.mover_safe && hopper_lines_[0].empty() && hopper_lines_[1].empty() && forward_checked_types_ == 0;
    }
    /// Squares where a piece of type t and colour c must promote (empty set: never).
    [[nodiscard]] const SquareSet& promotion_squares(Color c, PieceTypeId t) const noexcept {
        return promotion_squares_[index(c)][t];
    }
    /// Squares from which a piece of type t and colour c may use its `i` (initial) atoms.
    [[nodiscard]] const SquareSet& initial_squares(Color c, PieceTypeId t) const noexcept {
        return initial_squares_[index(c)][t];
    }
    /// Bit mask of piece types that can never be captured (PieceType::capturable false).
    [[nodiscard]] std::uint32_t uncapturable_types() const noexcept { return uncapturable_types_; }
    /// True when `target`'s type may be captured (PieceType::capturable).
    [[nodiscard]] bool capturable(Piece target) const noexcept {
        return !(uncapturable_types_ >> target.type() & 1U);
    }
    /// True when a move of a piece of colour `us` may capture `target` (an enemy, capturable).
    [[nodiscard]] bool can_take(Piece target, Color us) const noexcept {
        return target.color() != us && capturable(target);
    }
    /// True when a locust leg with `leg_modes` of a piece of colour `us` may take `target`: an
    /// enemy with modes::capture, an own non-royal piece with modes::destroy; never an
    /// uncapturable one.
    [[nodiscard]] bool locust_can_take(Piece target, Color us, std::uint8_t leg_modes) const noexcept {
        if (!capturable(target)) return false;
        if (target.color() != us) return (leg_modes & modes::capture) != 0;
        return (leg_modes & modes::destroy) != 0 && !(royal_types_ >> target.type() & 1U);
    }
    /// Bit mask of royal piece types.
    [[nodiscard]] std::uint32_t royal_types() const noexcept { return royal_types_; }
    /// The single royal type, when there is exactly one.
    [[nodiscard]] std::optional<PieceTypeId> royal_type() const noexcept { return royal_type_; }
    /// Piece type written with letter `upper` (upper case), if any.
    [[nodiscard]] std::optional<PieceTypeId> type_of_letter(char upper) const noexcept;
    /// Owner-relative rank: rank r of the board as seen from colour c's side.
    [[nodiscard]] int relative_rank(Color c, int r) const noexcept {
        return c == Color::White ? r : height - 1 - r;
    }
    /// The direction id of Vec v as seen by colour c (Black mirrors dy).
    [[nodiscard]] DirectionId oriented_direction(Color c, Vec v) const;

private:
    std::shared_ptr<Geometry> geometry_;
    std::vector<Ray> ray_pool_;
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> ray_index_{};
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> locust_index_{};
    std::vector<Ray> forward_pool_;
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> forward_index_{};
    std::uint32_t locust_types_ = 0;
    std::array<std::vector<AttackLine>, 2> attack_lines_;
    std::array<std::array<SquareSet, max_piece_types>, 2> promotion_squares_{};
    std::array<std::vector<HopperLine>, 2> hopper_lines_;
    std::uint32_t forward_checked_types_ = 0;
    std::uint32_t en_passant_types_ = 0;
    bool en_passant_is_capture_ = true;
    std::array<std::array<SquareSet, max_piece_types>, 2> initial_squares_{};
    std::uint32_t royal_types_ = 0;
    std::uint32_t uncapturable_types_ = 0;
    std::optional<PieceTypeId> royal_type_;
};

using VariantPtr = std::shared_ptr<const Variant>;

/// Every built-in variant, in registration order: the ones built in C++ (chess, chess960), then the
/// shipped variant files (variants/<name>/<name>.json, embedded in the library at build time).
[[nodiscard]] const std::vector<VariantPtr>& builtin_variants();
/// Every registered variant: the built-in ones, then those added with register_variant(), in
/// registration order. A snapshot: later registrations do not change the returned vector.
[[nodiscard]] std::vector<VariantPtr> registered_variants();
/// Adds a finalized variant (for example one from load_variant(), variant_file.hpp) so that
/// registered_variants() lists it and find_variant() finds it by name or alias. Thread-safe.
/// Throws OptionError when `variant` is null or its name or an alias is already the name or an
/// alias of a registered variant (or appears twice in `variant` itself).
void register_variant(VariantPtr variant);
/// The registered variant called `name` (or one of its aliases).
/// Throws OptionError naming `name` and listing the known variants when there is none.
[[nodiscard]] VariantPtr find_variant(const std::string& name);

/// The variant with rule options set from `values` (name → text value).
/// Throws OptionError for an unknown option name or a value of the wrong type.
[[nodiscard]] VariantPtr with_options(const VariantPtr& variant,
                                      const std::map<std::string, std::string>& values);

} // namespace varia
