// Legality (movegen.hpp): the fast path of generate_legal() against the slow general form that
// pushes every pseudo-legal move and asks the check predicate, on positions from random playouts;
// plus hand-picked positions whose legal moves are known exactly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace varia;

namespace {

std::vector<std::string> sorted_texts(const Position& pos, const MoveList& moves) {
    std::vector<std::string> out;
    for (const Move& m : moves) out.push_back(move_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::string join(const std::vector<std::string>& texts) {
    std::string out;
    for (const auto& t : texts) out += (out.empty() ? "" : " ") + t;
    return out;
}

/// Texts in `a` that are not in `b` (both sorted).
std::vector<std::string> missing(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::vector<test::StartPosition> start_positions() {
    std::vector<test::StartPosition> out = {
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        // Pins along ranks and diagonals, en passant that would expose the king.
        {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"chess", "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"},
        {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
        {"chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
        {"chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"},
        // In check from the start: single and double check.
        {"chess", "4k3/8/8/8/8/5n2/8/4K2r w - - 0 1"},
        {"chess", "rnb1kbnr/pppp1ppp/8/4p3/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3"},
    };
    // A few Chess960 positions from the published suite (first distinct ones in file order).
    for (auto& p : test::chess960_positions(6)) out.push_back(std::move(p));
    return out;
}

} // namespace

TEST_CASE("legality: the fast path equals is_legal_slow on random playout positions", "[legality]") {
    constexpr std::uint64_t seed = 0x1e9a'1170'fa57'0002ULL;
    constexpr int playouts_per_start = 6;
    constexpr int ply_limit = 160;
    const std::string seed_text = test::hex(seed);
    INFO("seed " << seed_text);
    std::mt19937_64 rng(seed);

    const auto starts = start_positions();
    REQUIRE(starts.size() == 15);

    std::size_t positions = 0;
    std::size_t failures = 0;
    std::size_t checked_positions = 0;
    std::size_t pinned_rejections = 0;  // not in check, a non-king move rejected: a pin (or en passant)
    std::size_t en_passant_positions = 0;
    std::size_t castling_positions = 0;

    for (const auto& start : starts) {
        const VariantPtr variant = find_variant(start.variant);
        for (int playout = 0; playout < playouts_per_start; ++playout) {
            Position pos = Position::from_text(variant, start.text);
            std::vector<std::string> played;
            const auto fail = [&](const std::string& what) {
                ++failures;
                FAIL_CHECK(what << "\n  position \"" << pos.text() << "\"\n  start (" << start.variant << "): \""
                                << start.text << "\"\n  playout " << playout << ", seed " << seed_text
                                << "\n  moves: " << join(played));
            };

            while (played.size() < ply_limit && failures < 10) {
                ++positions;
                const std::string text_before = pos.text();
                const std::uint64_t hash_before = pos.hash();
                const Color us = pos.side_to_move();

                MoveList fast_list;
                MoveList slow_list;
                generate_legal(pos, fast_list, true);
                generate_legal(pos, slow_list, false);
                if (pos.text() != text_before || pos.hash() != hash_before)
                    fail("generate_legal changed the position");
                const auto fast = sorted_texts(pos, fast_list);
                const auto slow = sorted_texts(pos, slow_list);
                if (fast != slow)
                    fail("fast path differs from slow form; only fast: " + join(missing(fast, slow)) +
                         "; only slow: " + join(missing(slow, fast)));
                if (std::adjacent_find(fast.begin(), fast.end()) != fast.end())
                    fail("two legal moves share a text: " + join(fast));

                // in_check agrees with attacked() on the royal square; the side not to move is never in check.
                const Square king = pos.royal_square(us);
                if (king == NoSquare) fail("no royal square for the side to move");
                const bool checked = pos.attacked(king, ~us);
                if (in_check(pos) != checked)
                    fail("in_check() " + std::to_string(in_check(pos)) + " but attacked(" + square_name(king) +
                         ") " + std::to_string(checked));
                if (!legal_after(pos, ~us)) fail("the side not to move is in check");
                checked_positions += checked;

                // Each legal move leaves the mover's royal safe; each rejected pseudo-legal move does not.
                for (const Move& m : fast_list) {
                    pos.push(m);
                    const bool safe = legal_after(pos, us);
                    pos.pop();
                    if (!safe) fail("legal move " + move_text(pos, m) + " leaves the mover's king attacked");
                }
                MoveList pseudo;
                generate_pseudo_legal(pos, pseudo);
                std::vector<std::string> by_predicate;
                for (const Move& m : pseudo) {
                    pos.push(m);
                    const bool safe = legal_after(pos, us);
                    pos.pop();
                    if (safe) by_predicate.push_back(move_text(pos, m));
                    else if (!checked && m.from != king) ++pinned_rejections;
                    en_passant_positions += m.kind == MoveKind::EnPassant;
                    castling_positions += m.kind == MoveKind::Castling;
                }
                std::sort(by_predicate.begin(), by_predicate.end());
                if (by_predicate != fast)
                    fail("legal moves differ from pseudo-legal moves filtered by royal_safe; only legal: " +
                         join(missing(fast, by_predicate)) + "; only filtered: " + join(missing(by_predicate, fast)));

                if (fast_list.empty()) break;
                const Move m = fast_list[rng() % fast_list.size()];
                played.push_back(move_text(pos, m));
                pos.push(m);
            }
        }
    }

    CHECK(failures == 0);
    CHECK(positions >= 10000);
    // The playouts reached the situations the fast path must get right.
    CHECK(checked_positions >= 300);
    CHECK(pinned_rejections >= 1000);
    CHECK(en_passant_positions >= 20);
    CHECK(castling_positions >= 200);
}

TEST_CASE("legality: hand-picked positions have exactly the expected legal moves", "[legality]") {
    struct Case {
        std::string what;
        std::string variant;
        std::string text;
        std::vector<std::string> legal; // sorted
    };
    const std::vector<Case> cases = {
        {"knight pinned on a file cannot move", "chess", "4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1",
         {"e1d1", "e1d2", "e1f1", "e1f2"}},
        {"rook pinned on a file moves only along it", "chess", "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1",
         {"e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7"}},
        {"double check: only king moves", "chess", "4k3/8/8/8/8/5n2/8/4K2r w - - 0 1", {"e1e2", "e1f2"}},
        {"en passant that uncovers a rank attack on the king is illegal", "chess",
         "8/8/8/KPp4r/8/8/8/7k w - c6 0 2", {"a5a4", "a5a6", "a5b6", "b5b6"}},
        {"bishop pinned on a diagonal moves only along it", "chess", "7k/8/8/8/3q4/8/1B6/K7 w - - 0 1",
         {"a1a2", "a1b1", "b2c3", "b2d4"}},
    };
    for (const auto& c : cases) {
        Position pos = Position::from_text(find_variant(c.variant), c.text);
        INFO(c.what << ": \"" << c.text << "\"");
        MoveList fast_list;
        MoveList slow_list;
        generate_legal(pos, fast_list, true);
        generate_legal(pos, slow_list, false);
        CHECK(sorted_texts(pos, fast_list) == c.legal);
        CHECK(sorted_texts(pos, slow_list) == c.legal);
    }
}

TEST_CASE("legality: castling never passes an attacked square, the rook's path may be attacked",
          "[legality]") {
    auto chess = find_variant("chess");
    const auto castlings = [](Position& pos) {
        std::vector<std::string> out;
        for (const auto& t : test::sorted_moves(pos))
            if (t == "e1g1" || t == "e1c1") out.push_back(t);
        return out;
    };
    SECTION("both ways when nothing is attacked") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        CHECK(castlings(pos) == std::vector<std::string>{"e1c1", "e1g1"});
    }
    SECTION("f1 attacked: no king-side castling") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        CHECK(castlings(pos) == std::vector<std::string>{"e1c1"});
    }
    SECTION("b1 attacked: queen-side castling is still legal") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1");
        CHECK(castlings(pos) == std::vector<std::string>{"e1c1", "e1g1"});
    }
    SECTION("in check: no castling") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
        CHECK(castlings(pos).empty());
    }
    SECTION("target square attacked: no castling to it") {
        Position pos = Position::from_text(chess, "r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1");
        CHECK(castlings(pos) == std::vector<std::string>{"e1g1"});
    }
}

TEST_CASE("legality: the fast path of variants with hoppers, locusts, friendly leaps and drops equals is_legal_slow",
          "[legality]") {
    // Where attacks are not all lines, the fast path keeps a move that changes none of the
    // squares the attack test reads from the king; everything else is played and tested. A drop
    // is kept while not in check (off those squares where attacks are not all lines), also in
    // variants whose module's effects keep the board (crazyhouse, three-check).
    const VariantPtr grasshouse = parse_variant(R"({"name": "grasshouse", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "P", "name": "pawn", "betza": "fmWfcF", "pawn": true,
                    "promotion": {"ranks": [8], "choices": ["Q", "G"]}},
                   {"letter": "Q", "name": "queen", "betza": "Q"},
                   {"letter": "G", "name": "grasshopper", "betza": "gQ"},
                   {"letter": "K", "name": "king", "betza": "K", "royal": true}],
        "start": "3qk3/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/3QK3[GGgg] w - - 0 1",
        "hands": true, "rules": "crazyhouse"})",
                                                "grasshouse.json");
    const std::vector<test::StartPosition> starts = {
        {"crazyhouse", Position::start(find_variant("crazyhouse")).text()},
        {"3check", Position::start(find_variant("3check")).text()},
        {"pocketknight", Position::start(find_variant("pocketknight")).text()},
        {"grasshouse", grasshouse->start_position},
        {"asylum-chess", "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1"},
        {"asylum-chess", "rnblqklbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBLQKLBNR w KQkq - 0 1",
         {{"friendly_fire", "true"}}},
        {"grasshopper", Position::start(find_variant("grasshopper")).text()},
        {"shako", Position::start(find_variant("shako")).text()},
        {"prisoners-escape", Position::start(find_variant("prisoners-escape")).text()},
        // Queens that turn into kings: new royal pieces the old king's pins say nothing about.
        {"gryphon", Position::start(find_variant("gryphon")).text()},
        {"gryphon", "r2q2nr/p5pp/1n2rn2/2nB4/5N2/R2R2q1/P2P3P/R2Q3R w - - 0 1"},
        {"kyotoshogi", Position::start(find_variant("kyotoshogi")).text()},
        // Lame leaps, hoppers with excluded screens and palace diagonals pin along odd lines.
        {"janggi", Position::start(find_variant("janggi")).text()},
        // The flying general: the generals' file is read like an attack line.
        {"xiangqi", Position::start(find_variant("xiangqi")).text()},
        {"manchu", Position::start(find_variant("manchu")).text()},
        // Drops and gatings from one hand.
        {"shouse", Position::start(find_variant("shouse")).text()},
        // A module's own first-move leaps of king and met, judged on the fast path.
        {"cambodian", Position::start(find_variant("cambodian")).text()},
    };
    std::mt19937_64 rng(0xFA57'B40ADULL);
    std::size_t positions = 0;
    std::size_t failures = 0;
    for (const auto& start : starts) {
        const VariantPtr variant =
            with_options(start.variant == "grasshouse" ? grasshouse : find_variant(start.variant), start.options);
        for (int playout = 0; playout < 4 && failures < 10; ++playout) {
            Position pos = Position::from_text(variant, start.text);
            for (int ply = 0; ply < 120; ++ply) {
                MoveList fast_list;
                MoveList slow_list;
                generate_legal(pos, fast_list, true);
                generate_legal(pos, slow_list, false);
                std::vector<std::string> fast_texts;
                std::vector<std::string> slow_texts;
                for (const Move& m : fast_list) fast_texts.push_back(move_text(pos, m));
                for (const Move& m : slow_list) slow_texts.push_back(move_text(pos, m));
                std::sort(fast_texts.begin(), fast_texts.end());
                std::sort(slow_texts.begin(), slow_texts.end());
                ++positions;
                if (fast_texts != slow_texts) {
                    ++failures;
                    FAIL_CHECK(start.variant << " playout " << playout << ": fast and slow legal moves differ in "
                                             << pos.text());
                }
                if (slow_list.empty()) break;
                pos.push(slow_list[std::uniform_int_distribution<std::size_t>(0, slow_list.size() - 1)(rng)]);
            }
        }
    }
    CHECK(failures == 0);
    CHECK(positions > 3000);
}
