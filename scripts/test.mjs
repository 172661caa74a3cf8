#!/usr/bin/env node
// `npm test`: typecheck, lint, format, unit and server tests (vitest), end-to-end tests
// (Playwright in Debian's Chromium), then the server and end-to-end tests a second time with
// everything stored in PostgreSQL (a cluster the test setup starts on loopback; of the browser
// specs, POSTGRES_E2E_SPECS). Runs every suite even when one fails, then prints one plain line
// `N passed, N failed` summing them all, and exits non-zero on any failure. FAROL_TEST_DATABASES=sqlite (or postgres) runs one pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
mkdirSync('test-results', { recursive: true });

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = child.status === 0;
  console.log(
    `━━ ${name}: ${ok ? 'ok' : `failed (exit ${child.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok;
}

/** A check that is one pass or one failure (typecheck, lint, format). */
function check(name, command, args) {
  const ok = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** A test suite whose JSON report gives the counts; a crash without a report counts as a failure. */
function suite(name, command, args, report, count, env) {
  rmSync(report, { force: true });
  const ok = run(name, command, args, env);
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1 });
    return;
  }
  const counts = count(JSON.parse(readFileSync(report, 'utf8')));
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts });
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.']);

const databases = (process.env.FAROL_TEST_DATABASES ?? 'sqlite,postgres').split(',');

/** The server tests (and, on SQLite, the unit tests) with the given database. */
function vitestPass(database) {
  const report = `test-results/vitest-${database}.json`;
  const projects = database === 'sqlite' ? [] : ['--project', 'server'];
  suite(
    database === 'sqlite' ? 'unit + server' : `server (${database})`,
    'npx',
    [
      'vitest',
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    report,
    (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    }),
    { FAROL_TEST_DATABASE: database },
  );
}

/**
 * The end-to-end specs the PostgreSQL pass repeats: those whose screens lean on storage (sign-in
 * and the live fleet, every kind of entity written and read back, the reports' queries). The
 * server suite already runs whole on both databases; repeating every browser flow on PostgreSQL
 * would double the longest part of the run for queries the server suite has covered.
 */
const POSTGRES_E2E_SPECS = ['live', 'management', 'reports'].map(
  (name) => `tests/e2e/${name}.spec.ts`,
);

/** The end-to-end tests in Chromium against a Farol on the given database. */
function playwrightPass(database) {
  const report = `test-results/playwright-${database}.json`;
  suite(
    database === 'sqlite' ? 'end-to-end' : `end-to-end (${database})`,
    'npx',
    ['playwright', 'test', ...(database === 'sqlite' ? [] : POSTGRES_E2E_SPECS)],
    report,
    (r) => ({
      passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
      failed: (r.stats?.unexpected ?? 0) + (r.errors?.length ?? 0),
    }),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, FAROL_TEST_DATABASE: database },
  );
}

const chromium = run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
const services = run('services', 'bash', ['scripts/ensure-services.sh']);
for (const database of databases) {
  if (database !== 'sqlite' && !services) {
    results.push({ name: `${database} pass`, passed: 0, failed: 1 });
    continue;
  }
  vitestPass(database);
  if (chromium) playwrightPass(database);
  else results.push({ name: `end-to-end (${database})`, passed: 0, failed: 1 });
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
