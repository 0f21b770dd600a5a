// game.hpp and pgn.hpp: turns with their texts, takeback and jumps, claimable versus automatic
// draws, and PGN read back from what is written.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include <random>

using namespace varia;

TEST_CASE("Game: turns, takeback, jumps and a new line", "[game]") {
    Game game(find_variant("chess"));
    game.play("e4");
    game.play("e7e5");
    CHECK(game.turns()[0].text == "e2e4");
    CHECK(game.turns()[1].san == "e5");
    game.takeback();
    CHECK(game.ply() == 1);
    CHECK(game.turns().size() == 2);
    game.go_to(2);
    CHECK(game.position().text() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    game.go_to(1);
    game.play("c5");
    CHECK(game.turns().size() == 2);
    CHECK(game.turns()[1].text == "c7c5");
    CHECK_THROWS_AS(game.go_to(3), Error);
    CHECK_THROWS_AS(game.play("Ke3"), IllegalMove);
    CHECK(game.ply() == 2);
}

TEST_CASE("Game: FIDE's threefold repetition is a claim, fivefold ends the game", "[game]") {
    Game game(find_variant("chess"));
    const char* shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (const char* m : shuffle) game.play(m);
    CHECK(game.claimable_draw() == Termination::None);
    for (const char* m : shuffle) game.play(m);
    CHECK(game.outcome().result == Result::Ongoing);
    CHECK(game.claimable_draw() == Termination::Repetition);
    CHECK(game_status(game.position()).termination == Termination::Repetition);
    for (int i = 0; i < 2; ++i)
        for (const char* m : shuffle) game.play(m);
    CHECK(game.outcome().result == Result::Draw);
    CHECK(game.outcome().termination == Termination::Repetition);
    CHECK_FALSE(game.outcome().claimed);
    CHECK_THROWS_AS(game.play("Nf3"), IllegalMove);
    game.go_to(8);
    CHECK(game.claim_draw());
    CHECK(game.outcome().claimed);
    CHECK(game.outcome().result == Result::Draw);
    game.takeback();
    CHECK(game.outcome().result == Result::Ongoing);
}

TEST_CASE("Game: where draws are not claims, repetition ends the game", "[game]") {
    Game game(find_variant("crazyhouse"));
    for (int i = 0; i < 2; ++i)
        for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8"}) game.play(m);
    CHECK(game.outcome().termination == Termination::Repetition);
    CHECK(game.claimable_draw() == Termination::None);
}

TEST_CASE("PGN: tags, comments, NAGs, variations and errors", "[pgn]") {
    const char* text = "[Event \"Test \\\"quoted\\\"\"]\n[White \"A\"]\n[Result \"1-0\"]\n\n"
                       "{start} 1. e4 $1 e5 (1... c5 {Sicilian} 2. Nf3) 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0\n\n"
                       "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *\n";
    const std::vector<PgnGame> games = read_pgn(text);
    REQUIRE(games.size() == 2);
    CHECK(games[0].tag("Event") == "Test \"quoted\"");
    CHECK(games[0].before.comment == "start");
    CHECK(games[0].after[0].nags == std::vector<int>{1});
    CHECK(games[0].after[5].nags == std::vector<int>{4});
    CHECK(games[0].game.ply() == 7);
    CHECK(games[0].game.outcome().termination == Termination::Checkmate);
    CHECK(games[1].game.variant().name == "crazyhouse");
    CHECK(games[1].game.turns().back().san == "P@e4");
    const std::vector<PgnGame> again = read_pgn(write_pgn(games[0]));
    REQUIRE(again.size() == 1);
    CHECK(again[0].game.position().text() == games[0].game.position().text());
    CHECK(again[0].tag("White") == "A");
    try {
        (void)read_pgn("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
        FAIL("Ke3 is illegal");
    } catch (const IllegalMove& e) {
        CHECK(std::string(e.what()).find("PGN game 1, move 2 (White), \"Ke3\"") != std::string::npos);
    }
    CHECK_THROWS_AS(read_pgn("[Event \"x\n"), ParseError);
    CHECK_THROWS_AS(read_pgn("1. e4 {never closed"), ParseError);
    CHECK_THROWS_AS(read_pgn("[Variant \"nosuch\"]\n\n1. e4 *"), ParseError);
}

TEST_CASE("PGN: random games of every shipped variant read back from what is written", "[pgn]") {
    std::mt19937_64 rng(0x9e17);
    for (const VariantPtr& v : builtin_variants()) {
        Game game(v);
        for (int ply = 0; ply < 10 && game.outcome().result == Result::Ongoing; ++ply) {
            const MoveList legal = legal_moves(game.position());
            if (legal.empty()) break;
            game.play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
        }
        INFO(v->name);
        const std::string text = write_pgn(game);
        const std::vector<PgnGame> back = read_pgn(text);
        REQUIRE(back.size() == 1);
        REQUIRE(back[0].game.ply() == game.ply());
        for (std::size_t i = 0; i < game.ply(); ++i) CHECK(back[0].game.turns()[i].move == game.turns()[i].move);
    }
}

TEST_CASE("PGN: a byte order mark, CR LF, Black's `1. ...` and `e.p.` as other programs write them", "[pgn]") {
    // A UTF-8 byte order mark before the first tag.
    const std::vector<PgnGame> bom = read_pgn("\xEF\xBB\xBF[Event \"A\"]\n\n1. e4 *\n");
    REQUIRE(bom.size() == 1);
    CHECK(bom[0].tag("Event") == "A");
    CHECK(bom[0].game.ply() == 1);

    // CR LF line ends read as LF ones: tags, a comment over two lines, `;` and `%` lines, an empty
    // line inside the movetext.
    const std::string lf = "[Event \"A\"]\n[White \"B\"]\n\n% an escape line\n1. e4 {over\ntwo lines} e5 ; to the end\n\n"
                           "2. Nf3 $1 Nc6 1-0\n\n[Event \"C\"]\n\n1. d4 *\n";
    std::string crlf;
    for (char c : lf) {
        if (c == '\n') crlf += '\r';
        crlf += c;
    }
    const std::vector<PgnGame> unix_games = read_pgn(lf);
    const std::vector<PgnGame> dos_games = read_pgn(crlf);
    REQUIRE(unix_games.size() == 2);
    REQUIRE(dos_games.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(dos_games[i].tags == unix_games[i].tags);
        CHECK(dos_games[i].result == unix_games[i].result);
        CHECK(dos_games[i].game.position().text() == unix_games[i].game.position().text());
        for (std::size_t t = 0; t < unix_games[i].after.size(); ++t) {
            CHECK(dos_games[i].after[t].comment == unix_games[i].after[t].comment);
            CHECK(dos_games[i].after[t].nags == unix_games[i].after[t].nags);
        }
    }
    CHECK(dos_games[0].tag("White") == "B");
    CHECK(dos_games[0].after[0].comment == "over two lines");
    CHECK(dos_games[0].after[1].comment == "to the end");
    CHECK(dos_games[0].game.ply() == 4);

    // Black's first move after a FEN, its move number written apart (chess.js writes `1. ... Ba5`).
    const std::vector<PgnGame> black = read_pgn(
        "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1. ... e5 2. Nf3 *\n");
    REQUIRE(black.size() == 1);
    CHECK(black[0].game.ply() == 2);
    CHECK(black[0].game.turns()[0].san == "e5");

    // `e.p.` after an en passant capture, and castling written with zeros.
    const std::vector<PgnGame> ep = read_pgn("1. e4 Nf6 2. e5 d5 3. exd6 e.p. Nc6 4. Nf3 Nb8 5. Be2 Nc6 6. 0-0 *\n");
    REQUIRE(ep.size() == 1);
    REQUIRE(ep[0].game.ply() == 11);
    CHECK(ep[0].game.turns()[4].san == "exd6");
    CHECK(ep[0].game.turns()[10].san == "O-O");
    CHECK(ep[0].game.position().text() == "r1bqkb1r/ppp1pppp/2nP1n2/8/8/5N2/PPPPBPPP/RNBQ1RK1 b kq - 6 6");
}

TEST_CASE("PgnReader: after a failing game, the next game is read whatever its form", "[pgn]") {
    // The second game has an illegal move (and a result inside a comment after it); the third has
    // no tags.
    const std::string text = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 Ke7 {not 1-0 yet} 2. c4 0-1\n\n"
                             "1. Nf3 d5 *\n";
    PgnReader reader(text);
    const std::optional<PgnGame> one = reader.next();
    REQUIRE(one);
    CHECK(one->tag("Event") == "one");
    CHECK(one->game.ply() == 2);
    try {
        (void)reader.next();
        FAIL("Ke7 is illegal");
    } catch (const IllegalMove& e) {
        CHECK(std::string(e.what()).find("PGN game 2, move 1 (Black), \"Ke7\"") != std::string::npos);
    }
    const std::optional<PgnGame> three = reader.next();
    REQUIRE(three);
    CHECK(three->tags.empty());
    REQUIRE(three->game.ply() == 2);
    CHECK(three->game.turns()[0].san == "Nf3");
    CHECK(three->result == "*");
    CHECK_FALSE(reader.next());
    CHECK(reader.games_read() == 3);

    // A failing tag takes the game's other tags and its movetext with it.
    PgnReader bad_tag("[Event \"one\"]\n[Site \"never closed\n[Round \"1\"]\n\n1. e4 *\n\n1. d4 *\n");
    CHECK_THROWS_AS(bad_tag.next(), ParseError);
    const std::optional<PgnGame> after_tag = bad_tag.next();
    REQUIRE(after_tag);
    CHECK(after_tag->tags.empty());
    CHECK(after_tag->game.turns().at(0).san == "d4");
    CHECK_FALSE(bad_tag.next());

    // A variation never closed: the game ends at its result. A comment never closed: at the next
    // line that starts with `[` (a result inside it ends nothing).
    PgnReader open_variation("1. e4 (1. d4 1-0\n\n1. c4 *\n");
    CHECK_THROWS_AS(open_variation.next(), ParseError);
    const std::optional<PgnGame> after_variation = open_variation.next();
    REQUIRE(after_variation);
    CHECK(after_variation->game.turns().at(0).san == "c4");
    CHECK_FALSE(open_variation.next());
    PgnReader open_comment("1. e4 {never closed 1-0\n\n1. d4 *\n\n[Event \"x\"]\n\n1. Nf3 *\n");
    CHECK_THROWS_AS(open_comment.next(), ParseError);
    const std::optional<PgnGame> after_comment = open_comment.next();
    REQUIRE(after_comment);
    CHECK(after_comment->tag("Event") == "x");
    CHECK(after_comment->game.turns().at(0).san == "Nf3");
    CHECK_FALSE(open_comment.next());
    CHECK(open_comment.games_read() == 2);
}
