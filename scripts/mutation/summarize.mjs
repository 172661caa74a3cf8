// Summarises chunked mutation reports (see tests/README.md, "Mutation testing"):
//   node scripts/mutation/summarize.mjs reports/mutation/*.json      one row per chunk, and a total
//   node scripts/mutation/summarize.mjs --files --survivors X.json   per file; each survivor (S),
//     uncovered (N) or ignored static (I) mutant with the code it replaced
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const perFile = args.includes('--files');
const survivors = args.includes('--survivors');
const reports = args.filter((arg) => !arg.startsWith('--'));
const STATUSES = [
  'Killed',
  'Timeout',
  'Survived',
  'NoCoverage',
  'Ignored',
  'CompileError',
  'RuntimeError',
];

const empty = () => Object.fromEntries(STATUSES.map((status) => [status, 0]));
const score = (c) => {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid ? `${((100 * (c.Killed + c.Timeout)) / valid).toFixed(2)} %` : '-';
};
const row = (name, c) =>
  `| ${name} | ${c.Killed + c.Timeout + c.Survived + c.NoCoverage} | ${c.Killed} | ${c.Timeout} | ${c.Survived} | ${c.NoCoverage} | ${c.Ignored} | ${score(c)} |`;

/** The mutated code: the source between the mutant's start and end. */
function original(lines, { start, end }) {
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  return `${lines[start.line - 1].slice(start.column - 1)} …`;
}

console.log(
  '| chunk | mutants | killed | timed out | survived | no coverage | ignored (static) | score |',
);
console.log('|---|---|---|---|---|---|---|---|');
const total = empty();
for (const report of reports) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const chunk = empty();
  for (const [name, file] of Object.entries(json.files)) {
    const counts = empty();
    for (const mutant of file.mutants) counts[mutant.status] += 1;
    for (const status of STATUSES) chunk[status] += counts[status];
    if (perFile) console.log(row(`  ${name.replace('src/worker/', '')}`, counts));
    if (!survivors) continue;
    const lines = file.source.split('\n');
    for (const mutant of file.mutants) {
      if (!['Survived', 'NoCoverage', 'Ignored'].includes(mutant.status)) continue;
      const { line, column } = mutant.location.start;
      const from = JSON.stringify(original(lines, mutant.location)).slice(0, 90);
      const to = JSON.stringify(mutant.replacement ?? '').slice(0, 70);
      console.log(
        `    ${mutant.status[0]} ${line}:${column} ${mutant.mutatorName}: ${from} → ${to}`,
      );
    }
  }
  for (const status of STATUSES) total[status] += chunk[status];
  console.log(row(path.basename(report, '.json'), chunk));
}
if (reports.length > 1) console.log(row('**total**', total));
