#!/usr/bin/env bash
# tests/cli/cli_test.sh PATH/TO/varia
# The command-line program against its contract: output of variants, perft (text, --json,
# --divide), moves, play and show; exit status 2 with a one-line message on stderr naming the
# offending text for bad input, 3 for an illegal move; no crash on any input.
# Prints every failed check and exits non-zero when there is one.
set -u

varia=${1:?usage: cli_test.sh PATH/TO/varia}
here=$(cd "$(dirname "$0")" && pwd)
data="$here/../data/chess.json"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
start_moves="a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4"

checks=0
failures=0

fail() {
    failures=$((failures + 1))
    echo "FAIL: $1" >&2
    [ -s "$tmp/out" ] && sed 's/^/  stdout: /' "$tmp/out" | head -n 30 >&2
    [ -s "$tmp/err" ] && sed 's/^/  stderr: /' "$tmp/err" | head -n 10 >&2
    return 0
}

# check NAME COMMAND...: counts a check, reports NAME when COMMAND fails.
check() {
    local name=$1
    shift
    checks=$((checks + 1))
    "$@" || fail "$name"
}

# run ARGS...: runs varia; stdout in $tmp/out, stderr in $tmp/err, status in $rc.
# Any status other than 0, 2 or 3 (a crash, an abort, an uncaught exception) fails at once.
last_args=""
run() {
    last_args="$*"
    "$varia" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    checks=$((checks + 1))
    case $rc in
        0 | 2 | 3 | 4 | 5) ;;
        *) fail "varia $last_args: exit status $rc (crash?)" ;;
    esac
}

status_is() { [ "$rc" -eq "$1" ]; }
stdout_is() { [ "$(cat "$tmp/out")" = "$1" ]; }
stdout_has_line() { grep -Fxq -- "$1" "$tmp/out"; }
last_line_is() { [ "$(tail -n 1 "$tmp/out")" = "$1" ]; }
stdout_empty() { [ ! -s "$tmp/out" ]; }
stderr_empty() { [ ! -s "$tmp/err" ]; }
# One line on stderr, "varia: ...", that contains the offending text.
stderr_one_line_naming() {
    [ "$(wc -l <"$tmp/err")" -eq 1 ] && head -c 7 "$tmp/err" | grep -Fq "varia: " && grep -Fq -- "$1" "$tmp/err"
}
# py_json PROGRAM: runs a python3 program with the JSON of stdout in `j`; true when it prints "ok".
py_json() {
    [ "$(python3 -c "import json, sys
j = json.loads(open(sys.argv[1]).read())
$1" "$tmp/out" 2>&1)" = "ok" ]
}

# ok_run NAME ARGS...: the command succeeds with nothing on stderr.
ok_run() {
    local name=$1
    shift
    run "$@"
    check "$name: exit status 0 (got $rc)" status_is 0
    check "$name: stderr is empty" stderr_empty
}

# usage_error NAME NEEDLE ARGS...: exit status 2, nothing on stdout, one stderr line naming NEEDLE.
usage_error() {
    local name=$1 needle=$2
    shift 2
    run "$@"
    check "$name (varia $last_args): exit status 2 (got $rc)" status_is 2
    check "$name (varia $last_args): stdout is empty" stdout_empty
    check "$name (varia $last_args): one stderr line naming '$needle'" stderr_one_line_naming "$needle"
}

# illegal_move NAME NEEDLE ARGS...: exit status 3, nothing on stdout, one stderr line naming NEEDLE.
illegal_move() {
    local name=$1 needle=$2
    shift 2
    run "$@"
    check "$name (varia $last_args): exit status 3 (got $rc)" status_is 3
    check "$name (varia $last_args): stdout is empty" stdout_empty
    check "$name (varia $last_args): one stderr line naming '$needle'" stderr_one_line_naming "$needle"
}

# ---- variants ----------------------------------------------------------------------------------
ok_run "variants" variants
check "variants: lists chess on a line of its own" stdout_has_line chess
check "variants: lists chess960 on a line of its own" stdout_has_line chess960
check "variants: one name per line, no duplicates" \
    bash -c '! grep -Evq "^[a-z0-9-]+$" "$1" && [ "$(sort "$1" | uniq -d | wc -l)" -eq 0 ]' _ "$tmp/out"

# ---- perft -------------------------------------------------------------------------------------
ok_run "perft 3" perft 3
check "perft 3: last line is 'nodes 8902'" last_line_is "nodes 8902"
check "perft 3: no divide lines" bash -c '! grep -q ": " "$1"' _ "$tmp/out"

ok_run "perft 0" perft 0
check "perft 0: last line is 'nodes 1'" last_line_is "nodes 1"

ok_run "perft --no-bulk 3" perft --no-bulk 3
check "perft --no-bulk 3: last line is 'nodes 8902'" last_line_is "nodes 8902"

