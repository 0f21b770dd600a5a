// varia_fuzz_seeds DATA_DIR VARIANTS_DIR OUT_DIR: writes the seed corpus of each fuzz target into
// OUT_DIR/<target>/, from tests/data (published positions, XBetza strings), the shipped variant
// files, and positions reached by random games (fixed seed) in every registered variant.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "varia/varia.hpp"

namespace fs = std::filesystem;
using namespace varia;

namespace {

class Corpus {
public:
    Corpus(fs::path dir) : dir_(std::move(dir)) { fs::create_directories(dir_); }
    void add(const std::string& input) {
        if (!seen_.insert(input).second) return;
        std::ofstream(dir_ / ("seed-" + std::to_string(seen_.size())), std::ios::binary) << input;
    }
    [[nodiscard]] std::size_t size() const { return seen_.size(); }

private:
    fs::path dir_;
    std::set<std::string> seen_;
};

nlohmann::json read_json(const fs::path& path) {
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: varia_fuzz_seeds DATA_DIR VARIANTS_DIR OUT_DIR\n";
        return 2;
    }
    const fs::path data = argv[1], variants = argv[2], out = argv[3];
    Corpus positions(out / "position_text"), moves(out / "move_text"), betzas(out / "betza"),
        files(out / "variant_file"), games(out / "playout");

    // Published positions.
    std::size_t chess_count = 0;
    for (const auto& e : read_json(data / "chess.json"))
        if (chess_count++ < 400) positions.add(e.at("variant").get<std::string>() + "\n" + e.at("fen").get<std::string>());
    for (const auto& entry : fs::directory_iterator(data / "cases"))
        for (const auto& e : read_json(entry.path()))
            if (e.contains("fen")) positions.add(entry.path().stem().string() + "\n" + e.at("fen").get<std::string>());
    // XBetza strings.
    for (const auto& e : read_json(data / "fairy.json"))
        if (e.contains("pieces_betza") && e["pieces_betza"].is_object())
            for (const auto& [letter, betza] : e["pieces_betza"].items()) betzas.add(betza.get<std::string>());
    // Variant files.
    std::vector<fs::path> variant_files;
    for (const auto& dir : fs::directory_iterator(variants))
        for (const auto& f : fs::directory_iterator(dir.path()))
            if (f.path().extension() == ".json") variant_files.push_back(f.path());
    for (const auto& f : fs::directory_iterator(data / "variants")) variant_files.push_back(f.path());
    for (const fs::path& f : variant_files) {
        files.add(read_file(f));
        const nlohmann::json doc = read_json(f);
        if (doc.contains("pieces"))
            for (const auto& p : doc["pieces"])
                if (p.contains("betza") && p["betza"].is_string()) betzas.add(p["betza"].get<std::string>());
    }
    // Random games in every registered variant: positions, legal and illegal moves, choices.
    std::mt19937_64 rng(0xF022'5EED);
    for (const VariantPtr& v : registered_variants()) {
        const std::string name = v->name + "\n";
        for (int game = 0; game < 3; ++game) {
            Position pos = Position::start(v);
            std::string choices;
            for (int ply = 0; ply < 40; ++ply) {
                const MoveList legal = legal_moves(pos);
                if (legal.empty() || game_status(pos).result != Result::Ongoing) break;
                const auto pick = static_cast<unsigned char>(rng());
                choices += static_cast<char>(pick);
                const Move m = legal[pick % legal.size()];
                if (ply % 8 == game) {
                    positions.add(name + pos.text());
                    moves.add(name + pos.text() + "\n" + move_text(pos, m));
                    moves.add(name + pos.text() + "\na1a1");
                }
                pos.push(m);
            }
            games.add(name + choices);
        }
    }
    std::cout << "seeds: " << positions.size() << " position texts, " << moves.size() << " move texts, "
              << betzas.size() << " XBetza strings, " << files.size() << " variant files, " << games.size()
              << " games\n";
    return 0;
}
