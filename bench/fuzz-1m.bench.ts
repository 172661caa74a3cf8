/**
 * Issue 10's fuzz targets at benchmark scale: 1,000,000 cases each (FUZZ_CASES to change it)
 * of the OsmAnd query form, the OsmAnd JSON form, every API body and query (random routes,
 * ids, queries, bodies, content types and callers) and the socket messages the client parses.
 * Each target is split over two processes with their own Farol and seed. The table must show
 * 0 in the 5xx, hang and stored-from-refused columns.
 * Run: npx tsx bench/fuzz-1m.bench.ts (FUZZ_TARGETS=osmand-json,api for some of them)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import type { FuzzStats } from '../tests/fuzz/stats';
import { printColumns } from './support/table';

const CASES = Number(process.env.FUZZ_CASES ?? 1_000_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PARTS = Math.max(1, Math.min(2, os.availableParallelism()));
const ALL_TARGETS = ['osmand-query', 'osmand-json', 'api', 'socket'];
/** FUZZ_TARGETS=api,socket runs some of them (comma-separated names from ALL_TARGETS). */
const TARGETS = process.env.FUZZ_TARGETS?.split(',') ?? ALL_TARGETS;
const unknown = TARGETS.filter((target) => !ALL_TARGETS.includes(target));
if (unknown.length)
  throw new Error(`FUZZ_TARGETS: no target ${unknown.join(', ')} (${ALL_TARGETS.join(', ')})`);

function part(target: string, cases: number, seed: number): Promise<FuzzStats> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/support/fuzzWorker.ts', target, String(cases), String(seed)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as FuzzStats);
      } catch {
        reject(new Error(`${target} part exited ${code}: ${output.slice(-500)}`));
      }
    });
  });
}

const rows: (string | number)[][] = [];
let clean = true;
for (const target of TARGETS) {
  const started = Date.now();
  const share = Math.ceil(CASES / PARTS);
  const parts = await Promise.all(
    Array.from({ length: PARTS }, (_, i) => part(target, share, SEED + i * 7919)),
  );
  const seconds = (Date.now() - started) / 1000;
  const sum = (key: keyof FuzzStats) => parts.reduce((total, p) => total + (p[key] as number), 0);
  const bad = sum('failed') + sum('hangs') + sum('storedFromRefused');
  if (bad > 0) {
    clean = false;
    for (const p of parts) for (const example of p.examples) console.error(`${target}: ${example}`);
  }
  rows.push([
    parts[0]!.target,
    sum('cases'),
    sum('accepted'),
    sum('refused'),
    sum('failed'),
    sum('hangs'),
    sum('storedFromRefused'),
    Math.round(sum('cases') / seconds),
    seconds.toFixed(0),
  ]);
}
printColumns(
  `Fuzz targets, ${CASES.toLocaleString('en-US')} cases each over ${PARTS} processes (seed ${SEED})`,
  ['target', 'cases', 'accepted', 'refused', '5xx', 'hangs', 'stored from refused', 'cases/s', 's'],
  rows,
);
if (!clean) process.exit(1);