ok_run "perft --json 2" perft --json 2
check "perft --json 2: one line of output" bash -c '[ "$(wc -l <"$1")" -eq 1 ]' _ "$tmp/out"
check "perft --json 2: one object with exactly variant, fen, depth, nodes, complete, seconds, nps" py_json '
keys = ["variant", "fen", "depth", "nodes", "complete", "seconds", "nps"]
print("ok" if isinstance(j, dict) and sorted(j) == sorted(keys) else sorted(j))'
check "perft --json 2: values" py_json "
ok = (j['variant'] == 'chess' and j['fen'] == '$start_fen' and j['depth'] == 2 and j['nodes'] == 400
      and j['complete'] is True
      and isinstance(j['seconds'], (int, float)) and j['seconds'] >= 0
      and isinstance(j['nps'], (int, float)) and j['nps'] >= 0)
print('ok' if ok else j)"

# A node limit stops a long run: exit status 4, the partial count said to be partial.
run perft --max-nodes 1000 5
check "perft --max-nodes 1000 5: exit status 4 (got $rc)" status_is 4
check "perft --max-nodes 1000 5: says the count is partial" stdout_has_line "stopped at the node limit (1000): the count is partial"
check "perft --max-nodes 1000 5: counts at least 1000 and far fewer than perft 5" \
    bash -c 'n=$(tail -n 1 "$1" | sed -n "s/^nodes //p"); [ "$n" -ge 1000 ] && [ "$n" -lt 2000 ]' _ "$tmp/out"
run perft --json --max-nodes 1000 --divide 3
check "perft --json --max-nodes 1000 --divide 3: exit status 4 (got $rc)" status_is 4
check "perft --json --max-nodes 1000 --divide 3: complete is false, only finished root moves listed" py_json "
d = j['divide']
print('ok' if j['complete'] is False and 1 <= len(d) < 20 and sum(d.values()) <= j['nodes'] else j)"
ok_run "perft --max-nodes 8902 3" perft --max-nodes 8902 3
check "perft --max-nodes 8902 3: a limit the tree stays within changes nothing" last_line_is "nodes 8902"
usage_error "perft --max-nodes 0" "--max-nodes" perft --max-nodes 0 3
# Progress lines go to stderr, never to stdout.
run perft --progress --progress-every 0.001 5
check "perft --progress 5: exit status 0 (got $rc)" status_is 0
check "perft --progress 5: last line is 'nodes 4865609'" last_line_is "nodes 4865609"
check "perft --progress 5: progress lines on stderr" grep -Eq "^varia: perft 5: [0-9]+ nodes so far, [0-9.]+ s$" "$tmp/err"
check "perft --progress 5: only progress lines on stderr" bash -c '! grep -Evq "^varia: perft 5: [0-9]+ nodes so far" "$1"' _ "$tmp/err"
ok_run "perft --progress 3 (short: no line)" perft --progress 3

ok_run "perft --divide 2" perft --divide 2
check "perft --divide 2: 20 lines 'move: 20'" \
    bash -c '[ "$(grep -Ec "^[a-h][1-8][a-h][1-8]: 20$" "$1")" -eq 20 ]' _ "$tmp/out"
check "perft --divide 2: last line is 'nodes 400'" last_line_is "nodes 400"

ok_run "perft --divide --json 2" perft --divide --json 2
check "perft --divide --json 2: divide has the 20 legal moves, 20 each, summing to nodes" py_json "
d = j.get('divide')
ok = (isinstance(d, dict) and sorted(d) == '$start_moves'.split() and all(v == 20 for v in d.values())
      and sum(d.values()) == j['nodes'] == 400 and j['depth'] == 2)
print('ok' if ok else j)"

ok_run "perft --divide --json 1" perft --divide --json 1
check "perft --divide --json 1: 20 entries of 1" py_json "
d = j['divide']
print('ok' if len(d) == 20 and set(d.values()) == {1} and j['nodes'] == 20 else j)"

# Chess960 positions from tests/data/chess.json (the first three distinct ones with depth <= 2 and
# castling rights), so this stays in step with the data.
if [ -r "$data" ]; then
    python3 - "$data" >"$tmp/entries" <<'EOF'
import json, sys
seen = set()
for e in json.load(open(sys.argv[1])):
    if e["variant"] != "chess960" or e["depth"] > 2 or e["fen"].split()[2] == "-" or e["fen"] in seen:
        continue
    seen.add(e["fen"])
    print(e["id"], e["depth"], e["nodes"], e["fen"], sep="\t")
    if len(seen) == 3:
        break
EOF
    check "chess.json: found three chess960 entries" bash -c '[ "$(wc -l <"$1")" -eq 3 ]' _ "$tmp/entries"
    while IFS=$'\t' read -r id depth nodes fen; do
        ok_run "perft --variant chess960 ($id)" perft --variant chess960 --fen "$fen" "$depth"
        check "perft --variant chess960 --fen \"$fen\" $depth: nodes $nodes" last_line_is "nodes $nodes"
        ok_run "perft --json --variant chess960 ($id)" perft --json --variant chess960 --fen "$fen" "$depth"
        check "perft --json --variant chess960 ($id): variant, fen and nodes" py_json "
