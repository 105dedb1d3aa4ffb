#!/usr/bin/env bash
# Builds the web sample into OUTDIR: the static pages of Samples/reorder-web (html, js, css) and
# reorder.wasm, the engine compiled as Embedded Swift for wasm32-unknown-none-wasm.
#
# Every .swift file under Sources/ReorderCore (recursively) and the export layer
# Samples/reorder-web/wasm/Exports.swift are compiled as one module; the freestanding C runtime
# (allocator, mem*, arc4random_buf) is compiled with the toolchain's clang; the toolchain's
# wasm-ld links them with no imports. Prints the module's size and fails above 256 KB.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:?usage: Scripts/web-build.sh OUTDIR}
mkdir -p "$out"

swiftc_bin=$(command -v swiftc)
bin=$(dirname "$(readlink -f "$swiftc_bin")")
clang="$bin/clang"
wasm_ld="$bin/wasm-ld"
for tool in "$clang" "$wasm_ld"; do
  [ -x "$tool" ] || { echo "web-build: $tool not found (the Swift toolchain's)" >&2; exit 1; }
done
# The Embedded Unicode tables, in case the module uses String comparison (gc-sections drops them
# otherwise).
tables=$(dirname "$bin")/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mapfile -t core < <(find Sources/ReorderCore -name '*.swift' | sort)
swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo \
  -parse-as-library -swift-version 6 -Osize -Xfrontend -disable-stack-protector \
  -warnings-as-errors -module-name ReorderWeb \
  -c "${core[@]}" Samples/reorder-web/wasm/Exports.swift -o "$work/engine.o"

"$clang" --target=wasm32-unknown-unknown -ffreestanding -fno-builtin -nostdlib -mbulk-memory \
  -Os -Wall -Werror -c Samples/reorder-web/wasm/runtime.c -o "$work/runtime.o"

libs=()
[ -f "$tables" ] && libs+=("$tables")
"$wasm_ld" --no-entry --gc-sections --strip-all --export-memory \
  "$work/engine.o" "$work/runtime.o" "${libs[@]}" -o "$work/reorder.wasm"

cp "$work/reorder.wasm" "$out/reorder.wasm"
cp Samples/reorder-web/*.html Samples/reorder-web/*.js Samples/reorder-web/*.css "$out/"

size=$(wc -c <"$out/reorder.wasm")
echo "web-build: $out/reorder.wasm is $size bytes ($(( (size + 1023) / 1024 )) KB; limit 256 KB)"
if [ "$size" -gt $((256 * 1024)) ]; then
  echo "web-build: reorder.wasm is larger than 256 KB" >&2
  exit 1
fi
