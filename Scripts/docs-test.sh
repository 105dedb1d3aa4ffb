#!/usr/bin/env bash
# Checks the documentation site that Scripts/docs.sh built, in headless Chromium: serves it on
# 127.0.0.1 from a subfolder (so a base path baked in anywhere would show), lets each page's
# JavaScript run, and reads the DOM it rendered:
# - OUTDIR/index.html leads to the overview, and the overview links both modules;
# - the DragTableController page renders its topic groups;
# - every article of the catalogs renders its title.
# Saves screenshots to $DOCS_TEST_OUT (default /tmp/reorderkit-docs-test). Installs chromium
# (Debian) when missing. Exits non-zero on the first failure.
#
# Usage: Scripts/docs-test.sh SITE_DIR
set -euo pipefail
cd "$(dirname "$0")/.."

site=$(cd "${1:?usage: Scripts/docs-test.sh SITE_DIR}" && pwd)
out=${DOCS_TEST_OUT:-/tmp/reorderkit-docs-test}
mkdir -p "$out"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v chromium >/dev/null 2>&1; then
  echo "docs-test: installing chromium"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

tmp=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# The site sits two folders down from the server's root.
mkdir -p "$tmp/www/some/folder"
ln -s "$site" "$tmp/www/some/folder/site"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$tmp/www" >"$tmp/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port/some/folder/site"
for _ in $(seq 50); do
  curl -fs -o /dev/null "$base/index.html" && break
  sleep 0.1
done

chrome() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$tmp/profile" --virtual-time-budget=10000 "$@" 2>/dev/null
}
fail() {
  echo "docs-test: FAIL: $*" >&2
  exit 1
}
# The DOM of a page once its scripts have run.
dom() { chrome --dump-dom "$base/$1" >"$tmp/dom.html" || fail "chromium could not open $1"; }
expect() {  # page, text...
  local page=$1
  shift
  local text
  for text in "$@"; do
    grep -qF -- "$text" "$tmp/dom.html" || fail "$page does not show '$text'"
  done
  echo "docs-test: ok: $page shows: $*"
}

# The root page and the overview it opens on.
grep -q 'url=documentation/' "$site/index.html" || fail "index.html does not open the overview"
dom "index.html"  # follows the redirect: the DOM is the overview's
expect "index.html" ">ReorderCore<" ">ReorderKit<" "documentation/reordercore" \
  "documentation/reorderkit"
dom "documentation/"
expect "the overview" ">ReorderCore<" ">ReorderKit<" "documentation/reordercore" \
  "documentation/reorderkit"
chrome --window-size=1280,900 --screenshot="$out/overview.png" "$base/documentation/" >/dev/null

# The DragTableController page renders its topics (the group titles come from the catalog's
# extension file, so a page that failed to load its data would not have them).
page="documentation/reorderkit/dragtablecontroller"
dom "$page"
expect "$page" ">DragTableController<" 'id="Creating-a-table-controller"' \
  'id="Configuring-the-drag"' 'id="Data-source-and-delegate"' 'id="Initializers"' \
  "/some/folder/site/documentation/reorderkit/dragcontroller"
chrome --window-size=1280,1600 --screenshot="$out/dragtablecontroller.png" "$base/$page" >/dev/null

# Every article renders its title.
for catalog in Sources/ReorderCore/ReorderCore.docc Sources/ReorderKit/ReorderKit.docc; do
  module=$(basename "$catalog" .docc | tr '[:upper:]' '[:lower:]')
  for article in "$catalog"/*.md; do
    name=$(basename "$article" .md)
    title=$(sed -n '1s/^# //p' "$article")
    case "$title" in '``'*) continue ;; esac  # the landing page and extension files
    grep -q '^@Metadata' "$article" && grep -q 'DocumentationExtension' "$article" && continue
    slug=$(echo "$name" | tr '[:upper:]' '[:lower:]')
    dom "documentation/$module/$slug"
    expect "documentation/$module/$slug" ">$title<"
  done
done
chrome --window-size=1280,1600 --screenshot="$out/getting-started.png" \
  "$base/documentation/reorderkit/gettingstarted" >/dev/null

ls "$out"/*.png >/dev/null || fail "no screenshot saved"
echo "docs-test: passed; screenshots in $out"
