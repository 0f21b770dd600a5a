#pragma once
/// \file shatar.hpp
/// The rule module of shatar (Mongolian chess), for its one rule about checkmate that data cannot
/// say; variants/shatar/shatar.json holds the pieces, the start and the bare-king draw. A
/// checkmate ends the game, but it is worth what the checks that led to it make it, as
/// Fairy-Stockfish plays it:
/// - a mate given by knights alone is not allowed: the mated side wins;
/// - otherwise it wins for the mating side only when one of the checks of the unbroken series of
///   checks that ends in the mate (the mate itself, and each earlier check by the same side with
///   the defender in check at every one of its turns in between) was given by a knight, a rook or
///   a bers (a "shak"); without one the game is drawn.
/// Perft and the legal moves are the data's; only game_end changes.

#include "varia/rule_module.hpp"
#include "varia/variant.hpp"

namespace varia::variants {

/// Installs the module into `variant`. Throws ParseError unless the variant has a royal type and
/// piece types lettered N (knight), R (rook) and J (bers).
[[nodiscard]] RuleModulePtr install_shatar(Variant& variant);

} // namespace varia::variants
