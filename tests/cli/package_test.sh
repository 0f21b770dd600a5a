#!/usr/bin/env bash
# tests/cli/package_test.sh BUILD_DIR CMAKE_COMMAND
# The installed package as a plugin author uses it (docs/authoring.md §8): installs BUILD_DIR into
# a temporary prefix, builds tests/plugins/package (find_package(varia) + varia_add_module) against
# it, and runs the installed varia with the plugin: perft 4 of Homebody chess is chess's 197281.
set -eu

build=${1:?usage: package_test.sh BUILD_DIR CMAKE_COMMAND}
cmake=${2:?}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$cmake" --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log"
"$cmake" -S "$here/../plugins/package" -B "$tmp/plugin" -DCMAKE_PREFIX_PATH="$tmp/prefix" >"$tmp/configure.log" ||
    { cat "$tmp/configure.log" >&2; exit 1; }
"$cmake" --build "$tmp/plugin" -j1 >"$tmp/build.log" || { cat "$tmp/build.log" >&2; exit 1; }
out=$("$tmp/prefix/bin/varia" --module "$tmp/plugin/libhomebody.so" \
    --variant-file "$here/../data/variants/homebody.json" perft --variant homebody 4)
if [ "$(tail -n 1 <<<"$out")" != "nodes 197281" ]; then
    echo "FAIL: installed varia with the package-built plugin: $out" >&2
    exit 1
fi
echo "package_test: the installed package builds a plugin that the installed varia loads"
