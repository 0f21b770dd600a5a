// Janggi (janggi.hpp): bikjang, and the count of material that ends a game stopped by passes.
#include "janggi/janggi.hpp"

#include <array>

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

namespace varia::variants {

namespace {

/// A pass: the side's general acting on its own square (Variant::pass).
bool is_pass(const Move& m) noexcept { return m.extra == 0 && m.kind == MoveKind::Target && m.from == m.to; }

struct Janggi {
    static constexpr bool effects_keep_board = true; // the pass counter is all the effects change
    StateFieldId passes;
    /// Points per piece type for the material count (0 for the general).
    std::array<int, max_piece_types> points{};

    /// Two passes in a row, or a pass that left the generals facing, stop the game.
    bool stopped(const Position& pos) const {
        const int n = pos.state(passes);
        return n >= 2 || (n == 1 && royals_face(pos));
    }

    void generate_legal(Position& pos, MoveList& out) const {
        if (stopped(pos)) return;
        const bool bikjang = royals_face(pos);
        const std::size_t first = out.size();
        generate_legal_actions(pos, out); // the core's moves and its pass, judged as usual
        if (!bikjang) return;
        // Bikjang: every move must part the generals; the pass stays legal even in check.
        bool pass_listed = false;
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move m = out[i];
            if (is_pass(m)) {
                pass_listed = true;
                out[kept++] = m;
                continue;
            }
            pos.push(m);
            const bool facing = royals_face(pos);
            pos.pop();
            if (!facing) out[kept++] = m;
        }
        out.truncate(kept);
        if (!pass_listed) {
            const Square general = pos.royal_square(pos.side_to_move());
            if (general != NoSquare) out.add(general, general, MoveKind::Target, Move::no_piece, 0);
        }
    }

    void after_move(Effects& fx) const {
        const int n = is_pass(fx.move()) ? fx.position().state(passes) + 1 : 0;
        if (n != fx.position().state(passes)) fx.set(passes, n > 2 ? 2 : n);
    }

    /// White's points less Black's, less 1: White wins when it is above 0, else Black.
    GameStatus counted(const Position& pos, Termination why) const {
        int balance = -1;
        for (Color c : {Color::White, Color::Black})
            for (Square s : pos.pieces(c))
                balance += (c == Color::White ? 1 : -1) * points[pos.piece_at(s).type()];
        return {balance > 0 ? Result::WhiteWins : Result::BlackWins, why, in_check(pos)};
    }

    /// The side not to move may stand in check only after its pass in bikjang (the generals still
    /// face), which stopped the game: a text without the pass counter (Fairy-Stockfish's, which
    /// keeps passes in its history) reads as that stopped position.
    void validate(PositionSetup& setup) const {
        const Position& pos = setup.position();
        if (royals_unattacked(pos, ~pos.side_to_move())) return;
        if (!royals_face(pos))
            setup.require_side_not_to_move_legal();
        else if (pos.state(passes) == 0)
            setup.set(passes, 1);
    }

    GameStatus game_end(Position& pos) const {
        if (stopped(pos)) return counted(pos, Termination::MaterialCount);
        return standard_game_status(pos);
    }
};

} // namespace

RuleModulePtr install_janggi(Variant& v) {
    if (!v.pass) throw ParseError("pass", v.name, "janggi needs \"pass\": true");
    int royals = 0;
    Janggi rules{};
    constexpr std::pair<char, int> worth[] = {{'R', 13}, {'C', 7}, {'N', 5}, {'B', 3}, {'A', 3}, {'P', 2}};
    int found = 0;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const PieceType& pt = v.piece_types[t];
        if (pt.royal) ++royals;
        for (const auto& [letter, value] : worth)
            if (!pt.promoted && pt.letter == letter) {
                rules.points[t] = value;
                ++found;
            }
    }
    if (royals != 1 || found != 6)
        throw ParseError("pieces", v.name, "janggi needs one royal type and the letters R, C, N, B, A and P");
    rules.passes = v.declare_state({"passes", StateField::Kind::Counter, 2});
    return make_rule_module(rules);
}

} // namespace varia::variants
