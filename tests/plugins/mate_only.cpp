// The "checks only as mate" module of docs/authoring.md §7 (mate_only.hpp) as a plugin, loaded by
// tests/cli/plugin_test.sh with tests/data/variants/mate-only.json.
#include <varia/plugin.hpp>

#include "mate_only.hpp"

namespace {
void register_modules() { varia::register_rule_module("mate-only", mate_only::install); }
} // namespace

VARIA_PLUGIN(register_modules)
