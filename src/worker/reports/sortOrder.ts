/**
 * The order of a report's rows under a sort (SPEC.md RP6): numbers numerically, text by the
 * locale's collation; empty values last in both directions; ties in loaded order.
 */
import type { ReportSortDirection } from './types';

export type SortKey = number | string | null;

export function sortOrder(
  total: number,
  keyOf: (index: number) => SortKey,
  direction: ReportSortDirection,
  collator: Intl.Collator,
): Uint32Array {
  const order = new Uint32Array(total);
  for (let i = 0; i < total; i += 1) order[i] = i;
  if (total < 2) return order;
  const sign = direction === 'asc' ? 1 : -1;
  // Keys are read once: a comparator calling keyOf would do it ~40 times per row.
  const first = keyOf(0);
  let textual = typeof first === 'string';
  const numbers = new Float64Array(total);
  const texts: (string | null)[] = [];
  for (let i = 0; i < total; i += 1) {
    const key = i === 0 ? first : keyOf(i);
    if (typeof key === 'string') textual = true;
    texts.push(typeof key === 'string' ? key : key === null ? null : String(key));
    numbers[i] = typeof key === 'number' && !Number.isNaN(key) ? key : NaN;
  }
  if (textual) {
    return order.sort((a, b) => {
      const x = texts[a]!;
      const y = texts[b]!;
      if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
      return sign * collator.compare(x, y) || a - b;
    });
  }
  return order.sort((a, b) => {
    const x = numbers[a]!;
    const y = numbers[b]!;
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing || yMissing) return xMissing === yMissing ? a - b : xMissing ? 1 : -1;
    return sign * (x - y) || a - b;
  });
}
