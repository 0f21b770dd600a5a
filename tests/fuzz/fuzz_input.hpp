#pragma once
// What the fuzz targets share: how an input names its variant, and how a broken invariant stops
// the run (libFuzzer then keeps the input as a crash artifact).

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "varia/varia.hpp"

namespace varia::fuzz {

/// An input of the form "<variant name>\n<rest>": the registered variant of that name (chess when
/// there is no newline or no such variant), and the rest. Keeps corpora readable and independent
/// of the order in which variants are registered.
struct Input {
    VariantPtr variant;
    std::string_view rest;
};

inline Input split(const std::uint8_t* data, std::size_t size) {
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const std::size_t newline = all.find('\n');
    Input in{nullptr, all};
    if (newline != std::string_view::npos && newline <= 40) {
        try {
            in.variant = find_variant(std::string(all.substr(0, newline)));
            in.rest = all.substr(newline + 1);
        } catch (const Error&) {
        }
    }
    if (!in.variant) in.variant = find_variant("chess");
    return in;
}

/// Reports a broken invariant and aborts, so that libFuzzer saves the input.
[[noreturn]] inline void broken(const std::string& what) {
    std::fprintf(stderr, "invariant broken: %s\n", what.c_str());
    std::abort();
}

inline void require(bool holds, const std::string& what) {
    if (!holds) broken(what);
}

} // namespace varia::fuzz
