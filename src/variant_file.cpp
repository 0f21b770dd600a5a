// Variant files (docs/variant-format.md): JSON text → a finalized Variant. Every problem is
// collected with its JSON pointer and reported in one ParseError, so an author fixes a file in
// one pass.
#include "varia/variant_file.hpp"

#include "varia/betza.hpp"
#include "varia/errors.hpp"
#include "varia/rule_module.hpp"
#include "varia/position.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <initializer_list>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <tuple>

namespace varia {

namespace {

using Json = nlohmann::ordered_json;

constexpr const char* field_name = "variant file";
constexpr int max_royals = 256;
constexpr int max_counter = 1000000; // the largest fifty-move limit (in plies) a variant file may set
constexpr int max_counting_moves = 127; // a counting limit in moves: its plies must fit a declared counter (255)

/// A member name as a JSON pointer token (RFC 6901: "~" → "~0", "/" → "~1").
std::string escape(std::string_view key) {
    std::string out;
    for (char ch : key) {
        if (ch == '~') out += "~0";
        else if (ch == '/') out += "~1";
        else out += ch;
    }
    return out;
}

std::string member_at(const std::string& at, std::string_view key) { return at + "/" + shown(escape(key), 40); }
std::string element_at(const std::string& at, std::size_t i) { return at + "/" + std::to_string(i); }

std::string quote(std::string_view text) {
    std::string out = "\"";
    out += shown(text, 40);
    out += '"';
    return out;
}

/// What a JSON value is, for "found ..." in messages: `a string ("abc")`, `a number (17.5)`.
std::string found(const Json& j) {
    switch (j.type()) {
    case Json::value_t::string: return "a string (" + quote(j.get_ref<const std::string&>()) + ")";
    case Json::value_t::boolean: return std::string("a boolean (") + (j.get<bool>() ? "true" : "false") + ")";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "a number (" + j.dump() + ")";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    case Json::value_t::null: return "null";
    default: return "a value of another kind";
    }
}

std::string join(const std::vector<std::string>& items, std::string_view sep = ", ") {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : std::string(sep)) + item;
    return out;
}

/// The message of a ParseError without its "field: " prefix.
std::string message_of(const ParseError& e) {
    std::string what = e.what();
    const std::string prefix = e.field() + ": ";
    return what.starts_with(prefix) ? what.substr(prefix.size()) : what;
}

/// The keys a variant file's top-level object may have.
constexpr std::array<std::string_view, 30> top_level_keys = {
    "$schema", "name", "aliases", "description", "board", "pieces", "start", "castling", "royals_per_side",
    "royal_check", "draws", "goals", "must_capture", "checks_allowed", "royal_moves_in_check", "black_rotated",
    "flying_general", "pass", "immobility_illegal", "grid", "hands", "drops", "drop_resets_halfmove_clock",
    "drop_region", "must_drop", "royal_drops", "drop_promoted", "unordered_actions", "options", "rules"};

/// The problems found so far, each "<pointer>: <what>".
class Problems {
public:
    void add(const std::string& at, const std::string& what) {
        list_.push_back((at.empty() ? std::string("(root)") : at) + ": " + what);
    }
    [[nodiscard]] bool empty() const noexcept { return list_.empty(); }
    [[noreturn]] void raise(std::string_view source, std::size_t where = 0) const {
        std::string message(source);
        message += ": ";
        if (list_.size() > 1) message += std::to_string(list_.size()) + " problems: ";
        message += join(list_, "; ");
        throw ParseError(field_name, std::string(source), message, where);
    }

private:
    std::vector<std::string> list_;
};

/// Typed access to the members of JSON objects, reporting wrong types, missing members and values
/// out of range. Each getter returns nullopt when the value is absent or unusable.
class Reader {
public:
    explicit Reader(Problems& problems) : problems_(problems) {}

    void problem(const std::string& at, const std::string& what) { problems_.add(at, what); }

    /// Reports every member of `object` whose name is not in `allowed`.
    void only_keys(const Json& object, const std::string& at, std::initializer_list<std::string_view> allowed) {
        only_keys(object, at, std::span<const std::string_view>(allowed.begin(), allowed.size()));
    }
    void only_keys(const Json& object, const std::string& at, std::span<const std::string_view> allowed) {
        std::vector<std::string> names(allowed.begin(), allowed.end());
        for (const auto& [key, value] : object.items())
            if (std::find(names.begin(), names.end(), key) == names.end())
                problem(member_at(at, key), "unknown key (expected one of: " + join(names) + ")");
    }

    /// The member `key` of `object`; reports it as missing (expecting `expected`) when required.
    const Json* member(const Json& object, const std::string& at, std::string_view key, bool required,
                       std::string_view expected) {
        const auto it = object.find(std::string(key));
        if (it != object.end()) return &*it;
        if (required) problem(member_at(at, key), "missing (expected " + std::string(expected) + ")");
        return nullptr;
    }

    /// `j` is an object; otherwise reports it and returns false.
    bool object(const Json& j, const std::string& at) {
        if (j.is_object()) return true;
        problem(at, "expected an object, found " + found(j));
        return false;
    }
    /// `j` is an array; otherwise reports it and returns false.
    bool array(const Json& j, const std::string& at, std::string_view of) {
        if (j.is_array()) return true;
        problem(at, "expected an array of " + std::string(of) + ", found " + found(j));
        return false;
    }

    std::optional<std::string> string(const Json& j, const std::string& at, std::string_view expected = "a string") {
        if (j.is_string()) return j.get<std::string>();
        problem(at, "expected " + std::string(expected) + ", found " + found(j));
        return std::nullopt;
    }
    std::optional<std::string> string(const Json& object, const std::string& at, std::string_view key, bool required,
                                      std::string_view expected = "a string") {
        const Json* j = member(object, at, key, required, expected);
        return j ? string(*j, member_at(at, key), expected) : std::nullopt;
    }

    std::optional<bool> boolean(const Json& object, const std::string& at, std::string_view key) {
        const Json* j = member(object, at, key, false, "");
        if (!j) return std::nullopt;
        if (j->is_boolean()) return j->get<bool>();
        problem(member_at(at, key), "expected true or false, found " + found(*j));
        return std::nullopt;
    }

    /// A whole number in lo..hi.
    std::optional<int> integer(const Json& j, const std::string& at, int lo, int hi) {
        const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
        if (!j.is_number_integer()) {
            problem(at, "expected a whole number " + range + ", found " + found(j));
            return std::nullopt;
        }
        const bool fits = j.is_number_unsigned() ? j.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi)
                                                 : j.get<std::int64_t>() <= hi;
        if (!fits || j.get<std::int64_t>() < lo) {
            problem(at, j.dump() + " is out of range " + range);
            return std::nullopt;
        }
        return static_cast<int>(j.get<std::int64_t>());
    }
    std::optional<int> integer(const Json& object, const std::string& at, std::string_view key, bool required,
                               int lo, int hi) {
        const Json* j = member(object, at, key, required,
                               "a whole number " + std::to_string(lo) + ".." + std::to_string(hi));
        return j ? integer(*j, member_at(at, key), lo, hi) : std::nullopt;
    }

    /// One of `choices` (strings).
    std::optional<std::string> one_of(const Json& object, const std::string& at, std::string_view key,
                                      std::initializer_list<std::string_view> choices) {
        std::vector<std::string> names;
        for (std::string_view c : choices) names.push_back(quote(c));
        const std::string expected = "one of " + join(names);
        const auto text = string(object, at, key, false, expected);
        if (!text) return std::nullopt;
        if (std::find(choices.begin(), choices.end(), *text) != choices.end()) return text;
        problem(member_at(at, key), quote(*text) + " is not " + expected);
        return std::nullopt;
    }

    /// A piece letter: a string of one upper-case letter A-Z, or `+` and one for a promoted piece
    /// (PieceType::promoted). Returned as a key: the letter, or for `+X` the lower-case x
    /// (key_text() writes it back).
    std::optional<char> letter(const Json& j, const std::string& at) {
        constexpr const char* expected = "one upper-case letter A-Z, or + and one for a promoted piece";
        const auto text = string(j, at, std::string("a piece letter (") + expected + ")");
        if (!text) return std::nullopt;
        if (text->size() == 1 && (*text)[0] >= 'A' && (*text)[0] <= 'Z') return (*text)[0];
        if (text->size() == 2 && (*text)[0] == '+' && (*text)[1] >= 'A' && (*text)[1] <= 'Z')
            return static_cast<char>((*text)[1] - 'A' + 'a');
        problem(at, quote(*text) + " is not a piece letter (expected " + expected + ")");
        return std::nullopt;
    }

    /// A file letter of a board `width` files wide (0-based result).
    std::optional<int> file(const Json& j, const std::string& at, int width) {
        const std::string expected = std::string("a file letter a..") + static_cast<char>('a' + width - 1);
        const auto text = string(j, at, expected);
        if (!text) return std::nullopt;
        if (text->size() == 1 && (*text)[0] >= 'a' && (*text)[0] < 'a' + width) return (*text)[0] - 'a';
        problem(at, quote(*text) + " is not " + expected);
        return std::nullopt;
    }

