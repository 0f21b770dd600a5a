// Laser Chess (laser-chess.md): turns are sets of up to three simultaneous actions under a budget
// of three points, composed from the core generator's moves of each piece (as the variant file
// defines them), rook shots along the rook's capture lines and queen deterrence; dying pieces,
// protection, the surround test and the avoid-danger right follow each turn.
#include "laser_chess.hpp"

#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <string_view>
#include <bit>
#include <cstdint>
#include <vector>

namespace varia::variants {

namespace {

/// Squares of the 8x8 board (laser-chess.md §A) as bits f + 8r, for the fast set tests of turn
/// composition.
using Bits = std::uint64_t;
constexpr int index64(Square s) { return file_of(s) + 8 * rank_of(s); }
constexpr Bits bit(Square s) { return Bits{1} << index64(s); }
constexpr Square square64(int i) { return make_square(i & 7, i >> 3); }

/// The orthogonal steps among Geometry's adjacent directions: north, east, south, west. Bit d of
/// a deterrence's datum marks a hit neighbour in orthogonal[d].
constexpr DirectionId orthogonal[] = {0, 2, 4, 6};

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

struct LaserChess {
    PieceTypeId pawn, knight, bishop, rook, queen, king;
    StateFieldId dying, avoided, escape;
    bool must_spend, deter_friendly, bishop_protects_enemy, protection_revives;
    bool surround_line; ///< option surround=line: the nearest piece in each direction counts (R13)

    // ---- §B, §C, §H steps 1, 2, 4, 8: the legal turns ----

    void generate_legal(Position& pos, MoveList& out) const;

    // ---- §C, §D: protection ----

    /// The squares whose pieces are protected (§C, R11): the first piece on each diagonal of a
    /// bishop when of the bishop's colour (any colour with bishop_protects_enemy), and own pieces
    /// on the squares a pawn attacks. Dying bishops and pawns protect too (R12).
    Bits protected_squares(const Position& pos) const {
        Bits out = 0;
        for (Color c : {Color::White, Color::Black}) {
            for (Square s : pos.pieces(c, bishop))
                for (Square t : attack_targets(pos, s))
                    if (bishop_protects_enemy || pos.piece_at(t).color() == c) out |= bit(t);
            for (Square s : pos.pieces(c, pawn))
                for (Square t : attack_targets(pos, s) & pos.pieces(c)) out |= bit(t);
        }
        return out;
    }

    // ---- why a turn is refused (explain.hpp) ----

    /// R1, §B: a turn is a set of actions by distinct pieces costing at most 3 points (a pawn's
    /// move, a shot or a deterrence 1, any other piece's move 2), naming the action that breaks
    /// the rule; C2: two moves ending on one square; R2 (option must_spend): a turn that another
    /// action could still join. "" when the text keeps to these rules.
    std::string explain_refusal(Position& pos, std::string_view text) const {
        const Geometry& geo = pos.variant().geometry();
        int total = 0;
        std::string costs;
        std::string over; ///< the action that first goes over the budget
        std::string same_square; ///< C2: the first two moves ending on one square
        Bits actors = 0;
        std::array<std::string, 64> arriving{}; ///< per square, the move ending there
        std::vector<std::string_view> tokens;
        for (std::size_t start = 0; start <= text.size();) {
            const std::size_t comma = std::min(text.find(',', start), text.size());
            const std::string_view token = text.substr(start, comma - start);
            start = comma + 1;
            tokens.push_back(token);
            const std::string number = "action " + std::to_string(tokens.size()) + " (" + std::string(token) + ")";
            const std::size_t n = token.size() > 2 && std::isdigit(static_cast<unsigned char>(token[2])) ? 3 : 2;
            const auto from = geo.parse_square(token.substr(0, std::min(n, token.size())));
            if (!from) return "";
            if ((actors & bit(*from)) != 0)
                return "each piece acts at most once in a turn (R1, C1), and the piece on " + square_name(*from) +
                       " acts twice: " + number + " is its second action";
            actors |= bit(*from);
            if (token.find('x') == std::string_view::npos && token.size() >= n + 2) {
                const std::size_t m = token.size() > n + 2 && std::isdigit(static_cast<unsigned char>(token[n + 2])) ? 3 : 2;
                if (const auto to = geo.parse_square(token.substr(n, m))) {
                    std::string& there = arriving[static_cast<std::size_t>(index64(*to))];
                    if (!there.empty() && same_square.empty())
                        same_square = "no two pieces may end on the same square (C2, R4): " + there + " and " + number +
                                      " both end on " + square_name(*to);
                    there = number;
                }
            }
            const Piece p = pos.piece_at(*from);
            const bool one_point = token.find('x') == n || p.type() == pawn; // a shot, a deterrence, a pawn
            const int cost = one_point ? 1 : 2;
            total += cost;
            if (total > 3 && over.empty()) over = number;
            if (!costs.empty()) costs += ", ";
            costs += token;
            costs += " costs " + std::to_string(cost);
        }
        if (total > 3)
            return "a turn has 3 action points (R1, §B), and this one costs " + std::to_string(total) + " (" + costs +
                   "): " + over + " goes over them";
        if (!same_square.empty()) return same_square;
        return must_spend ? unspent(pos, tokens) : "";
    }