print('ok' if (j['variant'], j['fen'], j['nodes']) == ('chess960', '''$fen''', $nodes) else j)"
    done <"$tmp/entries"
else
    fail "cannot read $data"
fi
# The same count through an alias of the variant name.
ok_run "perft --variant fischerandom 2" perft --variant fischerandom 2
check "perft --variant fischerandom 2: nodes 400" last_line_is "nodes 400"

# ---- moves -------------------------------------------------------------------------------------
ok_run "moves" moves
check "moves: the 20 legal moves, sorted, one per line" stdout_is "$(tr ' ' '\n' <<<"$start_moves")"
check "moves: sorted" bash -c 'LC_ALL=C sort -c "$1"' _ "$tmp/out"
ok_run "moves --json" moves --json
check "moves --json: an array of the same 20 texts" py_json "
print('ok' if j == '$start_moves'.split() else j)"
ok_run "moves --variant chess960 (castling text)" moves --variant chess960 \
    --fen "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"
check "moves --variant chess960: castling is king onto rook (e1h1, e1a1)" \
    bash -c 'grep -Fxq e1h1 "$1" && grep -Fxq e1a1 "$1" && ! grep -Fxq e1g1 "$1"' _ "$tmp/out"
ok_run "moves (checkmated)" moves --fen "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
check "moves (checkmated): prints nothing" stdout_empty
ok_run "moves --json (checkmated)" moves --json --fen "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
check "moves --json (checkmated): empty array" py_json "print('ok' if j == [] else j)"

# ---- play --------------------------------------------------------------------------------------
ok_run "play e2e4 e7e5" play e2e4 e7e5
check "play e2e4 e7e5: position, status, result" stdout_is \
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
status ongoing
result *"
ok_run "play (no moves)" play
check "play (no moves): the start position, ongoing" stdout_is "$start_fen
status ongoing
result *"
ok_run "play fool's mate" play f2f3 e7e5 g2g4 d8h4
check "play fool's mate: position" stdout_has_line "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
check "play fool's mate: status checkmate" stdout_has_line "status checkmate"
check "play fool's mate: result 0-1" last_line_is "result 0-1"
ok_run "play --json fool's mate" play --json f2f3 e7e5 g2g4 d8h4
check "play --json fool's mate: variant, fen, status, result" py_json "
ok = j == {'variant': 'chess', 'fen': 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
           'status': 'checkmate', 'result': '0-1'}
print('ok' if ok else j)"
ok_run "play stalemate" play --fen "k7/8/8/2Q5/8/8/8/4K3 w - - 0 1" c5b6
check "play stalemate: status stalemate, result 1/2-1/2" stdout_is "k7/8/1Q6/8/8/8/8/4K3 b - - 1 1
status stalemate
result 1/2-1/2"
ok_run "play (in check, game goes on)" play e2e4 f7f6 d1h5
check "play (in check): status check, result *" stdout_is "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2
status check
result *"

# ---- Prisoner's Escape: a variant with a rule module (prisoners-escape.md) --------------------
pe_start="***I***/fnhghnf/ppppppp/7/7/PPPPPPP/FNHGHNF/***i*** w - - 0 1"
ok_run "perft --variant prisoners-escape 4" perft --variant prisoners-escape 4
check "perft --variant prisoners-escape 4: nodes 508466" last_line_is "nodes 508466"
ok_run "moves --variant prisoners-escape (PE-01)" moves --variant prisoners-escape
check "moves --variant prisoners-escape: 28 moves (PE-01)" eval '[ "$(wc -l < "$tmp/out")" -eq 28 ]'
check "moves --variant prisoners-escape: friendly leap d2d4" stdout_has_line "d2d4"
ok_run "play prisoners-escape PE-08 (checkmate)" play --variant prisoners-escape \
    --fen "***1***/g6/4I1p/7/2P1P2/7/1N5/***i*** b - - 0 1"
check "play prisoners-escape PE-08: status checkmate, 1-0" stdout_is "***1***/g6/4I1p/7/2P1P2/7/1N5/***i*** b - - 0 1
status checkmate
result 1-0"
ok_run "play prisoners-escape PE-07 (in check)" play --variant prisoners-escape \
    --fen "***1***/7/7/1p2i2/IP5/5P1/2G2N1/***1*** w - - 0 1"
check "play prisoners-escape PE-07: status check" stdout_has_line "status check"
ok_run "play prisoners-escape, option leap_over_own_prisoner=false" play --variant prisoners-escape \
    --option leap_over_own_prisoner=false d2d4
check "play prisoners-escape d2d4: position" stdout_has_line "***I***/fnhghnf/ppppppp/7/3G3/PPPPPPP/FNH1HNF/***i*** b - - 1 1"
ok_run "show --variant prisoners-escape (holes)" show --variant prisoners-escape
check "show --variant prisoners-escape: rank 1 shows the holes" stdout_has_line "  1 | * * * i * * * |"
ok_run "show --variant shogi (a promoted piece)" show --variant shogi \
    --fen "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 4"
