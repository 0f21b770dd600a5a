#pragma once
/// \file piece.hpp
/// Pieces built from movement atoms (design.md layer 2). A piece type is a list of atoms; each
/// atom is a set of step vectors relative to White, a range (1 = leaper, 0 = unlimited rider,
/// n = rider limited to n steps) and a modality (move, capture or both). Black's vectors are
/// White's mirrored top to bottom, so "forward" always means towards the opponent.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "varia/square.hpp"

namespace varia {

/// Index of a piece type inside its variant, 0..max_piece_types-1.
using PieceTypeId = std::uint8_t;
inline constexpr int max_piece_types = 32;

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
    [[nodiscard]] constexpr bool none() const noexcept { return code_ == 0; }
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

/// What an atom may do on its target square.
enum class Modality : std::uint8_t {
    MoveOrCapture, ///< to an empty square or onto an enemy piece (Betza default)
    MoveOnly,      ///< to an empty square only (Betza `m`)
    CaptureOnly,   ///< onto an enemy piece only (Betza `c`)
};

/// One movement atom: step vectors (relative to White), range and modality.
struct Atom {
    std::vector<Vec> vectors;
    int range = 1; ///< 1 = leaper, 0 = unlimited rider, n > 1 = rider of at most n steps
    Modality modality = Modality::MoveOrCapture;

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

/// Pawn-like extras of a piece type. Ranks are counted from the owner's side (0 = own first rank).
struct PawnRules {
    /// Longest initial move (1 = none, 2 = FIDE double step, 3 = triple step...), taken along the
    /// piece's move-only leaper atoms from the ranks in `multi_step_ranks`; every square passed
    /// must be empty and becomes an en-passant target.
    int multi_step = 1;
    std::vector<int> multi_step_ranks;
    /// The piece's capture-only atoms may take an enemy piece that has just passed over the target.
    bool en_passant = false;
    /// Ranks (from the owner's side) where the piece must promote, and what it may become.
    std::vector<int> promotion_ranks;
    std::vector<PieceTypeId> promotion_choices;
};

/// A piece type of a variant.
struct PieceType {
    char letter = '?';          ///< upper-case letter; White's pieces are written upper case
    std::string name;           ///< e.g. "knight"
    std::vector<Atom> atoms;    ///< movement
    bool royal = false;         ///< its loss (or capture threat) decides the game
    bool is_pawn = false;       ///< uses `pawn` (multi-step, en passant, promotion), resets the 50-move count
    PawnRules pawn;
    bool castling_king = false; ///< moves when castling
    bool castling_rook = false; ///< may be the castling partner
};

} // namespace varia
