// Make/unmake (position.hpp): random playouts check that push() keeps the incremental hash equal
// to compute_hash() and that pop() restores every observable field of the position bit for bit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

/// Everything the public API shows about a position, for comparing before and after push/pop.
struct Snapshot {
    std::string text;
    std::uint64_t hash = 0;
    std::uint32_t castling_rights = 0;
    std::vector<Square> en_passant_targets; // in stored order: pop restores them bit for bit
    Square en_passant_victim = NoSquare;
    int halfmove_clock = 0;
    int fullmove_number = 0;
    Color side_to_move = Color::White;
    std::array<std::uint8_t, NoSquare> cells{};
    SquareSet occupied;
    std::array<SquareSet, 2> by_color;
    std::vector<SquareSet> by_type; // White's sets, then Black's
    std::vector<int> hands;
    std::array<Square, 2> royal_squares{};
    std::size_t ply_count = 0;
    int repetition_count = 0;
    std::array<std::uint8_t, max_state_slots> state{};
    std::vector<SquareSet> piece_flags;
    SquareSet walls;

    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const Position& pos) {
    Snapshot s;
    s.text = pos.text();
    s.hash = pos.hash();
    s.castling_rights = pos.castling_rights();
    s.en_passant_targets.assign(pos.en_passant_targets().begin(), pos.en_passant_targets().end());
    s.en_passant_victim = pos.en_passant_victim();
    s.halfmove_clock = pos.halfmove_clock();
    s.fullmove_number = pos.fullmove_number();
    s.side_to_move = pos.side_to_move();
    for (int sq = 0; sq < NoSquare; ++sq) s.cells[sq] = pos.piece_at(static_cast<Square>(sq)).code();
    s.occupied = pos.occupied();
    s.by_color = {pos.pieces(Color::White), pos.pieces(Color::Black)};
    const std::size_t types = pos.variant().piece_types.size();
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < types; ++t) {
            s.by_type.push_back(pos.pieces(c, static_cast<PieceTypeId>(t)));
            s.hands.push_back(pos.hand_count(c, static_cast<PieceTypeId>(t)));
        }
    s.royal_squares = {pos.royal_square(Color::White), pos.royal_square(Color::Black)};
    s.ply_count = pos.ply_count();
    s.repetition_count = pos.repetition_count();
    s.state = pos.state_slots();
    for (std::size_t f = 0; f < pos.variant().state_fields.size(); ++f)
        if (pos.variant().state_fields[f].kind == StateField::Kind::PieceFlag)
            s.piece_flags.push_back(pos.flagged(static_cast<StateFieldId>(f)));
    s.walls = pos.walls();
    return s;
}

/// The fields in which `after` differs from `before`, for the failure message.
std::string differences(const Snapshot& before, const Snapshot& after) {
    std::ostringstream out;
    if (before.text != after.text) out << " text \"" << before.text << "\" -> \"" << after.text << "\";";
    if (before.hash != after.hash) out << " hash " << before.hash << " -> " << after.hash << ";";
    if (before.castling_rights != after.castling_rights)
        out << " castling_rights " << before.castling_rights << " -> " << after.castling_rights << ";";
    if (before.en_passant_targets != after.en_passant_targets) out << " en_passant_targets;";
    if (before.en_passant_victim != after.en_passant_victim) out << " en_passant_victim;";
    if (before.halfmove_clock != after.halfmove_clock)
        out << " halfmove_clock " << before.halfmove_clock << " -> " << after.halfmove_clock << ";";
    if (before.fullmove_number != after.fullmove_number)
        out << " fullmove_number " << before.fullmove_number << " -> " << after.fullmove_number << ";";
    if (before.side_to_move != after.side_to_move) out << " side_to_move;";
    for (int sq = 0; sq < NoSquare; ++sq)
        if (before.cells[sq] != after.cells[sq])
            out << " piece on " << square_name(static_cast<Square>(sq)) << " code " << int(before.cells[sq])
                << " -> " << int(after.cells[sq]) << ";";
    if (before.occupied != after.occupied) out << " occupied;";
    if (before.by_color != after.by_color) out << " pieces(colour);";
    if (before.by_type != after.by_type) out << " pieces(colour, type);";
    if (before.hands != after.hands) out << " hands;";
    if (before.royal_squares != after.royal_squares) out << " royal_square;";
    if (before.ply_count != after.ply_count) out << " ply_count;";
    if (before.repetition_count != after.repetition_count) out << " repetition_count;";
    if (before.state != after.state) out << " declared state;";
    if (before.piece_flags != after.piece_flags) out << " piece flags;";
    if (before.walls != after.walls) out << " walls;";
    return out.str();
}

std::string join(const std::vector<std::string>& moves) {
    std::string out;
    for (const auto& m : moves) out += (out.empty() ? "" : " ") + m;
    return out;
}

