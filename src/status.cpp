#include "varia/status.hpp"

#include "varia/movegen.hpp"

namespace varia {

namespace {

/// FIDE dead positions that material alone decides: bare kings, king and one knight or bishop
/// against a bare king, and kings with bishops that all stand on squares of one colour.
/// Knights and bishops are the types lettered N and B.
bool insufficient_material(const Position& pos) {
    const Variant& v = pos.variant();
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) return false; // it can still be dropped
    int knights = 0;
    int bishops = 0;
    int bishop_colours = 0;
    for (Square s : pos.occupied()) {
        const PieceType& pt = v.piece_types[pos.piece_at(s).type()];
        if (pt.royal) continue;
        if (pt.letter == 'N') {
            ++knights;
        } else if (pt.letter == 'B') {
            ++bishops;
            bishop_colours |= 1 << ((file_of(s) + rank_of(s)) & 1);
        } else {
            return false;
        }
    }
    if (knights + bishops <= 1) return true;
    return knights == 0 && bishop_colours != 3;
}

} // namespace

GameStatus game_status(Position& pos) {
    const Variant& v = pos.variant();
    const Result side_loses = pos.side_to_move() == Color::White ? Result::BlackWins : Result::WhiteWins;
    if (v.royal_type() && v.royals_per_side > 0 && pos.pieces(pos.side_to_move(), *v.royal_type()).empty())
        return {side_loses, Termination::RoyalCaptured, false};
    MoveList moves;
    generate_legal(pos, moves);
    const bool check = in_check(pos);
    if (moves.empty()) {
        if (check) return {side_loses, Termination::Checkmate, true};
        return {v.draws.stalemate_loses ? side_loses : Result::Draw, Termination::Stalemate, false};
    }
    if (v.draws.fide_insufficient_material && insufficient_material(pos))
        return {Result::Draw, Termination::InsufficientMaterial, check};
    if (v.draws.fifty_move_plies > 0 && pos.halfmove_clock() >= v.draws.fifty_move_plies)
        return {Result::Draw, Termination::FiftyMoveRule, check};
    if (v.draws.repetition_count > 0 && pos.repetition_count() >= v.draws.repetition_count)
        return {Result::Draw, Termination::Repetition, check};
    return {Result::Ongoing, Termination::None, check};
}

std::string status_name(const GameStatus& status) {
    if (status.termination == Termination::None && status.check) return "check";
    return termination_name(status.termination);
}

std::string termination_name(Termination t) {
    switch (t) {
    case Termination::None: return "ongoing";
    case Termination::Checkmate: return "checkmate";
    case Termination::Stalemate: return "stalemate";
    case Termination::InsufficientMaterial: return "insufficient_material";
    case Termination::FiftyMoveRule: return "fifty_move_rule";
    case Termination::Repetition: return "repetition";
    case Termination::RoyalCaptured: return "royal_captured";
    }
    return "ongoing";
}

std::string result_text(Result r) {
    switch (r) {
    case Result::Ongoing: return "*";
    case Result::WhiteWins: return "1-0";
    case Result::BlackWins: return "0-1";
    case Result::Draw: return "1/2-1/2";
    }
    return "*";
}

} // namespace varia
