// The turn model (move.hpp) and the rule-module interface (rule_module.hpp): moves as values of
// actions, the building blocks modules use, which parts a module has, modules whose pieces move as
// their variant files say, deep perft, and no allocation per node.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "test_support.hpp"
#include "../plugins/twice.hpp"

// Every allocation of the test program is counted, so that a perft can be checked to allocate
// nothing per node. (GCC 12 takes malloc/free behind operator new/delete for a mismatch.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
namespace {
std::atomic<std::size_t> allocations{0};
} // namespace

void* operator new(std::size_t size) {
    ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
    ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
// The standard library also allocates through the nothrow forms (std::stable_sort's buffer);
// they must come from the same malloc as the frees below.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    ++allocations;
    return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    ++allocations;
    return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

using namespace varia;

namespace {

/// A 4x4 board with a king and a knight a side (start k3/4/4/K1N1) whose rules are `module`.
VariantPtr king_and_knight(const std::string& module) {
    return parse_variant(R"({"name": ")" + module + R"(", "board": {"width": 4, "height": 4},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "N", "name": "knight", "betza": "N"}],
        "start": "k3/4/4/K1N1 w - - 0 1", "rules": ")" + module + R"("})",
                         module + ".json");
}

/// A variant file with `letter`'s betza replaced, as a copy of the shipped file.
VariantPtr with_betza(const std::string& name, char letter, const std::string& betza) {
    std::ifstream in(std::string(VARIA_VARIANTS_DIR) + "/" + name + "/" + name + ".json");
    nlohmann::json j = nlohmann::json::parse(in);
    j["name"] = name + "-changed";
    bool found = false;
    for (auto& piece : j["pieces"])
        if (piece["letter"] == std::string(1, letter)) {
            piece["betza"] = betza;
            found = true;
        }
    REQUIRE(found);
    return parse_variant(j.dump(), name + "-changed.json");
}

} // namespace

TEST_CASE("turn model: a move is a value of actions, compared, copied and replayed on any equal position", "[turn-model]") {
    const Move e4 = Move::single(make_square(4, 1), make_square(4, 3), MoveKind::MultiStep, Move::no_piece, 0);
    CHECK(e4.action_count() == 1);
    CHECK(e4.action(0) == Action{static_cast<std::uint8_t>(make_square(4, 1)), static_cast<std::uint8_t>(make_square(4, 3)),
                                 MoveKind::MultiStep, Move::no_piece, 0});
    Move two = e4;
    two.append(Action{0, static_cast<std::uint8_t>(make_square(3, 4)), MoveKind::Place, Piece::wall().code(), 0});
    CHECK(two.action_count() == 2);
    CHECK_FALSE(two == e4);
    CHECK(Move::of(std::vector<Action>{two.action(0), two.action(1)}) == two);
    CHECK_THROWS_AS(Move::of(std::vector<Action>{}), Error);
    Move full = e4;
    for (int i = 1; i < Move::max_actions; ++i) full.append(e4.action(0));
    CHECK_THROWS_AS(full.append(e4.action(0)), CapacityError);

    // A duck turn made on one position plays the same on another with the same text.
    const VariantPtr duck = find_variant("duck");
    Position a = Position::start(duck);
    const Move turn = parse_move(a, "e2e4,*@d5");
    Position b = Position::from_text(duck, a.text());
    b.push(turn);
    a.push(turn);
    CHECK(a.text() == b.text());
    CHECK(a.hash() == b.hash());
    CHECK(a.last_move() == turn);
    CHECK(move_text(Position::start(duck), turn) == "e2e4,*@d5");
}

