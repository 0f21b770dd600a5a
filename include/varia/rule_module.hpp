#pragma once
/// \file rule_module.hpp
/// Rule modules: the C++ part of a variant, for the rules its data cannot say (docs/authoring.md §7).
///
/// A module is a plain C++ type with any of the parts below as const member functions; each part
/// has one contract and a default that the core uses when the module leaves it out:
///
/// | part | signature | default |
/// |---|---|---|
/// | candidate turns | `void generate(Position& pos, MoveList& out) const` | generate_actions(): the core's single actions |
/// | legal turns | `void generate_legal(Position& pos, MoveList& out) const` | generate() filtered by `legal` |
/// | effects of a turn | `void after_move(Effects& fx) const` | none |
/// | legality predicate | `bool legal(const Position& after, Color mover) const`, or with the move: `bool legal(const Position& after, Color mover, const Move* move) const` | royals_unattacked(after, mover) |
/// | in check | `bool in_check(const Position& pos) const` | a royal piece of the side to move is attacked |
/// | game end | `GameStatus game_end(Position& pos) const` | standard_game_status(pos) |
/// | position check | `void validate(PositionSetup& setup) const` | refuse a side not to move that fails `legal` |
/// | why a turn is refused | `std::string explain_refusal(Position& pos, std::string_view move_text) const` | no words of its own |
///
/// The legality predicate judges the position a turn of `mover` leaves. In its second form it is
/// also handed that turn: `move` is `after.last_move()`, the turn being judged, or nullptr when
/// the position was set up from text with no turn played (position check: the side not to move).
///
/// Every part but after_move may ask for legal turns (generate_legal(), has_legal_move(), and the
/// const queries of queries.hpp such as is_checkmate()), of the position it is handed or another:
/// on the position a legality predicate is handed they copy nothing, and listings nested in a
/// module's parts are bounded (max_listing_depth, movegen.hpp), so "a check must mate" is
/// `royals_unattacked(after, ~mover) || !has_legal_move(after)` (docs/authoring.md §7).
///
/// explain_refusal is asked only on the error path (explain.hpp, parse_move()): `move_text` is
/// well-formed move text naming no legal turn of `pos` (the mover is the side to move). It returns
/// the rule that refuses the turn in the spec's own words, citing the ruling (`"your Prisoner…
/// (R4)"`), or "" when none of the module's rules is at fault (the core then explains, or says
/// "forbidden by the variant's rules (module NAME)"). `pos` must be unchanged on return.
///
/// A module whose effects change no square of the board (they only move pieces into hands, set
/// declared state or piece flags, or restart the halfmove clock) says so with a member
/// `static constexpr bool effects_keep_board = true;`: the legality checker's fast paths then stay
/// on, and Effects::remove(), put() and change() throw varia::Error for such a module.
///
/// A module whose `legal` part holds exactly when the mover attacks the enemy's royal piece after
/// the move (check turned inside out: Prisoner's Escape, R4) says so with a member
/// `static constexpr bool legal_is_attacking_enemy_royal = true;`: where each side has one royal
/// piece and every attack is found from the attacked square, the legality checker then judges
/// single-piece moves without playing them (the squares the attack test reads from the enemy
/// royal piece tell which moves cannot change the answer; the others are judged on a
/// BoardOverlay). `legal` must still be defined: it is the rule itself, for every other move.
///
/// make_rule_module() wraps such a type into the RuleModule interface the core calls, detecting
/// at compile time which parts it has (a member of one of these names with another signature is
/// a compile error). A module changes a position only through the contexts it is handed
/// (Effects, PositionSetup); Position has no public mutators for rule state. A module builds its
/// turns from the core's building blocks (movegen.hpp): the moves of a piece, the attack test,
/// the single actions of a side; it never carries its own move generator or board copy.
///
/// A variant names its module in Variant::rule_module (`"rules"` in a variant file). The module's
/// install function (RuleModuleInstall) runs in Variant::finalize(), after option defaults are
/// filled in, and again whenever with_options() changes an option: it may adjust the variant's data
/// from its options, declares the module's state fields (Variant::declare_state()) and returns the
/// module object (or nullptr when adjusting data is all the module does).

