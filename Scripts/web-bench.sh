#!/usr/bin/env bash
# The list page beside SortableJS 1.14 in headless Chromium (Scripts/web-bench.py): builds the
# site (or uses SITE_DIR), copies it with the comparison page (Scripts/web-bench-sortable.html,
# as sortable.html) and Debian's Sortable.min.js (libjs-sortable, installed when missing) into a
# temporary directory, serves that on 127.0.0.1 only, and drives the same real mouse drag through
# the DevTools Protocol (on a connection of its own, not through chromedriver) at 1,000, 10,000
# and 100,000 items, five runs each, alternating between the two after one unmeasured run of
# each. Prints per-event task,
# script and layout+style times for both, their ratios, frames per second, layouts per frame and
# the DOM size, median and spread (min–max). Takes about 4 minutes; not part of CI's test run
# (slow and noisy). --smoke: 1,000 items, one run (about 15 s). --runs N, --sizes A,B,C as
# web-bench.py takes them.
#
# Usage: Scripts/web-bench.sh [--smoke] [--cold] [--runs N] [--sizes A,B,C] [SITE_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=Scripts/web-env.sh
source Scripts/web-env.sh
web_env libjs-sortable
sortable=/usr/share/javascript/sortable/Sortable.min.js
[ -f "$sortable" ] || { echo "web-bench: $sortable not found (libjs-sortable)" >&2; exit 1; }

args=() site=""
while [ $# -gt 0 ]; do
  case $1 in
    --smoke | --cold) args+=("$1"); shift ;;
    --runs | --sizes) args+=("$1" "${2:?web-bench: $1 needs a value}"); shift 2 ;;
    -*) echo "usage: Scripts/web-bench.sh [--smoke] [--cold] [--runs N] [--sizes A,B,C] [SITE_DIR]" >&2; exit 2 ;;
    *) site=$1; shift ;;
  esac
done

if [ -z "$site" ]; then
  site="$web_tmp/built"
  bash Scripts/web-build.sh "$site"
fi
mkdir -p "$web_tmp/served"
cp -r "$site"/. "$web_tmp/served/"
cp Scripts/web-bench-sortable.html "$web_tmp/served/sortable.html"
cp "$sortable" "$web_tmp/served/Sortable.min.js"

web_run python3 -u Scripts/web-bench.py "$web_tmp/served" "${args[@]}"
