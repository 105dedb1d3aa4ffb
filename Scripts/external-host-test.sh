#!/usr/bin/env bash
# Builds Samples/external-host as a fresh package of its own (copied to a temporary folder, its
# dependency pointed at this checkout by path), written with nothing but `import ReorderKit`,
# runs it, and checks what its table and grid delegates heard.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Samples/external-host/." "$work/"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/Package.swift"
if grep -rn "import ReorderCore" "$work/Sources"; then
  echo "external-host: imports ReorderCore; a host must need ReorderKit only" >&2
  exit 1
fi
swift build --package-path "$work" -Xswiftc -warnings-as-errors 2>&1 | tail -1
out=$(swift run --skip-build --package-path "$work" external-host)
echo "$out"
expected='table:
  willMove [0, 0]
  didMove [0, 0] -> [0, 2]
  didEnd [0, 2] [["b", "c", "a", "d"]]
  willMove [0, 0]
  announce Picked up the item at position 1 of 4 in Section 1
  announce Moved to position 2 of 4 in Section 1
  didMove [0, 0] -> [0, 1]
  didEnd [0, 1] [["c", "b", "a", "d"]]
  announce Dropped at position 2 of 4 in Section 1'
if [[ "$out" != "$expected"* ]]; then
  echo "external-host: the table's story is not the expected one" >&2
  exit 1
fi
grep -q "same story: yes" <<<"$out"
echo "external-host: 1 passed, 0 failed"
