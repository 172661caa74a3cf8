// @ts-check
import base from '../../stryker.config.mjs';
const d = process.env.CHUNK ?? '';
const LIST_HEAVY = ['filterDevices', 'sortDevices', 'deviceState', 'listView', 'nameOrder', 'nameOrderCache', 'sortKeys', 'incrementalList', 'keyOrder', 'statusCounts'];
/** @type {Record<string, string[]>} */
const FILES = {
  small: ['src/worker/{update,audit,geofences,admin}/*.ts'],
  tiny: ['src/worker/{update,audit,geofences}/*.ts'],
  'list-heavy': LIST_HEAVY.map((f) => `src/worker/list/${f}.ts`),
  'list-light': ['src/worker/list/*.ts', ...LIST_HEAVY.map((f) => `!src/worker/list/${f}.ts`)],
};
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation.worker.config.ts', related: false },
  mutate: [...(FILES[d] ?? [`src/worker/${d}/*.ts`]), ...base.mutate.filter((p) => p.startsWith('!src/worker'))],
  concurrency: 1,
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${d}.json` },
  htmlReporter: { fileName: `reports/mutation/${d}.html` },
  incremental: true,
  incrementalFile: `reports/mutation/${d}.incremental.json`,
};
