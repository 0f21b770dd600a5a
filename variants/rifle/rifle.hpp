#pragma once
/// \file rifle.hpp
/// The rule module of rifle chess, played as cutechess plays it (the source of its published
/// counts; variants/rifle/rifle.json holds the FIDE pieces and start; variants/shoot/shoot.json is
/// rifle chess with compulsory captures):
/// - turns: the core's, but a capture never promotes: a pawn capturing onto its last rank has one
///   move there, which leaves it where it stands;
/// - effects: a piece that captures (en passant too) takes the piece and stays on its own square;
///   the target square is left empty; the castling rights a moving king or rook loses are lost;
/// - legality: the default one, judged after the effect (a king may take a defended piece, since it
///   does not move);
/// - game end: as in FIDE chess.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Never throws.
[[nodiscard]] RuleModulePtr install_rifle(Variant& variant);

} // namespace varia::variants
