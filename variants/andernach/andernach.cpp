// Andernach chess (andernach.hpp): a piece that captures changes colour; the king does not.
#include "andernach/andernach.hpp"

namespace varia::variants {

namespace {

struct Andernach {
    void after_move(Effects& fx) const {
        if (fx.captures().empty()) return;
        const Position& pos = fx.position();
        const Square to = fx.move().to;
        const Piece capturer = pos.piece_at(to);
        if (capturer.none() || capturer.is_wall() || pos.variant().piece_types[capturer.type()].royal) return;
        fx.change(to, Piece(capturer.type(), ~capturer.color()));
    }
};

} // namespace

RuleModulePtr install_andernach(Variant&) { return make_rule_module(Andernach{}); }

} // namespace varia::variants
