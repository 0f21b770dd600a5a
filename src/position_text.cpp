// Position text (notation.md "Position notation"): parsing with validation, and writing.
#include "varia/position.hpp"

#include "varia/errors.hpp"
#include "varia/movegen.hpp"
#include "varia/rule_module.hpp"
#include "zobrist.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>

namespace varia {

namespace {

/// Whether `p` is a castling rook of colour `c` (walls, such as the duck, are not pieces of a colour).
bool is_castling_rook(const Variant& v, Piece p, Color c) {
    return !p.none() && !p.is_wall() && p.color() == c && v.piece_types[p.type()].castling_rook;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(sep, start);
        out.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return out;
}

/// Largest clock or move number accepted; far beyond any game, and far below int overflow.
constexpr int max_counter = max_move_counter;

int parse_counter(std::string_view field, std::string_view text, int minimum, std::size_t where) {
    int value = 0;
    const auto* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end || value < minimum || value > max_counter)
        throw ParseError(std::string(field), std::string(text),
                         "'" + shown(text) + "' is not a whole number in " + std::to_string(minimum) + ".." +
                             std::to_string(max_counter),
                         where);
    return value;
}

bool square_order(Square a, Square b) {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
}

/// The pawn-like pieces of `mover` whose multi-step could just have passed over `target`. Along one
/// of its multi-step rays, such a piece stands beyond `target` and a square it may start that ray
/// from lies behind it, with only empty squares between and a total length the ray allows. More
/// than one candidate is possible where multi-steps cross (Berolina pawns).
std::vector<Square> multi_step_candidates(const Position& pos, Square target, Color mover) {
    const Variant& v = pos.variant();
    const Geometry& geo = v.geometry();
    std::vector<Square> found;
    for (std::size_t t = 0; t < v.piece_types.size(); ++t) {
        const auto type = static_cast<PieceTypeId>(t);
        for (const Ray& ray : v.rays(mover, type)) {
            if (!ray.multi_step) continue;
            const Vec step = geo.direction(ray.dir);
            const auto back = geo.find_direction(Vec{static_cast<std::int8_t>(-step.dx), static_cast<std::int8_t>(-step.dy)});
            if (!back) continue;
            int ahead = 1;
            Square piece = geo.step(target, ray.dir);
            while (piece != NoSquare && pos.piece_at(piece).none() && ahead < ray.range) {
                piece = geo.step(piece, ray.dir);
                ++ahead;
            }
            if (piece == NoSquare) continue;
            // The piece stands there as it moved, or turned (PieceType::turns_into: gryphon's pawn
            // arrives as a knight).
            const Piece arrived = pos.piece_at(piece);
            const bool turned = v.turn_of(type) != Move::no_piece && arrived == Piece(v.turn_of(type), mover);
            if (arrived != Piece(type, mover) && !turned) continue;
            int behind = 1;
            for (Square origin = geo.step(target, *back); origin != NoSquare && ahead + behind <= ray.range;
                 origin = geo.step(origin, *back), ++behind) {
                // The origin is empty, or holds a wall put there after the move in the same turn.
                if (!pos.piece_at(origin).none() && !pos.piece_at(origin).is_wall()) break;
                const bool may_start = v.usable_from(mover, type, ray, origin);
                if (may_start && ahead + behind >= ray.min_range) {
                    if (std::find(found.begin(), found.end(), piece) == found.end()) found.push_back(piece);
                    break;
                }
            }
        }
    }
    return found;
}

/// The pieces that could have made the multi-step that left every one of `targets`.
std::vector<Square> en_passant_candidates(const Position& pos, std::span<const Square> targets, Color mover) {
    std::vector<Square> common;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        std::vector<Square> found = multi_step_candidates(pos, targets[i], mover);
        if (i == 0) {
            common = std::move(found);
        } else {
            std::erase_if(common, [&](Square s) { return std::find(found.begin(), found.end(), s) == found.end(); });
        }
    }
    return common;
}

} // namespace