#include <concepts>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "varia/move.hpp"
#include "varia/position.hpp"
#include "varia/state.hpp"
#include "varia/status.hpp"

namespace varia {

/// The context of RuleModule effects: the position right after the move's actions (the mover
/// still to move), the move, what its actions captured, and the edits a module may make. Every
/// edit is logged, hashed and undone by Position::pop().
class Effects {
public:
    [[nodiscard]] const Position& position() const noexcept { return pos_; }
    [[nodiscard]] const Move& move() const noexcept { return move_; }
    [[nodiscard]] Color mover() const noexcept { return mover_; }
    /// The pieces the move's actions took, in the order they were taken (effects' own removals
    /// are not listed).
    [[nodiscard]] std::span<const Capture> captures() const noexcept { return captures_; }

    /// Removes the piece on `s` (it must hold one). The halfmove clock restarts.
    void remove(Square s);
    /// Puts `p` (a piece of either colour) on the empty square `s`.
    void put(Piece p, Square s);
    /// Replaces the piece on `s` by `p`, keeping its piece flags.
    void change(Square s, Piece p);
    // remove(), put() and change() throw varia::Error when the square does not fit (nothing to
    // remove or change, a square taken or off the board), or the module declares
    // effects_keep_board: mistakes in the module.
    /// Adds `delta` pieces of type `t` to colour `c`'s hand (0..255 pieces of a type; throws
    /// CapacityError beyond).
    void add_to_hand(Color c, PieceTypeId t, int delta);
    /// Sets or clears piece flag `field` (a PieceFlag field) of the piece on `s`.
    void set_flag(StateFieldId field, Square s, bool on);
    /// Sets a Counter field, or with a colour a SideCounter or SideFlag field (values 0..max).
    void set(StateFieldId field, int value);
    void set(StateFieldId field, Color c, int value);
    /// The halfmove clock restarts (as after a capture or a pawn move).
    void reset_halfmove_clock() noexcept;

private:
    friend class Position;
    Effects(Position& pos, const Move& m, Color mover, std::span<const Capture> captures) noexcept
        : pos_(pos), move_(m), mover_(mover), captures_(captures) {}
    Position& pos_;
    const Move& move_;
    Color mover_;
    std::span<const Capture> captures_;
};

/// The context of RuleModule validation: a position just read from text, whose declared state the
/// module may still correct. Throw ParseError to refuse the position.
class PositionSetup {
public:
    [[nodiscard]] const Position& position() const noexcept { return pos_; }
    /// As the Effects setters, on the position being read (not logged: nothing is undone). Throw
    /// varia::Error for a field of the wrong kind, a value beyond the field's maximum, or a flag
    /// set on a square without a piece (mistakes in the module, not in the text).
    void set(StateFieldId field, int value);
    void set(StateFieldId field, Color c, int value);
    void set_flag(StateFieldId field, Square s, bool on);
    /// The default check: throws ParseError ("side") unless the side not to move passes the
    /// variant's legality predicate, with `reason` (or "the side not to move is in check").
    void require_side_not_to_move_legal(const std::string& reason = "") const;

private:
    friend class Position;
    explicit PositionSetup(Position& pos) noexcept : pos_(pos) {}
    Position& pos_;
};

/// The interface the core calls. Build one with make_rule_module(); `parts()` says which parts the
/// module has, and the core calls only those (for the others it runs its defaults inline).
class RuleModule {
public:
    struct Parts {
        bool generate = false;       ///< candidate turns
        bool generate_legal = false; ///< legal turns (no legality filter)
        bool after_move = false;     ///< effects
        bool legal = false;          ///< legality predicate
        bool in_check = false;
        bool game_end = false;
        bool validate = false;
        bool explain_refusal = false;
        /// after_move changes no square (the module's `effects_keep_board`; see the top).
        bool effects_keep_board = false;
        /// legal holds exactly when the mover attacks the enemy royal piece (the module's
        /// `legal_is_attacking_enemy_royal`; see the top).
        bool legal_is_attacking_enemy_royal = false;
    };
    explicit RuleModule(Parts parts) noexcept : parts_(parts) {}
    virtual ~RuleModule() = default;
    RuleModule(const RuleModule&) = delete;
    RuleModule& operator=(const RuleModule&) = delete;
    [[nodiscard]] const Parts& parts() const noexcept { return parts_; }

