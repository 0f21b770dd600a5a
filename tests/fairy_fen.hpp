#pragma once
// Fairy-Stockfish (and cutechess) FEN → Varia position text, for the published counts of
// tests/data/fairy.json: used by tests/variants/fairy_perft_test.cpp and bench/perft_deep.cpp.
// Kept apart from src/position_text.cpp on purpose: it must not depend on the parser it checks.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "varia/variant.hpp"

namespace varia::test {

/// A fairy.json position in Varia's position text.
struct Converted {
    std::string text;
    /// Fairy-Stockfish may list, next to the squares a multi-step passed, the square of the piece
    /// that made it (Berolina: "d6c5" = target d6, pawn on c5); that square, or "" when absent.
    std::string en_passant_piece;
};

/// Converts a Fairy-Stockfish (or cutechess) FEN of variant `v` into Varia's position text.
/// Handles what the shipped variants need: walls written '*' (one per cell, checked against the
/// variant's holes), multi-digit empty runs, missing move counters ("w - -"), a missing castling
/// and en-passant pair ("w 0 1"), a number in the en-passant field ("w - 0 0 1"), and en-passant
/// fields that run several squares together.
/// cutechess's "w - 1" (no castling, no en passant, a move number), and Cambodian chess's castling
/// field ("DEde": the files of the unmoved king and met, Varia's `first_move` flag). A '+' before a letter
/// is a promoted type (shogi's "+P") where the variant has one.
/// Throws std::runtime_error, saying what it found, for anything else: promoted-piece marks
/// ('~' without a promoted flag, '+' without a promoted type), hands in a variant without hands, check counters and other extra fields, unknown
/// letters, walls that are not holes and holes that are not walls.
Converted fsf_to_position_text(const Variant& v, const std::string& fen);

/// A fairy.json entry whose source counts by other rules than Fairy-Stockfish's, which Varia
/// follows: the count Fairy-Stockfish gives for it (checked with Fairy-Stockfish itself), and why
/// the published one differs.
struct RuleDifference {
    std::uint64_t nodes;
    std::string reason;
};

/// The known rule differences, by fairy.json id. Tests and the deep benchmark expect `nodes` for
/// these entries instead of the published count.
[[nodiscard]] const std::map<std::string, RuleDifference>& rule_differences();

/// `text` split at runs of spaces.
std::vector<std::string> split_fields(const std::string& text);

} // namespace varia::test
