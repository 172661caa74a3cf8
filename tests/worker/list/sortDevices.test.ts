import { describe, expect, it } from 'vitest';
import { nameOrder } from '../../../src/worker/list/nameOrder';
import { sortDevices } from '../../../src/worker/list/sortDevices';
import { toggleSort } from '../../../src/worker/list/toggleSort';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import type { ListQuery, SortField } from '../../../src/worker/types';
import { at, device, position } from '../support/fixtures';

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

  it('[S1] an unreadable last update counts as never reported', () => {
    const odd = [
      device(1, { name: 'a', lastUpdate: at(5) }),
      device(2, { name: 'b', lastUpdate: 'not a date' }),
      device(3, { name: 'c', lastUpdate: null }),
    ];
    const sort: Sort = { field: 'lastUpdate', direction: 'desc' };
    expect(sortDevices(odd, { sort, collator }).map((d) => d.id)).toEqual([1, 2, 3]);
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

describe('sortDevices by state', () => {
  // Names chosen so name order (B, c, d, E, F) differs from id order.
  const vehicles = [
    device(1, { name: 'F' }),
    device(2, { name: 'd' }),
    device(3, { name: 'B' }),
    device(4, { name: 'E' }),
    device(5, { name: 'c' }),
  ];
  const positions = new Map([
    [1, position(1, { attributes: { motion: true, ignition: 'yes', driverUniqueId: 'ana' } })],
    [2, position(2, { attributes: { motion: 'true', blocked: true, alarm: '' } })],
    [3, position(3, { attributes: { ignition: true, driverUniqueId: '', alarm: 'sos' } })],
    [4, position(4, { attributes: { motion: true, blocked: 'true', driverUniqueId: 7 } })],
  ]);
  const anchored = new Map([[5, 500]]);
  const sorted = (field: Sort['field'], direction: Sort['direction']) =>
    sortDevices(vehicles, { sort: { field, direction }, collator, positions, anchored }).map(
      (d) => d.id,
    );

  it.each<[Sort['field'], number[]]>([
    // only the boolean true (or a non-empty string id) counts; then name order
    ['motion', [4, 1, 3, 5, 2]],
    ['anchor', [5, 3, 2, 4, 1]],
    ['locked', [2, 3, 5, 4, 1]],
    ['ignition', [3, 5, 2, 4, 1]],
    ['driver', [1, 3, 5, 2, 4]],
    ['alert', [3, 5, 2, 4, 1]],
  ])('[S3] %s ascending: holders first, each part by name', (field, expected) => {
    expect(sorted(field, 'asc')).toEqual(expected);
  });

  it('[S3] descending puts the holders last, each part still by name', () => {
    expect(sorted('motion', 'desc')).toEqual([3, 5, 2, 4, 1]);
    expect(sorted('anchor', 'desc')).toEqual([3, 2, 4, 1, 5]);
  });

  it('[S3] equal names stay by ascending id, with or without a precomputed name order', () => {
    const twins = [device(9, { name: 'Van' }), device(7, { name: 'van' }), device(8)];
    const sort: Sort = { field: 'anchor', direction: 'asc' };
    const none = new Map<number, number>();
    expect(sortDevices(twins, { sort, collator, anchored: none }).map((d) => d.id)).toEqual([
      8, 7, 9,
    ]);
    const order = nameOrder(twins, collator);
    expect(
      sortDevices(twins, { sort, collator, anchored: none, nameOrder: order }).map((d) => d.id),
    ).toEqual([8, 7, 9]);
  });

  it('[S3] a device without position or anchor is in no state', () => {
    const lone = [device(2, { name: 'b' }), device(1, { name: 'a' })];
    for (const field of ['motion', 'anchor', 'alert'] as const) {
      expect(
        sortDevices(lone, { sort: { field, direction: 'asc' }, collator }).map((d) => d.id),
      ).toEqual([1, 2]);
    }
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
