// Asylum Chess: the Friendly Fire option (asylum-chess.md §9, R9–R11), and the refusals of the
// spec's own rules in its own words (R7, R8, R10, R11, R14, R17, R19).
#include "asylum-chess/asylum_chess.hpp"

#include "varia/betza.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace varia::variants {

namespace {

std::string side_name(Color c) { return c == Color::White ? "White" : "Black"; }

/// The words of the rulings a player runs into; everything else is data.
struct AsylumChess {
    PieceTypeId rook, pawn;
    bool friendly_fire;

    /// Why a turn is refused, in the spec's words: the Super Loony Rook's fire (R7, R8, R10,
    /// R11), the pawn's multi-steps (R17), promotion (R19) and the three-square castling (R14).
    /// "" where the core explains it (a wrong movement, a king left attacked, castling through
    /// an attacked square...).
    std::string explain_refusal(Position& pos, std::string_view text) const {
        if (text.find(',') != std::string_view::npos || text.find('@') != std::string_view::npos) return "";
        const Geometry& geo = pos.variant().geometry();
        const std::size_t n = text.size() > 2 && std::isdigit(static_cast<unsigned char>(text[2])) ? 3 : 2;
        const auto from = geo.parse_square(text.substr(0, n));
        if (!from || text.size() < n + 2) return "";
        const std::size_t m = text.size() > n + 2 && std::isdigit(static_cast<unsigned char>(text[n + 2])) ? 3 : 2;
        const auto to = geo.parse_square(text.substr(n, m));
        if (!to) return "";
        const std::string_view suffix = text.substr(n + m);
        const Piece p = pos.piece_at(*from);
        if (p.none() || p.is_wall() || p.color() != pos.side_to_move()) return "";
        if (p.type() == rook && suffix.empty()) return rook_fire(pos, *from, *to);
        if (p.type() == pawn) return pawn_move(pos, *from, *to, suffix);
        if (pos.variant().piece_types[p.type()].castling_king && suffix.empty()) return castling(pos, *from, *to);
        return "";
    }

    /// §4.6: slide to an empty square before P1, take an enemy P1, or fire through it onto an
    /// empty square up to P2 or onto P2.
    std::string rook_fire(const Position& pos, Square from, Square to) const {
        const int df = file_of(to) - file_of(from);
        const int dr = rank_of(to) - rank_of(from);
        if ((df != 0) == (dr != 0)) return ""; // not along a rank or file
        const int sf = (df > 0) - (df < 0);
        const int sr = (dr > 0) - (dr < 0);
        const Color us = pos.side_to_move();
        const Variant& v = pos.variant();
        Square first = NoSquare, second = NoSquare;
        for (Square s = step(from, sf, sr); s != to; s = step(s, sf, sr)) {
            if (pos.piece_at(s).none()) continue;
            if (first == NoSquare) first = s;
            else if (second == NoSquare) second = s;
        }
        if (first == NoSquare) return ""; // an orthodox rook move: the core explains a taken target
        const Piece p1 = pos.piece_at(first);
        if (p1.color() == us && v.piece_types[p1.type()].royal)
            return "a Super Loony Rook never fires through its own king, with or without Friendly Fire: the " +
                   v.piece_types[p1.type()].name + " on " + square_name(first) + " blocks the line (R11)";
        if (p1.color() == us && !friendly_fire)
            return "without Friendly Fire (option friendly_fire) a Super Loony Rook fires only through enemy "
                   "pieces: " + side_name(us) + "'s own " + v.piece_types[p1.type()].name + " on " +
                   square_name(first) + " blocks it as in orthodox chess (R8)";
        if (second != NoSquare)
            return "a Super Loony Rook's fire reaches at most two pieces and ends on the second: it goes no "
                   "further than the " + v.piece_types[pos.piece_at(second).type()].name + " on " +
                   square_name(second) + " (R7)";
        const Piece p2 = pos.piece_at(to);
        if (p2.none() || p2.color() != us) return "";
        const std::string p2_words = side_name(us) + "'s own " + v.piece_types[p2.type()].name + " on " + square_name(to);
        if (!friendly_fire)
            return "without Friendly Fire (option friendly_fire) an own piece ends the fire before it: the rook "
                   "may not land on " + p2_words + " (R8)";
        if (v.piece_types[p2.type()].royal)
            return "with Friendly Fire the rook may destroy an own piece as the second piece struck, but never "
                   "its own king: not " + p2_words + " (R10)";
        return "";
    }

