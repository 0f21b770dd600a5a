#pragma once
/// \file variant.hpp
/// A variant is data (board, piece types, start position, castling, options) plus compiled
/// tables that the one move generator and the one legality checker walk (docs/architecture.md, layers 3 and 6).
/// Build one by filling the public fields, then call finalize(); after that it is immutable and
/// shared by every Position of the variant (std::shared_ptr<const Variant>).

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "varia/geometry.hpp"
#include "varia/piece.hpp"
#include "varia/square_set.hpp"
#include "varia/state.hpp"

namespace varia {

class RuleModule;

/// Castling (general, not hard-wired to 8×8). The king and the castling rook start on the
/// owner's castling rank (`rank`, normally the first). Castling towards a rook on a higher file than the king ("king side") puts
/// the king on `king_side_king_file` and the rook on `king_side_rook_file`; towards a lower file,
/// on the queen-side files. Legal when the right is held, every square between the king and its
/// target and between the rook and its target is empty except for these two pieces, and no square
/// the king stands on or passes (its start and target included) is attacked (Chess960 rules; for
/// FIDE chess they are the same rules with the king on e1).
struct CastlingRules {
    bool enabled = false;
    /// File the king must stand on for any castling right (FIDE: 4 = e); -1 = any file (Chess960).
    int king_file = -1;
    /// Files of the rooks that `K` and `Q` name in position text; -1 = the outermost castling rook on
    /// that side of the king (X-FEN). Shako's `K` is the rook on the i-file even with one on j.
    int king_side_rook_start = -1;
    int queen_side_rook_start = -1;
    /// Rank, counted from the owner's side (0 = first rank), on which king and rook castle
    /// (Shako and Omicron castle on their second rank).
    int rank = 0;
    int king_side_king_file = 6;  ///< g
    int king_side_rook_file = 5;  ///< f
    int queen_side_king_file = 2; ///< c
    int queen_side_rook_file = 3; ///< d
    /// Move text of castling: king to its target square (`e1g1`, FIDE) or king onto its own rook
    /// (`e1h1`, the usual Chess960 form, unambiguous when the king moves one square or none).
    bool king_takes_rook_notation = false;
    /// Position text writes rights as rook file letters (Shredder-FEN) rather than KQkq.
    bool shredder_fen = false;
    /// A move of any castling-king piece of a side loses all its rights (cutechess's two kings
    /// each: the second king too). Otherwise only the king that castles loses them by moving.
    bool every_king_move_loses_rights = false;
    /// With drops: a castling-king piece dropped on king_file of its castling rank gains the
    /// rights of the castling-rook pieces on that rank's corner files, and a castling-rook piece
    /// dropped on a corner file gains its right when the king already stands there (placement
    /// chess, Fairy-Stockfish's `castlingDroppedPiece`).
    bool rights_from_drops = false;
};

/// Which royal pieces a side must keep out of check when it has several (variant files:
/// `"royal_check"`). A side with no royal piece is never in check.
enum class RoyalCheck : std::uint8_t {
    /// Every royal piece: a move may leave none of them attacked (FIDE chess, coregal).
    Every,
    /// Duple check: a side is in check only while all its royal pieces are attacked, so a move may
    /// leave some of them attacked but not all (Fairy-Stockfish's `dupleCheck`).
    All,
    /// Only the royal piece met first when the board is scanned file by file from the a-file,
    /// each file from rank 1 up, is royal; the others move and are taken as ordinary pieces
    /// (cutechess's two kings each).
    First,
    /// As First, but each file is scanned from its owner's first rank (Black's from the top:
    /// cutechess's symmetric two kings each).
    FirstFromOwnSide,
    /// A royal piece is protected only while it is its side's only one: with two or more, any of
    /// them may be left attacked and taken (Fairy-Stockfish's pseudo-royal pieces: sho shogi's
    /// king and crown prince).
    Sole,
};

/// What a game end gives the side it applies to (the side to move for stalemate and checkmate,
/// the extinct side for ExtinctionRule).
enum class Outcome : std::uint8_t { Draw, Loss, Win };

/// The game-end rules a variant uses (status.hpp reports them).
/// The counting rules of the makruk family's endings (variant files: `"draws": {"counting": ...}`,
/// docs/variant-format.md), as Fairy-Stockfish plays them. Once no side can be expected to
/// promote, a count runs in plies; the game is drawn when it passes its limit before the
/// stronger side mates. The count is kept in position text by the rule module that applies the
/// rules (varia/honour_counting.hpp).
/// - board's honour: while a side with 2..`board_max_pieces` pieces (any number when 0) faces a
///   side with more than its king, and no pawn is left (unless `board_with_pawns`), the count
///   starts from 0 toward `board_limit` moves;
/// - pieces' honour: when a side is down to its king and no pawn is left, the first entry of
///   `pieces` whose pieces the other side has decides the limit; with `count_from_pieces` the
///   count then starts at the number of pieces on the board (makruk, Cambodian chess: the weaker
///   side counts on from it), else from 0.
struct CountingRules {
    /// Pieces' honour: the other side has at least `count` pieces of each listed type.
    struct Honour {
        std::vector<std::pair<PieceTypeId, int>> pieces; ///< (type, at least); empty: always met
        int limit = 0;                                   ///< in moves
    };
    bool enabled = false;
    int board_limit = 0;      ///< board's honour limit in moves; 0: no board's honour
    int board_max_pieces = 0; ///< the counting side's pieces at most (king included); 0: any
    bool board_with_pawns = false;
    std::vector<Honour> pieces;
    bool count_from_pieces = false;
};

struct DrawRules {
    int fifty_move_plies = 100;        ///< halfmove clock that ends the game; 0 = no such rule
    int repetition_count = 3;          ///< occurrences that draw; 0 = no such rule
    /// Drawn when neither side can mate with what is on the board, judged by each piece's
    /// PieceType::mating as Fairy-Stockfish judges it (variant files: "fide"). A side can mate
    /// with a piece that mates alone (or a piece that may promote to one); with a colour-bound
    /// piece when colour-bound pieces stand on both colours or any other piece counts; with any
    /// other piece when a second piece counts. Pieces count of both sides, but not royal ones nor
    /// the side's own pieces that can never reach a square its enemy's royal piece may stand on;
    /// holes and walls count as pieces. A side with a piece in hand, a variant with extinction,
    /// connection or (while the side has its flag piece) flag goals, and with a stalemate that is
    /// not a draw or royal pieces that may not move in check, any piece suffices. For FIDE's
    /// pieces this is FIDE's rule: K v K, K+N v K, K+B v K, bishops all on one colour.
    bool fide_insufficient_material = true;
    /// Drawn when, besides royal pieces, only colour-bound pieces (every move keeps the square
    /// colour, like bishops) remain and all stand on squares of one colour (Asylum Chess:
    /// docs/variants/asylum-chess.md, "End of the game").
    bool colour_bound_insufficient_material = false;
    /// Drawn when nothing but royal pieces is left, on the board and in hand.
    bool bare_kings_insufficient_material = false;
    /// What a side to move without a legal move gets when it is not in check (variant files:
    /// "stalemate": "draw", "loss" or "win").
    using Stalemate = Outcome;
    Stalemate stalemate = Stalemate::Draw;
    /// Instead of `stalemate`: the stalemated side wins with fewer pieces than the other side,
    /// loses with more, and draws with as many (suicide chess; "stalemate": "piece-count").
    bool stalemate_by_piece_count = false;
    /// The makruk family's counting of endings; applied by a rule module (HonourCounting).
    CountingRules counting{};
    /// Whether the repetition and fifty-move draws are claims (FIDE 9.2, 9.3) rather than
    /// automatic. When they are, a Game (game.hpp) lets the side to move claim them at
    /// `repetition_count` occurrences and `fifty_move_plies` plies, and ends the game by itself only
    /// at `automatic_repetition_count` and `automatic_fifty_move_plies` (FIDE 9.6: fivefold
    /// repetition, seventy-five moves). game_status() on a position judges every such draw as
    /// claimed (the arbiter's view: the game may end there). Variant files: `"draws": {"claims":
    /// true}`.
    struct Claims {
        bool enabled = false;
        int automatic_repetition_count = 5;
        int automatic_fifty_move_plies = 150;
    };
    Claims claims{};
};

/// Extinction (variant files: `"goals": {"extinction": ...}`): a side that has at most `count`
/// pieces of a listed type left — on the board and in hand together, each type counted on its
/// own, or all its pieces counted together when `all` is set — while the other side has at least
/// `opponent_count` of that type, gets `outcome` at once (extinction chess, horde, antichess's
/// win by losing everything, shatranj's bare king). The side that has just moved is judged
/// first. With `claim`, the side to move, which may still even the material by a capture, is
/// judged only when the other side has one piece more than `opponent_count`.
struct ExtinctionRule {
    bool enabled = false;
    bool all = false;          ///< count every piece of the side together (not per type)
    std::uint32_t types = 0;   ///< bit mask of the types counted one by one (when not `all`)
    int count = 0;             ///< at most this many left: extinct
    int opponent_count = 0;    ///< ...while the opponent has at least this many
    bool claim = false;
    Outcome outcome = Outcome::Loss; ///< for the extinct side
};

/// Capture the flag (variant files: `"goals": {"flag": ...}`): a side whose piece of type
/// `type[c]` stands on a square of `region[c]` after its move has won (king of the hill,
/// breakthrough). With `last_chance` (racing kings), when White gets there first Black has one
/// more move: the game is a draw if Black's flag piece reaches its region with it, and if Black
/// has no legal move that brings it there the game ends at once; Black getting there first wins.
/// With `hold` (jeson mor), the piece must still stand there when its side is to move again: the
/// other side has one move to take it or drive it off. With `safe` (dobutsu), only a piece that no
/// enemy piece attacks there counts, in every position: the side to move wins if its piece
/// stands there safe (a draw if both do), else the side that has just moved wins if its does.
struct FlagRule {
    bool enabled = false;
    std::array<PieceTypeId, 2> type{};  ///< by Color index
    std::array<SquareSet, 2> region{};  ///< by Color index
    bool last_chance = false;
    bool hold = false;
    bool safe = false;
};

/// N in a row (variant files: `"goals": {"connect": ...}`): a side with `count` or more of its
/// pieces of the `types` in an unbroken line of adjacent squares, along one of the chosen lines,
/// has reached the goal (tic-tac-toe, connect four, gomoku; longer lines count too). The side
/// that has just moved is judged first.
struct ConnectRule {
    bool enabled = false;
    int count = 0;              ///< 2..16
    std::uint32_t types = ~0U;  ///< bit mask of the types that count (every type by default)
    bool horizontal = true;     ///< along a rank
    bool vertical = true;       ///< along a file
    bool diagonal = true;       ///< along both diagonals
    Outcome outcome = Outcome::Win; ///< for the side that has connected
};

/// Grid chess (variant files: `"grid"`): lines cut the board into cells of `width` × `height`
/// squares, and every move must cross one: a move (castling and en passant too) ends in another
/// cell than it starts, and a piece attacks only the squares outside its own cell, so a check
/// must cross a line too. The first cell from the a-file is `first_width` files wide and the first
/// from rank 1 `first_height` ranks high (displaced grid chess: 1 and 1). Drops are not moves.
struct GridRule {
    bool enabled = false;
    int width = 2;        ///< 1..16 files per cell
    int height = 2;       ///< 1..16 ranks per cell
    int first_width = 2;  ///< 1..width: files of the cells on the a-file
    int first_height = 2; ///< 1..height: ranks of the cells on rank 1
};

/// Game ends judged from the position itself, before any move is generated: a position where
/// one applies has no legal move (Fairy-Stockfish's immediate game ends), and what checkmate gives.
struct GoalRules {
    ExtinctionRule extinction;
    FlagRule flag;
    ConnectRule connect;
    /// What a side to move without a legal move gets when it is in check (losers: a win).
    Outcome checkmate = Outcome::Loss;
    /// Types whose drop may not give checkmate (shogi's pawn): a checkmate given by dropping one
    /// of them gives the mated side `drop_mate` instead of `checkmate`. Move generation is
    /// unchanged (Fairy-Stockfish's rule: such a drop is legal and loses).
    std::uint32_t drop_mate_types = 0;
    Outcome drop_mate = Outcome::Win;
    [[nodiscard]] bool immediate() const noexcept { return extinction.enabled || flag.enabled || connect.enabled; }
};

/// A named, typed rule option (e.g. Asylum Chess's `friendly_fire`).
struct OptionSpec {
    std::string name;
    std::string type; ///< "bool", "int" or "choice"
    std::string default_value;
    std::string description;
    /// The allowed values of a "choice" option, in the order the variant lists them.
    std::vector<std::string> choices;
};

/// One compiled movement ray of a piece of one colour: the walk along one step vector.
struct Ray {
    DirectionId dir;
    std::uint8_t min_range; ///< first step count that may end the move (lame leaps: n, else 1)
    std::uint8_t range;     ///< last step count; 1 for leapers, 255 for unlimited riders
    std::uint8_t modes;     ///< modes:: flags
    Hop hop;
    bool jump_first;        ///< the first square is skipped whatever stands on it
    bool initial_only;      ///< only from the type's initial squares
    bool multi_step;        ///< pawn-like non-capturing move that may pass squares: leaves en-passant targets
    /// 0 on the rays of Variant::rays(). On Variant::locust_rays() (Atom::locust_modes) the walk
    /// above is the first leg (`modes` is then capture only) and must end on an enemy piece, and a
    /// second leg with these modes continues along `dir` for up to `range` steps.
    std::uint8_t locust_modes;
    /// Hop::Bent rays (oblique lame leaps): the diagonal direction and step count of the second
    /// part of the walk, after `range` orthogonal steps along `dir`. 0 steps on every other ray.
    DirectionId bend;
    std::uint8_t bend_steps;
    /// Only from the type's zone squares (PieceType::zone_atoms, Variant::zone_squares()).
    bool zone_only;
    /// initial_only or zone_only: the generator's loop tests this one byte per ray.
    bool restricted;
    /// A plain leap or ride (no hop, skip, lame minimum, en passant, multi-step or locust leg): the
    /// generator walks it with its shortest loop.
    bool plain;
    [[nodiscard]] constexpr bool can_move() const noexcept { return modes & modes::move; }
    [[nodiscard]] constexpr bool can_capture() const noexcept { return modes & modes::capture; }
    [[nodiscard]] constexpr bool can_en_passant() const noexcept { return modes & modes::en_passant; }
    /// True when no reverse lookup (AttackLine, HopperLine, LocustAttack, FriendlyLeapLine)
    /// covers this ray's captures, so the attack test walks it forwards from the piece: `j`
    /// riders, limited hoppers and initial-only captures.
    [[nodiscard]] constexpr bool forward_checked() const noexcept {
        if (locust_modes != 0) return initial_only || zone_only;
        return can_capture() && (jump_first || initial_only || (hop == Hop::Grasshopper && range != 255) ||
                                 (hop == Hop::Cannon && range != 255));
    }
    /// True when the move may start anywhere (no `i`, no zone): the common case, one test.
    [[nodiscard]] constexpr bool from_anywhere() const noexcept { return !restricted; }
};

/// One square that a plain one-step leap reaches from a square (Variant::leaps()).
struct LeapTarget {
    std::uint8_t to;    ///< the square reached (a board has at most 256 squares)
    std::uint8_t modes; ///< the modes:: flags of the leap's ray
};

/// One square from which plain one-step leaps (Variant::leaps()) reach a given square, and the
/// piece types whose leap does: the reverse of leaps(), for "which pieces can step here" asked
/// square by square (Variant::leap_sources()).
struct LeapSource {
    std::uint8_t from;           ///< the square the leap starts on
    std::uint32_t move_types;    ///< types whose leap may end there on an empty square (modes::move)
    std::uint32_t capture_types; ///< types whose leap may take an enemy piece there (modes::capture)
};

/// Reverse attack lookup for leapers, riders and lame leaps: walking `dir` from a target square,
/// the first piece met at distance k (1-based) attacks the target when its type's bit is in
/// types_at[k-1] (and it has the attacking colour).
struct AttackLine {
    DirectionId dir;
    std::uint8_t max_range;
    std::array<std::uint32_t, max_ranks> types_at{};
    std::uint32_t types = 0; ///< every type in types_at, to skip the line when asking about others
    const Square* next = nullptr; ///< the step table of `dir` (Geometry::steps())
};

/// Reverse attack lookup for oblique lame leaps (Hop::Bent) of one shape: walking `bend_steps`
/// squares along `back_bend`, then `steps` squares along `back` from the target, every square
/// passed is empty and the last holds an attacker of a type in `types` (and the attacking colour).
struct BentLine {
    DirectionId back_bend;
    DirectionId back;
    std::uint8_t bend_steps;
    std::uint8_t steps;
    std::uint32_t types = 0;
    const Square* bend_next = nullptr; ///< the step tables of `back_bend` and `back`
    const Square* next = nullptr;
    /// The step table of the whole path as one leap: origin[s] is where the attacker of `s` would
    /// stand, or NoSquare when the path leaves the board. A hole on the path is not seen, so it
    /// only rules attackers out: the attack test looks there first, and walks the path only when
    /// an attacker stands on it.
    const Square* origin = nullptr;
    DirectionId leap = 0; ///< the vector of the whole path, whose step table `origin` is
};

/// Reverse lookup of non-capturing moves (movers_to(), movegen.hpp) for leapers, riders and lame
/// leaps: walking `dir` from an empty target square, the first piece met at distance k (1-based)
/// can move there when its type's bit is in types_at[k-1], or in initial_at[k-1] and it stands on
/// one of its type's initial squares.
struct MoveLine {
    DirectionId dir;
    std::uint8_t max_range;
    std::array<std::uint32_t, max_ranks> types_at{};
    std::array<std::uint32_t, max_ranks> initial_at{};
    const Square* next = nullptr; ///< the step table of `dir`
};

/// Reverse attack lookup for one locust ray (XBetza `caf`) of one piece type: a target square is
/// attacked when, walking `back` from it, the first piece is an attacker of `type` within
/// `range` whose second leg can go on beyond the target along `forward` (the target is the first
/// leg's victim), or the first piece is one the first leg may take and the next one, within
/// `range` again, is such an attacker whose second leg may capture (the target is its landing).
struct LocustAttack {
    DirectionId back;
    DirectionId forward;
    PieceTypeId type;
    std::uint8_t range; ///< steps of each leg; 255 = unlimited
    std::uint8_t leg1;  ///< modes:: of the first leg (capture and/or destroy)
    std::uint8_t leg2;  ///< modes:: of the second leg
    const Square* back_steps = nullptr;    ///< the step tables of `back` and `forward`
    const Square* forward_steps = nullptr;
    /// Per target square, the squares within two legs along `back`: where the attacker must
    /// stand, tested before walking the line.
    const SquareSet* attacker_squares = nullptr;
};

/// Reverse attack lookup for friendly leaps that capture: walking `back` from the target, the
/// square next to it holds a hurdle of the attacker's side and the one behind it an attacker of
/// a type in `types`.
struct FriendlyLeapLine {
    DirectionId back;
    std::uint32_t types = 0;
    const Square* next = nullptr; ///< the step table of `back`
};

/// Reverse attack lookup for unlimited hoppers along `dir` (from the target outwards): the first
/// piece met is the screen, the next piece attacks the target if its type is a cannon type, or a
/// grasshopper type and the screen stood right next to the target.
struct HopperLine {
    DirectionId dir;
    std::uint32_t cannon_types = 0;
    std::uint32_t grasshopper_types = 0;
    const Square* next = nullptr; ///< the step table of `dir`
};

class Variant {
public:
    // ---- data (fill these, then call finalize()) ----
    std::string name;
    std::vector<std::string> aliases;
    std::string description;
    int width = 8;
    int height = 8;
    std::vector<Square> holes;
    std::vector<PieceType> piece_types;
    std::string start_position;
    CastlingRules castling;
    DrawRules draws;
    GoalRules goals;
    /// A side that can capture must capture: while it has a legal capture its other moves are
    /// illegal (antichess, losers).
    bool must_capture = false;
    /// False: a move that attacks an enemy royal piece is illegal (racing kings).
    bool checks_allowed = true;
    /// False: a royal piece in check may not move, except to take the one piece giving check
    /// (makpong); the check must be met by the other pieces.
    bool royal_moves_in_check = true;
    bool has_hands = false;
    /// With hands: the side to move may drop a piece from its hand as its move (generate_drops()).
    /// False where pieces leave the hand only as a rule module says (gating, placements).
    bool drops = true;
    /// With drops: while the side to move has a piece in hand and a legal drop, its other turns
    /// are illegal (placement chess's set-up phase; Fairy-Stockfish's `mustDrop`).
    bool must_drop = false;
    /// With must_drop: the types (bits by PieceTypeId) whose drops are compulsory; all by default.
    /// With fewer: while the side holds one of them in hand it may drop no other type, and while
    /// it has a legal drop of one it may do nothing else (koedem's kings; Fairy-Stockfish's
    /// `mustDropType`).
    std::uint32_t must_drop_types = ~std::uint32_t{0};
    /// With drops: royal pieces may be held in hand and dropped (a king placed in the set-up
    /// phase); one in hand counts toward royals_per_side. A side with no royal piece on the
    /// board is never in check.
    bool royal_drops = false;
    /// With drops: a piece in hand whose type has a promoted form (PieceType::promoted) may also be
    /// dropped as that form, `+L@c3` (kyoto and micro shogi; Fairy-Stockfish's `dropPromoted`).
    bool drop_promoted = false;
    /// With drops: the squares each side may drop on (by Color index), before each type's own
    /// rules; an empty set = everywhere (placement chess: White's first rank, Black's last).
    std::array<SquareSet, 2> drop_region{};
    /// Each side must have exactly this many royal pieces in a valid position (-1: no rule; with
    /// a royal_check other than Every, a side must still keep at least one).
    int royals_per_side = 1;
    /// Which of a side's royal pieces may not be left in check (RoyalCheck).
    RoyalCheck royal_check = RoyalCheck::Every;
    std::vector<OptionSpec> options;
    /// Name of the rule module attached to this variant ("" = none: pure data). finalize() runs
    /// the module's install function (rule_module.hpp), which may adjust the data from option
    /// values, declares the module's state fields and returns the module object.
    std::string rule_module;
    /// The module object (null for pure data variants and for modules that only adjust data).
    std::shared_ptr<const RuleModule> module;
    /// State the rule module keeps in positions (state.hpp), in declaration order; filled by
    /// declare_state() while finalize() runs the module. Hashed, restored by pop(), and written as
    /// trailing position-text fields in this order.
    std::vector<StateField> state_fields;
    /// Each en-passant target stands on its own: position text may list targets passed by
    /// different multi-steps of one turn, and an en-passant capture names its victim itself.
    bool independent_en_passant = false;
    /// A turn that begins with a drop resets the halfmove clock (a drop cannot be undone: Fairy-
    /// Stockfish's rule). False for Amphora, whose clock only pawn moves and removals reset.
    bool drop_resets_halfmove_clock = true;
    /// The variant's turns may place walls (Piece::wall(), e.g. a duck): position text then writes
    /// a wall as '*' on a real square.
    bool has_walls = false;
    /// Black's moves are White's turned by 180 degrees (files mirrored too: Black's "left" is
    /// towards the h-file), not only mirrored by rank (legan).
    bool black_rotated = false;
    /// The flying general (xiangqi): two enemy royal pieces may never face each other on a file
    /// with no piece between them; a move that leaves them so is illegal.
    bool flying_general = false;
    /// The actions of a turn are a set, not a sequence (Laser Chess's simultaneous actions): move
    /// text may list them in any order. Otherwise parse_move() reads only the canonical order,
    /// since a turn's actions happen one after another (a gating drop on the square the move
    /// leaves, a duck placed after the move) and another order would describe another turn.
    bool unordered_actions = false;
    /// A side may pass: a turn in which nothing changes, written as its royal piece (or, with
    /// none, its first piece in square order) acting on its own square, `e2xe2`. Like every turn
    /// it may not leave the side in check (janggi; Fairy-Stockfish's `pass`).
    bool pass = false;
    /// No move or drop may leave a piece on a square from which it could never move again (on an
    /// empty board, by its non-capturing moves): a shogi pawn or lance on the last rank, a shogi
    /// knight on the last two. Such a move must promote instead, where the piece may.
    bool immobility_illegal = false;
    /// Every move must cross a grid line (GridRule; grid chess and its relatives).
    GridRule grid;
    /// Whether a royal piece may be the hurdle of a friendly leap (Hop::FriendlyLeap).
    bool friendly_leap_over_royal = true;
    /// Current value of every option (name -> text), defaults filled in by finalize().
    std::map<std::string, std::string> option_values;

