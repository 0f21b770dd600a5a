// Makruk (makruk.hpp): the counting of endings, on the core's moves.
#include "makruk/makruk.hpp"

#include "varia/honour_counting.hpp"

namespace varia::variants {

namespace {

struct Makruk {
    static constexpr bool effects_keep_board = true; // counting leaves the board alone
    HonourCounting counting;

    void after_move(Effects& fx) const { counting.after_move(fx); }
    GameStatus game_end(Position& pos) const { return counting.game_end(pos, standard_game_status(pos)); }
    void validate(PositionSetup& setup) const {
        counting.validate(setup);
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_makruk(Variant& v) { return make_rule_module(Makruk{HonourCounting(v)}); }

} // namespace varia::variants
