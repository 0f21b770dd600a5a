// Amphora (amphora.md): a turn is an optional Guard placement and one move of any piece, as the
// variant file defines its movement; interception and telekinesis follow the move; a turn is
// legal when the opponent's next turn cannot take the own King.
#include "amphora/amphora.hpp"

#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <vector>

namespace varia::variants {

namespace {

/// The diagonal steps among Geometry's adjacent directions (north-east, south-east, ...).
constexpr DirectionId diagonals[] = {1, 3, 5, 7};
constexpr int sideways_limit = 3; // §8, R14

/// What one move does on a board: the pieces it takes by replacement and interception (§7.1,
/// §7.2), whether one of them is the enemy King, and whether it enters the opponent's back row.
struct Step {
    SquareSet removed;
    bool takes_king = false;
    bool entering = false;
};

struct Amphora {
    PieceTypeId king, guard, pawn;
    /// Per colour and type, the squares off the telekinesis row from which one move may reach it
    /// (how many ranks a move can cross comes from the type's atoms).
    std::array<std::array<SquareSet, max_piece_types>, 2> entry_zone{};
    std::array<SquareSet, 2> entry_zones{}; ///< per colour, the union over the types
    StateFieldId sideways, place;
    /// Per square of a King, the squares near it whose contents may change whether a side can
    /// take that King by replacement or interception: those within king_radius() files and ranks.
    /// With unlimited riders, hoppers or locust moves every square is near, and no candidate
    /// reuses an answer.
    std::vector<SquareSet> near_king;
    /// Per square, the squares diagonally next to it (holes included): where interception's
    /// victims stand.
    std::vector<SquareSet> diagonal_neighbours;
    /// Every piece moves as a leaper of one step length (no rider, hopper, lame or locust move):
    /// moving a piece then never opens or closes another piece's line (keeps_their_reach()).
    bool leapers_only = false;
    /// generate_actions() lists only the pieces' moves: no castling, no pass, no free drops.
    bool pieces_only = false;
    bool cascade;       ///< option guard_telekinesis_cascade (R10)
    bool backrow_quiet; ///< option backrow_pawns_never_capture (R15)

    /// The rank colour c's pieces enter for telekinesis: the opponent's back row (R2).
    static int target_row(const Variant& v, Color c) { return v.relative_rank(c, v.height - 1); }
    std::array<int, 2> rows{}; ///< target_row() per colour
    [[nodiscard]] int row_of(Color c) const noexcept { return rows[index(c)]; }

    // ---- §5, §6: the turns ----

    /// Every candidate turn of the side to move: each move of each of its pieces (the generator's
    /// moves, the sideways limit applied), with one turn per telekinesis target; then, with the
    /// placement right, the same after each placement of the Guard next to the own King.
    void candidates(const Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        candidates(pos, pos.royal_square(us), pos.royal_square(~us), out, [](const Move&) { return true; });
    }
    /// candidates() with the Kings of the side to move and of the opponent given, keeping only
    /// the turns for which keep(turn) is true: generate_legal() judges each turn as it is made,
    /// in the same pass.
    template <class Keep>
    void candidates(const Position& pos, Square own_king, Square their_king, MoveList& out, const Keep& keep) const {
        const Color us = pos.side_to_move();
        const Variant& v = pos.variant();
        if (own_king == NoSquare || their_king == NoSquare) return; // the game is over
        const bool blocked = pos.state(sideways, us) >= sideways_limit;
        add_moves(pos, blocked, nullptr, out, keep);
        if (pos.state(place) == 0 || pos.hand_count(us, guard) == 0) return;
        const Geometry& geo = v.geometry();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d) {
            const Square g = geo.step(own_king, d);
            if (g == NoSquare || !pos.piece_at(g).none()) continue;
            BoardOverlay placed(pos);
            placed.set(g, Piece(guard, us));
            const Move drop = Move::single(0, g, MoveKind::Drop, guard);
            add_moves(placed, blocked, &drop, out, keep);
        }
    }

    /// The turns made by moving a piece of the side to move on board `b` (the position, or the
    /// position with the Guard placed by `drop`) for which keep(turn) is true. The generator's
    /// moves of all the pieces are filtered in one pass.
    template <class View, class Keep>
    void add_moves(const View& b, bool blocked, const Move* drop, MoveList& out, const Keep& keep) const {
        const std::size_t first = out.size();
        const Color us = b.side_to_move();
        side_moves(b, out);
        const std::size_t end = out.size();
        std::size_t kept = first;
        const int row = row_of(us);
        for (std::size_t i = first; i < end; ++i) {
            const Action step = out[i].action(0);
            if (blocked && rank_of(step.from) == rank_of(step.to)) continue; // §8
            const bool entering = rank_of(step.to) == row && rank_of(step.from) != row;
            if (drop == nullptr && !entering) { // the common case: the generator's move as it is
                if (!keep(out[i])) continue;
                if (kept != i) out[kept] = out[i];
                ++kept;
                continue;
            }
            Move turn = out[i];
            const Piece mover = b.piece_at(step.from);
            if (drop != nullptr) {
                turn = *drop;
                turn.append(step);
            }
            const Step effect = entering ? step_effect(b, mover, step.from, step.to) : Step{};
            const SquareSet targets = entering && !effect.takes_king
                                          ? telekinesis_targets(b, mover.color(), mover.type(), effect.removed)
                                          : SquareSet();
            if (targets.empty()) {
                if (keep(turn)) out[kept++] = turn;
                continue;
            }
            // §7.3, R9: one turn per target. The first one kept takes the place of out[i] (read
            // already), the others go after the generator's moves.
            bool slot = true;
            for (Square x : targets) {
                Move with = turn;
                with.append(Action{0, static_cast<std::uint8_t>(x), MoveKind::Remove, Move::no_piece, Move::to_nowhere});
                if (!keep(with)) continue;
                if (slot) out[kept++] = with;
                else out.push_back(with);
                slot = false;
            }
        }
        // Close the gap between the kept turns and those appended for further targets.
        const std::size_t extra = out.size() - end;
        for (std::size_t i = 0; i < extra; ++i) out[kept + i] = out[end + i];
        out.truncate(kept + extra);
    }