    /// A list of distinct ranks 1..height (0-based result); empty allowed when `allow_empty`.
    std::optional<std::vector<int>> ranks(const Json& j, const std::string& at, int height, bool allow_empty) {
        const std::string of = "ranks 1.." + std::to_string(height);
        if (!array(j, at, of)) return std::nullopt;
        if (j.empty() && !allow_empty) {
            problem(at, "empty (expected at least one rank 1.." + std::to_string(height) + ")");
            return std::nullopt;
        }
        std::vector<int> out;
        bool ok = true;
        for (std::size_t i = 0; i < j.size(); ++i) {
            const auto rank = integer(j[i], element_at(at, i), 1, height);
            if (!rank) {
                ok = false;
            } else if (std::find(out.begin(), out.end(), *rank - 1) != out.end()) {
                problem(element_at(at, i), "rank " + std::to_string(*rank) + " listed twice");
                ok = false;
            } else {
                out.push_back(*rank - 1);
            }
        }
        return ok ? std::optional(out) : std::nullopt;
    }

private:
    Problems& problems_;
};

/// Square name ("a1".."p16") on a width × height board, or nullopt.
std::optional<Square> parse_square_name(std::string_view name, int width, int height) {
    if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] >= 'a' + width) return std::nullopt;
    if (name[1] < '1' || name[1] > '9') return std::nullopt;
    int rank = 0;
    for (char ch : name.substr(1)) {
        if (ch < '0' || ch > '9') return std::nullopt;
        rank = rank * 10 + (ch - '0');
    }
    if (rank < 1 || rank > height) return std::nullopt;
    return make_square(name[0] - 'a', rank - 1);
}

/// How a piece key of Reader::letter() is written: `P`, or `+P` for the key 'p'.
std::string key_text(char key) {
    if (key >= 'a' && key <= 'z') return {'+', static_cast<char>(key - 'a' + 'A')};
    return std::string(1, key);
}

/// key_text() in single quotes (built by appending: GCC 12 warns, wrongly, about "'" + std::string).
std::string quoted_key(char key) {
    std::string out(1, '\'');
    out += key_text(key);
    out += '\'';
    return out;
}

/// A White piece of a start position: its key (Reader::letter()), file and rank (0-based).
struct PlacedPiece {
    char letter;
    int file;
    int rank;
};

/// The White pieces of the placement field of `start`, or nullopt when the placement does not
/// have the board's shape (Position::from_text then reports exactly what is wrong).
std::optional<std::vector<PlacedPiece>> white_pieces(std::string_view start, int width, int height) {
    const std::size_t begin = start.find_first_not_of(' ');
    if (begin == std::string_view::npos) return std::nullopt;
    std::string_view placement = start.substr(begin, start.find(' ', begin) - begin);
    placement = placement.substr(0, placement.find('['));
    std::vector<PlacedPiece> out;
    int rank = height - 1;
    int file = 0;
    for (std::size_t k = 0; k < placement.size(); ++k) {
        const char ch = placement[k];
        if (ch == '/') {
            if (file != width || rank == 0) return std::nullopt;
            --rank;
            file = 0;
        } else if (ch >= '0' && ch <= '9') {
            int run = ch - '0';
            // A run longer than the board is refused below; stop accumulating before it can overflow.
            while (k + 1 < placement.size() && placement[k + 1] >= '0' && placement[k + 1] <= '9' && run <= width)
                run = run * 10 + (placement[++k] - '0');
            file += run;
        } else {
            const bool promoted = ch == '+' && k + 1 < placement.size();
            const char letter = promoted ? placement[++k] : ch;
            if (letter >= 'A' && letter <= 'Z')
                out.push_back({promoted ? static_cast<char>(letter - 'A' + 'a') : letter, file, rank});
            ++file;
        }
        if (file > width) return std::nullopt;
    }
    if (rank != 0 || file != width) return std::nullopt;
    return out;
}

/// A piece type as read, before letters are resolved across the whole file.
struct PieceDraft {
    std::string at; ///< "/pieces/<i>"
    PieceType type;
    std::optional<char> letter;
    bool explicit_initial_ranks = false;
    /// Promotion choices as letters, each with its pointer (White's, or both sides'), and Black's
    /// when they differ.
    std::vector<std::pair<char, std::string>> choices;
    std::vector<std::pair<char, std::string>> black_choices;
    /// "turns_into" as a letter, with its pointer.
    std::optional<std::pair<char, std::string>> turn;
    /// "hop_screen_not" and "hop_capture_not" as letters, with their pointers.
    std::vector<std::pair<char, std::string>> screen_not;
    std::vector<std::pair<char, std::string>> capture_not;
    int castling_distance = 0;         ///< from an O<n> atom
    std::optional<std::string> role;   ///< "castling": "king" or "rook"
};

/// Reads and validates the whole document; builds `v` (not finalized) when there is no problem.
class VariantReader {
public:
    VariantReader(Problems& problems, Variant& v) : read_(problems), v_(v) {}

    void run(const Json& root) {
        if (!read_.object(root, "")) return;
        read_.only_keys(root, "", top_level_keys);
        read_.string(root, "", "$schema", false);
        names(root);
        if (const auto text = read_.string(root, "", "description", false)) v_.description = *text;
        board(root);
        pieces(root);
        if (const auto text = read_.string(root, "", "start", true, "position text")) {
            v_.start_position = *text;
            start_known_ = true;
        }
        placed_ = start_known_ ? white_pieces(v_.start_position, width_, height_) : std::nullopt;
        initial_ranks();
        castling(root);
        royals(root);
        royal_promotions();
        draws(root);
        goals(root);
        if (const auto capture = read_.boolean(root, "", "must_capture")) v_.must_capture = *capture;
        if (const auto checks = read_.boolean(root, "", "checks_allowed")) v_.checks_allowed = *checks;
        if (const auto flight = read_.boolean(root, "", "royal_moves_in_check")) v_.royal_moves_in_check = *flight;
        if (const auto rotated = read_.boolean(root, "", "black_rotated")) v_.black_rotated = *rotated;
        if (const auto flying = read_.boolean(root, "", "flying_general")) v_.flying_general = *flying;
        if (const auto pass = read_.boolean(root, "", "pass")) v_.pass = *pass;
        if (const auto unordered = read_.boolean(root, "", "unordered_actions")) v_.unordered_actions = *unordered;
        if (const auto immobile = read_.boolean(root, "", "immobility_illegal")) v_.immobility_illegal = *immobile;
        grid(root);
        if (const auto hands = read_.boolean(root, "", "hands")) v_.has_hands = *hands;
        if (const auto drops = read_.boolean(root, "", "drops")) v_.drops = *drops;
        if (const auto reset = read_.boolean(root, "", "drop_resets_halfmove_clock")) v_.drop_resets_halfmove_clock = *reset;
        must_drop(root);
        if (const auto royal = read_.boolean(root, "", "royal_drops")) v_.royal_drops = *royal;
        if (const auto promoted = read_.boolean(root, "", "drop_promoted")) v_.drop_promoted = *promoted;
        if (const Json* region_j = read_.member(root, "", "drop_region", false, "")) {
            if (read_.object(*region_j, "/drop_region")) {
                read_.only_keys(*region_j, "/drop_region", {"white", "black"});
                colour_regions(*region_j, "/drop_region", "white", "black", true,
                               [&](Color c, const SquareSet& set) { v_.drop_region[index(c)] = set; });
            }
        }
        // Drop rules in a variant without drops would silently do nothing.
        const bool dropping = v_.has_hands && v_.drops;
        for (const char* key : {"must_drop", "royal_drops", "drop_region", "drop_promoted"})
            if (root.contains(key) && !dropping)
                read_.problem(std::string("/") + key, "given, but the variant has no drops (expected \"hands\": true)");
        if (v_.castling.rights_from_drops && !dropping)
            read_.problem("/castling/rights_from_drops", "given, but the variant has no drops (expected \"hands\": true)");
        if (!v_.has_hands) {
            for (const PieceDraft& d : drafts_) {
                if (d.type.drop_file_limit > 0)
                    read_.problem(d.at + "/drop_file_limit", "given, but the variant has no hands (expected \"hands\": true)");
                if (d.type.drop_gravity)
                    read_.problem(d.at + "/drop_gravity", "given, but the variant has no hands (expected \"hands\": true)");
                if (d.type.drop_on_both_colours)
                    read_.problem(d.at + "/drop_on_both_colours",
                                  "given, but the variant has no hands (expected \"hands\": true)");
                if (!d.type.drop_region[0].empty() || !d.type.drop_region[1].empty())
                    read_.problem(d.at + "/drop_region", "given, but the variant has no hands (expected \"hands\": true)");
            }
            if (v_.goals.drop_mate_types != 0)
                read_.problem("/goals/drop_mate", "given, but the variant has no hands (expected \"hands\": true)");
        }
        options(root);
        rules(root);
    }

