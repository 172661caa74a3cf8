import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` (stryker.config.mjs) runs against each mutant: those that cover
 * the mutated sources, in one Node project (SQLite, a data folder per test).
 */
export default defineConfig({
  test: {
    include: [
      // server/pipeline/handlers
      'tests/server/handlers.test.ts',
      'tests/server/positionHandlers.test.ts',
      'tests/server/eventHandlers.test.ts',
      'tests/server/motionProcessors.test.ts',
      'tests/server/computedExpressions.test.ts',
      // server/services/permissions.ts, advancedPerms.ts: the unit tests (the HTTP tests cover
      // the same rules but start a server per file, too slow to run once per mutant)
      'tests/server/permissionsService.test.ts',
      'tests/server/visibilityService.test.ts',
      // src/worker: the core's rules, over fakes (no real worker)
      'tests/worker/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/server/support/globalSetup.ts'],
    setupFiles: ['tests/server/support/contractCheck.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
