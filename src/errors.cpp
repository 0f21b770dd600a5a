#include "varia/errors.hpp"

namespace varia {

std::string shown(std::string_view text, std::size_t limit) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    const std::size_t n = std::min(text.size(), limit);
    out.reserve(n + 24);
    for (std::size_t i = 0; i < n; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7F) {
            out += static_cast<char>(byte);
        } else {
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        }
    }
    if (text.size() > limit) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

} // namespace varia
