// Portable Game Notation (pgn.hpp): a small reader over the text (tags, then move text with
// comments, NAGs and skipped variations) and a writer that wraps at 80 columns.
#include "varia/pgn.hpp"

#include "varia/errors.hpp"
#include "varia/fsf_fen.hpp"
#include "varia/san.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace varia {

std::optional<std::string> PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return std::nullopt;
}

void PgnGame::set_tag(std::string_view name, std::string value) {
    for (auto& [key, old] : tags)
        if (key == name) {
            old = std::move(value);
            return;
        }
    tags.emplace_back(std::string(name), std::move(value));
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

/// A name as the `Variant` tag may write it, compared loosely: lower case, without spaces, `-`, `_`.
std::string loose(std::string_view name) {
    std::string out;
    for (char c : name)
        if (c != ' ' && c != '-' && c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// The registered variant the `Variant` tag names (chess when there is none, or "Standard").
VariantPtr variant_of_tag(const std::optional<std::string>& tag) {
    if (!tag || loose(*tag).empty() || loose(*tag) == "standard" || loose(*tag) == "fromposition")
        return find_variant("chess");
    const std::string wanted = loose(*tag);
    for (const VariantPtr& v : registered_variants()) {
        if (loose(v->name) == wanted) return v;
        for (const std::string& alias : v->aliases)
            if (loose(alias) == wanted) return v;
    }
    return find_variant(*tag); // throws OptionError listing the known variants
}

/// The annotation glyphs written as text and their NAG numbers (PGN standard 10.2).
constexpr std::array<std::pair<std::string_view, int>, 6> glyphs{
    {{"!", 1}, {"?", 2}, {"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}}};

std::optional<int> glyph_nag(std::string_view text) {
    for (const auto& [glyph, nag] : glyphs)
        if (glyph == text) return nag;
    return std::nullopt;
}

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

/// Where the line after the one holding `at` starts (the text's end on the last line).
std::size_t next_line(std::string_view text, std::size_t at) {
    const std::size_t end = text.find('\n', at);
    return end == std::string_view::npos ? text.size() : end + 1;
}

/// After a game that failed at `at`, moves `at` past the rest of that game, so that reading goes on
/// at the next game whatever its form: just after the game's result (`1-0`, `0-1`, `1/2-1/2`, `*`),
/// or at the next tag section, or at the end of the text, whichever comes first. `in_tags`: the
/// failure was in the tag that starts at `at`; the game's remaining tag lines belong to it too.
/// Comments are skipped whole (a result inside one ends nothing); a comment never closed ends the
/// game at the next line that starts with `[`.
void skip_rest_of_game(std::string_view text, std::size_t& at, bool in_tags) {
    if (in_tags) {
        at = next_line(text, at);
        for (std::size_t p = at; p < text.size(); p = at) {
            while (p < text.size() && is_space(text[p])) ++p;
            if (p == text.size() || text[p] != '[') break;
            at = next_line(text, p);
        }
    }
    while (at < text.size()) {
        const char c = text[at];
        if (is_space(c) || c == '(' || c == ')') {
            ++at;
        } else if (c == '[') {
            return; // the next game's tags
        } else if (c == ';' || (c == '%' && (at == 0 || text[at - 1] == '\n'))) {
            at = next_line(text, at);
        } else if (c == '{') {
            const std::size_t close = text.find('}', at);
            if (close != std::string_view::npos) {
                at = close + 1;
                continue;
            }
            at = next_line(text, at);
            while (at < text.size() && text[at] != '[') at = next_line(text, at);
            return;
        } else {
            const std::size_t start = at;
            while (at < text.size() && !is_space(text[at]) && text[at] != '{' && text[at] != '(' && text[at] != ')' &&
                   text[at] != ';')
                ++at;
            if (is_result(text.substr(start, at - start))) return;
        }
    }
}

/// Reads one game from `text` at `at`: the reader's state for that game.
class GameReader {
public:
    GameReader(std::string_view text, std::size_t& at, std::size_t number) : text_(text), at_(at), number_(number) {}

    PgnGame read() {
        std::vector<std::pair<std::string, std::string>> tags = read_tags();
        tags_read_ = true;
        const Position start = start_position(tags);
        PgnGame g{std::move(tags), Game(start), "*", {}, {}};
        read_moves(g);
        return g;
    }

    /// After read() threw: moves the reader past the rest of the failing game (skip_rest_of_game()).
    void skip_rest() {
        if (!tags_read_) at_ = tag_open_;
        skip_rest_of_game(text_, at_, !tags_read_);
    }

private:
    [[noreturn]] void fail(const std::string& why, std::size_t where, std::string_view what = {}) const {
        throw ParseError("PGN", std::string(what.empty() ? text_.substr(where, 40) : what),
                         "PGN game " + std::to_string(number_) + ": " + why, where);
    }

    /// Skips white space and `%` escape lines.
    void skip_space() {
        while (at_ < text_.size()) {
            if (is_space(text_[at_])) {
                ++at_;
            } else if (text_[at_] == '%' && (at_ == 0 || text_[at_ - 1] == '\n')) {
                while (at_ < text_.size() && text_[at_] != '\n') ++at_;
            } else {
                break;
            }
        }
    }

    std::vector<std::pair<std::string, std::string>> read_tags() {
        std::vector<std::pair<std::string, std::string>> tags;
        skip_space();
        while (at_ < text_.size() && text_[at_] == '[') {
            const std::size_t open = at_++;
            tag_open_ = open;
            skip_space();
            const std::size_t name_start = at_;
            while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
                ++at_;
            std::string name(text_.substr(name_start, at_ - name_start));
            if (name.empty()) fail("a tag without a name (expected [Name \"value\"])", open);
            skip_space();
            if (at_ >= text_.size() || text_[at_] != '"') fail("tag " + name + ": its value must be quoted", at_);
            std::string value;
            for (++at_; at_ < text_.size() && text_[at_] != '"'; ++at_) {
                if (text_[at_] == '\\' && at_ + 1 < text_.size()) ++at_;
                if (text_[at_] == '\n') fail("tag " + name + ": the value's closing quote is missing", open);
                value += text_[at_];
            }
            if (at_ >= text_.size()) fail("tag " + name + ": the value's closing quote is missing", open);
            ++at_;
            skip_space();
            if (at_ >= text_.size() || text_[at_] != ']') fail("tag " + name + ": ']' is missing", open);
            ++at_;
            tags.emplace_back(std::move(name), std::move(value));
            skip_space();
        }
        return tags;
    }

    /// The start position the `Variant`, `FEN` tags give.
    Position start_position(const std::vector<std::pair<std::string, std::string>>& tags) {
        std::optional<std::string> variant_tag;
        std::optional<std::string> fen;
        for (const auto& [k, v] : tags) {
            if (k == "Variant") variant_tag = v;
            if (k == "FEN") fen = v;
        }
        VariantPtr variant;
        try {
            variant = variant_of_tag(variant_tag);
        } catch (const Error& e) {
            fail(std::string("tag Variant: ") + e.what(), at_, variant_tag.value_or(""));
        }
        if (!fen) return Position::start(variant);
        try {
            return Position::from_text(variant, *fen);
        } catch (const ParseError& varia_error) {
            // Other programs write Fairy-Stockfish's FENs: read it as one before giving up.
            try {
                return position_from_fsf_fen(variant, *fen);
            } catch (const Error&) {
                fail(std::string("tag FEN: ") + varia_error.what(), at_, *fen);
            }
        }
    }

    PgnNotes& notes(PgnGame& g) { return g.after.empty() ? g.before : g.after.back(); }

    void read_comment(PgnGame& g) {
        const std::size_t open = at_;
        const std::size_t close = text_.find('}', at_);
        if (close == std::string_view::npos) fail("a comment '{' is never closed", open);
        add_comment(g, text_.substr(open + 1, close - open - 1));
        at_ = close + 1;
    }

    void add_comment(PgnGame& g, std::string_view raw) {
        // A comment's line breaks (CR LF counts as one) are spaces.
        std::string text;
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n') continue;
            text += is_space(raw[i]) ? ' ' : raw[i];
        }
        const auto first = text.find_first_not_of(' ');
        if (first == std::string::npos) return;
        text = text.substr(first, text.find_last_not_of(' ') - first + 1);
        std::string& comment = notes(g).comment;
        if (!comment.empty()) comment += ' ';
        comment += text;
    }

    /// Skips a variation, nested ones and comments inside included.
    void skip_variation() {
        const std::size_t open = at_;
        int depth = 0;
        for (; at_ < text_.size(); ++at_) {
            const char c = text_[at_];
            if (c == '{') {
                const std::size_t close = text_.find('}', at_);
                if (close == std::string_view::npos) fail("a comment '{' is never closed", at_);
                at_ = close;
            } else if (c == ';') {
                while (at_ < text_.size() && text_[at_] != '\n') ++at_;
            } else if (c == '(') {
                ++depth;
            } else if (c == ')' && --depth == 0) {
                ++at_;
                return;
            }
        }
        at_ = open + 1; // a reader that goes on after the error looks for the game's end from here
        fail("a variation '(' is never closed", open);
    }

    void read_moves(PgnGame& g) {
        while (true) {
            skip_space();
            if (at_ >= text_.size()) return;
            const char c = text_[at_];
            if (c == '[') return; // the next game's tags: this one had no result
            if (c == '{') {
                read_comment(g);
            } else if (c == ';') {
                const std::size_t end = std::min(text_.find('\n', at_), text_.size());
                add_comment(g, text_.substr(at_ + 1, end - at_ - 1));
                at_ = end;
            } else if (c == '(') {
                skip_variation();
            } else if (c == ')') {
                fail("')' without a variation to close", at_);
            } else if (c == '$') {
                const std::size_t start = at_++;
                while (at_ < text_.size() && is_digit(text_[at_])) ++at_;
                if (at_ == start + 1) fail("'$' without a number (expected a NAG such as $1)", start);
                notes(g).nags.push_back(std::stoi(std::string(text_.substr(start + 1, at_ - start - 1))));
            } else if (read_token(g)) {
                return;
            }
        }
    }

    /// Reads a move, a move number, a glyph or the result; true at the result.
    bool read_token(PgnGame& g) {
        const std::size_t start = at_;
        while (at_ < text_.size() && !is_space(text_[at_]) && text_[at_] != '{' && text_[at_] != '(' &&
               text_[at_] != ')' && text_[at_] != ';' && text_[at_] != '$')
            ++at_;
        std::string_view token = text_.substr(start, at_ - start);
        if (is_result(token)) {
            g.result = std::string(token);
            return true;
        }
        // A move number, `12.` or `12...`, alone or stuck to the move.
        std::size_t digits = 0;
        while (digits < token.size() && is_digit(token[digits])) ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            while (digits < token.size() && token[digits] == '.') ++digits;
            token.remove_prefix(digits);
            if (token.empty()) return false;
        }
        // Black's move number written apart, `1. ... e5`; the en passant mark written apart, `exd6 e.p.`.
        if (token.find_first_not_of('.') == std::string_view::npos || token == "e.p.") return false;
        if (const auto nag = glyph_nag(token)) {
            notes(g).nags.push_back(*nag);
            return false;
        }
        play(g, token, start + (at_ - start - token.size()));
        return false;
    }

    void play(PgnGame& g, std::string_view token, std::size_t where) {
        // A glyph stuck to the move is its NAG.
        std::size_t end = token.size();
        while (end > 0 && (token[end - 1] == '!' || token[end - 1] == '?')) --end;
        const std::string_view glyph = token.substr(end);
        const std::string_view move = token.substr(0, end);
        const Position& pos = g.game.position();
        const std::string place = "PGN game " + std::to_string(number_) + ", move " +
                                  std::to_string(pos.fullmove_number()) +
                                  (pos.side_to_move() == Color::White ? " (White)" : " (Black)") + ", \"" +
                                  shown(token) + "\": ";
        try {
            g.game.play(move);
        } catch (const IllegalMove& e) {
            throw IllegalMove(std::string(token), place + e.what());
        } catch (const ParseError& e) {
            throw ParseError("PGN", std::string(token), place + e.what(), where);
        }
        g.after.emplace_back();
        if (const auto nag = glyph_nag(glyph)) g.after.back().nags.push_back(*nag);
    }

    std::string_view text_;
    std::size_t& at_;
    std::size_t number_;
    bool tags_read_ = false;   ///< the tag section is over
    std::size_t tag_open_ = 0; ///< where the tag being read starts
};

} // namespace

std::optional<PgnGame> PgnReader::next() {
    if (at_ == 0 && text_.substr(0, 3) == "\xEF\xBB\xBF") at_ = 3; // a UTF-8 byte order mark
    // Skip what separates games.
    while (at_ < text_.size() && (is_space(text_[at_]) || text_[at_] == '%')) {
        if (text_[at_] == '%') {
            while (at_ < text_.size() && text_[at_] != '\n') ++at_;
        } else {
            ++at_;
        }
    }
    if (at_ >= text_.size()) return std::nullopt;
    ++games_;
    const std::size_t start = at_;
    GameReader reader(text_, at_, games_);
    try {
        return reader.read();
    } catch (const Error&) {
        reader.skip_rest();
        if (at_ <= start) at_ = next_line(text_, start); // never stand still
        throw;
    }
}

std::vector<PgnGame> read_pgn(std::string_view text) {
    std::vector<PgnGame> games;
    PgnReader reader(text);
    while (auto g = reader.next()) games.push_back(std::move(*g));
    return games;
}

// ---- writing ----

namespace {

std::string quoted(std::string_view value) {
    std::string out = "\"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c == '\n' ? ' ' : c;
    }
    return out + "\"";
}

/// Collects words into lines of at most 80 columns.
class Wrapper {
public:
    void word(const std::string& w) {
        if (!line_.empty() && line_.size() + 1 + w.size() > 80) {
            text_ += line_ + "\n";
            line_.clear();
        }
        if (!line_.empty()) line_ += ' ';
        line_ += w;
    }
    std::string finish() { return text_ + line_ + "\n"; }

private:
    std::string text_;
    std::string line_;
};

/// `$<n>` (appended: GCC 12 warns wrongly about `"$" + std::string`).
std::string fmt_nag(int nag) {
    std::string out = "$";
    out += std::to_string(nag);
    return out;
}

void write_notes(Wrapper& out, const PgnNotes& notes) {
    for (int nag : notes.nags) out.word(fmt_nag(nag));
    if (notes.comment.empty()) return;
    // A comment cannot hold '}'; words keep the wrapping simple.
    std::string comment = notes.comment;
    std::replace(comment.begin(), comment.end(), '}', ')');
    std::string word = "{";
    for (std::size_t i = 0; i <= comment.size(); ++i) {
        if (i == comment.size() || comment[i] == ' ') {
            if (i == comment.size()) word += '}';
            if (!word.empty()) out.word(word);
            word.clear();
        } else {
            word += comment[i];
        }
    }
}

} // namespace

std::string write_pgn(const PgnGame& g) {
    const Game& game = g.game;
    const GameOutcome outcome = game.outcome();
    const std::string result = outcome.result != Result::Ongoing ? result_text(outcome.result) : g.result;
    std::string text;
    const auto tag_line = [&](std::string_view name, std::string_view value) {
        text += '[';
        text += name;
        text += ' ';
        text += quoted(value);
        text += "]\n";
    };
    constexpr std::array<std::pair<std::string_view, std::string_view>, 6> roster{
        {{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"}, {"White", "?"}, {"Black", "?"}}};
    for (const auto& [name, fallback] : roster) tag_line(name, g.tag(name).value_or(std::string(fallback)));
    tag_line("Result", result);
    const Variant& v = game.variant();
    if (v.name != "chess") tag_line("Variant", v.name);
    const std::string start_text = game.start().text();
    const bool set_up = start_text != Position::start(game.start().variant_ptr()).text();
    if (set_up) {
        tag_line("SetUp", "1");
        tag_line("FEN", start_text);
    }
    // A named pair, not a structured binding: clang 14 cannot capture a binding in the lambda.
    for (const auto& tag : g.tags) {
        const std::string& name = tag.first;
        const bool written = name == "Result" || name == "Variant" || name == "SetUp" || name == "FEN" ||
                             std::any_of(roster.begin(), roster.end(), [&](const auto& r) { return r.first == name; });
        if (!written) tag_line(name, tag.second);
    }
    text += "\n";

    Wrapper out;
    write_notes(out, g.before);
    Position pos = game.start();
    bool renumber = true; // a Black turn gets `N...` at the start and after notes
    for (std::size_t i = 0; i < game.ply(); ++i) {
        const std::string number = std::to_string(pos.fullmove_number());
        if (pos.side_to_move() == Color::White)
            out.word(number + ".");
        else if (renumber)
            out.word(number + "...");
        out.word(game.turns()[i].san);
        renumber = false;
        if (i < g.after.size()) {
            write_notes(out, g.after[i]);
            renumber = !g.after[i].nags.empty() || !g.after[i].comment.empty();
        }
        pos.push(game.turns()[i].move);
    }
    out.word(result);
    return text + out.finish();
}

std::string write_pgn(const Game& game) { return write_pgn(PgnGame{{}, game, "*", {}, {}}); }

} // namespace varia