    /// Moves the piece types into the variant (call once run() reported no problem).
    void finish() {
        for (PieceDraft& d : drafts_) v_.piece_types.push_back(std::move(d.type));
    }

private:
    static bool good_name(const std::string& name) {
        if (name.empty() || name.size() > 40 || name[0] == '-') return false;
        return std::all_of(name.begin(), name.end(), [](char ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-';
        });
    }

    void names(const Json& root) {
        constexpr const char* expected = "lower-case letters, digits and '-', 1..40 characters, not starting with '-'";
        std::set<std::string> seen;
        if (const auto name = read_.string(root, "", "name", true, "a variant name")) {
            if (!good_name(*name)) read_.problem("/name", quote(*name) + " is not a variant name (" + expected + ")");
            v_.name = *name;
            seen.insert(*name);
        }
        const Json* aliases = read_.member(root, "", "aliases", false, "");
        if (!aliases || !read_.array(*aliases, "/aliases", "variant names")) return;
        for (std::size_t i = 0; i < aliases->size(); ++i) {
            const std::string at = element_at("/aliases", i);
            const auto alias = read_.string((*aliases)[i], at, "a variant name");
            if (!alias) continue;
            if (!good_name(*alias)) {
                read_.problem(at, quote(*alias) + " is not a variant name (" + expected + ")");
            } else if (!seen.insert(*alias).second) {
                read_.problem(at, quote(*alias) + " is already the variant's name or another alias");
            } else {
                v_.aliases.push_back(*alias);
            }
        }
    }

    void board(const Json& root) {
        const Json* board = read_.member(root, "", "board", true, "an object with \"width\" and \"height\"");
        if (!board || !read_.object(*board, "/board")) return;
        read_.only_keys(*board, "/board", {"width", "height", "holes"});
        const auto width = read_.integer(*board, "/board", "width", true, 1, max_files);
        const auto height = read_.integer(*board, "/board", "height", true, 1, max_ranks);
        if (width) v_.width = width_ = *width;
        if (height) v_.height = height_ = *height;
        board_known_ = width && height;
        const Json* holes = read_.member(*board, "/board", "holes", false, "");
        if (!holes || !read_.array(*holes, "/board/holes", "square names")) return;
        std::set<Square> seen;
        for (std::size_t i = 0; i < holes->size(); ++i) {
            const std::string at = element_at("/board/holes", i);
            const auto name = read_.string((*holes)[i], at, "a square name");
            if (!name || !board_known_) continue;
            const auto square = parse_square_name(*name, width_, height_);
            if (!square) {
                read_.problem(at, quote(*name) + " is not a square of the " + std::to_string(width_) + "x" +
                                      std::to_string(height_) + " board");
            } else if (!seen.insert(*square).second) {
                read_.problem(at, quote(*name) + " listed twice");
            } else {
                v_.holes.push_back(*square);
            }
        }
        if (board_known_ && static_cast<int>(seen.size()) == width_ * height_)
            read_.problem("/board/holes", "every cell is a hole (a board needs at least one square)");
    }

    /// "grid": {"width": w, "height": h, "first_width": ..., "first_height": ...} (GridRule).
    void grid(const Json& root) {
        const Json* j = read_.member(root, "", "grid", false, "");
        if (!j || !read_.object(*j, "/grid")) return;
        const std::string at = "/grid";
        read_.only_keys(*j, at, {"width", "height", "first_width", "first_height"});
        GridRule& g = v_.grid;
        g.enabled = true;
        if (const auto n = read_.integer(*j, at, "width", true, 1, max_files)) g.width = *n;
        if (const auto n = read_.integer(*j, at, "height", true, 1, max_ranks)) g.height = *n;
        g.first_width = g.width;
        g.first_height = g.height;
        if (const auto n = read_.integer(*j, at, "first_width", false, 1, g.width)) g.first_width = *n;
        if (const auto n = read_.integer(*j, at, "first_height", false, 1, g.height)) g.first_height = *n;
        if (g.width * g.height < 2) read_.problem(at, "cells of one square (expected at least two squares per cell)");
    }

    void pieces(const Json& root) {
        const Json* pieces = read_.member(root, "", "pieces", true, "an array of piece types");
        if (!pieces || !read_.array(*pieces, "/pieces", "piece types")) return;
        if (pieces->empty() || pieces->size() > static_cast<std::size_t>(max_piece_types)) {
            read_.problem("/pieces", std::to_string(pieces->size()) + " piece types (expected 1.." +
                                         std::to_string(max_piece_types) + ")");
            if (pieces->empty()) return;
        }
        for (std::size_t i = 0; i < pieces->size() && i < static_cast<std::size_t>(max_piece_types); ++i)
            drafts_.push_back(piece((*pieces)[i], element_at("/pieces", i)));

        // Letters: unique across the file.
        std::map<char, std::string> letters;
        for (const PieceDraft& d : drafts_) {
            if (!d.letter) continue;
            const auto [it, fresh] = letters.emplace(*d.letter, d.at);
            if (!fresh)
                read_.problem(d.at + "/letter", quoted_key(*d.letter) + " used twice (also " + it->second +
                                                    "/letter)");
        }
        // Promotion choices: letters of piece types of this file.
        std::string known;
        for (const auto& [letter, at] : letters) known += (known.empty() ? "" : ", ") + key_text(letter);
        known_letters_ = known;
        for (PieceDraft& d : drafts_) {
            resolve_choices(d, d.choices, d.type.promotion.choices);
            resolve_choices(d, d.black_choices, d.type.promotion.black_choices);
            for (const auto& [list, mask] : {std::pair{&d.screen_not, &d.type.hop_screen_excluded},
                                             std::pair{&d.capture_not, &d.type.hop_capture_excluded}})
                for (const auto& [letter, at] : *list)
                    if (const std::optional<PieceTypeId> id = known_type(letter, at)) *mask |= 1U << *id;
            if (!d.turn) continue;
            const auto& [letter, at] = *d.turn;
            if (const std::optional<PieceTypeId> id = known_type(letter, at)) {
                if (&drafts_[*id] == &d) read_.problem(at, quoted_key(letter) + " is the piece itself (a turn must change the piece)");
                else d.type.turns_into = *id;
            }
        }
    }

    /// The type id of `letter`, if a piece type of the file has it.
    std::optional<PieceTypeId> type_of(char letter) const {
        for (std::size_t t = 0; t < drafts_.size(); ++t)
            if (drafts_[t].letter == letter) return static_cast<PieceTypeId>(t);
        return std::nullopt;
    }

    /// The type with letter `letter`; reports at `at` that there is none.
    std::optional<PieceTypeId> known_type(char letter, const std::string& at) {
        const std::optional<PieceTypeId> id = type_of(letter);
        if (!id)
            read_.problem(at, quoted_key(letter) + " is not the letter of a piece type (known: " +
                                  known_letters_ + ")");
        return id;
    }

    /// Promotion choices given as letters, as type ids.
    void resolve_choices(const PieceDraft& d, const std::vector<std::pair<char, std::string>>& letters,
                         std::vector<PieceTypeId>& out) {
        for (const auto& [letter, at] : letters) {
            const std::optional<PieceTypeId> id = known_type(letter, at);
            if (!id) continue;
            if (std::find(out.begin(), out.end(), *id) != out.end()) {
                read_.problem(at, quoted_key(letter) + " listed twice");
            } else if (&drafts_[*id] == &d) {
                read_.problem(at, quoted_key(letter) +
                                      " is the promoting piece itself (a promotion must change the piece)");
            } else {
                out.push_back(*id);
            }
        }
    }

    /// "friendly_leap": the steps to the hurdle as plain one-step XBetza leapers with modes ("fmK" =
    /// the three forward steps, landing on empty squares only); each becomes a Hop::FriendlyLeap atom.
    void friendly_leap(const std::string& text, const std::string& at, PieceDraft& d) {
        const std::string pat = at + "/friendly_leap";
        try {
            const betza::Movement steps = betza::parse(text);
            for (const Atom& a : steps.atoms) {
                const bool one_step = std::all_of(a.vectors.begin(), a.vectors.end(), [](Vec v) {
                    return std::abs(v.dx) <= 1 && std::abs(v.dy) <= 1;
                });
                if (steps.castling != 0 || a.range != 1 || !one_step || (a.modes & modes::en_passant) ||
                    a.hop != Hop::None || a.lame || a.jump_first || a.initial_only || a.locust_modes != 0) {
                    read_.problem(pat, "expected one-step directions such as \"fmK\" or \"WF\" (W, F or K with "
                                       "direction and m/c letters only), found " + quote(text));
                    return;
                }
                d.type.atoms.push_back(a.hopping(Hop::FriendlyLeap));
            }
        } catch (const ParseError& e) {
            read_.problem(pat, message_of(e));
        }
    }