std::vector<test::StartPosition> start_positions() {
    std::vector<test::StartPosition> out = {
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        // Kiwipete: castling both ways, pins, en passant after a double step.
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        // En passant available at once (e5xf6), and a horizontally pinned en passant (b5xc6).
        {"chess", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {"chess", "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"},
        // Promotions for both sides, with captures onto the promotion rank.
        {"chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"},
        {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
        {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    };
    // Prisoner's Escape: holes, friendly leaps, inverted check, promotions (prisoners-escape.md PE-01, PE-06, PE-11).
    out.push_back({"prisoners-escape", "***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1"});
    out.push_back({"prisoners-escape", "***1***/3n1h1/4P2/ip5/IP5/7/7/***1*** w - - 0 1"});
    out.push_back({"prisoners-escape", "***1***/2HHH2/3N3/ip5/IP5/7/7/***1*** w - - 0 1"});
    // Asylum Chess: locust rooks and ninja knights, triple steps, three-square castling
    // (asylum-chess.md AC-01, AC-12), with Friendly Fire off and on.
    for (const char* ff : {"false", "true"}) {
        out.push_back({"asylum-chess", "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1",
                       {{"friendly_fire", ff}}});
        out.push_back({"asylum-chess", "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R4K3R w KQ - 0 1", {{"friendly_fire", ff}}});
    }
    // Amphora: holes, compound turns with placements, interceptions and telekinesis, side
    // counters and the placement flag (amphora.md AM-01, AM-07, AM-13).
    out.push_back({"amphora", "*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1"});
    out.push_back({"amphora", "*2k2*/**3**/*5*/7/4p2/*2K2*/**3**/*5*[G] w - - 0 2 place:1"});
    out.push_back({"amphora", "*4k*/**1G1**/*5*/2p4/1g3p1/*5*/**3**/*2K2*[] w - - 0 1"});
    // A few Chess960 positions from the published suite (first distinct ones in file order).
    for (auto& p : test::chess960_positions(4)) out.push_back(std::move(p));
    return out;
}

} // namespace

TEST_CASE("make/unmake: random playouts keep the hash and restore every bit", "[make-unmake]") {
    constexpr std::uint64_t seed = 0x5eed'0001'c0de'2024ULL;
    constexpr int playouts_per_start = 12;
    constexpr int ply_limit = 150;
    const std::string seed_text = test::hex(seed);
    INFO("seed " << seed_text);
    std::mt19937_64 rng(seed);

    const auto starts = start_positions();
    REQUIRE(starts.size() == 21);

    std::size_t plies = 0;
    std::size_t failures = 0;
    std::size_t en_passant_played = 0;
    std::size_t promotions_played = 0;
    std::size_t castlings_played = 0;
    std::size_t captures_played = 0;

    for (const auto& start : starts) {
        const VariantPtr variant = with_options(find_variant(start.variant), start.options);
        for (int playout = 0; playout < playouts_per_start; ++playout) {
            Position pos = Position::from_text(variant, start.text);
            const Snapshot initial = snapshot(pos);
            std::vector<std::string> played;
            const auto fail = [&](const std::string& what) {
                ++failures;
                FAIL_CHECK(what << "\n  start (" << start.variant << "): \"" << start.text << "\"\n  playout "
                                << playout << ", seed " << seed_text << "\n  moves: " << join(played));
            };
            if (pos.hash() != pos.compute_hash()) fail("hash after from_text differs from compute_hash()");

            while (played.size() < ply_limit && failures < 10) {
                MoveList moves;
                generate_legal(pos, moves);
                if (moves.empty()) break;

                // Every legal move: push keeps the hash exact, pop restores everything.
                const Snapshot before = snapshot(pos);
                for (const Move& m : moves) {
                    const std::string text = move_text(pos, m);
                    pos.push(m);
                    if (pos.hash() != pos.compute_hash())
                        fail("after push " + text + ": hash " + std::to_string(pos.hash()) +
                             " != compute_hash() " + std::to_string(pos.compute_hash()) + " in \"" +
                             pos.text() + "\"");
                    pos.pop();
                    const Snapshot after = snapshot(pos);
                    if (!(after == before)) fail("push/pop " + text + " changed:" + differences(before, after));
                }

                // Play one of them; special moves get an even chance so they occur often.
                std::vector<std::size_t> special;
                for (std::size_t i = 0; i < moves.size(); ++i)
                    if (moves[i].kind == MoveKind::EnPassant || moves[i].kind == MoveKind::Castling ||
                        moves[i].is_promotion())
                        special.push_back(i);
                std::size_t pick = rng() % moves.size();
                if (!special.empty() && rng() % 2 == 0) pick = special[rng() % special.size()];
                const Move m = moves[pick];
                en_passant_played += m.kind == MoveKind::EnPassant;
                castlings_played += m.kind == MoveKind::Castling;
                promotions_played += m.is_promotion();
                captures_played += m.kind != MoveKind::Castling && !pos.piece_at(m.to).none();
                played.push_back(move_text(pos, m));
                pos.push(m);
                ++plies;
                if (pos.hash() != pos.compute_hash())
                    fail("after playing " + played.back() + ": hash differs from compute_hash() in \"" +
                         pos.text() + "\"");
                // The text of every reached position reads back to the same position and hash.
                const Position reread = Position::from_text(variant, pos.text());
                if (reread.text() != pos.text() || reread.hash() != pos.hash())
                    fail("text round trip of \"" + pos.text() + "\" gives \"" + reread.text() + "\"");
            }

            // Pop all the way back: the initial position, bit for bit.
            while (pos.ply_count() > 0) pos.pop();
            const Snapshot back = snapshot(pos);
            if (!(back == initial)) fail("popping the whole playout changed:" + differences(initial, back));
        }
    }

    CHECK(failures == 0);
    CHECK(plies >= 10000);
    // The playouts exercised every kind of side effect.
    CHECK(en_passant_played >= 10);
    CHECK(castlings_played >= 40);
    CHECK(promotions_played >= 100);
    CHECK(captures_played >= 700);
}

TEST_CASE("make/unmake: push and pop of each special move restore the position", "[make-unmake]") {
    struct Case {
        std::string variant;
        std::string text;
        std::string move;
        std::string after; // text after the move
    };
    const std::vector<Case> cases = {
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4",
         "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
        {"chess", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6",
         "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"},
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1g1",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"},
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1c1",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/2KR3R b kq - 1 1"},
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5f7",
         "r3k2r/p1ppqNb1/bn2pnp1/3P4/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1"},
        {"chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "g2h1n",
         "n1n5/PPPk4/8/8/8/8/4Kp1p/5N1n w - - 0 2"},
        {"chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "g2g1q",
         "n1n5/PPPk4/8/8/8/8/4Kp1p/5NqN w - - 0 2"},
        {"chess960", "1rk3r1/8/8/8/8/8/8/1RK1R3 w EBgb - 0 1", "c1b1",
         "1rk3r1/8/8/8/8/8/8/2KRR3 b gb - 1 1"},
        // Amphora compound turns: placement then the placed Guard moves; two pieces intercepted at
        // once; telekinesis (amphora.md AM-05, AM-08, AM-10).
        {"amphora", "*k4*/**3**/*4p*/7/7/*5*/**P2**/*2K2*[g] b - - 0 1 place:1", "G@c8,c8d8",
         "*k1g2*/**3**/*4p*/7/7/*5*/**P2**/*2K2*[] w - - 1 2 sideways:0,1"},
        {"amphora", "*2k2*/**3**/*P3P*/2p1p2/7/*2P2*/**3**/*2K2*[Gg] w - - 0 1", "d3d4",
         "*2k2*/**3**/*P3P*/7/3P3/*5*/**3**/*2K2*[Gg] b - - 0 1 place:1"},
        {"amphora", "*4k*/**1P1**/*5*/1p5/5p1/*5*/**3**/*2K2*[] w - - 0 1", "d7d8xb5",
         "*2P1k*/**3**/*5*/7/5p1/*5*/**3**/*2K2*[] b - - 0 1"},
        // Crazyhouse's promoted flag goes with its piece, leaves with it when taken (the captor
        // gets a pawn) and is not given to a dropped piece (the fast path with piece flags).
        {"crazyhouse", "8/k7/8/4Q3/8/8/8/4K3[] w - - 0 1 promoted:e5", "e5d5",
         "8/k7/8/3Q4/8/8/8/4K3[] b - - 1 1 promoted:d5"},
        {"crazyhouse", "8/4k3/4Q3/8/8/8/8/4K3[] b - - 0 1 promoted:e6", "e7e6", "8/8/4k3/8/8/8/8/4K3[p] w - - 0 2"},
        {"crazyhouse", "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1 promoted:a8", "b7a8q",
         "Q3k3/8/8/8/8/8/8/4K3[P] b - - 0 1 promoted:a8"},
        {"crazyhouse", "r3k3/1P6/8/8/8/8/8/4K3[Q] w - - 0 1 promoted:a8", "Q@d4",
         "r3k3/1P6/8/8/3Q4/8/8/4K3[] b - - 0 1 promoted:a8"},
    };
    for (const auto& c : cases) {
        Position pos = Position::from_text(find_variant(c.variant), c.text);
        INFO(c.variant << " \"" << c.text << "\" move " << c.move);
        const Snapshot before = snapshot(pos);
        play(pos, c.move);
        CHECK(pos.text() == c.after);
        CHECK(pos.hash() == pos.compute_hash());
        CHECK(pos.hash() == Position::from_text(find_variant(c.variant), c.after).hash());
        pos.pop();
        const Snapshot after = snapshot(pos);
        INFO("changed:" << differences(before, after));
        CHECK(after == before);
    }
}
