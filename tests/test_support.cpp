#include "test_support.hpp"

#include "invariants.hpp"

#include <algorithm>
#include <fstream>
#include <random>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace varia::test {

const nlohmann::json& data_file(const std::string& name) {
    static std::map<std::string, nlohmann::json> cache;
    auto it = cache.find(name);
    if (it != cache.end()) return it->second;
    const std::string path = std::string(VARIA_TEST_DATA_DIR) + "/" + name;
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open test data " + path);
    return cache[name] = nlohmann::json::parse(in);
}

std::vector<DataPosition> data_positions() {
    std::vector<DataPosition> out;
    std::set<std::pair<std::string, std::string>> seen;
    for (const auto& e : data_file("chess.json")) {
        auto key = std::make_pair(e.at("variant").get<std::string>(), e.at("fen").get<std::string>());
        if (!seen.insert(key).second) continue;
        out.push_back({e.at("id").get<std::string>(), key.first, key.second});
    }
    return out;
}

std::vector<PerftEntry> chess_entries(std::uint64_t cap) {
    std::vector<PerftEntry> out;
    for (const auto& e : data_file("chess.json")) {
        const auto nodes = e.at("nodes").get<std::uint64_t>();
        if (nodes > cap) continue;
        out.push_back({e.at("id").get<std::string>(), e.at("variant").get<std::string>(),
                       e.at("fen").get<std::string>(), e.at("depth").get<int>(), nodes});
    }
    return out;
}

std::vector<StartPosition> chess960_positions(std::size_t count) {
    std::vector<StartPosition> out;
    std::set<std::string> seen;
    for (const auto& e : chess_entries(~std::uint64_t{0})) {
        if (out.size() == count) break;
        if (e.variant == "chess960" && seen.insert(e.fen).second) out.push_back({e.variant, e.fen});
    }
    return out;
}

std::string hex(std::uint64_t value) {
    std::ostringstream out;
    out << "0x" << std::hex << value;
    return out.str();
}

Position at(const char* variant, const char* text) { return Position::from_text(find_variant(variant), text); }

std::vector<std::string> sorted_moves(Position& pos) {
    std::vector<std::string> out;
    for (const Move& m : legal_moves(pos)) out.push_back(move_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

bool has_move(Position& pos, const std::string& move) {
    const std::vector<std::string> moves = sorted_moves(pos);
    return std::binary_search(moves.begin(), moves.end(), move);
}

namespace {
std::string square_list(SquareSet set) {
    std::string out;
    for (Square s : set) out.append(out.empty() ? "" : " ").append(square_name(s));
    return out;
}
} // namespace

std::vector<std::string> attack_mismatches(const Position& pos) {
    const Variant& v = pos.variant();
    std::vector<std::string> out;
    for (Square s : v.geometry().squares()) {
        const Piece victim = pos.piece_at(s);
        if (victim.none()) continue;
        const Color by = ~victim.color();
        SquareSet capturers;
        for (Square from : pos.pieces(by)) {
            MoveList moves;
            generate_piece_moves(pos, from, moves);
            for (const Move& m : moves)
                if (m.to == s) capturers.set(from);
        }
        const SquareSet found = attackers(pos, s, by);
        if (found == capturers) continue;
        std::string line = pos.text();
        line.append(" square ").append(square_name(s)).append(": attackers ");
        line.append(square_list(found)).append("; captures from ");
        out.push_back(line.append(square_list(capturers)));
    }
    return out;
}

AttackChecks random_attack_checks(const VariantPtr& variant, int games, int max_plies, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    AttackChecks out;
    for (int game = 0; game < games; ++game) {
        Position pos = Position::start(variant);
        for (int ply = 0; ply < max_plies; ++ply) {
            for (std::string& line : attack_mismatches(pos)) out.mismatches.push_back(std::move(line));
            ++out.positions;
            const MoveList moves = legal_moves(pos);
            if (moves.empty()) break;
            pos.push(moves[static_cast<std::size_t>(rng() % moves.size())]);
        }
    }
    return out;
}

std::uint64_t legal_leaves(Position& pos, int depth, bool fast) {
    MoveList moves;
    generate_legal(pos, moves, fast);
    if (depth <= 1) return moves.size();
    std::uint64_t n = 0;
    for (const Move& m : moves) {
        pos.push(m);
        n += legal_leaves(pos, depth - 1, fast);
        pos.pop();
    }
    return n;
}

PlayoutStats random_playouts(const VariantPtr& variant, int games, int max_plies, std::uint64_t seed) {
    PlayoutStats stats;
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games; ++game) {
        Position pos = Position::start(variant);
        std::string line;
        const auto fail = [&](const std::string& what) {
            if (stats.failures.size() >= 20) return;
            std::ostringstream out;
            out << variant->name << " seed " << hex(seed) << " game " << game << " after \"" << line << "\": " << what;
            stats.failures.push_back(out.str());
        };
        for (int ply = 0; ply < max_plies; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.empty() || game_status(pos).result != Result::Ongoing) {
                ++stats.finished;
                break;
            }
            // Every move is pushed and popped; text, copies and reading back are checked on up to 32.
            check_invariants(pos, moves, std::max<std::size_t>(1, moves.size() / 32), fail);
            stats.en_passant_positions += !pos.en_passant_targets().empty();
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            if (!line.empty()) line += ' ';
            line += move_text(pos, m);
            pos.push(m);
            ++stats.plies;
        }
        ++stats.games;
    }
    return stats;
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

} // namespace varia::test
