#!/usr/bin/env bash
# Tests the web sample in a real browser: builds the site (or uses SITE_DIR), serves it on
# 127.0.0.1 only, and drives headless Chromium with selenium's real mouse and keyboard actions
# (Scripts/web-test.py): long-press drags within and across sections, a press that moves at once,
# auto-scroll, the keyboard flow with its announcements, the icon grid's editing mode, a
# 100,000-item page, and the Kanban board (cards within and between lanes and into the empty one,
# nested auto-scroll to an off-screen lane and in a corner, a lane by its header, touch, the
# keyboard), and multi-item selection (Ctrl-click, Shift+Space and Ctrl+Space, a block dragged
# with its stack badge on the list, the board and the grid), and a touch drag through the DevTools
# Protocol's touch events on each page. The order is read from the DOM (elements sorted by
# on-screen position). Prints the page's own timings per pointer event at 10^3 and 10^5 items and
# on the board. WEB_TEST_ONLY=TEXT runs only the checks whose function name contains TEXT. Saves
# screenshots to $WEB_TEST_OUT (default /tmp/reorder-web-test). Installs chromium,
# chromium-driver (Debian) and selenium (PyPI) when missing. Ends with 'N passed, N failed';
# then, unless WEB_TEST_ONLY is set, runs Scripts/web-bench.sh --smoke on the same site (about
# 15 s: one drag beside SortableJS, failing only when a drag did not happen). Exits non-zero on
# any failure.
#
# Usage: Scripts/web-test.sh [SITE_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=Scripts/web-env.sh
source Scripts/web-env.sh
web_env

site=${1:-}
if [ -z "$site" ]; then
  site="$web_tmp/site"
  bash Scripts/web-build.sh "$site"
fi
out=${WEB_TEST_OUT:-/tmp/reorder-web-test}

status=0
web_run python3 -u Scripts/web-test.py "$site" "$out" || status=$?
if [ "$status" -eq 0 ] && [ -z "${WEB_TEST_ONLY:-}" ]; then
  bash Scripts/web-bench.sh --smoke "$site" || status=$?
fi
exit "$status"