    /// The generator's moves of every piece of the side to move on board `b`. On the position,
    /// the core's generator of the whole side is the cheaper call; it lists exactly the pieces'
    /// moves where the variant has no castling and no pass (install() turns free drops off).
    template <class View>
    void side_moves(const View& b, MoveList& out) const {
        if constexpr (std::is_same_v<View, Position>) {
            if (pieces_only) {
                generate_actions(b, out);
                return;
            }
        }
        for (Square from : b.pieces(b.side_to_move())) generate_piece_moves(b, from, out);
    }

    /// §7.1, §7.2, R6–R8, R15: what the move from → to of `mover` takes on board `b` (seen before
    /// the move, or after it: the squares `from` and `to` are not looked at for partners).
    template <class View>
    [[gnu::always_inline]] Step step_effect(const View& b, Piece mover, Square from, Square to) const {
        Step out;
        const Variant& v = b.variant();
        const Color us = mover.color();
        const Piece replaced = b.piece_at(to);
        if (!replaced.none() && replaced.color() != us) {
            out.removed.set(to);
            out.takes_king = replaced.type() == king;
        }
        const int row = row_of(us);
        out.entering = rank_of(to) == row && rank_of(from) != row;
        if (backrow_quiet && mover.type() == pawn && rank_of(from) == row) return out;
        if ((b.pieces(~us) & diagonal_neighbours[to]).empty()) return out; // no victim
        const Geometry& geo = v.geometry();
        for (DirectionId d : diagonals) {
            const Square victim = geo.step(to, d);
            if (victim == NoSquare) continue;
            const Piece p = b.piece_at(victim);
            if (p.none() || p.color() == us) continue;
            const Square partner = geo.step(victim, d);
            if (partner == NoSquare || partner == from) continue;
            const Piece q = b.piece_at(partner);
            if (q.none() || q.color() != us) continue;
            out.removed.set(victim);
            out.takes_king = out.takes_king || p.type() == king;
        }
        return out;
    }

    /// §7.3, R10, R11: the enemy pieces a piece of type `mover` and colour `us` entering the back
    /// row may remove, with `removed` already gone.
    template <class View>
    SquareSet telekinesis_targets(const View& b, Color us, PieceTypeId mover, const SquareSet& removed) const {
        const Color them = ~us;
        const SquareSet pawns = b.pieces(them, pawn) - removed;
        const SquareSet guards = b.pieces(them, guard) - removed;
        const SquareSet kings = b.pieces(them, king) - removed;
        if (mover == pawn) return !pawns.empty() ? pawns : !guards.empty() ? guards : kings;
        if (mover == guard) {
            const bool king_too = guards.empty() && (!cascade || pawns.empty());
            return guards | pawns | (king_too ? kings : SquareSet());
        }
        if (mover == king) return kings;
        return {};
    }

    // ---- §7, §8, §6: what follows the move ----

    void after_move(Effects& fx) const {
        const Position& pos = fx.position();
        const Color us = fx.mover();
        const Color them = ~us;
        const Move& m = fx.move();
        const Action step = m.kind == MoveKind::Drop ? m.action(1) : m.action(0);
        // Interception on the board after the move (the telekinesis target, if any, is gone
        // already; it is never a victim, so the order changes nothing: R12).
        const Step effect = step_effect(pos, pos.piece_at(step.to), step.from, step.to);
        bool pawn_lost = false;
        for (const Capture& c : fx.captures()) pawn_lost = pawn_lost || c.piece.type() == pawn;
        for (Square s : effect.removed - SquareSet::of(step.to)) {
            pawn_lost = pawn_lost || pos.piece_at(s).type() == pawn;
            fx.remove(s);
        }
        const int count = rank_of(step.from) == rank_of(step.to) ? pos.state(sideways, us) + 1 : 0;
        // Fields are written only when they change: each write is logged for pop().
        const int sideways_turns = std::min(count, sideways_limit);
        if (pos.state(sideways, us) != sideways_turns) fx.set(sideways, us, sideways_turns);
        // §6: the opponent may place next turn after losing a Pawn or when its King is in check.
        const Square their_king = pos.pieces(them, king).first();
        const bool right = pos.hand_count(them, guard) > 0 && their_king != NoSquare &&
                           (pawn_lost || can_take_king(pos, us, their_king, count >= sideways_limit));
        if (pos.state(place) != (right ? 1 : 0)) fx.set(place, right ? 1 : 0);
    }

    // ---- §9: check and legality ----

