// Three-check (3check.hpp): checks are counted; the last needed one wins.
#include "3check/3check.hpp"

#include "varia/check_counting.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

struct ThreeCheck {
    static constexpr bool effects_keep_board = true; // counting checks leaves the board alone
    CheckCounter counter;

    void generate(Position& pos, MoveList& out) const {
        if (!counter.over(pos)) generate_actions(pos, out);
    }
    void after_move(Effects& fx) const { counter.count(fx); }
    GameStatus game_end(Position& pos) const { return counter.game_end(pos); }
};

} // namespace

RuleModulePtr install_3check(Variant& v) { return make_rule_module(ThreeCheck{CheckCounter::declare(v)}); }

} // namespace varia::variants
