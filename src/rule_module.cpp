// The registry of rule modules: the built-in ones (one per variant folder with a module, listed by
// cmake/builtin_modules.cmake), then those registered at run time.
#include "varia/rule_module.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"

#include "builtin_modules.hpp"

#include <mutex>
#include <utility>

namespace varia {

namespace detail {
void default_generate(Position& pos, MoveList& out) { generate_actions(pos, out); }
bool default_legal(const Position& after, Color mover) { return royals_unattacked(after, mover); }
bool default_in_check(const Position& pos) { return !royals_unattacked(pos, pos.side_to_move()); }
GameStatus default_game_end(Position& pos) { return standard_game_status(pos); }
void default_validate(PositionSetup& setup) { setup.require_side_not_to_move_legal(); }
} // namespace detail

void PositionSetup::require_side_not_to_move_legal(const std::string& reason) const {
    if (!legal_after(pos_, ~pos_.side_to_move()))
        throw ParseError("side", pos_.text(), reason.empty() ? "the side not to move is in check" : reason);
}

namespace {

struct Entry {
    std::string name;
    RuleModuleInstall install;
};

std::mutex modules_mutex;

std::vector<Entry>& modules() { // guarded by modules_mutex
    static std::vector<Entry> all = [] {
        std::vector<Entry> builtin;
        for (const detail::BuiltinModule& m : detail::builtin_modules()) builtin.push_back({std::string(m.name), m.install});
        return builtin;
    }();
    return all;
}

} // namespace

void register_rule_module(const std::string& name, RuleModuleInstall install) {
    if (install == nullptr) throw OptionError("cannot register rule module '" + name + "': null function");
    if (name.empty()) throw OptionError("cannot register a rule module without a name");
    const std::lock_guard lock(modules_mutex);
    for (const Entry& e : modules())
        if (e.name == name) throw OptionError("cannot register rule module '" + name + "': the name is taken");
    modules().push_back({name, install});
}

RuleModuleInstall find_rule_module(const std::string& name) {
    const std::lock_guard lock(modules_mutex);
    for (const Entry& e : modules())
        if (e.name == name) return e.install;
    return nullptr;
}

std::vector<std::string> rule_module_names() {
    const std::lock_guard lock(modules_mutex);
    std::vector<std::string> names;
    for (const Entry& e : modules()) names.push_back(e.name);
    return names;
}

std::string join_rule_module_names() {
    std::string out;
    for (const std::string& name : rule_module_names()) out += (out.empty() ? "" : ", ") + name;
    return out.empty() ? "none" : out;
}

} // namespace varia
