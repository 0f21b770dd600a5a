#pragma once
// The rule modules of the variant folders (variants/<name>/<name>.hpp declaring install_<name>),
// listed at build time by cmake/builtin_modules.cmake; the module registry starts with them.

#include <span>
#include <string_view>

#include "varia/rule_module.hpp"

namespace varia::detail {

struct BuiltinModule {
    std::string_view name; ///< the folder's name, e.g. "laser-chess"
    RuleModuleInstall install;
};

/// Every built-in module, in folder name order.
[[nodiscard]] std::span<const BuiltinModule> builtin_modules() noexcept;

} // namespace varia::detail
