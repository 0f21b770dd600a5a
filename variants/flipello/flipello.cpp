// Othello (flipello.hpp): drops that enclose, and the stones they enclose turn over.
#include "flipello/flipello.hpp"

#include <array>

#include "flipello/stone_games.hpp"
#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

/// The eight lines from a square: (file, rank) steps.
constexpr std::array<std::array<int, 2>, 8> lines{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

struct Flipello {
    bool pass;         ///< a side without a drop passes (option `pass`)
    SquareSet centre;  ///< the four middle squares, filled first

    /// The squares of the enemy stones that a stone of `us` on `s` encloses along line `d`
    /// (empty when the line does not end on one of its own stones).
    static SquareSet enclosed(const Position& pos, Square s, Color us, const std::array<int, 2>& d) {
        const Variant& v = pos.variant();
        SquareSet run;
        for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; f >= 0 && f < v.width && r >= 0 && r < v.height;
             f += d[0], r += d[1]) {
            const Square t = make_square(f, r);
            const Piece p = pos.piece_at(t);
            if (!v.geometry().contains(t) || p.none() || p.is_wall()) return {};
            if (p.color() == us) return run;
            run.set(t);
        }
        return {};
    }

    static bool encloses(const Position& pos, Square s, Color us) {
        for (const auto& d : lines)
            if (!enclosed(pos, s, us, d).empty()) return true;
        return false;
    }

    /// The squares next to an enemy stone: the only ones where a drop can enclose.
    static SquareSet near_enemy(const Position& pos, Color us) {
        const Variant& v = pos.variant();
        SquareSet out;
        for (Square s : pos.pieces(~us))
            for (const auto& d : lines) {
                const int f = file_of(s) + d[0], r = rank_of(s) + d[1];
                if (f >= 0 && f < v.width && r >= 0 && r < v.height) out.set(make_square(f, r));
            }
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
        for (const auto& d : lines)
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
