#include "invariants.hpp"

#include "varia/fsf_fen.hpp"

namespace varia::test {

namespace {

void check_text_round_trip(const Position& pos, const std::string& context, const InvariantFailure& fail) {
    try {
        const Position reread = Position::from_text(pos.variant_ptr(), pos.text());
        if (reread.text() != pos.text() || reread.hash() != pos.hash())
            fail(context + pos.text() + " reads back as " + reread.text());
    } catch (const Error& e) {
        fail(context + pos.text() + " does not read back: " + e.what());
    }
    // Fairy-Stockfish's dialect drops only what cannot matter (en-passant targets no piece can
    // take, Seirawan gates of a side with an empty hand): its text reads back to itself, and to
    // the same position where nothing was dropped.
    std::string fsf;
    try {
        fsf = fsf_fen(pos);
        const Position reread = position_from_fsf_fen(pos.variant_ptr(), fsf);
        if (const std::string again = fsf_fen(reread); again != fsf)
            fail(context + pos.text() + ": Fairy-Stockfish text " + fsf + " reads back as " + again);
        else if (reread.hash() != pos.hash() && reread.text() == pos.text())
            fail(context + pos.text() + ": Fairy-Stockfish text " + fsf + " reads back with another hash");
    } catch (const Error& e) {
        fail(context + pos.text() + ": Fairy-Stockfish text " + fsf + " does not read back: " + e.what());
    }
}

bool takes_en_passant_on(const Move& m, Square target) {
    for (int i = 0; i < m.action_count(); ++i)
        if (m.action(i).kind == MoveKind::EnPassant && m.action(i).to == target) return true;
    return false;
}

} // namespace

void check_invariants(Position& pos, const MoveList& moves, std::size_t stride, const InvariantFailure& fail) {
    const std::string before = pos.text();
    const std::uint64_t hash = pos.hash();
    if (hash != pos.compute_hash()) fail("the incremental hash differs from the recomputed one");
    check_text_round_trip(pos, "", fail);
    for (Square target : pos.en_passant_targets()) {
        bool used = false;
        for (const Move& m : moves) used = used || takes_en_passant_on(m, target);
        if (used != pos.en_passant_legal(target))
            fail("en_passant_legal(" + square_name(target) + ") is " +
                 (used ? "false" : "true") + " but a legal capture there " + (used ? "exists" : "does not exist"));
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        const bool full = stride != 0 && i % stride == 0;
        const std::string text = move_text(pos, m);
        if (full && !(parse_move(pos, text) == m)) fail(text + " does not parse back to itself");
        pos.push(m);
        if (pos.hash() != pos.compute_hash()) fail(text + ": incremental hash differs from the recomputed one");
        if (full) {
            Position copy = Position::from_text(pos.variant_ptr(), before);
            copy.push(m);
            if (copy.text() != pos.text()) fail(text + " played on a copy gives " + copy.text());
            check_text_round_trip(pos, text + ": ", fail);
        }
        pos.pop();
        if (pos.text() != before || pos.hash() != hash) fail(text + ": pop gives " + pos.text());
    }
}

} // namespace varia::test
