import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: most server test files wait on sockets, timers and the database, so two files
    // at a time finish a run in about two thirds of the time (vitest's default here is one).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{worker,machines,model,ui,app}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // React components and the app shell, rendered with Testing Library in happy-dom
        // against a fake CoreApi (STYLE §22).
        test: {
          name: 'components',
          include: ['tests/{ui,app}/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/globalSetup.ts'],
          setupFiles: ['tests/server/support/contractCheck.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