    /// Fills in option defaults, runs the rule module, compiles the tables below and validates
    /// the data. Call it again after changing the data (with_options() does).
    /// Throws ParseError naming the field when the data is inconsistent or the rule module is
    /// unknown.
    void finalize();

    /// Declares a state field for the rule module being installed and returns its id (its index in
    /// state_fields). Throws ParseError ("rules") for a bad or duplicate name, a max outside
    /// 1..max_state_value, or more than max_state_slots values / max_piece_flags piece flags.
    StateFieldId declare_state(StateField field);
    /// The declared field called `name`, if any.
    [[nodiscard]] std::optional<StateFieldId> find_state(const std::string& name) const noexcept;

    /// The declared option called `name` (of OptionSpec::type `type` when one is given: "bool",
    /// "int", "choice"), or nullptr: how a rule module asks whether its variant declares an option.
    [[nodiscard]] const OptionSpec* find_option(const std::string& name, const std::string& type = "") const noexcept;
    /// Value of the bool option `name` (option_values after finalize()).
    /// Throws OptionError when the variant has no bool option of that name.
    [[nodiscard]] bool option_flag(const std::string& name) const;
    /// Value of the int option `name`. Throws OptionError when there is no int option of that name.
    [[nodiscard]] int option_int(const std::string& name) const;
    /// Value of the choice option `name` (one of its OptionSpec::choices).
    /// Throws OptionError when there is no choice option of that name.
    [[nodiscard]] const std::string& option_choice(const std::string& name) const;