    /// The board a candidate turn leaves, as reaches_by_steps() reads it: the piece on `from` has
    /// moved to `to` and the pieces on `removed` are gone, on `base` (the position, or the
    /// position with a Guard placed). Cheaper than a BoardOverlay, which copies the board.
    template <class Base>
    class TurnBoard {
    public:
        TurnBoard(const Base& base, Square from, Square to, Piece mover, const SquareSet& removed) noexcept
            : base_(base), removed_(removed), from_(from), to_(to), mover_(mover), takes_(!removed.empty()) {}
        [[nodiscard]] Piece piece_at(Square s) const noexcept {
            if (s == to_) return mover_;
            if (s == from_ || (takes_ && removed_.test(s))) return Piece();
            return base_.piece_at(s);
        }
        /// The pieces of colour c: those of `base` without `removed` (only enemy pieces of the
        /// mover are), with the mover's move made.
        [[nodiscard]] SquareSet pieces(Color c) const noexcept {
            SquareSet out = base_.pieces(c);
            if (c == mover_.color()) {
                out.reset(from_);
                out.set(to_);
            } else if (takes_) {
                out -= removed_;
            }
            return out;
        }
        [[nodiscard]] const Variant& variant() const noexcept { return base_.variant(); }

    private:
        const Base& base_;
        const SquareSet& removed_;
        Square from_, to_;
        Piece mover_;
        bool takes_; ///< `removed` is not empty
    };

    /// Room for a BoardOverlay built only when a candidate needs it (std::optional would clear
    /// its whole storage for every candidate).
    struct LazyOverlay {
        LazyOverlay() noexcept {} // leaves `board` unbuilt
        union {
            BoardOverlay board;
        };
        BoardOverlay* built = nullptr; ///< &board once built
    };
    static_assert(std::is_trivially_destructible_v<BoardOverlay>);

    /// What every candidate turn of one position shares: both Kings, the squares next to the
    /// own King that the opponent's interception would arrive on, and whether a side could take
    /// the other's King by replacement or interception on the board before the turn (computed
    /// when first asked; -1 = not yet).
    struct Node {
        Square own_king = NoSquare, their_king = NoSquare;
        bool them_blocked = false;
        SquareSet arrivals;
        bool them_near_row = false; ///< the opponent has pieces in its entry zone (entry_zones)
        bool us_near_row = false;   ///< the mover has pieces in its entry zone
        int them_take = -1;                 ///< the opponent, on the own King
        std::array<int, 2> us_take{-1, -1}; ///< the mover, on the enemy King; [1]: sideways blocked
        /// Quiet turns (quiet()) may take quiet_verdict(): neither side has a piece that could
        /// enter its telekinesis row where that matters.
        bool quiets_shared = false;
        /// A quiet turn (quiet()) starts off `noisy_from` and ends off `noisy_to`. Both hold the
        /// squares whose change may change either answer above: for the opponent's reach, those
        /// keeps_their_reach() looks at; for the mover's, those near the enemy King (only while
        /// the opponent's Guard is in hand, the one case that asks it). `noisy_from` adds the own
        /// King's square; `noisy_to` adds the mover's entry zone, every occupied square and every
        /// square diagonally next to an enemy piece (where the mover would intercept).
        SquareSet noisy_from, noisy_to;
        /// The occupied squares and those diagonally next to an enemy piece: a step onto any
        /// other square takes nothing (calm()).
        SquareSet crowded;
        /// quiet_verdict() once asked (-2 = not yet), [1]: for a sideways turn.
        std::array<int, 2> verdict{-2, -2};
    };

    /// Whether candidate `m` is quiet: one step of a piece other than the King, with no
    /// placement and no telekinesis, onto an empty square with no enemy diagonally next to it
    /// (so it takes nothing), touching no square either answer of `node` depends on, and not
    /// entering the mover's telekinesis zone. legal_turn() would then reuse the answers on the
    /// position for both sides, so that every quiet turn of a position (of one sideways kind)
    /// has one verdict.
    static bool quiet(const Move& m, const Node& node) noexcept {
        return node.quiets_shared && m.kind == MoveKind::Normal && m.action_count() == 1 &&
               !node.noisy_from.test(m.from) && !node.noisy_to.test(m.to);
    }

    /// Whether candidate `m` is a calm step: one step with no placement and no telekinesis onto an
    /// empty square with no enemy diagonally next to it, so that it takes nothing (judge<true>()).
    static bool calm(const Move& m, const Node& node) noexcept {
        return m.kind == MoveKind::Normal && m.action_count() == 1 && !node.crowded.test(m.to);
    }

    /// What judge() answers for every quiet turn (quiet()), sideways or not; -1 when that answer
    /// depends on the turn (the mover could take the enemy King after it, and the opponent's
    /// placement must then be tried on the board it leaves).
    int quiet_verdict(const Position& pos, Node& node, bool sideways_turn) const {
        const Color us = pos.side_to_move();
        if (them_take_now(pos, node)) return 0;
        if (pos.hand_count(~us, guard) == 0) return 1;
        const bool us_blocked = sideways_turn && pos.state(sideways, us) + 1 >= sideways_limit;
        return us_take_now(pos, node, us_blocked) ? -1 : 1;
    }

    /// reaches_king() of the opponent on the own King, on the position (Node::them_take).
    bool them_take_now(const Position& pos, Node& node) const {
        if (node.them_take < 0)
            node.them_take = reaches_king(pos, ~pos.side_to_move(), node.own_king, node.them_blocked);
        return node.them_take != 0;
    }

    /// reaches_king() of the side to move on the enemy King, on the position, with its sideways
    /// moves `blocked` or not (Node::us_take).
    bool us_take_now(const Position& pos, Node& node, bool blocked) const {
        int& cached = node.us_take[blocked ? 1 : 0];
        if (cached < 0) cached = reaches_king(pos, pos.side_to_move(), node.their_king, blocked);
        return cached != 0;
    }

