#pragma once
// The shipped variant files (variants/<name>/<name>.json), embedded in the library at build time
// by cmake/embed_variants.cmake; the registry parses and registers them after the C++ variants.

#include <span>
#include <string_view>

namespace varia::detail {

struct EmbeddedVariantFile {
    std::string_view path; ///< relative to the repository root, e.g. "variants/losalamos/losalamos.json"
    std::string_view text; ///< the file's JSON text
};

/// Every shipped variant file, in path order.
[[nodiscard]] std::span<const EmbeddedVariantFile> embedded_variant_files() noexcept;

} // namespace varia::detail
