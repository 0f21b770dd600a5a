#pragma once
// The guide's smallest module with turns of its own (docs/authoring.md §7, "Turns"): every move is
// followed by a second move of another piece. Built as a plugin by twice.cpp and loaded through
// `varia --module` (tests/cli/plugin_test.sh, with tests/data/variants/twice.json), and registered
// in-process by tests/core/turn_model_test.cpp.
#include <varia/varia.hpp>

namespace twice {

using namespace varia;

/// A module with turns of its own: every move is followed by a second move of another piece.
struct Twice {
    void generate(Position& pos, MoveList& out) const {
        const ScratchMoveList first;
        generate_actions(pos, *first);
        for (const Move& m : *first) {
            if (m.kind != MoveKind::Normal) continue;
            for (Square s : pos.pieces(pos.side_to_move())) {
                if (s == m.from) continue;
                const ScratchMoveList second;
                generate_piece_moves(pos, s, *second);
                for (const Move& n : *second)
                    if (n.kind == MoveKind::Normal && n.to != m.to && n.to != m.from && pos.piece_at(n.to).none()) {
                        Move turn = m;
                        turn.append(n.action(0));
                        out.push_back(turn);
                    }
            }
        }
    }
};

inline RuleModulePtr install(Variant&) { return make_rule_module(Twice{}); }

} // namespace twice