    /// The legal turns: the candidates that pass legal_turn(), judged on the board they leave
    /// without playing them.
    void generate_legal(Position& pos, MoveList& out) const {
        const Color us = pos.side_to_move();
        Node node;
        node.own_king = pos.pieces(us, king).first();
        node.their_king = pos.pieces(~us, king).first();
        if (node.own_king == NoSquare || node.their_king == NoSquare) return; // the game is over
        node.them_blocked = pos.state(sideways, ~us) >= sideways_limit;
        node.them_near_row = may_enter_row(pos, ~us);
        node.us_near_row = may_enter_row(pos, us);
        const Geometry& geo = pos.variant().geometry();
        for (DirectionId d : diagonals) {
            const Square arrival = geo.step(node.own_king, static_cast<DirectionId>((d + 4) % 8));
            if (geo.step(node.own_king, d) != NoSquare && arrival != NoSquare) node.arrivals.set(arrival);
        }
        // Quiet turns share their verdict while no telekinesis check is due for them: none by the
        // opponent, and none by the mover where it would decide the opponent's placement right.
        const bool them_hand = pos.hand_count(~us, guard) > 0;
        node.quiets_shared = !node.them_near_row && (!them_hand || !node.us_near_row);
        node.crowded = pos.pieces(us) | pos.pieces(~us);
        for (Square s : pos.pieces(~us)) node.crowded |= diagonal_neighbours[s];
        if (node.quiets_shared) {
            SquareSet touchy = leapers_only ? node.arrivals : near_king[node.own_king];
            if (them_hand) touchy |= near_king[node.their_king];
            node.noisy_from = touchy;
            node.noisy_from.set(node.own_king);
            node.noisy_to = touchy | entry_zones[index(us)] | node.crowded;
        }
        // Each candidate is judged as it is made.
        candidates(pos, node.own_king, node.their_king, out, [&](const Move& m) __attribute__((always_inline)) {
            int verdict = -1;
            if (quiet(m, node)) {
                const bool sideways_turn = rank_of(m.from) == rank_of(m.to);
                int& shared = node.verdict[sideways_turn ? 1 : 0];
                if (shared == -2) shared = quiet_verdict(pos, node, sideways_turn);
                verdict = shared;
            }
            if (verdict < 0)
                verdict = (calm(m, node) ? judge<true>(pos, m.action(0), NoSquare, NoSquare, node) : legal_turn(pos, m, node)) ? 1 : 0;
            return verdict != 0;
        });
    }

    /// Whether a turn of the side to move that moves a piece other than its King from `from` to
    /// `to` (and places a Guard on `placed`, if not NoSquare), and takes the pieces `removed`,
    /// leaves reaches_king() of the opponent on the own King as it was. With leapers only, moving
    /// own pieces never opens or closes a line: only taking an enemy piece, or filling or
    /// emptying a square the opponent's interception would arrive on, changes the answer.
    [[gnu::always_inline]] bool keeps_their_reach(const Node& node, Square from, Square to, Square placed,
                                                  const SquareSet& removed) const {
        if (leapers_only)
            return removed.empty() && !node.arrivals.test(from) && !node.arrivals.test(to) &&
                   (placed == NoSquare || !node.arrivals.test(placed));
        return keeps_reach(node.own_king, from, to, placed, removed);
    }

    /// Whether no square the turn changes is near the King on `k` (near_king).
    [[gnu::always_inline]] bool keeps_reach(Square k, Square from, Square to, Square placed,
                                            const SquareSet& removed) const {
        const SquareSet& near = near_king[k];
        return !near.test(from) && !near.test(to) && (placed == NoSquare || !near.test(placed)) &&
               (removed.empty() || (removed & near).empty());
    }

    /// §9.2 for the candidate `m` of the side to move, on the board `m` leaves (a BoardOverlay of
    /// the position): the same answer as playing `m` and asking legal(), which tests check. Where
    /// the turn cannot change whether a side can take a King by replacement or interception
    /// (keeps_their_reach(), keeps_reach()), the answer on the position itself, worked out once
    /// per position, serves.
    bool legal_turn(const Position& pos, const Move& m, Node& node) const {
        const int tail = m.action_count() - 1;
        const Square target = tail > 0 && m.action(tail).kind == MoveKind::Remove ? Square{m.action(tail).to} : NoSquare;
        if (m.kind != MoveKind::Drop) return judge(pos, m.action(0), NoSquare, target, node);
        BoardOverlay placed(pos);
        placed.set(m.to, Piece(guard, pos.side_to_move()));
        return judge(placed, m.action(1), m.to, target, node);
    }

