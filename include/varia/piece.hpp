#pragma once
/// \file piece.hpp
/// Pieces built from movement atoms (docs/architecture.md, layer 2). A piece type is a list of atoms; each
/// atom is a set of step vectors relative to White, a range (1 = leaper, 0 = unlimited rider,
/// n = rider limited to n steps), modes (move, capture, en passant) and XBetza's modifiers (hop,
/// lame, first-square skip, initial move). Black's vectors are
/// White's mirrored top to bottom, so "forward" always means towards the opponent.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "varia/square.hpp"

namespace varia {

/// Index of a piece type inside its variant, 0..max_piece_types-1.
using PieceTypeId = std::uint8_t;
inline constexpr int max_piece_types = 32;
/// Piece types a variant may define (the last type id is the wall's, Piece::wall()).
inline constexpr int max_variant_piece_types = max_piece_types - 1;
inline constexpr PieceTypeId wall_type = max_piece_types - 1;

/// A coloured piece or "no piece", packed in one byte: 0 = none, else 1 + 2*type + colour.
class Piece {
public:
    constexpr Piece() noexcept = default;
    constexpr Piece(PieceTypeId type, Color color) noexcept
        : code_(static_cast<std::uint8_t>(1 + 2 * type + index(color))) {}
    [[nodiscard]] static constexpr Piece from_code(std::uint8_t code) noexcept {
        Piece p;
        p.code_ = code;
        return p;
    }
    /// The wall: a square that nothing may enter, pass or take, which a rule module's turns may
    /// place and move (a duck). It belongs to no side: it is never in Position::pieces(c), and it
    /// is written '*' in position text. (Its code is that of type wall_type, colour White.)
    [[nodiscard]] static constexpr Piece wall() noexcept { return Piece(wall_type, Color::White); }
    [[nodiscard]] constexpr bool none() const noexcept { return code_ == 0; }
    [[nodiscard]] constexpr bool is_wall() const noexcept { return code_ == 1 + 2 * wall_type; }
    [[nodiscard]] constexpr PieceTypeId type() const noexcept {
        return static_cast<PieceTypeId>((code_ - 1) >> 1);
    }
    [[nodiscard]] constexpr Color color() const noexcept {
        return static_cast<Color>((code_ - 1) & 1);
    }
    [[nodiscard]] constexpr std::uint8_t code() const noexcept { return code_; }
    friend constexpr bool operator==(Piece, Piece) noexcept = default;

private:
    std::uint8_t code_ = 0;
};
inline constexpr int max_piece_codes = 1 + 2 * max_piece_types;

/// What an atom may do on its target square (bit flags; Betza `m`, `c`, `e`).
namespace modes {
inline constexpr std::uint8_t move = 1;       ///< to an empty square (Betza `m`)
inline constexpr std::uint8_t capture = 2;    ///< onto an enemy piece (Betza `c`)
inline constexpr std::uint8_t en_passant = 4; ///< onto an en-passant target, taking the piece that passed it (`e`)
inline constexpr std::uint8_t move_or_capture = move | capture; ///< Betza default
/// `d`: onto a piece of the mover's own side, which is removed, never a royal one; only on the
/// legs of a locust move (Asylum Chess's Friendly Fire rook, `cdafmcdR`).
inline constexpr std::uint8_t destroy = 8;
} // namespace modes

/// Hopping: how an atom treats the first piece on its line (Betza `p` and `g`).
enum class Hop : std::uint8_t {
    None,        ///< stops at the first piece (taking it if an enemy and the atom may capture)
    Cannon,      ///< `p`: must jump exactly one piece (the screen), then moves on as a rider
    Grasshopper, ///< `g`: must jump exactly one piece and lands on the square right behind it
    /// Friendly leap (no XBetza letter; variant files say "friendly_leap"): the square one step
    /// away must hold a piece of the mover's own side (a royal one only when
    /// Variant::friendly_leap_over_royal), and the move lands on the square right behind it, which
    /// must be empty or, when the atom may capture, hold a piece it may take (an attack then).
    /// Prisoner's Escape's friendly leaps are move-only (docs/variants/prisoners-escape.md, R6–R8).
    FriendlyLeap,
    /// On compiled rays only (Ray, variant.hpp), never an Atom's: an oblique lame leap (an Atom
    /// with `lame` on N, Z, C...), walked as `range` orthogonal steps along the ray's direction,
    /// then `bend_steps` diagonal steps along `bend`; every square passed must be empty and the
    /// move ends on the last square.
    Bent,
};

/// One movement atom: step vectors (relative to White), range, modes and modifiers.
/// Every field has the meaning of the matching XBetza construct (betza.hpp), so a parsed piece
/// and a piece built in C++ are the same data.
struct Atom {
    std::vector<Vec> vectors;
    int range = 1; ///< 1 = leaper, 0 = unlimited rider, n > 1 = rider of at most n steps
    std::uint8_t modes = modes::move_or_capture;
    Hop hop = Hop::None;
    /// `n`: a leap that is blocked by a piece on any square it passes. A straight leap ((2,0),
    /// (3,3)...) passes the squares on its line; an oblique one ((1,2), (2,3)...) first steps
    /// orthogonally along its longer side until what is left is diagonal, then diagonally: the
    /// xiangqi horse `nN` passes the square orthogonally next to it, the janggi elephant `nZ` that
    /// square and the diagonal one beyond (Fairy-Stockfish's and XBetza's convention).
    bool lame = false;
    /// `j` on a rider: the first square of the line is skipped, whatever stands on it.
    bool jump_first = false;
    /// `i`: only from the piece type's initial squares (PieceType::initial_ranks).
    bool initial_only = false;
    /// XBetza `a` as in `caf<atom>`: when non-zero the atom is a two-leg locust move and this is
    /// the second leg's modes (move and/or capture). The first leg is the atom as written (its
    /// vectors and range; `modes` must be capture only, with no hop, lame or skip): it must end
    /// on an enemy piece, which is captured. The second leg then continues from that square in
    /// the same direction with the same range, to an empty square (move) or onto a second enemy
    /// piece (capture). 0 = an ordinary one-leg atom.
    std::uint8_t locust_modes = 0;

