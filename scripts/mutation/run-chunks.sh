#!/bin/bash
# Runs mutation chunks one after another (see tests/README.md, "Mutation testing"):
#   scripts/mutation/run-chunks.sh [chunk ...]   (npm run mutation:chunks -- [chunk ...])
# Each chunk runs under `nice -n 10` with one test runner and logs to reports/mutation/<chunk>.log.
# MUTATION_DEADLINE=HHMM (UTC) skips the chunks that would start after it;
# MUTATION_IGNORE_STATIC=1 is the quick first pass (see scripts/mutation/stryker.chunk.mjs).
cd "$(dirname "$0")/../.." || exit 1
# Every src/worker domain with code to mutate, in chunks of about 200–500 mutants
# (`node scripts/mutation/count.mjs` counts them); the other domains hold only api.ts and types.ts.
if [ $# -eq 0 ]; then
  set -- admin alerts tiny fleet session users replay map list-rest list-keys reports-rest reports-view
fi
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