    PieceDraft piece(const Json& j, const std::string& at) {
        PieceDraft d;
        d.at = at;
        if (!read_.object(j, at)) return d;
        read_.only_keys(j, at, {"letter", "name", "betza", "friendly_leap", "pawn", "royal", "capturable",
                                "initial_ranks", "initial_squares", "en_passant_ranks", "region", "zone", "promotion", "castling",
                                "drop_file_limit", "drop_gravity", "drop_on_both_colours", "drop_region", "promotion_limit",
                                "halfmove_clock_reset", "turns_into", "turns_on", "hop_screen_not", "hop_capture_not", "mating",
                                "san_letter"});
        if (const Json* letter = read_.member(j, at, "letter", true, "a piece letter (one upper-case letter A-Z)")) {
            d.letter = read_.letter(*letter, at + "/letter");
            if (d.letter) {
                d.type.promoted = *d.letter >= 'a' && *d.letter <= 'z';
                d.type.letter = key_text(*d.letter).back();
            }
        }
        if (const auto name = read_.string(j, at, "name", true, "a piece name")) {
            if (name->empty()) read_.problem(at + "/name", "empty (expected a piece name)");
            d.type.name = *name;
        }
        if (const auto text = read_.string(j, at, "betza", true, "XBetza text")) {
            // "" is a piece that never moves (the stones of drop games: Fairy-Stockfish's `immobile`).
            if (!text->empty()) {
                try {
                    const betza::Movement movement = betza::parse(*text);
                    d.type.atoms = movement.atoms;
                    d.castling_distance = movement.castling;
                } catch (const ParseError& e) {
                    read_.problem(at + "/betza", message_of(e));
                }
            }
        }
        if (const auto text = read_.string(j, at, "friendly_leap", false, "XBetza text")) friendly_leap(*text, at, d);
        if (const auto pawn = read_.boolean(j, at, "pawn")) d.type.is_pawn = *pawn;
        if (const auto san = read_.string(j, at, "san_letter", false, "one upper-case letter A-Z")) {
            if (san->size() == 1 && (*san)[0] >= 'A' && (*san)[0] <= 'Z') d.type.san_letter = (*san)[0];
            else read_.problem(at + "/san_letter", quote(*san) + " (expected one upper-case letter A-Z)");
        }
        if (const Json* reset = read_.member(j, at, "halfmove_clock_reset", false, "")) {
            using Reset = PieceType::ClockReset;
            if (reset->is_boolean()) d.type.halfmove_clock_reset = reset->get<bool>() ? Reset::Always : Reset::Never;
            else if (reset->is_string() && reset->get<std::string>() == "irreversible") d.type.halfmove_clock_reset = Reset::Irreversible;
            else read_.problem(at + "/halfmove_clock_reset", "expected true, false or \"irreversible\", found " + found(*reset));
        }
        if (const auto royal = read_.boolean(j, at, "royal")) d.type.royal = *royal;
        if (const auto power = read_.one_of(j, at, "mating", {"alone", "helper", "colour-bound"}))
            d.type.mating = *power == "alone"    ? MatingPower::Alone
                            : *power == "helper" ? MatingPower::Helper
                                                 : MatingPower::ColourBound;
        if (const auto capturable = read_.boolean(j, at, "capturable")) d.type.capturable = *capturable;
        if (const auto limit = read_.integer(j, at, "drop_file_limit", false, 1, max_ranks)) d.type.drop_file_limit = *limit;
        if (const auto gravity = read_.boolean(j, at, "drop_gravity")) d.type.drop_gravity = *gravity;
        if (const auto both = read_.boolean(j, at, "drop_on_both_colours")) d.type.drop_on_both_colours = *both;
        if (const auto limit = read_.integer(j, at, "promotion_limit", false, 1, max_files * max_ranks))
            d.type.promotion_limit = *limit;
        if (const Json* ranks = read_.member(j, at, "initial_ranks", false, "")) {
            d.explicit_initial_ranks = true;
            if (const auto r = read_.ranks(*ranks, at + "/initial_ranks", height_, true)) d.type.initial_ranks = *r;
        }
        if (const Json* squares = read_.member(j, at, "initial_squares", false, "")) {
            // Squares instead of (or besides, when initial_ranks is given too) the start's ranks.
            const std::string sat = at + "/initial_squares";
            d.explicit_initial_ranks = true;
            if (read_.object(*squares, sat)) {
                read_.only_keys(*squares, sat, {"white", "black"});
                colour_regions(*squares, sat, "white", "black", true,
                               [&](Color c, const SquareSet& set) { d.type.initial_squares[index(c)] = square_list(set); });
            }
        }
        piece_squares(j, at, "region", d.type.region);
        piece_squares(j, at, "drop_region", d.type.drop_region);
        if (const Json* zone = read_.member(j, at, "zone", false, "")) zone_moves(*zone, at + "/zone", d);
        if (const Json* ranks = read_.member(j, at, "en_passant_ranks", false, ""))
            if (const auto r = read_.ranks(*ranks, at + "/en_passant_ranks", height_, false))
                d.type.en_passant_ranks = *r;
        if (const Json* promotion = read_.member(j, at, "promotion", false, "")) {
            const std::string pat = at + "/promotion";
            if (read_.object(*promotion, pat)) {
                read_.only_keys(*promotion, pat,
                                {"ranks", "squares", "black_squares", "choices", "black_choices", "optional", "from_zone"});
                if (const auto optional = read_.boolean(*promotion, pat, "optional")) d.type.promotion.optional = *optional;
                if (const auto from = read_.boolean(*promotion, pat, "from_zone")) d.type.promotion.from_zone = *from;
                const bool by_square = promotion->contains("squares") || promotion->contains("black_squares");
                if (const Json* ranks = read_.member(*promotion, pat, "ranks", !by_square, "an array of ranks"))
                    if (const auto r = read_.ranks(*ranks, pat + "/ranks", height_, false)) d.type.promotion.ranks = *r;
                colour_regions(*promotion, pat, "squares", "black_squares", false, [&](Color c, const SquareSet& set) {
                    d.type.promotion.squares[index(c)] = square_list(set);
                });
                choice_letters(*promotion, pat, "choices", true, d.choices);
                choice_letters(*promotion, pat, "black_choices", false, d.black_choices);
            }
        }
        d.role = read_.one_of(j, at, "castling", {"king", "rook"});
        choice_letters(j, at, "hop_screen_not", false, d.screen_not);
        choice_letters(j, at, "hop_capture_not", false, d.capture_not);
        if (const Json* into = read_.member(j, at, "turns_into", false, ""))
            if (const auto letter = read_.letter(*into, at + "/turns_into")) d.turn.emplace(*letter, at + "/turns_into");
        if (const auto on = read_.one_of(j, at, "turns_on", {"move", "capture"})) {
            if (!d.turn) read_.problem(at + "/turns_on", "given, but the piece has no \"turns_into\"");
            d.type.turns_on_capture_only = *on == "capture";
        }
        return d;
    }

    /// "zone": {"ranks": [...], "squares": [...], "betza": "...", "confined": bool}: further moves
    /// the piece has on those ranks and squares; confined, they also pass and end only there.
    void zone_moves(const Json& zone, const std::string& zat, PieceDraft& d) {
        if (!read_.object(zone, zat)) return;
        read_.only_keys(zone, zat, {"ranks", "squares", "betza", "confined"});
        const bool by_square = zone.contains("squares");
        if (const Json* ranks = read_.member(zone, zat, "ranks", !by_square, "an array of ranks"))
            if (const auto r = read_.ranks(*ranks, zat + "/ranks", height_, false)) d.type.zone_ranks = *r;
        if (by_square)
            if (const auto set = region(zone.at("squares"), zat + "/squares")) d.type.zone_squares = square_list(*set);
        if (const auto confined = read_.boolean(zone, zat, "confined")) d.type.zone_confined = *confined;
        if (const auto text = read_.string(zone, zat, "betza", true, "XBetza text")) {
            try {
                const betza::Movement movement = betza::parse(*text);
                if (movement.castling != 0)
                    read_.problem(zat + "/betza", "castling (O) cannot depend on a zone, found " + quote(*text));
                d.type.zone_atoms = movement.atoms;
            } catch (const ParseError& e) {
                read_.problem(zat + "/betza", message_of(e));
            }
        }
    }

    /// The letters of the promotion choices `key` of `promotion` (a non-empty array), each with its
    /// pointer, resolved to types once every piece is read.
    void choice_letters(const Json& promotion, const std::string& pat, const char* key, bool required,
                        std::vector<std::pair<char, std::string>>& out) {
        const std::string at = pat + "/" + key;
        const Json* list = read_.member(promotion, pat, key, required, "an array of piece letters");
        if (!list || !read_.array(*list, at, "piece letters")) return;
        if (list->empty()) read_.problem(at, "empty (expected at least one piece letter)");
        for (std::size_t i = 0; i < list->size(); ++i)
            if (const auto letter = read_.letter((*list)[i], element_at(at, i))) out.emplace_back(*letter, element_at(at, i));
    }

