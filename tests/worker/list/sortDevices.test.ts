import { describe, expect, it } from 'vitest';
import { nameOrder } from '../../../src/worker/list/nameOrder';
import { sortDevices } from '../../../src/worker/list/sortDevices';
import { toggleSort } from '../../../src/worker/list/toggleSort';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import type { ListQuery, SortField } from '../../../src/worker/types';
import { at, device } from '../support/fixtures';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const fleet = [
  device(1, { name: 'ônibus', lastUpdate: at(30) }),
  device(2, { name: 'Zebra', lastUpdate: at(10) }),
  device(3, { name: 'caminhão 10', lastUpdate: null }),
  device(4, { name: 'Caminhão 9', lastUpdate: at(20) }),
  device(5, { name: 'Ambulância', lastUpdate: at(10) }),
  device(6, { name: 'zebra', lastUpdate: at(40) }),
];
type Sort = ListQuery['sort'];

describe('sortDevices', () => {
  it.each<[string, Sort, number[]]>([
    // locale collation: accents do not push 'ônibus' after 'Zebra'; numeric '9' < '10'
    ['name asc', { field: 'name', direction: 'asc' }, [5, 4, 3, 1, 2, 6]],
    // ties (Zebra/zebra) stay by ascending id in both directions
    ['name desc', { field: 'name', direction: 'desc' }, [2, 6, 1, 3, 4, 5]],
    // never-reported counts as oldest; equal times by id
    ['lastUpdate asc', { field: 'lastUpdate', direction: 'asc' }, [3, 2, 5, 4, 1, 6]],
    ['lastUpdate desc', { field: 'lastUpdate', direction: 'desc' }, [6, 1, 4, 2, 5, 3]],
  ])('[S1] %s', (_, sort, expected) => {
    expect(sortDevices(fleet, { sort, collator }).map((d) => d.id)).toEqual(expected);
  });

  it('[S1] sorting by a precomputed name order gives the collator order', () => {
    const order = nameOrder(fleet, collator);
    for (const direction of ['asc', 'desc'] as const) {
      const sort: Sort = { field: 'name', direction };
      const subset = fleet.filter((d) => d.id !== 4);
      expect(sortDevices(subset, { sort, collator, nameOrder: order }).map((d) => d.id)).toEqual(
        sortDevices(subset, { sort, collator }).map((d) => d.id),
      );
    }
  });

  it('[S1] a name order that misses a device falls back to collation', () => {
    const order = nameOrder(fleet.slice(1), collator);
    const sort: Sort = { field: 'name', direction: 'asc' };
    expect(sortDevices(fleet, { sort, collator, nameOrder: order }).map((d) => d.id)).toEqual([
      5, 4, 3, 1, 2, 6,
    ]);
  });

  it('[S1] equal names form one group in the name order', () => {
    const { index, groupStart } = nameOrder(fleet, collator);
    expect(groupStart[index.get(6)!]).toBe(index.get(2));
    expect(index.get(5)).toBe(0);
    expect(groupStart[index.get(1)!]).toBe(index.get(1));
  });

  it('[S1] does not mutate its input', () => {
    const input = [...fleet];
    sortDevices(input, { sort: { field: 'name', direction: 'desc' }, collator });
    expect(input).toEqual(fleet);
  });

  it('[S1] the default sort is name ascending', () => {
    expect(DEFAULT_QUERY.sort).toEqual({ field: 'name', direction: 'asc' });
  });
});

describe('toggleSort', () => {
  it.each<[Sort, SortField, Sort]>([
    [{ field: 'name', direction: 'asc' }, 'name', { field: 'name', direction: 'desc' }],
    [{ field: 'name', direction: 'desc' }, 'name', { field: 'name', direction: 'asc' }],
    [{ field: 'name', direction: 'desc' }, 'lastUpdate', { field: 'lastUpdate', direction: 'asc' }],
    [
      { field: 'lastUpdate', direction: 'asc' },
      'lastUpdate',
      { field: 'lastUpdate', direction: 'desc' },
    ],
    [{ field: 'lastUpdate', direction: 'desc' }, 'name', { field: 'name', direction: 'asc' }],
  ])('[S2] %j + %s → %j', (current, field, expected) => {
    expect(toggleSort(current, field)).toEqual(expected);
  });
});
