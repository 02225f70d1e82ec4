#!/usr/bin/env bash
# Browsers cannot be downloaded here; every browser test uses Debian's Chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian Chromium (needed by the browser tests)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Debian Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