check "show --variant shogi: the horse shows as +B" stdout_has_line "  8 | . r . . . . .+B . |"
illegal_move "prisoners-escape: the Knight may not take the Prisoner (R2)" "b2d1" \
    play --variant prisoners-escape b2d1
usage_error "an empty --fen is refused, not the start position" "missing placement field" \
    perft --fen "" 1
usage_error "prisoners-escape: R13 position" "does not attack the Prisoner on a4" \
    show --variant prisoners-escape --fen "***1***/7/7/i6/I6/7/7/***1*** w - - 0 1"
usage_error "prisoners-escape: unknown option" "leap_over_own_king" \
    perft --variant prisoners-escape --option leap_over_own_king=true 1

ok_run "moves --variant amphora (start)" moves --variant amphora
check "moves amphora: three Pawn steps" stdout_is "c2c3
d2d3
e2e3"
ok_run "moves amphora AM-05 (placements)" moves --variant amphora \
    --fen "*k4*/**3**/*4p*/7/7/*5*/**P2**/*2K2*[g] b - - 0 1 place:1"
check "moves amphora AM-05: placement then the Guard's move" stdout_has_line "G@c8,c8d8"
ok_run "play amphora AM-12 (telekinesis takes the King)" play --variant amphora \
    --fen "*4k*/**P2**/*5*/7/7/*5*/**3**/*2K2*[g] w - - 0 1" c7c8xf8
check "play amphora AM-12: King taken, 1-0" stdout_is "*1P3*/**3**/*5*/7/7/*5*/**3**/*2K2*[g] b - - 0 1
status royal_captured
result 1-0"
ok_run "play amphora AM-22 (no legal turn loses)" play --variant amphora \
    --fen "*k4*/**p2**/*1p3*/2P4/7/*5*/**3**/*2K2*[] b - - 0 1 sideways:0,3"
check "play amphora AM-22: stalemate, 1-0" stdout_has_line "result 1-0"
ok_run "show --variant amphora (holes and hands)" show --variant amphora
check "show amphora: rank 2 shows the holes" stdout_has_line "  2 | * * P P P * * |"
check "show amphora: the Guards in hand" stdout_has_line "in hand    white G, black g"
illegal_move "amphora: telekinesis must name its target" "d7d8" \
    play --variant amphora --fen "*4k*/**1P1**/*5*/1p5/5p1/*5*/**3**/*2K2*[] w - - 0 1" d7d8
usage_error "amphora: malformed sideways field" "sideways" \
    show --variant amphora --fen "*ppkpp*/**ppp**/*5*/7/7/*5*/**PPP**/*PPKPP*[Gg] w - - 0 1 sideways:4,0"

# ---- Asylum Chess: 10x10, locust pieces, the friendly_fire option (asylum-chess.md) ------------
ok_run "perft --variant asylum-chess 3" perft --variant asylum-chess 3
check "perft --variant asylum-chess 3: nodes 83948" last_line_is "nodes 83948"
ok_run "perft --variant asylum-chess --option friendly_fire=true 3" perft --variant asylum-chess --option friendly_fire=true 3
check "perft asylum-chess friendly_fire 3: nodes 206424" last_line_is "nodes 206424"
ok_run "moves --variant asylum-chess (AC-01)" moves --variant asylum-chess
check "moves --variant asylum-chess: 42 moves (AC-01)" eval '[ "$(wc -l < "$tmp/out")" -eq 42 ]'
ok_run "play asylum-chess castling f1i1 (AC-12)" play --variant asylum-chess \
    --fen "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R4K3R w KQ - 0 1" f1i1
check "play asylum-chess f1i1: king i1, rook h1" stdout_has_line "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R6RK1 b - - 1 1"
illegal_move "asylum-chess: f1c1 crosses a square attacked through a pawn (AC-12)" "f1c1" \
    play --variant asylum-chess --fen "4k5/4r5/10/10/10/10/10/p8p/P3P4P/R4K3R w KQ - 0 1" f1c1
ok_run "show --variant asylum-chess" show --variant asylum-chess
check "show --variant asylum-chess: rank 10" stdout_has_line " 10 | r n b l q k l b n r |"
usage_error "asylum-chess: bad option value" "friendly_fire" \
    perft --variant asylum-chess --option friendly_fire=maybe 1

# ---- Laser Chess: simultaneous actions in any order, dying pieces shown (laser-chess.md) ------
ok_run "play laser-chess: actions in any order" play --variant laser-chess e2e4,d2d4
check "play laser-chess e2e4,d2d4: both pawns moved" stdout_has_line "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq d3,e3 0 1"
ok_run "perft --variant laser-chess 2" perft --variant laser-chess 2
check "perft --variant laser-chess 2: nodes 409600" last_line_is "nodes 409600"
ok_run "show laser-chess with a dying piece" show --variant laser-chess --fen "3k4/4p3/3n4/8/1r1R1b2/8/3P4/K7 w - - 0 1 dying:f4"
check "show laser-chess: the dying bishop is marked" stdout_has_line "  4 | . r . R .!b . . |"
check "show laser-chess: the dying line" stdout_has_line "dying      f4 (marked ! in the diagram)"