    /// Default initial ranks: the ranks the type occupies for White in the start position.
    void initial_ranks() {
        if (!placed_) return;
        for (PieceDraft& d : drafts_) {
            if (d.explicit_initial_ranks || !d.letter) continue;
            for (const PlacedPiece& p : *placed_)
                if (p.letter == *d.letter &&
                    std::find(d.type.initial_ranks.begin(), d.type.initial_ranks.end(), p.rank) ==
                        d.type.initial_ranks.end())
                    d.type.initial_ranks.push_back(p.rank);
            std::sort(d.type.initial_ranks.begin(), d.type.initial_ranks.end());
        }
    }

    void castling(const Json& root) {
        CastlingRules& rules = v_.castling;
        const Json* object = read_.member(root, "", "castling", false, "");
        if (object && !read_.object(*object, "/castling")) object = nullptr;
        if (object)
            read_.only_keys(*object, "/castling",
                            {"king_file", "rank", "king_side", "queen_side", "rook_files", "notation", "fen",
                             "every_king_move_loses_rights", "rights_from_drops"});

        // Who castles: "castling": "king" / "rook", an O<n> atom makes its piece the king.
        const PieceDraft* king = nullptr;
        const PieceDraft* o_piece = nullptr;
        bool has_rook = false;
        for (PieceDraft& d : drafts_) {
            if (d.castling_distance > 0) {
                if (o_piece) {
                    read_.problem(d.at + "/betza", "a second castling atom O" + std::to_string(d.castling_distance) +
                                                       " (" + o_piece->at + " castles already)");
                    continue;
                }
                o_piece = &d;
                if (d.role == "rook")
                    read_.problem(d.at + "/castling", "\"rook\", but the betza has a castling atom O" +
                                                          std::to_string(d.castling_distance) +
                                                          ", which makes the piece the castling king");
            }
            const bool is_king = d.castling_distance > 0 || d.role == "king";
            d.type.castling_king = is_king;
            d.type.castling_rook = d.role == "rook" && !is_king;
            has_rook = has_rook || d.type.castling_rook;
            if (is_king) {
                if (king && king != &d)
                    read_.problem(d.at + (d.role == "king" ? "/castling" : "/betza"),
                                  "a second castling king type (" + king->at + " is one already)");
                else
                    king = &d;
            }
        }
        rules.enabled = object != nullptr || o_piece != nullptr;
        if (!rules.enabled) {
            for (const PieceDraft& d : drafts_)
                if (d.role)
                    read_.problem(d.at + "/castling", quote(*d.role) +
                                                          ", but the variant has no castling (no \"castling\" "
                                                          "object and no O<n> atom)");
            return;
        }
        const std::string where = object ? "/castling" : o_piece->at + "/betza";
        const std::string what =
            object ? "castling rules" : "a castling atom O" + std::to_string(o_piece->castling_distance);
        if (!king)
            read_.problem(where, what + ", but no piece type is the castling king (give one \"castling\": \"king\" "
                                        "or an O<n> atom)");
        if (!has_rook) read_.problem(where, what + ", but no piece type has \"castling\": \"rook\"");

        if (object) {
            if (const auto notation = read_.one_of(*object, "/castling", "notation", {"king-to-target", "king-takes-rook"}))
                rules.king_takes_rook_notation = *notation == "king-takes-rook";
            if (const auto fen = read_.one_of(*object, "/castling", "fen", {"KQkq", "files"}))
                rules.shredder_fen = *fen == "files";
            if (const auto every = read_.boolean(*object, "/castling", "every_king_move_loses_rights"))
                rules.every_king_move_loses_rights = *every;
            if (const auto dropped = read_.boolean(*object, "/castling", "rights_from_drops"))
                rules.rights_from_drops = *dropped;
        }
        if (!board_known_) return;
        if (object)
            if (const auto rank = read_.integer(*object, "/castling", "rank", false, 1, height_))
                rules.rank = *rank - 1;

        // The king's file: given, "any", or where the castling king stands in the start position.
        bool king_file_known = false;
        const Json* king_file = object ? read_.member(*object, "/castling", "king_file", false, "") : nullptr;
        if (king_file) {
            if (king_file->is_string() && king_file->get<std::string>() == "any") {
                rules.king_file = -1;
                king_file_known = true;
            } else if (const auto file = read_.file(*king_file, "/castling/king_file", width_)) {
                rules.king_file = *file;
                king_file_known = true;
            }
        } else if (king && king->letter && placed_) {
            std::vector<int> files;
            for (const PlacedPiece& p : *placed_)
                if (p.letter == *king->letter && p.rank == rules.rank) files.push_back(p.file);
            if (files.size() == 1) {
                rules.king_file = files[0];
                king_file_known = true;
            } else {
                read_.problem("/start", std::to_string(files.size()) + " castling kings ('" +
                                            key_text(*king->letter) +
                                            "') on White's castling rank, so the king's file for castling is "
                                            "unknown (expected one, or give /castling/king_file)");
            }
        }

        const auto side = [&](const char* key, int sign, int& king_target, int& rook_target) {
            const std::string at = std::string("/castling/") + key;
            const int n = o_piece ? o_piece->castling_distance : 0;
            const bool derivable = n > 0 && king_file_known && rules.king_file >= 0;
            const Json* given = object ? read_.member(*object, "/castling", key, false, "") : nullptr;
            if (given) {
                if (!read_.object(*given, at)) return;
                read_.only_keys(*given, at, {"king", "rook"});
                const Json* k = read_.member(*given, at, "king", true, "a file letter");
                const Json* r = read_.member(*given, at, "rook", true, "a file letter");
                const int king_given = k ? read_.file(*k, at + "/king", width_).value_or(-1) : -1;
                const int rook_given = r ? read_.file(*r, at + "/rook", width_).value_or(-1) : -1;
                if (king_given >= 0) king_target = king_given;
                if (rook_given >= 0) rook_target = rook_given;
                if (king_given >= 0 && derivable && king_given != rules.king_file + sign * n)
                    read_.problem(at + "/king",
                                  std::string("'") + static_cast<char>('a' + king_given) + "', but the O" +
                                      std::to_string(n) + " atom of " + o_piece->at + " moves the king from '" +
                                      static_cast<char>('a' + rules.king_file) + "' to '" +
                                      static_cast<char>('a' + rules.king_file + sign * n) + "'");
                return;
            }
            if (!derivable) {
                if (king_file_known || !o_piece)
                    read_.problem(at, std::string("missing (expected an object with \"king\" and \"rook\" files") +
                                          (o_piece ? "; an O<n> atom gives them only when the king's file is fixed)"
                                                   : ", or an O<n> atom on the castling king to derive them)"));
                return;
            }
            const int target = rules.king_file + sign * n;
            if (target < 0 || target >= width_) {
                read_.problem(o_piece->at + "/betza",
                              "O" + std::to_string(n) + " moves the king from '" +
                                  static_cast<char>('a' + rules.king_file) + "' off the " + std::to_string(width_) +
                                  "-file board on the " + (sign > 0 ? "king" : "queen") + " side");
                return;
            }
            king_target = target;
            rook_target = target - sign; // the square the king crossed last
        };
        if (rules.rights_from_drops && king_file_known && rules.king_file < 0)
            read_.problem("/castling/rights_from_drops",
                          "given with \"king_file\": \"any\" (expected the king's file, where a dropped king gains rights)");
        side("king_side", +1, rules.king_side_king_file, rules.king_side_rook_file);
        side("queen_side", -1, rules.queen_side_king_file, rules.queen_side_rook_file);

        // Which rooks K and Q name in position text (default: the outermost on that side).
        if (const Json* files = object ? read_.member(*object, "/castling", "rook_files", false, "") : nullptr) {
            if (read_.object(*files, "/castling/rook_files")) {
                read_.only_keys(*files, "/castling/rook_files", {"king_side", "queen_side"});
                if (const Json* k = read_.member(*files, "/castling/rook_files", "king_side", false, ""))
                    rules.king_side_rook_start = read_.file(*k, "/castling/rook_files/king_side", width_).value_or(-1);
                if (const Json* q = read_.member(*files, "/castling/rook_files", "queen_side", false, ""))
                    rules.queen_side_rook_start = read_.file(*q, "/castling/rook_files/queen_side", width_).value_or(-1);
            }
        }
    }

    /// A promotion to a royal type would break a fixed royal count: allowed only without one.
    void royal_promotions() {
        if (v_.royals_per_side == -1) return;
        for (const PieceDraft& d : drafts_)
            for (const auto* list : {&d.choices, &d.black_choices})
            for (const auto& [letter, at] : *list)
                for (const PieceDraft& choice : drafts_)
                    if (choice.letter == letter && choice.type.royal)
                        read_.problem(at, quoted_key(letter) +
                                              " is a royal piece: a promotion to it is allowed only with "
                                              "\"royals_per_side\": -1 (no fixed number of royal pieces)");
    }

