#!/usr/bin/env bash
# tests/cli/svg_test.sh PATH/TO/varia
# `varia show --svg` and `varia variants --json` for every registered variant: each SVG is
# well-formed XML (xmllint), a few render (rsvg-convert) to a PNG of the declared width and
# height, and each metadata line parses as JSON naming its variant. Fails, never skips, when
# xmllint, rsvg-convert or python3 is missing (tools/install-deps.sh --test installs them).
set -u

varia=${1:?usage: svg_test.sh PATH/TO/varia}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

checks=0
failures=0
fail() {
    failures=$((failures + 1))
    echo "FAIL: $1" >&2
}

for tool in xmllint rsvg-convert python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "FAIL: $tool is missing (bash tools/install-deps.sh --test installs it)" >&2
        exit 1
    fi
done

mapfile -t variants < <("$varia" variants)
[ "${#variants[@]}" -ge 100 ] || fail "varia variants lists ${#variants[@]} variants, expected at least 100"

# Every variant's start position, straight and flipped: a well-formed SVG document.
for v in "${variants[@]}"; do
    for flip in "" --flip; do
        checks=$((checks + 1))
        if ! "$varia" show --svg $flip --variant "$v" >"$tmp/$v$flip.svg" 2>"$tmp/err"; then
            fail "show --svg $flip --variant $v exits with status $?: $(head -n 1 "$tmp/err")"
        elif ! xmllint --noout "$tmp/$v$flip.svg" 2>"$tmp/err"; then
            fail "show --svg $flip --variant $v is not well-formed XML: $(head -n 3 "$tmp/err")"
        elif ! grep -q 'xmlns="http://www.w3.org/2000/svg"' "$tmp/$v$flip.svg"; then
            fail "show --svg $flip --variant $v has no SVG namespace"
        fi
    done
done

# declared_size FILE: "W H" from the root element's width and height.
declared_size() {
    sed -n 's/^<svg [^>]*width="\([0-9]*\)" height="\([0-9]*\)".*/\1 \2/p' "$1" | head -n 1
}
# png_size FILE: "W H" from the PNG's IHDR chunk (bytes 16..23, big-endian).
png_size() {
    python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); assert d[:8]==b"\x89PNG\r\n\x1a\n"; print(*struct.unpack(">II", d[16:24]))' "$1"
}

# Rendering: FIDE chess, a board with holes, one with hands, one with a two-digit rank, walls.
render() {
    local name=$1
    shift
    checks=$((checks + 1))
    if ! "$varia" show --svg "$@" >"$tmp/$name.svg" 2>"$tmp/err"; then
        fail "render $name: show --svg $* failed: $(head -n 1 "$tmp/err")"
        return
    fi
    if ! rsvg-convert "$tmp/$name.svg" -o "$tmp/$name.png" 2>"$tmp/err"; then
        fail "render $name: rsvg-convert failed: $(head -n 3 "$tmp/err")"
        return
    fi
    local want got
    want=$(declared_size "$tmp/$name.svg")
    got=$(png_size "$tmp/$name.png")
    [ -n "$want" ] && [ "$want" = "$got" ] || fail "render $name: declared size '$want', rendered PNG '$got'"
}
render chess --variant chess
render amphora --variant amphora
render crazyhouse --variant crazyhouse --fen 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pnn] w KQkq - 2 3'
render shogi-flipped --variant shogi --flip
render xiangqi --variant xiangqi
render laser-chess --variant laser-chess --fen '3k4/4p3/3n4/8/1r1R1b2/8/3P4/K7 w - - 0 1 dying:f4'
render gustav3 --variant gustav3

# Known sizes: FIDE chess 382 x 382 (a 22-unit coordinate band and 8 squares of 45); crazyhouse
# adds a row of 45 for each hand.
checks=$((checks + 1))
[ "$(declared_size "$tmp/chess.svg")" = "382 382" ] || fail "chess SVG is $(declared_size "$tmp/chess.svg"), expected 382 382"
checks=$((checks + 1))
[ "$(declared_size "$tmp/crazyhouse.svg")" = "382 472" ] ||
    fail "crazyhouse SVG is $(declared_size "$tmp/crazyhouse.svg"), expected 382 472"

# Bad input: a typed error (status 2, one line on stderr), no crash.
checks=$((checks + 1))
"$varia" show --svg --variant nosuchvariant >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "show --svg of an unknown variant: status $rc, expected 2"

# Metadata: one JSON object per line per registered variant, in the order of `varia variants`.
checks=$((checks + 1))
if ! "$varia" variants --json >"$tmp/meta.jsonl" 2>"$tmp/err"; then
    fail "variants --json failed: $(head -n 1 "$tmp/err")"
else
    printf '%s\n' "${variants[@]}" >"$tmp/names"
    if ! python3 - "$tmp/meta.jsonl" "$tmp/names" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
names = open(sys.argv[2]).read().splitlines()
ok = len(lines) == len(names)
if not ok:
    print(f"{len(lines)} metadata lines for {len(names)} variants", file=sys.stderr)
for line, name in zip(lines, names):
    try:
        j = json.loads(line)
    except json.JSONDecodeError as e:
        print(f"{name}: not JSON: {e}", file=sys.stderr)
        ok = False
        continue
    if j.get("name") != name or not isinstance(j.get("pieces"), list) or not j["pieces"]:
        print(f"{name}: metadata names {j.get('name')!r} or has no pieces", file=sys.stderr)
        ok = False
    board = j.get("board", {})
    if board.get("width", 0) * board.get("height", 0) != len(board.get("holes", [])) + len(board.get("squares", [])):
        print(f"{name}: board squares and holes do not fill the rectangle", file=sys.stderr)
        ok = False
sys.exit(0 if ok else 1)
PY
    then
        fail "variants --json: see above"
    fi
fi
# Without --json the list is unchanged: names only.
checks=$((checks + 1))
cmp -s <("$varia" variants) "$tmp/names" || fail "variants without --json changed"

echo "$checks checks, $failures failed"
[ "$failures" -eq 0 ]
