// Why a move is illegal (explain.hpp): the error path of move text. The legal moves are matched
// first; only then does the explainer look for the first thing wrong, from the text's shape down
// to the variant's own rules.
#include "varia/explain.hpp"

#include "notation_detail.hpp"

#include "varia/betza.hpp"
#include "varia/board_overlay.hpp"
#include "varia/movegen.hpp"
#include "varia/notation.hpp"
#include "varia/rule_module.hpp"
#include "varia/status.hpp"


#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace varia {

std::string reason_name(IllegalReason reason) {
    switch (reason) {
    case IllegalReason::Legal: return "legal";
    case IllegalReason::Malformed: return "malformed";
    case IllegalReason::NoPiece: return "no_piece";
    case IllegalReason::NotYourPiece: return "not_your_piece";
    case IllegalReason::WrongMovement: return "wrong_movement";
    case IllegalReason::PathBlocked: return "path_blocked";
    case IllegalReason::TargetOccupied: return "target_occupied";
    case IllegalReason::LeavesRoyalAttacked: return "leaves_royal_attacked";
    case IllegalReason::CastlingNotAllowed: return "castling_not_allowed";
    case IllegalReason::CastlingThroughAttack: return "castling_through_attack";
    case IllegalReason::ChecksNotAllowed: return "checks_not_allowed";
    case IllegalReason::FlyingGeneral: return "flying_general";
    case IllegalReason::MustCapture: return "must_capture";
    case IllegalReason::MustDrop: return "must_drop";
    case IllegalReason::RoyalMoveInCheck: return "royal_move_in_check";
    case IllegalReason::VariantRule: return "variant_rule";
    case IllegalReason::GameOver: return "game_over";
    case IllegalReason::Ambiguous: return "ambiguous";
    case IllegalReason::Unexplained: return "unexplained";
    }
    return "unexplained";
}