ok_run "play chess960 castling" play --variant chess960 --fen "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" e1h1
check "play chess960 castling: king g1, rook f1" stdout_has_line "r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1"

# ---- show --------------------------------------------------------------------------------------
ok_run "show" show
check "show: diagram rank 8" stdout_has_line "  8 | r n b q k b n r |"
check "show: diagram rank 1" stdout_has_line "  1 | R N B Q K B N R |"
check "show: empty rank drawn with dots" stdout_has_line "  5 | . . . . . . . . |"
check "show: file letters" stdout_has_line "      a b c d e f g h"
check "show: position line" stdout_has_line "position   $start_fen"
check "show: side to move" stdout_has_line "to move    white"
ok_run "show (in check)" show --fen "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
check "show (in check): says so" stdout_has_line "to move    white (in check)"
check "show (in check): queen on h4" stdout_has_line "  4 | . . . . . . P q |"
ok_run "show --json" show --json --variant chess960
check "show --json: fields" py_json "
ok = (j['variant'] == 'chess960' and j['fen'].endswith(' w HAha - 0 1') and j['side_to_move'] == 'white'
      and j['in_check'] is False and '| r n b q k b n r |' in j['diagram'])
print('ok' if ok else j)"

# ---- errors: exit status 2 ---------------------------------------------------------------------
usage_error "unknown variant" "tenjiku-shogi" perft --variant tenjiku-shogi 1
usage_error "unknown variant (moves)" "chess961" moves --variant chess961
usage_error "unknown option" "foo" perft --option foo=1 1
usage_error "unknown option (chess960)" "bar" play --variant chess960 e2e4 --option bar=true
usage_error "unknown option before the moves" "bar" play --option bar=true e2e4
usage_error "option not KEY=VALUE" "foo" moves --option foo
usage_error "malformed fen (one word)" "xyz" perft --fen xyz 1
usage_error "malformed fen (blank)" "placement" show --fen "   "
usage_error "malformed fen (wide rank)" "ppppppppp" perft --fen "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 1
usage_error "malformed fen (piece letter)" "'X'" moves --fen "4k3/8/8/8/8/8/8/4K2X w - - 0 1"
usage_error "malformed fen (side)" "'x'" show --fen "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
usage_error "malformed fen (castling)" "KQkqX" perft --fen "$(sed 's/KQkq/KQkqX/' <<<"$start_fen")" 1
usage_error "malformed fen (en passant)" "e9" play --fen "$(sed 's/ - 0 1/ e9 0 1/' <<<"$start_fen")"
usage_error "malformed fen (clock)" "'-1'" perft --fen "4k3/8/8/8/8/8/8/4K3 w - - -1 1" 1
usage_error "malformed fen (extra field)" "extra" perft --fen "$start_fen extra" 1
usage_error "malformed fen (no black king)" "Black has 0 kings" perft --fen "8/8/8/8/8/8/8/4K3 w - - 0 1" 1
usage_error "bad depth -1" "-1" perft -- -1
usage_error "bad depth -1 (no --)" "-1" perft -1
usage_error "bad depth abc" "abc" perft abc
usage_error "bad depth 65" "65" perft 65
usage_error "bad depth 2.5" "2.5" perft 2.5
usage_error "missing depth" "DEPTH" perft
usage_error "malformed move e2~e4" "e2~e4" play e2~e4
usage_error "malformed move E2E4" "E2E4" play E2E4
usage_error "malformed move e2~" "e2~" play e2~
usage_error "malformed second move" "e7~e5" play e2e4 e7~e5
usage_error "unknown subcommand" "frobnicate" frobnicate

# A square the board does not have makes the text malformed, not illegal.
usage_error "off-board square e9" "e9" play e2e9
usage_error "off-board square i2" "i2" play e2e4 e7e5 i2i4
# README: --option goes after the moves, or the options end with "--" before the moves.
usage_error "unknown option after the moves" "'bar'" play --variant chess960 e2e4 --option bar=true
usage_error "unknown option, then -- and moves" "'bar'" play --variant chess960 --option bar=true -- e2e4
usage_error "two --option flags" "'bar'" play --option bar=1 --option baz=2 -- e2e4

# ---- errors: exit status 3 ---------------------------------------------------------------------
illegal_move "illegal move e2e5" "e2e5" play e2e5
illegal_move "illegal second move" "e2e4" play e2e4 e2e4
illegal_move "illegal castling without rights" "e1g1" play --fen "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1" e1g1
illegal_move "illegal move after mate" "a2a3" play f2f3 e7e5 g2g4 d8h4 a2a3
illegal_move "illegal FIDE castling text in chess960" "e1g1" play --variant chess960 --fen "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" e1g1
illegal_move "promotion without its letter" "a7a8" play --fen "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" a7a8

