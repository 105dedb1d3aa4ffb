#!/usr/bin/env bash
# Counts the Swift lines that are neither blank nor comments (a line whose first non-blank
# characters are `//`; the sources have no `/* */` comments) in the engine and kit, together
# and separately, and in the web sample's engine glue. The refactor's line targets are in
# these figures.
set -euo pipefail
cd "$(dirname "$0")/.."
loc() {
  find "$@" -name '*.swift' -print0 | xargs -0 cat |
    awk '{s=$0; gsub(/^[ \t]+|[ \t]+$/,"",s)} s=="" {next} s ~ /^\/\// {next} {n++} END{print n+0}'
}
echo "Core+Kit $(loc Sources/ReorderCore Sources/ReorderKit)"
echo "Core     $(loc Sources/ReorderCore)"
echo "Kit      $(loc Sources/ReorderKit)"
echo "wasm     $(loc Samples/reorder-web/wasm)"