TEST_CASE("turn model: building blocks on a position seen with some squares changed", "[turn-model]") {
    const VariantPtr chess = find_variant("chess");
    const Position pos = Position::from_text(chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
    const Square e1 = make_square(4, 0), e2 = make_square(4, 1), d2 = make_square(3, 1), a1 = make_square(0, 0);
    CHECK(pos.attacked(e1, Color::Black));
    CHECK(attackers(pos, e1, Color::Black) == SquareSet::of(e2));
    BoardOverlay blocked(pos);
    blocked.set(e2, Piece()).set(d2, Piece(*chess->type_of_letter('R'), Color::Black));
    CHECK_FALSE(attacked(blocked, e1, Color::Black));
    CHECK(attacked(blocked, make_square(3, 0), Color::Black));
    CHECK(blocked.pieces(Color::Black, *chess->type_of_letter('R')) == SquareSet::of(d2));
    // Movers to an empty square, and the targets a piece attacks.
    CHECK(movers_to(pos, make_square(0, 4), Color::White) == SquareSet::of(a1));
    CHECK(movers_to(pos, e2, Color::White).empty()); // occupied: no quiet move goes there
    // The first piece on each of the rook's lines, whoever's it is: the kings on e1 and e8.
    CHECK(attack_targets(pos, e2) == (SquareSet::of(e1) | SquareSet::of(make_square(4, 7))));
    MoveList moves;
    generate_piece_moves(blocked, a1, moves);
    CHECK(moves.size() == 10); // a2..a8, b1, c1, d1
    moves.clear();
    generate_castling(pos, moves);
    CHECK(moves.empty()); // the king is in check
    generate_castling(pos, moves, false);
    CHECK(moves.size() == 1); // without the attack test: e1c1
}

namespace {

/// A module with only a legality part: a king may not stand on the first rank after moving.
struct Upstairs {
    bool legal(const Position& after, Color mover) const {
        const Square king = after.royal_square(mover);
        return royals_unattacked(after, mover) &&
               (king == NoSquare || after.variant().relative_rank(mover, rank_of(king)) > 0);
    }
};

/// A module whose turns carry Flag and State actions: a piece that moves gets tired (a piece
/// flag), a tired piece that moves rests again, and each turn counts up to 3 in "turns".
struct Tired {
    StateFieldId tired;
    StateFieldId turns;
    void generate(Position& pos, MoveList& out) const {
        MoveList moves;
        generate_actions(pos, moves);
        const int slot = pos.variant().state_fields[turns].slot;
        for (const Move& m : moves) {
            Move turn = m;
            const bool was_tired = pos.flagged(tired).test(m.from);
            turn.append(Action{0, m.to, MoveKind::Flag, static_cast<std::uint8_t>(was_tired ? 0 : 1), tired});
            if (pos.state(turns) < 3)
                turn.append(Action{0, 0, MoveKind::State, static_cast<std::uint8_t>(pos.state(turns) + 1),
                                   static_cast<std::uint8_t>(slot)});
            out.push_back(turn);
        }
    }
};

/// A module that says its effects keep the board, then removes the piece that moved: a mistake
/// push() must refuse without leaving the position half played.
struct BoardKeeperThatLies {
    static constexpr bool effects_keep_board = true;
    StateFieldId moves;
    void after_move(Effects& fx) const {
        fx.set(moves, 1);
        fx.remove(fx.move().to);
    }
};

/// A module whose effect puts a piece on a square that may be taken.
struct Builder {
    void after_move(Effects& fx) const { fx.put(Piece(PieceTypeId{1}, fx.mover()), make_square(3, 3)); }
};

} // namespace

TEST_CASE("rule modules: turns with Flag and State actions are written, read back and undone", "[turn-model][rule-module]") {
    static const bool registered = [] {
        register_rule_module("tired-test", [](Variant& v) {
            const StateFieldId tired = v.declare_state({"tired", StateField::Kind::PieceFlag, 1});
            const StateFieldId turns = v.declare_state({"turns", StateField::Kind::Counter, 3});
            return make_rule_module(Tired{tired, turns});
        });
        return true;
    }();
    (void)registered;
    const VariantPtr v = king_and_knight("tired-test");
    Position pos = Position::start(v);
    const std::vector<std::string> turns = test::sorted_moves(pos);
    CHECK(std::find(turns.begin(), turns.end(), "c1b3,+tired@b3,turns=1") != turns.end());
    play(pos, "c1b3,+tired@b3,turns=1");
    CHECK(pos.text() == "k3/1N2/4/K3 b - - 1 1 tired:b3 turns:1");
    // The module's actions happen in order: the same actions in another order are another turn.
    CHECK_THROWS_AS(play(pos, "a4b4,turns=2,+tired@b4"), IllegalMove);
    play(pos, "a4b4,+tired@b4,turns=2");
    play(pos, "b3c1,-tired@c1,turns=3");
    CHECK(pos.text() == "1k2/4/4/K1N1 b - - 3 2 tired:b4 turns:3");
    CHECK(Position::from_text(v, pos.text()).hash() == pos.hash());
    // The counter stays at its maximum; the knight on c1 guards b3.
    CHECK(test::sorted_moves(pos) ==
          std::vector<std::string>{"b4a3,-tired@a3", "b4a4,-tired@a4", "b4c3,-tired@c3", "b4c4,-tired@c4"});
    CHECK_THROWS_AS(play(pos, "b4a3,-tired@a5"), ParseError);
    CHECK_THROWS_AS(play(pos, "b4a3,+tired@a3"), IllegalMove);
    CHECK_THROWS_AS(play(pos, "b4a3,-tired@"), ParseError);
    for (int i = 0; i < 3; ++i) pos.pop();
    CHECK(pos.text() == "k3/4/4/K1N1 w - - 0 1");
}

TEST_CASE("rule modules: make_rule_module finds the parts a module has", "[turn-model][rule-module]") {
    const RuleModulePtr upstairs = make_rule_module(Upstairs{});
    CHECK(upstairs->parts().legal);
    CHECK_FALSE(upstairs->parts().generate);
    CHECK_FALSE(upstairs->parts().generate_legal);
    CHECK_FALSE(upstairs->parts().after_move);
    CHECK_FALSE(upstairs->parts().in_check);
    CHECK_FALSE(upstairs->parts().game_end);
    CHECK_FALSE(upstairs->parts().validate);
    const RuleModulePtr two = make_rule_module(twice::Twice{});
    CHECK(two->parts().generate);
    CHECK_FALSE(two->parts().legal);
    // Parts a module leaves out run the core's defaults: Twice's legality is "king not attacked".
    static const bool registered = [] {
        register_rule_module("twice-test", twice::install);
        return true;
    }();
    (void)registered;
    const VariantPtr v = king_and_knight("twice-test");
    Position pos = Position::start(v);
    const std::vector<std::string> turns = test::sorted_moves(pos);
    CHECK(std::find(turns.begin(), turns.end(), "a1a2,c1b3") != turns.end());
    CHECK(std::find(turns.begin(), turns.end(), "c1b3,a1b1") != turns.end());
    play(pos, "c1d3,a1b2");
    CHECK(pos.text() == "k3/3N/1K2/4 b - - 1 1");
    pos.pop();
    CHECK(pos.text() == "k3/4/4/K1N1 w - - 0 1");
}

TEST_CASE("rule modules: Laser Chess and Amphora pieces move as their variant files say", "[turn-model][laser-chess][amphora]") {
    // A Laser Chess knight made a camel: its moves (and only the knights') change.
    const VariantPtr camel = with_betza("laser-chess", 'N', "C");
    Position laser = Position::start(camel);
    const std::vector<std::string> turns = test::sorted_moves(laser);
    CHECK(std::find(turns.begin(), turns.end(), "b1c4") != turns.end());
    CHECK(std::find(turns.begin(), turns.end(), "b1c3") == turns.end());
    CHECK(std::find(turns.begin(), turns.end(), "b1a3") == turns.end());
    CHECK(std::find(turns.begin(), turns.end(), "g1h4") != turns.end());
    // An Amphora pawn that may also step straight back.
    const VariantPtr back = with_betza("amphora", 'P', "mfsWcfFmbW");
    Position amphora = Position::from_text(back, "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1");
    const std::vector<std::string> steps = test::sorted_moves(amphora);
    CHECK(std::find(steps.begin(), steps.end(), "d4d3") != steps.end());
    Position plain = Position::from_text(find_variant("amphora"), "*2k2*/**3**/*5*/7/3P3/*5*/**3**/*2K2*[] w - - 0 1");
    const std::vector<std::string> plain_steps = test::sorted_moves(plain);
    CHECK(std::find(plain_steps.begin(), plain_steps.end(), "d4d3") == plain_steps.end());
    CHECK(steps.size() == plain_steps.size() + 1);
}

TEST_CASE("perft: deep trees do not grow the stack, and a perft allocates nothing per node", "[turn-model][perft]") {
    // Each side has one move in every position: a rook shuttling in its own file.
    const VariantPtr shuttle = parse_variant(R"({"name": "shuttle", "board": {"width": 2, "height": 2},
        "pieces": [{"letter": "R", "name": "rook", "betza": "mvW"}],
        "start": "1r/R1 w - - 0 1"})",
                                             "shuttle.json");
    Position pos = Position::start(shuttle);
    CHECK(perft(pos, 400) == 1);
    CHECK(perft(pos, 400, false) == 1);
    CHECK(pos.text() == "1r/R1 w - - 0 1");

    for (const VariantPtr& v : registered_variants()) {
        INFO(v->name);
        Position start = Position::start(v);
        const bool wide = v->name == "laser-chess" || v->name == "duck" || v->name == "amazons";
        const bool othello = v->name.rfind("flip", 0) == 0; // few turns a ply
        const int depth = wide ? 2 : v->name == "amphora" ? 5 : othello ? 6 : 3;
        (void)perft(start, depth); // first use: move lists, undo stacks and module scratch grow
        const std::size_t before = allocations.load();
        const std::uint64_t nodes = perft(start, depth);
        const std::size_t used = allocations.load() - before;
        // Each perft call makes its move lists, one per ply, in one vector (depth + 1 blocks); a
        // list that outgrows its first block grows once or twice (Laser Chess, duck), four times
        // for the 2,176 turns of amazons; nothing is allocated per node, whatever the node count.
        const std::size_t per_list = v->name == "amazons" ? 5 : 3;
        CHECK(used <= per_list * (static_cast<std::size_t>(depth) + 1));
        CHECK(nodes > 100);
        // Without bulk counting every leaf is played and taken back as well.
        const int played = std::max(1, depth - 1);
        (void)perft(start, played, false);
        const std::size_t before_played = allocations.load();
        CHECK(perft(start, played, false) > 10);
        CHECK(allocations.load() - before_played <= per_list * (static_cast<std::size_t>(played) + 1));
    }
}

