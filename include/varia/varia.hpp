#pragma once
/// \file varia.hpp
/// The whole public API in one include.

#include "varia/betza.hpp"
#include "varia/board_overlay.hpp"
#include "varia/errors.hpp"
#include "varia/explain.hpp"
#include "varia/fsf_fen.hpp"
#include "varia/geometry.hpp"
#include "varia/move.hpp"
#include "varia/movegen.hpp"
#include "varia/notation.hpp"
#include "varia/perft.hpp"
#include "varia/piece.hpp"
#include "varia/position.hpp"
#include "varia/rule_module.hpp"
#include "varia/square.hpp"
#include "varia/square_set.hpp"
#include "varia/state.hpp"
#include "varia/status.hpp"
#include "varia/variant.hpp"
#include "varia/variant_file.hpp"