    // ---- compiled (valid after finalize()) ----
    [[nodiscard]] const Geometry& geometry() const noexcept { return *geometry_; }
    /// The one-leg rays of a piece of type t and colour c, in atom order (locust rays excluded).
    [[nodiscard]] std::span<const Ray> rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = ray_index_[index(c)][t];
        return {ray_pool_.data() + r.first, r.second};
    }
    /// The squares that the plain one-step leaps of a piece of type t and colour c on `from`
    /// reach on the empty board, in ray order: the rays of rays() of range 1 with no starting
    /// restriction that are Ray::plain but for en passant (a knight's, a king's, a pawn's step and
    /// diagonal capture). The generator reads these instead of walking those rays one by one;
    /// walk_rays() are the others.
    [[nodiscard]] std::span<const LeapTarget> leaps(Color c, PieceTypeId t, Square from) const noexcept {
        const std::uint32_t* start = leap_start_.data() + leap_base_[index(c)][t] + from;
        return {leap_pool_.data() + start[0], start[1] - start[0]};
    }
    /// The reverse of leaps() for colour c: every square from which some type's leap reaches
    /// `to` on the empty board, once each, with the types that move and that capture by it (en
    /// passant and region confinement, types_allowed_on(), are not looked at). For a type whose
    /// walk_rays() and locust_rays() are empty this is every move it has onto `to`.
    [[nodiscard]] std::span<const LeapSource> leap_sources(Color c, Square to) const noexcept {
        const std::uint32_t* start = leap_source_start_[index(c)].data() + to;
        return {leap_source_pool_[index(c)].data() + start[0], start[1] - start[0]};
    }
    /// The squares of leap_sources(c, to), as one set: intersect it with the pieces before
    /// reading the sources one by one.
    [[nodiscard]] const SquareSet& leap_origins(Color c, Square to) const noexcept {
        return leap_origins_[index(c)][to];
    }
    /// The rays of rays() that leaps() does not cover, in the same order.
    [[nodiscard]] std::span<const Ray> walk_rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = walk_index_[index(c)][t];
        return {walk_pool_.data() + r.first, r.second};
    }
    /// Bit mask of the types whose walk_rays() for colour c are not empty: the generator asks
    /// this one bit before it looks up the rays of a piece that has only leaps.
    [[nodiscard]] std::uint32_t walking_types(Color c) const noexcept { return walking_types_[index(c)]; }
    /// The two-leg locust rays (XBetza `caf`) of a piece of type t and colour c; kept apart from
    /// rays() so that walking those costs nothing extra. Empty for types not in locust_types().
    [[nodiscard]] std::span<const Ray> locust_rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = locust_index_[index(c)][t];
        return {ray_pool_.data() + r.first, r.second};
    }
    /// The rays of type t and colour c that no reverse lookup covers, which the attack test walks
    /// forwards from the piece: its forward_checked() rays (initial-only locust rays among them).
    [[nodiscard]] std::span<const Ray> forward_rays(Color c, PieceTypeId t) const noexcept {
        const auto& r = forward_index_[index(c)][t];
        return {forward_pool_.data() + r.first, r.second};
    }
    /// Types with at least one locust ray.
    [[nodiscard]] std::uint32_t locust_types() const noexcept { return locust_types_; }
    /// Types whose atoms overlap (XBetza `RW`, `RR`, `RD`, a rider and a hopper on one line...):
    /// two of their rays may reach the same square, so the generator drops the repeated moves.
    [[nodiscard]] std::uint32_t repeating_types() const noexcept { return repeating_types_; }
    /// Attack lines for attacks made by pieces of colour `c`.
    [[nodiscard]] std::span<const AttackLine> attack_lines(Color c) const noexcept {
        return attack_lines_[index(c)];
    }
    /// Hopper attack lines for attacks made by pieces of colour `c` (empty: no hoppers).
    [[nodiscard]] std::span<const HopperLine> hopper_lines(Color c) const noexcept {
        return hopper_lines_[index(c)];
    }
    /// Reverse lookups of oblique lame leap attacks (Hop::Bent) made by pieces of colour `c`.
    [[nodiscard]] std::span<const BentLine> bent_lines(Color c) const noexcept { return bent_lines_[index(c)]; }
    /// Attack lines of zone atoms (PieceType::zone_atoms) made by pieces of colour `c`: as
    /// attack_lines(), and the attacker must stand in its type's zone (zone_squares()).
    [[nodiscard]] std::span<const AttackLine> zone_attack_lines(Color c) const noexcept {
        return zone_attack_lines_[index(c)];
    }
    /// Hopper lines of zone atoms (janggi's cannon on the palace diagonals) made by pieces of
    /// colour `c`: as hopper_lines(), and the attacker must stand in its type's zone.
    [[nodiscard]] std::span<const HopperLine> zone_hopper_lines(Color c) const noexcept {
        return zone_hopper_lines_[index(c)];
    }
    /// True when some piece has oblique lame leap or zone attacks (bent_lines(), zone_attack_lines(),
    /// zone_hopper_lines()).
    [[nodiscard]] bool bent_or_zone_attacks() const noexcept { return bent_or_zone_attacks_; }
    /// Reverse lookups of locust attacks and friendly-leap captures made by pieces of colour `c`.
    [[nodiscard]] std::span<const LocustAttack> locust_attacks(Color c) const noexcept { return locust_attacks_[index(c)]; }
    [[nodiscard]] std::span<const FriendlyLeapLine> friendly_leap_lines(Color c) const noexcept {
        return friendly_leap_lines_[index(c)];
    }
    /// Reverse lookups of non-capturing moves made by pieces of colour `c`.
    [[nodiscard]] std::span<const MoveLine> move_lines(Color c) const noexcept { return move_lines_[index(c)]; }
    /// Types with non-capturing moves no move line covers (hoppers, `j` riders, friendly leaps,
    /// locust moves whose second leg may move): movers_to() walks their rays forwards.
    [[nodiscard]] std::uint32_t forward_move_types() const noexcept { return forward_move_types_; }
    /// Types whose attacks no reverse lookup covers (limited-range hoppers, `j` riders,
    /// initial-only captures); the attack test walks their rays forwards from each such piece.
    [[nodiscard]] std::uint32_t forward_checked_types() const noexcept { return forward_checked_types_; }
    /// True when the move of a piece of type `t` and colour `c` from `from` to `to` resets the
    /// halfmove clock (PieceType::halfmove_clock_reset; for Irreversible: no plain move of the type,
    /// not initial-only and not a hop, leads from `to` back to `from` on an empty board).
    [[nodiscard]] bool resets_halfmove_clock(Color c, PieceTypeId t, Square from, Square to) const noexcept {
        if ((halfmove_clock_types_ >> t & 1U) == 0) return false;
        return (halfmove_irreversible_types_ >> t & 1U) == 0 || !can_move_back(c, t, to, from);
    }
    /// Types with at least one en-passant ray.
    [[nodiscard]] std::uint32_t en_passant_types() const noexcept { return en_passant_types_; }
    /// True when, for every type in en_passant_types(), the en-passant rays are exactly its capture
    /// rays (so the attack test tells whether an en-passant target can be used).
    [[nodiscard]] bool en_passant_is_capture() const noexcept { return en_passant_is_capture_; }
    /// The squares from which a piece of colour c and a type in en_passant_types() could take en
    /// passant on `target` along one of its en-passant rays, whatever stands between (a superset:
    /// the cheap first test of whether a new en-passant target can be used). `target` < NoSquare;
    /// empty when no type takes en passant.
    [[nodiscard]] SquareSet en_passant_origins(Color c, Square target) const noexcept {
        return en_passant_origins_.empty() ? SquareSet() : en_passant_origins_[index(c) * NoSquare + target];
    }
    /// True when every attack is a leaper, rider or straight lame-leap attack: moving a piece can then
    /// only expose the king along a line, which the pin-based legality fast path relies on. False
    /// for any variant with hoppers, locust moves or friendly leaps, so that fast path never has
    /// to judge a move that can make a screen or a hurdle, or removes a second piece.
    [[nodiscard]] bool line_attacks_only() const noexcept { return line_attacks_only_; }
    /// True when every move of every piece (castling and drops aside) is a leap of leaps(): no
    /// type has walk_rays() or locust_rays(), no type captures en passant, and no region or grid
    /// restricts attacks. leap_sources() then lists every way a piece can step onto a square.
    [[nodiscard]] bool leaps_only() const noexcept { return leaps_only_; }
    /// True when the legality predicate is the default one (no royal of the mover attacked).
    [[nodiscard]] bool default_legality() const noexcept { return default_legality_; }
    /// True when the legality predicate is the default one, or the default one and the flying
    /// general rule (xiangqi): both are about the mover's royal pieces alone, so the legality
    /// fast path can judge them from the king's square.
    [[nodiscard]] bool royal_legality() const noexcept { return royal_legality_; }
    /// True when some declared state field is a piece flag (StateField::Kind::PieceFlag).
    [[nodiscard]] bool has_piece_flags() const noexcept { return piece_flag_count_ > 0; }
    [[nodiscard]] int piece_flag_count() const noexcept { return piece_flag_count_; }
    /// The promotion zone of a piece of type t and colour c: squares where a move that ends there
    /// promotes (must, unless PromotionRules::optional; empty set: never).
    [[nodiscard]] const SquareSet& promotion_squares(Color c, PieceTypeId t) const noexcept {
        return promotion_squares_[index(c)][t];
    }
    /// Squares from which every move of a piece of type t and colour c promotes, wherever it ends
    /// (PromotionRules::from_zone: the zone itself; else empty).
    [[nodiscard]] const SquareSet& promotion_from_squares(Color c, PieceTypeId t) const noexcept {
        return promotion_from_squares_[index(c)][t];
    }
    /// Squares from which a piece of type t and colour c could never move again
    /// (immobility_illegal; else empty): no move or drop leaves it there unpromoted.
    [[nodiscard]] const SquareSet& dead_squares(Color c, PieceTypeId t) const noexcept {
        return dead_squares_[index(c)][t];
    }
    /// Squares where a piece of type t and colour c cannot stand unpromoted, so that no drop puts
    /// it there and no valid position has it there: its dead squares, and its promotion zone
    /// when promotion there is forced on arrival and the piece can reach the zone only by moving
    /// into it (neither PromotionRules::optional nor from_zone: a FIDE pawn on its last rank).
    [[nodiscard]] const SquareSet& barred_squares(Color c, PieceTypeId t) const noexcept {
        return barred_squares_[index(c)][t];
    }
    /// Squares where colour c may drop a piece of type t, as far as the type says: its
    /// PieceType::drop_region (the whole board when it has none) less its barred squares.
    /// Variant::drop_region, occupancy and the file, gravity and colour rules still apply.
    [[nodiscard]] const SquareSet& type_drop_squares(Color c, PieceTypeId t) const noexcept {
        return type_drop_squares_[index(c)][t];
    }
    /// Squares where a move of a piece of type t and colour c that ends there needs the
    /// promotion or immobility rules: its promotion zone and its dead squares. Together with
    /// promotion_from_squares() this tells the generator when a move is more than one move.
    [[nodiscard]] const SquareSet& promotion_check_squares(Color c, PieceTypeId t) const noexcept {
        return promotion_check_squares_[index(c)][t];
    }
    /// Types with a non-empty promotion_check_squares() for some colour (one bit test per piece
    /// for the generator), and among them those with PromotionRules::from_zone.
    [[nodiscard]] std::uint32_t promotion_check_types() const noexcept { return promotion_check_types_; }
    [[nodiscard]] std::uint32_t from_zone_types() const noexcept { return from_zone_types_; }
    /// Types that may promote to a type with a PieceType::promotion_limit: the generator drops
    /// their promotions to a type their side already has that many of.
    [[nodiscard]] std::uint32_t limited_promotion_types() const noexcept { return limited_promotion_types_; }
    /// The types a piece of type t and colour c may promote to (PromotionRules).
    [[nodiscard]] std::span<const PieceTypeId> promotion_choices(Color c, PieceTypeId t) const noexcept {
        const PromotionRules& p = piece_types[t].promotion;
        return c == Color::Black && !p.black_choices.empty() ? p.black_choices : p.choices;
    }
    /// True when a multi-step of a piece of type t and colour c that passes `s` leaves an
    /// en-passant target there (PieceType::en_passant_ranks; every passed square by default).
    [[nodiscard]] bool leaves_en_passant_target(Color c, PieceTypeId t, Square s) const noexcept {
        return !en_passant_restricted_ || en_passant_squares_[index(c)][t].test(s);
    }
    /// Types confined to a region (PieceType::region): their moves and drops end inside it and
    /// they attack nothing outside it.
    [[nodiscard]] std::uint32_t confined_types() const noexcept { return confined_types_; }
    /// With a grid (GridRule): the squares of the cell of `s`, where no move from `s` may end and
    /// which a piece on `s` does not attack. Empty without a grid.
    [[nodiscard]] const SquareSet& same_cell(Square s) const noexcept { return cells_[cell_of_[s]]; }
    /// Attacks are filtered after the scan: regions (confined_types()) or a grid.
    [[nodiscard]] bool attacks_restricted() const noexcept { return confined_types_ != 0 || grid.enabled; }
    /// The types whose pieces of colour c may stand on `s`: every type but the confined ones whose
    /// region leaves `s` out.
    [[nodiscard]] std::uint32_t types_allowed_on(Color c, Square s) const noexcept {
        return allowed_types_[index(c)][s];
    }
    /// Squares from which a piece of type t and colour c may use its `i` (initial) atoms.
    [[nodiscard]] const SquareSet& initial_squares(Color c, PieceTypeId t) const noexcept {
        return initial_squares_[index(c)][t];
    }
    /// Squares from which a piece of type t and colour c may use its zone atoms
    /// (PieceType::zone_atoms, PieceType::zone_ranks).
    [[nodiscard]] const SquareSet& zone_squares(Color c, PieceTypeId t) const noexcept {
        return zone_squares_[index(c)][t];
    }
    /// True when a piece of type t and colour c standing on `from` may use `ray`: its `i` atoms
    /// only from the initial squares, its zone atoms only from the zone.
    [[nodiscard]] bool usable_from(Color c, PieceTypeId t, const Ray& ray, Square from) const noexcept {
        return (!ray.initial_only || initial_squares_[index(c)][t].test(from)) &&
               (!ray.zone_only || zone_squares_[index(c)][t].test(from));
    }
    /// Bit mask of piece types that can never be captured (PieceType::capturable false).
    [[nodiscard]] std::uint32_t uncapturable_types() const noexcept { return uncapturable_types_; }
    /// True when `target`'s type may be captured (PieceType::capturable).
    [[nodiscard]] bool capturable(Piece target) const noexcept {
        return !(uncapturable_types_ >> target.type() & 1U);
    }
    /// True when a move of a piece of colour `us` may capture `target` (an enemy, capturable).
    [[nodiscard]] bool can_take(Piece target, Color us) const noexcept {
        return target.color() != us && capturable(target);
    }
    /// True when a locust leg with `leg_modes` of a piece of colour `us` may take `target`: an
    /// enemy with modes::capture, an own non-royal piece with modes::destroy; never an
    /// uncapturable one.
    [[nodiscard]] bool locust_can_take(Piece target, Color us, std::uint8_t leg_modes) const noexcept {
        if (!capturable(target)) return false;
        if (target.color() != us) return (leg_modes & modes::capture) != 0;
        return (leg_modes & modes::destroy) != 0 && !(royal_types_ >> target.type() & 1U);
    }
    /// The directions up and down a file (0, 1) and (0, -1), for rules that look along files.
    [[nodiscard]] DirectionId file_direction(bool up) const noexcept { return file_directions_[up ? 0 : 1]; }
    /// Bit mask of royal piece types.
    [[nodiscard]] std::uint32_t royal_types() const noexcept { return royal_types_; }
    /// The single royal type, when there is exactly one.
    [[nodiscard]] std::optional<PieceTypeId> royal_type() const noexcept { return royal_type_; }
    /// Piece type written with letter `upper` (upper case), if any: the unpromoted one, or with
    /// `promoted` the promoted form written `+` and that letter (PieceType::promoted).
    [[nodiscard]] std::optional<PieceTypeId> type_of_letter(char upper, bool promoted = false) const noexcept;
    /// How SAN names type t: its PieceType::san_letter, else its letter (`+` and the letter for a
    /// promoted type). Unique within a variant (finalize() refuses two types written alike).
    [[nodiscard]] std::string san_text(PieceTypeId t) const;
    /// True when SAN writes type t's moves without a letter: a pawn (is_pawn) with letter `P`
    /// and no PieceType::san_letter.
    [[nodiscard]] bool san_letterless(PieceTypeId t) const noexcept;
    /// The type SAN writes with `upper` (`+` and `upper` when `promoted`), or failing that the type
    /// a position's text writes so (reading is lenient: xiangqi's `N` reads as the horse `H`).
    [[nodiscard]] std::optional<PieceTypeId> type_of_san_letter(char upper, bool promoted = false) const noexcept;
    /// The type a piece of type t goes back to when it goes to a hand: the unpromoted type with
    /// its letter for a promoted type (PieceType::promoted), else t itself.
    [[nodiscard]] PieceTypeId unpromoted(PieceTypeId t) const noexcept { return unpromoted_[t]; }
    /// The promoted form of type t (the type written `+` and t's letter), or Move::no_piece.
    [[nodiscard]] std::uint8_t promoted_form(PieceTypeId t) const noexcept { return promoted_form_[t]; }
    /// PieceType::turns_into of type t, or Move::no_piece (0xFF) when it never turns.
    [[nodiscard]] std::uint8_t turn_of(PieceTypeId t) const noexcept { return turn_of_[t]; }
    /// Types with a PieceType::turns_into (one bit test per piece for the generator).
    [[nodiscard]] std::uint32_t turning_types() const noexcept { return turning_types_; }
    /// How type t is written for colour c in position text: its letter, upper case for White,
    /// lower case for Black, after a `+` for a promoted type (`+P`, `+p`).
    [[nodiscard]] std::string piece_text(PieceTypeId t, Color c) const;
    /// Owner-relative rank: rank r of the board as seen from colour c's side.
    [[nodiscard]] int relative_rank(Color c, int r) const noexcept {
        return c == Color::White ? r : height - 1 - r;
    }
    /// The direction id of Vec v as seen by colour c (Black mirrors dy).
    [[nodiscard]] DirectionId oriented_direction(Color c, Vec v) const;

