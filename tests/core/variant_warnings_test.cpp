// Warnings about valid but suspicious definitions (include/varia/variant_warnings.hpp): each one on
// a small variant made for it, and none for FIDE chess.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "varia/variant_file.hpp"
#include "varia/variant_warnings.hpp"

using namespace varia;

namespace {

/// A 6×6 variant with a king each and White's extra pieces `pieces` (JSON objects, each
/// preceded by a comma), starting from `start`.
VariantPtr six_by_six(const std::string& pieces, const std::string& start = "k5/6/6/6/6/5K w - - 0 1") {
    return parse_variant(R"({"name": "warning-test", "board": {"width": 6, "height": 6},
      "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true})" +
                             pieces + R"(], "start": ")" + start + "\"}",
                         "inline");
}

bool has(const std::vector<VariantWarning>& warnings, const std::string& code, const std::string& piece) {
    return std::any_of(warnings.begin(), warnings.end(),
                       [&](const VariantWarning& w) { return w.code == code && w.piece == piece; });
}

std::string codes(const std::vector<VariantWarning>& warnings) {
    std::string out;
    for (const VariantWarning& w : warnings) out += w.code + " " + w.piece + ": " + w.message + "\n";
    return out;
}

} // namespace

TEST_CASE("warnings: FIDE chess has none", "[warnings]") {
    const std::vector<VariantWarning> w = variant_warnings(*find_variant("chess"));
    INFO(codes(w));
    CHECK(w.empty());
}

TEST_CASE("warnings: a rider's range as long as the board", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(R"(, {"letter": "W", "name": "long wazir", "betza": "W5"},
                                                 {"letter": "S", "name": "short wazir", "betza": "W4"})"));
    INFO(codes(w));
    CHECK(has(w, "range-covers-board", "W"));
    CHECK_FALSE(has(w, "range-covers-board", "S"));
}

TEST_CASE("warnings: a leap that never lands, and a piece that never moves", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(R"json(, {"letter": "L", "name": "long leaper", "betza": "(6,1)"},
                                                 {"letter": "M", "name": "mixed", "betza": "N(6,1)"})json"));
    INFO(codes(w));
    CHECK(has(w, "leap-off-board", "L"));
    CHECK(has(w, "never-moves", "L"));
    CHECK(has(w, "leap-off-board", "M"));
    CHECK_FALSE(has(w, "never-moves", "M"));
}

TEST_CASE("warnings: a promotion zone the pawn never reaches, a choice that cannot stand there", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(
        R"(, {"letter": "P", "name": "backward pawn", "betza": "bmW", "pawn": true,
              "promotion": {"ranks": [6], "choices": ["N"]}},
            {"letter": "Q", "name": "pawn", "betza": "fmWfcF", "pawn": true,
             "promotion": {"ranks": [6], "choices": ["N", "P"]}},
            {"letter": "N", "name": "knight", "betza": "N"})",
        "k5/6/6/6/PQ4/5K w - - 0 1"));
    INFO(codes(w));
    CHECK(has(w, "promotion-unreachable", "P"));
    // Promoting to the backward pawn, which may not stand on its own promotion rank.
    CHECK(has(w, "promotion-unreachable", "Q"));
    CHECK(std::count_if(w.begin(), w.end(), [](const VariantWarning& x) {
              return x.code == "promotion-unreachable" && x.piece == "Q";
          }) == 1);
}

TEST_CASE("warnings: two pieces that move alike", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(R"(, {"letter": "N", "name": "knight", "betza": "N"},
                                                 {"letter": "H", "name": "horse", "betza": "N"},
                                                 {"letter": "C", "name": "commoner", "betza": "K"})"));
    INFO(codes(w));
    CHECK(has(w, "identical-movement", "H"));
    CHECK_FALSE(has(w, "identical-movement", "N"));
    CHECK_FALSE(has(w, "identical-movement", "C")); // moves like the king, but the king is royal
}

TEST_CASE("warnings: atoms that overlap inside one piece", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(R"(, {"letter": "R", "name": "rook", "betza": "WR"},
                                                 {"letter": "C", "name": "cannon", "betza": "mRcpR"})"));
    INFO(codes(w));
    CHECK(has(w, "overlapping-atoms", "R"));
    CHECK_FALSE(has(w, "overlapping-atoms", "C")); // a rider and a hopper: different moves
}

TEST_CASE("warnings: a start position with no legal move", "[warnings]") {
    const auto w = variant_warnings(*six_by_six(R"(, {"letter": "Q", "name": "queen", "betza": "Q"})",
                                                "k5/6/6/6/2q3/K5 w - - 0 1"));
    INFO(codes(w));
    CHECK(has(w, "no-legal-move", ""));
    const auto clean = variant_warnings(*six_by_six(R"(, {"letter": "Q", "name": "queen", "betza": "Q"})"));
    INFO(codes(clean));
    CHECK(clean.empty());
}
