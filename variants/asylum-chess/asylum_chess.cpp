// Asylum Chess: the Friendly Fire option (asylum-chess.md §9, R9–R11).
#include "asylum-chess/asylum_chess.hpp"

#include "varia/betza.hpp"
#include "varia/errors.hpp"

namespace varia::variants {

RuleModulePtr install_asylum_chess(Variant& v) {
    if (!v.find_option("friendly_fire", "bool")) throw ParseError("options", "friendly_fire", "the asylum-chess rule module needs the bool option 'friendly_fire'");
    const auto rook = v.type_of_letter('R');
    if (!rook) throw ParseError("pieces", "R", "the asylum-chess rule module needs the Super Loony Rook, letter R");
    // R9, R10: with Friendly Fire the first piece struck may also be an own one ('d'), and so may
    // the second; 'd' never takes the own king (R11).
    const char* movement = v.option_flag("friendly_fire") ? "RcdafmcdR" : "RcafR";
    v.piece_types[*rook].atoms = betza::parse(movement).atoms;
    return nullptr;
}

} // namespace varia::variants
