#pragma once
/// \file pgn.hpp
/// Portable Game Notation, read and written, for every variant (user guide "PGN").
///
/// Reading takes several games per text; each game's tags are kept in order; the `Variant` tag
/// picks the variant (default chess; matched by name or alias, ignoring case, spaces and `-`:
/// "Chess960", "Three-check"), the `FEN` tag the start position (Varia's position text, or a
/// Fairy-Stockfish FEN). Moves are SAN or canonical move text (parse_any(), san.hpp), with or
/// without move numbers (`12.`, `12...`, and Black's `12. ... Nf6`); an `e.p.` written after a move
/// is ignored. Comments (`{...}`, over several lines if need be, and `;` to the end of the line)
/// and NAGs (`$1`, and `!`, `?`, `!!`, `??`, `!?`, `?!` written on their own or after a move) are
/// kept with the turn they follow. Variations (`(...)`, nested) are skipped: only the main line is
/// kept. Lines starting with `%` are skipped. A UTF-8 byte order mark at the start of the text is
/// skipped, and lines may end in CR LF.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "varia/game.hpp"

namespace varia {

/// What a PGN keeps beside a turn (or before the first one).
struct PgnNotes {
    std::vector<int> nags;   ///< numeric annotation glyphs ($1 = "!", $2 = "?", ...)
    std::string comment;     ///< the comments, joined by a space
};

/// One game of a PGN text.
struct PgnGame {
    /// The tags as read (or to write), in order, each name with its value.
    std::vector<std::pair<std::string, std::string>> tags;
    /// The start position and the main line's turns, at its last ply.
    Game game;
    /// The game termination marker: "1-0", "0-1", "1/2-1/2" or "*".
    std::string result = "*";
    /// Notes before the first turn (`before`), and after each turn (`after[i]` for turn i).
    PgnNotes before;
    std::vector<PgnNotes> after;

    /// The value of tag `name`, or nothing.
    [[nodiscard]] std::optional<std::string> tag(std::string_view name) const;
    /// Sets tag `name` (replacing its value, or adding it at the end).
    void set_tag(std::string_view name, std::string value);
};

/// Reads every game of `text`. Throws ParseError for malformed PGN (an unclosed tag, comment or
/// variation; an unknown variant or an unreadable FEN tag, with the variant's error) and
/// IllegalMove for a move that is not legal or is ambiguous; the message names the game (1-based)
/// and, for moves, the move number, the side and the move's text. ParseError::where() is the
/// offset in `text`.
[[nodiscard]] std::vector<PgnGame> read_pgn(std::string_view text);

/// Reads games one at a time from a PGN text (which must outlive the reader), so a large file
/// need not be held as games.
class PgnReader {
public:
    explicit PgnReader(std::string_view text) : text_(text) {}
    /// The next game, or nothing at the end of the text. Throws as read_pgn() does; the reader
    /// then stands after the failing game, so the caller may report it and go on with the next
    /// game whatever its form (with tags or movetext alone): the failing game ends at its result
    /// (`1-0`, `0-1`, `1/2-1/2`, `*`; not one inside a comment), at the next tag section or at the
    /// end of the text, whichever comes first. When a tag fails, the game's other tags and its
    /// movetext are skipped with it; a comment never closed ends it at the next line starting `[`.
    std::optional<PgnGame> next();
    /// The number of games read so far (the failing one included).
    [[nodiscard]] std::size_t games_read() const noexcept { return games_; }

private:
    std::string_view text_;
    std::size_t at_ = 0;
    std::size_t games_ = 0;
};

/// The PGN of `game`: the seven tags of the standard's roster first (Event, Site, Date, Round,
/// White, Black, Result; "?" and "????.??.??" where `game.tags` lacks them), the `Variant` tag for
/// a variant other than chess, `SetUp` "1" and `FEN` when the start position is not the
/// variant's start position, then the other tags in order; the turns in SAN with move numbers,
/// NAGs and comments, wrapped at 80 columns; then the result: the game's outcome when it is over,
/// else `game.result`. Every text this writes reads back with read_pgn() to the same turns.
[[nodiscard]] std::string write_pgn(const PgnGame& game);

/// write_pgn() of a game without tags or notes of its own.
[[nodiscard]] std::string write_pgn(const Game& game);

} // namespace varia