    /// legal_turn() for the move `step` on `base` (the position, or the position with the Guard
    /// placed on `placed_at`), followed by the telekinesis of `target` (or NoSquare). `Calm`: the
    /// turn is a calm step (calm()), which takes nothing, so the test of what it takes is left out.
    template <bool Calm = false, class View>
    [[gnu::noinline]] bool judge(const View& base, const Action& step, Square placed_at, Square target, Node& node) const {
        const Position& pos = position_of(base);
        const Color us = pos.side_to_move();
        const Color them = ~us;
        const Piece mover = base.piece_at(step.from);
        SquareSet removed;
        if constexpr (!Calm) {
            removed = step_effect(base, mover, step.from, step.to).removed;
            if (target != NoSquare) removed.set(target);
            if (removed.test(node.their_king)) return true; // taking the King is always legal (R19)
        }
        // The board the turn leaves, built when first needed.
        LazyOverlay lazy;
        const auto after = [&]() -> const BoardOverlay& {
            if (lazy.built == nullptr) {
                BoardOverlay& board = *(lazy.built = new (&lazy.board) BoardOverlay(overlay_of(base)));
                if (!removed.empty())
                    for (Square s : removed) board.clear(s);
                board.clear(step.from);
                board.set(step.to, mover);
            }
            return *lazy.built;
        };
        // §9.1: can the opponent, moving next without a placement, take the own King?
        const bool king_moves = mover.type() == king;
        const Square own_king = king_moves ? Square{step.to} : node.own_king;
        // reaches_king() on the board the turn leaves: where every move is a leap it reads only
        // squares, and a view of that board serves; otherwise the overlay.
        const bool by_steps = pos.variant().leaps_only();
        const TurnBoard<View> moved(base, step.from, step.to, mover, removed);
        bool them_take = false;
        if (!king_moves && keeps_their_reach(node, step.from, step.to, placed_at, removed))
            them_take = them_take_now(pos, node);
        else
            them_take = by_steps ? reaches_by_steps(moved, them, own_king, node.them_blocked)
                                 : reaches_king(after(), them, own_king, node.them_blocked);
        // A turn only removes enemy pieces: with none of them near the back row, none enters it.
        if (!them_take && node.them_near_row)
            them_take = telekinesis_takes_king(after(), them, own_king);
        if (them_take) return false;
        if (pos.hand_count(them, guard) == 0) return true;
        // §6: the opponent's placement right after this turn.
        bool pawn_lost = false;
        if (!removed.empty())
            for (Square s : removed) pawn_lost = pawn_lost || pos.piece_at(s).type() == pawn;
        if (!pawn_lost) {
            const int count = rank_of(step.from) == rank_of(step.to) ? pos.state(sideways, us) + 1 : 0;
            const bool us_blocked = count >= sideways_limit;
            bool us_take = false;
            if (keeps_reach(node.their_king, step.from, step.to, placed_at, removed))
                us_take = us_take_now(pos, node, us_blocked);
            else
                us_take = by_steps ? reaches_by_steps(moved, us, node.their_king, us_blocked)
                                   : reaches_king(after(), us, node.their_king, us_blocked);
            if (!us_take && near_row(pos, node, step, placed_at))
                us_take = telekinesis_takes_king(after(), us, node.their_king);
            if (!us_take) return true;
        }
        return !takes_after_placement(after(), them, node.their_king, own_king, node.them_blocked);
    }

    /// Whether the side to move has a piece in its entry zone after the turn that moves a piece
    /// from step.from to step.to and places a Guard on `placed` (or NoSquare).
    [[gnu::always_inline]] bool near_row(const Position& pos, const Node& node, const Action& step, Square placed) const {
        const Color us = pos.side_to_move();
        const SquareSet& zone = entry_zones[index(us)];
        if (zone.test(step.to) || (placed != NoSquare && zone.test(placed))) return true;
        if (!node.us_near_row) return false;
        SquareSet left = pos.pieces(us) & zone;
        left.reset(step.from);
        return !left.empty();
    }

    /// Whether `by` can take the King on `king_square` after placing its Guard next to its own
    /// King on `by_king` (§6, §9.2).
    template <class View>
    bool takes_after_placement(const View& b, Color by, Square by_king, Square king_square, bool blocked) const {
        const Geometry& geo = b.variant().geometry();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d) {
            const Square g = geo.step(by_king, d);
            if (g == NoSquare || !b.piece_at(g).none()) continue;
            BoardOverlay placed = overlay_of(b);
            placed.set(g, Piece(guard, by));
            if (can_take_king(placed, by, king_square, blocked)) return true;
        }
        return false;
    }
    static BoardOverlay overlay_of(const Position& pos) { return BoardOverlay(pos); }
    static BoardOverlay overlay_of(const BoardOverlay& board) { return board; }

    /// Why a turn is refused, in the spec's words: a placement without the right (§6, R3, R4,
    /// R20) or off the squares next to the own King (§6), the fourth sideways turn in a row (§8,
    /// R14), an entry onto the back row without its telekinesis target (R9), and a turn that
    /// leaves the own King takeable, the opponent's placement included (§9.2, R5). "" for any
    /// other turn (the core explains it).
    std::string explain_refusal(Position& pos, std::string_view text) const {
        const Geometry& geo = pos.variant().geometry();
        const Color us = pos.side_to_move();
        for (std::size_t start = 0; start <= text.size();) {
            const std::size_t comma = std::min(text.find(',', start), text.size());
            const std::string_view token = text.substr(start, comma - start);
            start = comma + 1;
            if (token.find('@') != std::string_view::npos) { // the placement counts for nothing in §8
                const std::string placing = placement_refusal(pos, token);
                if (!placing.empty()) return placing;
                continue;
            }
            const std::size_t n = token.size() > 2 && std::isdigit(static_cast<unsigned char>(token[2])) ? 3 : 2;
            const auto from = geo.parse_square(token.substr(0, n));
            const std::size_t m = token.size() > n + 2 && std::isdigit(static_cast<unsigned char>(token[n + 2])) ? 3 : 2;
            const auto to = from ? geo.parse_square(token.substr(std::min(n, token.size()), m)) : std::nullopt;
            if (!from || !to) return "";
            if (rank_of(*from) == rank_of(*to) && pos.state(sideways, us) >= sideways_limit)
                return "at most " + std::to_string(sideways_limit) +
                       " sideways turns in a row per player, and this would be the fourth (amphora.md section 8, R14)";
            break;
        }
        return unsafe_turn(pos, text);
    }