    /// R2: with must_spend, a turn that would be legal without the option but that a further
    /// action could join; "" otherwise.
    std::string unspent(Position& pos, const std::vector<std::string_view>& tokens) const {
        const auto same = [](const std::vector<std::string>& turn, const std::vector<std::string_view>& wanted) {
            return turn.size() == wanted.size() &&
                   std::all_of(wanted.begin(), wanted.end(), [&turn](std::string_view t) {
                       return std::find(turn.begin(), turn.end(), t) != turn.end();
                   });
        };
        LaserChess relaxed = *this;
        relaxed.must_spend = false;
        MoveList all;
        relaxed.generate_legal(pos, all);
        if (std::none_of(all.begin(), all.end(), [&](const Move& m) { return same(tokens_of(pos, m), tokens); }))
            return "";
        MoveList maximal;
        generate_legal(pos, maximal);
        for (const Move& m : maximal) {
            const std::vector<std::string> turn = tokens_of(pos, m);
            if (!std::all_of(tokens.begin(), tokens.end(), [&turn](std::string_view t) {
                    return std::find(turn.begin(), turn.end(), t) != turn.end();
                }))
                continue;
            std::string joined;
            for (const std::string& t : turn) {
                if (!joined.empty()) joined += ',';
                joined += t;
            }
            return "with the option must_spend a turn is legal only if no further action could be added to it "
                   "(R2, §G), and this one can still grow into " + joined;
        }
        return "with the option must_spend a turn is legal only if no further action could be added to it (R2, §G)";
    }

    /// The actions of turn `m` as move text writes them (§6): `<from><to>[promotion]`, the king's
    /// move for castling, `<piece>x<target>` for a shot or a deterrence.
    static std::vector<std::string> tokens_of(const Position& pos, const Move& m) {
        std::vector<std::string> out;
        for (int k = 0; k < m.action_count(); ++k) {
            const Action a = m.action(k);
            std::string token = square_name(a.from);
            if (a.kind == MoveKind::Target) token += 'x';
            token += square_name(a.to);
            if (a.kind != MoveKind::Target && a.kind != MoveKind::Castling && a.piece != Move::no_piece)
                token += static_cast<char>(std::tolower(static_cast<unsigned char>(pos.variant().piece_types[a.piece].letter)));
            out.push_back(std::move(token));
        }
        return out;
    }

    // ---- §D, §E, §H steps 5 and 6: what follows a turn ----

    void after_move(Effects& fx) const;

    // ---- §F: game end ----

