#include "laser_chess.hpp"

#include "varia/errors.hpp"
#include "varia/position.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <memory>

namespace varia::variants {

namespace {

/// Squares of the 8x8 board as bits f + 8r.
using Bits = std::uint64_t;
constexpr Bits bit(int i) { return Bits{1} << i; }
constexpr int index64(Square s) { return file_of(s) + 8 * rank_of(s); }
constexpr Square square64(int i) { return make_square(i & 7, i >> 3); }
/// The square (file + df, rank + dr) from square i, or -1 off the board.
constexpr int offset(int i, int df, int dr) {
    const int f = (i & 7) + df, r = (i >> 3) + dr;
    return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : f + 8 * r;
}

constexpr std::array<std::array<int, 2>, 4> orthogonal{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}}; // N E S W
constexpr std::array<std::array<int, 2>, 4> diagonal{{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}};
constexpr std::array<std::array<int, 2>, 8> knight{{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

constexpr std::uint8_t avoided_bit(Color c) { return static_cast<std::uint8_t>(1U << (1 + index(c))); }
constexpr std::uint8_t escape_bit(Color c) { return static_cast<std::uint8_t>(1U << (3 + index(c))); }

struct Rules {
    PieceTypeId pawn, knight, bishop, rook, queen, king;
    std::array<PieceTypeId, 4> promotions;
    bool must_spend, deter_friendly, bishop_protects_enemy, protection_revives;
    bool surround_line; ///< option surround=line: the nearest piece in each direction counts (R13)
};

/// A copy of the placement, for judging actions and turns without touching the position.
struct Board {
    std::array<Piece, 64> at{};
    Bits dying = 0;
    explicit Board(const Position& pos) {
        for (int i = 0; i < 64; ++i) at[i] = pos.piece_at(square64(i));
        for (Square s : pos.marked()) dying |= bit(index64(s));
    }
    [[nodiscard]] bool is(int i, Color c, PieceTypeId t) const { return at[i] == Piece(t, c); }
};

/// True when a piece of colour `by` attacks square `target`, square `empty` counting as empty
/// (dying pieces attack too: laser-chess.md R12, §F).
bool attacked(const Board& b, const Rules& r, int target, Color by, int empty = -1) {
    const int back = by == Color::White ? -1 : 1;
    for (int df : {-1, 1})
        if (const int s = offset(target, df, back); s >= 0 && s != empty && b.is(s, by, r.pawn)) return true;
    for (const auto& d : knight)
        if (const int s = offset(target, d[0], d[1]); s >= 0 && s != empty && b.is(s, by, r.knight)) return true;
    const auto slide = [&](const auto& dirs, PieceTypeId slider) {
        for (const auto& d : dirs) {
            for (int s = offset(target, d[0], d[1]), k = 1; s >= 0; s = offset(s, d[0], d[1]), ++k) {
                if (s == empty || b.at[s].none()) continue;
                const Piece p = b.at[s];
                if (p.color() == by && (p.type() == slider || p.type() == r.queen || (k == 1 && p.type() == r.king)))
                    return true;
                break;
            }
        }
        return false;
    };
    return slide(orthogonal, r.rook) || slide(diagonal, r.bishop);
}

/// The squares whose pieces are protected (laser-chess.md §C, R11): the first piece on each
/// diagonal of a bishop when of the bishop's colour (any colour with bishop_protects_enemy), and
/// own pieces diagonally in front of a pawn. Dying bishops and pawns protect too (R12).
Bits protected_squares(const Board& b, const Rules& r) {
    Bits out = 0;
    for (int i = 0; i < 64; ++i) {
        const Piece p = b.at[i];
        if (p.none()) continue;
        if (p.type() == r.bishop) {
            for (const auto& d : diagonal)
                for (int s = offset(i, d[0], d[1]); s >= 0; s = offset(s, d[0], d[1])) {
                    if (b.at[s].none()) continue;
                    if (b.at[s].color() == p.color() || r.bishop_protects_enemy) out |= bit(s);
                    break;
                }
        } else if (p.type() == r.pawn) {
            const int fwd = p.color() == Color::White ? 1 : -1;
            for (int df : {-1, 1})
                if (const int s = offset(i, df, fwd); s >= 0 && !b.at[s].none() && b.at[s].color() == p.color())
                    out |= bit(s);
        }
    }
    return out;
}

/// One candidate action with what it uses, for combining actions into turns (§B C1–C6).
struct Single {
    Action action;
    int cost;
    Bits actors;  ///< pieces acting (castling: king and rook)
    Bits dests;   ///< squares moving pieces end on
    Bits caps;    ///< pieces captured
    Bits hits;    ///< pieces captured, shot or deterred
    Bits vacated; ///< squares emptied (origins, en-passant victims, own pieces taken)
    bool king;    ///< the king acts
};

bool compatible(const Single& a, const Single& b) {
    return (a.actors & b.actors) == 0 && (a.dests & b.dests) == 0 && (a.hits & b.hits) == 0 &&
           (a.caps & b.actors) == 0 && (b.caps & a.actors) == 0;
}

constexpr std::size_t max_singles = 512;

/// Every single action of the side to move (§H step 1), in square order of the acting piece.
class Lister {
public:
    Lister(const Position& pos, const Board& b, const Rules& r, std::array<Single, max_singles>& out)
        : pos_(pos), b_(b), r_(r), out_(out), us_(pos.side_to_move()), them_(~us_), prot_(protected_squares(b, r)) {}

    std::size_t run() {
        for (int f = 0; f < 8; ++f)
            for (int rank = 0; rank < 8; ++rank) {
                const int i = f + 8 * rank;
                const Piece p = b_.at[i];
                if (p.none() || p.color() != us_ || (b_.dying & bit(i))) continue;
                if (p.type() == r_.pawn) pawn(i);
                else if (p.type() == r_.knight) leaps(i);
                else if (p.type() == r_.bishop) slides(i, diagonal);
                else if (p.type() == r_.rook) { slides(i, orthogonal); shots(i); }
                else if (p.type() == r_.queen) { slides(i, orthogonal); slides(i, diagonal); deterrence(i); }
                else if (p.type() == r_.king) king(i);
            }
        return n_;
    }

private:
    Single& add(int from, int to, ActionKind kind, int cost, std::uint8_t promotion = Move::no_promotion,
                std::uint8_t aux = 0) {
        if (n_ == max_singles) throw CapacityError("laser-chess: more than 512 single actions in one position");
        Single& s = out_[n_++];
        s = Single{Action{static_cast<std::uint8_t>(square64(from)), static_cast<std::uint8_t>(square64(to)), kind,
                          promotion, aux},
                   cost, bit(from), 0, 0, 0, 0, false};
        if (kind == ActionKind::Step || kind == ActionKind::EnPassant || kind == ActionKind::Castling) {
            s.dests = bit(to);
            s.vacated = bit(from);
        }
        return s;
    }
    /// A move onto `to` (empty, or a piece it captures).
    void move(int from, int to, int cost, std::uint8_t promotion = Move::no_promotion) {
        Single& s = add(from, to, ActionKind::Step, cost, promotion);
        if (!b_.at[to].none()) {
            s.caps = s.hits = bit(to);
            if (b_.at[to].color() == us_) s.vacated |= bit(to);
        }
    }
    [[nodiscard]] bool enemy_non_king(int s) const {
        return !b_.at[s].none() && b_.at[s].color() == them_ && b_.at[s].type() != r_.king;
    }
    void pawn_move(int from, int to) {
        if ((to >> 3) == (us_ == Color::White ? 7 : 0)) {
            for (PieceTypeId t : r_.promotions) move(from, to, 1, t);
        } else {
            move(from, to, 1);
        }
    }
    void pawn(int i) {
        const int fwd = us_ == Color::White ? 1 : -1;
        if (const int s = offset(i, 0, fwd); s >= 0 && b_.at[s].none()) {
            pawn_move(i, s);
            const int start = us_ == Color::White ? 1 : 6;
            if (const int d = offset(s, 0, fwd); (i >> 3) == start && d >= 0 && b_.at[d].none()) move(i, d, 1);
        }
        for (int df : {-1, 1}) {
            const int s = offset(i, df, fwd);
            if (s < 0) continue;
            if (enemy_non_king(s)) {
                pawn_move(i, s);
            } else if (b_.at[s].none() && is_en_passant_target(s)) {
                const int victim = offset(s, 0, -fwd);
                if (!b_.is(victim, them_, r_.pawn)) continue;
                Single& a = add(i, s, ActionKind::EnPassant, 1, Move::no_promotion,
                                static_cast<std::uint8_t>(square64(victim)));
                a.caps = a.hits = bit(victim);
                a.vacated |= bit(victim);
            }
        }
    }
    [[nodiscard]] bool is_en_passant_target(int s) const {
        for (Square t : pos_.en_passant_targets())
            if (t == square64(s)) return true;
        return false;
    }
    void leaps(int i) {
        for (const auto& d : knight)
            if (const int s = offset(i, d[0], d[1]); s >= 0 && (b_.at[s].none() || enemy_non_king(s))) move(i, s, 2);
    }
    template <typename Dirs>
    void slides(int i, const Dirs& dirs) {
        for (const auto& d : dirs)
            for (int s = offset(i, d[0], d[1]); s >= 0; s = offset(s, d[0], d[1])) {
                if (b_.at[s].none()) {
                    move(i, s, 2);
                    continue;
                }
                if (enemy_non_king(s)) move(i, s, 2);
                break;
            }
    }
    /// A piece a shot or deterrence may make dying: not dying, not protected (R8, R9).
    [[nodiscard]] bool hittable(int s) const { return !(b_.dying & bit(s)) && !(prot_ & bit(s)); }
    void shots(int i) { // laser-chess.md §C, R8
        for (const auto& d : orthogonal)
            for (int s = offset(i, d[0], d[1]); s >= 0; s = offset(s, d[0], d[1])) {
                if (b_.at[s].none()) continue;
                if (b_.at[s].color() == them_ && hittable(s)) add(i, s, ActionKind::Shot, 1).hits = bit(s);
                break;
            }
    }
    void deterrence(int i) { // laser-chess.md §C, R10
        std::uint8_t mask = 0;
        Bits hits = 0;
        bool enemy = false;
        for (int d = 0; d < 4; ++d) {
            const int s = offset(i, orthogonal[d][0], orthogonal[d][1]);
            if (s < 0 || b_.at[s].none() || !hittable(s)) continue;
            const bool theirs = b_.at[s].color() == them_;
            if (!theirs && !r_.deter_friendly) continue;
            enemy = enemy || theirs;
            mask = static_cast<std::uint8_t>(mask | 1U << d);
            hits |= bit(s);
        }
        if (enemy) add(i, i, ActionKind::Deterrence, 1, Move::no_promotion, mask).hits = hits;
    }
    void king(int i) { // laser-chess.md §C, §E, R17, R20
        const bool window = (pos_.rule_flags() & escape_bit(us_)) != 0;
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                const int s = offset(i, df, dr);
                if ((df == 0 && dr == 0) || s < 0) continue;
                const Piece p = b_.at[s];
                const bool ok = p.none() || enemy_non_king(s) || (window && p.color() == us_ && p.type() != r_.king);
                if (!ok || attacked(b_, r_, s, them_, i)) continue;
                move(i, s, 2);
                out_[n_ - 1].king = true;
            }
        castling(i);
    }
    void castling(int i) {
        const int back = us_ == Color::White ? 0 : 7;
        if (i != 4 + 8 * back) return;
        for (const int rook_file : {7, 0}) {
            if (!(pos_.castling_rights() >> (16 * index(us_) + rook_file) & 1U)) continue;
            const int rook = rook_file + 8 * back;
            if (!b_.is(rook, us_, r_.rook) || (b_.dying & bit(rook))) continue;
            bool clear = true;
            for (int f = std::min(4, rook_file) + 1; f < std::max(4, rook_file); ++f) clear = clear && b_.at[f + 8 * back].none();
            const int dir = rook_file == 7 ? 1 : -1;
            for (int k = 0; k <= 2 && clear; ++k) clear = !attacked(b_, r_, i + dir * k, them_);
            if (!clear) continue;
            const int king_to = i + 2 * dir, rook_to = i + dir;
            Single& s = add(i, king_to, ActionKind::Castling, 2, Move::no_promotion,
                            static_cast<std::uint8_t>(square64(rook)));
            s.actors |= bit(rook);
            s.dests |= bit(rook_to);
            s.vacated |= bit(rook);
            s.king = true;
        }
    }

    const Position& pos_;
    const Board& b_;
    const Rules& r_;
    std::array<Single, max_singles>& out_;
    Color us_, them_;
    Bits prot_;
    std::size_t n_ = 0;
};

/// The placement after the actions `idx[0..n)` (§H step 3).
Board place(const Board& b, const Rules& r, const std::array<Single, max_singles>& singles, const int* idx, int n,
            Color us) {
    Board nb = b;
    for (int k = 0; k < n; ++k)
        for (Bits c = singles[idx[k]].caps; c != 0; c &= c - 1) nb.at[std::countr_zero(c)] = Piece();
    std::array<Piece, 4> movers{}, rooks{};
    for (int k = 0; k < n; ++k) {
        const Action& a = singles[idx[k]].action;
        if (a.kind == ActionKind::Shot || a.kind == ActionKind::Deterrence) continue;
        movers[k] = nb.at[index64(a.from)];
        nb.at[index64(a.from)] = Piece();
        if (a.kind == ActionKind::Castling) {
            rooks[k] = nb.at[index64(a.aux)];
            nb.at[index64(a.aux)] = Piece();
        }
    }
    for (int k = 0; k < n; ++k) {
        if (movers[k].none()) continue;
        const Action& a = singles[idx[k]].action;
        nb.at[index64(a.to)] = a.promotion == Move::no_promotion ? movers[k] : Piece(a.promotion, us);
        if (a.kind == ActionKind::Castling) nb.at[(index64(a.from) + index64(a.to)) / 2] = rooks[k];
    }
    (void)r;
    return nb;
}

/// Squares on the lines from the king to an enemy slider that could attack along them: emptying
/// one of them may expose the king; emptying any other square cannot.
Bits exposed_lines(const Board& b, const Rules& r, int king, Color them) {
    Bits out = 0;
    const auto lines = [&](const auto& dirs, PieceTypeId slider) {
        for (const auto& d : dirs) {
            Bits line = 0;
            for (int s = offset(king, d[0], d[1]); s >= 0; s = offset(s, d[0], d[1])) {
                line |= bit(s);
                const Piece p = b.at[s];
                if (!p.none() && p.color() == them && (p.type() == slider || p.type() == r.queen)) {
                    out |= line;
                    break;
                }
            }
        }
    };
    lines(orthogonal, r.rook);
    lines(diagonal, r.bishop);
    return out;
}

/// Lists the legal turns (§H steps 1, 2, 4 and 8).
class Composer {
public:
    Composer(Position& pos, const Rules& r) : pos_(pos), r_(r), b_(pos), us_(pos.side_to_move()) {}

    void run(MoveList& out) {
        n_ = Lister(pos_, b_, r_, singles_).run();
        for (int i = 0; i < 64; ++i)
            if (b_.is(i, us_, r_.king)) king_ = i;
        in_check_ = king_ >= 0 && attacked(b_, r_, king_, ~us_);
        lines_ = king_ >= 0 ? exposed_lines(b_, r_, king_, ~us_) : 0;
        pos_.begin_action_turns();
        int idx[3];
        for (int i = 0; i < static_cast<int>(n_); ++i) {
            idx[0] = i;
            emit(idx, 1, out);
            for (int j = i + 1; j < static_cast<int>(n_); ++j) {
                if (singles_[i].cost + singles_[j].cost > 3 || !compatible(singles_[i], singles_[j])) continue;
                idx[1] = j;
                emit(idx, 2, out);
                if (singles_[i].cost + singles_[j].cost > 2) continue;
                for (int k = j + 1; k < static_cast<int>(n_); ++k) {
                    if (singles_[k].cost > 1 || !compatible(singles_[i], singles_[k]) ||
                        !compatible(singles_[j], singles_[k]))
                        continue;
                    idx[2] = k;
                    emit(idx, 3, out);
                }
            }
        }
    }

private:
    /// C5: the own king is not attacked after the turn.
    bool king_safe(const int* idx, int n) const {
        if (king_ < 0) return true;
        bool king_acts = false;
        Bits vacated = 0;
        for (int k = 0; k < n; ++k) {
            king_acts = king_acts || singles_[idx[k]].king;
            vacated |= singles_[idx[k]].vacated;
        }
        if (!in_check_ && !king_acts && (vacated & lines_) == 0) return true;
        const Board nb = place(b_, r_, singles_, idx, n, us_);
        int king = king_;
        for (int k = 0; k < n; ++k)
            if (singles_[idx[k]].king) king = index64(singles_[idx[k]].action.to);
        return !attacked(nb, r_, king, ~us_);
    }
    /// must_spend (R2): no further action makes a legal turn with these.
    bool maximal(const int* idx, int n) const {
        int cost = 0;
        for (int k = 0; k < n; ++k) cost += singles_[idx[k]].cost;
        int ext[4];
        for (int k = 0; k < n; ++k) ext[k] = idx[k];
        for (int a = 0; a < static_cast<int>(n_); ++a) {
            if (cost + singles_[a].cost > 3) continue;
            bool ok = true;
            for (int k = 0; k < n && ok; ++k) ok = idx[k] != a && compatible(singles_[idx[k]], singles_[a]);
            if (!ok) continue;
            ext[n] = a;
            if (king_safe(ext, n + 1)) return false;
        }
        return true;
    }
    void emit(const int* idx, int n, MoveList& out) {
        if (!king_safe(idx, n)) return;
        if (r_.must_spend && !maximal(idx, n)) return;
        ActionTurn t{};
        t.count = static_cast<std::uint8_t>(n);
        for (int k = 0; k < n; ++k) t.actions[k] = singles_[idx[k]].action;
        out.push_back(pos_.store_action_turn(t));
    }

    Position& pos_;
    const Rules& r_;
    Board b_;
    Color us_;
    std::array<Single, max_singles> singles_;
    std::size_t n_ = 0;
    int king_ = -1;
    bool in_check_ = false;
    Bits lines_ = 0;
};

/// Where the piece that stood on `s` at the start of the turn stands now.
Square followed(const ActionTurn& t, Square s) {
    for (int k = 0; k < t.count; ++k) {
        const Action& a = t.actions[k];
        if (a.kind == ActionKind::Shot || a.kind == ActionKind::Deterrence) continue;
        if (a.from == s) return a.to;
        if (a.kind == ActionKind::Castling && a.aux == s)
            return make_square((file_of(a.from) + file_of(a.to)) / 2, rank_of(a.from));
    }
    return s;
}

/// §H steps 5 and 6, after the pieces of the turn have been placed (the mover is still to move).
void dying_event(Position& pos, const Rules& r) {
    const ActionTurn& t = pos.last_action_turn();
    const Color us = pos.side_to_move();
    const Color them = ~us;
    const Board nb(pos);
    const Bits prot = protected_squares(nb, r);
    Bits hit = 0;
    for (int k = 0; k < t.count; ++k) {
        const Action& a = t.actions[k];
        if (a.kind == ActionKind::Shot) hit |= bit(index64(a.to));
        if (a.kind != ActionKind::Deterrence) continue;
        for (int d = 0; d < 4; ++d)
            if (a.aux >> d & 1U)
                hit |= bit(index64(followed(t, square64(offset(index64(a.from), orthogonal[d][0], orthogonal[d][1])))));
    }
    // The surround test (R13) on the side that did not move.
    for (int i = 0; i < 64; ++i) {
        const Piece p = nb.at[i];
        if (p.none() || p.color() != them || (nb.dying & bit(i)) || (prot & bit(i))) continue;
        int pawns = 0;
        for (const auto& d : orthogonal) {
            int s = offset(i, d[0], d[1]);
            while (r.surround_line && s >= 0 && nb.at[s].none()) s = offset(s, d[0], d[1]);
            if (s >= 0 && nb.is(s, us, r.pawn)) ++pawns;
        }
        if (pawns >= 3) hit |= bit(i);
    }
    auto flags = static_cast<std::uint8_t>(pos.rule_flags() & ~escape_bit(us));
    for (Bits h = hit; h != 0; h &= h - 1) {
        const int i = std::countr_zero(h);
        const Piece p = nb.at[i];
        if (p.type() == r.king) { // §E
            if (!(flags & avoided_bit(p.color()))) {
                flags = static_cast<std::uint8_t>(flags | avoided_bit(p.color()) | escape_bit(p.color()));
                continue;
            }
            flags = static_cast<std::uint8_t>(flags & ~escape_bit(p.color()));
        }
        pos.set_marked(square64(i), true);
    }
    if (r.protection_revives)
        for (Bits d = prot; d != 0; d &= d - 1) pos.set_marked(square64(std::countr_zero(d)), false);
    pos.set_rule_flags(flags);
}

/// Position validity (R29) for a position read from text.
void validate(Position& pos, const Rules& r) {
    const Board b(pos);
    const auto fail = [&](const std::string& why) { return ParseError("side", pos.text(), why); };
    for (Color c : {Color::White, Color::Black}) {
        const Square k = pos.royal_square(c);
        const char* name = c == Color::White ? "White" : "Black";
        if (pos.marked().test(k) && !(pos.rule_flags() & avoided_bit(c)))
            throw fail(std::string(name) + "'s king is dying but has not spent its avoid-danger right");
        if ((pos.rule_flags() & escape_bit(c)) && !(pos.rule_flags() & avoided_bit(c)))
            throw fail(std::string(name) + "'s king holds an escape window but has not spent its avoid-danger right");
        for (Square s : pos.pieces(c, r.pawn))
            if (rank_of(s) == 0 || rank_of(s) == 7) throw fail(std::string(name) + " pawn on " + square_name(s));
    }
    const Color mover = ~pos.side_to_move();
    if (attacked(b, r, index64(pos.royal_square(mover)), pos.side_to_move()))
        throw fail("the side not to move is in check");
}

/// Dead positions (R27): bare kings, or a bare king that is not dying against king and one
/// bishop or knight.
bool dead_position(const Position& pos, const Rules& r) {
    std::array<int, 2> others{};
    std::array<bool, 2> minor_only{true, true};
    for (Square s : pos.occupied()) {
        const Piece p = pos.piece_at(s);
        if (p.type() == r.king) continue;
        ++others[index(p.color())];
        if (p.type() != r.bishop && p.type() != r.knight) minor_only[index(p.color())] = false;
    }
    if (others[0] == 0 && others[1] == 0) return true;
    for (Color c : {Color::White, Color::Black}) {
        const Color lone = ~c;
        if (others[index(lone)] == 0 && others[index(c)] == 1 && minor_only[index(c)] &&
            !pos.marked().test(pos.royal_square(lone)))
            return true;
    }
    return false;
}

PieceTypeId type_of(const Variant& v, char letter) {
    const auto t = v.type_of_letter(letter);
    if (!t) throw ParseError("pieces", std::string(1, letter), "laser-chess needs a piece with letter " + std::string(1, letter));
    return *t;
}

} // namespace

void install_laser_chess(Variant& v) {
    if (v.width != 8 || v.height != 8) throw ParseError("board", v.name, "laser-chess needs an 8x8 board");
    auto r = std::make_shared<Rules>();
    r->pawn = type_of(v, 'P');
    r->knight = type_of(v, 'N');
    r->bishop = type_of(v, 'B');
    r->rook = type_of(v, 'R');
    r->queen = type_of(v, 'Q');
    r->king = type_of(v, 'K');
    r->promotions = {r->queen, r->rook, r->bishop, r->knight};
    r->must_spend = v.option_flag("must_spend");
    r->deter_friendly = v.option_flag("deter_friendly");
    r->bishop_protects_enemy = v.option_flag("bishop_protects_enemy");
    r->protection_revives = v.option_flag("protection_revives");
    r->surround_line = v.option_choice("surround") == "line";
    v.hooks.generate_legal_turns = [r](Position& pos, MoveList& out) { Composer(pos, *r).run(out); };
    v.hooks.apply_effects = [r](Position& pos, const Move&, Piece) { dying_event(pos, *r); };
    v.hooks.validate = [r](Position& pos) { validate(pos, *r); };
    v.hooks.dead_position = [r](const Position& pos) { return dead_position(pos, *r); };
    v.independent_en_passant = true;
    v.state_fields.marked_name = "dying";
    v.state_fields.side_flag_names = {"avoided", "escape"};
}

} // namespace varia::variants