    void royals(const Json& root) {
        int royal_types = 0;
        for (const PieceDraft& d : drafts_) royal_types += d.type.royal ? 1 : 0;
        v_.royals_per_side = royal_types > 0 ? 1 : -1;
        if (const auto rule = read_.one_of(root, "", "royal_check", {"every", "all", "first", "first_from_own_side", "sole"})) {
            v_.royal_check = *rule == "all"     ? RoyalCheck::All
                             : *rule == "first" ? RoyalCheck::First
                             : *rule == "every" ? RoyalCheck::Every
                             : *rule == "sole"  ? RoyalCheck::Sole
                                                : RoyalCheck::FirstFromOwnSide;
            if (v_.royal_check != RoyalCheck::Every && royal_types == 0 && !drafts_.empty())
                read_.problem("/royal_check", "given, but no piece type is royal (expected a type with \"royal\": true)");
        }
        const Json* j = read_.member(root, "", "royals_per_side", false, "");
        if (!j) return;
        const std::string expected = "-1 (no rule) or a whole number 1.." + std::to_string(max_royals);
        if (!j->is_number_integer()) {
            read_.problem("/royals_per_side", "expected " + expected + ", found " + found(*j));
            return;
        }
        const std::int64_t n = j->is_number_unsigned() ? static_cast<std::int64_t>(std::min<std::uint64_t>(
                                                              j->get<std::uint64_t>(), max_royals + 1))
                                                        : j->get<std::int64_t>();
        if (n != -1 && (n < 1 || n > max_royals)) {
            read_.problem("/royals_per_side", j->dump() + " is out of range (expected " + expected + ")");
            return;
        }
        if (n >= 1 && royal_types == 0 && !drafts_.empty())
            read_.problem("/royals_per_side", std::to_string(n) + ", but no piece type is royal (expected -1)");
        v_.royals_per_side = static_cast<int>(n);
    }

    void draws(const Json& root) {
        const Json* draws = read_.member(root, "", "draws", false, "");
        if (!draws || !read_.object(*draws, "/draws")) return;
        read_.only_keys(*draws, "/draws", {"fifty_move_plies", "repetition_count", "insufficient_material", "stalemate", "counting",
                                                  "claims"});
        if (const auto claims = read_.boolean(*draws, "/draws", "claims")) v_.draws.claims.enabled = *claims;
        if (const Json* j = read_.member(*draws, "/draws", "counting", false, "")) counting(*j);
        if (const auto plies = read_.integer(*draws, "/draws", "fifty_move_plies", false, 0, max_counter))
            v_.draws.fifty_move_plies = *plies;
        if (const auto count = read_.integer(*draws, "/draws", "repetition_count", false, 0, 100)) {
            if (*count == 1)
                read_.problem("/draws/repetition_count", "1 would draw every position (expected 0 for no rule, or 2..100)");
            else
                v_.draws.repetition_count = *count;
        }
        if (const auto rule = read_.one_of(*draws, "/draws", "insufficient_material",
                                           {"fide", "colour-bound", "kings", "none"})) {
            v_.draws.fide_insufficient_material = *rule == "fide";
            v_.draws.colour_bound_insufficient_material = *rule == "colour-bound";
            v_.draws.bare_kings_insufficient_material = *rule == "kings";
        }
        if (const auto rule = read_.one_of(*draws, "/draws", "stalemate", {"draw", "loss", "win", "piece-count"})) {
            v_.draws.stalemate = *rule == "loss"  ? DrawRules::Stalemate::Loss
                                 : *rule == "win" ? DrawRules::Stalemate::Win
                                                  : DrawRules::Stalemate::Draw;
            v_.draws.stalemate_by_piece_count = *rule == "piece-count";
        }
    }

