#pragma once
/// \file variant.hpp
/// A variant is data (board, piece types, start position, castling, options) plus compiled
/// tables that the one move generator and the one legality checker walk (design.md layers 5–6).
/// Build one by filling the public fields, then call finalize(); after that it is immutable and
/// shared by every Position of the variant (std::shared_ptr<const Variant>).

#include <array>
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

/// Castling (design: general, not hard-wired to 8×8). The king and the castling rook start on the
/// owner's first rank. Castling towards a rook on a higher file than the king ("king side") puts
/// the king on `king_side_king_file` and the rook on `king_side_rook_file`; towards a lower file,
/// on the queen-side files. Legal when the right is held, every square between the king and its
/// target and between the rook and its target is empty except for these two pieces, and no square
/// the king stands on or passes (its start and target included) is attacked (Chess960 rules; for
/// FIDE chess they are the same rules with the king on e1).
struct CastlingRules {
    bool enabled = false;
    /// File the king must stand on for any castling right (FIDE: 4 = e); -1 = any file (Chess960).
    int king_file = -1;
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
};

/// A named, typed rule option (e.g. Asylum Chess's `friendly_fire`).
struct OptionSpec {
    std::string name;
    std::string type; ///< "bool" or "int"
    std::string default_value;
    std::string description;
};

/// One compiled movement ray of a piece of one colour.
struct Ray {
    DirectionId dir;
    std::uint8_t range; ///< steps allowed; 1 for leapers, 255 for unlimited riders
    bool can_move;      ///< may go to an empty square
    bool can_capture;   ///< may take an enemy piece
};

/// Reverse attack lookup: walking `dir` from a target square, the first piece met at distance k
/// (1-based) attacks the target when its type's bit is in types_at[k-1] (and it has the colour).
struct AttackLine {
    DirectionId dir;
    std::uint8_t max_range;
    std::array<std::uint32_t, max_ranks> types_at{};
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
    /// Current value of every option (name -> text), defaults filled in by finalize().
    std::map<std::string, std::string> option_values;

    /// Compiles the tables below and validates the data.
    /// Throws ParseError naming the field when the data is inconsistent.
    void finalize();

    // ---- compiled (valid after finalize()) ----
    [[nodiscard]] const Geometry& geometry() const noexcept { return *geometry_; }
    [[nodiscard]] std::span<const Ray> rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = ray_index_[index(c)][t];
        return {ray_pool_.data() + r.first, r.second};
    }
    /// Attack lines for attacks made by pieces of colour `c`.
    [[nodiscard]] std::span<const AttackLine> attack_lines(Color c) const noexcept {
        return attack_lines_[index(c)];
    }
    /// Squares where a piece of type t and colour c must promote (empty set: never).
    [[nodiscard]] const SquareSet& promotion_squares(Color c, PieceTypeId t) const noexcept {
        return promotion_squares_[index(c)][t];
    }
    /// Squares from which a pawn-like piece of type t and colour c may make its multi-step.
    [[nodiscard]] const SquareSet& multi_step_squares(Color c, PieceTypeId t) const noexcept {
        return multi_step_squares_[index(c)][t];
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
    std::array<std::vector<AttackLine>, 2> attack_lines_;
    std::array<std::array<SquareSet, max_piece_types>, 2> promotion_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> multi_step_squares_{};
    std::uint32_t royal_types_ = 0;
    std::optional<PieceTypeId> royal_type_;
};

using VariantPtr = std::shared_ptr<const Variant>;

/// Every built-in variant, in registration order.
[[nodiscard]] const std::vector<VariantPtr>& builtin_variants();
/// The built-in variant called `name` (or one of its aliases).
/// Throws OptionError naming `name` and listing the known variants when there is none.
[[nodiscard]] VariantPtr find_variant(const std::string& name);

/// The variant with rule options set from `values` (name → text value).
/// Throws OptionError for an unknown option name or a value of the wrong type.
[[nodiscard]] VariantPtr with_options(const VariantPtr& variant,
                                      const std::map<std::string, std::string>& values);

} // namespace varia
