#include "varia/piece.hpp"

#include <algorithm>

namespace varia {

namespace {
std::vector<Vec> symmetric(int x, int y) {
    std::vector<Vec> out;
    for (int sx : {1, -1})
        for (int sy : {1, -1})
            for (bool swap : {false, true}) {
                const int a = swap ? y : x;
                const int b = swap ? x : y;
                const Vec v{static_cast<std::int8_t>(a * sx), static_cast<std::int8_t>(b * sy)};
                if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
            }
    return out;
}
} // namespace

Atom Atom::leaper(int x, int y) {
    Atom a;
    a.vectors = symmetric(x, y);
    return a;
}

Atom Atom::rider(int x, int y, int range) {
    Atom a;
    a.vectors = symmetric(x, y);
    a.range = range;
    return a;
}

Atom Atom::only(const std::function<bool(Vec)>& keep) const {
    Atom a = *this;
    std::erase_if(a.vectors, [&](Vec v) { return !keep(v); });
    return a;
}
Atom Atom::forward() const { return only([](Vec v) { return v.dy > 0; }); }
Atom Atom::backward() const { return only([](Vec v) { return v.dy < 0; }); }
Atom Atom::sideways() const { return only([](Vec v) { return v.dy == 0; }); }
Atom Atom::vertical() const { return only([](Vec v) { return v.dx == 0; }); }
Atom Atom::move_only() const { return with_modes(modes::move); }
Atom Atom::capture_only() const { return with_modes(modes::capture); }
Atom Atom::with_modes(std::uint8_t m) const {
    Atom a = *this;
    a.modes = m;
    return a;
}
Atom Atom::lame_leap() const {
    Atom a = *this;
    a.lame = true;
    return a;
}
Atom Atom::initial() const {
    Atom a = *this;
    a.initial_only = true;
    return a;
}
Atom Atom::hopping(Hop h) const {
    Atom a = *this;
    a.hop = h;
    return a;
}
Atom Atom::locust(std::uint8_t second_leg_modes) const {
    Atom a = *this;
    a.modes = modes::capture;
    a.locust_modes = second_leg_modes;
    return a;
}

} // namespace varia
