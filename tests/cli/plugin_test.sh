#!/usr/bin/env bash
# tests/cli/plugin_test.sh VARIA HOMEBODY_PLUGIN WRONG_VERSION_PLUGIN NO_ENTRY_PLUGIN VERSION MATE_ONLY_PLUGIN TWICE_PLUGIN
# `varia --module` (docs/authoring.md §8): the guide's module examples (Homebody chess; checks only
# as mate; every move followed by a second), built as plugins by varia_add_module(), loaded before or after the subcommand and
# played through perft, moves and play; plugins that cannot be loaded (another version, no entry
# point, no shared library, no file) refused with exit status 2 and one line on stderr naming the
# file, never a crash.
# Prints every failed check and exits non-zero when there is one.
set -u

varia=${1:?usage: plugin_test.sh VARIA HOMEBODY WRONG_VERSION NO_ENTRY VERSION MATE_ONLY TWICE}
homebody=${2:?}
wrong=${3:?}
no_entry=${4:?}
mate_only=${6:?}
twice=${7:?}
version=${5:?} # the project version, e.g. 0.1.0; plugin version major * 10000 + minor * 100 + patch
IFS=. read -r major minor patch <<<"$version"
abi=$((major * 10000 + minor * 100 + patch))
here=$(cd "$(dirname "$0")" && pwd)
file="$here/../data/variants/homebody.json"
mate_file="$here/../data/variants/mate-only.json"
twice_file="$here/../data/variants/twice.json"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