# ---- explain: why a move is illegal (exit 0 legal, 3 illegal, 2 not move text) ----------------------
ok_run "explain a legal move" explain e2e4
check "explain e2e4: legal" stdout_is "e2e4: legal"
run explain --fen "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1" e1g1
check "explain castling through an attacked square: exit status 3 (got $rc)" status_is 3
check "explain castling through an attacked square: the words" \
    stdout_has_line "e1g1: castling through the attacked square f1 (attacked by the bishop on c4)"
check "explain castling through an attacked square: the reason" stdout_has_line "reason castling_through_attack"
run explain --json a1a3
check "explain --json a1a3: exit status 3 (got $rc)" status_is 3
check "explain --json a1a3: one JSON object" stdout_is \
    '{"move":"a1a3","legal":false,"reason":"path_blocked","message":"the path of the rook on a1 to a3 is blocked by the pawn on a2","square":"a2"}'
run explain --json --variant laser-chess --fen "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1" a1b1,c1d3
check "explain --variant laser-chess: exit status 3 (got $rc)" status_is 3
check "explain --variant laser-chess: the module's words (R1)" grep -Fq '"reason":"variant_rule","message":"a turn has 3 action points (R1' "$tmp/out"
check "explain --variant laser-chess: the action at fault" grep -Fq 'action 2 (c1d3) goes over them' "$tmp/out"
run explain --variant laser-chess --fen "k7/8/8/8/8/8/PP6/K1N5 w - - 0 1" a2a3,c1c3
check "explain a later action: exit status 3 (got $rc)" status_is 3
check "explain a later action: named by index and text" grep -Fq 'a2a3,c1c3: action 2 (c1c3): the knight on c1 does not move to c3' "$tmp/out"
check "explain a later action: the core's reason" stdout_has_line "reason wrong_movement"
run explain --variant asylum-chess a1a3
check "explain --variant asylum-chess: exit status 3 (got $rc)" status_is 3
check "explain --variant asylum-chess: the ruling's words (R8)" grep -Fq 'blocks it as in orthodox chess (R8)' "$tmp/out"
check "explain --variant asylum-chess: variant_rule" stdout_has_line "reason variant_rule"
run explain --json e2e
check "explain malformed text: exit status 2 (got $rc)" status_is 2
check "explain malformed text: reason malformed" grep -Fq '"reason":"malformed"' "$tmp/out"
run explain --json e2e4
check "explain --json e2e4: legal, square null" stdout_is '{"move":"e2e4","legal":true,"reason":"legal","message":"legal","square":null}'
usage_error "explain without a move" "MOVE" explain
illegal_move "play prints the explanation" "blocked by the pawn on a2" play a1a3

# ---- variant files: built in, and --variant-file -------------------------------------------------
# Shipped variant files are built in; --variant-file PATH (repeatable, before or after the
# subcommand) loads and registers one more (docs/variant-format.md).
chess_file="$here/../data/variants/chess.json"
ok_run "variants (shipped data variant)" variants
check "variants: lists losalamos (variants/losalamos/losalamos.json)" stdout_has_line losalamos
ok_run "perft --variant losalamos 4" perft --variant losalamos 4
check "perft --variant losalamos 4: nodes 14332" last_line_is "nodes 14332"

ok_run "--variant-file before the subcommand" --variant-file "$chess_file" variants
check "--variant-file ... variants: lists chess-data after the built-in variants" \
    bash -c '[ "$(tail -n 1 "$1")" = chess-data ] && grep -Fxq chess "$1" && grep -Fxq losalamos "$1"' _ "$tmp/out"
ok_run "--variant-file after the subcommand" variants --variant-file "$chess_file"
check "variants --variant-file ...: lists chess-data" stdout_has_line chess-data
ok_run "perft --variant-file" perft --variant-file "$chess_file" --variant chess-data 3
check "perft --variant-file ... --variant chess-data 3: nodes 8902" last_line_is "nodes 8902"
ok_run "--variant-file, then perft --json" --variant-file "$chess_file" perft --json --variant chess-data \
    --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 2
check "perft --json (Kiwipete, chess-data): variant and nodes" py_json "
print('ok' if (j['variant'], j['nodes']) == ('chess-data', 2039) else j)"
ok_run "moves --variant-file" moves --variant-file "$chess_file" --variant chess-data
check "moves --variant chess-data: the 20 moves of chess" stdout_is "$(tr ' ' '\n' <<<"$start_moves")"
ok_run "play --variant-file (castling from the O2 atom)" play --variant-file "$chess_file" --variant chess-data \
    --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" e1c1
check "play --variant chess-data e1c1: king c1, rook d1" stdout_has_line "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"

printf '%s\n' '{"name": "mini", "aliases": ["tiny"], "board": {"width": 4, "height": 4},' \
    ' "pieces": [{"letter": "K", "name": "king", "betza": "K", "royal": true}, {"letter": "R", "name": "rook", "betza": "R"}],' \
    ' "start": "k3/4/4/1R1K w - - 0 1"}' >"$tmp/mini.json"
