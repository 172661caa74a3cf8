/**
 * [L10] [M2] The table of slots by device id the list's fleet index and the map's columns look
 * up: any id, small or not, keeps its value until deleted or cleared.
 */
import { describe, expect, it } from 'vitest';
import { IdTable } from '../../../src/worker/kernel/idTable';

describe('[L10] [M2] id table', () => {
  it('stores, finds, deletes and clears values of small, large and odd ids', () => {
    const ids = [0, 1, 7, 1023, 1024, 5_000, 2 ** 22 - 1, 2 ** 22, 2 ** 40, -3, 1.5];
    const table = new IdTable();
    ids.forEach((id, value) => table.set(id, value));
    expect(ids.map((id) => table.get(id))).toEqual(ids.map((_, value) => value));
    expect(table.get(8)).toBeUndefined();
    expect(table.get(2 ** 30)).toBeUndefined();
    table.delete(7);
    table.delete(2 ** 40);
    expect(table.get(7)).toBeUndefined();
    expect(table.get(2 ** 40)).toBeUndefined();
    expect(table.get(5_000)).toBe(5);
    table.clear();
    expect(ids.map((id) => table.get(id))).toEqual(ids.map(() => undefined));
  });
});