    /// Dead positions (R27) on top of the core's rules: bare kings, or a bare king that is not
    /// dying against king and one bishop or knight.
    GameStatus game_end(Position& pos) const {
        const GameStatus status = standard_game_status(pos);
        const bool open = status.termination == Termination::None || status.termination == Termination::FiftyMoveRule ||
                          status.termination == Termination::Repetition;
        if (open && dead_position(pos)) return {Result::Draw, Termination::InsufficientMaterial, status.check};
        return status;
    }

    bool dead_position(const Position& pos) const {
        std::array<int, 2> others{};
        std::array<bool, 2> minor_only{true, true};
        for (Square s : pos.occupied()) {
            const Piece p = pos.piece_at(s);
            if (p.type() == king) continue;
            ++others[index(p.color())];
            if (p.type() != bishop && p.type() != knight) minor_only[index(p.color())] = false;
        }
        if (others[0] == 0 && others[1] == 0) return true;
        for (Color c : {Color::White, Color::Black}) {
            const Color lone = ~c;
            if (others[index(lone)] == 0 && others[index(c)] == 1 && minor_only[index(c)] &&
                !pos.flagged(dying).test(pos.royal_square(lone)))
                return true;
        }
        return false;
    }

    // ---- R29: positions ----

    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        const auto fail = [&](const std::string& why) { return ParseError("side", pos.text(), why); };
        for (Color c : {Color::White, Color::Black}) {
            const Square k = pos.royal_square(c);
            const char* name = c == Color::White ? "White" : "Black";
            if (pos.flagged(dying).test(k) && pos.state(avoided, c) == 0)
                throw fail(std::string(name) + "'s king is dying but has not spent its avoid-danger right");
            if (pos.state(escape, c) != 0 && pos.state(avoided, c) == 0)
                throw fail(std::string(name) + "'s king holds an escape window but has not spent its avoid-danger right");
            for (Square s : pos.pieces(c, pawn))
                if (rank_of(s) == 0 || rank_of(s) == 7) throw fail(std::string(name) + " pawn on " + square_name(s));
        }
        setup.require_side_not_to_move_legal();
    }
};

/// Every single action of the side to move (§H step 1), in square order of the acting piece.
class Lister {
public:
    Lister(const Position& pos, const LaserChess& r, std::array<Single, max_singles>& out)
        : pos_(pos), r_(r), out_(out), us_(pos.side_to_move()), them_(~us_), prot_(r.protected_squares(pos)) {}

