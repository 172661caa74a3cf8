// @ts-check
/**
 * `npm run mutation`: StrykerJS mutation testing, outside `npm test` (it runs the chosen tests
 * once per mutant: minutes to an hour). It mutates the code whose every branch a test should
 * pin down, and reports the share of mutants some test kills; the HTML report lands in
 * reports/mutation/. Each area lists its sources and the tests that cover them in
 * vitest.mutation.config.ts.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    // Server: the position pipeline's handlers (filters, distance, hours, motion, geofences,
    // computed attributes, and every event detector) and the permission checks.
    'server/pipeline/handlers/**/*.ts',
    '!server/pipeline/handlers/index.ts',
    'server/services/permissions.ts',
    'server/services/advancedPerms.ts',
    // Worker: each domain's reducers (state.ts) and pure derivations, one per file; not its
    // wiring (api, topics, watchers, loaders), its types or events, the kernel or transport.
    'src/worker/*/*.ts',
    '!src/worker/{kernel,transport}/**',
    '!src/worker/*/{api,topics,types,events,viewportTopics,requests,fleetRequests}.ts',
    '!src/worker/*/{watch,load}*.ts',
    '!src/worker/reports/{runSlot,jsonArrayReader}.ts',
  ],
  ignorePatterns: ['dist', 'build', 'data', 'test-results', 'playwright-report', 'bench/results'],
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
};
