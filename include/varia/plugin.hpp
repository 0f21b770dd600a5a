#pragma once
/// \file plugin.hpp
/// Rule modules as plugins: a shared library that registers rule modules when a program loads it
/// (`varia --module PATH`; docs/authoring.md §8).
///
/// A plugin defines its modules as any module is defined (rule_module.hpp), a registration
/// function that calls register_rule_module() for each, and names that function once with
/// VARIA_PLUGIN(). The macro defines the plugin's one entry point, the C-linkage function
/// `varia_plugin_entry` (plugin_entry_symbol), which returns the PluginEntry below.
///
/// Versions: a plugin records the Varia version it was compiled against (plugin_abi_version);
/// load_plugin() refuses one whose version differs from the program's, because the plugin's code
/// was compiled against the layouts of the headers of its version (Position, Variant, the
/// RuleModule interface) and would misread another's. Rebuild a plugin for each Varia version.
///
/// Symbols: a plugin does not link the library; it calls the engine of the program that loads
/// it (one registry, one set of tables). Its references to Varia's functions stay undefined in
/// the shared library and are bound when it is loaded, so the program must export them (the
/// `varia` program does: CMake ENABLE_EXPORTS, and the whole library is linked into it).
/// varia_add_module() (cmake/VariaModule.cmake) builds a plugin that way.
///
/// ```cpp
/// #include <varia/plugin.hpp>
/// namespace { void register_modules() { varia::register_rule_module("homebody", &install); } }
/// VARIA_PLUGIN(register_modules)
/// ```

#include <cstdint>
#include <string>

#include "varia/errors.hpp"
#include "varia/rule_module.hpp"
#include "varia/version.hpp"

namespace varia {

/// The plugin interface version: the library version, major * 10000 + minor * 100 + patch, so
/// that it changes with every release (and a plugin must be rebuilt for each).
inline constexpr std::uint32_t plugin_abi_version =
    VARIA_VERSION_MAJOR * 10000u + VARIA_VERSION_MINOR * 100u + VARIA_VERSION_PATCH;

/// What a plugin's entry point returns. The layout is frozen across versions: `abi_version` is
/// read first, and the other members only when it matches.
struct PluginEntry {
    std::uint32_t abi_version;     ///< plugin_abi_version of the headers the plugin was built with
    const char* varia_version;     ///< VARIA_VERSION_STRING of those headers, for messages
    void (*register_modules)();    ///< calls register_rule_module() for each module of the plugin
};

/// The name of the entry point a plugin exports: `extern "C" const PluginEntry* varia_plugin_entry()`.
inline constexpr const char* plugin_entry_symbol = "varia_plugin_entry";

/// A plugin that cannot be loaded: the file is missing or not a shared library, it lacks the
/// entry point, or it was built for another Varia version. what() names the file.
class PluginError : public Error {
public:
    using Error::Error;
};

/// Loads the plugin at `path` (dlopen: a path with a '/' is used as it is, a bare name is looked
/// up in the library search path) and runs its registration function; the plugin stays loaded
/// until the program ends. A plugin already loaded (the same file, by whatever path) is not
/// registered again: the call does nothing. An empty path is refused. Throws PluginError as
/// above, without running any of the plugin's code when its version differs, and PluginError
/// too when the registration function throws (e.g. register_rule_module()'s OptionError for a
/// module name already taken, built-in ones included), with that exception's message. Call it
/// before loading variants that name the plugin's modules, not concurrently with other calls
/// into Varia.
void load_plugin(const std::string& path);

} // namespace varia

/// Defines the plugin's entry point, with `register_fn` (a `void()` function) as its
/// registration function. Use once, at namespace scope, in one source of the plugin.
#define VARIA_PLUGIN(register_fn)                                                                  \
    extern "C" __attribute__((visibility("default"))) const ::varia::PluginEntry*                  \
    varia_plugin_entry() {                                                                         \
        static const ::varia::PluginEntry entry{::varia::plugin_abi_version, VARIA_VERSION_STRING, \
                                                &(register_fn)};                                   \
        return &entry;                                                                             \
    }