/// Reads a declared state field (Variant::state_fields, state.hpp) `<name>:<value>`. Returns false
/// when `field` names none; throws ParseError (field named after the state field) for a malformed
/// or out-of-range value or a field given twice. `seen` remembers the fields read so far.
bool Position::parse_state_field(Position& pos, std::string_view field, std::size_t where, std::uint32_t& seen) {
    const Variant& v = *pos.variant_;
    const auto colon = field.find(':');
    if (colon == std::string_view::npos) return false;
    const auto id = v.find_state(std::string(field.substr(0, colon)));
    if (!id) return false;
    const StateField& f = v.state_fields[*id];
    const auto fail = [&](const std::string& why) {
        return ParseError(f.name, std::string(field), f.name + " field '" + shown(field) + "': " + why, where);
    };
    if (seen >> *id & 1U) throw fail("given twice");
    seen |= 1U << *id;
    const std::string_view value = field.substr(colon + 1);
    const auto number = [&](std::string_view text) {
        int n = 0;
        const auto* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, n);
        if (text.empty() || ec != std::errc() || ptr != end || n < 0 || n > f.max)
            throw fail("'" + shown(text) + "' is not a whole number in 0.." + std::to_string(f.max));
        return static_cast<std::uint8_t>(n);
    };
    switch (f.kind) {
    case StateField::Kind::Counter:
        pos.state_[f.slot] = number(value);
        break;
    case StateField::Kind::SideCounter: {
        const std::size_t comma = value.find(',');
        if (comma == std::string_view::npos) throw fail("expected <white>,<black>");
        pos.state_[f.slot] = number(value.substr(0, comma));
        pos.state_[f.slot + 1] = number(value.substr(comma + 1));
        break;
    }
    case StateField::Kind::SideFlag: {
        const char royal = v.royal_type() ? v.piece_types[*v.royal_type()].letter : 'K';
        const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(royal)));
        const std::string expected = "expected " + std::string(1, royal) + ", " + std::string(1, lower) + " or " +
                                     std::string(1, royal) + "," + std::string(1, lower);
        std::uint8_t bits = 0;
        for (std::size_t k = 0; k < value.size(); ++k) {
            const char ch = value[k];
            if (ch == ',' && k > 0 && k + 1 < value.size()) continue;
            const std::uint8_t bit = ch == royal ? 1U : ch == lower ? 2U : 0U;
            if (bit == 0 || (bits & bit) != 0) throw fail(expected);
            bits |= bit;
        }
        if (bits == 0) throw fail("empty");
        pos.state_[f.slot] = bits & 1U;
        pos.state_[f.slot + 1] = bits >> 1;
        break;
    }
    case StateField::Kind::PieceFlag:
        for (std::string_view name : split(value, ',')) {
            const auto sq = v.geometry().parse_square(name);
            if (!sq) throw fail("'" + shown(name) + "' is not a square of this board");
            if (pos.board_[*sq].none() || pos.board_[*sq].is_wall()) throw fail(shown(name) + " is empty");
            if (pos.flags_[f.slot].test(*sq)) throw fail(shown(name) + " given twice");
            pos.flags_[f.slot].set(*sq);
        }
        break;
    }
    return true;
}

