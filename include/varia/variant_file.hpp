#pragma once
/// \file variant_file.hpp
/// Variants as data: a JSON variant file (docs/variant-format.md, schema docs/variant.schema.json)
/// read into a finalized Variant. Shipped variant files (variants/<name>/<name>.json) are built
/// into the library and registered at start-up; load a file of your own with load_variant() and
/// make it findable by name with register_variant() (variant.hpp).

#include <cstddef>
#include <filesystem>
#include <string_view>

#include "varia/variant.hpp"

namespace varia {

/// The largest variant file read (bytes) and the deepest nesting of its arrays and objects; a
/// file beyond either is refused with a ParseError before it is parsed.
inline constexpr std::size_t max_variant_file_bytes = std::size_t{1} << 20;
inline constexpr int max_variant_file_depth = 32;

/// Reads the variant file at `path` and builds its variant (see parse_variant()).
/// Throws ParseError (field "variant file", text = the path) when the file cannot be read, with
/// the reason, or is larger than max_variant_file_bytes (reading stops there), and otherwise whatever parse_variant() throws, with the path as the source name.
[[nodiscard]] VariantPtr load_variant(const std::filesystem::path& path);

/// Builds the variant described by the JSON text of a variant file. `source_name` (a path or a
/// name) only appears in error messages.
/// Validates everything: size and nesting depth (max_variant_file_bytes, max_variant_file_depth),
/// malformed JSON, unknown or repeated keys, wrong JSON types, values out
/// of range, XBetza text, letters, squares, castling, options, and finally that the start
/// position parses as position text of the built variant (checked once everything else is valid).
/// Throws one ParseError (field "variant file", text = `source_name`) listing every problem found,
/// each as "<JSON pointer>: <what was found and what was expected>" (the whole document is
/// written "(root)"), separated by "; ". where() is the byte offset of a JSON syntax error, else 0.
/// The result is finalized and not registered.
[[nodiscard]] VariantPtr parse_variant(std::string_view json_text, std::string_view source_name);

} // namespace varia
