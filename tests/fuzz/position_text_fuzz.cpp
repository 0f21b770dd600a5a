// Fuzz target: position text ("<variant>\n<text>"). Reading either succeeds or throws a
// varia::Error; a position read has a consistent hash, writes text that reads back to the same
// text and hash, and its moves and status can be asked for. The same text read as a
// Fairy-Stockfish FEN (varia/fsf_fen.hpp) either fails with a varia::Error or gives a position
// whose Fairy-Stockfish text reads back to itself.
#include "fuzz_input.hpp"

using namespace varia;

namespace {

void check_fsf_dialect(const fuzz::Input& in) {
    std::string written;
    try {
        written = fsf_fen(position_from_fsf_fen(in.variant, in.rest));
    } catch (const Error&) {
        return;
    }
    try {
        const std::string again = fsf_fen(position_from_fsf_fen(in.variant, written));
        fuzz::require(again == written, "Fairy-Stockfish text \"" + written + "\" reads back as \"" + again + "\"");
    } catch (const Error& e) {
        fuzz::broken("Fairy-Stockfish text \"" + written + "\", written by fsf_fen(), does not read back: " + e.what());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    check_fsf_dialect(in);
    std::optional<Position> pos;
    try {
        pos.emplace(Position::from_text(in.variant, in.rest));
    } catch (const Error&) {
        return 0;
    }
    fuzz::require(pos->hash() == pos->compute_hash(), "hash of a position read differs from compute_hash()");
    const std::string text = pos->text();
    try {
        const Position again = Position::from_text(in.variant, text);
        fuzz::require(again.text() == text && again.hash() == pos->hash(), "\"" + text + "\" reads back differently");
    } catch (const Error& e) {
        fuzz::broken("\"" + text + "\", written by text(), does not read back: " + e.what());
    }
    MoveList moves;
    generate_legal(*pos, moves);
    (void)game_status(*pos);
    fuzz::require(pos->text() == text, "generating moves changed the position");
    return 0;
}
