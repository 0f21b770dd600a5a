#!/usr/bin/env bash
# tests/oracle/run.sh PATH/TO/oracle_driver [games]
# Random games of every variant that both Varia and Fairy-Stockfish know (91 today) played in Varia
# and in ffish.js (WebAssembly) side by side (differential.mjs). Installs ffish into
# ${XDG_CACHE_HOME:-$HOME/.cache}/varia/oracle with npm on first use. Exits non-zero on a
# disagreement and when node, npm or ffish are not available: this test never passes silently.
set -euo pipefail

ffish_version=0.7.10
seed=20240601

driver=${1:?usage: run.sh PATH/TO/oracle_driver [games]}
games=${2:-20}
here=$(cd "$(dirname "$0")" && pwd)

fail() {
    echo "run.sh: $1" >&2
    exit 2
}

[[ $games =~ ^[1-9][0-9]*$ ]] || fail "games must be a positive number, not '$games'"
[ -x "$driver" ] || fail "the driver '$driver' is not an executable file"
command -v node >/dev/null || fail "node is not installed (Node.js 16 or later is needed; Debian: apt-get install nodejs npm)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 16 ] || fail "node $(node --version) is too old (Node.js 16 or later is needed)"

if [ -n "${XDG_CACHE_HOME:-}" ]; then
    cache=$XDG_CACHE_HOME/varia/oracle
elif [ -n "${HOME:-}" ]; then
    cache=$HOME/.cache/varia/oracle
else
    fail "neither XDG_CACHE_HOME nor HOME is set: nowhere to install ffish"
fi
package=$cache/node_modules/ffish/package.json
installed=$( [ -f "$package" ] && node -p "require(process.argv[1]).version" "$package" || true)
if [ "$installed" != "$ffish_version" ]; then
    command -v npm >/dev/null || fail "npm is not installed (needed once to install ffish@$ffish_version into $cache)"
    echo "run.sh: installing ffish@$ffish_version into $cache" >&2
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-audit --no-fund --no-save "ffish@$ffish_version" >&2 ||
        fail "npm install ffish@$ffish_version failed"
    [ -f "$cache/node_modules/ffish/ffish.js" ] || fail "npm did not install ffish into $cache"
fi

exec node "$here/differential.mjs" --driver "$driver" --ffish "$cache" --games "$games" --seed "$seed"