private:
    /// Fills cell_of_ and cells_ from `grid` (GridRule); throws ParseError for a grid out of range.
    void build_grid_cells();
    void build_locust_reach(); ///< LocustAttack::attacker_squares
    /// Fills the promotion and immobility square sets of type t and colour c (promotion_squares()
    /// and the rest), once its rays, initial squares and region are compiled.
    void compile_promotion(Color c, PieceTypeId t);
    /// Fills leaps() and walk_rays() of type t and colour c from its rays().
    void compile_leaps(Color c, PieceTypeId t);
    /// Fills leap_sources() of colour c from every type's leaps().
    void compile_leap_sources(Color c);
    /// Checks PieceType::turns_into of type t and fills turn_of() and turning_types().
    void compile_turn(PieceTypeId t);
    /// True when `ray` of a piece of type t and colour c on `from` can end a non-capturing move on
    /// an empty board inside the type's region (`i` and zone rays only from their squares; a
    /// hopper or friendly leap where a square to jump and one to land on exist).
    [[nodiscard]] bool can_move_on_empty_board(Color c, PieceTypeId t, const Ray& ray, Square from) const;
    /// True when two of ray_pool_[begin, end) may end a move on the same square (repeating_types()).
    [[nodiscard]] bool rays_overlap(std::size_t begin, std::size_t end) const;
    std::shared_ptr<Geometry> geometry_;
    /// LocustAttack::attacker_squares tables, one per direction and length (shared by copies).
    std::shared_ptr<std::vector<std::vector<SquareSet>>> locust_reach_;
    std::vector<Ray> ray_pool_;
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> ray_index_{};
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> locust_index_{};
    std::vector<Ray> forward_pool_;
    /// leaps(): per colour and type, where its NoSquare + 1 entries of leap_start_ begin (every
    /// type without leaps shares one block of zeros); per square, where its targets begin in
    /// leap_pool_ (the next square's entry is where they end).
    std::array<std::array<std::uint32_t, max_piece_types>, 2> leap_base_{};
    std::vector<std::uint32_t> leap_start_;
    std::vector<LeapTarget> leap_pool_;
    /// leap_sources(): per colour, where each square's sources begin in the pool (NoSquare + 1
    /// entries: the next square's entry is where they end).
    std::array<std::vector<std::uint32_t>, 2> leap_source_start_;
    std::array<std::vector<LeapSource>, 2> leap_source_pool_;
    std::array<std::vector<SquareSet>, 2> leap_origins_; ///< leap_origins(), NoSquare per colour
    std::vector<Ray> walk_pool_; ///< walk_rays()
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> walk_index_{};
    std::array<std::uint32_t, 2> walking_types_{}; ///< walking_types()
    std::array<std::array<std::pair<std::size_t, std::size_t>, max_piece_types>, 2> forward_index_{};
    std::uint32_t locust_types_ = 0;
    std::uint32_t repeating_types_ = 0;
    std::array<std::vector<AttackLine>, 2> attack_lines_;
    std::array<std::array<SquareSet, max_piece_types>, 2> promotion_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> promotion_from_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> dead_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> barred_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> type_drop_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> promotion_check_squares_{};
    std::array<PieceTypeId, max_piece_types> unpromoted_{};
    std::uint32_t promotion_check_types_ = 0;
    std::uint32_t from_zone_types_ = 0;
    std::uint32_t limited_promotion_types_ = 0;
    std::array<std::uint8_t, max_piece_types> promoted_form_{};
    std::array<std::uint8_t, max_piece_types> turn_of_{};
    std::uint32_t turning_types_ = 0;
    std::array<std::vector<HopperLine>, 2> hopper_lines_;
    std::array<std::vector<BentLine>, 2> bent_lines_;
    std::array<DirectionId, 2> file_directions_{};
    bool bent_or_zone_attacks_ = false;
    std::array<std::vector<AttackLine>, 2> zone_attack_lines_;
    std::array<std::vector<HopperLine>, 2> zone_hopper_lines_;
    std::array<std::vector<MoveLine>, 2> move_lines_;
    std::array<std::vector<LocustAttack>, 2> locust_attacks_;
    std::array<std::vector<FriendlyLeapLine>, 2> friendly_leap_lines_;
    std::uint32_t forward_move_types_ = 0;
    std::uint32_t forward_checked_types_ = 0;
    std::uint32_t en_passant_types_ = 0;
    std::uint32_t halfmove_clock_types_ = 0;
    std::uint32_t halfmove_irreversible_types_ = 0;
    [[nodiscard]] bool can_move_back(Color c, PieceTypeId t, Square from, Square to) const noexcept;
    bool en_passant_is_capture_ = true;
    std::vector<SquareSet> en_passant_origins_; ///< en_passant_origins(), per colour and target square
    void build_en_passant_origins();
    std::array<std::array<SquareSet, max_piece_types>, 2> initial_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> en_passant_squares_{};
    std::array<std::array<SquareSet, max_piece_types>, 2> zone_squares_{};
    bool en_passant_restricted_ = false; ///< some type leaves targets on some passed squares only
    std::uint32_t confined_types_ = 0;
    std::array<std::uint8_t, NoSquare> cell_of_{};
    std::vector<SquareSet> cells_{SquareSet{}}; ///< cell 0 is empty: every square's without a grid
    std::array<std::array<std::uint32_t, NoSquare>, 2> allowed_types_{};
    std::uint32_t royal_types_ = 0;
    std::uint32_t uncapturable_types_ = 0;
    std::optional<PieceTypeId> royal_type_;
    bool line_attacks_only_ = true;
    bool leaps_only_ = false; ///< leaps_only()
    bool default_legality_ = true;
    bool royal_legality_ = true;
    int piece_flag_count_ = 0;
    int state_slot_count_ = 0;
};

