#!/usr/bin/env bash
# Stands in for an Apple build on a machine without an Apple SDK. On iOS and macOS, Foundation's
# `IndexPath` has no `init(item:section:)`, `.item` or `.section` (UIKit and AppKit add them,
# and ReorderKit imports neither), and there is no Glibc. So:
#  1. no Swift file of the package imports Glibc, Musl or FoundationNetworking, or names them,
#     outside an `#if` (the sources' `#if canImport(Glibc)` ... `#elseif canImport(Darwin)`);
#  2. ReorderCore, ReorderKit and the sample hosts compile, warnings as errors, with
#     REORDERKIT_NO_LINUX_SHIMS, which removes ReorderKit's Linux-only IndexPath members just
#     as an Apple platform does (its own build folder, so the main build is left alone).
# Fails on the first problem.
set -euo pipefail
cd "$(dirname "$0")/.."

# 1. Linux-only modules outside an #if (comments ignored).
unguarded=$(find Sources Samples Tests Fuzz -name '*.swift' -o -name '*.swift.in' | sort |
  xargs awk '
    FNR == 1 { depth = 0 }
    /^[[:space:]]*#if/ { depth++; next }
    /^[[:space:]]*#endif/ { depth--; next }
    /^[[:space:]]*\/\// { next }
    depth == 0 && /(^|[^A-Za-z_])(Glibc|Musl|FoundationNetworking|FoundationXML)([^A-Za-z_]|$)/ {
      print FILENAME ":" FNR ": " $0
    }')
if [[ -n "$unguarded" ]]; then
  echo "apple-check: Linux-only modules used outside an #if (no such module on Apple platforms):" >&2
  echo "$unguarded" >&2
  exit 1
fi

# 2. The library and the samples without the Linux shims.
scratch=.build/apple-check
for target in ReorderKit ReplayHost reorder-demo reorder-replay reorder-bench reorder-tui; do
  if ! log=$(swift build --target "$target" --scratch-path "$scratch" \
    -Xswiftc -DREORDERKIT_NO_LINUX_SHIMS -Xswiftc -warnings-as-errors 2>&1); then
    echo "$log" | grep -E "error|warning" >&2 || echo "$log" >&2
    echo "apple-check: $target does not build without the Linux-only IndexPath members" >&2
    exit 1
  fi
done
echo "apple-check: no unguarded Linux-only module; ReorderCore, ReorderKit and the samples build without the Linux shims"
