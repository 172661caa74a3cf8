// node reports/summarize.mjs reports/mutation/X.json [--survivors]
import fs from 'node:fs';
const [file, flag] = process.argv.slice(2);
const r = JSON.parse(fs.readFileSync(file, 'utf8'));
const tot = {
  Killed: 0,
  Survived: 0,
  NoCoverage: 0,
  Timeout: 0,
  CompileError: 0,
  RuntimeError: 0,
  Ignored: 0,
};
for (const [name, f] of Object.entries(r.files)) {
  const c = {
    Killed: 0,
    Survived: 0,
    NoCoverage: 0,
    Timeout: 0,
    CompileError: 0,
    RuntimeError: 0,
    Ignored: 0,
  };
  for (const m of f.mutants) c[m.status] = (c[m.status] ?? 0) + 1;
  for (const k in c) tot[k] += c[k];
  const valid = c.Killed + c.Survived + c.NoCoverage + c.Timeout;
  console.log(
    `${name.replace('src/worker/', '')}\t${f.mutants.length}\tK${c.Killed} S${c.Survived} N${c.NoCoverage} T${c.Timeout}\t${valid ? ((100 * (c.Killed + c.Timeout)) / valid).toFixed(1) : '-'}%`,
  );
  if (flag === '--survivors') {
    const lines = f.source.split('\n');
    for (const m of f.mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
      const l = m.location.start.line;
      console.log(
        `   ${m.status[0]} L${l}:${m.location.start.column} ${m.mutatorName}: ${(lines[l - 1] ?? '').trim().slice(0, 90)}  => ${JSON.stringify(m.replacement ?? '').slice(0, 80)}`,
      );
    }
  }
}
const valid = tot.Killed + tot.Survived + tot.NoCoverage + tot.Timeout;
console.log(
  `TOTAL mutants ${valid} killed ${tot.Killed} survived ${tot.Survived} nocov ${tot.NoCoverage} timeout ${tot.Timeout} (ignored ${tot.Ignored}, errors ${tot.CompileError + tot.RuntimeError}) score ${((100 * (tot.Killed + tot.Timeout)) / valid).toFixed(2)}%`,
);
