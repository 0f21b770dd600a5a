// Fuzz target: variant files. parse_variant() either builds a variant or throws a varia::Error
// listing the problems; a variant built has a start position that reads back from its own text,
// and a short perft runs on it.
#include "fuzz_input.hpp"

using namespace varia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    VariantPtr variant;
    try {
        variant = parse_variant(text, "fuzz.json");
    } catch (const Error&) {
        return 0;
    }
    Position pos = Position::start(variant);
    const std::string start = pos.text(); // canonical; the file's own text may differ (e.g. "KqkQ")
    fuzz::require(start == Position::from_text(variant, start).text(), "start position does not read back");
    PerftLimits limits;
    limits.max_nodes = 2000;
    (void)perft(pos, 3, limits);
    fuzz::require(pos.text() == start, "perft changed the start position");
    return 0;
}
