// The insufficient-material rule by each piece's mating power (DrawRules::fide_insufficient_material,
// PieceType::mating). Every verdict below is Fairy-Stockfish's too (ffish 0.7.10,
// isInsufficientMaterial, on the same Fairy-Stockfish text), but the two marked otherwise.
#include <catch2/catch.hpp>

#include <string>

#include "varia/fsf_fen.hpp"
#include "varia/status.hpp"
#include "varia/variant.hpp"

using namespace varia;

namespace {

/// True when the position (Fairy-Stockfish's text) is drawn by insufficient material.
bool dead(const char* variant, const char* fsf_text) {
    Position pos = position_from_fsf_fen(find_variant(variant), fsf_text);
    return game_status(pos).termination == Termination::InsufficientMaterial;
}

} // namespace

TEST_CASE("material: FIDE's dead positions by material", "[material][status]") {
    CHECK(dead("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    CHECK(dead("chess", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));
    CHECK(dead("chess", "4k3/8/8/8/8/8/8/B3K3 w - - 0 1"));
    CHECK(dead("chess", "4kb2/8/8/8/8/8/8/B3K3 w - - 0 1"));  // bishops on one colour
    CHECK_FALSE(dead("chess", "4k1b1/8/8/8/8/8/8/B3K3 w - - 0 1")); // on both colours
    CHECK_FALSE(dead("chess", "4k3/8/8/8/8/8/8/NN2K3 w - - 0 1"));  // a second piece helps
    CHECK_FALSE(dead("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    CHECK_FALSE(dead("chess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"));   // it promotes to a queen
}

TEST_CASE("material: mating power told from the captures", "[material][status]") {
    CHECK_FALSE(dead("capablanca", "4k5/10/10/10/10/10/10/A3K5 w - - 0 1")); // archbishop: B + N
    CHECK_FALSE(dead("centaur", "4k5/10/10/10/10/10/10/C3K5 w - - 0 1"));    // king + knight
    CHECK_FALSE(dead("knightmate", "4k3/8/8/8/8/8/8/M3K3 w - - 0 1"));        // the commoner
    CHECK(dead("hoppelpoppel", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1")); // it takes as a bishop: one colour
    CHECK(dead("hoppelpoppel", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")); // it takes as a knight
    CHECK(dead("newzealand", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));    // it takes as a knight
    CHECK(dead("shako", "10/5k4/10/10/10/10/10/10/5K4/C9 w - - 0 1")); // a cannon needs a screen
    CHECK(dead("shako", "10/5k4/10/10/10/10/10/10/5K4/E9 w - - 0 1")); // fers-alfil: colour-bound
    CHECK(dead("makruk", "4k3/8/8/8/8/8/8/3KM3 w - - 0 1"));     // the met, colour-bound
    CHECK(dead("makruk", "4k3/8/8/8/8/P7/8/3K4 w - - 0 1"));     // a pawn promotes to a met only
    CHECK_FALSE(dead("makruk", "4k3/8/8/8/8/8/8/2SK4 w - - 0 1")); // the khon
    // Not Fairy-Stockfish's verdicts: it counts neither the ai-wok nor the New Zealand knight,
    // which takes as a rook.
    CHECK_FALSE(dead("ai-wok", "4k3/8/8/8/8/8/8/3KA3 b - - 0 1"));
    CHECK_FALSE(dead("newzealand", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"));
}

TEST_CASE("material: a variant file's \"mating\" overrides what the captures tell", "[material][status]") {
    CHECK_FALSE(dead("opulent", "10/5k4/10/10/10/10/10/10/3N1K4/10 w - - 0 1")); // NW: "alone"
    CHECK_FALSE(dead("nightrider", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));           // NN: "alone"
    CHECK_FALSE(dead("grasshopper", "4k3/8/8/8/8/8/G7/4K3 w - - 0 1"));
    CHECK(dead("nightrider", "4k3/8/8/8/8/8/8/B3K3 w - - 0 1"));
}

TEST_CASE("material: pieces that never reach the enemy royal piece's squares do not count", "[material][status]") {
    CHECK(dead("xiangqi", "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"));
    CHECK(dead("xiangqi", "3k5/9/9/9/9/9/9/4B4/9/4K4 w - - 0 1"));
    CHECK(dead("janggi", "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"));
    // Xiangqi's stalemate loses: a lone horse, cannon or soldier can win by it.
    CHECK_FALSE(dead("xiangqi", "3k5/9/9/9/9/9/9/9/9/N3K4 w - - 0 1"));
    CHECK_FALSE(dead("xiangqi", "3k5/9/9/9/9/9/9/9/9/C3K4 w - - 0 1"));
    CHECK_FALSE(dead("xiangqi", "3k5/9/9/9/9/9/9/9/9/P3K4 w - - 0 1"));
}

TEST_CASE("material: other ways to win keep any material alive", "[material][status]") {
    CHECK_FALSE(dead("kingofthehill", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")); // a king can reach the hill
    CHECK_FALSE(dead("makpong", "4k3/8/8/8/8/8/8/1N1K4 w - - 0 1"));     // a king in check may not move
    CHECK_FALSE(dead("coregal", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));      // a royal queen still mates
    // Holes block a king's flight as pieces do.
    CHECK(dead("troitzky", "****1k****/**6**/*8*/*8*/10/10/*8*/*8*/**6**/****1K**** w - - 0 1"));
    CHECK_FALSE(dead("troitzky", "****1k****/**6**/*8*/*8*/10/10/*8*/*8*/**1N4**/****1K**** w - - 0 1"));
    CHECK_FALSE(dead("gustav3", "5k4/*8*/*8*/*8*/*8*/*8*/*8*/3B1K4 w - - 0 1"));
}
