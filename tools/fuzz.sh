#!/usr/bin/env bash
# tools/fuzz.sh [SECONDS] [TARGET...]: fuzzes each target (default: all five) for SECONDS seconds
# (default 60) under AddressSanitizer and UndefinedBehaviorSanitizer, in the clang build
# build-clang-sanitize/ (configured and built here with -DVARIA_FUZZ=ON when needed).
# The corpus of each target is kept in fuzz-corpus/<target>/ (override: VARIA_FUZZ_CORPUS=DIR),
# grows from run to run and starts from the seeds the build writes from tests/data. An input that
# breaks a target is saved as fuzz-corpus/artifacts/<target>-crash-*; the script then prints how
# to replay it and exits non-zero. Copy it into tests/fuzz/regressions/<target>/ with a name that
# says what it broke, and add a unit test for the bug.
# Targets: position_text move_text betza variant_file playout.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(position_text move_text betza variant_file playout)
build=build-clang-sanitize
corpus=${VARIA_FUZZ_CORPUS:-fuzz-corpus}

# The same configuration as tools/test.sh's sanitizer build, so this is a no-op after it.
CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVARIA_SANITIZE=ON -DVARIA_FUZZ=ON \
      -DVARIA_BUILD_TESTS=ON -DVARIA_BUILD_BENCH=OFF -DVARIA_PERFT_NODE_CAP=100000 \
      -DVARIA_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build "$build" -j"$(nproc)" --target varia_fuzz_seeds $(printf ' varia_fuzz_%s' "${targets[@]}") >/dev/null
seeds="$build/tests/fuzz/seeds"
"$build/tests/fuzz/varia_fuzz_seeds" tests/data variants "$seeds" >/dev/null
mkdir -p "$corpus/artifacts"

failed=()
for t in "${targets[@]}"; do
  mkdir -p "$corpus/$t"
  echo "== fuzzing $t for $seconds s (corpus $corpus/$t)"
  # New inputs go to the first directory (the kept corpus); the seeds and regressions are read.
  if ! "$build/tests/fuzz/varia_fuzz_$t" -max_total_time="$seconds" -max_len=4096 -timeout=20 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$corpus/artifacts/$t-" \
        "$corpus/$t" "$seeds/$t" "tests/fuzz/regressions/$t" >"$corpus/$t.log" 2>&1; then
    failed+=("$t")
    tail -n 40 "$corpus/$t.log"
    echo "fuzz target $t failed; the input is in $corpus/artifacts/ (replay: $build/tests/fuzz/varia_fuzz_$t FILE)"
  else
    grep -E "^stat::number_of_executed_units|^stat::new_units_added" "$corpus/$t.log" | tr '\n' ' '
    echo
  fi
done
[ ${#failed[@]} -eq 0 ] || { echo "failed: ${failed[*]}"; exit 1; }
