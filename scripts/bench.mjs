#!/usr/bin/env node
// Runs every bench/*.bench.ts in turn with tsx, printing each table; exits non-zero if one fails.
// `node --expose-gc` lets the benchmarks report heap after a collection.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benches = readdirSync(join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();

if (benches.length === 0) {
  console.error('no bench/*.bench.ts found');
  process.exit(1);
}

const failed = [];
for (const name of benches) {
  console.log(`\n=== bench/${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join('bench', name)], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    failed.push(name);
    console.error(`bench/${name} failed (exit ${run.status ?? run.signal}) after ${seconds} s`);
  } else {
    console.log(`(bench/${name}: ${seconds} s)`);
  }
}

console.log(`\n${benches.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
