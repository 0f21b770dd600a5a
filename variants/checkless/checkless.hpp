#pragma once
/// \file checkless.hpp
/// The rule module of checkless chess, played as cutechess plays it (the source of its published
/// counts; variants/checkless/checkless.json holds the FIDE pieces and start):
/// - turns: the core's legal moves, less every move that gives check without mating: a check is
///   allowed only as checkmate;
/// - checkmate: the side in check has no legal reply, a reply that checks back counting only when
///   it mates in turn (judged to at most `max_nested_checks` nested counter-checks; one still
///   open there is taken not to mate);
/// - check and game end as in FIDE chess.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// How many nested check-and-reply levels the mate test of a check follows.
inline constexpr int checkless_max_nested_checks = 32;

/// Installs the module into `variant` (rule_module.hpp). Never throws.
[[nodiscard]] RuleModulePtr install_checkless(Variant& variant);

} // namespace varia::variants
