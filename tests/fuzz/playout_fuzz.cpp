// Fuzz target: games ("<variant>\n<choices>", one byte per ply choosing among the legal turns).
// At every position reached, tests/invariants.hpp holds (hash, push/pop, move text, text round
// trip, en-passant legality), and popping the whole game gives back the start.
#include "fuzz_input.hpp"
#include "invariants.hpp"

using namespace varia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    Position pos = Position::start(in.variant);
    const std::string start = pos.text();
    const std::uint64_t hash = pos.hash();
    constexpr std::size_t max_plies = 80;
    MoveList moves;
    for (std::size_t ply = 0; ply < in.rest.size() && ply < max_plies; ++ply) {
        moves.clear();
        generate_legal(pos, moves);
        if (moves.empty() || game_status(pos).result != Result::Ongoing) break;
        // Every turn pushed and popped; the first also written, read back and replayed.
        test::check_invariants(pos, moves, moves.size(),
                               [&](const std::string& what) { fuzz::broken(pos.text() + ": " + what); });
        pos.push(moves[static_cast<unsigned char>(in.rest[ply]) % moves.size()]);
    }
    while (pos.ply_count() > 0) pos.pop();
    fuzz::require(pos.text() == start && pos.hash() == hash, "popping the whole game does not give the start");
    return 0;
}
