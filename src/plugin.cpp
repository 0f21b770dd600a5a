// Loading rule-module plugins (plugin.hpp): dlopen, the entry point, the version check.
#include "varia/plugin.hpp"

#include <dlfcn.h>

#include <exception>
#include <filesystem>
#include <set>
#include <string>

namespace varia {

namespace {

/// "plugin PATH: " + what, the form of every PluginError (append: GCC 12's -Wrestrict).
[[noreturn]] void refuse(const std::string& path, const std::string& what) {
    std::string message = "plugin ";
    message += shown(path, 200);
    message += ": ";
    message += what;
    throw PluginError(message);
}

/// The plugins loaded so far (dlopen's handles): loading one again does nothing.
std::set<void*>& loaded_plugins() {
    static std::set<void*> handles;
    return handles;
}

} // namespace

void load_plugin(const std::string& path) {
    // An empty path would make dlopen hand back the program itself.
    if (path.empty()) refuse(path, "the path is empty: give the shared library's file");
    // dlopen's own message for a missing file is terse; say it plainly first.
    std::error_code ec;
    if (path.find('/') != std::string::npos && !std::filesystem::exists(path, ec)) refuse(path, "no such file");
    // RTLD_NOW: an engine symbol the program does not export fails here, not in mid-game.
    // RTLD_LOCAL: one plugin's symbols do not satisfy another's.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = dlerror();
        refuse(path, std::string("cannot be loaded as a shared library: ") + (why != nullptr ? why : "unknown reason"));
    }
    if (loaded_plugins().contains(handle)) {
        dlclose(handle); // the count dlopen just added; the plugin stays loaded
        return;
    }
    void* symbol = dlsym(handle, plugin_entry_symbol);
    if (symbol == nullptr) {
        dlclose(handle);
        std::string what = "not a Varia plugin: it has no entry point ";
        what += plugin_entry_symbol;
        what += " (define one with VARIA_PLUGIN)";
        refuse(path, what);
    }
    using EntryFn = const PluginEntry* (*)();
    const PluginEntry* entry = reinterpret_cast<EntryFn>(symbol)();
    if (entry == nullptr || entry->register_modules == nullptr) {
        dlclose(handle);
        refuse(path, "its entry point returned no registration function");
    }
    if (entry->abi_version != plugin_abi_version) {
        std::string what = "built for Varia ";
        what += entry->varia_version != nullptr ? shown(entry->varia_version) : std::string("?");
        what += " (plugin version ";
        what += std::to_string(entry->abi_version);
        what += "), but this is Varia ";
        what += VARIA_VERSION_STRING;
        what += " (plugin version ";
        what += std::to_string(plugin_abi_version);
        what += "): rebuild the plugin against this version";
        dlclose(handle);
        refuse(path, what);
    }
    // The handle is kept, even when registration fails: modules it registered before failing
    // live in the plugin's code.
    loaded_plugins().insert(handle);
    try {
        entry->register_modules();
    } catch (const std::exception& e) {
        refuse(path, std::string("its registration failed: ") + e.what());
    } catch (...) {
        refuse(path, "its registration failed with an exception that is no std::exception");
    }
}

} // namespace varia
