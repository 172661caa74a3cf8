/**
 * The seeds 1…count of a property-style test (every seed is a case). `FAROL_SEED_SHARE` (0–1)
 * keeps the first share of them: the mutation run (vitest.mutation.worker.config.ts) sets 0.2,
 * since a surviving mutant reruns every case that covers it; `npm test` runs them all.
 */
export function seeds(count: number): number[] {
  const share = Number(process.env['FAROL_SEED_SHARE'] ?? 1);
  const kept = Number.isFinite(share) && share > 0 ? Math.min(1, share) : 1;
  return Array.from({ length: Math.max(1, Math.round(count * kept)) }, (_, index) => index + 1);
}
