#!/usr/bin/env bash
# Builds the web sample into OUTDIR: the static pages of Samples/reorder-web (html, js, css) and
# one module per page (list.wasm, grid.wasm, board.wasm): the engine compiled as Embedded Swift
# for wasm32-unknown-none-wasm with that page's exports.
#
# Every .swift file under Sources/ReorderCore (recursively), the export layer
# Samples/reorder-web/wasm/Exports.swift and that page's host (wasm/ListPage.swift,
# GridPage.swift or BoardPage.swift) are compiled as one module; the freestanding C runtime
# (allocator, mem*, arc4random_buf) is compiled with the toolchain's clang; the toolchain's
# wasm-ld links them with no imports, one module per page, exporting the memory and every
# `@_cdecl` function of the export layer and the page's host under its C name. Prints each
# module's size and fails above 256 KB.
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
"$clang" --target=wasm32-unknown-unknown -ffreestanding -fno-builtin -nostdlib -mbulk-memory \
  -Os -Wall -Werror -c Samples/reorder-web/wasm/runtime.c -o "$work/runtime.o"
libs=()
[ -f "$tables" ] && libs+=("$tables")

# One module per page (each holds only its page's host, so the linker keeps only the engine
# code that page uses): list.wasm, grid.wasm, board.wasm.
for page in list grid board; do
  host=Samples/reorder-web/wasm/${page^}Page.swift
  swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo \
    -parse-as-library -swift-version 6 -Osize -Xfrontend -disable-stack-protector \
    -warnings-as-errors -module-name ReorderWeb \
    -c "${core[@]}" Samples/reorder-web/wasm/Exports.swift "$host" -o "$work/$page.o"
  # Every `@_cdecl("name")` function of the two files is exported under its name.
  mapfile -t exports < <(sed -n 's/^@_cdecl("\([a-z_]*\)")$/--export=\1/p' \
    Samples/reorder-web/wasm/Exports.swift "$host")
  "$wasm_ld" --no-entry --gc-sections --strip-all --export-memory "${exports[@]}" \
    "$work/$page.o" "$work/runtime.o" "${libs[@]}" -o "$work/$page.wasm"
  cp "$work/$page.wasm" "$out/$page.wasm"
done
cp Samples/reorder-web/*.js Samples/reorder-web/*.css "$out/"
# The pages share their head and top bar (shared/head.html): each page's first line names its
# body class and title ("<!-- web-build.sh writes shared/head.html here: grid-page, icon grid
# -->"), and the head goes in its place, with the page's own link in the bar marked current.
for source in Samples/reorder-web/*.html; do
  page=$(basename "$source")
  marker='^<!-- web-build.sh writes shared/head.html here: ([a-z-]+), ([a-z ]+) -->$'
  [[ $(head -n 1 "$source") =~ $marker ]] ||
    { echo "web-build: $source does not start with its shared-head line" >&2; exit 1; }
  {
    sed -e "s|@PAGE@|${BASH_REMATCH[1]}|; s|@TITLE@|${BASH_REMATCH[2]}|" \
      -e "s|<a href=\"$page\">|<a href=\"$page\" aria-current=\"page\">|" \
      Samples/reorder-web/shared/head.html
    tail -n +2 "$source"
  } >"$out/$page"
done

status=0
for page in list grid board; do
  size=$(wc -c <"$out/$page.wasm")
  echo "web-build: $out/$page.wasm is $size bytes ($(( (size + 1023) / 1024 )) KB; limit 256 KB)"
  if [ "$size" -gt $((256 * 1024)) ]; then
    echo "web-build: $page.wasm is larger than 256 KB" >&2
    status=1
  fi
done
exit $status
