// The fairy.json rule differences (fairy_differences.hpp).
#include "fairy_differences.hpp"

namespace varia::test {

const std::map<std::string, RuleDifference>& rule_differences() {
    static const std::map<std::string, RuleDifference> differences = {
        {"cutechess-atomic-startpos-d5",
         {4864979, "cutechess goes on counting moves after a king has exploded (from ply 4 on, e.g. 1.e4 d5 "
                   "2.exd5 Qxd2); Fairy-Stockfish and chessops end the game there and count 4,864,979"}},
        {"cutechess-extinction-startpos-d5",
         {4896744, "cutechess goes on counting moves after a piece type has died out (from ply 4 on, e.g. "
                   "1.e4 Nf6 2.Qh5 Nxh5: White has no queen left); Fairy-Stockfish (ffish 0.7.10) ends the game "
                   "there and counts 4,896,744"}},
        {"cutechess-chessgi2-d3",
         {4434101, "cutechess lets a pawn dropped on its first rank step two squares from there (the "
                   "published 4,493,963 is what Varia counts with initial_ranks [1, 2]); Fairy-Stockfish "
                   "(ffish 0.7.10) allows the double step from the second rank only and counts 4,434,101"}},
        {"cutechess-cambodian-startpos-d4",
         {361719, "cutechess counts 74 more leaves at depth 4 of the start; Fairy-Stockfish (ffish 0.7.10) "
                  "counts 361,719 for the same text, as for its own start (fsf-perftsh-L51), and Varia follows "
                  "it. Where the rules part was not traced: cutechess's Cambodian board is not in the sources "
                  "this project reads"}},
        {"cutechess-euroshogi-startpos-d4",
         {380499, "cutechess lets a piece entering the promotion zone stay unpromoted (its EuroShogi board "
                  "generates the plain move next to the promotion, as in shogi); EuroShogi's rules and "
                  "Fairy-Stockfish make that promotion compulsory, and Fairy-Stockfish (ffish 0.7.10) counts "
                  "380,499"}},
    };
    return differences;
}

} // namespace varia::test