    /// Leaper over every reflection and rotation of (x, y): W = (1,0), F = (1,1), N = (1,2)...
    [[nodiscard]] static Atom leaper(int x, int y);
    /// Rider along every reflection and rotation of (x, y); `range` 0 means unlimited.
    [[nodiscard]] static Atom rider(int x, int y, int range = 0);

    /// Keeps only the vectors for which `keep(v)` holds (v relative to White).
    [[nodiscard]] Atom only(const std::function<bool(Vec)>& keep) const;
    [[nodiscard]] Atom forward() const;   ///< dy > 0 (Betza `f`)
    [[nodiscard]] Atom backward() const;  ///< dy < 0 (Betza `b`)
    [[nodiscard]] Atom sideways() const;  ///< dy == 0 (`s` on orthogonal atoms)
    [[nodiscard]] Atom vertical() const;  ///< dx == 0 (`v` on orthogonal atoms)
    [[nodiscard]] Atom move_only() const;    ///< Betza `m`
    [[nodiscard]] Atom capture_only() const; ///< Betza `c`
    [[nodiscard]] Atom with_modes(std::uint8_t m) const; ///< any combination of modes::
    [[nodiscard]] Atom lame_leap() const;    ///< Betza `n`
    [[nodiscard]] Atom initial() const;      ///< Betza `i`
    [[nodiscard]] Atom hopping(Hop h) const; ///< Betza `p` / `g`
    /// Betza `caf`: the two-leg locust move of this atom (see locust_modes); modes = capture.
    [[nodiscard]] Atom locust(std::uint8_t second_leg_modes = modes::move_or_capture) const;

