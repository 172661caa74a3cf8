/** A plain aligned table with any columns (the pipeline benchmarks print several figures). */
export function printColumns(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell)),
  );
  const widths = header.map((_, c) => Math.max(...[header, ...cells].map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

/** The p-th percentile of samples (nearest rank). */
export function percentileOf(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
