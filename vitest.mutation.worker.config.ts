import { defineConfig } from 'vitest/config';

/** Worker-only slice of vitest.mutation.config.ts, for chunked Stryker runs over src/worker. */
export default defineConfig({
  test: {
    include: ['tests/worker/**/*.test.ts'],
    exclude: [
      // The socket fuzz (12 s, one test that only checks nothing throws) would run for nearly every
      // surviving reducer mutant: left out, which can only lower the score.
      'tests/worker/socketFuzz.test.ts',
      // Its vi.mock cannot replace a module other files already loaded: out of the shared-module
      // pass (it counts full recomputations; incrementalList.test.ts checks the narrowed lists).
      ...(process.env['MUTATION_ISOLATE'] === '0'
        ? ['tests/worker/list/searchNarrowing.test.ts']
        : []),
    ],
    environment: 'node',
    setupFiles: ['tests/worker/support/settleAfterEach.ts'],
    // A fifth of the seeded property cases (incrementalList's 380 become 76): a surviving list
    // mutant reruns every case that covers it.
    env: { FAROL_SEED_SHARE: '0.2' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The quick pass (MUTATION_ISOLATE=0, set with MUTATION_IGNORE_STATIC=1 by
    // scripts/mutation/stryker.chunk.mjs) shares modules between test files: loading them anew for
    // each file was most of every mutant's run. It is sound only for mutants switched on while the
    // tests run; the static ones, evaluated as modules load, need isolation.
    isolate: process.env['MUTATION_ISOLATE'] !== '0',
  },
});
