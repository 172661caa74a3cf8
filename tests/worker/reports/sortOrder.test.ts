/** [RP6] Sorting a report's rows: numbers by value, text by collation, empty values always last. */
import { describe, expect, it } from 'vitest';
import { sortOrder, type SortKey } from '../../../src/worker/reports/sortOrder';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const sorted = (keys: SortKey[], direction: 'asc' | 'desc') =>
  Array.from(sortOrder(keys.length, (i) => keys[i]!, direction, collator)).map((i) => keys[i]);
const order = (keys: SortKey[], direction: 'asc' | 'desc') =>
  Array.from(sortOrder(keys.length, (i) => keys[i]!, direction, collator));

describe('[RP6] report sort order', () => {
  it('numbers by value both ways; empty values (null, NaN) last both ways', () => {
    const keys = [null, 10, 2.5, NaN, 30, -1];
    expect(sorted(keys, 'asc')).toEqual([-1, 2.5, 10, 30, null, NaN]);
    expect(sorted(keys, 'desc')).toEqual([30, 10, 2.5, -1, null, NaN]);
  });

  it('equal numbers and empty values keep the loaded order', () => {
    expect(order([5, null, 5, null, 1], 'asc')).toEqual([4, 0, 2, 1, 3]);
    expect(order([5, null, 5, null, 1], 'desc')).toEqual([0, 2, 4, 1, 3]);
  });

  it('text by the locale both ways, empty values last, ties in loaded order', () => {
    const keys = ['Ônibus 10', null, 'caminhão', 'Ônibus 9', 'CAMINHÃO', null];
    expect(order(keys, 'asc')).toEqual([2, 4, 3, 0, 1, 5]);
    expect(order(keys, 'desc')).toEqual([0, 3, 2, 4, 1, 5]);
  });

  it('one text key makes the column text: numbers then compare as their text', () => {
    expect(sorted([9, 'b', 10, null], 'asc')).toEqual([9, 10, 'b', null]);
    expect(sorted([100, 20, 'x'], 'asc')).toEqual([20, 100, 'x']);
    expect(sorted(['a', 3, 1], 'desc')).toEqual(['a', 3, 1]);
  });

  it('no rows or one row: the loaded order', () => {
    expect(order([], 'asc')).toEqual([]);
    expect(order([null], 'desc')).toEqual([0]);
  });
});
