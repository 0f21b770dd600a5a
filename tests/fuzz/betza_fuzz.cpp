// Fuzz target: XBetza text. betza::parse() either succeeds or throws a varia::Error; what it reads
// is written back by to_text() (or refused with an Error), and the written form reads back to
// itself.
#include "fuzz_input.hpp"

using namespace varia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    betza::Movement movement;
    try {
        movement = betza::parse(text);
    } catch (const Error&) {
        return 0;
    }
    std::string written;
    try {
        written = betza::to_text(movement);
    } catch (const Error&) {
        return 0; // documented: some parsed atoms have no canonical spelling
    }
    try {
        const std::string again = betza::to_text(betza::parse(written));
        fuzz::require(again == written, "to_text(parse(\"" + written + "\")) is \"" + again + "\"");
    } catch (const Error& e) {
        fuzz::broken("\"" + written + "\", written by to_text(), does not read back: " + e.what());
    }
    return 0;
}