    /// §6, R3, R4, R20: why the placement `token` (`G@<square>`) is not allowed, or "".
    std::string placement_refusal(const Position& pos, std::string_view token) const {
        const Variant& v = pos.variant();
        const Color us = pos.side_to_move();
        const auto at = v.geometry().parse_square(token.substr(token.find('@') + 1));
        if (!at || token[0] != v.piece_types[guard].letter || pos.hand_count(us, guard) == 0) return "";
        const std::string side = us == Color::White ? "White" : "Black";
        const std::string other = us == Color::White ? "Black" : "White";
        if (pos.state(place) == 0) {
            if (in_check(pos))
                return "the Guard may be placed only when the position holds the placement right, and this one "
                       "has no place:1 field, which alone decides (R20)";
            return "the Guard may be placed only in the turn after one of " + side + "'s Pawns was taken or while " +
                   side + "'s King is in check (R3), and neither holds: " + other +
                   ", moving now with its pieces on the board and its sideways counter, could not take the King "
                   "(check as R4 defines it)";
        }
        const Square king_square = pos.royal_square(us);
        const Geometry& geo = v.geometry();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d)
            if (geo.step(king_square, d) == *at && pos.piece_at(*at).none()) return "";
        return "the Guard is placed only on an empty square next to its own King, on " + square_name(king_square) +
               ", and " + square_name(*at) + " is not one (§6, R3)";
    }

    /// R9 and §9.2, R5 for a candidate turn of the module (placement, move and telekinesis).
    std::string unsafe_turn(Position& pos, std::string_view text) const {
        MoveList turns;
        candidates(pos, turns);
        const Move* turn = nullptr;
        std::vector<std::string> entries;
        for (const Move& m : turns) {
            const std::string written = text_of(pos.variant(), m);
            if (written == text) turn = &m;
            else if (written.size() > text.size() && written.compare(0, text.size(), text) == 0 &&
                     written[text.size()] == 'x')
                entries.push_back(written);
        }
        if (turn == nullptr) {
            if (entries.empty()) return "";
            std::sort(entries.begin(), entries.end());
            std::string named;
            for (const std::string& e : entries) {
                if (!named.empty()) named += " or ";
                named += e;
            }
            return "a move that enters the opponent's back row removes one enemy piece by telekinesis, which "
                   "the mover names: " + named + " (R9)";
        }
        const Color us = pos.side_to_move();
        const Color them = ~us;
        const Move m = *turn;
        pos.push(m);
        const Square own_king = pos.royal_square(us);
        const bool ok = legal(pos, us);
        const bool direct = !ok && (own_king == NoSquare || can_take_king(pos, them, own_king,
                                                                          pos.state(sideways, them) >= sideways_limit));
        pos.pop();
        if (ok) return "";
        const std::string side = us == Color::White ? "White" : "Black";
        const std::string other = us == Color::White ? "Black" : "White";
        const std::string king_words = side + "'s King on " + square_name(own_king);
        if (direct)
            return "no turn may leave the own King takeable, and after it " + other + " could take " + king_words +
                   " on its next turn (R5)";
        return "no turn may leave the own King takeable, and this turn gives " + other +
               " the placement right: " + other + " could place its Guard and take " + king_words +
               " in the same turn (R5)";
    }

    /// The move text of a turn of the module: `G@d2,` before a placement's move, `x<square>` after
    /// an entry's telekinesis target.
    static std::string text_of(const Variant& v, const Move& m) {
        std::string out;
        for (int k = 0; k < m.action_count(); ++k) {
            const Action a = m.action(k);
            if (a.kind == MoveKind::Drop) {
                out += v.piece_types[a.piece].letter;
                out += '@';
                out += square_name(a.to);
                out += ',';
            } else if (a.kind == MoveKind::Remove) {
                out += 'x';
                out += square_name(a.to);
            } else {
                out += square_name(a.from);
                out += square_name(a.to);
            }
        }
        return out;
    }

    /// §9.2, R5, R19: legal unless the opponent's next turn, with a placement where it has the
    /// right, can take the own King; taking the enemy King is always legal. (The reference
    /// predicate; generate_legal() judges candidates with legal_turn() instead.)
    bool legal(const Position& after, Color mover) const {
        const Color them = ~mover;
        const Square own_king = after.royal_square(mover);
        const Square their_king = after.royal_square(them);
        if (their_king == NoSquare) return true;
        const bool blocked = after.state(sideways, them) >= sideways_limit;
        if (own_king == NoSquare || can_take_king(after, them, own_king, blocked)) return false;
        if (after.state(place) == 0 || after.hand_count(them, guard) == 0) return true;
        return !takes_after_placement(after, them, their_king, own_king, blocked);
    }

    /// §9.1, R4: the opponent, moving now without a placement, could take the King.
    bool in_check(const Position& pos) const {
        const Color us = pos.side_to_move();
        const Square own_king = pos.royal_square(us);
        return own_king != NoSquare &&
               can_take_king(pos, ~us, own_king, pos.state(sideways, ~us) >= sideways_limit);
    }

    /// Whether `by`, moving now on board `b` (its sideways moves `blocked` by the limit), has a
    /// move that takes the King on `king_square` by replacement, interception or telekinesis (§9.1).
    template <class View>
    bool can_take_king(const View& b, Color by, Square king_square, bool blocked) const {
        return reaches_king(b, by, king_square, blocked) ||
               (may_enter_row(b, by) && telekinesis_takes_king(b, by, king_square));
    }

    /// The part of can_take_king() that looks only at squares near the King (near_king):
    /// replacement and interception.
    template <class View>
    bool reaches_king(const View& b, Color by, Square king_square, bool blocked) const {
        if (b.variant().leaps_only()) return reaches_by_steps(b, by, king_square, blocked);
        const Variant& v = b.variant();
        const auto may_arrive = [&](Square from, Square at) {
            if (blocked && rank_of(from) == rank_of(at)) return false;
            return !(backrow_quiet && b.piece_at(from).type() == pawn && rank_of(from) == row_of(by));
        };
        // 1. Replacement (a capture along the rank is a sideways move).
        if (!blocked) {
            if (attacked(b, king_square, by)) return true;
        } else {
            for (Square a : attackers(b, king_square, by))
                if (rank_of(a) != rank_of(king_square)) return true;
        }
        // 2. Interception: a partner on one diagonal neighbour, a piece arriving on the other.
        const Geometry& geo = v.geometry();
        for (DirectionId d : diagonals) {
            const Square partner = geo.step(king_square, d);
            const Square arrival = geo.step(king_square, static_cast<DirectionId>((d + 4) % 8));
            if (partner == NoSquare || arrival == NoSquare) continue;
            const Piece q = b.piece_at(partner);
            const Piece t = b.piece_at(arrival);
            if (q.none() || q.color() != by || (!t.none() && t.color() == by)) continue;
            SquareSet movers = t.none() ? movers_to(b, arrival, by) : attackers(b, arrival, by);
            movers.reset(partner);
            for (Square from : movers)
                if (may_arrive(from, arrival)) return true;
        }
        return false;
    }

    /// reaches_king() where Variant::leaps_only() holds, reading only piece_at() and pieces() of
    /// `b`: the pieces that can step onto the King's square (replacement) or onto the square
    /// diagonally opposite a partner (interception) are found from Variant::leap_sources().
    template <class View>
    bool reaches_by_steps(const View& b, Color by, Square king_square, bool blocked) const {
        const Variant& v = b.variant();
        const int row = row_of(by);
        const SquareSet mine = b.pieces(by);
        // Whether a piece of `by` steps onto `at`: it moves there when `empty`, it takes there
        // otherwise; `partner` (or NoSquare) is not the mover.
        const auto steps_onto = [&](Square at, bool empty, Square partner, bool intercepting) {
            SquareSet near = mine & v.leap_origins(by, at);
            if (partner != NoSquare) near.reset(partner);
            if (near.empty()) return false;
            for (const LeapSource& source : v.leap_sources(by, at)) {
                const Square from = source.from;
                if (!near.test(from)) continue;
                const Piece p = b.piece_at(from);
                if (!((empty ? source.move_types : source.capture_types) >> p.type() & 1U)) continue;
                if (blocked && rank_of(from) == rank_of(at)) continue; // §8
                if (intercepting && backrow_quiet && p.type() == pawn && rank_of(from) == row) continue; // R15
                return true;
            }
            return false;
        };
        // 1. Replacement (a capture along the rank is a sideways move).
        if (steps_onto(king_square, false, NoSquare, false)) return true;
        // 2. Interception: a partner on one diagonal neighbour, a piece arriving on the other.
        if ((mine & diagonal_neighbours[king_square]).empty()) return false;
        const Geometry& geo = v.geometry();
        for (DirectionId d : diagonals) {
            const Square partner = geo.step(king_square, d);
            const Square arrival = geo.step(king_square, static_cast<DirectionId>((d + 4) % 8));
            if (partner == NoSquare || arrival == NoSquare || !mine.test(partner)) continue;
            const Piece t = b.piece_at(arrival);
            if (t.is_wall() || mine.test(arrival)) continue;
            if (steps_onto(arrival, t.none(), partner, true)) return true;
        }
        return false;
    }

    /// Whether `by` has a piece in its entry zone on board `b` (entry_zones): the first question
    /// of telekinesis_takes_king(), asked inline.
    template <class View>
    bool may_enter_row(const View& b, Color by) const {
        return !(b.pieces(by) & entry_zones[index(by)]).empty();
    }

    /// §7.3, R10, R11: whether `by`, moving now on board `b`, has a move entering its telekinesis
    /// row that removes the King on `king_square` (as a victim of the move or as its target).
    template <class View>
    [[gnu::noinline]] bool telekinesis_takes_king(const View& b, Color by, Square king_square) const {
        const Color them = ~by;
        const int row = row_of(by);
        // Only pieces off the row and near enough to enter it.
        const SquareSet entering = b.pieces(by) & entry_zones[index(by)];
        if (entering.empty()) return false;
        thread_local MoveList moves;
        for (Square from : entering) {
            const PieceTypeId t = b.piece_at(from).type();
            if ((t != king && t != guard && t != pawn) || !entry_zone[index(by)][t].test(from)) continue;
            // A Pawn's telekinesis reaches the King only once the enemy Pawns and Guard are gone;
            // one move removes at most five pieces.
            if (t == pawn && (b.pieces(them, pawn) | b.pieces(them, guard)).count() > 5) continue;
            {
                moves.clear();
                generate_piece_moves(b, from, moves);
                for (const Move& m : moves) {
                    if (rank_of(m.to) != row) continue;
                    const Step effect = step_effect(b, b.piece_at(from), m.from, m.to);
                    if (effect.takes_king || telekinesis_targets(b, by, t, effect.removed).test(king_square)) return true;
                }
            }
        }
        return false;
    }

    // ---- §12, R17, R20: positions ----

    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        const Variant& v = pos.variant();
        for (Color c : {Color::White, Color::Black}) {
            const char* side = c == Color::White ? "White" : "Black";
            for (std::size_t t = 0; t < v.piece_types.size(); ++t)
                if (t != guard && pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0)
                    throw ParseError("hand", std::string(1, v.piece_types[t].letter),
                                     std::string(side) + " holds a " + v.piece_types[t].name +
                                         " in hand; only a " + v.piece_types[guard].name + " can be in hand in " +
                                         v.name);
            const int owned = pos.hand_count(c, guard) + pos.pieces(c, guard).count();
            if (owned > 1)
                throw ParseError("hand", pos.text(),
                                 std::string(side) + " has " + std::to_string(owned) + " " +
                                     v.piece_types[guard].name + "s on the board and in hand; at most 1 allowed");
        }
        // R20: the flag is ignored when the side to move has no Guard to place.
        if (pos.hand_count(pos.side_to_move(), guard) == 0) setup.set(place, 0);
    }
};

