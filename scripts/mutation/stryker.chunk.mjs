// @ts-check
/**
 * One chunk of the worker's mutation run: `CHUNK=list` or `CHUNK=update+audit+geofences`
 * mutates those src/worker domains (with stryker.config.mjs's exclusions) and writes
 * reports/mutation/<chunk>.json, .html and .incremental.json (a rerun skips the mutants whose code
 * and covering tests did not change). Run through scripts/mutation/run-chunks.sh.
 */
import base from '../../stryker.config.mjs';

const chunk = process.env.CHUNK ?? '';
/** Chunks that are not a list of whole domains: the big domains split in two. */
const LIST_KEYS =
  'src/worker/list/{incrementalList,keyOrder,nameOrder,nameOrderCache,lastUpdate}.ts';
const REPORTS_VIEW = 'src/worker/reports/{track,state,reportView}.ts';
const NAMED = /** @type {Record<string, string[]>} */ ({
  tiny: ['src/worker/{update,audit,geofences}/*.ts'],
  'list-keys': [LIST_KEYS],
  'list-rest': ['src/worker/list/*.ts', `!${LIST_KEYS}`],
  'reports-view': [REPORTS_VIEW],
  'reports-rest': ['src/worker/reports/*.ts', `!${REPORTS_VIEW}`],
});
if (!/^[a-z-]+(\+[a-z]+)*$/.test(chunk))
  throw new Error(`CHUNK must name src/worker domains: ${chunk}`);
const files = NAMED[chunk] ?? chunk.split('+').map((domain) => `src/worker/${domain}/*.ts`);
const report = process.env.CHUNK_REPORT ?? chunk;
const ignoreStatic = process.env.MUTATION_IGNORE_STATIC === '1';
// Read by vitest.mutation.worker.config.ts in the test runner processes, which inherit it.
process.env.MUTATION_ISOLATE = ignoreStatic ? '0' : '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation.worker.config.ts', related: false },
  mutate: [...files, ...(base.mutate ?? []).filter((pattern) => pattern.startsWith('!src/worker'))],
  concurrency: 1,
  // A first pass may leave out the purely static mutants (code run only while modules load: each
  // reruns every test file). They show as "Ignored" and out of the score; a second pass without
  // MUTATION_IGNORE_STATIC runs just them, reusing the first pass's results (incremental).
  ignoreStatic,
  // A test here runs in well under a second: an infinite-loop mutant is cut after 1.5× the
  // covering tests' own time plus 5 s, not 20 s.
  timeoutMS: 5_000,
  timeoutFactor: 1.5,
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${report}.json` },
  htmlReporter: { fileName: `reports/mutation/${report}.html` },
  incremental: true,
  incrementalFile: `reports/mutation/${report}.incremental.json`,
};
