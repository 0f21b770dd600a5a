#pragma once
/// \file crazyhouse.hpp
/// The rule module of crazyhouse, as Fairy-Stockfish plays it (variants/crazyhouse/crazyhouse.json
/// holds the FIDE pieces, the start and the hands; docs/variants/crazyhouse.md describes the game):
/// - effects: every piece a move captures goes to the captor's hand as a piece of the captor's
///   colour; a piece that was promoted goes back as a pawn (the variant's pawn type). Promoted
///   pieces carry the declared piece flag `promoted:<squares>`. A piece of a promoted type
///   (PieceType::promoted, shogi's `+P`) goes back as its unpromoted type, without a flag. A drop
///   restarts the halfmove clock;
/// - drops: the core's drops (any empty square, a pawn never where it would promote), and no pawn
///   on its own first rank either;
/// - check, castling and the game end as in FIDE chess (no draw by insufficient material: a piece
///   in hand or on the board can always come back);
/// - a position whose promoted flag marks a piece no pawn promotes to (a pawn, a king) is refused
///   (ParseError, field `promoted`).
///
/// Three bool options, when the variant file declares them: `promoted_pieces_revert` (default true;
/// false: a captured promoted piece goes to the hand as what it is, and no piece flag is kept, as in
/// loop chess), `first_rank_pawn_drops` (default false; true: pawns may also be dropped on their
/// own first rank, as in chessgi) and `captures_to_hand` (default true; false: captured pieces
/// leave the game, and hands hold only what the position gives them, as in koedem, bughouse on
/// one board; promoted pieces still carry their flag, as Fairy-Stockfish marks them).

#include <cstddef>
#include <optional>

#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Crazyhouse's rules as a building block, for the modules that combine them with rules of their
/// own (S-house adds Seirawan's gating, variants/shouse). The crazyhouse module is this alone.
class CrazyhouseRules {
public:
    /// Reads the three options above and declares the `promoted` piece flag where promoted
    /// pieces revert. Throws ParseError unless the variant has hands and at most one pawn type.
    explicit CrazyhouseRules(Variant& variant);
    /// Removes from out[first..] every turn with a drop that crazyhouse forbids (a pawn on its
    /// own first rank, unless first_rank_pawn_drops), whichever action of the turn it is.
    void keep_allowed_drops(const Position& pos, MoveList& out, std::size_t first) const;
    /// The effects: captured pieces to the captor's hand, the promoted flag, the halfmove clock.
    void after_move(Effects& fx) const;
    /// Refuses a promoted flag on a piece no pawn promotes to (ParseError, field `promoted`).
    void validate_flags(const PositionSetup& setup) const;

private:
    std::optional<PieceTypeId> pawn_; ///< the pawn type, if the variant has one
    bool revert_ = false;             ///< a captured piece promoted from a pawn goes to the hand as a pawn
    bool first_rank_drops_ = false;   ///< pawns may be dropped on their own first rank (chessgi)
    bool to_hand_ = true;             ///< captured pieces go to the captor's hand (not in koedem)
    StateFieldId promoted_ = 0;       ///< the piece flag of promoted pieces (when `revert_`)
    int promoted_plane_ = 0;          ///< its plane (Capture::flags bit)
};

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// hands and at most one pawn type. Without a pawn type (the shogi family) the first two options do
/// nothing: promoted pieces revert by their types and drops follow the core's rules only.
[[nodiscard]] RuleModulePtr install_crazyhouse(Variant& variant);

} // namespace varia::variants