TEST_CASE("rule modules: effects that do not fit throw, and push leaves the position as it was", "[turn-model][rule-module]") {
    static const bool registered = [] {
        register_rule_module("keeper-test", [](Variant& v) {
            const StateFieldId moves = v.declare_state({"moves", StateField::Kind::Counter, 1});
            return make_rule_module(BoardKeeperThatLies{moves});
        });
        register_rule_module("builder-test", [](Variant&) { return make_rule_module(Builder{}); });
        return true;
    }();
    (void)registered;
    CHECK(make_rule_module(BoardKeeperThatLies{0})->parts().effects_keep_board);
    CHECK_FALSE(make_rule_module(Builder{})->parts().effects_keep_board);
    for (const char* name : {"keeper-test", "builder-test"}) {
        INFO(name);
        const VariantPtr v = king_and_knight(name);
        Position pos = Position::start(v);
        const std::string before = pos.text();
        const std::uint64_t hash = pos.hash();
        // The builder's first turn fills d4; its second wants d4 again. (The moves are built by
        // hand: the legal move list itself would play them.)
        const Move first = Move::single(make_square(2, 0), make_square(1, 2), MoveKind::Normal, Move::no_piece, 0);
        if (std::string(name) == "builder-test") {
            pos.push(first);
            CHECK(pos.piece_at(make_square(3, 3)) == Piece(PieceTypeId{1}, Color::White));
            const std::string middle = pos.text();
            const std::uint64_t middle_hash = pos.hash();
            const Move second = Move::single(make_square(0, 3), make_square(1, 3), MoveKind::Normal, Move::no_piece, 0);
            CHECK_THROWS_AS(pos.push(second), Error);
            CHECK(pos.text() == middle);
            CHECK(pos.hash() == middle_hash);
            CHECK(pos.ply_count() == 1);
            pos.pop();
        } else {
            CHECK_THROWS_WITH(pos.push(first), Catch::Contains("effects_keep_board"));
        }
        CHECK(pos.text() == before);
        CHECK(pos.hash() == hash);
        CHECK(pos.hash() == pos.compute_hash());
        CHECK(pos.ply_count() == 0);
    }
}