Position Position::from_text(VariantPtr variant_ptr, std::string_view text) {
    Position pos(std::move(variant_ptr));
    // Errors carry the offset of the offending part inside `text` (ParseError::where()).
    const auto error = [text](const char* field, std::string_view part, const std::string& message) {
        const bool inside = part.data() >= text.data() && part.data() <= text.data() + text.size();
        return ParseError(field, std::string(part), message,
                          inside ? static_cast<std::size_t>(part.data() - text.data()) : 0);
    };
    const auto offset = [text](std::string_view part) { return static_cast<std::size_t>(part.data() - text.data()); };
    const Variant& v = *pos.variant_;
    const Geometry& geo = v.geometry();

    std::vector<std::string_view> fields;
    {
        std::size_t i = 0;
        while (i < text.size()) {
            while (i < text.size() && text[i] == ' ') ++i;
            const std::size_t start = i;
            while (i < text.size() && text[i] != ' ') ++i;
            if (i > start) fields.push_back(text.substr(start, i - start));
        }
    }
    static constexpr const char* names[] = {"placement", "side", "castling", "en passant", "halfmove clock",
                                            "fullmove number"};
    if (fields.size() < 6)
        throw error(names[fields.size()], text,
                         "missing " + std::string(names[fields.size()]) + " field in \"" + shown(text) +
                             "\" (expected: placement side castling ep halfmove fullmove)");

    // ---- placement and hand ----
    std::string_view placement = fields[0];
    std::string_view hand;
    bool has_hand_text = false;
    if (const auto open = placement.find('['); open != std::string_view::npos) {
        if (placement.back() != ']')
            throw error("hand", placement, "hand must end with ']'");
        hand = placement.substr(open + 1, placement.size() - open - 2);
        placement = placement.substr(0, open);
        has_hand_text = true;
    }
    const auto ranks = split(placement, '/');
    if (static_cast<int>(ranks.size()) != v.height)
        throw error("placement", placement,
                         "placement has " + std::to_string(ranks.size()) + " ranks, board has " +
                             std::to_string(v.height));
    for (int i = 0; i < v.height; ++i) {
        const int rank = v.height - 1 - i;
        const std::string_view row = ranks[i];
        int file = 0;
        const auto fail = [&](const std::string& why) {
            throw error("placement", row,
                             "rank " + std::to_string(rank + 1) + " (\"" + shown(row) + "\"): " + why);
        };
        for (std::size_t k = 0; k < row.size();) {
            char ch = row[k];
            if (std::isdigit(static_cast<unsigned char>(ch))) {
                if (ch == '0') fail("empty-square count must be 1..16 without a leading zero");
                int run = 0;
                while (k < row.size() && std::isdigit(static_cast<unsigned char>(row[k])) && run <= max_files)
                    run = run * 10 + (row[k++] - '0');
                if (run == 0 || run > max_files) fail("empty-square count must be 1..16");
                for (int n = 0; n < run; ++n, ++file) {
                    if (file >= v.width) fail("more than " + std::to_string(v.width) + " cells");
                    if (geo.is_hole(file, rank))
                        fail("cell " + square_name(make_square(file, rank)) + " is a hole and must be written '*'");
                }
                continue;
            }
            if (file >= v.width) fail("more than " + std::to_string(v.width) + " cells");
            if (ch == '*') {
                const Square s = make_square(file, rank);
                if (!geo.is_hole(file, rank) && !v.has_walls)
                    fail("'*' at " + square_name(s) + ", which is not a hole");
                if (!geo.is_hole(file, rank)) {
                    pos.board_[s] = Piece::wall();
                    pos.occupied_.set(s);
                    pos.by_type_[wall_type].set(s);
                }
            } else {
                // '+' and a letter: the promoted form of that letter's piece (PieceType::promoted).
                const bool promoted = ch == '+';
                if (promoted) {
                    if (k + 1 >= row.size() || !std::isalpha(static_cast<unsigned char>(row[k + 1])))
                        fail("'+' not followed by a piece letter");
                    ch = row[++k];
                }
                const auto type =
                    v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))), promoted);
                if (!std::isalpha(static_cast<unsigned char>(ch)) || !type)
                    fail(std::string(promoted ? "no promoted piece '+" : "unknown piece letter '") +
                         shown(std::string_view(&ch, 1)) + "'");
                if (geo.is_hole(file, rank))
                    fail("piece on hole " + square_name(make_square(file, rank)));
                pos.put(Piece(*type, std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black),
                        make_square(file, rank));
            }
            ++file;
            ++k;
        }
        if (file != v.width)
            fail(std::to_string(file) + " cells, board is " + std::to_string(v.width) + " wide");
    }
    if (has_hand_text && !v.has_hands)
        throw error("hand", fields[0], "variant " + v.name + " has no hands");
    for (char ch : hand) {
        if (ch == '+') throw error("hand", hand, "a promoted piece cannot be in hand (it goes there unpromoted)");
        const auto type = v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
        if (!std::isalpha(static_cast<unsigned char>(ch)) || !type)
            throw error("hand", hand, "unknown piece letter '" + shown(std::string_view(&ch, 1)) + "' in hand");
        if (v.piece_types[*type].royal && !v.royal_drops)
            throw error("hand", hand, "royal piece '" + shown(std::string_view(&ch, 1)) + "' in hand (royal pieces cannot be dropped)");
        auto& count = pos.hand_[std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1][*type];
        if (count >= zobrist::max_hand_count)
            throw error("hand", hand, "more than 255 pieces of one kind in hand");
        ++count;
    }
    // A capture in a variant with hands adds a piece to a hand: with at most 255 pieces on the
    // board and in the hands together, no hand can pass the 255 a hand count holds.
    if (v.has_hands) {
        int total = pos.occupied_.count();
        for (const auto& side : pos.hand_)
            for (const std::uint8_t n : side) total += n;
        if (total > zobrist::max_hand_count)
            throw error("hand", hand,
                        std::to_string(total) + " pieces on the board and in the hands, at most " +
                            std::to_string(zobrist::max_hand_count) + " in a variant with hands");
    }

    // ---- side to move ----
    if (fields[1] != "w" && fields[1] != "b")
        throw error("side", fields[1], "side to move is '" + shown(fields[1]) + "', expected w or b");
    pos.side_ = fields[1] == "w" ? Color::White : Color::Black;
    // The royal pieces are counted before the fields that depend on them (castling): a position
    // without a white king is reported as that, not as a castling problem.
    // Where a rule module's legality lets a move remove a royal piece, the side to move may have
    // lost its own: the game is then over (game_status(): royal_captured).
    const RuleModule* module = v.module.get();
    const bool royals_can_go = module != nullptr && module->parts().legal;
    if (v.royals_per_side >= 0 && v.royal_type()) {
        for (Color c : {Color::White, Color::Black}) {
            // With Variant::royal_drops, a royal piece still in hand counts (placement's set-up).
            const int n = pos.pieces(c, *v.royal_type()).count() + (v.royal_drops ? pos.hand_count(c, *v.royal_type()) : 0);
            if (n != v.royals_per_side && !(royals_can_go && n == 0 && c == pos.side_))
                throw error("placement", fields[0],
                                 std::string(c == Color::White ? "White" : "Black") + " has " + std::to_string(n) + " " +
                                     v.piece_types[*v.royal_type()].name + "s, expected " +
                                     std::to_string(v.royals_per_side));
        }
    }
    // Where only some royal pieces are protected from check (Variant::royal_check), a side must
    // keep at least one: which piece is in check would otherwise be undefined.
    if (v.royal_check != RoyalCheck::Every && v.royal_types() != 0) {
        for (Color c : {Color::White, Color::Black}) {
            if (pos.royal_pieces(c).empty())
                throw error("placement", fields[0],
                            std::string(c == Color::White ? "White" : "Black") + " has no royal piece (" +
                                v.piece_types[static_cast<std::size_t>(std::countr_zero(v.royal_types()))].name +
                                "), expected at least one");
        }
    }

    // ---- castling ----
    const std::string_view castling = fields[2];
    pos.castling_as_files_ = v.castling.shredder_fen;
    if (castling != "-") {
        const auto fail = [&](const std::string& why) {
            throw error("castling", castling, "castling field \"" + shown(castling) + "\": " + why);
        };
        if (!v.castling.enabled) fail("variant " + v.name + " has no castling");
        bool saw_kq = false;
        bool saw_file = false;
        for (char ch : castling) {
            const Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
            const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            const int back = v.relative_rank(c, v.castling.rank);
            const Square king = pos.castling_king_square(c);
            if (king == NoSquare) fail("'" + shown(std::string_view(&ch, 1)) + "' but that side's king is not on its castling rank");
            if (v.castling.king_file >= 0 && file_of(king) != v.castling.king_file)
                fail("'" + shown(std::string_view(&ch, 1)) + "' but the king is not on its start file");
            const auto is_rook = [&](int f) { return is_castling_rook(v, pos.board_[make_square(f, back)], c); };
            int rook_file = -1;
            if (up == 'K' || up == 'Q') {
                saw_kq = true;
                const int fixed = up == 'K' ? v.castling.king_side_rook_start : v.castling.queen_side_rook_start;
                if (fixed >= 0) {
                    if (is_rook(fixed)) rook_file = fixed;
                } else if (up == 'K') {
                    for (int f = v.width - 1; f > file_of(king) && rook_file < 0; --f)
                        if (is_rook(f)) rook_file = f;
                } else {
                    for (int f = 0; f < file_of(king) && rook_file < 0; ++f)
                        if (is_rook(f)) rook_file = f;
                }
                if (rook_file < 0) fail("'" + shown(std::string_view(&ch, 1)) + "' but there is no rook on that side of the king");
            } else if (up >= 'A' && up < 'A' + v.width) {
                saw_file = true;
                rook_file = up - 'A';
                if (!is_rook(rook_file)) fail("'" + shown(std::string_view(&ch, 1)) + "' but no castling rook stands on that file");
                if (rook_file == file_of(king)) fail("'" + shown(std::string_view(&ch, 1)) + "' names the king's own file");
            } else {
                fail("unexpected character '" + shown(std::string_view(&ch, 1)) + "' (expected KQkq, rook file letters or -)");
            }
            const std::uint32_t bit = 1U << (16 * index(c) + rook_file);
            if (pos.castling_ & bit) fail("right '" + shown(std::string_view(&ch, 1)) + "' given twice");
            pos.castling_ |= bit;
        }
        pos.castling_as_files_ = saw_file && !saw_kq ? true : (saw_kq ? false : pos.castling_as_files_);
    }

    // ---- en passant ----
    if (fields[3] != "-") {
        const auto fail = [&](const std::string& why) {
            throw error("en passant", fields[3],
                             "en-passant field \"" + shown(fields[3]) + "\": " + why);
        };
        std::vector<Square> targets;
        for (std::string_view name : split(fields[3], ',')) {
            const auto sq = geo.parse_square(name);
            if (!sq) fail("'" + shown(name) + "' is not a square of this board");
            if (!pos.board_[*sq].none()) fail(shown(name) + " is not empty");
            if (std::find(targets.begin(), targets.end(), *sq) != targets.end()) fail(shown(name) + " given twice");
            targets.push_back(*sq);
        }
        if (targets.size() > max_en_passant_targets) fail("too many targets");
        for (Square target : targets)
            if (multi_step_candidates(pos, target, ~pos.side_).empty())
                fail(square_name(target) + " was not passed by a multi-step of the side that just moved");
        std::sort(targets.begin(), targets.end(), square_order);
        if (v.independent_en_passant) {
            std::vector<Square> victims;
            for (Square target : targets) victims.push_back(multi_step_candidates(pos, target, ~pos.side_).front());
            pos.set_en_passant(targets, victims);
        } else {
            const std::vector<Square> candidates = en_passant_candidates(pos, targets, ~pos.side_);
            if (candidates.empty()) fail("the targets were not passed by one multi-step");
            pos.set_en_passant(targets, candidates.front());
        }
    }

    pos.halfmove_ = parse_counter("halfmove clock", fields[4], 0, offset(fields[4]));
    pos.fullmove_ = parse_counter("fullmove number", fields[5], 1, offset(fields[5]));

    // ---- trailing name:value fields ----
    std::uint32_t seen_state_fields = 0;
    for (std::size_t i = 6; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        if (field.starts_with("ep_pawn:")) {
            // Which piece made the multi-step, where the targets alone do not tell (docs/notation.md).
            const auto sq = geo.parse_square(field.substr(8));
            const std::vector<Square> candidates =
                en_passant_candidates(pos, pos.en_passant_targets(), ~pos.side_);
            if (!sq || std::find(candidates.begin(), candidates.end(), *sq) == candidates.end())
                throw error("fields", field,
                            "'" + shown(field) + "' does not name a piece that passed the en-passant targets");
            for (int k = 0; k < pos.ep_count_; ++k) pos.ep_victims_[k] = *sq;
            continue;
        }
        if (parse_state_field(pos, field, offset(field), seen_state_fields)) continue;
        throw error("fields", field,
                    "unknown field '" + shown(field) + "' (variant " + v.name + " has no such field)");
    }

    // ---- structural validation ----
    for (Square s : pos.occupied_ - pos.walls()) {
        const Piece p = pos.board_[s];
        if (v.barred_squares(p.color(), p.type()).test(s))
            throw error("placement", fields[0],
                        v.piece_types[p.type()].name + " on " + square_name(s) +
                            (v.dead_squares(p.color(), p.type()).test(s) ? ", where it could never move"
                                                                         : ", its promotion rank"));
    }
    pos.compute_castling_masks();
    PositionSetup setup(pos);
    if (module != nullptr && module->parts().validate) module->validate(setup);
    else setup.require_side_not_to_move_legal();

    pos.ep_key_ = 0;
    pos.ep_key_ = pos.settle_en_passant();
    pos.hash_ = pos.compute_hash();
    return pos;
}

