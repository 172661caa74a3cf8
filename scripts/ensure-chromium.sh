#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (end-to-end tests and benchmarks drive it).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "Installing Debian's chromium (needed by the end-to-end tests)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version 2>/dev/null || true
