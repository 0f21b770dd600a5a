// oracle_driver: Varia's side of the differential test against Fairy-Stockfish (differential.mjs).
// Reads requests from stdin, one per line: `<variant> <move> <move> ...` (canonical move text,
// played from the variant's start position). Answers each with one line of JSON:
//   {"moves": [sorted legal move texts], "san": {move text: its SAN}, "fen": ..., "fsf_fen": ...,
//    "status": ..., "result": ..., "check": ...}; "san" only for a request `?san <variant> <move> ...`.
// or {"error": "..."} when the variant is unknown or a move is illegal.
// A request that extends the previous one only plays the new moves (a random game asks after
// every ply). A request `?fsf <variant> <fen>` reads a Fairy-Stockfish FEN instead and answers
//   {"fen": Varia's text, "fsf_fen": the text written back, "hash": ...} (or {"error": ...}),
// leaving the game of the other requests as it was. Hashes are hexadecimal text.
#include "varia/varia.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace varia;

/// The position of the last request and the moves that led to it (no position after a failure).
struct DriverGame {
    std::string variant;
    std::vector<std::string> moves;
    std::optional<Position> pos;
};

/// Brings `game` to the position after `moves` of `variant`, replaying only what is new.
/// Throws (OptionError, ParseError, IllegalMove) on an unknown variant or a move that is not legal.
void reach(DriverGame& game, const std::string& variant, const std::vector<std::string>& moves) {
    const bool extends = game.pos && game.variant == variant && game.moves.size() <= moves.size() &&
                         std::equal(game.moves.begin(), game.moves.end(), moves.begin());
    if (!extends) {
        game.pos = Position::start(find_variant(variant));
        game.variant = variant;
        game.moves.clear();
    }
    while (game.moves.size() < moves.size()) {
        play(*game.pos, moves[game.moves.size()]);
        game.moves.push_back(moves[game.moves.size()]);
    }
}

std::string hex(std::uint64_t value) {
    std::ostringstream out;
    out << std::hex << value;
    return out.str();
}

/// The answer for `pos`: its legal moves, text (Varia's and Fairy-Stockfish's), status and check flag.
nlohmann::ordered_json describe(Position& pos, bool with_san) {
    const MoveList legal = legal_moves(pos);
    const std::vector<std::string> sans = with_san ? san_all(pos, legal) : std::vector<std::string>();
    std::vector<std::string> texts;
    nlohmann::ordered_json san = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        texts.push_back(move_text(pos, legal[i]));
        if (with_san) san[texts.back()] = sans[i];
    }
    std::sort(texts.begin(), texts.end());
    const GameStatus status = game_status(pos);
    nlohmann::ordered_json out = {{"moves", texts}};
    if (with_san) out["san"] = san;
    out.update(nlohmann::ordered_json{
            {"fen", pos.text()},
            {"fsf_fen", fsf_fen(pos)},
            {"status", status_name(status)},
            {"result", result_text(status.result)},
            {"check", in_check(pos)},
            {"hash", hex(pos.hash())}});
    return out;
}

/// The answer to `?fsf <variant> <fen>`.
nlohmann::ordered_json read_fsf(const std::string& request) {
    std::istringstream words(request);
    std::string marker, variant;
    words >> marker >> variant;
    std::string fen;
    std::getline(words, fen);
    try {
        const Position pos = position_from_fsf_fen(find_variant(variant), fen);
        return {{"fen", pos.text()}, {"fsf_fen", fsf_fen(pos)}, {"hash", hex(pos.hash())}};
    } catch (const std::exception& e) {
        return {{"error", e.what()}};
    }
}

nlohmann::ordered_json answer(DriverGame& game, const std::string& line) {
    const bool with_san = line.starts_with("?san ");
    std::istringstream words(with_san ? line.substr(5) : line);
    std::string variant;
    words >> variant;
    std::vector<std::string> moves;
    for (std::string m; words >> m;) moves.push_back(m);
    try {
        reach(game, variant, moves);
        return describe(*game.pos, with_san);
    } catch (const std::exception& e) {
        game.pos.reset(); // a failed request leaves no cached game
        return {{"error", e.what()}};
    }
}

} // namespace

int main() {
    std::ios::sync_with_stdio(false);
    DriverGame game;
    for (std::string line; std::getline(std::cin, line);) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::cout << (line.starts_with("?fsf ") ? read_fsf(line) : answer(game, line)).dump() << '\n' << std::flush;
    }
}