    std::size_t run() {
        const SquareSet& dying = pos_.flagged(r_.dying);
        for (int i = 0; i < 64; ++i) { // square order: a1, a2, ..., a8, b1, ...
            const Square s = make_square(i >> 3, i & 7);
            const Piece p = pos_.piece_at(s);
            if (p.none() || p.color() != us_ || dying.test(s)) continue;
            if (p.type() == r_.king) king(s);
            else moves(s, p.type() == r_.pawn ? 1 : 2);
            if (p.type() == r_.rook) shots(s);
            if (p.type() == r_.queen) deterrence(s);
        }
        return n_;
    }

private:
    Single& add(const Action& a, int cost) {
        if (n_ == max_singles) throw CapacityError("laser-chess: more than 512 single actions in one position");
        Single& s = out_[n_++];
        s = Single{a, cost, bit(a.from), 0, 0, 0, 0, false};
        if (a.kind != MoveKind::Target) {
            s.dests = bit(a.to);
            s.vacated = bit(a.from);
        }
        return s;
    }
    /// A move of the generator (steps, captures, promotions, double steps, en passant).
    void add_move(const Move& m, int cost) {
        Single& s = add(m.action(0), cost);
        const Square taken = m.kind == MoveKind::EnPassant ? Square{m.aux} : Square{m.to};
        if (!pos_.piece_at(taken).none()) {
            s.caps = s.hits = bit(taken);
            if (m.kind == MoveKind::EnPassant || pos_.piece_at(taken).color() == us_) s.vacated |= bit(taken);
        }
    }
    void moves(Square s, int cost) {
        moves_.clear();
        generate_piece_moves(pos_, s, moves_);
        for (const Move& m : moves_) add_move(m, cost);
    }
    /// A piece a shot or deterrence may make dying: not dying, not protected (R8, R9).
    [[nodiscard]] bool hittable(Square s) const { return !pos_.flagged(r_.dying).test(s) && !(prot_ & bit(s)); }
    void shots(Square s) { // §C, R8: the first piece on each of the rook's capture lines
        for (Square t : attack_targets(pos_, s))
            if (pos_.piece_at(t).color() == them_ && hittable(t))
                add(Action{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(t), MoveKind::Target, Move::no_piece, 0}, 1)
                    .hits = bit(t);
    }
    void deterrence(Square s) { // §C, R10
        const Geometry& geo = pos_.variant().geometry();
        std::uint8_t mask = 0;
        Bits hits = 0;
        bool enemy = false;
        for (int d = 0; d < 4; ++d) {
            const Square t = geo.step(s, orthogonal[d]);
            if (t == NoSquare || pos_.piece_at(t).none() || !hittable(t)) continue;
            const bool theirs = pos_.piece_at(t).color() == them_;
            if (!theirs && !r_.deter_friendly) continue;
            enemy = enemy || theirs;
            mask = static_cast<std::uint8_t>(mask | 1U << d);
            hits |= bit(t);
        }
        if (enemy)
            add(Action{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(s), MoveKind::Target, Move::no_piece, mask}, 1)
                .hits = hits;
    }
    void king(Square s) { // §C, §E, R17, R20
        // Steps (and, in the escape window, captures of own pieces) to squares not attacked at the
        // start, the king's own square counting as empty.
        BoardOverlay without_king(pos_);
        without_king.clear(s);
        moves_.clear();
        generate_piece_moves(pos_, s, moves_);
        for (const Move& m : moves_)
            if (!attacked(without_king, m.to, them_)) king_action(m.action(0));
        if (pos_.state(r_.escape, us_) != 0)
            for (Square t : attack_targets(pos_, s) & pos_.pieces(us_))
                if (pos_.piece_at(t).type() != r_.king && !attacked(without_king, t, them_)) {
                    Single& a = add(Action{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(t), MoveKind::Normal,
                                           Move::no_piece, 0},
                                    2);
                    a.caps = a.hits = bit(t);
                    a.vacated |= bit(t);
                    a.king = true;
                }
        // Castling (the generator checks rights, empty squares and attacks); the rook must not be dying.
        moves_.clear();
        generate_castling(pos_, moves_);
        for (const Move& m : moves_) {
            if (m.from != s || pos_.flagged(r_.dying).test(m.aux)) continue;
            const CastlingRules& cr = pos_.variant().castling;
            const bool king_side = file_of(m.aux) > file_of(m.from);
            const Square rook_to = make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, rank_of(m.from));
            Single& a = add(m.action(0), 2);
            a.actors |= bit(m.aux);
            a.dests |= bit(rook_to);
            a.vacated |= bit(m.aux);
            a.king = true;
        }
    }
    void king_action(const Action& a) {
        const Piece target = pos_.piece_at(a.to);
        Single& s = add(a, 2);
        if (!target.none()) s.caps = s.hits = bit(a.to);
        s.king = true;
    }

    const Position& pos_;
    const LaserChess& r_;
    std::array<Single, max_singles>& out_;
    Color us_, them_;
    Bits prot_;
    std::size_t n_ = 0;
    static thread_local MoveList moves_;
};

thread_local MoveList Lister::moves_;

