// Variant metadata as JSON (variant_info.hpp), in the vocabulary of variant files.
#include "varia/variant_info.hpp"

#include <nlohmann/json.hpp>

#include "varia/betza.hpp"
#include "varia/errors.hpp"

namespace varia {

namespace {

using Json = nlohmann::ordered_json;

Json square_names(const SquareSet& squares) {
    Json names = Json::array();
    for (Square s : squares) names.push_back(square_name(s));
    return names;
}

Json square_names(const std::vector<Square>& squares) {
    Json names = Json::array();
    for (Square s : squares) names.push_back(square_name(s));
    return names;
}

std::string letter_of(const Variant& v, PieceTypeId t) { return v.piece_text(t, Color::White); }

Json letters(const Variant& v, const std::vector<PieceTypeId>& types) {
    Json out = Json::array();
    for (PieceTypeId t : types) out.push_back(letter_of(v, t));
    return out;
}

/// The letters of the types whose bits are set in `mask`.
Json letters(const Variant& v, std::uint32_t mask) {
    Json out = Json::array();
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (mask >> t & 1U) out.push_back(letter_of(v, static_cast<PieceTypeId>(t)));
    return out;
}

/// Owner-relative 0-based ranks as variant files write them: 1-based.
Json ranks_1_based(const std::vector<int>& ranks) {
    Json out = Json::array();
    for (int r : ranks) out.push_back(r + 1);
    return out;
}

std::string outcome_name(Outcome o) {
    switch (o) {
    case Outcome::Draw: return "draw";
    case Outcome::Loss: return "loss";
    case Outcome::Win: return "win";
    }
    return "loss";
}

std::string file_letter(int file) { return std::string(1, static_cast<char>('a' + file)); }

/// Canonical XBetza of the type's atoms, or null when XBetza cannot write them (friendly leaps).
Json betza_of(const std::vector<Atom>& atoms) {
    try {
        return betza::to_text(betza::Movement{atoms, 0});
    } catch (const Error&) {
        return nullptr;
    }
}

/// A piece of this type can stand in a hand: never a promoted type, a royal one only where the
/// variant drops royal pieces.
bool may_be_in_hand(const Variant& v, const PieceType& type) {
    return v.has_hands && !type.promoted && (!type.royal || v.royal_drops);
}

Json promotion_of(const Variant& v, const PieceType& type) {
    const PromotionRules& p = type.promotion;
    if (p.choices.empty() && p.black_choices.empty()) return nullptr;
    return Json{{"ranks", ranks_1_based(p.ranks)},
                {"squares", square_names(p.squares[0])},
                {"black_squares", square_names(p.squares[1])},
                {"choices", letters(v, p.choices)},
                {"black_choices", letters(v, p.black_choices)},
                {"optional", p.optional},
                {"from_zone", p.from_zone}};
}

Json drop_of(const Variant& v, PieceTypeId t) {
    const PieceType& type = v.piece_types[t];
    const bool droppable = may_be_in_hand(v, type) || (v.has_hands && type.promoted && v.drop_promoted);
    if (!v.has_hands || !v.drops || !droppable) return nullptr;
    Json squares;
    for (Color c : {Color::White, Color::Black}) {
        SquareSet allowed;
        for (Square s : v.type_drop_squares(c, t)) {
            const bool in_drop_region = v.drop_region[index(c)].empty() || v.drop_region[index(c)].test(s);
            if (in_drop_region && (v.types_allowed_on(c, s) >> t & 1U)) allowed.set(s); // and in the type's region
        }
        squares[c == Color::White ? "white" : "black"] = square_names(allowed);
    }
    return Json{{"squares", squares},
                {"drop_file_limit", type.drop_file_limit == 0 ? Json(nullptr) : Json(type.drop_file_limit)},
                {"drop_gravity", type.drop_gravity},
                {"drop_on_both_colours", type.drop_on_both_colours}};
}

Json pieces_of(const Variant& v) {
    Json pieces = Json::array();
    for (std::size_t i = 0; i < v.piece_types.size(); ++i) {
        const auto t = static_cast<PieceTypeId>(i);
        const PieceType& type = v.piece_types[i];
        pieces.push_back(Json{{"letter", letter_of(v, t)},
                              {"san", v.san_letterless(t) ? std::string() : v.san_text(t)},
                              {"name", type.name},
                              {"betza", betza_of(type.atoms)},
                              {"royal", type.royal},
                              {"pawn", type.is_pawn},
                              {"capturable", type.capturable},
                              {"castling", type.castling_king ? Json("king") : type.castling_rook ? Json("rook") : Json(nullptr)},
                              {"promotion", promotion_of(v, type)},
                              {"in_hand", may_be_in_hand(v, type)},
                              {"drop", drop_of(v, t)}});
    }
    return pieces;
}

Json castling_of(const Variant& v) {
    const CastlingRules& c = v.castling;
    if (!c.enabled) return nullptr;
    return Json{{"king_file", c.king_file < 0 ? std::string("any") : file_letter(c.king_file)},
                {"rank", c.rank + 1},
                {"king_side", {{"king", file_letter(c.king_side_king_file)}, {"rook", file_letter(c.king_side_rook_file)}}},
                {"queen_side", {{"king", file_letter(c.queen_side_king_file)}, {"rook", file_letter(c.queen_side_rook_file)}}},
                {"notation", c.king_takes_rook_notation ? "king-takes-rook" : "king-to-target"},
                {"fen", c.shredder_fen ? "files" : "KQkq"}};
}

std::string royal_check_name(RoyalCheck r) {
    switch (r) {
    case RoyalCheck::Every: return "every";
    case RoyalCheck::All: return "all";
    case RoyalCheck::First: return "first";
    case RoyalCheck::FirstFromOwnSide: return "first_from_own_side";
    case RoyalCheck::Sole: return "sole";
    }
    return "every";
}

/// An option's text value as the JSON value of its type (variant files write defaults typed).
Json typed_value(const OptionSpec& spec, const std::string& text) {
    if (spec.type == "bool") return text == "true";
    if (spec.type == "int") {
        try {
            return std::stoll(text);
        } catch (const std::exception&) {
            return text; // finalize() checked int values; keep the text rather than fail
        }
    }
    return text;
}

Json options_of(const Variant& v) {
    Json options = Json::array();
    for (const OptionSpec& spec : v.options) {
        const auto current = v.option_values.find(spec.name);
        options.push_back(Json{{"name", spec.name},
                               {"type", spec.type},
                               {"default", typed_value(spec, spec.default_value)},
                               {"choices", spec.choices},
                               {"description", spec.description},
                               {"value", typed_value(spec, current == v.option_values.end() ? spec.default_value
                                                                                           : current->second)}});
    }
    return options;
}

std::string insufficient_material_name(const DrawRules& d) {
    if (d.fide_insufficient_material) return "fide";
    if (d.colour_bound_insufficient_material) return "colour-bound";
    if (d.bare_kings_insufficient_material) return "kings";
    return "none";
}

Json counting_of(const Variant& v) {
    const CountingRules& c = v.draws.counting;
    if (!c.enabled) return nullptr;
    Json honours = Json::array();
    for (const CountingRules::Honour& h : c.pieces) {
        Json pieces = Json::object();
        for (const auto& [type, at_least] : h.pieces) pieces[letter_of(v, type)] = at_least;
        honours.push_back(Json{{"pieces", pieces}, {"limit", h.limit}});
    }
    Json board = nullptr;
    if (c.board_limit > 0)
        board = Json{{"limit", c.board_limit},
                     {"max_pieces", c.board_max_pieces == 0 ? Json(nullptr) : Json(c.board_max_pieces)},
                     {"with_pawns", c.board_with_pawns}};
    return Json{{"board_honour", board}, {"pieces_honour", honours}, {"count_from_pieces", c.count_from_pieces}};
}

Json draws_of(const Variant& v) {
    const DrawRules& d = v.draws;
    return Json{{"fifty_move_plies", d.fifty_move_plies},
                {"repetition_count", d.repetition_count},
                {"insufficient_material", insufficient_material_name(d)},
                {"stalemate", d.stalemate_by_piece_count ? "piece-count" : outcome_name(d.stalemate)},
                {"counting", counting_of(v)}};
}

Json goals_of(const Variant& v) {
    const GoalRules& g = v.goals;
    Json goals{{"checkmate", outcome_name(g.checkmate)}};
    const ExtinctionRule& e = g.extinction;
    goals["extinction"] = e.enabled ? Json{{"types", e.all ? Json("all") : letters(v, e.types)},
                                           {"count", e.count},
                                           {"opponent_count", e.opponent_count},
                                           {"claim", e.claim},
                                           {"result", outcome_name(e.outcome)}}
                                    : Json(nullptr);
    const FlagRule& f = g.flag;
    // The flag piece may differ by colour in the data; files name one letter, White's.
    goals["flag"] = f.enabled ? Json{{"piece", letter_of(v, f.type[0])},
                                     {"white", square_names(f.region[0])},
                                     {"black", square_names(f.region[1])},
                                     {"last_chance", f.last_chance},
                                     {"hold", f.hold},
                                     {"safe", f.safe}}
                              : Json(nullptr);
    const ConnectRule& c = g.connect;
    goals["connect"] = c.enabled ? Json{{"count", c.count},
                                        {"types", letters(v, c.types)},
                                        {"horizontal", c.horizontal},
                                        {"vertical", c.vertical},
                                        {"diagonal", c.diagonal},
                                        {"result", outcome_name(c.outcome)}}
                                 : Json(nullptr);
    goals["drop_mate"] = g.drop_mate_types != 0
                             ? Json{{"types", letters(v, g.drop_mate_types)}, {"result", outcome_name(g.drop_mate)}}
                             : Json(nullptr);
    return goals;
}

} // namespace

std::string variant_metadata_json(const Variant& v) {
    Json hand_types = Json::array();
    for (std::size_t t = 0; t < v.piece_types.size(); ++t)
        if (may_be_in_hand(v, v.piece_types[t])) hand_types.push_back(letter_of(v, static_cast<PieceTypeId>(t)));
    const Geometry& geo = v.geometry();
    Json j{{"name", v.name},
           {"aliases", v.aliases},
           {"description", v.description},
           {"board", {{"width", v.width}, {"height", v.height}, {"holes", square_names(geo.holes())},
                      {"squares", square_names(geo.squares())}}},
           {"pieces", pieces_of(v)},
           {"hands", v.has_hands},
           {"drops", v.has_hands && v.drops},
           {"hand_types", hand_types},
           {"start", v.start_position},
           {"castling", castling_of(v)},
           {"royals_per_side", v.royals_per_side},
           {"royal_check", royal_check_name(v.royal_check)},
           {"must_capture", v.must_capture},
           {"checks_allowed", v.checks_allowed},
           {"pass", v.pass},
           {"options", options_of(v)},
           {"rules", v.rule_module.empty() ? Json(nullptr) : Json(v.rule_module)},
           {"draws", draws_of(v)},
           {"goals", goals_of(v)}};
    // Descriptions are ours or a variant file's; replace rather than throw on invalid UTF-8.
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace varia
