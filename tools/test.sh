#!/usr/bin/env bash
# Quick start, command two (and CI): install what is missing, then build and run the whole test
# suite twice: an optimised GCC build with every published perft count up to 1,000,000 nodes, and
# an AddressSanitizer + UndefinedBehaviorSanitizer clang build with counts up to 100,000 nodes,
# which also replays the fuzz targets' seeds and regressions. Both treat warnings as errors.
# Then each of the five fuzz targets runs for a minute (tools/fuzz.sh; VARIA_FUZZ_SECONDS=N to
# change the time box, 0 to skip it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh --test
jobs="$(nproc)"

echo "== optimised build (Release, GCC)"
CXX=g++ cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DVARIA_BUILD_TESTS=ON -DVARIA_BUILD_BENCH=ON \
      -DVARIA_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure --no-tests=error -j"$jobs"

echo "== sanitizer build (address, undefined; clang)"
CXX=clang++ cmake -S . -B build-clang-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVARIA_SANITIZE=ON -DVARIA_FUZZ=ON \
      -DVARIA_BUILD_TESTS=ON -DVARIA_BUILD_BENCH=OFF -DVARIA_PERFT_NODE_CAP=100000 -DVARIA_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build-clang-sanitize -j"$jobs"
ctest --test-dir build-clang-sanitize --output-on-failure --no-tests=error -j"$jobs"

fuzz_seconds=${VARIA_FUZZ_SECONDS:-60}
if [ "$fuzz_seconds" != 0 ]; then
  echo "== fuzzing (each target for $fuzz_seconds s)"
  bash tools/fuzz.sh "$fuzz_seconds"
fi