    /// "draws": {"counting": ...}: the makruk family's counting of endings (CountingRules).
    void counting(const Json& j) {
        const std::string at = "/draws/counting";
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"board_honour", "pieces_honour", "count_from_pieces"});
        CountingRules& rules = v_.draws.counting;
        rules.enabled = true;
        if (const Json* board = read_.member(j, at, "board_honour", false, "")) {
            const std::string b = at + "/board_honour";
            if (read_.object(*board, b)) {
                read_.only_keys(*board, b, {"limit", "max_pieces", "with_pawns"});
                if (const auto n = read_.integer(*board, b, "limit", true, 1, max_counting_moves)) rules.board_limit = *n;
                if (const auto n = read_.integer(*board, b, "max_pieces", false, 2, max_files * max_ranks))
                    rules.board_max_pieces = *n;
                if (const auto pawns = read_.boolean(*board, b, "with_pawns")) rules.board_with_pawns = *pawns;
            }
        }
        if (const Json* list = read_.member(j, at, "pieces_honour", false, "an array of {\"pieces\", \"limit\"}")) {
            const std::string p = at + "/pieces_honour";
            if (!list->is_array()) {
                read_.problem(p, "expected an array of {\"pieces\": {letter: count}, \"limit\": moves}, found " + found(*list));
            } else {
                for (std::size_t i = 0; i < list->size(); ++i) honour((*list)[i], element_at(p, i), rules);
            }
        }
        if (const auto from = read_.boolean(j, at, "count_from_pieces")) rules.count_from_pieces = *from;
        const bool no_pieces = !j.contains("pieces_honour") || (j["pieces_honour"].is_array() && j["pieces_honour"].empty());
        if (!j.contains("board_honour") && no_pieces)
            read_.problem(at, "neither board_honour nor pieces_honour: nothing would be counted");
    }

    /// One entry of "pieces_honour": {"pieces": {"R": 2}, "limit": 8}.
    void honour(const Json& j, const std::string& at, CountingRules& rules) {
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"pieces", "limit"});
        CountingRules::Honour h;
        if (const auto n = read_.integer(j, at, "limit", true, 1, max_counting_moves)) h.limit = *n;
        if (const Json* pieces = read_.member(j, at, "pieces", false, "")) {
            if (!pieces->is_object()) {
                read_.problem(at + "/pieces", "expected an object of piece letters and counts, found " + found(*pieces));
            } else {
                for (const auto& [letter, count] : pieces->items()) {
                    const std::string where = at + "/pieces/" + letter;
                    const auto id = piece_letter(Json(letter), where);
                    if (!count.is_number_integer() || count.get<long long>() < 1 || count.get<long long>() > max_files * max_ranks) {
                        read_.problem(where, "expected a count of at least 1, found " + found(count));
                        continue;
                    }
                    if (id) h.pieces.emplace_back(*id, count.get<int>());
                }
            }
        }
        rules.pieces.push_back(std::move(h));
    }

    /// "goals": the immediate game ends (extinction, flag) and what checkmate gives.
    void goals(const Json& root) {
        const Json* goals = read_.member(root, "", "goals", false, "");
        if (!goals || !read_.object(*goals, "/goals")) return;
        read_.only_keys(*goals, "/goals", {"extinction", "flag", "connect", "checkmate", "drop_mate"});
        if (const auto rule = read_.one_of(*goals, "/goals", "checkmate", {"loss", "draw", "win"}))
            v_.goals.checkmate = outcome(*rule);
        if (const Json* j = read_.member(*goals, "/goals", "extinction", false, "")) extinction(*j);
        if (const Json* j = read_.member(*goals, "/goals", "flag", false, "")) flag(*j);
        if (const Json* j = read_.member(*goals, "/goals", "connect", false, "")) connect(*j);
        if (const Json* j = read_.member(*goals, "/goals", "drop_mate", false, "")) drop_mate(*j);
    }

    /// "must_drop": true, or the letters of the types whose drops are compulsory (koedem: ["K"]).
    void must_drop(const Json& root) {
        const Json* j = read_.member(root, "", "must_drop", false, "");
        if (!j) return;
        if (j->is_boolean()) {
            v_.must_drop = j->get<bool>();
            return;
        }
        if (!j->is_array() || j->empty()) {
            read_.problem("/must_drop", "expected true, false or a non-empty array of piece letters, found " + found(*j));
            return;
        }
        v_.must_drop = true;
        v_.must_drop_types = 0;
        for (std::size_t i = 0; i < j->size(); ++i)
            if (const auto id = piece_letter((*j)[i], element_at("/must_drop", i))) {
                if (v_.must_drop_types >> *id & 1U)
                    read_.problem(element_at("/must_drop", i), "listed twice");
                else if (drafts_[*id].type.promoted)
                    read_.problem(element_at("/must_drop", i),
                                  "a promoted piece, which is never in hand (expected a piece that can be in hand)");
                v_.must_drop_types |= 1U << *id;
            }
    }

    /// "drop_mate": {"types": [letters], "result": ...}: what a checkmate given by dropping a
    /// piece of one of these types gives the mated side (shogi's pawn-drop mate: "win").
    void drop_mate(const Json& j) {
        const std::string at = "/goals/drop_mate";
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"types", "result"});
        const Json* types = read_.member(j, at, "types", true, "a non-empty array of piece letters");
        if (types && (!types->is_array() || types->empty()))
            read_.problem(at + "/types", "expected a non-empty array of piece letters, found " + found(*types));
        else if (types)
            for (std::size_t i = 0; i < types->size(); ++i)
                if (const auto id = piece_letter((*types)[i], element_at(at + "/types", i))) {
                    if (v_.goals.drop_mate_types >> *id & 1U)
                        read_.problem(element_at(at + "/types", i), "listed twice");
                    else if (drafts_[*id].type.royal || drafts_[*id].type.promoted)
                        read_.problem(element_at(at + "/types", i),
                                      "a royal or promoted piece, which is never dropped (expected a piece that can be in hand)");
                    v_.goals.drop_mate_types |= 1U << *id;
                }
        if (const auto r = read_.one_of(j, at, "result", {"loss", "draw", "win"}))
            v_.goals.drop_mate = outcome(*r);
    }

    static Outcome outcome(const std::string& word) {
        return word == "loss" ? Outcome::Loss : word == "win" ? Outcome::Win : Outcome::Draw;
    }

    /// A piece letter of this file, as a type id; reports anything else at `at`.
    std::optional<PieceTypeId> piece_letter(const Json& j, const std::string& at) {
        const auto letter = read_.letter(j, at);
        return letter ? known_type(*letter, at) : std::nullopt;
    }

    void extinction(const Json& j) {
        const std::string at = "/goals/extinction";
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"types", "count", "opponent_count", "claim", "result"});
        ExtinctionRule& rule = v_.goals.extinction;
        rule.enabled = true;
        if (const Json* types = read_.member(j, at, "types", true, "\"all\" or an array of piece letters")) {
            if (types->is_string() && types->get<std::string>() == "all") {
                rule.all = true;
            } else if (!types->is_array() || types->empty()) {
                read_.problem(at + "/types", "expected \"all\" or a non-empty array of piece letters, found " +
                                                 found(*types));
            } else {
                for (std::size_t i = 0; i < types->size(); ++i)
                    if (const auto id = piece_letter((*types)[i], element_at(at + "/types", i))) {
                        if (rule.types >> *id & 1U)
                            read_.problem(element_at(at + "/types", i), "listed twice");
                        rule.types |= 1U << *id;
                    }
            }
        }
        if (const auto n = read_.integer(j, at, "count", false, 0, max_files * max_ranks)) rule.count = *n;
        if (const auto n = read_.integer(j, at, "opponent_count", false, 0, max_files * max_ranks)) rule.opponent_count = *n;
        if (const auto claim = read_.boolean(j, at, "claim")) rule.claim = *claim;
        if (const auto r = read_.one_of(j, at, "result", {"loss", "draw", "win"})) rule.outcome = outcome(*r);
        else if (!j.contains("result")) read_.problem(at + "/result", "missing (expected \"loss\", \"draw\" or \"win\")");
    }

    static std::vector<Square> square_list(const SquareSet& set) {
        std::vector<Square> out;
        for (Square s : set) out.push_back(s);
        return out;
    }

    /// A region: square names ("d4") and whole ranks ("*8", counted from White's side).
    std::optional<SquareSet> region(const Json& j, const std::string& at) {
        if (!read_.array(j, at, "square names or \"*<rank>\"")) return std::nullopt;
        if (j.empty()) {
            read_.problem(at, "empty (expected at least one square)");
            return std::nullopt;
        }
        SquareSet out;
        bool ok = true;
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string here = element_at(at, i);
            const auto name = read_.string(j[i], here, "a square name or \"*<rank>\"");
            if (!name) {
                ok = false;
                continue;
            }
            if (!board_known_) continue;
            if (name->size() >= 2 && (*name)[0] == '*') {
                const auto square = parse_square_name("a" + name->substr(1), width_, height_);
                if (square) {
                    for (int f = 0; f < width_; ++f) out.set(make_square(f, rank_of(*square)));
                    continue;
                }
            } else if (const auto square = parse_square_name(*name, width_, height_)) {
                out.set(*square);
                continue;
            }
            read_.problem(here, quote(*name) + " is not a square or a rank (\"*<rank>\") of the " +
                                    std::to_string(width_) + "x" + std::to_string(height_) + " board");
            ok = false;
        }
        return ok ? std::optional(out) : std::nullopt;
    }

    /// A piece's `{"white": [...], "black": [...]}` key (its region, its drop region), as square
    /// lists by colour index.
    void piece_squares(const Json& piece, const std::string& at, const char* key,
                       std::array<std::vector<Square>, 2>& out) {
        const Json* j = read_.member(piece, at, key, false, "");
        if (!j) return;
        const std::string kat = at + "/" + key;
        if (!read_.object(*j, kat)) return;
        read_.only_keys(*j, kat, {"white", "black"});
        colour_regions(*j, kat, "white", "black", true,
                       [&](Color c, const SquareSet& set) { out[index(c)] = square_list(set); });
    }

    /// The regions `white_key` and `black_key` of `object`, each given to `keep` with its colour
    /// when it reads well.
    template <class Keep>
    void colour_regions(const Json& object, const std::string& at, const char* white_key, const char* black_key,
                        bool required, Keep keep) {
        for (Color c : {Color::White, Color::Black}) {
            const char* key = c == Color::White ? white_key : black_key;
            if (const Json* r = read_.member(object, at, key, required, "an array of squares"))
                if (const auto set = region(*r, at + "/" + key)) keep(c, *set);
        }
    }

    void flag(const Json& j) {
        const std::string at = "/goals/flag";
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"piece", "white", "black", "last_chance", "hold", "safe"});
        FlagRule& rule = v_.goals.flag;
        rule.enabled = true;
        if (const Json* piece = read_.member(j, at, "piece", true, "a piece letter"))
            if (const auto id = piece_letter(*piece, at + "/piece")) rule.type = {*id, *id};
        colour_regions(j, at, "white", "black", true,
                       [&](Color c, const SquareSet& set) { rule.region[index(c)] = set; });
        if (const auto last = read_.boolean(j, at, "last_chance")) rule.last_chance = *last;
        if (const auto hold = read_.boolean(j, at, "hold")) rule.hold = *hold;
        if (const auto safe = read_.boolean(j, at, "safe")) rule.safe = *safe;
        if (static_cast<int>(rule.last_chance) + static_cast<int>(rule.hold) + static_cast<int>(rule.safe) > 1)
            read_.problem(at, "more than one of last_chance, hold and safe (expected one of them at most)");
    }

    /// "connect": {"count": n, "types": [letters], "horizontal"/"vertical"/"diagonal": bool,
    /// "result": ...}: n or more in a row (ConnectRule).
    void connect(const Json& j) {
        const std::string at = "/goals/connect";
        if (!read_.object(j, at)) return;
        read_.only_keys(j, at, {"count", "types", "horizontal", "vertical", "diagonal", "result"});
        ConnectRule& rule = v_.goals.connect;
        rule.enabled = true;
        if (const auto n = read_.integer(j, at, "count", true, 2, max_files)) rule.count = *n;
        if (const Json* types = read_.member(j, at, "types", false, "")) {
            if (!types->is_array() || types->empty()) {
                read_.problem(at + "/types", "expected a non-empty array of piece letters, found " + found(*types));
            } else {
                rule.types = 0;
                for (std::size_t i = 0; i < types->size(); ++i)
                    if (const auto id = piece_letter((*types)[i], element_at(at + "/types", i))) {
                        if (rule.types >> *id & 1U) read_.problem(element_at(at + "/types", i), "listed twice");
                        rule.types |= 1U << *id;
                    }
            }
        }
        if (const auto on = read_.boolean(j, at, "horizontal")) rule.horizontal = *on;
        if (const auto on = read_.boolean(j, at, "vertical")) rule.vertical = *on;
        if (const auto on = read_.boolean(j, at, "diagonal")) rule.diagonal = *on;
        if (!rule.horizontal && !rule.vertical && !rule.diagonal)
            read_.problem(at, "no line left (expected at least one of horizontal, vertical and diagonal)");
        if (const auto r = read_.one_of(j, at, "result", {"loss", "draw", "win"})) rule.outcome = outcome(*r);
    }

    void options(const Json& root) {
        const Json* options = read_.member(root, "", "options", false, "");
        if (!options || !read_.array(*options, "/options", "option objects")) return;
        std::map<std::string, std::string> seen;
        for (std::size_t i = 0; i < options->size(); ++i) {
            const std::string at = element_at("/options", i);
            const Json& j = (*options)[i];
            if (!read_.object(j, at)) continue;
            read_.only_keys(j, at, {"name", "type", "default", "description", "choices"});
            OptionSpec spec;
            const auto name = read_.string(j, at, "name", true, "an option name");
            if (name) {
                const bool good = !name->empty() && name->size() <= 40 && (*name)[0] >= 'a' && (*name)[0] <= 'z' &&
                                  std::all_of(name->begin(), name->end(), [](char ch) {
                                      return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
                                  });
                if (!good)
                    read_.problem(at + "/name", quote(*name) + " is not an option name (lower-case letters, digits "
                                                                "and '_', starting with a letter, 1..40 characters)");
                else if (const auto [it, fresh] = seen.emplace(*name, at); !fresh)
                    read_.problem(at + "/name", quote(*name) + " used twice (also " + it->second + "/name)");
                spec.name = *name;
            }
            const auto type = read_.one_of(j, at, "type", {"bool", "int", "choice"});
            if (!type && !j.contains("type"))
                read_.problem(at + "/type", "missing (expected \"bool\", \"int\" or \"choice\")");
            if (type) spec.type = *type;
            spec.default_value = spec.type == "int" ? "0" : "false";
            if (type && *type == "choice") choices(j, at, spec);
            else if (j.contains("choices")) read_.problem(at + "/choices", "only a choice option has choices");
            if (const Json* value = read_.member(j, at, "default", false, ""); value && type) {
                if (*type == "choice") {
                    if (!value->is_string() ||
                        std::find(spec.choices.begin(), spec.choices.end(), value->get<std::string>()) == spec.choices.end())
                        read_.problem(at + "/default", "expected one of the choices, found " + found(*value));
                    else
                        spec.default_value = value->get<std::string>();
                } else if (*type == "bool") {
                    if (value->is_boolean())
                        spec.default_value = value->get<bool>() ? "true" : "false";
                    else
                        read_.problem(at + "/default", "expected true or false (the option is a bool), found " +
                                                           found(*value));
                } else if (const auto n = read_.integer(*value, at + "/default", 0, 2147483647)) {
                    spec.default_value = std::to_string(*n);
                }
            }
            if (const auto text = read_.string(j, at, "description", false)) spec.description = *text;
            v_.options.push_back(spec);
        }
    }

    /// The `choices` of a choice option: a non-empty array of distinct option-name-like strings;
    /// the first one is the default unless `default` says otherwise.
    void choices(const Json& j, const std::string& at, OptionSpec& spec) {
        const Json* list = read_.member(j, at, "choices", true, "an array of strings");
        if (list == nullptr) return;
        if (!list->is_array() || list->empty()) {
            read_.problem(at + "/choices", "expected a non-empty array of strings, found " + found(*list));
            return;
        }
        for (std::size_t k = 0; k < list->size(); ++k) {
            const Json& c = (*list)[k];
            const std::string where = at + "/choices/" + std::to_string(k);
            const bool word = c.is_string() && !c.get<std::string>().empty() && c.get<std::string>().size() <= 40 &&
                              std::all_of(c.get_ref<const std::string&>().begin(), c.get_ref<const std::string&>().end(),
                                          [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'; });
            if (!word) {
                read_.problem(where, "expected a lower-case word, found " + found(c));
                continue;
            }
            if (std::find(spec.choices.begin(), spec.choices.end(), c.get<std::string>()) != spec.choices.end()) {
                read_.problem(where, quote(c.get<std::string>()) + " given twice");
                continue;
            }
            spec.choices.push_back(c.get<std::string>());
        }
        if (!spec.choices.empty()) spec.default_value = spec.choices.front();
    }

    void rules(const Json& root) {
        const auto name = read_.string(root, "", "rules", false, "a rule module name");
        if (!name) return;
        if (find_rule_module(*name) != nullptr) {
            v_.rule_module = *name;
            return;
        }
        read_.problem("/rules", "unknown rule module " + quote(*name) + " (known: " + join_rule_module_names() + ")");
    }

    Reader read_;
    Variant& v_;
    std::vector<PieceDraft> drafts_;
    std::string known_letters_; ///< the file's piece letters, for messages
    int width_ = max_files;
    int height_ = max_ranks;
    bool board_known_ = false;
    bool start_known_ = false;
    std::optional<std::vector<PlacedPiece>> placed_;
};

/// The byte offset where `text`'s nesting of arrays and objects first goes deeper than
/// max_variant_file_depth, or npos. Checked before parsing: the JSON library recurses per level.
std::size_t too_deep_at(std::string_view text) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max_variant_file_depth) return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}

