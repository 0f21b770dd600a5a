#include "varia/status.hpp"

#include "goals.hpp"
#include "mating_material.hpp"
#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"

namespace varia {

namespace {

/// With Variant::royal_check other than Every, a side's royal pieces beyond its first are pieces
/// that can still give mate (cutechess's two kings each counts the second king as material).
bool spare_royals(const Position& pos) {
    const Variant& v = pos.variant();
    if (v.royal_check == RoyalCheck::Every) return false;
    return pos.royal_pieces(Color::White).several() || pos.royal_pieces(Color::Black).several();
}

/// Only royal pieces and colour-bound pieces remain, nothing in hand, and the colour-bound ones
/// all stand on squares of one colour (DrawRules::colour_bound_insufficient_material).
bool colour_bound_material(const Position& pos) {
    const Variant& v = pos.variant();
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) return false;
    if (spare_royals(pos)) return false;
    int colours = 0;
    for (Square s : pos.occupied() - pos.walls()) {
        const PieceTypeId t = pos.piece_at(s).type();
        if (v.piece_types[t].royal) continue;
        if (!material::colour_bound(v, t)) return false;
        colours |= 1 << ((file_of(s) + rank_of(s)) & 1);
    }
    return colours != 3;
}

/// Nothing but royal pieces on the board, nothing in hand (DrawRules::bare_kings_insufficient_material).
bool bare_kings(const Position& pos) {
    const Variant& v = pos.variant();
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < v.piece_types.size(); ++t)
            if (pos.hand_count(c, static_cast<PieceTypeId>(t)) > 0) return false;
    if (spare_royals(pos)) return false;
    for (Square s : pos.occupied() - pos.walls())
        if (!v.piece_types[pos.piece_at(s).type()].royal) return false;
    return true;
}

} // namespace

GameStatus immediate_game_end(Position& pos) {
    const goals::Check goal = goals::check(pos);
    if (goal.state == goals::State::Open) return {};
    if (goal.state == goals::State::LastChance) {
        MoveList moves;
        generate_legal(pos, moves); // empty unless Black can still reach its region
        if (!moves.empty()) return {};
    }
    return {goal.result, goal.termination, in_check(pos)};
}

GameStatus game_status(Position& pos) {
    const RuleModule* module = pos.variant().module.get();
    // standard_game_status() judges the immediate endings first; a module's game_end part may not.
    if (module == nullptr || !module->parts().game_end) return standard_game_status(pos);
    if (pos.variant().goals.immediate())
        if (const GameStatus end = immediate_game_end(pos); end.result != Result::Ongoing) return end;
    return module->game_end(pos);
}

GameStatus standard_game_status(Position& pos) {
    const Variant& v = pos.variant();
    if (v.goals.immediate())
        if (const GameStatus end = immediate_game_end(pos); end.result != Result::Ongoing) return end;
    const Color us = pos.side_to_move();
    if (v.royal_type() && v.royals_per_side > 0 && pos.pieces(us, *v.royal_type()).empty() &&
        pos.hand_count(us, *v.royal_type()) == 0) // a king not yet dropped (Variant::royal_drops) is not lost
        return {goals::win_for(~us), Termination::RoyalCaptured, false};
    MoveList moves;
    generate_legal(pos, moves);
    const bool check = in_check(pos);
    if (moves.empty()) {
        if (check) {
            // A checkmate given by a drop of a type that may not mate so (shogi's pawn).
            const bool drop_mate = v.goals.drop_mate_types != 0 && pos.ply_count() > 0 &&
                                   pos.last_move().kind == MoveKind::Drop &&
                                   (v.goals.drop_mate_types >> pos.last_move().piece & 1U) != 0;
            return {goals::scored(drop_mate ? v.goals.drop_mate : v.goals.checkmate, us), Termination::Checkmate,
                    true};
        }
        if (v.draws.stalemate_by_piece_count) {
            const int ours = pos.pieces(us).count();
            const int theirs = pos.pieces(~us).count();
            const Outcome by_count = ours < theirs ? Outcome::Win : ours > theirs ? Outcome::Loss : Outcome::Draw;
            return {goals::scored(by_count, us), Termination::Stalemate, false};
        }
        return {goals::scored(v.draws.stalemate, us), Termination::Stalemate, false};
    }
    if ((v.draws.fide_insufficient_material && material::insufficient(pos)) ||
        (v.draws.colour_bound_insufficient_material && colour_bound_material(pos)) ||
        (v.draws.bare_kings_insufficient_material && bare_kings(pos)))
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
    case Termination::CheckLimit: return "check_limit";
    case Termination::Extinction: return "extinction";
    case Termination::FlagReached: return "flag";
    case Termination::Connected: return "connect";
    case Termination::MaterialCount: return "material_count";
    case Termination::Counting: return "counting";
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