using VariantPtr = std::shared_ptr<const Variant>;

/// Every built-in variant, in registration order: the ones built in C++ (chess, chess960), then the
/// shipped variant files (variants/<name>/<name>.json, embedded in the library at build time).
[[nodiscard]] const std::vector<VariantPtr>& builtin_variants();
/// Every registered variant: the built-in ones, then those added with register_variant(), in
/// registration order. A snapshot: later registrations do not change the returned vector.
[[nodiscard]] std::vector<VariantPtr> registered_variants();
/// Adds a finalized variant (for example one from load_variant(), variant_file.hpp) so that
/// registered_variants() lists it and find_variant() finds it by name or alias. Thread-safe.
/// Throws OptionError when `variant` is null or its name or an alias is already the name or an
/// alias of a registered variant (or appears twice in `variant` itself).
void register_variant(VariantPtr variant);
/// The registered variant called `name` (or one of its aliases).
/// Throws OptionError naming `name` and listing the known variants when there is none.
[[nodiscard]] VariantPtr find_variant(const std::string& name);

/// The variant with rule options set from `values` (name → text value).
/// Throws OptionError for an unknown option name or a value of the wrong type.
[[nodiscard]] VariantPtr with_options(const VariantPtr& variant,
                                      const std::map<std::string, std::string>& values);

} // namespace varia
