#!/usr/bin/env bash
# Builds Fairy-Stockfish from a local copy of its sources, for side-by-side perft runs
# (bench/perft_table.py --fsf OUT). Downloads nothing: the build has no NNUE network (nnue=no),
# which perft does not use. Its code stays outside the project; only its binaries land in OUT.
#
#   tools/build-fsf.sh SOURCE_DIR OUT_DIR [ARCH]
#
# SOURCE_DIR is a Fairy-Stockfish checkout (the directory holding src/Makefile). ARCH is passed to
# its Makefile (default: x86-64-bmi2 when the CPU has BMI2, else x86-64-modern; `make help` in
# its src/ lists them). Writes OUT_DIR/fairy-stockfish (64-bit bit-boards: boards up to 8x8) and
# OUT_DIR/fairy-stockfish-largeboards (largeboards=yes: 128-bit bit-boards for the larger boards),
# each built by its own Makefile in a scratch copy of src/, so SOURCE_DIR is left as it was.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 SOURCE_DIR OUT_DIR [ARCH]" >&2
  exit 2
fi
src=$1
out=$2
if [ ! -f "$src/src/Makefile" ]; then
  echo "$src/src/Makefile not found: SOURCE_DIR must be a Fairy-Stockfish checkout" >&2
  exit 2
fi
arch=${3:-}
if [ -z "$arch" ]; then
  if grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then arch=x86-64-bmi2; else arch=x86-64-modern; fi
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for kind in normal largeboards; do
  rm -rf "$scratch/src"
  cp -r "$src/src" "$scratch/src"
  flags=(ARCH="$arch" nnue=no)
  name=fairy-stockfish
  if [ "$kind" = largeboards ]; then
    flags+=(largeboards=yes)
    name=fairy-stockfish-largeboards
  fi
  echo "building $name (ARCH=$arch, $kind)"
  # A checkout that was built before holds objects of another configuration: clean first.
  { make -C "$scratch/src" clean && make -C "$scratch/src" -j"$(nproc)" build "${flags[@]}"; } >"$scratch/$kind.log" 2>&1 || {
    tail -20 "$scratch/$kind.log" >&2
    exit 1
  }
  cp "$scratch/src/stockfish" "$out/$name"
done
echo "wrote $out/fairy-stockfish and $out/fairy-stockfish-largeboards"
