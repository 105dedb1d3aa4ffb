#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own build
# directory (.build/asan, .build/tsan) so the normal debug build is left alone.
#
#   Scripts/sanitizers.sh                    both
#   Scripts/sanitizers.sh address            one of: address, thread
#   Scripts/sanitizers.sh thread --filter PropertyListTests     extra arguments go to swift test
#
# Leak detection is off under ASan (the Swift runtime keeps metadata caches for the process's
# life). The seeded random suites (property streams, the controllers' model sequences) run a
# tenth of their count here (REORDER_SHARE=0.1; the plain `swift test` runs them all), which
# keeps both runs inside CI's time budget; set REORDER_SHARE=1 for all of them. Exits non-zero
# when any run fails; prints how long each took.
set -euo pipefail
cd "$(dirname "$0")/.."

which=all
if [[ $# -gt 0 && ( $1 == address || $1 == thread || $1 == all ) ]]; then
  which=$1
  shift
fi

status=0
run() { # sanitizer build-dir
  local start=$SECONDS
  echo "== swift test --sanitize=$1"
  if ! ASAN_OPTIONS=detect_leaks=0 REORDER_SHARE=${REORDER_SHARE:-0.1} swift test --sanitize="$1" --build-path "$2" "${@:3}"; then
    status=1
  fi
  echo "== --sanitize=$1: $((SECONDS - start)) s"
}

if [[ $which == all || $which == address ]]; then run address .build/asan "$@"; fi
if [[ $which == all || $which == thread ]]; then run thread .build/tsan "$@"; fi
exit $status