/// Squares on the lines from the king to an enemy piece that attacks along them (a slider): emptying
/// one of them may expose the king; emptying any other square cannot.
Bits exposed_lines(const Position& pos, Square king, Color them) {
    const Variant& v = pos.variant();
    Bits out = 0;
    for (const AttackLine& line : v.attack_lines(them)) {
        const Square* next = v.geometry().steps(line.dir);
        Bits seen = 0;
        Square s = king;
        for (int k = 0; k < line.max_range; ++k) {
            s = next[s];
            if (s == NoSquare) break;
            const Piece p = pos.piece_at(s);
            if (!p.none() && p.color() == them && (line.types_at[k] >> p.type() & 1U)) {
                out |= seen;
                break;
            }
            seen |= bit(s);
        }
    }
    return out;
}

/// Lists the legal turns (§H steps 1, 2, 4 and 8).
class Composer {
public:
    Composer(Position& pos, const LaserChess& r) : pos_(pos), r_(r), us_(pos.side_to_move()) {}

    void run(MoveList& out) {
        n_ = Lister(pos_, r_, singles_).run();
        king_ = pos_.royal_square(us_);
        in_check_ = king_ != NoSquare && pos_.attacked(king_, ~us_);
        lines_ = king_ != NoSquare ? exposed_lines(pos_, king_, ~us_) : 0;
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
    [[nodiscard]] Move turn(const int* idx, int n) const {
        const Action& first = singles_[idx[0]].action;
        Move m = Move::single(first.from, first.to, first.kind, first.piece, first.aux);
        for (int k = 1; k < n; ++k) m.append(singles_[idx[k]].action);
        return m;
    }
    /// C5: the own king is not attacked after the turn.
    bool king_safe(const int* idx, int n) {
        if (king_ == NoSquare) return true;
        bool king_acts = false;
        Bits vacated = 0;
        for (int k = 0; k < n; ++k) {
            king_acts = king_acts || singles_[idx[k]].king;
            vacated |= singles_[idx[k]].vacated;
        }
        if (!in_check_ && !king_acts && (vacated & lines_) == 0) return true;
        // The placement after the turn, seen on the position: what the actions lift, take and put.
        BoardOverlay after(pos_);
        Square king = king_;
        for (int k = 0; k < n; ++k) {
            const Action& a = singles_[idx[k]].action;
            if (a.kind == MoveKind::Target) continue;
            if (a.kind == MoveKind::EnPassant) after.clear(a.aux);
            after.clear(a.from);
            if (a.kind == MoveKind::Castling) after.clear(a.aux);
        }
        for (int k = 0; k < n; ++k) {
            const Action& a = singles_[idx[k]].action;
            if (a.kind == MoveKind::Target) continue;
            const Piece mover = pos_.piece_at(a.from);
            after.set(a.to, a.piece == Move::no_piece ? mover : Piece(a.piece, us_));
            if (a.kind == MoveKind::Castling) {
                const CastlingRules& cr = pos_.variant().castling;
                const bool king_side = file_of(a.aux) > file_of(a.from);
                after.set(make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, rank_of(a.from)),
                          pos_.piece_at(a.aux));
            }
            if (a.from == king_) king = a.to;
        }
        return !attacked(after, king, ~us_);
    }
    /// must_spend (R2): no further action makes a legal turn with these.
    bool maximal(const int* idx, int n) {
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
        out.push_back(turn(idx, n));
    }

    Position& pos_;
    const LaserChess& r_;
    Color us_;
    std::array<Single, max_singles> singles_;
    std::size_t n_ = 0;
    Square king_ = NoSquare;
    bool in_check_ = false;
    Bits lines_ = 0;
};

void LaserChess::generate_legal(Position& pos, MoveList& out) const { Composer(pos, *this).run(out); }

/// Where the piece that stood on `s` at the start of the turn stands now.
Square followed(const Move& m, Square s, const CastlingRules& cr) {
    for (int k = 0; k < m.action_count(); ++k) {
        const Action a = m.action(k);
        if (a.kind == MoveKind::Target) continue;
        if (a.from == s) return a.to;
        if (a.kind == MoveKind::Castling && a.aux == s)
            return make_square(file_of(a.aux) > file_of(a.from) ? cr.king_side_rook_file : cr.queen_side_rook_file,
                               rank_of(a.from));
    }
    return s;
}

