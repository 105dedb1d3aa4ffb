# Sourced by Scripts/web-test.sh and Scripts/web-bench.sh: installs what they need when it is
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