ok_run "--variant-file twice (program and subcommand)" --variant-file "$chess_file" variants --variant-file "$tmp/mini.json"
check "--variant-file twice: both listed, in the order given" \
    bash -c '[ "$(tail -n 2 "$1" | tr "\n" " ")" = "chess-data mini " ]' _ "$tmp/out"
ok_run "--variant-file repeated on the subcommand" show --variant-file "$chess_file" --variant-file "$tmp/mini.json" --variant tiny
check "show --variant tiny: the 4x4 board" stdout_has_line "  1 | . R . K |"
ok_run "perft --variant-file mini.json" perft --variant-file "$tmp/mini.json" --variant mini 1
check "perft --variant mini 1: nodes 8" last_line_is "nodes 8"

# Errors: exit status 2 with the loader's one-line message.
usage_error "--variant-file: no such file" "$tmp/none.json: cannot read the file: no such file" \
    --variant-file "$tmp/none.json" variants
usage_error "--variant-file: no such file (after the subcommand)" "$tmp/none.json" perft --variant-file "$tmp/none.json" 1
sed 's/"width": 4/"width": 17/; s/"R", "name": "rook"/"K", "name": "rook"/' "$tmp/mini.json" >"$tmp/bad.json"
usage_error "--variant-file: every problem, each at its JSON pointer" \
    "$tmp/bad.json: 2 problems: /board/width: 17 is out of range 1..16; /pieces/1/letter: 'K' used twice" \
    variants --variant-file "$tmp/bad.json"
printf '{"name": "mini", }' >"$tmp/broken.json"
usage_error "--variant-file: malformed JSON" "(root): malformed JSON at byte offset 17" moves --variant-file "$tmp/broken.json"
usage_error "--variant-file: the same variant twice" "the name 'mini' is already taken by variant 'mini'" \
    --variant-file "$tmp/mini.json" variants --variant-file "$tmp/mini.json"
sed 's/"name": "mini"/"name": "chess"/' "$tmp/mini.json" >"$tmp/clash.json"
usage_error "--variant-file: a built-in name" "variant file: $tmp/clash.json: cannot register variant" \
    --variant-file "$tmp/clash.json" variants
usage_error "--variant-file without a path" "variant-file" variants --variant-file
usage_error "a loaded variant is not remembered between runs" "mini" perft --variant mini 1

# ---- --fen-dialect fsf ---------------------------------------------------------------------------
ok_run "perft, a Fairy-Stockfish FEN of 3check" perft --variant 3check --fen-dialect fsf \
    --fen "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39" 3
check "perft --fen-dialect fsf: fairy.json fsf-perftsh-L89 (3check, White one check from winning) is 12407" \
    last_line_is "nodes 12407"
ok_run "play --fen-dialect fsf prints Fairy-Stockfish's text" play --variant crazyhouse --fen-dialect fsf \
    --fen "2k5/6P1/8/8/8/8/8/4K3[p] w - - 3 1" g7g8q
check "play --fen-dialect fsf: promoted queen marked, clock reset by the promotion" \
    stdout_has_line "2k3Q~1/8/8/8/8/8/8/4K3[p] b - - 0 1"
