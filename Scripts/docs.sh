#!/usr/bin/env bash
# Builds the documentation site: the ReorderCore and ReorderKit DocC catalogs
# (Sources/<Target>/<Target>.docc) over the symbol graphs that `swift build` emits, converted
# with the toolchain's own `docc` and merged into one static site in OUTDIR.
#
# - Symbol graphs: `swift build` of the two library targets (scratch path .build/docs, so the
#   normal build is left alone), public symbols only.
# - `docc convert` per catalog, for static hosting; `docc merge` joins the two archives under
#   one overview page that links both modules. OUTDIR/index.html opens on that overview.
# - The site works from any folder: docc bakes one absolute base path into every page, so the
#   pages are built with a placeholder base path and each page then works its base out at load
#   time from its own address (see rebase() below). Serve OUTDIR as a folder of any server.
# - Warnings: every docc diagnostic (unresolved links, parameter documentation that does not
#   match, ...) and every public symbol without a doc comment. The script prints the list and
#   the count, and exits 1 when there is any; the site is written either way, so it can still
#   be looked at.
#
# Usage: Scripts/docs.sh OUTDIR   (OUTDIR must be empty, missing, or an earlier output)
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:?usage: Scripts/docs.sh OUTDIR}
marker=".reorderkit-docs"
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ] && [ ! -e "$out/$marker" ]; then
  echo "docs: $out is neither empty nor an earlier output of this script; not touching it" >&2
  exit 2
fi

swift_bin=$(dirname "$(command -v swift)")
docc=${DOCC:-$swift_bin/docc}
[ -x "$docc" ] || docc=$(command -v docc)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/graphs" "$tmp/core" "$tmp/kit"

echo "docs: building symbol graphs"
swift build --target ReorderKit --scratch-path .build/docs \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$tmp/graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log" >&2
  exit 1
}
cp "$tmp/graphs/ReorderCore.symbols.json" "$tmp/core/"
# ReorderKit re-exports the engine, so its graph holds the engine's types too: its pages show
# them with ReorderKit's own additions (cgFrame, IndexPath conversions, ...).
cp "$tmp/graphs"/ReorderKit.symbols.json "$tmp/graphs"/ReorderKit@*.symbols.json "$tmp/kit/"

# Public symbols without a doc comment (synthesized members excepted: they have none to give).
python3 - "$tmp/core/ReorderCore.symbols.json" "$tmp/kit/ReorderKit.symbols.json" \
  "$tmp/kit"/ReorderKit@*.symbols.json >"$tmp/undocumented.txt" <<'EOF'
import json, sys
seen = set()
for path in sys.argv[1:]:
    graph = json.load(open(path))
    for s in graph["symbols"]:
        pid = s["identifier"]["precise"]
        if "::SYNTHESIZED::" in pid or s.get("docComment") or pid in seen:
            continue
        seen.add(pid)
        loc = s.get("location", {})
        where = loc.get("uri", "?").split("/Sources/")[-1]
        line = loc.get("position", {}).get("line", 0) + 1
        name = ".".join(s["pathComponents"])
        print(f"Sources/{where}:{line}: warning: public symbol {name} has no doc comment")
EOF

convert() {  # name, symbol graph dir
  echo "docs: docc convert $1"
  "$docc" convert "Sources/$1/$1.docc" --additional-symbol-graph-dir "$2" \
    --fallback-display-name "$1" --fallback-bundle-identifier "$1" \
    --transform-for-static-hosting --hosting-base-path reorderkit-docs-base \
    --diagnostics-file "$tmp/$1.diagnostics.json" \
    --output-path "$tmp/$1.doccarchive" >"$tmp/$1.log" 2>&1 || {
    cat "$tmp/$1.log" >&2
    echo "docs: docc convert $1 failed" >&2
    exit 1
  }
}
convert ReorderCore "$tmp/core"
convert ReorderKit "$tmp/kit"

echo "docs: docc merge"
"$docc" merge "$tmp/ReorderCore.doccarchive" "$tmp/ReorderKit.doccarchive" \
  --synthesized-landing-page-name "ReorderKit package" \
  --synthesized-landing-page-kind Package \
  --output-path "$tmp/site.doccarchive" >"$tmp/merge.log" 2>&1 || {
  cat "$tmp/merge.log" >&2
  exit 1
}

