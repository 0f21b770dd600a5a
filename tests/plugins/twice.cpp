// The "every move is followed by a second move" module of docs/authoring.md §7 (twice.hpp) as a
// plugin, loaded by tests/cli/plugin_test.sh with tests/data/variants/twice.json.
#include <varia/plugin.hpp>

#include "twice.hpp"

namespace {
void register_modules() { varia::register_rule_module("twice", twice::install); }
} // namespace

VARIA_PLUGIN(register_modules)
