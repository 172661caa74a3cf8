import { describe, expect, it } from 'vitest';
import { DeviceRegistry } from '../../server/services/registry';
import type { PositionRecord } from '../../server/storage';
import { testDevice } from './support/track';

const position = (id: number, deviceId: number, fixTime = 1000) =>
  ({ id, deviceId, fixTime }) as PositionRecord;

function registry() {
  const devices = new DeviceRegistry();
  devices.load(
    [
      testDevice({ id: 1, uniqueId: 'a', status: 'offline', lastUpdate: null }),
      testDevice({ id: 2, uniqueId: 'b', status: 'online', lastUpdate: 5_000 }),
      testDevice({ id: 3, uniqueId: 'c', status: 'online', lastUpdate: 9_000 }),
    ],
    [position(70, 2)],
  );
  return devices;
}

describe('the live device registry, changed only through its named methods', () => {
  it('keeps a copy of what it is given', () => {
    const devices = new DeviceRegistry();
    const given = testDevice({ id: 9, uniqueId: 'z', name: 'Van' });
    const live = devices.add(given);
    given.name = 'Changed outside';
    expect(live).not.toBe(given);
    expect(devices.get(9)?.name).toBe('Van');
    expect(devices.byUnique('z')).toBe(live);
  });

  it('byName: list order kept between requests, redone on every add, edit and removal', () => {
    const devices = new DeviceRegistry();
    for (const [id, name] of [
      [1, 'Moto'],
      [2, 'Caminhão'],
      [3, 'Van'],
      [4, 'Caminhão'],
    ] as const) {
      devices.add(testDevice({ id, uniqueId: `u${id}`, name }));
    }
    const names = () => devices.byName().map((device) => `${device.name}#${device.id}`);
    expect(names()).toEqual(['Caminhão#2', 'Caminhão#4', 'Moto#1', 'Van#3']);
    expect(devices.byName()).toBe(devices.byName());
    devices.update(3, { name: 'Ambulância' });
    expect(names()).toEqual(['Ambulância#3', 'Caminhão#2', 'Caminhão#4', 'Moto#1']);
    devices.add(testDevice({ id: 5, uniqueId: 'u5', name: 'Barco' }));
    devices.remove(2);
    expect(names()).toEqual(['Ambulância#3', 'Barco#5', 'Caminhão#4', 'Moto#1']);
    // Runtime changes keep the order and show through the same devices.
    devices.markOnline(1, 7_000);
    expect(devices.byName().at(-1)).toMatchObject({ id: 1, status: 'online', lastUpdate: 7_000 });
  });

  it('markOnline: online since the report, telling the status before', () => {
    const devices = registry();
    const live = devices.get(1)!;
    expect(devices.markOnline(1, 7_000)).toBe('offline');
    expect(live).toMatchObject({ status: 'online', lastUpdate: 7_000 });
    expect(devices.markOnline(1, 8_000)).toBe('online');
    expect(live.lastUpdate).toBe(8_000);
    expect(devices.markOnline(99, 8_000)).toBeUndefined();
    // The type refuses changes from outside (npm run typecheck fails if it stops refusing).
    // @ts-expect-error a LiveDevice is read-only
    live.status = 'unknown';
  });

  it('markSilentUnknown: only online devices silent since before the limit', () => {
    const devices = registry();
    const changed = devices.markSilentUnknown(6_000);
    expect(changed.map((device) => device.id)).toEqual([2]);
    expect(devices.get(2)?.status).toBe('unknown');
    expect(devices.get(3)?.status).toBe('online');
    expect(devices.get(1)?.status).toBe('offline');
    expect(devices.markSilentUnknown(6_000)).toEqual([]);
  });

  it('committed: positionId and latest move together; last is the pipeline’s own', () => {
    const devices = registry();
    expect(devices.latest(2)?.id).toBe(70);
    expect(devices.last(2)?.id).toBe(70);
    devices.setLast(2, position(71, 2, 2000));
    devices.committed(2, position(71, 2, 2000));
    expect(devices.get(2)?.positionId).toBe(71);
    expect(devices.latest(2)?.id).toBe(71);
    devices.committed(99, position(72, 99));
    expect(devices.get(99)).toBeUndefined();
  });

  it('follow: another node’s runtime fields; update: edits that keep them', () => {
    const devices = registry();
    const live = devices.follow({ id: 1, status: 'unknown', lastUpdate: 4_000, positionId: 33 });
    expect(live).toMatchObject({ status: 'unknown', lastUpdate: 4_000, positionId: 33 });
    expect(devices.follow({ id: 99, status: 'online', lastUpdate: 0, positionId: 0 })).toBe(
      undefined,
    );
    devices.update(1, { name: 'Renamed', uniqueId: 'a2' });
    expect(devices.byUnique('a')).toBeUndefined();
    expect(devices.byUnique('a2')).toMatchObject({ name: 'Renamed', status: 'unknown' });
    devices.remove(1);
    expect([...devices.all()].map((device) => device.id)).toEqual([2, 3]);
  });
});
