#!/usr/bin/env bash
# Installs Debian's PostgreSQL and Redis when they are missing: the second run of the suite
# stores everything in PostgreSQL, and the cluster tests start redis-server. Neither runs as a
# system service for the tests: the test setup starts its own on loopback in a temporary folder.
set -euo pipefail
missing=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} (needed by the PostgreSQL and cluster tests)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# policy-rc.d keeps apt from starting the system services: the tests start their own.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get install -y -qq "${missing[@]}" >/dev/null
ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true
redis-server --version 2>/dev/null || true
