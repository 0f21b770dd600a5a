#include "chess.hpp"

namespace varia::variants {

namespace {

PieceType make(char letter, const char* name, std::vector<Atom> atoms) {
    PieceType t;
    t.letter = letter;
    t.name = name;
    t.atoms = std::move(atoms);
    return t;
}

} // namespace

Variant make_chess() {
    using namespace atoms;
    Variant v;
    v.name = "chess";
    v.aliases = {"fide", "standard"};
    v.description = "FIDE chess";
    v.width = 8;
    v.height = 8;
    // Type ids: 0 pawn, 1 knight, 2 bishop, 3 rook, 4 queen, 5 king.
    // fmWfceFifmnD: step forward, capture (or take en passant) diagonally forward, and from the
    // second rank a lame double step that leaves an en-passant target.
    PieceType pawn = make('P', "pawn",
                          {W().forward().move_only(), F().forward().with_modes(modes::capture | modes::en_passant),
                           D().forward().move_only().lame_leap().initial()});
    pawn.is_pawn = true;
    pawn.initial_ranks = {1};
    pawn.promotion.ranks = {7};
    pawn.promotion.choices = {4, 3, 2, 1}; // q r b n
    PieceType rook = make('R', "rook", {R()});
    rook.castling_rook = true;
    PieceType king = make('K', "king", {W(), F()});
    king.royal = true;
    king.castling_king = true;
    v.piece_types = {pawn, make('N', "knight", {N()}), make('B', "bishop", {B()}), rook,
                     make('Q', "queen", {R(), B()}), king};
    v.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    v.castling.enabled = true;
    v.castling.king_file = 4;
    v.draws.claims.enabled = true; // threefold repetition and fifty moves are claimed (FIDE 9.2, 9.3)
    v.finalize();
    return v;
}

Variant make_chess960() {
    Variant v = make_chess();
    v.name = "chess960";
    v.aliases = {"fischerandom", "fischer-random"};
    v.description = "Chess960 (Fischer random chess)";
    v.castling.king_file = -1;
    v.castling.king_takes_rook_notation = true;
    v.castling.shredder_fen = true;
    v.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    v.finalize();
    return v;
}

} // namespace varia::variants
