import { describe, expect, it } from 'vitest';
import { setPermissionBit } from '@farol/model';
import type { RecordedRequest } from '../support/fakes';
import { server as serverOf, user } from '../support/fixtures';
import { reportCore } from './support';

const at = (minutes: number) => Date.UTC(2026, 0, 1, 12, minutes);
const stopItem = (from: number, to: number, address: string | null) => ({
  deviceId: 1,
  deviceName: 'Van São João',
  positionId: 1,
  latitude: -23.5,
  longitude: -46.6,
  startTime: new Date(at(from)).toISOString(),
  endTime: new Date(at(to)).toISOString(),
  duration: (to - from) * 60_000,
  address,
});
const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));

const stopsServer = (request: RecordedRequest) =>
  request.path === '/api/reports/stops'
    ? { body: [stopItem(0, 10, 'Rua A, 1'), stopItem(30, 55, null)] }
    : undefined;
const STOPS_ON = { attributes: { 'tarkan.enableStops': true } };

describe('[RP12] a device’s recent stops', () => {
  it('reads the stops report of the last hours for that device, newest first', async () => {
    const { core, seen } = await reportCore(stopsServer, {
      server: serverOf(STOPS_ON),
      deps: { now: () => at(60) },
    });
    const stops = await core.deviceStops({ deviceId: 1, hours: 6 });
    const [request] = seen;
    expect(request!.query.getAll('deviceId')).toEqual(['1']);
    expect(Date.parse(request!.query.get('from')!)).toBe(at(60) - 6 * 3_600_000);
    expect(Date.parse(request!.query.get('to')!)).toBe(at(60));
    expect(stops.map((s) => [s.startTime, s.duration, s.address])).toEqual([
      [at(30), 25 * 60_000, null],
      [at(0), 10 * 60_000, 'Rua A, 1'],
    ]);
    expect(stops[0]).toMatchObject({ latitude: -23.5, longitude: -46.6 });
  });

  it('fetches nothing while the server’s switch is off or unset', async () => {
    for (const attributes of [{}, { 'tarkan.enableStops': false }]) {
      const { core, seen } = await reportCore(stopsServer, { server: serverOf({ attributes }) });
      expect(await core.deviceStops({ deviceId: 1, hours: 6 })).toEqual([]);
      expect(seen).toEqual([]);
    }
  });

  it('fetches nothing for a user without the stops report (reports off, or bit 74 unset)', async () => {
    const noReports = await reportCore(stopsServer, {
      server: serverOf(STOPS_ON),
      user: user({ disableReports: true }),
    });
    expect(await noReports.core.deviceStops({ deviceId: 1, hours: 6 })).toEqual([]);
    expect(noReports.seen).toEqual([]);

    const advanced = {
      server: serverOf({
        attributes: { 'tarkan.enableStops': true, 'tarkan.enableAdvancedPerms': true },
      }),
      serverHeaders: { licensemode: 'TarkanPlus' },
    };
    const withoutStops = await reportCore(stopsServer, {
      ...advanced,
      user: user({ attributes: { 'tarkan.advancedPerms': mask(8, 72) } }),
    });
    expect(await withoutStops.core.deviceStops({ deviceId: 1, hours: 6 })).toEqual([]);
    expect(withoutStops.seen).toEqual([]);
    const withStops = await reportCore(stopsServer, {
      ...advanced,
      user: user({ attributes: { 'tarkan.advancedPerms': mask(8, 72, 74) } }),
    });
    expect(await withStops.core.deviceStops({ deviceId: 1, hours: 6 })).toHaveLength(2);
  });

  it('rejects bad input before asking', async () => {
    const { core, seen } = await reportCore(stopsServer, { server: serverOf(STOPS_ON) });
    for (const bad of [
      { deviceId: 0, hours: 6 },
      { deviceId: 1, hours: 0 },
      { deviceId: 1, hours: 10_000 },
    ])
      await expect(core.deviceStops(bad)).rejects.toMatchObject({ code: 'INVALID_STOPS' });
    expect(seen).toEqual([]);
  });
});
