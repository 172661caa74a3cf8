import { describe, expect, it } from 'vitest';
import type { Device, Position } from '@farol/model';
import { Map as ImmutableMap } from 'immutable';
import {
  devicePredicate,
  filterDevices,
  type DeviceFilter,
  type DeviceSource,
} from '../../../src/worker/list/filterDevices';
import { normalizeText } from '../../../src/worker/list/searchText';
import { device, position } from '../support/fixtures';

const NONE: DeviceFilter = { search: '', status: 'all', motionOnly: false, hiddenCategories: [] };

const fleet: Device[] = [
  device(1, { name: 'São Paulo Van', status: 'online', category: 'van' }),
  device(2, {
    name: 'Truck Norte',
    status: 'offline',
    category: 'truck',
    attributes: { plate: 'ABC-1D23' },
  }),
  device(3, { name: 'Moto Ágil', uniqueId: '864512', status: 'unknown', category: null }),
  device(4, { name: 'Ônibus 12', status: 'online', category: 'bus' }),
  device(5, { name: 'Removed', uniqueId: 'deleted-5-1700000000', status: 'online' }),
];
const positions = new Map<number, Position>([
  [1, position(1, { attributes: { motion: true } })],
  [2, position(2, { attributes: { motion: false } })],
  [4, position(4, { attributes: { motion: true } })],
  [5, position(5, { attributes: { motion: true } })],
]);

const ids = (filter: Partial<DeviceFilter>) =>
  filterDevices({ devices: fleet, positions, filter: { ...NONE, ...filter } }).map((d) => d.id);

describe('filterDevices', () => {
  it.each<[string, Partial<DeviceFilter>, number[]]>([
    ['no filter keeps every live device', {}, [1, 2, 3, 4]],
    ['status online', { status: 'online' }, [1, 4]],
    ['status offline', { status: 'offline' }, [2]],
    ['status unknown', { status: 'unknown' }, [3]],
    ['motion only', { motionOnly: true }, [1, 4]],
    ['hidden categories', { hiddenCategories: ['van', 'bus'] }, [2, 3]],
    ['a device without category counts as "default"', { hiddenCategories: ['default'] }, [1, 2, 4]],
    ['motion only and online', { motionOnly: true, status: 'online' }, [1, 4]],
  ])('[L1] %s', (_, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it.each<[string, string, number[]]>([
    ['name, case-insensitive', 'truck', [2]],
    ['name without accents finds accented', 'sao paulo', [1]],
    ['accented search finds accented', 'ÁGIL', [3]],
    ['accented query matches unaccented stored text', 'trúck', [2]],
    ['uniqueId', '8645', [3]],
    ['plate attribute', 'abc-1d', [2]],
    ['surrounding spaces ignored', '  onibus ', [4]],
    ['no match', 'xyz', []],
  ])('[L2] search by %s', (_, search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });

  it('[L3] soft-deleted devices are hidden whatever the filter', () => {
    expect(ids({ search: 'removed' })).toEqual([]);
    expect(ids({ status: 'online', motionOnly: true })).not.toContain(5);
  });

  it('[L1] the status filter can be ignored (for the counts)', () => {
    const passes = devicePredicate({ ...NONE, status: 'online' }, positions, true);
    expect(passes(fleet[1]!)).toBe(true);
    expect(devicePredicate({ ...NONE, status: 'online' }, positions)(fleet[1]!)).toBe(false);
  });

  it('[L1] positions are looked up only for motion-only', () => {
    const lookups: number[] = [];
    const spy = { get: (id: number) => (lookups.push(id), positions.get(id)) };
    filterDevices({ devices: fleet, positions: spy, filter: { ...NONE, search: 'a' } });
    expect(lookups).toEqual([]);
    filterDevices({ devices: fleet, positions: spy, filter: { ...NONE, motionOnly: true } });
    expect(lookups).toEqual([1, 2, 3, 4]);
  });

  it('[L1] reads devices from arrays, iterables and Immutable maps alike', () => {
    const byId = ImmutableMap(fleet.map((d) => [d.id, d] as const));
    const from = (devices: DeviceSource) =>
      filterDevices({ devices, positions, filter: { ...NONE, status: 'online' } }).map((d) => d.id);
    expect(from(byId)).toEqual([1, 4]);
    expect(from(new Set(fleet))).toEqual([1, 4]);
    expect(from(fleet)).toEqual([1, 4]);
  });

  it('[L2] normalizeText strips accents and case', () => {
    expect(normalizeText('ÇÃÕÉ Ü')).toBe('caoe u');
  });
});
