// Amphora: compound turns (compound_turns.hpp) with the data of amphora.md §5–§10.
#include "amphora/amphora.hpp"

#include "varia/compound_turns.hpp"
#include "varia/errors.hpp"

namespace varia::variants {

namespace {

PieceTypeId type_of(const Variant& v, char letter) {
    const auto type = v.type_of_letter(letter);
    if (!type)
        throw ParseError("pieces", std::string(1, letter),
                         "the amphora rule module needs the piece letter " + std::string(1, letter));
    return *type;
}

bool flag(const Variant& v, const std::string& name) {
    for (const OptionSpec& spec : v.options)
        if (spec.name == name && spec.type == "bool") return v.option_flag(name);
    throw ParseError("options", name, "the amphora rule module needs the bool option '" + name + "'");
}

} // namespace

void install_amphora(Variant& v) {
    const PieceTypeId king = type_of(v, 'K');
    const PieceTypeId guard = type_of(v, 'G');
    const PieceTypeId pawn = type_of(v, 'P');
    const std::uint32_t G = 1U << guard;
    const std::uint32_t P = 1U << pawn;

    CompoundRules rules;
    rules.custodian_directions = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};              // §7.2
    rules.quiet_on_back_row = flag(v, "backrow_pawns_never_capture") ? P : 0U;      // R15
    rules.entry_targets[pawn] = {{pawn, 0}, {guard, P}, {king, P | G}};             // §7.3
    rules.entry_targets[guard] = {{pawn, 0}, {guard, 0},
                                  {king, flag(v, "guard_telekinesis_cascade") ? G | P : G}}; // R10
    rules.entry_targets[king] = {{king, 0}};
    rules.sideways_limit = 3;            // §8, R14
    rules.placement_triggers = P;        // §6
    rules.placement_pieces_per_side = 1; // R17

    v.placement_type = guard;
    v.state_fields = StateFields{"sideways", 3, "place", "", {}}; // §12
    v.royals_per_side = 1;
    v.draws = DrawRules{.fifty_move_plies = 0, .repetition_count = 0, .fide_insufficient_material = false,
                        .stalemate_loses = true}; // §10, R16: no draws; no legal turn loses
    install_compound_turns(v, std::move(rules));
}

} // namespace varia::variants
