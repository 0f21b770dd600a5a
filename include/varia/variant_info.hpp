#pragma once
/// \file variant_info.hpp
/// A variant's rules as data for programs that show the game (GUIs): one JSON object whose keys
/// are those of variant files (docs/variant-format.md) wherever the variant file has the field.

#include <string>

#include "varia/variant.hpp"

namespace varia {

/// The metadata of finalized variant `v` as one line of JSON (an object, no newline):
/// `name`, `aliases`, `description`; `board` (`width`, `height`, `holes` and `squares` as
/// square names); `pieces` (per type in type-id order: `letter` as position text writes White's
/// piece, `name`, `betza` (canonical XBetza of its atoms, null when it has none that XBetza can
/// write, such as friendly leaps), `royal`, `pawn`, `capturable`, `castling` ("king", "rook" or
/// null), `promotion` (null or `ranks` counted 1-based from the owner's side, `squares` and
/// `black_squares`, `choices` and `black_choices` as letters, `optional`, `from_zone`),
/// `in_hand` (a piece of this type can be held in a hand), `drop` (null or the squares each
/// side may drop it on as far as the board, the type and the variant's drop_region say, and the
/// type's `drop_file_limit`, `drop_gravity` and `drop_on_both_colours`)); `hands`, `drops`,
/// `hand_types`; `start` (position text); `castling` (null or `king_file`, `rank`,
/// `king_side` and `queen_side` target files, `notation`, `fen`); `royals_per_side`,
/// `royal_check`, `must_capture`, `checks_allowed`, `pass`; `options` (`name`, `type`, `default`
/// typed as JSON, `choices`, `description`, and `value`, the variant's current value);
/// `rules` (the rule module's name, or null); `draws` and `goals` as in variant files.
/// Never throws for a finalized variant (but std::bad_alloc).
[[nodiscard]] std::string variant_metadata_json(const Variant& v);

} // namespace varia
