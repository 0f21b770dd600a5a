// The registry of built-in variants: one line per variant.
#include "varia/errors.hpp"
#include "varia/variant.hpp"

#include "chess/chess.hpp"

namespace varia {

const std::vector<VariantPtr>& builtin_variants() {
    static const std::vector<VariantPtr> all = [] {
        std::vector<VariantPtr> v;
        v.push_back(std::make_shared<const Variant>(variants::make_chess()));
        v.push_back(std::make_shared<const Variant>(variants::make_chess960()));
        return v;
    }();
    return all;
}

VariantPtr find_variant(const std::string& name) {
    std::string known;
    for (const VariantPtr& v : builtin_variants()) {
        if (v->name == name) return v;
        for (const std::string& alias : v->aliases)
            if (alias == name) return v;
        known += (known.empty() ? "" : ", ") + v->name;
    }
    throw OptionError("unknown variant '" + name + "' (known: " + known + ")");
}

} // namespace varia
