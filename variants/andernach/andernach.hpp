#pragma once
/// \file andernach.hpp
/// The rule module of Andernach chess, played as cutechess plays it (the source of its published
/// counts; variants/andernach/andernach.json holds the FIDE pieces and start):
/// - effects: a piece that captures (en passant and with promotion too) changes colour on its
///   square, unless it is royal (the king); it keeps its type (the piece it promoted to);
/// - legality: the default one, judged after that change, so a capture whose piece, turned, would
///   attack its former side's king is illegal;
/// - game end: as in FIDE chess.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Never throws.
[[nodiscard]] RuleModulePtr install_andernach(Variant& variant);

} // namespace varia::variants
