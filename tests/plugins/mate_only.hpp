#pragma once
// The guide's second module example (docs/authoring.md §7, "A predicate that asks for the legal
// replies"): FIDE chess in which a move may give check only when it mates, written as the rule
// reads. Built as a plugin by mate_only.cpp and loaded through `varia --module`
// (tests/cli/plugin_test.sh), and registered in-process by tests/core/rule_module_example_test.cpp,
// which compares it with the built-in checkless module (variants/checkless), written the long way.
#include <varia/varia.hpp>

namespace mate_only {

using namespace varia;

/// A check is legal only as checkmate.
struct MateOnly {
    /// The mover's royal pieces are safe, and the opponent is either not in check or has no legal
    /// reply: has_legal_move() judges each reply by this predicate again, on `after` itself.
    bool legal(const Position& after, Color mover) const {
        if (!royals_unattacked(after, mover)) return false;
        return royals_unattacked(after, ~mover) || !has_legal_move(after);
    }
};

inline RuleModulePtr install(Variant&) { return make_rule_module(MateOnly{}); }

} // namespace mate_only
