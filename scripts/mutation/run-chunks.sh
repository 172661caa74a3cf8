#!/bin/bash
# Runs mutation chunks one after another (see tests/README.md, "Mutation testing"):
#   scripts/mutation/run-chunks.sh fleet session list-keys ...
# Each chunk runs under `nice -n 10` with one test runner and logs to reports/mutation/<chunk>.log.
# MUTATION_DEADLINE=HHMM (UTC) skips the chunks that would start after it;
# MUTATION_IGNORE_STATIC=1 is the quick first pass (see scripts/mutation/stryker.chunk.mjs).
cd "$(dirname "$0")/../.." || exit 1
mkdir -p reports/mutation
for chunk in "$@"; do
  if [ -n "$MUTATION_DEADLINE" ] && [ "$(date -u +%H%M)" -ge "$MUTATION_DEADLINE" ]; then
    echo "=== $chunk skipped: past $MUTATION_DEADLINE UTC"
    continue
  fi
  echo "=== $chunk start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
  CHUNK=$chunk nice -n 10 node_modules/.bin/stryker run scripts/mutation/stryker.chunk.mjs \
    > "reports/mutation/$chunk.log" 2>&1
  status=$?
  echo "=== $chunk end $(date -u +%T) rc=$status load $(cut -d' ' -f1-3 /proc/loadavg)"
done
