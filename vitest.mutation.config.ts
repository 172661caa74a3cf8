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
      'tests/server/pipelineEvents.test.ts',
      // server/services/permissions.ts, advancedPerms.ts
      'tests/server/permissionMatrix.test.ts',
      'tests/server/permissionsApi.test.ts',
      'tests/server/advancedPerms.test.ts',
      'tests/server/restrictions.test.ts',
      'tests/server/userRules.test.ts',
      'tests/server/isolation.test.ts',
      'tests/server/groupVisibility.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/server/support/globalSetup.ts'],
    setupFiles: ['tests/server/support/contractCheck.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
