// Shatar (shatar.hpp): what a checkmate is worth depends on the checks that led to it.
#include "shatar/shatar.hpp"

#include <algorithm>
#include <vector>

#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/status.hpp"

namespace varia::variants {

namespace {

struct ShatarMate {
    std::uint32_t knights; ///< type bits of the knight
    std::uint32_t shak;    ///< type bits of the pieces whose check is a shak: knight, rook, bers

    /// The types of the pieces giving check to the side to move (0 when not in check).
    static std::uint32_t checker_types(const Position& pos) {
        std::uint32_t types = 0;
        const Color us = pos.side_to_move();
        const Square king = pos.royal_square(us);
        if (king == NoSquare) return 0;
        for (Square s : attackers(pos, king, ~us)) types |= 1U << pos.piece_at(s).type();
        return types;
    }

    /// True when a check of the series ending in the current position was a shak. Walks back two
    /// plies at a time while the defender was in check, and restores the position.
    bool series_has_shak(Position& pos) const {
        std::vector<Move> undone;
        bool found = false;
        for (;;) {
            const std::uint32_t checkers = checker_types(pos);
            if (checkers == 0) break;
            if (checkers & shak) {
                found = true;
                break;
            }
            if (pos.ply_count() < 2) break;
            for (int i = 0; i < 2; ++i) {
                undone.push_back(pos.last_move());
                pos.pop();
            }
        }
        for (auto it = undone.rbegin(); it != undone.rend(); ++it) pos.push(*it);
        return found;
    }

    GameStatus game_end(Position& pos) const {
        GameStatus status = standard_game_status(pos);
        if (status.termination != Termination::Checkmate) return status;
        const Result mated_side_wins =
            pos.side_to_move() == Color::White ? Result::WhiteWins : Result::BlackWins;
        if ((checker_types(pos) & ~knights) == 0) status.result = mated_side_wins; // mate by knights
        else if (!series_has_shak(pos)) status.result = Result::Draw;
        return status;
    }
};

} // namespace

RuleModulePtr install_shatar(Variant& v) {
    const auto type_bit = [&v](char letter) {
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if (v.piece_types[t].letter == letter) return 1U << t;
        throw ParseError("pieces", std::string(1, letter),
                         std::string("the shatar rule module needs a piece type lettered ") + letter);
    };
    if (std::none_of(v.piece_types.begin(), v.piece_types.end(), [](const PieceType& p) { return p.royal; }))
        throw ParseError("pieces", v.name, "the shatar rule module needs a royal piece type");
    const std::uint32_t knight = type_bit('N');
    return make_rule_module(ShatarMate{knight, knight | type_bit('R') | type_bit('J')});
}

} // namespace varia::variants