    friend bool operator==(const Atom&, const Atom&) = default;
};

/// Common atoms by their Betza letters.
namespace atoms {
[[nodiscard]] inline Atom W() { return Atom::leaper(1, 0); } ///< wazir
[[nodiscard]] inline Atom F() { return Atom::leaper(1, 1); } ///< ferz
[[nodiscard]] inline Atom D() { return Atom::leaper(2, 0); } ///< dabbaba
[[nodiscard]] inline Atom N() { return Atom::leaper(1, 2); } ///< knight
[[nodiscard]] inline Atom A() { return Atom::leaper(2, 2); } ///< alfil
[[nodiscard]] inline Atom H() { return Atom::leaper(3, 0); } ///< threeleaper
[[nodiscard]] inline Atom C() { return Atom::leaper(3, 1); } ///< camel
[[nodiscard]] inline Atom Z() { return Atom::leaper(3, 2); } ///< zebra
[[nodiscard]] inline Atom G() { return Atom::leaper(3, 3); } ///< tripper
[[nodiscard]] inline Atom R(int range = 0) { return Atom::rider(1, 0, range); } ///< rook
[[nodiscard]] inline Atom B(int range = 0) { return Atom::rider(1, 1, range); } ///< bishop
} // namespace atoms

/// Promotion of a piece type. Ranks are counted from the owner's side (0 = own first rank).
struct PromotionRules {
    /// The promotion zone: ranks where the piece promotes on arrival (must, unless `optional`),
    /// and the types it may become.
    std::vector<int> ranks;
    std::vector<PieceTypeId> choices;
    /// Black's choices when they differ from White's (chigorin); empty: Black has `choices` too.
    std::vector<PieceTypeId> black_choices;
    /// Further squares where the piece must promote, by colour index, not counted from the
    /// owner's side (troitzky's and legan's promotion squares are not whole ranks).
    std::array<std::vector<Square>, 2> squares;
    /// The piece may decline to promote (shogi). It must promote all the same where it could
    /// never move again unpromoted (Variant::immobility_illegal: a shogi pawn on its last rank).
    bool optional = false;
    /// A move that starts in the zone promotes too, wherever it ends (shogi: a move "into, out
    /// of or within" the zone). A piece may then also stand in the zone unpromoted (after a drop).
    bool from_zone = false;
};

/// What a piece of a type can do towards mate, for the insufficient-material rule
/// (DrawRules::fide_insufficient_material; variant files: a piece's "mating").
enum class MatingPower : std::uint8_t {
    Derived,     ///< told from its captures (mating_material.cpp): the default
    Alone,       ///< its king and it can mate a bare king (rook, queen, gold, commoner...)
    Helper,      ///< it needs another piece, of either side, to mate with (knight, cannon)
    ColourBound, ///< every move keeps the square colour (bishop, fers, alfil)
};

/// A piece type of a variant.
struct PieceType {
    char letter = '?';          ///< upper-case letter; White's pieces are written upper case
    /// The promoted form of the unpromoted type with the same letter, written `+` and that letter
    /// (shogi's `+P`, the tokin). A captured promoted piece that goes to a hand goes there as its
    /// unpromoted type (Variant::unpromoted()), and no promoted piece stands in a hand.
    bool promoted = false;
    /// The letter SAN writes this type with, where it is not `letter` (xiangqi's horse, `N` in a
    /// position's text, is `H` in SAN, as Fairy-Stockfish writes it); 0: SAN writes `letter` (a
    /// promoted type with a `+` before it), and a pawn (is_pawn, letter `P`) goes without a letter.
    /// Set to `P` on a pawn that SAN must name (berolina's pawn, which does not move as a pawn).
    char san_letter = 0;
    std::string name;           ///< e.g. "knight"
    std::vector<Atom> atoms;    ///< movement
    bool royal = false;         ///< its loss (or capture threat) decides the game
    /// False: no move may end on it and nothing takes it, though it can still be attacked
    /// (the Prisoner of Prisoner's Escape, docs/variants/prisoners-escape.md, R2).
    bool capturable = true;
    /// Pawn-like: its moves reset the halfmove clock (unless halfmove_clock_reset says otherwise),
    /// and its non-capturing moves of more than one step (lame leaps such as `ifmnD`, or riders)
    /// leave en-passant targets on the squares passed.
    bool is_pawn = false;
    /// Which of its moves reset the halfmove clock (the 50-move count).
    enum class ClockReset : std::uint8_t {
        AsPawn,       ///< every move where is_pawn, else none (the default)
        Always,       ///< every move
        Never,        ///< none (pawnback's pawns, whose steps back undo their steps forward)
        Irreversible, ///< the moves it could not make back on an empty board (pawnsideways' pawns)
    };
    ClockReset halfmove_clock_reset = ClockReset::AsPawn;
    PromotionRules promotion;
    /// Ranks (from the owner's side, 0 = first) of the squares where `i` atoms may be used.
    std::vector<int> initial_ranks;
    /// Further squares where `i` atoms may be used, by colour index, not counted from the owner's
    /// side (wolf chess: b3, c3, f3 and g3 besides the second rank).
    std::array<std::vector<Square>, 2> initial_squares;
    /// Ranks (from the owner's side) of the passed squares its multi-steps leave as en-passant
    /// targets; empty = every passed square (horde: only the third rank, so a double step from
    /// the first rank leaves none).
    std::vector<int> en_passant_ranks;
    /// The squares a piece of this type may stand on, by colour index (empty: the whole board):
    /// its moves and drops end there, and it attacks no square outside (pawnback's pawns never
    /// return to their first rank).
    std::array<std::vector<Square>, 2> region;
    /// Further atoms the piece may use only while it stands on one of `zone_ranks` (ranks counted
    /// from the owner's side): the xiangqi soldier's sideways step once it has crossed the river.
    std::vector<Atom> zone_atoms;
    std::vector<int> zone_ranks;
    /// Further zone squares, not counted from the owner's side (janggi's palace diagonals: the
    /// corners and centres of both palaces).
    std::vector<Square> zone_squares;
    /// The zone atoms' moves pass and end only on zone squares too: they run along lines drawn
    /// through the zone (janggi's palace diagonals), compiled as masked step tables
    /// (Geometry::add_masked_direction()).
    bool zone_confined = false;
    /// Its part in the insufficient-material rule; Derived tells it from its captures.
    MatingPower mating = MatingPower::Derived;
    /// Its hopping moves (`p`, `g`) may not use a piece of these types as their screen, nor
    /// capture one (bits by PieceTypeId; janggi's cannon jumps over no cannon and takes none).
    std::uint32_t hop_screen_excluded = 0;
    std::uint32_t hop_capture_excluded = 0;
    /// With drops: a piece of this type may not be dropped on a file where its side already has
    /// this many of this type (shogi's nifu: 1; tori shogi's swallows: 2). 0: no limit.
    int drop_file_limit = 0;
    /// With drops: a dropped piece falls to the lowest empty square of its file (connect four),
    /// so it may be dropped only where the square below, towards rank 1, is taken or off the board.
    bool drop_gravity = false;
    /// With drops: a side's pieces of this type must end up on both square colours, as evenly as
    /// their number allows (placement chess's bishops): a drop of one is refused that would put
    /// more than half (rounded up) of them on one colour, and a drop of another type is refused
    /// that would leave too few empty drop squares of a colour for those still in hand
    /// (Fairy-Stockfish's `dropOppositeColoredBishop`).
    bool drop_on_both_colours = false;
    /// With drops: the squares a piece of this type may be dropped on, by colour index (empty:
    /// wherever the variant's drop region allows), within Variant::drop_region and the type's
    /// other drop rules (sittuyin's rooks: their side's first rank only).
    std::array<std::vector<Square>, 2> drop_region;
    /// A piece may promote to this type only while its side has fewer than this many pieces of
    /// it on the board (grand chess: one queen, two rooks...; a lost piece may come back). 0: no limit.
    int promotion_limit = 0;
    /// The type a piece of this type becomes at the end of each of its moves on the board, unless
    /// the move promotes it (gryphon chess: pawn, knight, bishop, rook, queen, king in turn; kyoto
    /// shogi's pieces turning over, `L` <-> `+L`); with `turns_on_capture_only`, only at the end of
    /// its captures (micro shogi). Not a promotion: move text does not write it, it leaves the
    /// halfmove clock alone, and a multi-step still leaves its en-passant targets. A type with a
    /// promotion_limit caps it like a promotion, and a piece whose next type is at its limit
    /// cannot move at all (cutechess's gryphon chess). Empty: the piece never turns.
    std::optional<PieceTypeId> turns_into;
    bool turns_on_capture_only = false;
    bool castling_king = false; ///< moves when castling
    bool castling_rook = false; ///< may be the castling partner
};

} // namespace varia
