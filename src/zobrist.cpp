#include "zobrist.hpp"

namespace varia::zobrist {

namespace {
// splitmix64: a small, well-mixed generator; the keys only need to be fixed and distinct.
std::uint64_t next(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Keys make_keys() noexcept {
    Keys k;
    std::uint64_t state = 0x5641524941ULL; // "VARIA"
    for (auto& row : k.piece)
        for (auto& key : row) key = next(state);
    for (auto& key : k.castling) key = next(state);
    for (auto& key : k.en_passant) key = next(state);
    for (auto& side : k.hand)
        for (auto& type : side) {
            type[0] = 0; // an empty hand adds nothing, so variants without hands hash alike
            for (int n = 1; n <= max_hand_count; ++n) type[n] = next(state);
        }
    k.black_to_move = next(state);
    for (auto& slot : k.state)
        for (std::size_t n = 1; n < slot.size(); ++n) slot[n] = next(state);
    for (auto& plane : k.piece_flag)
        for (auto& key : plane) key = next(state);
    return k;
}
} // namespace

const Keys& keys() noexcept {
    static const Keys k = make_keys();
    return k;
}

} // namespace varia::zobrist
