#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded one). Install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium (apt-get install chromium)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Browser tests need /usr/bin/chromium: run 'sudo apt-get install -y chromium' first." >&2
  exit 1
fi