ok_run "play --json --fen-dialect fsf" play --json --variant 3check --fen-dialect fsf e2e4
check "play --json --fen-dialect fsf: fen is Fairy-Stockfish's" py_json '
print("ok" if j["fen"] == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3+3 0 1" else j)'
ok_run "show --fen-dialect fsf, a hand as a ninth rank" show --variant crazyhouse --fen-dialect fsf \
    --fen "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1"
check "show --fen-dialect fsf: the position line in Fairy-Stockfish's text" \
    stdout_has_line "position   2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"
usage_error "--fen-dialect: an unknown dialect" "lichess" perft --fen-dialect lichess 1
usage_error "--fen-dialect fsf: a bad side to move" "side to move 'x'" \
    perft --fen-dialect fsf --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1" 1

# ---- SAN and PGN -------------------------------------------------------------------------------
ok_run "play: SAN and move text mixed, --san" play --san e4 e7e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O
check "play --san: the SAN of the turns" stdout_has_line "san e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O"
check "play --san: the position" stdout_has_line "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5"
illegal_move "play: an ambiguous SAN lists its moves" "Nd2" \
    play --fen "7k/8/8/8/8/1N3N2/8/1N5K w - - 0 1" Nd2
check "play: the ambiguous SAN's candidates" grep -Fq "b1d2 (N1d2)" "$tmp/err"
ok_run "moves --san" moves --san
check "moves --san: Nf3" stdout_has_line "Nf3"
check "moves --san: 20 moves" bash -c '[ "$(wc -l <"$1")" -eq 20 ]' _ "$tmp/out"
ok_run "moves --san --json" moves --san --json
check "moves --san --json: pairs" py_json 'print("ok" if {"move": "g1f3", "san": "Nf3"} in j and len(j) == 20 else j)'
printf '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 {scholar} Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0\n\n[Event "b"]\n\n1. e4 Nf6 *\n\n1. e4 e5 2. Nf9 *\n' >"$tmp/games.pgn"
run pgn "$tmp/games.pgn"
check "pgn: a bad game gives exit status 2 (got $rc)" status_is 2
check "pgn: two good games, one JSON line each" bash -c '[ "$(wc -l <"$1")" -eq 2 ]' _ "$tmp/out"
check "pgn: the first game is a mate" bash -c 'head -n 1 "$1" | grep -Fq "\"status\":\"checkmate\",\"result\":\"1-0\",\"plies\":7"' _ "$tmp/out"
check "pgn: the error names game 3 and its move" grep -Fq "PGN game 3, move 2 (White), \"Nf9\"" "$tmp/err"

# ---- describe and --strict ------------------------------------------------------------------------
# varia describe: each piece's XBetza, in words, and a diagram drawn by the move generator; the
# rules; the warnings (variant_warnings()). --strict refuses a variant file with warnings (status 5).
ok_run "describe --variant chess --piece N" describe --variant chess --piece N
check "describe --piece N: the knight, its words, its diagram from e4, no warnings" stdout_is "N knight
  betza     N
  in words  moves or captures like a knight (a (2,1) leap)
  diagram   White's piece on e4, the board otherwise empty:
    +-----------------+
  8 | . . . . . . . . |
  7 | . . . . . . . . |
  6 | . . . x . x . . |
  5 | . . x . . . x . |
  4 | . . . . N . . . |
  3 | . . x . . . x . |
  2 | . . . x . x . . |
  1 | . . . . . . . . |
    +-----------------+
      a b c d e f g h
    x  moves there or captures there

warnings  none"
ok_run "describe (chess)" describe
check "describe: every chess piece, the rules, no warnings" bash -c 'for p in "P pawn" "N knight" "B bishop" "R rook" "Q queen" "K king" "rules" "  board     8x8" "warnings  none"; do grep -Fxq "$p" "$1" || exit 1; done' _ "$tmp/out"
ok_run "describe --json --piece P" describe --json --piece P
check "describe --json --piece P: e5 move, d5 capture, e6 first move only" py_json "
sq = j['pieces'][0]['squares']
print('ok' if (j['pieces'][0]['origin'], sq['e5']['letters'], sq['d5']['letters'], sq['e6']['letters'], j['warnings']) == ('e4', 'm', 'c', 'mi', []) else j)"
ok_run "describe --svg --piece N" describe --svg --piece N
check "describe --svg --piece N: an SVG document with 8 marks" bash -c '[ "$(grep -o "class=\"mark\"" "$1" | wc -l)" -eq 8 ] && head -n 1 "$1" | grep -Fq "<?xml"' _ "$tmp/out"
usage_error "describe --svg needs a piece" "--piece" describe --svg
usage_error "describe --svg and --json together" "--svg and --json are two outputs" describe --svg --json --piece N
usage_error "describe --piece: unknown letter" "'Z'" describe --piece Z

warned_file="$here/../data/variants/warned.json"
ok_run "describe --variant-file (a file with warnings): describes that file's variant" describe --variant-file "$warned_file"
check "describe --variant-file warned.json: its two warnings" bash -c 'grep -Fq "warning   range-covers-board W: W5:" "$1" && grep -Fq "warning   overlapping-atoms R: W and R reach a square in common" "$1" && head -n 1 "$1" | grep -Fq "warned:"' _ "$tmp/out"
ok_run "without --strict, a file with warnings loads quietly" perft --variant-file "$warned_file" --variant warned 1
run --strict perft --variant-file "$warned_file" --variant warned 1
check "--strict with a file with warnings: exit status 5 (got $rc)" status_is 5
check "--strict: nothing on stdout" stdout_empty
check "--strict: one stderr line per warning, then the count" bash -c '[ "$(wc -l <"$1")" -eq 3 ] && grep -Fq "warning range-covers-board W" "$1" && tail -n 1 "$1" | grep -Fxq "varia: --strict: 2 warnings in the variant files"' _ "$tmp/err"
run describe --strict --variant-file "$warned_file"
check "describe --strict (after the subcommand): exit status 5 (got $rc)" status_is 5
ok_run "--strict with a clean file" --strict perft --variant-file "$chess_file" --variant chess-data 2
check "--strict perft chess-data 2: nodes 400" last_line_is "nodes 400"
ok_run "--strict without a variant file changes nothing" --strict perft 1

# ---- nothing crashes ---------------------------------------------------------------------------
for args in "perft --fen ////////// 1" "perft --fen 8/8/8/8/8/8/8/8 1" "moves --fen [] " "show --fen 99999999999999999999" \
    "perft --fen 4k3/8/8/8/8/8/8/4K3_w_-_-_0_1 1" "play --fen 4k3/8/8/8/8/8/8/4K3 0000" "perft 99999999999999999999" \
    "moves --variant" "play --option =" "show --bogus" "demo --seconds 0"; do
    # shellcheck disable=SC2086
    run $args
    check "varia $args: exits 2 with one message line" bash -c '[ "$1" -eq 2 ] && [ "$(wc -l <"$2")" -eq 1 ]' _ "$rc" "$tmp/err"
done

echo "cli_test: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
