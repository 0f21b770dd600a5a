#pragma once
/// \file makruk.hpp
/// The rule module of makruk (Thai chess) and the games that share its counting of endings:
/// makpong, ai-wok and ASEAN chess (variants/<name>/<name>.json hold the pieces, the start and,
/// under "draws": {"counting": ...}, the limits). It is the counting alone
/// (varia/honour_counting.hpp): the count after every turn, the positions' `counting_limit:` and
/// `counting_ply:` fields, and the draw when a count passes its limit; moves, check and every
/// other game end are the core's.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant
/// file gives counting rules.
[[nodiscard]] RuleModulePtr install_makruk(Variant& variant);

} // namespace varia::variants
