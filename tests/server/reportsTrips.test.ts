import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { StopReportItem, TripReportItem } from '@farol/model';
import { adminClient, removeDir, startTestServer, tempDir, type Client } from './helpers';
import { iso, KN_10MS, period, send, track } from './reportsSupport';

/** knots from metres per second, as Traccar's UnitsConverter. */
const kn = (mps: number) => mps / 0.514444;
const T0 = Date.UTC(2024, 2, 4, 12) / 1000;

type Item = Record<string, unknown>;
const brief = (items: Item[]) =>
  items.map((item) => ({ start: item.startTime, end: item.endTime, duration: item.duration }));
const span = (from: number, to: number) => ({
  start: iso(T0, from),
  end: iso(T0, to),
  duration: (to - from) * 1000,
});

/**
 * Trips and stops from tracks sent through OsmAnd every 10 s, checked against answers worked
 * out by hand from Traccar's rules (new logic: 200 m, 180 s, 3600 s unless a test says other).
 * Drives are due north at 10 m/s, so distances are exact (100 m per fix).
 */
describe('trips and stops reports', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  const ids: Record<string, number> = {};
  const get = async (path: string): Promise<Item[]> => {
    const reply = await admin.get(path);
    expect(reply.status, reply.text).toBe(200);
    return reply.json();
  };
  const report = (kind: string, device: string, from = 0, to = 10_000) =>
    get(`/api/reports/${kind}?deviceId=${ids[device]}&${period(T0, from, to)}`);

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    const oldLogic = { 'report.trip.newLogic': false, 'report.trip.useIgnition': true };
    for (const [key, attributes] of [
      ['a', {}],
      ['b', {}],
      ['c', {}],
      ['d', oldLogic],
    ] as const) {
      const reply = await admin.post('/api/devices', {
        name: `Van ${key}`,
        uniqueId: `rep-${key}`,
        attributes,
      });
      ids[key] = reply.json().id;
    }
    const off = { ignition: false };
    const on = { ignition: true };
    await Promise.all([
      // A: parked 5 min, drive 6 km, parked 15 min, drive 6 km, parked 10 min.
      send(
        farol,
        'rep-a',
        T0,
        track([
          { until: 300, mps: 0 },
          { until: 900, mps: 10 },
          { until: 1800, mps: 0 },
          { until: 2400, mps: 10 },
          { until: 3000, mps: 0 },
        ]),
      ),
      // B: parked; silent 4000 s, reappears 20 km north; silent 4400 s without moving.
      send(farol, 'rep-b', T0, [
        ...track([{ until: 300, mps: 0 }]),
        ...track([{ until: 4600, mps: 0 }], 10, 4300).map((fix) => ({ ...fix, north: 20_000 })),
        ...track([{ until: 9100, mps: 0 }], 10, 9000).map((fix) => ({ ...fix, north: 20_000 })),
      ]),
      // C: parked, then crawls 600 m at 0.5 m/s, then parked.
      send(
        farol,
        'rep-c',
        T0,
        track([
          { until: 300, mps: 0 },
          { until: 1500, mps: 0.5 },
          { until: 1800, mps: 0 },
        ]),
      ),
      // D: old logic with ignition: a 90 s halt with the engine on, a 120 s one with it off.
      send(
        farol,
        'rep-d',
        T0,
        track([
          { until: 60, mps: 0, attributes: off },
          { until: 600, mps: 10, attributes: on },
          { until: 700, mps: 0, attributes: on },
          { until: 1200, mps: 10, attributes: on },
          { until: 1330, mps: 0, attributes: off },
          { until: 1800, mps: 10, attributes: on },
          { until: 2400, mps: 0, attributes: off },
        ]),
      ),
    ]);
  }, 120_000);
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('drive, stop, drive: two trips and three stops, with exact times, distances and speeds', async () => {
    const trips = await report('trips', 'a');
    // Moving where the fast legs began (t=300); stopped once 180 s passed within 200 m (t=1080).
    expect(brief(trips)).toEqual([span(300, 1080), span(1800, 2580)]);
    expect(trips[0]).toMatchObject({
      deviceId: ids.a,
      deviceName: 'Van a',
      distance: 6000,
      averageSpeed: expect.closeTo(kn(6000 / 780), 6),
      maxSpeed: KN_10MS,
      spentFuel: 0,
      startOdometer: 0,
      endOdometer: 6000,
      startLat: -23.6,
      startLon: -46.63,
      endLat: expect.closeTo(-23.6 + 6000 / 111319.49, 6),
      startAddress: null,
      driverUniqueId: null,
      driverName: null,
    });
    expect(trips[1]).toMatchObject({ distance: 6000, startOdometer: 6000, endOdometer: 12000 });
    // Exactly Traccar's fields, in its order (model/report.ts).
    expect(Object.keys(trips[0]!)).toEqual(Object.keys(TripReportItem.shape));
    const route = await report('route', 'a');
    const at = (t: number) => (route.find((p) => p.fixTime === iso(T0, t)) as { id: number }).id;
    expect(trips[0]).toMatchObject({ startPositionId: at(300), endPositionId: at(1080) });

    const stops = await report('stops', 'a');
    expect(brief(stops)).toEqual([span(0, 300), span(1080, 1800), span(2580, 3000)]);
    expect(stops[1]).toMatchObject({
      positionId: at(1080),
      distance: 0,
      averageSpeed: 0,
      maxSpeed: 0,
      engineHours: 0,
      address: null,
      startOdometer: 6000,
      endOdometer: 6000,
    });
    expect(stops[1]!.latitude).toBeCloseTo(-23.6 + 6000 / 111319.49, 6);
    expect(Object.keys(stops[1]!)).toEqual(Object.keys(StopReportItem.shape));
  });

  it('long periods pair the stored motion events (fast path): same trips, no top speed', async () => {
    const server = (await admin.get('/api/server')).json();
    const set = (attributes: Item) => admin.put('/api/server', { ...server, attributes });
    await set({ 'report.fastThreshold': 600 });
    try {
      const trips = await report('trips', 'a');
      expect(brief(trips)).toEqual([span(300, 1080), span(1800, 2580)]);
      expect(trips.map((trip) => [trip.distance, trip.maxSpeed])).toEqual([
        [6000, 0],
        [6000, 0],
      ]);
      expect(brief(await report('stops', 'a'))).toEqual([
        span(0, 300),
        span(1080, 1800),
        span(2580, 3000),
      ]);
      // A period starting mid-trip opens with that trip (the first position's motion).
      expect(brief(await report('trips', 'a', 600, 10_000))).toEqual([
        span(600, 1080),
        span(1800, 2580),
      ]);
    } finally {
      await set({});
    }
    expect(brief(await report('trips', 'a', 600, 10_000))).toEqual([
      span(600, 1080),
      span(1800, 2580),
    ]);
  });

  it('a gap in data: a trip when the device reappears far away, nothing when it stayed', async () => {
    const trips = await report('trips', 'b');
    expect(brief(trips)).toEqual([span(300, 4300)]);
    expect(trips[0]).toMatchObject({
      distance: 20_000,
      maxSpeed: 0,
      averageSpeed: expect.closeTo(kn(5), 6),
    });
    expect(brief(await report('stops', 'b'))).toEqual([span(0, 300), span(4300, 9100)]);
  });

  it('a slow crawl is not a trip (every leg slower than minDistance / minDuration)', async () => {
    expect(await report('trips', 'c')).toEqual([]);
    expect(brief(await report('stops', 'c'))).toEqual([span(0, 1800)]);
    const [summary] = await report('summary', 'c');
    expect(summary).toMatchObject({ distance: 600, maxSpeed: expect.closeTo(0.5 / 0.514444, 3) });
  });

  it('old logic with useIgnition: ignition off stops at once; a halt with the engine on does not', async () => {
    const trips = await report('trips', 'd');
    expect(brief(trips)).toEqual([span(70, 1210), span(1340, 1810)]);
    expect(trips.map((trip) => trip.distance)).toEqual([10_300, 4600]);
    const stops = await report('stops', 'd');
    expect(brief(stops)).toEqual([span(0, 70), span(1210, 1340), span(1810, 2400)]);
    // Engine hours (EngineHoursHandler): 1130 s of ignition by t=1200, none while stopped.
    expect(stops.map((stop) => stop.engineHours)).toEqual([0, 0, 0]);
    const [summary] = await report('summary', 'd', 100, 2400);
    expect(summary).toMatchObject({
      distance: 14_700,
      startHours: 30_000,
      endHours: 1_590_000,
      engineHours: 1_560_000,
      averageSpeed: expect.closeTo(kn(14_700 / 1560), 6),
      maxSpeed: KN_10MS,
    });
  });

  it('takes the motion parameters from the device’s group (device → group → server)', async () => {
    const group = (
      await admin.post('/api/groups', {
        name: 'Long stops',
        attributes: { 'report.trip.minDuration': 600 },
      })
    ).json();
    const device = (await admin.get(`/api/devices?id=${ids.a}`)).json()[0];
    await admin.put(`/api/devices/${ids.a}`, { ...device, groupId: group.id });
    try {
      // Stopped only after 600 s within 200 m: at t=1500, and at the very last fix (t=3000).
      expect(brief(await report('trips', 'a'))).toEqual([span(300, 1500), span(1800, 3000)]);
    } finally {
      await admin.put(`/api/devices/${ids.a}`, { ...device, groupId: 0 });
    }
    expect(brief(await report('trips', 'a'))).toEqual([span(300, 1080), span(1800, 2580)]);
  });
});
