#!/usr/bin/env bash
# Quick start, command one: install what is missing, build (Release), run the built-in demo:
# for every registered variant, its start position and perft to the deepest depth that fits
# in about two seconds, with nodes, time and nodes per second.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DVARIA_BUILD_TESTS=OFF -DVARIA_BUILD_BENCH=OFF >/dev/null
cmake --build build -j"$(nproc)" --target varia_cli >/dev/null
exec build/varia demo "$@"