namespace {

std::string color_name(Color c) { return c == Color::White ? "White" : "Black"; }

/// "the knight on g1" (on a position, or on a board view of one: BoardOverlay).
template <class View>
std::string piece_on(const View& pos, Square s) {
    const Piece p = pos.piece_at(s);
    if (p.none()) return "nothing on " + square_name(s);
    if (p.is_wall()) return "the wall on " + square_name(s);
    return "the " + pos.variant().piece_types[p.type()].name + " on " + square_name(s);
}

/// "the knight" (the piece on `s`, which holds one).
template <class View>
std::string piece_called(const View& pos, Square s) {
    return "the " + pos.variant().piece_types[pos.piece_at(s).type()].name;
}

/// The first of a set of squares (the set is not empty).
Square first_of(const SquareSet& set) {
    for (Square s : set) return s;
    return NoSquare;
}

/// The comma-separated tokens of move text.
std::vector<std::string_view> tokens_of(std::string_view text) {
    std::vector<std::string_view> out;
    for (std::size_t start = 0;;) {
        const std::size_t comma = text.find(',', start);
        out.push_back(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return out;
}

/// The from and to squares of a token that starts `<from><to>` (check_move_text() has passed).
std::optional<std::pair<Square, Square>> from_to(const Variant& v, std::string_view token) {
    const Geometry& geo = v.geometry();
    for (std::size_t a = 2; a <= 3 && a < token.size(); ++a) {
        const auto from = geo.parse_square(token.substr(0, a));
        if (!from) continue;
        for (std::size_t b = 2; b <= 3 && a + b <= token.size(); ++b) {
            const auto to = geo.parse_square(token.substr(a, b));
            const bool whole_square = a + b == token.size() || !std::isdigit(static_cast<unsigned char>(token[a + b]));
            if (to && whole_square) return std::pair{Square{*from}, Square{*to}};
        }
    }
    return std::nullopt;
}

/// The squares strictly between `from` and `to` when they lie on one straight line of steps
/// (a rook, bishop or nightrider line), nearest `from` first; empty otherwise.
std::vector<Square> squares_between(Square from, Square to) {
    const int df = file_of(to) - file_of(from);
    const int dr = rank_of(to) - rank_of(from);
    const int steps = std::gcd(std::abs(df), std::abs(dr));
    std::vector<Square> out;
    for (int i = 1; i < steps; ++i)
        out.push_back(make_square(file_of(from) + df / steps * i, rank_of(from) + dr / steps * i));
    return out;
}

bool reaches(const BoardOverlay& board, Square from, Square to) {
    MoveList moves;
    generate_piece_moves(board, from, moves);
    return std::any_of(moves.begin(), moves.end(), [to](const Move& m) { return m.to == to; });
}

MoveExplanation said(IllegalReason reason, std::string message, Square square = NoSquare) {
    return {reason, std::move(message), square};
}

/// The module's generic refusal, for turns no rule of the core explains.
MoveExplanation variant_refusal(const Variant& v) {
    if (!v.rule_module.empty())
        return said(IllegalReason::VariantRule, "forbidden by the variant's rules (module " + v.rule_module + ")");
    return said(IllegalReason::Unexplained, "no move of " + v.name + " has this text here");
}

class Explainer {
public:
    Explainer(const Position& pos, std::string_view text) : pos_(pos), v_(pos_.variant()), text_(text) {}

    MoveExplanation run() {
        try {
            detail::check_move_text(v_, text_);
        } catch (const ParseError& e) {
            return said(IllegalReason::Malformed, e.what());
        }
        MoveList legal;
        generate_legal(pos_, legal);
        if (detail::match_move_text(pos_, text_, legal) != nullptr) return said(IllegalReason::Legal, "legal");
        if (legal.empty()) {
            const GameStatus status = game_status(pos_);
            if (status.result != Result::Ongoing)
                return said(IllegalReason::GameOver, "the game is over (" + status_name(status) + "): no move is legal");
        }
        const std::vector<std::string_view> tokens = tokens_of(text_);
        const auto squares = from_to(v_, tokens[0]);
        if (squares) {
            if (auto owner = ownership(squares->first)) return numbered(*owner, tokens, 0);
        } else if (auto hand = drop_source(tokens[0])) {
            return numbered(*hand, tokens, 0);
        }
        MoveList candidates = candidate_list();
        if (const Move* m = detail::match_move_text(pos_, text_, candidates)) return refused_candidate(*m, legal);
        if (auto words = module_words()) return *words;
        if (auto partial = incomplete_turn(legal)) return *partial;
        if (tokens.size() > 1) {
            // A turn of several actions: the first one the core finds impossible, and why.
            if (auto fault = judge_actions(tokens)) return *fault;
            return variant_refusal(v_);
        }
        if (!squares) return variant_refusal(v_);
        return action(BoardOverlay(pos_), squares->first, squares->second, tokens[0], true);
    }

    std::vector<Move> candidates_matching() {
        MoveList list = candidate_list();
        const Move* m = detail::match_move_text(pos_, text_, list);
        if (m == nullptr) return {};
        return {*m};
    }

private:
    MoveList candidate_list() {
        MoveList out;
        const RuleModule* module = v_.module.get();
        if (module != nullptr && module->parts().generate_legal) generate_actions(pos_, out);
        else generate_pseudo_legal(pos_, out);
        return out;
    }

    std::optional<MoveExplanation> module_words() {
        const RuleModule* module = v_.module.get();
        if (module == nullptr || !module->parts().explain_refusal) return std::nullopt;
        std::string words = module->explain_refusal(pos_, text_);
        if (words.empty()) return std::nullopt;
        return said(IllegalReason::VariantRule, std::move(words));
    }

    /// NoPiece or NotYourPiece for the piece the first action moves.
    std::optional<MoveExplanation> ownership(Square from) const {
        const Piece p = pos_.piece_at(from);
        if (p.none()) return said(IllegalReason::NoPiece, "there is no piece on " + square_name(from), from);
        if (p.is_wall()) return said(IllegalReason::NoPiece, square_name(from) + " is a wall, not a piece", from);
        if (p.color() != pos_.side_to_move())
            return said(IllegalReason::NotYourPiece,
                        piece_on(pos_, from) + " is " + color_name(p.color()) + "'s, and " +
                            color_name(pos_.side_to_move()) + " is to move",
                        from);
        return std::nullopt;
    }

    /// NoPiece for a drop of a type the side to move does not hold.
    std::optional<MoveExplanation> drop_source(std::string_view token) const {
        const std::size_t at = token.find('@');
        if (at == std::string_view::npos || at == 0 || token[0] == '*') return std::nullopt;
        const auto type = v_.type_of_letter(token[at - 1]);
        if (!type || token[0] == '+') return std::nullopt;
        const Color us = pos_.side_to_move();
        // Without hands the core drops nothing; a rule module may still place pieces (ataxx).
        if (!v_.has_hands && v_.module == nullptr)
            return said(IllegalReason::NoPiece, v_.name + " has no hands: nothing is dropped");
        if (pos_.hand_count(us, *type) > 0) return std::nullopt;
        return said(IllegalReason::NoPiece, color_name(us) + " has no " + v_.piece_types[*type].name + " in hand");
    }

    /// A candidate turn the legality predicate or a move rule refuses.
    MoveExplanation refused_candidate(const Move& m, const MoveList& legal) {
        const Color us = pos_.side_to_move();
        pos_.push(m);
        const bool ok = legal_after(pos_, us);
        const MoveExplanation why = ok ? MoveExplanation{} : predicate_failure(us);
        pos_.pop();
        if (!ok) {
            if (why.reason != IllegalReason::Unexplained) return why;
            if (auto words = module_words()) return *words;
            return variant_refusal(v_);
        }
        return move_rule_failure(m, legal);
    }

    /// Why the position after a candidate (pushed) fails the legality predicate; Unexplained for
    /// a rule module's predicate, which only the module can explain.
    MoveExplanation predicate_failure(Color us) const {
        if (!v_.checks_allowed) {
            const Square enemy = pos_.royal_square(~us);
            if (enemy != NoSquare && attacked(pos_, enemy, us))
                return said(IllegalReason::ChecksNotAllowed,
                            "it attacks " + piece_on(pos_, enemy) + ", and " + v_.name + " allows no checks", enemy);
        }
        if (v_.flying_general && royals_face(pos_))
            return said(IllegalReason::FlyingGeneral, "it leaves the two generals facing each other on an open file");
        if (v_.module != nullptr && v_.module->parts().legal) return {};
        for (Square royal : pos_.royal_pieces(us)) {
            const SquareSet by = attackers(pos_, royal, ~us);
            if (by.empty()) continue;
            const Square attacker = first_of(by);
            return said(IllegalReason::LeavesRoyalAttacked,
                        "it leaves " + piece_on(pos_, royal) + " attacked by " + piece_on(pos_, attacker), attacker);
        }
        return {};
    }

    /// A candidate that passes the legality predicate but not the variant's move rules.
    MoveExplanation move_rule_failure(const Move& m, const MoveList& legal) {
        const Color us = pos_.side_to_move();
        const Square royal = pos_.royal_square(us);
        if (!v_.royal_moves_in_check && royal != NoSquare && m.from == royal && m.kind != MoveKind::Drop) {
            const SquareSet checkers = attackers(pos_, royal, ~us);
            if (!checkers.empty())
                return said(IllegalReason::RoyalMoveInCheck,
                            "in check, " + piece_on(pos_, royal) + " may only take the one piece giving check (" +
                                piece_on(pos_, first_of(checkers)) + ")",
                            first_of(checkers));
        }
        if (v_.must_capture && !is_capture(pos_, m))
            for (const Move& other : legal)
                if (is_capture(pos_, other))
                    return said(IllegalReason::MustCapture,
                                "capturing is compulsory, and a capture is legal (" + detail_text(other) + ")",
                                other.to);
        if (v_.must_drop && m.kind != MoveKind::Drop)
            for (const Move& other : legal)
                if (other.kind == MoveKind::Drop)
                    return said(IllegalReason::MustDrop,
                                "dropping is compulsory, and a drop is legal (" + detail_text(other) + ")");
        if (auto words = module_words()) return *words;
        if (auto partial = incomplete_turn(legal)) return *partial;
        return variant_refusal(v_);
    }

    std::string detail_text(const Move& m) const { return move_text(pos_, m); }

    /// The text names the first actions of legal turns that have more (a duck move without the
    /// duck): says so, with up to three of those turns.
    std::optional<MoveExplanation> incomplete_turn(const MoveList& legal) const {
        const std::string prefix = std::string(text_) + ",";
        std::vector<std::string> longer;
        for (const Move& m : legal) {
            std::string t = move_text(pos_, m);
            if (t.starts_with(prefix)) longer.push_back(std::move(t));
        }
        if (longer.empty()) return std::nullopt;
        std::sort(longer.begin(), longer.end());
        std::string words = std::string(text_) + " is only the start of a turn: a turn of " + v_.name +
                            " here has more actions, joined by ',' (";
        for (std::size_t i = 0; i < longer.size() && i < 3; ++i) words += (i == 0 ? "" : " or ") + longer[i];
        if (longer.size() > 3) words += " or " + std::to_string(longer.size() - 3) + " more";
        words += ")";
        return said(IllegalReason::VariantRule, std::move(words));
    }

    /// Why the single action `from`-`to` of the piece on `from` (the mover's) is not a move, on
    /// `board`: the position itself (`at_start`) or the board earlier actions of the turn leave.
    MoveExplanation action(const BoardOverlay& board, Square from, Square to, std::string_view token, bool at_start) {
        const Piece p = board.piece_at(from);
        const PieceType& type = v_.piece_types[p.type()];
        if (at_start && type.castling_king && v_.castling.enabled && rank_of(from) == rank_of(to) &&
            std::abs(file_of(to) - file_of(from)) >= 2)
            if (auto castle = castling(from, to)) return *castle;
        MoveList own;
        generate_piece_moves(board, from, own);
        if (std::any_of(own.begin(), own.end(), [to](const Move& m) { return m.to == to; })) {
            std::string words = piece_on(board, from);
            words += " goes to " + square_name(to) + " only as " + alternatives(own, from, to, at_start) + ", not as ";
            words += token;
            return said(IllegalReason::WrongMovement, std::move(words));
        }
        const Piece there = board.piece_at(to);
        try {
            if (!there.none() && (there.is_wall() || there.color() == p.color() ||
                                  !v_.piece_types[there.type()].capturable)) {
                BoardOverlay cleared = board;
                cleared.clear(to);
                if (reaches(cleared, from, to))
                    return said(IllegalReason::TargetOccupied, occupant(board, to, p.color()), to);
            }
            if (auto blocked = path_blocked(board, from, to)) return *blocked;
            if (there.none()) {
                BoardOverlay target = board;
                target.set(to, Piece(p.type(), ~p.color()));
                if (reaches(target, from, to))
                    return said(IllegalReason::WrongMovement, piece_on(board, from) + " goes to " + square_name(to) +
                                                                  " only to capture, and " + square_name(to) +
                                                                  " is empty");
            } else if (!there.is_wall() && there.color() != p.color()) {
                BoardOverlay cleared = board;
                cleared.clear(to);
                if (reaches(cleared, from, to))
                    return said(IllegalReason::WrongMovement, piece_on(board, from) + " does not capture that way: it goes to " +
                                                                  square_name(to) + " only when it is empty",
                                to);
            }
        } catch (const CapacityError&) {
            // A line longer than the overlay holds: no finer reason than the movement.
        }
        return said(IllegalReason::WrongMovement, piece_on(board, from) + " does not move to " + square_name(to) +
                                                      ": it moves as " + betza::to_text(betza::Movement{type.atoms, 0}) +
                                                      " (XBetza), " + destinations(own, from));
    }

    /// `e` for action `i` of a turn of several actions: "action 2 (d3c3): ..." (a single action
    /// as it is).
    static MoveExplanation numbered(MoveExplanation e, const std::vector<std::string_view>& tokens, std::size_t i) {
        if (tokens.size() < 2) return e;
        std::string words = "action " + std::to_string(i + 1) + " (";
        words += tokens[i];
        words += "): ";
        words += e.message;
        e.message = std::move(words);
        return e;
    }

    /// A turn of several actions that no candidate turn or module rule explains: its actions
    /// judged in order, each on the board the ones before it leave (where a turn's actions are a
    /// set, Variant::unordered_actions, each on the position as it is). The first action the core
    /// finds impossible, numbered; nullopt when every action is possible by itself, or when an
    /// action the core cannot judge (a shot, a wall put down, a module's own kind) comes first (in
    /// a set of actions such an action is passed over instead).
    std::optional<MoveExplanation> judge_actions(const std::vector<std::string_view>& tokens) {
        const bool simultaneous = v_.unordered_actions;
        const Color us = pos_.side_to_move();
        BoardOverlay board(pos_);
        std::vector<int> in_hand(v_.piece_types.size());
        for (std::size_t t = 0; t < in_hand.size(); ++t) in_hand[t] = pos_.hand_count(us, static_cast<PieceTypeId>(t));
        try {
            for (std::size_t i = 0; i < tokens.size(); ++i) {
                const std::string_view token = tokens[i];
                const bool at_start = simultaneous || i == 0;
                Action done{};
                if (const auto squares = from_to(v_, token)) {
                    const auto [from, to] = *squares;
                    const Piece p = board.piece_at(from);
                    if (p.is_wall()) return std::nullopt; // a wall moved (the duck): the module's
                    if (p.none() || p.color() != us) {
                        const MoveExplanation owner =
                            p.none() ? said(IllegalReason::NoPiece, "there is no piece on " + square_name(from), from)
                                     : said(IllegalReason::NotYourPiece,
                                            piece_on(board, from) + " is " + color_name(p.color()) + "'s, and " +
                                                color_name(us) + " is to move",
                                            from);
                        return numbered(owner, tokens, i);
                    }
                    const auto found = possible_action(board, from, token, at_start);
                    if (!found) return numbered(action(board, from, to, token, at_start), tokens, i);
                    done = *found;
                } else if (token.size() > 2 && token[1] == '@' && std::isupper(static_cast<unsigned char>(token[0])) &&
                           v_.has_hands) {
                    const auto type = v_.type_of_letter(token[0]);
                    const auto to = v_.geometry().parse_square(token.substr(2));
                    if (!type || !to) return std::nullopt;
                    if (in_hand[*type] <= 0) {
                        std::string words = color_name(us) + " has no";
                        words += in_hand[*type] < pos_.hand_count(us, *type) ? " further " : " ";
                        words += v_.piece_types[*type].name + " in hand";
                        return numbered(said(IllegalReason::NoPiece, std::move(words)), tokens, i);
                    }
                    if (!board.piece_at(*to).none())
                        return numbered(said(IllegalReason::TargetOccupied,
                                             "a piece is dropped only onto an empty square, and " + square_name(*to) +
                                                 (board.piece_at(*to).is_wall() ? " is a wall" : " holds " + piece_called(board, *to)),
                                             *to),
                                        tokens, i);
                    --in_hand[*type];
                    done = Action{0, static_cast<std::uint8_t>(*to), MoveKind::Drop, static_cast<std::uint8_t>(*type), 0};
                } else if (simultaneous) {
                    continue; // judged on the position as it is, the other actions do not depend on it
                } else {
                    return std::nullopt;
                }
                if (!simultaneous) apply(board, done, us);
            }
        } catch (const CapacityError&) {
            // More changes than a board view holds: no finer reason.
        }
        return std::nullopt;
    }

    /// The action of the mover's piece on `from` (on `board`) whose text is `token` (a locust
    /// victim or a removal may follow as `x<square>`), castling included on the position itself.
    std::optional<Action> possible_action(const BoardOverlay& board, Square from, std::string_view token,
                                          bool at_start) const {
        const auto fits = [&](const Action& a) {
            const std::string text = detail::action_text(v_, a);
            return token == text || (token.size() > text.size() && token.substr(0, text.size()) == text &&
                                     token[text.size()] == 'x');
        };
        MoveList own;
        generate_piece_moves(board, from, own);
        for (const Move& m : own)
            if (fits(m.action(0))) return m.action(0);
        if (at_start) {
            MoveList castles;
            generate_castling(pos_, castles); // castling through an attack is action()'s to explain
            for (const Move& m : castles)
                if (m.from == from && fits(m.action(0))) return m.action(0);
        }
        return std::nullopt;
    }

    /// `board` as it is after the action `a` of `us` (a piece moved, castled or dropped).
    void apply(BoardOverlay& board, const Action& a, Color us) const {
        if (a.kind == MoveKind::Drop) {
            board.set(a.to, Piece(a.piece, us));
            return;
        }
        const Piece mover = board.piece_at(a.from);
        if (a.kind == MoveKind::Castling) {
            const Piece rook = board.piece_at(a.aux);
            const bool king_side = file_of(a.aux) > file_of(a.from);
            const int rook_file = king_side ? v_.castling.king_side_rook_file : v_.castling.queen_side_rook_file;
            board.clear(a.from).clear(a.aux).set(a.to, mover).set(make_square(rook_file, rank_of(a.from)), rook);
            return;
        }
        if (a.kind == MoveKind::EnPassant || a.kind == MoveKind::Locust) board.clear(a.aux);
        board.clear(a.from).set(a.to, a.piece == Move::no_piece ? mover : Piece(a.piece, us));
    }

    /// "d2 holds White's own pawn": why the piece on `to` stops a piece of colour `mover`.
    std::string occupant(const BoardOverlay& board, Square to, Color mover) const {
        const Piece there = board.piece_at(to);
        if (there.is_wall()) return square_name(to) + " is a wall";
        const std::string type = v_.piece_types[there.type()].name;
        if (there.color() == mover) return square_name(to) + " holds " + color_name(mover) + "'s own " + type;
        return square_name(to) + " holds the " + type + ", which is never taken";
    }

    /// The texts of the moves in `own` from `from` to `to`: as move text on the position itself,
    /// else as action text.
    std::string alternatives(const MoveList& own, Square from, Square to, bool at_start) const {
        std::vector<std::string> texts;
        for (const Move& m : own)
            if (m.from == from && m.to == to) texts.push_back(at_start ? detail_text(m) : detail::action_text(v_, m.action(0)));
        std::sort(texts.begin(), texts.end());
        texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
        std::string out;
        for (const std::string& t : texts) {
            if (!out.empty()) out += " or ";
            out += t;
        }
        return out;
    }

    /// "from g1 to e2, f3, h3" (its pseudo-legal destinations).
    static std::string destinations(const MoveList& own, Square from) {
        std::vector<Square> to;
        for (const Move& m : own) to.push_back(m.to);
        std::sort(to.begin(), to.end());
        to.erase(std::unique(to.begin(), to.end()), to.end());
        if (to.empty()) return "and has no move from " + square_name(from);
        std::string out = "from " + square_name(from) + " to ";
        for (std::size_t i = 0; i < to.size(); ++i) {
            if (i > 0) out += ", ";
            out += square_name(to[i]);
        }
        return out;
    }

    /// PathBlocked when the piece would reach `to` with the squares between emptied.
    std::optional<MoveExplanation> path_blocked(const BoardOverlay& board, Square from, Square to) const {
        const std::vector<Square> between = squares_between(from, to);
        BoardOverlay open = board;
        Square blocker = NoSquare;
        for (Square s : between) {
            if (board.piece_at(s).none()) continue;
            if (blocker == NoSquare) blocker = s;
            open.clear(s);
        }
        if (blocker == NoSquare || !reaches(open, from, to)) return std::nullopt;
        return said(IllegalReason::PathBlocked,
                    "the path of " + piece_on(board, from) + " to " + square_name(to) + " is blocked by " +
                        piece_on(board, blocker),
                    blocker);
    }

    /// Castling explained: the king's move `from`-`to` that no ordinary move makes.
    std::optional<MoveExplanation> castling(Square from, Square to) {
        const Color us = pos_.side_to_move();
        const std::string token = square_name(from) + square_name(to);
        MoveList unchecked;
        generate_castling(pos_, unchecked, false);
        if (const Move* m = detail::match_move_text(pos_, token, unchecked)) return castling_attack(*m);
        const bool king_side = file_of(to) > file_of(from);
        const std::uint32_t rights = pos_.castling_rights() >> (16 * index(us)) & 0xFFFFU;
        int rook_file = -1;
        for (int f = 0; f < max_files; ++f)
            if ((rights >> f & 1U) && (f > file_of(from)) == king_side) rook_file = f;
        if (rook_file < 0)
            return said(IllegalReason::CastlingNotAllowed, color_name(us) + " has no right to castle " +
                                                               (king_side ? "king side" : "queen side") +
                                                               " (the king or that rook has moved)");
        const CastlingRules& cr = v_.castling;
        const int king_to = king_side ? cr.king_side_king_file : cr.queen_side_king_file;
        const int rook_to = king_side ? cr.king_side_rook_file : cr.queen_side_rook_file;
        const int low = std::min({file_of(from), rook_file, king_to, rook_to});
        const int high = std::max({file_of(from), rook_file, king_to, rook_to});
        const Square rook = make_square(rook_file, rank_of(from));
        for (int f = low; f <= high; ++f) {
            const Square s = make_square(f, rank_of(from));
            if (s != from && s != rook && !pos_.piece_at(s).none())
                return said(IllegalReason::CastlingNotAllowed,
                            "castling needs the squares between king and rook empty, and " + square_name(s) +
                                " holds " + piece_called(pos_, s),
                            s);
        }
        return std::nullopt;
    }

    /// A castling move that only the attack test refuses: which square of the king's path is
    /// attacked.
    std::optional<MoveExplanation> castling_attack(const Move& m) const {
        const Color us = pos_.side_to_move();
        const int step = file_of(m.to) > file_of(m.from) ? 1 : -1;
        for (int f = file_of(m.from);; f += step) {
            const Square s = make_square(f, rank_of(m.from));
            const SquareSet by = attackers(pos_, s, ~us);
            if (!by.empty()) {
                const Square attacker = first_of(by);
                const std::string by_whom = piece_on(pos_, attacker);
                if (s == m.from)
                    return said(IllegalReason::CastlingThroughAttack,
                                "castling out of check (" + piece_on(pos_, s) + " is attacked by " + by_whom + ")", s);
                const std::string where = s == m.to ? "into the attacked square " : "through the attacked square ";
                return said(IllegalReason::CastlingThroughAttack,
                            "castling " + where + square_name(s) + " (attacked by " + by_whom + ")", s);
            }
            if (f == file_of(m.to)) break;
        }
        return std::nullopt;
    }

    Position pos_;
    const Variant& v_;
    std::string_view text_;
};

} // namespace

MoveExplanation explain_move(const Position& pos, std::string_view move_text) { return Explainer(pos, move_text).run(); }

std::optional<Move> candidate_turn(Position& pos, std::string_view move_text) {
    try {
        detail::check_move_text(pos.variant(), move_text);
    } catch (const ParseError&) {
        return std::nullopt;
    }
    const std::vector<Move> found = Explainer(pos, move_text).candidates_matching();
    if (found.empty()) return std::nullopt;
    return found.front();
}

} // namespace varia