# Every page is the same app shell with the placeholder base path baked in. Replace it with a
# script that works the base out from the page's own address: the page's folder is known here
# (its depth below the site's root), and the address may or may not end in '/' or 'index.html'.
python3 - "$tmp/site.doccarchive" <<'EOF'
import os, re, sys
root = sys.argv[1]
placeholder = "/reorderkit-docs-base/"
count = 0
for folder, _, files in os.walk(root):
    if "index.html" not in files:
        continue
    path = os.path.join(folder, "index.html")
    rel = os.path.relpath(folder, root)
    depth = 0 if rel == "." else len(rel.split(os.sep))
    html = open(path, encoding="utf-8").read()
    head_assets = re.findall(r'<(?:link|script)[^>]*(?:href|src)="' + re.escape(placeholder) + r'[^"]*"[^>]*>(?:</script>)?', html)
    loader = []
    for tag in head_assets:
        attr = "src" if tag.startswith("<script") else "href"
        url = re.search(attr + r'="' + re.escape(placeholder) + r'([^"]*)"', tag).group(1)
        if tag.startswith("<script"):
            loader.append(f"s=document.createElement('script');s.src=b+'{url}';s.async=false;document.head.appendChild(s);")
        else:
            rel_attr = re.search(r'rel="([^"]*)"', tag).group(1)
            loader.append(f"l=document.createElement('link');l.rel='{rel_attr}';l.href=b+'{url}';document.head.appendChild(l);")
        html = html.replace(tag, "", 1)
    script = (
        "<script>var baseUrl=(function(){var p=location.pathname.replace(/index\\.html$/,'')"
        ".replace(/\\/+$/,'');for(var i=0;i<%d;i++){p=p.replace(/\\/[^\\/]*$/,'')}return p+'/'})();"
        "(function(b){var s,l;%s})(baseUrl)</script>" % (depth, "".join(loader)))
    html, n = re.subn(r'<script>var baseUrl = "' + re.escape(placeholder) + r'"</script>', lambda m: script, html)
    if n != 1 or placeholder in html:
        sys.exit(f"docs: unexpected page shell in {path}")
    open(path, "w", encoding="utf-8").write(html)
    count += 1
print(f"docs: {count} pages rebased")
EOF

# OUTDIR/index.html opens on the merged overview (documentation/), relative to wherever the
# site is served from.
cat >"$tmp/site.doccarchive/index.html" <<'EOF'
<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>ReorderKit documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
</head>
<body>
<p><a href="documentation/">ReorderKit documentation</a>:
<a href="documentation/reordercore/">ReorderCore</a> (the engine) and
<a href="documentation/reorderkit/">ReorderKit</a> (the controllers).</p>
</body>
</html>
EOF
touch "$tmp/site.doccarchive/$marker"

mkdir -p "$out"
find "$out" -mindepth 1 -delete
cp -R "$tmp/site.doccarchive/." "$out/"

# Diagnostics: docc's warnings and errors, one line each with its place, plus the undocumented
# symbols.
{
  cat "$tmp/undocumented.txt"
  python3 - "$PWD/" "$tmp"/ReorderCore.diagnostics.json "$tmp"/ReorderKit.diagnostics.json <<'EOF'
import json, sys
root = "file://" + sys.argv[1]
for path in sys.argv[2:]:
    for d in json.load(open(path))["diagnostics"]:
        if d["severity"] not in ("warning", "error"):
            continue
        source = d.get("source", "").replace(root, "").replace("file://", "")
        line = d.get("range", {}).get("start", {}).get("line", 0)
        print(f"{source or '(catalog)'}:{line}: {d['severity']}: {d['summary']}")
EOF
  grep -E '(warning|error): ' "$tmp/merge.log" | sed "s|^|[merge] |" || true
} >"$tmp/warnings.txt"
warnings=$(wc -l <"$tmp/warnings.txt" | tr -d ' ')
cat "$tmp/warnings.txt"
pages=$(find "$out/documentation" -name index.html | wc -l | tr -d ' ')
echo "docs: $pages pages in $out; open $out/index.html through any web server"
echo "docs: $warnings warnings"
[ "$warnings" -eq 0 ]
