// Cambodian chess (cambodian.hpp): the king's knight leap and the met's double step on their
// first move.
#include "cambodian/cambodian.hpp"

#include <optional>
#include <string>

#include "varia/check_counting.hpp"
#include "varia/errors.hpp"
#include "varia/honour_counting.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Cambodian {
    static constexpr bool effects_keep_board = true; // first-move flags and counts only
    StateFieldId first_move;
    PieceTypeId king;
    PieceTypeId met;
    PieceTypeId rook;
    std::optional<CheckCounter> checks; ///< kar ouk: the first check wins
    std::optional<HonourCounting> counting; ///< the counting of endings, where the variant file gives it

    /// The core's moves, and the special first moves of the unmoved king and met (judged for
    /// legality by the core like every other candidate); none once the winning check is given.
    void generate(Position& pos, MoveList& out) const {
        if (checks && checks->over(pos)) return;
        generate_actions(pos, out);
        const Variant& v = pos.variant();
        const Color us = pos.side_to_move();
        const int forward = us == Color::White ? 1 : -1;
        const SquareSet unmoved = pos.flagged(first_move) & pos.pieces(us);
        const auto add = [&](Square from, int dx, int dy) {
            const int f = file_of(from) + dx, r = rank_of(from) + dy;
            if (f < 0 || f >= v.width || r < 0 || r >= v.height) return;
            const Square to = make_square(f, r);
            if (v.geometry().contains(to) && pos.piece_at(to).none())
                out.add(from, to, MoveKind::Normal, Move::no_piece, 0);
        };
        for (Square s : unmoved) {
            const PieceTypeId t = pos.piece_at(s).type();
            if (t == king && !in_check(pos)) {
                add(s, -2, forward);
                add(s, 2, forward);
            } else if (t == met) {
                add(s, 0, 2 * forward);
            }
        }
    }

    /// The mover loses its first move; a rook arriving on the enemy king's file or rank takes
    /// that king's leap away.
    void after_move(Effects& fx) const {
        if (checks) checks->count(fx);
        if (counting) counting->after_move(fx);
        const Position& pos = fx.position();
        const Move& m = fx.move();
        if (m.kind == MoveKind::Drop) return;
        const SquareSet& unmoved = pos.flagged(first_move);
        if (unmoved.test(m.to)) fx.set_flag(first_move, m.to, false); // the flag moved with its piece
        if (pos.piece_at(m.to).type() != rook) return;
        for (Square k : unmoved & pos.pieces(~fx.mover(), king))
            if (file_of(k) == file_of(m.to) || rank_of(k) == rank_of(m.to)) fx.set_flag(first_move, k, false);
    }

    GameStatus game_end(Position& pos) const {
        const GameStatus status = checks ? checks->game_end(pos) : standard_game_status(pos);
        return counting ? counting->game_end(pos, status) : status;
    }

    /// Only kings and mets carry the flag.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        for (Square s : pos.flagged(first_move)) {
            const PieceTypeId t = pos.piece_at(s).type();
            if (t != king && t != met) {
                std::string why = square_name(s); // appended, not "x" + string: GCC 12 warns wrongly
                why += " holds no king or met";
                throw ParseError("first_move", square_name(s), why);
            }
        }
        if (counting) counting->validate(setup);
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_cambodian(Variant& v) {
    // Installed before the variant's tables are compiled: find the types in the data itself.
    std::optional<PieceTypeId> king, met, rook;
    int royals = 0;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const PieceType& pt = v.piece_types[t];
        if (pt.royal && ++royals == 1) king = static_cast<PieceTypeId>(t);
        if (!pt.promoted && pt.letter == 'M') met = static_cast<PieceTypeId>(t);
        if (!pt.promoted && pt.letter == 'R') rook = static_cast<PieceTypeId>(t);
    }
    if (royals != 1 || !met || !rook)
        throw ParseError("pieces", v.name, "cambodian needs one royal type, a met (M) and a rook (R)");
    const StateFieldId first_move = v.declare_state({"first_move", StateField::Kind::PieceFlag, 1});
    // With an int option `checks` (kar ouk), checks are counted and that many win.
    const bool counted = v.find_option("checks") != nullptr;
    std::optional<CheckCounter> checks;
    if (counted) checks = CheckCounter::declare(v);
    std::optional<HonourCounting> counting;
    if (v.draws.counting.enabled) counting.emplace(v);
    return make_rule_module(Cambodian{first_move, *king, *met, *rook, checks, counting});
}

} // namespace varia::variants