PieceTypeId type_of(const Variant& v, char letter) {
    const auto type = v.type_of_letter(letter);
    if (!type)
        throw ParseError("pieces", std::string(1, letter),
                         "the amphora rule module needs the piece letter " + std::string(1, letter));
    return *type;
}

bool flag(const Variant& v, const std::string& name) {
    if (v.find_option(name, "bool")) return v.option_flag(name);
    throw ParseError("options", name, "the amphora rule module needs the bool option '" + name + "'");
}

/// How far (in files or ranks) from a King a square may be and still change whether a side can
/// take that King by replacement or interception (Amphora::near_king): the longest step of any
/// piece's move, plus one for the diagonal neighbour interception arrives on; the whole board
/// for unlimited riders, hoppers and locust moves, whose answers depend on farther squares.
int king_radius(const Variant& v) {
    const int board = std::max(v.width, v.height);
    int step = 0;
    for (const PieceType& type : v.piece_types)
        for (const auto* atoms : {&type.atoms, &type.zone_atoms})
            for (const Atom& atom : *atoms) {
                if (atom.range == 0 || atom.hop != Hop::None || atom.locust_modes != 0 || atom.jump_first) return board;
                for (Vec d : atom.vectors) step = std::max(step, std::max(std::abs(d.dx), std::abs(d.dy)) * atom.range);
            }
    return std::min(step + 1, board);
}