/// §H steps 5 and 6, after the pieces of the turn have been placed (the mover is still to move).
void LaserChess::after_move(Effects& fx) const {
    const Position& pos = fx.position();
    const Move& m = fx.move();
    const Color us = fx.mover();
    const Color them = ~us;
    const Geometry& geo = pos.variant().geometry();
    const Bits prot = protected_squares(pos);
    const SquareSet& is_dying = pos.flagged(dying);
    Bits hit = 0;
    for (int k = 0; k < m.action_count(); ++k) {
        const Action a = m.action(k);
        if (a.kind != MoveKind::Target) continue;
        if (a.from != a.to) { // a shot
            hit |= bit(a.to);
            continue;
        }
        for (int d = 0; d < 4; ++d) // a deterrence: the neighbours it hit, where they stand now
            if (a.aux >> d & 1U) hit |= bit(followed(m, geo.step(a.from, orthogonal[d]), pos.variant().castling));
    }
    // The surround test (R13) on the side that did not move.
    for (Square s : pos.pieces(them)) {
        if (is_dying.test(s) || (prot & bit(s))) continue;
        int pawns = 0;
        for (DirectionId d : orthogonal) {
            Square t = geo.step(s, d);
            while (surround_line && t != NoSquare && pos.piece_at(t).none()) t = geo.step(t, d);
            if (t != NoSquare && pos.piece_at(t) == Piece(pawn, us)) ++pawns;
        }
        if (pawns >= 3) hit |= bit(s);
    }
    fx.set(escape, us, 0); // §H 5: the mover's window has ended
    for (Bits h = hit; h != 0; h &= h - 1) {
        const Square s = square64(std::countr_zero(h));
        const Piece p = pos.piece_at(s);
        if (p.type() == king) { // §E
            if (pos.state(avoided, p.color()) == 0) {
                fx.set(avoided, p.color(), 1);
                fx.set(escape, p.color(), 1);
                continue;
            }
            fx.set(escape, p.color(), 0);
        }
        fx.set_flag(dying, s, true);
    }
    if (protection_revives)
        for (Bits d = prot; d != 0; d &= d - 1) {
            const Square s = square64(std::countr_zero(d));
            if (pos.flagged(dying).test(s)) fx.set_flag(dying, s, false);
        }
}

PieceTypeId type_of(const Variant& v, char letter) {
    const auto t = v.type_of_letter(letter);
    if (!t) throw ParseError("pieces", std::string(1, letter), "laser-chess needs a piece with letter " + std::string(1, letter));
    return *t;
}

} // namespace

RuleModulePtr install_laser_chess(Variant& v) {
    if (v.width != 8 || v.height != 8) throw ParseError("board", v.name, "laser-chess needs an 8x8 board");
    LaserChess r{};
    r.pawn = type_of(v, 'P');
    r.bishop = type_of(v, 'B');
    r.rook = type_of(v, 'R');
    r.queen = type_of(v, 'Q');
    r.king = type_of(v, 'K');
    r.knight = type_of(v, 'N');
    r.must_spend = v.option_flag("must_spend");
    r.deter_friendly = v.option_flag("deter_friendly");
    r.bishop_protects_enemy = v.option_flag("bishop_protects_enemy");
    r.protection_revives = v.option_flag("protection_revives");
    r.surround_line = v.option_choice("surround") == "line";
    r.dying = v.declare_state({"dying", StateField::Kind::PieceFlag, 1});
    r.avoided = v.declare_state({"avoided", StateField::Kind::SideFlag, 1});
    r.escape = v.declare_state({"escape", StateField::Kind::SideFlag, 1});
    v.independent_en_passant = true;
    return make_rule_module(r);
}

} // namespace varia::variants
