#pragma once
/// \file rule_module.hpp
/// Rule modules: the C++ part of a variant, for rules its data cannot express (design.md layer 5).
/// A module is a function that completes a Variant: it sets RuleHooks (variant.hpp) and adjusts
/// data from the variant's option values. A variant names its module in `Variant::rule_module`
/// (or `"rules"` in a variant file); Variant::finalize() runs it before compiling the tables, and
/// again whenever with_options() changes an option, so a module must derive everything it sets
/// from the variant's data and option values alone (calling it twice changes nothing).

#include <string>
#include <vector>

namespace varia {

class Variant;

/// Completes `variant` (options already filled in). May throw ParseError or OptionError.
using RuleModuleInstall = void (*)(Variant& variant);

/// Makes the module `name` available to variants and variant files loaded from now on.
/// Built-in modules (prisoners-escape) are always available. Thread-safe.
/// Throws OptionError when `install` is null, `name` is empty or a module of that name exists.
void register_rule_module(const std::string& name, RuleModuleInstall install);

/// The module called `name`, or nullptr when there is none.
[[nodiscard]] RuleModuleInstall find_rule_module(const std::string& name);

/// Names of every available module, built-in ones first, in registration order.
[[nodiscard]] std::vector<std::string> rule_module_names();

/// rule_module_names() joined with ", " ("none" when empty), for error messages.
[[nodiscard]] std::string join_rule_module_names();

} // namespace varia