    virtual void generate(Position& pos, MoveList& out) const = 0;
    virtual void generate_legal(Position& pos, MoveList& out) const = 0;
    virtual void after_move(Effects& fx) const = 0;
    [[nodiscard]] virtual bool legal(const Position& after, Color mover) const = 0;
    [[nodiscard]] virtual bool in_check(const Position& pos) const = 0;
    [[nodiscard]] virtual GameStatus game_end(Position& pos) const = 0;
    virtual void validate(PositionSetup& setup) const = 0;
    [[nodiscard]] virtual std::string explain_refusal(Position& pos, std::string_view move_text) const = 0;

private:
    Parts parts_;
};

using RuleModulePtr = std::shared_ptr<const RuleModule>;

namespace detail {
template <class M> concept module_generate = requires(const M& m, Position& p, MoveList& o) { m.generate(p, o); };
template <class M>
concept module_generate_legal = requires(const M& m, Position& p, MoveList& o) { m.generate_legal(p, o); };
template <class M> concept module_after_move = requires(const M& m, Effects& fx) { m.after_move(fx); };
template <class M> concept module_legal_of_position = requires(const M& m, const Position& p, Color c) {
    { m.legal(p, c) } -> std::convertible_to<bool>;
};
template <class M> concept module_legal_of_move = requires(const M& m, const Position& p, Color c, const Move* mv) {
    { m.legal(p, c, mv) } -> std::convertible_to<bool>;
};
template <class M> concept module_legal = module_legal_of_position<M> || module_legal_of_move<M>;
template <class M> concept module_in_check = requires(const M& m, const Position& p) {
    { m.in_check(p) } -> std::convertible_to<bool>;
};
template <class M> concept module_game_end = requires(const M& m, Position& p) {
    { m.game_end(p) } -> std::convertible_to<GameStatus>;
};
template <class M> concept module_validate = requires(const M& m, PositionSetup& s) { m.validate(s); };
template <class M> concept module_explain_refusal = requires(const M& m, Position& p, std::string_view t) {
    { m.explain_refusal(p, t) } -> std::convertible_to<std::string>;
};
// A member of a part's name that does not fit its signature is a mistake, not a missing part.
template <class M> constexpr bool effects_keep_board() {
    if constexpr (requires { M::effects_keep_board; }) return static_cast<bool>(M::effects_keep_board);
    else return false;
}
template <class M> constexpr bool legal_is_attacking_enemy_royal() {
    if constexpr (requires { M::legal_is_attacking_enemy_royal; })
        return static_cast<bool>(M::legal_is_attacking_enemy_royal);
    else return false;
}
template <class M> concept named_generate = requires { &M::generate; };
template <class M> concept named_generate_legal = requires { &M::generate_legal; };
template <class M> concept named_after_move = requires { &M::after_move; };
template <class M> concept named_legal = requires { &M::legal; };
template <class M> concept named_in_check = requires { &M::in_check; };
template <class M> concept named_game_end = requires { &M::game_end; };
template <class M> concept named_validate = requires { &M::validate; };
template <class M> concept named_explain_refusal = requires { &M::explain_refusal; };

// The defaults, for the parts a module leaves out.
void default_generate(Position& pos, MoveList& out);
[[nodiscard]] bool default_legal(const Position& after, Color mover);
[[nodiscard]] bool default_in_check(const Position& pos);
[[nodiscard]] GameStatus default_game_end(Position& pos);
void default_validate(PositionSetup& setup);

template <class M>
class ModuleAdapter final : public RuleModule {
public:
    static_assert(module_generate<M> || !named_generate<M>,
                  "rule module: generate must be `void generate(Position&, MoveList&) const`");
    static_assert(module_generate_legal<M> || !named_generate_legal<M>,
                  "rule module: generate_legal must be `void generate_legal(Position&, MoveList&) const`");
    static_assert(!(module_generate<M> && module_generate_legal<M>),
                  "rule module: define generate (candidates) or generate_legal (legal turns), not both");
    static_assert(module_after_move<M> || !named_after_move<M>,
                  "rule module: after_move must be `void after_move(Effects&) const`");
    static_assert(module_legal<M> || !named_legal<M>,
                  "rule module: legal must be `bool legal(const Position&, Color) const` or "
                  "`bool legal(const Position&, Color, const Move*) const`");
    static_assert(!(module_legal_of_position<M> && module_legal_of_move<M>),
                  "rule module: define legal with the move or without it, not both");
    static_assert(module_in_check<M> || !named_in_check<M>,
                  "rule module: in_check must be `bool in_check(const Position&) const`");
    static_assert(module_game_end<M> || !named_game_end<M>,
                  "rule module: game_end must be `GameStatus game_end(Position&) const`");
    static_assert(module_validate<M> || !named_validate<M>,
                  "rule module: validate must be `void validate(PositionSetup&) const`");
    static_assert(module_legal<M> || !legal_is_attacking_enemy_royal<M>(),
                  "rule module: legal_is_attacking_enemy_royal describes the module's legal part, which must be defined");
    static_assert(module_explain_refusal<M> || !named_explain_refusal<M>,
                  "rule module: explain_refusal must be `std::string explain_refusal(Position&, std::string_view) const`");