/// Parses JSON text, reporting keys given twice in one object (nlohmann keeps only the last).
std::optional<Json> parse_json(std::string_view text, Problems& problems, std::size_t& where) {
    if (text.size() > max_variant_file_bytes) {
        problems.add("", "the file has " + std::to_string(text.size()) + " bytes; a variant file has at most " +
                             std::to_string(max_variant_file_bytes));
        return std::nullopt;
    }
    if (const std::size_t deep = too_deep_at(text); deep != std::string_view::npos) {
        where = deep;
        problems.add("", "arrays and objects nested more than " + std::to_string(max_variant_file_depth) +
                             " levels deep at byte offset " + std::to_string(deep));
        return std::nullopt;
    }
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string key;
        std::set<std::string> keys;
    };
    std::vector<Frame> frames;
    const auto pointer = [&frames] {
        std::string at;
        for (const Frame& f : frames) at += f.array ? "/" + std::to_string(f.index) : "/" + escape(f.key);
        return at;
    };
    const auto element_done = [&frames] {
        if (!frames.empty() && frames.back().array) ++frames.back().index;
    };
    Json::parser_callback_t callback = [&](int, Json::parse_event_t event, Json& parsed) {
        switch (event) {
        case Json::parse_event_t::object_start: frames.emplace_back().array = false; break;
        case Json::parse_event_t::array_start: frames.emplace_back().array = true; break;
        case Json::parse_event_t::object_end:
        case Json::parse_event_t::array_end:
            frames.pop_back();
            element_done();
            break;
        case Json::parse_event_t::key:
            frames.back().key = parsed.get<std::string>();
            if (!frames.back().keys.insert(frames.back().key).second)
                problems.add(pointer(), "key given twice in one object");
            break;
        case Json::parse_event_t::value: element_done(); break;
        }
        return true;
    };
    try {
        return Json::parse(text.begin(), text.end(), callback);
    } catch (const Json::parse_error& e) {
        // "[json.exception.parse_error.101] parse error at line 1, column 10: syntax error ..."
        std::string what = e.what();
        if (const auto close = what.find("] "); what.starts_with("[json.exception") && close != std::string::npos)
            what = what.substr(close + 2);
        std::string place;
        if (what.starts_with("parse error at ")) {
            const auto colon = what.find(": ");
            place = what.substr(15, colon == std::string::npos ? std::string::npos : colon - 15);
            what = colon == std::string::npos ? std::string() : what.substr(colon + 2);
        }
        where = e.byte > 0 ? e.byte - 1 : 0;
        problems.add("", "malformed JSON at byte offset " + std::to_string(where) +
                             (place.empty() ? "" : " (" + place + ")") + (what.empty() ? "" : ": " + what));
        return std::nullopt;
    } catch (const Json::exception& e) {
        // Other reader errors, e.g. a number too large for a double ("1e999").
        std::string what = e.what();
        if (const auto close = what.find("] "); what.starts_with("[json.exception") && close != std::string::npos)
            what = what.substr(close + 2);
        problems.add("", "malformed JSON: " + what);
        return std::nullopt;
    }
}

/// The JSON pointer of the ParseError field `field` that finalize() or the rule module's install
/// function named: a top-level key as it is (present or missing: "crazyhouse needs hands"), else
/// the module's "rules", else the root.
std::string pointer_of_field(const std::string& field, bool has_module) {
    if (std::find(top_level_keys.begin(), top_level_keys.end(), field) != top_level_keys.end()) return "/" + field;
    return has_module ? "/rules" : "";
}

} // namespace

VariantPtr parse_variant(std::string_view json_text, std::string_view source_name) {
    Problems problems;
    std::size_t where = 0;
    const std::optional<Json> root = parse_json(json_text, problems, where);
    if (!root) problems.raise(source_name, where);

    Variant v;
    VariantReader reader(problems, v);
    reader.run(*root);
    if (!problems.empty()) problems.raise(source_name);
    reader.finish();

    // Checks the core makes on the assembled data (normally all caught above).
    try {
        v.finalize();
    } catch (const ParseError& e) {
        problems.add(pointer_of_field(e.field(), !v.rule_module.empty()), message_of(e));
    } catch (const Error& e) {
        problems.add(v.rule_module.empty() ? "" : "/rules", e.what());
    }
    if (!problems.empty()) problems.raise(source_name);

    auto variant = std::make_shared<const Variant>(std::move(v));
    try {
        (void)Position::from_text(variant, variant->start_position);
    } catch (const Error& e) {
        problems.add("/start", e.what());
        problems.raise(source_name);
    }
    return variant;
}

VariantPtr load_variant(const std::filesystem::path& path) {
    const std::string name = path.string();
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw ParseError(field_name, name, name + ": cannot read the file: it is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const bool exists = std::filesystem::exists(path, ec);
        throw ParseError(field_name, name,
                         name + ": cannot read the file: " + (exists ? "permission denied" : "no such file"));
    }
    // Read at most one byte more than a variant file may have: /dev/zero must not read forever.
    std::string text(max_variant_file_bytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) throw ParseError(field_name, name, name + ": cannot read the file: read error");
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_variant_file_bytes)
        throw ParseError(field_name, name,
                         name + ": the file is larger than " + std::to_string(max_variant_file_bytes) +
                             " bytes, the most a variant file may have");
    return parse_variant(text, name);
}

} // namespace varia