/// Amphora::leapers_only: every atom of every piece is a plain leap of range 1.
bool leapers_only(const Variant& v) {
    for (const PieceType& type : v.piece_types)
        for (const auto* atoms : {&type.atoms, &type.zone_atoms})
            for (const Atom& atom : *atoms)
                if (atom.range != 1 || atom.lame || atom.hop != Hop::None || atom.locust_modes != 0 || atom.jump_first)
                    return false;
    return true;
}

} // namespace

RuleModulePtr install_amphora(Variant& v) {
    Amphora rules{};
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        int reach = 0;
        for (const Atom& atom : v.piece_types[t].atoms)
            for (Vec d : atom.vectors)
                reach = std::max(reach, std::abs(d.dy) * (atom.range == 0 ? v.height : atom.range) *
                                                (atom.locust_modes != 0 ? 2 : 1) +
                                            (atom.hop != Hop::None ? std::abs(d.dy) : 0));
        for (Color c : {Color::White, Color::Black}) {
            const int row = Amphora::target_row(v, c);
            for (int r = 0; r < v.height; ++r)
                if (r != row && std::abs(r - row) <= reach)
                    for (int f = 0; f < v.width; ++f) rules.entry_zone[index(c)][t].set(make_square(f, r));
            rules.entry_zones[index(c)] |= rules.entry_zone[index(c)][t];
        }
    }
    const int radius = king_radius(v);
    rules.near_king.assign(NoSquare, SquareSet());
    for (int kf = 0; kf < v.width; ++kf)
        for (int kr = 0; kr < v.height; ++kr)
            for (int f = std::max(0, kf - radius); f <= std::min(v.width - 1, kf + radius); ++f)
                for (int r = std::max(0, kr - radius); r <= std::min(v.height - 1, kr + radius); ++r)
                    rules.near_king[make_square(kf, kr)].set(make_square(f, r));
    rules.diagonal_neighbours.assign(NoSquare, SquareSet());
    for (int f = 0; f < v.width; ++f)
        for (int r = 0; r < v.height; ++r)
            for (int df : {-1, 1})
                for (int dr : {-1, 1})
                    if (f + df >= 0 && f + df < v.width && r + dr >= 0 && r + dr < v.height)
                        rules.diagonal_neighbours[make_square(f, r)].set(make_square(f + df, r + dr));
    rules.leapers_only = leapers_only(v);
    for (Color c : {Color::White, Color::Black}) rules.rows[index(c)] = Amphora::target_row(v, c);
    rules.king = type_of(v, 'K');
    rules.guard = type_of(v, 'G');
    rules.pawn = type_of(v, 'P');
    if (!v.piece_types[rules.king].royal)
        throw ParseError("pieces", "K", "the amphora rule module needs a royal King");
    rules.cascade = flag(v, "guard_telekinesis_cascade");        // R10
    rules.backrow_quiet = flag(v, "backrow_pawns_never_capture"); // R15
    rules.sideways = v.declare_state({"sideways", StateField::Kind::SideCounter, sideways_limit}); // §8, §12
    rules.place = v.declare_state({"place", StateField::Kind::Counter, 1});                         // §6, §12
    v.has_hands = true;
    v.drops = false; // §6: the Guard leaves the hand only by the module's placement
    rules.pieces_only = !v.castling.enabled && !v.pass;
    v.royals_per_side = 1;
    v.draws = DrawRules{.fifty_move_plies = 0, .repetition_count = 0, .fide_insufficient_material = false,
                        .stalemate = DrawRules::Stalemate::Loss}; // §10, R16: no draws; no legal turn loses
    return make_rule_module(rules);
}

} // namespace varia::variants
