// Seirawan chess (seirawan.hpp): pieces in hand are gated onto the square a back-rank piece leaves.
#include "seirawan/seirawan.hpp"

#include "varia/errors.hpp"

namespace varia::variants {

namespace {

/// The square where the rook of castling move `castling` ends.
Square rook_target(const Variant& v, const Move& castling) {
    const CastlingRules& cr = v.castling;
    const bool king_side = file_of(castling.aux) > file_of(castling.from);
    return make_square(king_side ? cr.king_side_rook_file : cr.queen_side_rook_file, rank_of(castling.from));
}

bool hand_empty(const Position& pos, Color c) {
    for (std::size_t t = 0; t < pos.variant().piece_types.size(); ++t)
        if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) return false;
    return true;
}

/// `m` followed by each type in the hand put on `square`.
void add_gatings_on(const Position& pos, Color us, const Move& m, Square square, MoveList& out) {
    const auto& types = pos.variant().piece_types;
    for (std::size_t t = 0; t < types.size(); ++t) {
        if (pos.hand_count(us, static_cast<PieceTypeId>(t)) == 0) continue;
        Move gated = m;
        gated.append(Action{0, static_cast<std::uint8_t>(square), MoveKind::Drop, static_cast<std::uint8_t>(t), 0});
        out.push_back(gated);
    }
}

} // namespace

Gating::Gating(Variant& v, bool keep_with_empty_hand)
    : gates_(v.declare_state({"gates", StateField::Kind::PieceFlag, 1})), keep_with_empty_hand_(keep_with_empty_hand) {}

void Gating::add_gatings(const Position& pos, MoveList& out, std::size_t first) const {
    const Variant& v = pos.variant();
    const Color us = pos.side_to_move();
    const SquareSet& gate = pos.flagged(gates_);
    const std::size_t moves = out.size();
    for (std::size_t i = first; i < moves; ++i) {
        const Move m = out[i];
        if (m.kind == MoveKind::Normal && gate.test(m.from)) {
            add_gatings_on(pos, us, m, m.from, out);
        } else if (m.kind == MoveKind::Castling) {
            const Square rook_to = rook_target(v, m);
            for (Square s : {Square{m.from}, Square{m.aux}})
                if (gate.test(s) && s != m.to && s != rook_to) add_gatings_on(pos, us, m, s, out);
        }
    }
}

void Gating::after_move(Effects& fx) const {
    const Position& pos = fx.position();
    const Move& m = fx.move();
    const SquareSet& gate = pos.flagged(gates_);
    if (m.kind == MoveKind::Normal && gate.test(m.to)) fx.set_flag(gates_, m.to, false);
    if (m.kind == MoveKind::Castling) {
        if (gate.test(m.to)) fx.set_flag(gates_, m.to, false);
        const Square rook_to = rook_target(pos.variant(), m);
        if (gate.test(rook_to)) fx.set_flag(gates_, rook_to, false);
    }
    if (!keep_with_empty_hand_ && hand_empty(pos, fx.mover()))
        for (Square s : pos.flagged(gates_) & pos.pieces(fx.mover())) fx.set_flag(gates_, s, false);
}

void Gating::validate(PositionSetup& setup) const {
    const Position& pos = setup.position();
    const Variant& v = pos.variant();
    for (Square s : pos.flagged(gates_)) {
        const Color c = pos.piece_at(s).color();
        if (v.relative_rank(c, rank_of(s)) != v.castling.rank)
            throw ParseError("gates", square_name(s), "gates: " + square_name(s) + " is not on the first rank of its piece's side");
        if (!keep_with_empty_hand_ && hand_empty(pos, c)) setup.set_flag(gates_, s, false);
    }
}

namespace {

struct Seirawan {
    Gating gating;

    /// The legal moves, each followed by its gating versions (judged as the move alone).
    void generate_legal(Position& pos, MoveList& out) const {
        const std::size_t first = out.size();
        generate_legal_actions(pos, out);
        gating.add_gatings(pos, out, first);
    }

    void after_move(Effects& fx) const { gating.after_move(fx); }

    void validate(PositionSetup& setup) const {
        gating.validate(setup);
        setup.require_side_not_to_move_legal();
    }
};

} // namespace

RuleModulePtr install_seirawan(Variant& v) {
    if (!v.has_hands || v.drops) throw ParseError("hands", v.name, "seirawan needs hands without free drops (\"drops\": false)");
    return make_rule_module(Seirawan{Gating(v, false)});
}

} // namespace varia::variants
