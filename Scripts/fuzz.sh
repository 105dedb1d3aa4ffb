#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (swiftc -sanitize=fuzzer,address), each for SECONDS.
#
#   Scripts/fuzz.sh [SECONDS]          default 30; 0 only builds; exits non-zero on a crash or
#                                      when a target does not build
#   FUZZ_TARGETS="session" Scripts/fuzz.sh 60      run only some targets
#   .build/fuzz/session-fuzz CRASH-FILE            reproduce a crash (prints a replay file)
#
# Targets:
#   session  Fuzz/SessionFuzz: bytes -> list, options, event stream; checks the invariants.
#   replay   Fuzz/ReplayFuzz: bytes -> the replay host (Samples/ReplayHost, over the modules
#            ReorderCore, ReorderKit and ReplayJSON, each built on its own): parse the scenario
#            and replay it through the controllers. Built only when Samples/ReplayHost
#            defines the entry point REPLAY_ENTRY (default `func run(json: Data)`, called as
#            REPLAY_CALL on the main actor).
#
# Each target starts from its small corpus in Fuzz/corpus/<target> (kept in the repository, read
# only) and writes what it discovers to .build/fuzz/corpus-<target> (not committed). Crash inputs
# go to .build/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
out=.build/fuzz
targets=${FUZZ_TARGETS:-"session replay"}
mkdir -p "$out/artifacts"

# The replay host's entry point (a function taking `Data`, in Samples/ReplayHost) and the call
# the target makes with the fuzzer's `bytes`.
REPLAY_ENTRY=${REPLAY_ENTRY:-"func run(json: Data)"}
REPLAY_CALL=${REPLAY_CALL:-"MainActor.assumeIsolated { ReplayHost.run(json: bytes) }"}

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6)
# The sanitizer runtime exports symbols gold warns about; lld is quiet when present.
if command -v ld.lld >/dev/null 2>&1; then flags+=(-use-ld=lld); fi

# Sources of other modules compiled into this one lose their `import ReorderCore` and
# `import ReplayJSON`.
strip_imports() { # dest files...
  local dest=$1
  shift
  mkdir -p "$dest"
  for f in "$@"; do sed '/^import ReorderCore$/d; /^import ReplayJSON$/d' "$f" >"$dest/$(basename "$f")"; done
}

# Every Swift file of a target, however it is laid out in folders.
sources() { find "$@" -name '*.swift' | sort; }

build_session() {
  local support="$out/session-src"
  rm -rf "$support"
  # The replay writer writes numbers and strings through ReplayJSON's JSONWriter.
  strip_imports "$support" Tests/ReorderCoreTests/Support/{Scenario,LayoutKind,ListKind,GridKind,SeededRandom,DataEffects,ListModel,InvariantChecker,ReplayWriter}.swift \
    Samples/ReplayJSON/JSONWriter.swift
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name SessionFuzz $(sources Sources/ReorderCore) "$support"/*.swift \
    Fuzz/SessionFuzz/*.swift -o "$out/session-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
}

# Compiles the sources under the given folders as module $1 into $out/modules (interface) and
# $out/modules/$1.o (code, instrumented for the fuzzer), so targets keep their own modules and
# imports.
build_module() { # name folders...
  local name=$1
  shift
  mkdir -p "$out/modules"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -wmo -c -module-name "$name" -I "$out/modules" \
    -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
    $(sources "$@") -o "$out/modules/$name.o" 2> >(grep -v "Cannot export local symbol" >&2)
}

build_replay() {
  if ! ls Samples/ReplayHost/*.swift >/dev/null 2>&1 ||
    ! grep -qF "$REPLAY_ENTRY" Samples/ReplayHost/*.swift; then
    echo "fuzz: replay target skipped: no '$REPLAY_ENTRY' in Samples/ReplayHost (set REPLAY_ENTRY, REPLAY_CALL)"
    return 2
  fi
  local src="$out/replay-src"
  rm -rf "$src"
  mkdir -p "$src"
  build_module ReorderCore Sources/ReorderCore
  build_module ReorderKit Sources/ReorderKit
  build_module ReplayJSON Samples/ReplayJSON
  sed "s|REPLAY_CALL|$REPLAY_CALL|g" Fuzz/ReplayFuzz/ReplayFuzz.swift.in >"$src/ReplayFuzz.swift"
  mkdir -p Fuzz/corpus/replay
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name ReplayFuzz -I "$out/modules" $(sources Samples/ReplayHost) \
    "$src/ReplayFuzz.swift" "$out"/modules/{ReorderCore,ReorderKit,ReplayJSON}.o \
    -o "$out/replay-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
}

status=0
for target in $targets; do
  echo "== fuzz $target: build"
  # A target that does not build fails the run (2: deliberately skipped, see build_replay).
  built=0
  "build_$target" || built=$?
  if [[ $built == 2 ]]; then continue; fi
  if [[ $built != 0 ]]; then
    echo "fuzz $target: BUILD FAILED" >&2
    status=1
    continue
  fi
  mkdir -p "$out/corpus-$target" "Fuzz/corpus/$target"
  if [[ $seconds == 0 ]]; then continue; fi
  echo "== fuzz $target: ${seconds}s"
  # The first corpus directory receives new inputs; the repository's corpus is only read.
  local_dict=()
  if [[ -f Fuzz/${target^}Fuzz/json.dict ]]; then local_dict=(-dict="Fuzz/${target^}Fuzz/json.dict"); fi
  if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/$target-fuzz" "${local_dict[@]}" \
    -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=512 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$target-" "$out/corpus-$target" "Fuzz/corpus/$target"; then
    echo "fuzz $target: CRASH (input in $out/artifacts/; rerun: $out/$target-fuzz FILE)" >&2
    status=1
  fi
done
exit $status
