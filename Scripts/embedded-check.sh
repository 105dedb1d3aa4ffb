#!/usr/bin/env bash
# Proves the engine core stays inside Embedded Swift's subset: compiles ReorderCore for
# wasm32-unknown-none-wasm with the Embedded feature (whole-module, no Foundation).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo \
  -parse-as-library -warnings-as-errors -module-name ReorderCore -O \
  -c $(find Sources/ReorderCore -name '*.swift' | sort) -o "$out/ReorderCore.o"
echo "embedded: ReorderCore compiled for wasm32-unknown-none-wasm ($(wc -c <"$out/ReorderCore.o") bytes)"