    /// §4.7, §7: one step, or two or three from the start rank over empty squares; promotion on
    /// the last rank, compulsory, to Q, R, N, B or L.
    std::string pawn_move(const Position& pos, Square from, Square to, std::string_view suffix) const {
        const Variant& v = pos.variant();
        const Color us = pos.side_to_move();
        const int forward = us == Color::White ? 1 : -1;
        const int ahead = (rank_of(to) - rank_of(from)) * forward;
        const bool last_rank = v.relative_rank(us, rank_of(to)) == v.height - 1;
        if (file_of(to) == file_of(from) && (ahead == 2 || ahead == 3) && suffix.empty()) {
            const int start = v.relative_rank(us, 1);
            if (rank_of(from) != start)
                return "a pawn advances two or three squares only from its start rank (rank " +
                       std::to_string(start + 1) + " for " + side_name(us) +
                       "); once it has left it, it advances one square at a time (R17)";
            for (int k = 1; k <= ahead; ++k) {
                const Square s = make_square(file_of(from), rank_of(from) + k * forward);
                if (pos.piece_at(s).none()) continue;
                const std::string name = v.piece_types[pos.piece_at(s).type()].name;
                if (s == to)
                    return "a pawn's two- or three-square advance never captures: its destination must be empty, "
                           "and " + square_name(to) + " holds the " + name + " (R17)";
                return "a pawn's two- or three-square advance needs every square it passes empty, and the " + name +
                       " on " + square_name(s) + " is in the way (R17)";
            }
            return "";
        }
        const std::string choices = promotion_letters(v);
        if (!suffix.empty() && std::islower(static_cast<unsigned char>(suffix[0])) && suffix.size() == 1) {
            const auto type = v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(suffix[0]))));
            const auto& allowed = v.piece_types[pawn].promotion.choices;
            if (!last_rank)
                return "a pawn promotes only on reaching the last rank (rank " +
                       std::to_string(v.relative_rank(us, v.height - 1) + 1) + " for " + side_name(us) + ") (R19)";
            if (type && std::find(allowed.begin(), allowed.end(), *type) == allowed.end())
                return "a pawn promotes to a Mad Queen, Super Loony Rook, Insane Ninja Knight, Bishop or Mad "
                       "Leaping Bishop (" + choices + "), never to a " + v.piece_types[*type].name + " (R19)";
            return "";
        }
        if (suffix.empty() && last_rank && reaches(pos, from, to))
            return "a pawn reaching the last rank is replaced, as part of the same move, by a piece of the mover's "
                   "choice: write its letter (" + choices + "), e.g. " + text_of(from, to) + "q (R19)";
        return "";
    }

    /// §6, R14: the king castles three squares towards the rook (f1i1, f1c1).
    static std::string castling(const Position& pos, Square from, Square to) {
        const Variant& v = pos.variant();
        const CastlingRules& cr = v.castling;
        const Color us = pos.side_to_move();
        if (!cr.enabled || rank_of(from) != rank_of(to) || rank_of(from) != v.relative_rank(us, cr.rank) ||
            (cr.king_file >= 0 && file_of(from) != cr.king_file))
            return "";
        const int distance = std::abs(file_of(to) - file_of(from));
        if (distance < 2 || file_of(to) == cr.king_side_king_file || file_of(to) == cr.queen_side_king_file) return "";
        const int rank = rank_of(from);
        return "castling moves the king three squares towards the rook, and the rook to the square the king "
               "crossed: " + text_of(from, make_square(cr.king_side_king_file, rank)) + " or " +
               text_of(from, make_square(cr.queen_side_king_file, rank)) + " (R14)";
    }

    static Square step(Square s, int df, int dr) { return make_square(file_of(s) + df, rank_of(s) + dr); }
    static std::string text_of(Square from, Square to) { return square_name(from) + square_name(to); }

    static bool reaches(const Position& pos, Square from, Square to) {
        MoveList moves;
        generate_piece_moves(pos, from, moves);
        return std::any_of(moves.begin(), moves.end(), [to](const Move& mv) { return mv.to == to; });
    }

    std::string promotion_letters(const Variant& v) const {
        std::string out;
        const auto& choices = v.piece_types[pawn].promotion.choices;
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (i > 0) out += i + 1 == choices.size() ? " or " : ", ";
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(v.piece_types[choices[i]].letter)));
        }
        return out;
    }
};

PieceTypeId type_of(const Variant& v, char letter, const char* what) {
    const auto type = v.type_of_letter(letter);
    if (!type)
        throw ParseError("pieces", std::string(1, letter),
                         std::string("the asylum-chess rule module needs the ") + what + ", letter " + letter);
    return *type;
}

} // namespace

RuleModulePtr install_asylum_chess(Variant& v) {
    if (!v.find_option("friendly_fire", "bool")) throw ParseError("options", "friendly_fire", "the asylum-chess rule module needs the bool option 'friendly_fire'");
    AsylumChess rules{};
    rules.rook = type_of(v, 'R', "Super Loony Rook");
    rules.pawn = type_of(v, 'P', "pawn");
    rules.friendly_fire = v.option_flag("friendly_fire");
    // R9, R10: with Friendly Fire the first piece struck may also be an own one ('d'), and so may
    // the second; 'd' never takes the own king (R11).
    const char* movement = rules.friendly_fire ? "RcdafmcdR" : "RcafR";
    v.piece_types[rules.rook].atoms = betza::parse(movement).atoms;
    return make_rule_module(rules);
}

} // namespace varia::variants
