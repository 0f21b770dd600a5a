// The registry of variants: the built-in ones (C++ first, then the shipped variant files), then
// those registered at run time (register_variant).
#include "varia/errors.hpp"
#include "varia/variant.hpp"
#include "varia/variant_file.hpp"

#include "chess/chess.hpp"
#include "embedded_variants.hpp"

#include <mutex>

namespace varia {

namespace {

/// Throws OptionError when a name or alias of `variant` is taken in `taken` or repeated in itself.
void check_names(const Variant& variant, const std::vector<VariantPtr>& taken) {
    std::vector<std::string> names{variant.name};
    names.insert(names.end(), variant.aliases.begin(), variant.aliases.end());
    for (std::size_t i = 0; i < names.size(); ++i) {
        for (std::size_t k = 0; k < i; ++k)
            if (names[k] == names[i])
                throw OptionError("cannot register variant '" + variant.name + "': the name '" + names[i] +
                                  "' appears twice in it");
        for (const VariantPtr& other : taken) {
            bool clash = other->name == names[i];
            for (const std::string& alias : other->aliases) clash = clash || alias == names[i];
            if (clash)
                throw OptionError("cannot register variant '" + variant.name + "': the name '" + names[i] +
                                  "' is already taken by variant '" + other->name + "'");
        }
    }
}

std::mutex registry_mutex;
std::vector<VariantPtr> added_variants; // guarded by registry_mutex

} // namespace

const std::vector<VariantPtr>& builtin_variants() {
    static const std::vector<VariantPtr> all = [] {
        std::vector<VariantPtr> v;
        const auto add = [&v](VariantPtr variant) {
            check_names(*variant, v);
            v.push_back(std::move(variant));
        };
        add(std::make_shared<const Variant>(variants::make_chess()));
        add(std::make_shared<const Variant>(variants::make_chess960()));
        for (const detail::EmbeddedVariantFile& file : detail::embedded_variant_files())
            add(parse_variant(file.text, file.path));
        return v;
    }();
    return all;
}

std::vector<VariantPtr> registered_variants() {
    std::vector<VariantPtr> all = builtin_variants();
    const std::lock_guard lock(registry_mutex);
    all.insert(all.end(), added_variants.begin(), added_variants.end());
    return all;
}

void register_variant(VariantPtr variant) {
    if (!variant) throw OptionError("cannot register a variant: null pointer");
    const std::vector<VariantPtr>& builtin = builtin_variants();
    const std::lock_guard lock(registry_mutex);
    check_names(*variant, builtin);
    check_names(*variant, added_variants);
    added_variants.push_back(std::move(variant));
}

VariantPtr find_variant(const std::string& name) {
    std::string known;
    for (const VariantPtr& v : registered_variants()) {
        if (v->name == name) return v;
        for (const std::string& alias : v->aliases)
            if (alias == name) return v;
        known += (known.empty() ? "" : ", ") + v->name;
    }
    throw OptionError("unknown variant '" + shown(name) + "' (known: " + known + ")");
}

} // namespace varia
