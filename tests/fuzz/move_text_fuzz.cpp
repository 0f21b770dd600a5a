// Fuzz target: move text ("<variant>\n<position text>\n<move text>", the position optional:
// without a second newline, or when it does not read, the start position). parse_move() either
// finds a legal move, whose text is the input's canonical form and whose push/pop restores the
// position, or throws a varia::Error and leaves the position unchanged.
#include "fuzz_input.hpp"

using namespace varia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    std::string_view move = in.rest;
    std::optional<Position> pos;
    if (const std::size_t newline = in.rest.find('\n'); newline != std::string_view::npos) {
        move = in.rest.substr(newline + 1);
        try {
            pos.emplace(Position::from_text(in.variant, in.rest.substr(0, newline)));
        } catch (const Error&) {
        }
    }
    if (!pos) pos.emplace(Position::start(in.variant));
    const std::string before = pos->text();
    const std::uint64_t hash = pos->hash();
    Move m;
    try {
        m = parse_move(*pos, move);
    } catch (const Error&) {
        fuzz::require(pos->text() == before && pos->hash() == hash, "a refused move changed the position");
        return 0;
    }
    fuzz::require(pos->text() == before, "parse_move() changed the position");
    const std::string canonical = move_text(*pos, m);
    fuzz::require(parse_move(*pos, canonical) == m, "the canonical text " + canonical + " names another move");
    pos->push(m);
    fuzz::require(pos->hash() == pos->compute_hash(), "hash after " + canonical + " differs from compute_hash()");
    pos->pop();
    fuzz::require(pos->text() == before && pos->hash() == hash, "pop after " + canonical + " does not restore");
    return 0;
}