    explicit ModuleAdapter(M module)
        : RuleModule(Parts{module_generate<M>, module_generate_legal<M>, module_after_move<M>, module_legal<M>,
                           module_in_check<M>, module_game_end<M>, module_validate<M>, module_explain_refusal<M>,
                           effects_keep_board<M>(), legal_is_attacking_enemy_royal<M>()}),
          module_(std::move(module)) {}

    void generate(Position& pos, MoveList& out) const override {
        if constexpr (module_generate<M>) module_.generate(pos, out);
        else default_generate(pos, out);
    }
    void generate_legal(Position& pos, MoveList& out) const override {
        if constexpr (module_generate_legal<M>) module_.generate_legal(pos, out);
    }
    void after_move(Effects& fx) const override {
        if constexpr (module_after_move<M>) module_.after_move(fx);
        else (void)fx;
    }
    [[nodiscard]] bool legal(const Position& after, Color mover) const override {
        if constexpr (module_legal_of_move<M>)
            return module_.legal(after, mover, after.ply_count() > 0 ? &after.last_move() : nullptr);
        else if constexpr (module_legal_of_position<M>) return module_.legal(after, mover);
        else return default_legal(after, mover);
    }
    [[nodiscard]] bool in_check(const Position& pos) const override {
        if constexpr (module_in_check<M>) return module_.in_check(pos);
        else return default_in_check(pos);
    }
    [[nodiscard]] GameStatus game_end(Position& pos) const override {
        if constexpr (module_game_end<M>) return module_.game_end(pos);
        else return default_game_end(pos);
    }
    void validate(PositionSetup& setup) const override {
        if constexpr (module_validate<M>) module_.validate(setup);
        else default_validate(setup);
    }
    [[nodiscard]] std::string explain_refusal(Position& pos, std::string_view move_text) const override {
        if constexpr (module_explain_refusal<M>) return module_.explain_refusal(pos, move_text);
        else {
            (void)pos;
            (void)move_text;
            return {};
        }
    }

private:
    M module_;
};
} // namespace detail

/// Wraps a module type (see the table at the top of this header) into the interface the core calls.
template <class M>
[[nodiscard]] RuleModulePtr make_rule_module(M module) {
    return std::make_shared<const detail::ModuleAdapter<M>>(std::move(module));
}

/// Completes `variant` (option defaults already filled in): adjusts its data, declares state
/// fields, and returns the module object or nullptr. May throw ParseError or OptionError.
using RuleModuleInstall = RuleModulePtr (*)(Variant& variant);

/// Makes the module `name` available to variants and variant files loaded from now on.
/// Built-in modules (one per variant folder with C++) are always available. Thread-safe.
/// Throws OptionError when `install` is null, `name` is empty or a module of that name exists.
void register_rule_module(const std::string& name, RuleModuleInstall install);

/// The module called `name`, or nullptr when there is none.
[[nodiscard]] RuleModuleInstall find_rule_module(const std::string& name);

/// Names of every available module, built-in ones first, in registration order.
[[nodiscard]] std::vector<std::string> rule_module_names();

/// rule_module_names() joined with ", " ("none" when empty), for error messages.
[[nodiscard]] std::string join_rule_module_names();

} // namespace varia
