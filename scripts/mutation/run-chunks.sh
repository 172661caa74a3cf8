#!/bin/bash
cd /work/wt-perf
for d in "$@"; do
  if [ "$(date -u +%H%M)" -ge 0120 ] && [ "$(date -u +%H)" -lt 12 ]; then echo "deadline, skip $d"; continue; fi
  echo "=== $d start $(date -u +%T) $(cut -d' ' -f1-3 /proc/loadavg)"
  CHUNK=$d nice -n 10 node_modules/.bin/stryker run reports/stryker.chunk.mjs > reports/mutation/$d.log 2>&1
  echo "=== $d end $(date -u +%T) rc=$? $(cut -d' ' -f1-3 /proc/loadavg)"
done