std::string Position::text() const {
    const Variant& v = *variant_;
    const Geometry& geo = v.geometry();
    std::string out;
    const auto letter = [&](Piece p) { return v.piece_text(p.type(), p.color()); };
    for (int rank = v.height - 1; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < v.width; ++file) {
            const Square s = make_square(file, rank);
            const bool empty_square = geo.contains(s) && board_[s].none();
            if (empty_square) { ++run; continue; }
            if (run > 0) { out += std::to_string(run); run = 0; }
            if (geo.contains(s) && !board_[s].is_wall()) out += letter(board_[s]);
            else out += '*';
        }
        if (run > 0) out += std::to_string(run);
        if (rank > 0) out += '/';
    }
    if (v.has_hands) {
        out += '[';
        for (Color c : {Color::White, Color::Black})
            for (std::size_t t = 0; t < v.piece_types.size(); ++t)
                for (int n = 0; n < hand_[index(c)][t]; ++n) out += letter(Piece(static_cast<PieceTypeId>(t), c));
        out += ']';
    }
    out += side_ == Color::White ? " w " : " b ";

    std::string castling;
    for (Color c : {Color::White, Color::Black}) {
        const int back = v.relative_rank(c, v.castling.rank);
        const Square king = castling_king_square(c);
        for (int f = v.width - 1; f >= 0; --f) {
            if (!(castling_ >> (16 * index(c) + f) & 1U)) continue;
            char ch = static_cast<char>('A' + f);
            if (!castling_as_files_ && king != NoSquare) {
                // KQ when the rook is the outermost castling rook on its side, else its file.
                const bool king_side = f > file_of(king);
                const int fixed = king_side ? v.castling.king_side_rook_start : v.castling.queen_side_rook_start;
                bool outermost = true;
                for (int g = king_side ? f + 1 : 0; g < (king_side ? v.width : f); ++g) {
                    if (is_castling_rook(v, board_[make_square(g, back)], c)) outermost = false;
                }
                if (fixed >= 0 ? f == fixed : outermost) ch = king_side ? 'K' : 'Q';
            }
            castling += c == Color::White ? ch : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        }
    }
    out += castling.empty() ? "-" : castling;
    out += ' ';
    if (ep_count_ == 0) {
        out += '-';
    } else {
        std::vector<Square> targets(ep_targets_.begin(), ep_targets_.begin() + ep_count_);
        std::sort(targets.begin(), targets.end(), square_order);
        for (std::size_t i = 0; i < targets.size(); ++i) {
            if (i > 0) out += ',';
            out += square_name(targets[i]);
        }
    }
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    if (ep_count_ > 0 && !v.independent_en_passant &&
        en_passant_candidates(*this, en_passant_targets(), ~side_).size() > 1)
        out += " ep_pawn:" + square_name(en_passant_victim());
    for (const StateField& f : v.state_fields) {
        const std::uint8_t value = state_[f.slot];
        switch (f.kind) {
        case StateField::Kind::Counter:
            if (value != 0) out += " " + f.name + ":" + std::to_string(value);
            break;
        case StateField::Kind::SideCounter:
            if (value != 0 || state_[f.slot + 1] != 0)
                out += " " + f.name + ":" + std::to_string(value) + "," + std::to_string(state_[f.slot + 1]);
            break;
        case StateField::Kind::SideFlag: {
            const unsigned bits = (value != 0 ? 1U : 0U) | (state_[f.slot + 1] != 0 ? 2U : 0U);
            if (bits == 0) break;
            const char royal = v.royal_type() ? v.piece_types[*v.royal_type()].letter : 'K';
            const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(royal)));
            out += " " + f.name + ":";
            out += bits == 1 ? std::string(1, royal) : bits == 2 ? std::string(1, lower) : std::string{royal, ',', lower};
            break;
        }
        case StateField::Kind::PieceFlag: {
            if (flags_[f.slot].empty()) break;
            std::vector<Square> squares;
            for (Square s : flags_[f.slot]) squares.push_back(s);
            std::sort(squares.begin(), squares.end(), square_order);
            out += " " + f.name + ":";
            for (std::size_t i = 0; i < squares.size(); ++i) {
                if (i > 0) out += ',';
                out += square_name(squares[i]);
            }
            break;
        }
        }
    }
    return out;
}

} // namespace varia
