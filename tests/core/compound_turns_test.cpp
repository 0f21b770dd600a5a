// Compound turns (compound_turns.hpp) on a variant other than Amphora: orthogonal custodian
// captures, a remote capture with a priority order, placement, the state fields, and push/pop.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

/// A 5×5 game: King (royal), Man (wazir) and a Helper in hand that only steps to empty squares;
/// orthogonal custodian captures; a Man entering the far rank removes an enemy Man, else the King.
void install_cross(Variant& v) {
    const PieceTypeId king = *v.type_of_letter('K');
    const PieceTypeId man = *v.type_of_letter('M');
    CompoundRules rules;
    rules.custodian_directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    rules.entry_targets[man] = {{man, 0}, {king, 1U << man}};
    rules.placement_triggers = 1U << man;
    v.placement_type = *v.type_of_letter('H');
    v.state_fields = StateFields{"", 0, "drop", "", {}};
    install_compound_turns(v, std::move(rules));
}

VariantPtr cross() {
    static const VariantPtr v = [] {
        register_rule_module("compound-turns-test", install_cross);
        return parse_variant(R"({"name": "compound-turns-test", "board": {"width": 5, "height": 5},
            "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true},
                       {"letter": "M", "name": "man", "betza": "W"},
                       {"letter": "H", "name": "helper", "betza": "mW"}],
            "start": "2k2/5/5/5/2K2[Hh] w - - 0 1", "hands": true, "rules": "compound-turns-test"})",
                             "compound-turns-test.json");
    }();
    return v;
}

bool has(const std::vector<std::string>& list, const std::string& text) {
    return std::find(list.begin(), list.end(), text) != list.end();
}

} // namespace

TEST_CASE("compound turns: orthogonal custodian capture, undone by pop", "[compound]") {
    const std::string fen = "2k2/5/1Mm2/3M1/2K2[] w - - 0 1";
    Position pos = Position::from_text(cross(), fen);
    const std::uint64_t hash = pos.hash();
    play(pos, "d2d3"); // c3 sits between b3 and the Man arriving on d3
    CHECK(pos.text() == "2k2/5/1M1M1/5/2K2[] b - - 0 1");
    REQUIRE(pos.effect_removals().size() == 1);
    CHECK(pos.effect_removals()[0].square == make_square(2, 2));
    CHECK(pos.hash() == pos.compute_hash());
    pos.pop();
    CHECK(pos.text() == fen);
    CHECK(pos.hash() == hash);
}

TEST_CASE("compound turns: remote capture in priority order", "[compound]") {
    Position men = Position::from_text(cross(), "k4/2M2/5/4m/2K2[] w - - 0 1");
    const auto with_men = test::sorted_moves(men);
    CHECK(has(with_men, "c4c5xe2")); // an enemy Man is left: it must go
    CHECK_FALSE(has(with_men, "c4c5xa5"));
    CHECK_FALSE(has(with_men, "c4c5"));
    Position bare = Position::from_text(cross(), "k4/2M2/5/5/2K2[] w - - 0 1");
    play(bare, "c4c5xa5"); // no Man left: the King
    CHECK(game_status(bare).termination == Termination::RoyalCaptured);
    CHECK(game_status(bare).result == Result::WhiteWins);
}

TEST_CASE("compound turns: placement with the flag, and the flag field", "[compound]") {
    const std::string fen = "2k2/5/5/5/2K2[Hh] w - - 0 1 drop:1";
    Position pos = Position::from_text(cross(), fen);
    CHECK(pos.text() == fen);
    const auto turns = test::sorted_moves(pos);
    CHECK(has(turns, "H@c2,c2c3"));
    CHECK(has(turns, "H@b1,c1c2"));
    CHECK_FALSE(has(turns, "H@c3,c3c4")); // c3 is not next to the King
    play(pos, "H@c2,c2c3");
    CHECK(pos.text() == "2k2/5/2H2/5/2K2[h] b - - 1 1");
    pos.pop();
    CHECK(pos.text() == fen);
    CHECK(Position::from_text(cross(), "2k2/5/5/5/2K2[Hh] w - - 0 1").hash() != pos.hash());
    CHECK_THROWS_AS(Position::from_text(cross(), "2k2/5/5/5/2K2[M] w - - 0 1"), ParseError);
    CHECK_THROWS_AS(Position::from_text(cross(), fen + " sideways:1,0"), ParseError); // no counters here
}
