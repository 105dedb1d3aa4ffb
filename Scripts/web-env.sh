# Sourced by Scripts/web-test.sh and Scripts/web-bench.sh. `web_env` installs what they need when it is
# missing. Debian's chromium and chromium-driver, PyPI's selenium, and the Debian packages named
# in the arguments (each checked with dpkg), e.g. `web_env libjs-sortable`.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
web_env() {
  local debs=() name
  if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    debs+=(chromium chromium-driver)
  fi
  for name in "$@"; do
    dpkg -s "$name" >/dev/null 2>&1 || debs+=("$name")
  done
  if [ "${#debs[@]}" -gt 0 ]; then
    echo "web: installing ${debs[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debs[@]}" >/dev/null
  fi
  if ! python3 -c 'import selenium' >/dev/null 2>&1; then
    echo "web: installing selenium"
    python3 -m pip install -q selenium >/dev/null
  fi
}

# A temporary directory (`$web_tmp`), removed at exit, and `web_run CMD…`: runs the browser
# runner in the background with CHROMIUM and CHROMEDRIVER set, waits for it and returns its
# status; an exit or interrupt stops it first (the runner quits its browser and stops its server
# itself on TERM).
web_tmp=$(mktemp -d)
web_runner=""
web_cleanup() {
  if [ -n "$web_runner" ] && kill -0 "$web_runner" 2>/dev/null; then
    kill -TERM "$web_runner" 2>/dev/null || true
    wait "$web_runner" 2>/dev/null || true
  fi
  rm -rf "$web_tmp"
}
trap web_cleanup EXIT
trap 'exit 130' INT TERM
web_run() {
  CHROMIUM=$(command -v chromium) CHROMEDRIVER=$(command -v chromedriver) "$@" &
  web_runner=$!
  local status=0
  wait "$web_runner" || status=$?
  web_runner=""
  return "$status"
}