checks=0
failures=0
fail() {
    failures=$((failures + 1))
    echo "FAIL: $1" >&2
    [ -s "$tmp/out" ] && sed 's/^/  stdout: /' "$tmp/out" | head -n 20 >&2
    [ -s "$tmp/err" ] && sed 's/^/  stderr: /' "$tmp/err" | head -n 10 >&2
    return 0
}
check() {
    local name=$1
    shift
    checks=$((checks + 1))
    "$@" || fail "$name"
}
# run ARGS...: stdout in $tmp/out, stderr in $tmp/err, status in $rc; a crash fails at once.
run() {
    "$varia" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    checks=$((checks + 1))
    case $rc in
        0 | 2 | 3) ;;
        *) fail "varia $*: exit status $rc (crash?)" ;;
    esac
}
status_is() { [ "$rc" -eq "$1" ]; }
stdout_is() { [ "$(cat "$tmp/out")" = "$1" ]; }
last_line_is() { [ "$(tail -n 1 "$tmp/out")" = "$1" ]; }
stdout_has_line() { grep -Fxq -- "$1" "$tmp/out"; }
stderr_empty() { [ ! -s "$tmp/err" ]; }
stderr_is() { [ "$(cat "$tmp/err")" = "$1" ]; }
stderr_one_line_with() { [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -Fq -- "$1" "$tmp/err"; }
ok_run() {
    local name=$1
    shift
    run "$@"
    check "$name: exit status 0 (got $rc)" status_is 0
    check "$name: stderr is empty" stderr_empty
}
refused() { # refused NAME NEEDLE ARGS...: exit status 2, nothing on stdout, one line naming NEEDLE
    local name=$1 needle=$2
    shift 2
    run "$@"
    check "$name: exit status 2 (got $rc)" status_is 2
    check "$name: nothing on stdout" bash -c '[ ! -s "$1" ]' _ "$tmp/out"
    check "$name: one stderr line with '$needle'" stderr_one_line_with "$needle"
}

abroad="4k3/8/8/8/4K3/8/8/8 w - - 0 1"

# ---- without the plugin the file's module is unknown ----------------------------------------
refused "homebody.json without --module" "unknown rule module" --variant-file "$file" perft 1

# ---- perft: from the start no king crosses the middle within 4 plies: chess's counts --------
ok_run "--module before the subcommand, perft 3" --module "$homebody" --variant-file "$file" perft --variant homebody 3
check "perft homebody 3: nodes 8902" last_line_is "nodes 8902"
ok_run "--module after the subcommand, perft 4" perft --variant homebody 4 --module "$homebody" --variant-file "$file"
check "perft homebody 4: nodes 197281" last_line_is "nodes 197281"
# From e4 the king keeps the five of its eight steps that stay on ranks 1-4 (guide §7).
ok_run "perft 1 from e4" --module "$homebody" --variant-file "$file" perft --variant homebody --fen "$abroad" 1
check "perft homebody e4 1: nodes 5" last_line_is "nodes 5"

# ---- moves: the guide's hand count, and the option restores the chess moves ------------------
ok_run "moves from e4" --module "$homebody" moves --variant-file "$file" --variant homebody --fen "$abroad"
check "moves homebody e4: the five steps at home" stdout_is "$(printf '%s\n' e4d3 e4d4 e4e3 e4f3 e4f4)"
ok_run "moves from e4, king_ranks=5" moves --module "$homebody" --variant-file "$file" --variant homebody \
    --fen "$abroad" --option king_ranks=5
check "moves homebody e4 king_ranks=5: all eight" \
    stdout_is "$(printf '%s\n' e4d3 e4d4 e4d5 e4e3 e4e5 e4f3 e4f4 e4f5)"

# ---- play: a step at home is played, a step abroad refused as illegal ------------------------
ok_run "play: the kings walk to ranks 3 and 6" --module "$homebody" --variant-file "$file" \
    play --variant homebody --san e2e4 e7e5 e1e2 e8e7 e2e3 e7e6
check "play homebody: the position, the status and the SAN" stdout_is "$(printf '%s\n' \
    "rnbq1bnr/pppp1ppp/4k3/4p3/4P3/4K3/PPPP1PPP/RNBQ1BNR w - - 4 4" "status ongoing" "result *" "san e4 e5 Ke2 Ke7 Ke3 Ke6")"
ok_run "play e4f4" --module "$homebody" --variant-file "$file" play --variant homebody --fen "$abroad" e4f4
check "play homebody e4f4: the king on f4, Black to move" stdout_has_line "4k3/8/8/8/5K2/8/8/8 b - - 1 1"
run --module "$homebody" --variant-file "$file" play --variant homebody --fen "$abroad" e4e5
check "play homebody e4e5: illegal move, exit status 3 (got $rc)" status_is 3
check "play homebody e4e5: one stderr line, the module refuses it" \
    stderr_is "varia: move 1 of 1: illegal move \"e4e5\" in $abroad: forbidden by the variant's rules (module homebody)"
# Position text whose side not to move is abroad is refused with the module's reason.
refused "a king beyond its rank" "White's king is beyond its rank 4" --module "$homebody" --variant-file "$file" \
    play --variant homebody --fen "4k3/8/8/4K3/8/8/8/8 b - - 0 1"

# ---- checks only as mate: a predicate that asks for the opponent's legal replies ----------------
# The start's 4-ply count as cutechess publishes it for checkless chess (tests/data/fairy.json).
ok_run "mate-only perft 4" --module "$mate_only" --variant-file "$mate_file" perft --variant mate-only 4
check "perft mate-only 4: nodes 196772" last_line_is "nodes 196772"
# The built-in checkless module, written the long way, agrees on a position full of checks.
kiwi="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
ok_run "checkless perft 3 from Kiwipete" perft --variant checkless --fen "$kiwi" 3
checkless_nodes=$(tail -n 1 "$tmp/out")
ok_run "mate-only perft 3 from Kiwipete" --module "$mate_only" --variant-file "$mate_file" perft --variant mate-only \
    --fen "$kiwi" 3
check "perft mate-only Kiwipete 3: as checkless ($checkless_nodes)" last_line_is "$checkless_nodes"
# Ra8+ does not mate (the king steps aside): no such move. Rb8+ mates, since Black's one escape,
# Bc8, checks back without mating.
ok_run "moves: no check but mate" --module "$mate_only" --variant-file "$mate_file" moves --variant mate-only \
    --fen "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
check "moves mate-only: a1a7 but no a1a8" bash -c 'grep -Fxq a1a7 "$1" && ! grep -Fxq a1a8 "$1"' _ "$tmp/out"
ok_run "play: the check that mates" --module "$mate_only" --variant-file "$mate_file" play --variant mate-only \
    --fen "6k1/5ppp/K3b3/8/8/8/8/1R6 w - - 0 1" b1b8
check "play mate-only b1b8: checkmate" stdout_has_line "status checkmate"

# ---- turns of two moves: a module with a generating part ------------------------------------------
ok_run "twice: moves" --module "$twice" --variant-file "$twice_file" moves --variant twice
check "moves twice: a1a2,c1b3 and c1b3,a1b1" bash -c 'grep -Fxq a1a2,c1b3 "$1" && grep -Fxq c1b3,a1b1 "$1"' _ "$tmp/out"
check "moves twice: every turn has two moves" bash -c '[ -s "$1" ] && ! grep -vq , "$1"' _ "$tmp/out"
ok_run "twice: play" --module "$twice" --variant-file "$twice_file" play --variant twice c1d3,a1b2
check "play twice c1d3,a1b2: the position" stdout_has_line "k3/3N/1K2/4 b - - 1 1"
run --module "$twice" --variant-file "$twice_file" play --variant twice c1d3
check "play twice c1d3: one move is no turn, exit status 3 (got $rc)" status_is 3

# ---- the same plugin twice: its module name is taken -----------------------------------------
# Loading one plugin again, by the same path or another, does nothing; a copy of it in another
# file is another plugin, whose module name is taken.
ok_run "the plugin loaded twice" --module "$homebody" --variant-file "$file" perft --module "$homebody" 3
check "the plugin loaded twice: perft homebody 3" last_line_is "nodes 8902"
ok_run "the plugin loaded twice, by two paths" --module "$homebody" --module "$(dirname "$homebody")/./$(basename "$homebody")" \
    --variant-file "$file" perft 2
check "the plugin loaded by two paths: perft homebody 2" last_line_is "nodes 400"
cp "$homebody" "$tmp/copy.so"
refused "a copy of the plugin" "its registration failed: cannot register rule module 'homebody': the name is taken" \
    --module "$homebody" perft --module "$tmp/copy.so" 1
refused "an empty plugin path" "the path is empty" --module "" perft 1
# Without --variant, a command plays the variant of the last --variant-file.
ok_run "perft without --variant" --module "$homebody" --variant-file "$file" perft --fen "$abroad" 1
check "perft without --variant: homebody's count from e4" last_line_is "nodes 5"

# ---- plugins that cannot be loaded ----------------------------------------------------------------
refused "a plugin for another version" "built for Varia 99.0.0" --module "$wrong" perft 1
check "another version: the whole message" stderr_is "varia: plugin $wrong: built for Varia 99.0.0 (plugin version 990000), but this is Varia $version (plugin version $abi): rebuild the plugin against this version"
refused "a shared library without the entry point" "no entry point varia_plugin_entry" --module "$no_entry" perft 1
refused "a file that is no shared library" "cannot be loaded as a shared library" --module "$file" perft 1
refused "a missing file" "$tmp/missing.so: no such file" moves --module "$tmp/missing.so"

echo "plugin_test: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
