// A plugin as a build against another Varia version would export it: its entry point reports
// version 99.0.0. `varia --module` must refuse it before running any of its code
// (tests/cli/plugin_test.sh). Written by hand rather than with VARIA_PLUGIN, which always records
// the version of the headers it is compiled with.
#include <varia/plugin.hpp>

#include <cstdlib>

namespace {
// Never called: a refused plugin's registration must not run.
void register_modules() { std::abort(); }
} // namespace

extern "C" __attribute__((visibility("default"))) const varia::PluginEntry* varia_plugin_entry() {
    static const varia::PluginEntry entry{990000, "99.0.0", &register_modules};
    return &entry;
}
