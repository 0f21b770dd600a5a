#pragma once
/// \file betza.hpp
/// XBetza notation: text → movement atoms (piece.hpp) → canonical text. Constructs that the core
/// cannot execute are rejected with a ParseError giving the character position, never ignored.
///
/// Supported (H.G. Muller's XBetza, as Fairy-Stockfish reads it):
/// - Atoms W F D N A H C Z G (L = C camel, J = Z zebra), K = W+F, R = W0, B = F0, Q = R+B, and
///   any leap as a pair "(x,y)" with 0 <= x, y <= 15 ("(4,1)" = "(1,4)"). K and Q give two Atoms.
/// - Range: a leaper letter doubled is an unlimited rider (NN, WW = R); digits after an atom give
///   the range, at most two digits, 0 = unlimited (W3, R4 = W4, N0 = NN, (4,1)2). The castling
///   atom O<n> (n >= 1 squares for the king) sets Movement::castling and takes no modifiers.
/// - Directions, relative to White (Black's moves are mirrored by the core): f b l r, v = f+b,
///   s = l+r. On orthogonal atoms each letter is one move and letters add up (fsW = forward, left
///   and right). On diagonal atoms a letter is the two moves on that side (fF), a vertical and a
///   horizontal letter together one move (flF = lfF). On oblique atoms a letter is the pair of
///   moves nearest its direction (fN = ffN = the two narrow forward moves, rN = the two wide right
///   ones, vN / sN the four narrow / wide ones); two letters name one move, the first picking the
///   side and the second the pair (frN = g6 from e5, rfN = f7, flN, lfN...); fsN / bsN = both wide
///   forward / backward moves, rvN / lvN = both narrow right / left ones; fh bh lh rh = every move
///   on that side (fhN = the four forward moves). Adjacent letters pair up as one token; tokens add
///   up. On K and Q the directions apply to each part.
/// - Modes: m (to an empty square), c (capture), e (en passant), combinable ("ce", "mc");
///   none = m+c.
/// - Modifiers: p (cannon hop, Hop::Cannon) and g (grasshopper, Hop::Grasshopper) on riders;
///   n (lame) on leaps: a straight one (D, A, H, G...) passes the squares on its line; an
///   oblique one (nN, the xiangqi horse; nZ, the janggi elephant) first steps orthogonally along
///   its longer side until what is left is diagonal, then diagonally (nN: one orthogonal step, then
///   one diagonal); every square passed must be empty (also harmless on W, F);
///   j (skip the first square) on riders; i (only from the initial squares).
/// - Two-leg locust moves, `[i][directions]{c|d|cd} a f[m][c][d]<atom>[range]`
///   (Atom::locust_modes): the modifiers before `a` are the first leg, those after it the second;
///   the atom and its range apply to both legs. The first leg ends on the first piece met (on a
///   rider's line), which is taken: an enemy with `c`, a piece of the mover's own side other than
///   a royal one with `d` (modes::destroy), either with `cd`. The second leg must be `f`, straight
///   on from there, and moves to an empty square, captures an enemy and/or destroys an own
///   non-royal piece as its modes say (none = m+c). cafR is a fire-through rook (takes the first
///   piece on its line, then lands on any empty square before the next piece or takes that piece),
///   cdafmcdR the same rook that may also strike its own pieces (Asylum Chess's Friendly Fire),
///   cafW a short leap that jumps an adjacent enemy, taking it, and lands one step further (taking
///   a second enemy there: a double capture), cafmW the same landing on empty squares only, fcafF a
///   checkers-like forward jump capture. `d` anywhere else is rejected.
///
/// Rejected, with the reason and position: other multi-leg moves (a first leg that is not `c`
/// alone, such as `m` for passing an empty square, `p`, `e` or no mode; a second leg that turns or
/// has no direction, or with `e`, `p`, `g`, `n`, `j` or `i`; a third leg; 'a' before 'O'), `d`
/// outside a locust leg, the modifiers o q u z and any other lower-case letter, hopping or
/// skipping leapers (pN, jN), j or e together with hopping, 'n' on riders, a second 'O', drops
/// ('@'), brackets other than leap pairs, '-', '*', unknown atoms, stray digits, an empty text and
/// modifiers with no atom after them. (Fairy-Stockfish's XBoard piece strings may end in XBoard
/// flags and "@n" drop limits, e.g. "fWf@9"; those are not XBetza and must be removed first.)

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "varia/piece.hpp"

namespace varia::betza {

/// A piece's movement as parsed from XBetza.
struct Movement {
    std::vector<Atom> atoms;
    /// Castling distance from an `O<n>` atom (the king moves n squares); 0 when absent.
    int castling = 0;
    friend bool operator==(const Movement&, const Movement&) = default;
};

/// Parses XBetza text such as "fmWfceFifmnD" or "mRcpR": one Atom per atom letter or leap pair
/// (two for K and Q), in text order; duplicate vectors across atoms are kept.
/// Throws ParseError (field "betza", text = the whole input, where() = offending character
/// offset) with the reason, e.g. "unsupported modifier 'q' at position 2 (circular moves)".
[[nodiscard]] Movement parse(std::string_view text);

/// Canonical XBetza text of `movement`; parse(to_text(m)) describes the same moves as m, and
/// to_text(parse(to_text(m))) == to_text(m).
/// Form: one group per Atom (an Atom whose vectors span several leap classes gives one group per
/// class), written [i][directions][modes][p|g][n][j]<atom>[range] (locust atoms:
/// [i][directions]caf[m|c]<atom>[range]), then O<n>. Modes are omitted
/// for m+c; directions only when the vectors are a strict subset of the class, in the shortest
/// spelling; W0 is "R", F0 "B", other unlimited leaper letters are doubled ("NN"), leaps without
/// a letter are "(x,y)" with x >= y (unlimited: "(x,y)0"). K and Q are written as "WF" and "RB".
/// Atoms that can make no move (no vectors, no mode) are left out.
/// Throws Error when an atom cannot be written so that parse() reads it back: a range or castling
/// distance above 99, a leap longer than 15, a modifier combination parse() rejects (lame
/// oblique leaps, hopping leapers, a locust atom whose first leg does not only capture...), or a
/// friendly leap (Hop::FriendlyLeap, no XBetza form).
[[nodiscard]] std::string to_text(const Movement& movement);

} // namespace varia::betza
