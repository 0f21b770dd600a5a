#pragma once
/// \file simplifiedgryphon.hpp
/// The rule module of simplified gryphon chess, as cutechess plays it
/// (variants/simplifiedgryphon/simplifiedgryphon.json holds the pieces, which turn as in gryphon
/// chess, and the start of kings and pawns; docs/variants/simplifiedgryphon.md describes the game):
/// - state: whether each side has captured a piece yet, the declared side flag `captured:K`,
///   `captured:k` or `captured:K,k` (hashed, restored, written in position text; clear at the
///   start);
/// - moves: until its side has captured, a king moves only forward (straight or diagonally): no
///   sideways or backward king step;
/// - effects: a capture sets the mover's flag for the rest of the game.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant` (rule_module.hpp). Throws ParseError unless the variant has
/// exactly one royal type.
[[nodiscard]] RuleModulePtr install_simplifiedgryphon(Variant& variant);

} // namespace varia::variants
