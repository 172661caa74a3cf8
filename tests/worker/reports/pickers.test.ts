/** [RP9] The report pickers' search over groups and devices. */
import { Group } from '@farol/model';
import { describe, expect, it } from 'vitest';
import { deviceItem, findDevices, findGroups } from '../../../src/worker/reports/pickers';
import { device } from '../support/fixtures';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const group = (id: number, name: string) => Group.parse({ id, name });
const groups = [group(4, 'Frota Sul'), group(2, 'São Paulo'), group(3, 'frota norte'), group(1, 'Frota Sul')];

describe('[RP9] pickers', () => {
  it('groups: a trimmed search ignoring case and accents, by name then id, at most the limit', () => {
    expect(findGroups(groups, '  SAO ', 10, collator)).toEqual({
      items: [{ id: 2, name: 'São Paulo', detail: '' }],
      total: 1,
    });
    const frota = findGroups(groups, 'frota', 2, collator);
    expect(frota.items.map((g) => g.id)).toEqual([3, 1]);
    expect(frota.total).toBe(3);
    expect(findGroups(groups, '', 10, collator).items.map((g) => g.id)).toEqual([3, 1, 4, 2]);
    expect(findGroups(groups, 'nada', 10, collator)).toEqual({ items: [], total: 0 });
  });

  it('devices: a trimmed search, by name then id', () => {
    const devices = [device(2, { name: 'Van' }), device(1, { name: 'Van' }), device(3, { name: 'Moto' })];
    expect(findDevices(devices, ' van ', 10, collator).items.map((d) => d.id)).toEqual([1, 2]);
  });

  it('a device the fleet no longer has is shown by its id', () => {
    expect(deviceItem(undefined, 9)).toEqual({ id: 9, name: '#9', detail: '' });
    expect(deviceItem(device(9, { name: 'Van', uniqueId: '123' }), 9)).toEqual({
      id: 9,
      name: 'Van',
      detail: '123',
    });
  });
});
