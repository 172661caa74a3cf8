import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { SummaryReportItem } from '@farol/model';
import { link } from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';
import { iso, KN_10MS, send, track } from './reportsSupport';

/** 2024-03-09 23:00:00 in São Paulo (UTC−3, no DST since 2019) is 02:00 UTC on the 10th. */
const T0 = Date.UTC(2024, 2, 10, 2) / 1000;
const kn = (mps: number) => mps / 0.514444;
type Item = Record<string, unknown>;

/**
 * Summary (daily in the user's zone), the route, groups with sub-groups, and the rules every
 * report shares: rights on each device and group, disableReports, the period limit, dates.
 */
describe('summary, route and the shared report rules', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let paulista: { client: Client; id: number };
  let stranger: { client: Client; id: number };
  const groups: Record<string, number> = {};
  const devices: Record<string, number> = {};
  const ids = (items: Item[]) => [...new Set(items.map((item) => item.deviceId))];

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    const attributes = { timezone: 'America/Sao_Paulo' };
    paulista = await userClient(farol, admin, 'sp@farol.test', { attributes });
    stranger = await userClient(farol, admin, 'stranger@farol.test');
    // Fleet ⊃ Region ⊃ Depot; the night bus in Depot, a van in Region, a car outside.
    let parent = 0;
    for (const name of ['Fleet', 'Region', 'Depot']) {
      groups[name] = (await admin.post('/api/groups', { name, groupId: parent })).json().id;
      parent = groups[name]!;
    }
    const make = async (name: string, groupId: number) =>
      (await admin.post('/api/devices', { name, uniqueId: name, groupId })).json().id as number;
    devices.bus = await make('night-bus', groups.Depot!);
    devices.van = await make('van', groups.Region!);
    devices.car = await make('car', 0);
    await link(admin, { userId: paulista.id, groupId: groups.Fleet! });
    // A warm-up fix at 01:59:30 UTC with the engine on, then 600 m a minute until 03:59:30.
    const night = track(
      [
        { until: 0, mps: 0 },
        { until: 7200, mps: 10 },
      ],
      60,
    ).map((fix) => ({
      ...fix,
      t: fix.t - 30,
      attributes: { ignition: true },
    }));
    await send(farol, 'night-bus', T0, night);
    await send(farol, 'van', T0, track([{ until: 60, mps: 10 }], 60));
    await send(farol, 'car', T0, track([{ until: 60, mps: 10 }], 60));
  }, 120_000);
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const night = `from=2024-03-09T23:00:00-03:00&to=2024-03-10T01:00:00-03:00`;

  it("splits a daily summary at midnight in the user's time zone", async () => {
    const reply = await paulista.client.get(
      `/api/reports/summary?deviceId=${devices.bus}&${night}&daily=true`,
    );
    expect(reply.status, reply.text).toBe(200);
    const [before, after, ...rest] = reply.json() as Item[];
    expect(rest).toEqual([]);
    // Each day from its first to its last fix: 59 legs of 600 m and 59 minutes of engine.
    const day = {
      deviceId: devices.bus,
      deviceName: 'night-bus',
      distance: 35_400,
      averageSpeed: expect.closeTo(kn(10), 6),
      maxSpeed: KN_10MS,
      spentFuel: 0,
      engineHours: 3_540_000,
    };
    expect(before).toEqual({
      ...day,
      startOdometer: 600,
      endOdometer: 36_000,
      startTime: iso(T0, 30),
      endTime: iso(T0, 3570),
      startHours: 60_000,
      endHours: 3_600_000,
      estimatedFuel: 0,
      fuelCost: null,
    });
    expect(Object.keys(before!)).toEqual(Object.keys(SummaryReportItem.shape));
    expect(after).toMatchObject({
      ...day,
      startOdometer: 36_600,
      endOdometer: 72_000,
      startTime: iso(T0, 3630),
      endTime: iso(T0, 7170),
    });
  });

  it('without daily, or at midnight UTC elsewhere, one item over the whole period', async () => {
    const whole = (
      await paulista.client.get(`/api/reports/summary?deviceId=${devices.bus}&${night}`)
    ).json();
    expect(whole).toEqual([expect.objectContaining({ distance: 71_400, engineHours: 7_140_000 })]);
    // The administrator has no zone set: the machine's (tests run in UTC or a fixed zone).
    const utc = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (utc === 'UTC' || utc === 'Etc/UTC') {
      const daily = (
        await admin.get(`/api/reports/summary?deviceId=${devices.bus}&${night}&daily=true`)
      ).json();
      expect(daily).toHaveLength(1);
    }
  });

  it('expands groups through their sub-groups, within what the caller sees', async () => {
    const summary = (client: Client, query: string) =>
      client.get(`/api/reports/summary?${query}&${night}`).then((r) => ids(r.json()));
    expect(await summary(admin, `groupId=${groups.Fleet}`)).toEqual([devices.bus, devices.van]);
    expect(await summary(admin, `groupId=${groups.Depot}`)).toEqual([devices.bus]);
    expect(await summary(admin, `deviceId=${devices.car}&groupId=${groups.Region}`)).toEqual([
      devices.car,
      devices.bus,
      devices.van,
    ]);
    // No device and no group: every device the user sees (the Fleet tree, not the car).
    expect(await summary(paulista.client, 'x=1')).toEqual([devices.bus, devices.van]);
  });

  it("refuses another user's devices and groups with an error, never data", async () => {
    for (const [query, message] of [
      [`deviceId=${devices.bus}`, 'Device access denied'],
      [`groupId=${groups.Fleet}`, 'Group access denied'],
    ]) {
      for (const kind of ['summary', 'trips', 'stops', 'route', 'events']) {
        const reply = await stranger.client.get(`/api/reports/${kind}?${query}&${night}`);
        expect(reply.status).toBe(400);
        expect(reply.text).toBe(`java.lang.SecurityException: ${message}`);
        const file = await stranger.client.get(`/api/reports/${kind}/xlsx?${query}&${night}`);
        expect(file.status).toBe(400);
      }
    }
    const mixed = await paulista.client.get(
      `/api/reports/trips?deviceId=${devices.bus}&deviceId=${devices.car}&${night}`,
    );
    expect(mixed.text).toBe('java.lang.SecurityException: Device access denied');
    expect((await stranger.client.get(`/api/reports/summary?${night}`)).json()).toEqual([]);
  });

  it('checks the dates, the period limit and disableReports', async () => {
    const base = `/api/reports/summary?deviceId=${devices.bus}`;
    const missing = await admin.get(`${base}&from=2024-03-10T00:00:00Z`);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('to: required, an ISO date with a zone');
    const zoneless = await admin.get(`${base}&from=2024-03-10T00:00:00&to=2024-03-11T00:00:00Z`);
    expect(zoneless.text).toBe(
      'java.lang.IllegalArgumentException: from: expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z',
    );
    const server = (await admin.get('/api/server')).json();
    await admin.put('/api/server', { ...server, attributes: { 'report.periodLimit': 3600 } });
    try {
      const long = await paulista.client.get(`${base}&${night}`);
      expect(long.text).toBe('java.lang.IllegalArgumentException: Time period exceeds the limit');
      const hour = 'from=2024-03-10T02:00:00Z&to=2024-03-10T03:00:00Z';
      expect((await paulista.client.get(`${base}&${hour}`)).status).toBe(200);
    } finally {
      await admin.put('/api/server', { ...server, attributes: {} });
    }
    const user = (await admin.get(`/api/users/${paulista.id}`)).json();
    await admin.put(`/api/users/${paulista.id}`, { ...user, disableReports: true });
    try {
      for (const path of ['summary', 'route/xlsx', 'trips/pdf', 'stops/mail']) {
        const reply = await paulista.client.get(`/api/reports/${path}?${night}`);
        expect(reply.text).toBe('java.lang.SecurityException: Operation restricted');
      }
    } finally {
      await admin.put(`/api/users/${paulista.id}`, { ...user, disableReports: false });
    }
  });

  it('route: positions ascending by fixTime, device after device, as the rest of the API', async () => {
    const reply = await admin.get(
      `/api/reports/route?deviceId=${devices.van}&deviceId=${devices.bus}&${night}`,
    );
    expect(reply.headers.get('content-type')).toContain('application/json');
    const route = reply.json() as Item[];
    expect(route).toHaveLength(2 + 120);
    expect(route.slice(0, 3).map((p) => [p.deviceId, p.fixTime])).toEqual([
      [devices.van, iso(T0, 0)],
      [devices.van, iso(T0, 60)],
      [devices.bus, iso(T0, 30)],
    ]);
    expect(route[2]).toMatchObject({
      protocol: 'osmand',
      valid: true,
      speed: KN_10MS,
      latitude: expect.any(Number),
    });
    const times = route.slice(2).map((p) => Date.parse(p.fixTime as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const empty = await admin.get(
      `/api/reports/route?deviceId=${devices.van}&from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00Z`,
    );
    expect(empty.json()).toEqual([]);
  });
});
