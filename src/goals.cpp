#include "goals.hpp"

namespace varia::goals {

namespace {

/// Pieces of colour c of type t on the board and in hand; every piece of c when `t` is empty.
int material(const Position& pos, Color c, std::optional<PieceTypeId> t) noexcept {
    if (t) return pos.pieces(c, *t).count() + pos.hand_count(c, *t);
    int n = pos.pieces(c).count();
    for (std::size_t u = 0; u < pos.variant().piece_types.size(); ++u)
        n += pos.hand_count(c, static_cast<PieceTypeId>(u));
    return n;
}

/// The extinct side (the one that has just moved judged first), if any.
std::optional<Color> extinct_side(const Position& pos, const ExtinctionRule& rule) noexcept {
    const Color stm = pos.side_to_move();
    for (Color c : {~stm, stm}) {
        const int needed = rule.opponent_count + (rule.claim && c == stm ? 1 : 0);
        const auto judged = [&](std::optional<PieceTypeId> t) {
            return material(pos, c, t) <= rule.count && material(pos, ~c, t) >= needed;
        };
        if (rule.all) {
            if (judged(std::nullopt)) return c;
            continue;
        }
        for (std::uint32_t types = rule.types; types != 0; types &= types - 1)
            if (judged(static_cast<PieceTypeId>(std::countr_zero(types)))) return c;
    }
    return std::nullopt;
}

bool reached(const Position& pos, const FlagRule& flag, Color c) noexcept {
    const SquareSet there = pos.pieces(c, flag.type[index(c)]) & flag.region[index(c)];
    if (!flag.safe) return !there.empty();
    for (Square s : there)
        if (!pos.attacked(s, ~c)) return true;
    return false;
}

/// ConnectRule: `c` has `rule.count` pieces of the rule's types in a row along one of its lines.
bool connected(const Position& pos, const ConnectRule& rule, Color c) noexcept {
    SquareSet mine;
    if (rule.types == ~0U) mine = pos.pieces(c);
    else
        for (std::uint32_t types = rule.types; types != 0; types &= types - 1)
            mine |= pos.pieces(c, static_cast<PieceTypeId>(std::countr_zero(types)));
    if (mine.count() < rule.count) return false;
    const Geometry& g = pos.variant().geometry();
    const auto ours = [&](int f, int r) {
        return f >= 0 && r >= 0 && f < g.width() && r < g.height() && mine.test(make_square(f, r));
    };
    struct Line { int df, dr; bool on; };
    const std::array<Line, 4> lines{{{1, 0, rule.horizontal}, {0, 1, rule.vertical},
                                     {1, 1, rule.diagonal}, {1, -1, rule.diagonal}}};
    for (const Line& line : lines) {
        if (!line.on) continue;
        for (Square s : mine) {
            const int f = file_of(s), r = rank_of(s);
            if (ours(f - line.df, r - line.dr)) continue; // counted from the first piece of a run
            int n = 1;
            while (ours(f + n * line.df, r + n * line.dr)) ++n;
            if (n >= rule.count) return true;
        }
    }
    return false;
}

} // namespace

Check check(const Position& pos) noexcept {
    const GoalRules& goals = pos.variant().goals;
    if (goals.extinction.enabled)
        if (const auto side = extinct_side(pos, goals.extinction))
            return {State::Over, scored(goals.extinction.outcome, *side), Termination::Extinction};
    if (goals.connect.enabled)
        for (Color c : {~pos.side_to_move(), pos.side_to_move()})
            if (connected(pos, goals.connect, c))
                return {State::Over, scored(goals.connect.outcome, c), Termination::Connected};
    if (!goals.flag.enabled) return {};
    const FlagRule& flag = goals.flag;
    const Color stm = pos.side_to_move();
    if (flag.safe) {
        // Judged in every position, the side to move first: a piece that arrived attacked wins
        // once nothing attacks it any more.
        const bool ours = reached(pos, flag, stm);
        if (ours || reached(pos, flag, ~stm))
            return {State::Over, ours && reached(pos, flag, ~stm) ? Result::Draw : win_for(ours ? stm : ~stm),
                    Termination::FlagReached};
        return {};
    }
    if (flag.hold) {
        // Only a piece that has stood there through the other side's reply has won.
        if (reached(pos, flag, stm)) return {State::Over, win_for(stm), Termination::FlagReached};
        return {};
    }
    if (flag.last_chance && reached(pos, flag, stm)) {
        // The side to move arrived a move ago and the other side had its last chance: when both
        // have arrived White was first and Black caught up.
        const bool both = reached(pos, flag, ~stm);
        return {State::Over, both && stm == Color::White ? Result::Draw : win_for(stm), Termination::FlagReached};
    }
    if (reached(pos, flag, ~stm)) {
        if (flag.last_chance && stm == Color::Black) return {State::LastChance, win_for(~stm), Termination::FlagReached};
        return {State::Over, win_for(~stm), Termination::FlagReached};
    }
    return {};
}

bool flag_reachable(Position& pos, const MoveList& legal) {
    const FlagRule& flag = pos.variant().goals.flag;
    for (const Move& m : legal) {
        pos.push(m);
        const bool arrived = reached(pos, flag, Color::Black);
        pos.pop();
        if (arrived) return true;
    }
    return false;
}

} // namespace varia::goals
