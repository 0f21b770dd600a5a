// Variant metadata (include/varia/variant_info.hpp): the JSON parses and says what the variant's
// data says, in variant-file terms, for chess, a variant with hands and one with holes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "test_support.hpp"
#include "varia/variant_info.hpp"

using namespace varia;
using varia::test::at;

namespace {

nlohmann::json metadata(const char* name) { return nlohmann::json::parse(variant_metadata_json(*find_variant(name))); }

const nlohmann::json& piece(const nlohmann::json& j, const std::string& letter) {
    for (const nlohmann::json& p : j["pieces"])
        if (p["letter"] == letter) return p;
    FAIL("no piece " << letter);
    throw; // unreachable: FAIL throws
}

} // namespace

TEST_CASE("variant metadata: chess", "[variant-info]") {
    const std::string text = variant_metadata_json(*find_variant("chess"));
    CHECK(text.find('\n') == std::string::npos); // one line
    const nlohmann::json j = nlohmann::json::parse(text);
    CHECK(j["name"] == "chess");
    CHECK(j["aliases"] == nlohmann::json({"fide", "standard"}));
    CHECK(j["board"]["width"] == 8);
    CHECK(j["board"]["height"] == 8);
    CHECK(j["board"]["holes"].empty());
    CHECK(j["board"]["squares"].size() == 64);
    REQUIRE(j["pieces"].size() == 6);
    CHECK(piece(j, "K")["royal"] == true);
    CHECK(piece(j, "K")["name"] == "king");
    CHECK(piece(j, "K")["castling"] == "king");
    CHECK(piece(j, "Q")["royal"] == false);
    CHECK(piece(j, "N")["betza"] == "N");
    CHECK(piece(j, "P")["pawn"] == true);
    CHECK(piece(j, "P")["promotion"]["ranks"] == nlohmann::json({8}));
    CHECK(piece(j, "P")["promotion"]["choices"] == nlohmann::json({"Q", "R", "B", "N"}));
    CHECK(piece(j, "P")["drop"].is_null());
    CHECK(j["hands"] == false);
    CHECK(j["hand_types"].empty());
    CHECK(j["start"] == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(j["castling"]["king_file"] == "e");
    CHECK(j["castling"]["king_side"] == nlohmann::json({{"king", "g"}, {"rook", "f"}}));
    CHECK(j["castling"]["queen_side"] == nlohmann::json({{"king", "c"}, {"rook", "d"}}));
    CHECK(j["rules"].is_null());
    CHECK(j["options"].empty());
    CHECK(j["draws"]["fifty_move_plies"] == 100);
    CHECK(j["draws"]["insufficient_material"] == "fide");
    CHECK(j["draws"]["stalemate"] == "draw");
    CHECK(j["goals"]["checkmate"] == "loss");
    CHECK(j["goals"]["extinction"].is_null());
}

TEST_CASE("variant metadata: crazyhouse has hands and drops", "[variant-info]") {
    const nlohmann::json j = metadata("crazyhouse");
    CHECK(j["hands"] == true);
    CHECK(j["drops"] == true);
    CHECK(j["hand_types"] == nlohmann::json({"P", "N", "B", "R", "Q"}));
    CHECK(j["rules"] == "crazyhouse");
    CHECK(piece(j, "K")["in_hand"] == false);
    CHECK(piece(j, "K")["drop"].is_null());
    // the data keeps pawns off their last rank; the module's rule against first-rank drops is
    // code, not data, and not in the metadata
    CHECK(piece(j, "P")["drop"]["squares"]["white"].size() == 56);
    CHECK(piece(j, "P")["drop"]["squares"]["white"][0] == "a1");
    CHECK(piece(j, "P")["drop"]["squares"]["black"].size() == 56);
    CHECK(piece(j, "P")["drop"]["squares"]["black"][0] == "a2");
    CHECK(piece(j, "N")["drop"]["squares"]["white"].size() == 64);
}

TEST_CASE("variant metadata: amphora's holes, options and module", "[variant-info]") {
    const VariantPtr v = find_variant("amphora");
    const nlohmann::json j = metadata("amphora");
    CHECK(j["board"]["holes"].size() == static_cast<std::size_t>(v->geometry().holes().count()));
    CHECK(j["board"]["squares"].size() == 40);
    CHECK(j["board"]["width"].get<int>() * j["board"]["height"].get<int>() ==
          static_cast<int>(j["board"]["holes"].size() + j["board"]["squares"].size()));
    CHECK(j["rules"] == "amphora");
    REQUIRE(j["options"].size() == v->options.size());
    for (const nlohmann::json& o : j["options"]) {
        INFO(o.dump());
        CHECK(o["type"].is_string());
        if (o["type"] == "bool") CHECK(o["default"].is_boolean());
        if (o["type"] == "int") CHECK(o["default"].is_number_integer());
        if (o["type"] == "choice") CHECK(o["default"].is_string());
    }
}

TEST_CASE("variant metadata: an option's value follows with_options()", "[variant-info]") {
    const nlohmann::json plain = metadata("3check");
    REQUIRE(plain["options"].size() == 1);
    CHECK(plain["options"][0]["name"] == "checks");
    CHECK(plain["options"][0]["default"] == 3);
    CHECK(plain["options"][0]["value"] == 3);
    const nlohmann::json five =
        nlohmann::json::parse(variant_metadata_json(*with_options(find_variant("3check"), {{"checks", "5"}})));
    CHECK(five["options"][0]["default"] == 3);
    CHECK(five["options"][0]["value"] == 5);
}

TEST_CASE("variant metadata: every registered variant's JSON parses and names it", "[variant-info]") {
    for (const VariantPtr& v : registered_variants()) {
        INFO(v->name);
        const nlohmann::json j = nlohmann::json::parse(variant_metadata_json(*v));
        CHECK(j["name"] == v->name);
        CHECK(j["pieces"].size() == v->piece_types.size());
    }
}