namespace {
/// Judges every turn as FIDE chess does, and of a legal one asks whether the opponent has a legal
/// reply, which asks again of the first reply found legal: a chain that only the core's bound
/// ends. Records the deepest nesting of listings its judgements saw.
struct AlwaysAsks {
    int* deepest;
    bool legal(const Position& after, Color mover) const {
        *deepest = std::max(*deepest, listing_depth());
        if (!royals_unattacked(after, mover)) return false;
        (void)has_legal_move(after);
        return true;
    }
};
int always_asks_deepest = 0;
} // namespace

TEST_CASE("rule modules: listings nested in a module's parts are bounded and copy nothing", "[turn-model][rule-module]") {
    static const bool registered = [] {
        register_rule_module("test-always-asks",
                             [](Variant&) { return make_rule_module(AlwaysAsks{&always_asks_deepest}); });
        return true;
    }();
    (void)registered;
    const std::string pieces = R"("board": {"width": 5, "height": 5},
        "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                   {"letter": "R", "name": "rook", "betza": "R"}],
        "start": "4k/5/5/5/R3K w - - 0 1")";
    const VariantPtr asks = parse_variant(R"({"name": "always-asks", "rules": "test-always-asks", )" + pieces + "}",
                                          "always-asks.json");
    const VariantPtr plain = parse_variant(R"({"name": "plain", )" + pieces + "}", "plain.json");
    Position pos = Position::start(asks);
    Position reference = Position::start(plain);
    // Outside any listing none is in progress. The chain of questions stops at the bound, and the
    // judgements (FIDE's) give the counts of the same pieces without the module.
    CHECK(listing_depth() == 0);
    always_asks_deepest = 0;
    CHECK(perft(pos, 3) == perft(reference, 3));
    CHECK(always_asks_deepest == max_listing_depth);
    CHECK(listing_depth() == 0);
    CHECK(pos.text() == "4k/5/5/5/R3K w - - 0 1");
    CHECK(pos.hash() == Position::start(asks).hash());
    // The questions list on the position the predicate is handed, never on a copy: once the
    // scratch lists are warm, a perft whose every judgement asks 32 nested questions allocates
    // only its own move lists.
    const std::size_t before = allocations.load();
    CHECK(perft(pos, 3) == perft(reference, 3));
    CHECK(allocations.load() - before <= 2 * 3 * 4);
    CHECK_FALSE(is_checkmate(pos));
    CHECK_FALSE(is_stalemate(pos));
    CHECK(has_legal_move(std::as_const(pos)));
}
