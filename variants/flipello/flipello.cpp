// Othello (flipello.hpp): drops that enclose, and the stones they enclose turn over.
#include "flipello/flipello.hpp"

#include "flipello/stone_games.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct Flipello {
    bool pass;         ///< a side without a drop passes (option `pass`)
    SquareSet centre;  ///< the four middle squares, filled first

    /// The squares of the enemy stones that a stone of `us` on `s` encloses along the adjacent
    /// direction `d` (empty when the line does not end on one of its own stones).
    static SquareSet enclosed(const Position& pos, Square s, Color us, DirectionId d) {
        const Square* next = pos.variant().geometry().steps(d);
        SquareSet run;
        for (Square t = next[s]; t != NoSquare; t = next[t]) {
            const Piece p = pos.piece_at(t);
            if (p.none() || p.is_wall()) return {};
            if (p.color() == us) return run;
            run.set(t);
        }
        return {};
    }

    static bool encloses(const Position& pos, Square s, Color us) {
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d)
            if (!enclosed(pos, s, us, d).empty()) return true;
        return false;
    }

    /// The squares next to an enemy stone: the only ones where a drop can enclose.
    static SquareSet near_enemy(const Position& pos, Color us) {
        SquareSet out;
        for (Square s : pos.pieces(~us)) out |= stones::neighbours(pos.variant().geometry(), s);
        return out;
    }

    /// The core's drops that the rules allow: into the centre while it has room, else enclosing.
    void add_drops(const Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_drops(pos, out);
        const Color us = pos.side_to_move();
        const bool opening = !(centre - pos.occupied()).empty();
        const SquareSet near = opening ? centre : near_enemy(pos, us);
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i)
            if (near.test(out[i].to) && (opening || encloses(pos, out[i].to, us))) out[kept++] = out[i];
        out.truncate(kept);
    }

    void generate(Position& pos, MoveList& out) const {
        if (stones::over(pos)) return;
        const std::size_t first = out.size();
        add_drops(pos, out);
        if (out.size() == first && pass) stones::add_pass(pos, out);
    }

    /// The enclosed enemy stones turn over.
    void after_move(Effects& fx) const {
        const Move& m = fx.move();
        if (m.kind != MoveKind::Drop) return;
        const Position& pos = fx.position();
        for (DirectionId d = 0; d < Geometry::adjacent_directions; ++d)
            for (Square s : enclosed(pos, m.to, fx.mover(), d)) fx.change(s, Piece(pos.piece_at(s).type(), fx.mover()));
    }

    GameStatus game_end(Position& pos) const { return stones::game_end(pos); }

    bool in_check(const Position&) const { return false; }
};

} // namespace

RuleModulePtr install_flipello(Variant& v) {
    if (!v.has_hands || !v.drops || v.width < 2 || v.height < 2)
        throw ParseError("hands", v.name, "flipello needs hands, drops and a board of at least 2x2");
    SquareSet centre;
    for (const int f : {v.width / 2 - 1, v.width / 2})
        for (const int r : {v.height / 2 - 1, v.height / 2}) centre.set(make_square(f, r));
    const bool pass = v.find_option("pass", "bool") && v.option_flag("pass");
    return make_rule_module(Flipello{pass, centre});
}

} // namespace varia::variants
