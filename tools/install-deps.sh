#!/usr/bin/env bash
# Installs the Debian packages Varia needs, only those that are missing. With --test, also what
# the test script needs: clang and its sanitizer and libFuzzer runtimes for the sanitizer and
# fuzzing build, python3 for the command-line tests, xmllint and rsvg-convert for the SVG test.
set -euo pipefail
packages=(g++ cmake make libfmt-dev nlohmann-json3-dev catch2 libcli11-dev libbenchmark-dev)
[ "${1:-}" = "--test" ] && packages+=(clang libclang-rt-dev python3 librsvg2-bin libxml2-utils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js and npm run the differential test against Fairy-Stockfish (tests/oracle/); any install
# that provides both commands will do.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  missing+=(nodejs npm)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
