// node scripts/mutation/count.mjs: mutants per src/worker domain and file, counted by Stryker's own
// instrumenter without running a test, to plan chunks before a long mutation run.
import fs from 'node:fs';
import path from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const EXCLUDED =
  /^(api|topics|types|events|viewportTopics|requests|fleetRequests)\.ts$|^(watch|load)/;
const SKIP_DOMAINS = new Set(['kernel', 'transport']);
const silent = new Proxy(
  {},
  { get: (_, key) => (String(key).startsWith('is') ? () => false : () => {}) },
);
const instrumenter = new Instrumenter(silent);
const root = 'src/worker';
const files = [];
for (const domain of fs.readdirSync(root)) {
  const dir = path.join(root, domain);
  if (SKIP_DOMAINS.has(domain) || !fs.statSync(dir).isDirectory()) continue;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.ts') || EXCLUDED.test(name)) continue;
    if (domain === 'reports' && /^(runSlot|jsonArrayReader)\.ts$/.test(name)) continue;
    files.push({
      name: path.join(dir, name),
      content: fs.readFileSync(path.join(dir, name), 'utf8'),
      mutate: true,
    });
  }
}
const result = await instrumenter.instrument(files, {
  plugins: null,
  ignorers: [],
  excludedMutations: [],
});
const perFile = new Map();
for (const m of result.mutants) perFile.set(m.fileName, (perFile.get(m.fileName) ?? 0) + 1);
const perDomain = new Map();
for (const [file, n] of perFile) {
  const domain = path.relative(root, file).split(path.sep)[0];
  perDomain.set(domain, (perDomain.get(domain) ?? 0) + n);
  if (process.argv.includes('--files')) console.log(`${n}\t${path.relative(root, file)}`);
}
for (const [domain, n] of [...perDomain].sort((a, b) => b[1] - a[1]))
  console.log(`${domain}\t${n}`);
console.log(`total\t${result.mutants.length}`);
