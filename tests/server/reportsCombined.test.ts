import { beforeAll, describe, expect, it } from 'vitest';
import { GeofenceReportItem } from '@farol/model';
import { createDevice, userClient, useTestServer, type Client } from './helpers';
import { BASE, iso, period, send, track, workbook } from './reportsSupport';
import { METRES_PER_DEGREE } from './support/track';

const T0 = Date.UTC(2024, 2, 5, 12) / 1000;
const firstLine = (text: string) => text.split('\n', 1)[0];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A van drives due north at 10 m/s for 10 minutes through a 505 m circle centred 3 km north of
 * its start (inside from t = 250 s to t = 350 s, so the exit is seen at 360 s), then parks.
 */
describe('combined, geofence and event reports; fuel cost', () => {
  const server = useTestServer();
  let owner: { client: Client; id: number };
  let other: { client: Client; id: number };
  let van: { id: number };
  let otherVan: { id: number };
  let fence: Json;
  const whole = period(T0, 0, 1500);

  beforeAll(async () => {
    const { admin, farol } = server;
    owner = await userClient(farol, admin, 'rc-owner@farol.test', {
      attributes: { fuelPrice: 6, timezone: 'America/Sao_Paulo', language: 'pt-BR' },
    });
    other = await userClient(farol, admin, 'rc-other@farol.test');
    van = (
      await owner.client.post('/api/devices', {
        name: 'Van R',
        uniqueId: 'rc-van',
        attributes: { litersx100km: 12.5 },
      })
    ).json();
    otherVan = await createDevice(other.client, 'Van O', 'rc-other-van');
    const centre = BASE.lat + 3000 / METRES_PER_DEGREE;
    fence = (
      await owner.client.post('/api/geofences', {
        name: 'Posto',
        area: `CIRCLE (${centre} ${BASE.lon}, 505)`,
      })
    ).json();
    const link = await owner.client.post('/api/permissions', {
      deviceId: van.id,
      geofenceId: fence.id,
    });
    expect(link.status, link.text).toBe(204);
    await send(
      farol,
      'rc-van',
      T0,
      track([
        { until: 600, mps: 10 },
        { until: 1500, mps: 0 },
      ]),
    );
    await send(farol, 'rc-other-van', T0, track([{ until: 100, mps: 10 }]));
  });

  it('lists geofence visits from enter to exit, sorted, with Traccar’s fields', async () => {
    const reply = await owner.client.get(
      `/api/reports/geofences?deviceId=${van.id}&geofenceId=${fence.id}&${whole}`,
    );
    expect(reply.status, reply.text).toBe(200);
    const items = reply.json() as Json[];
    expect(items).toEqual([
      expect.objectContaining({
        deviceId: van.id,
        deviceName: 'Van R',
        geofenceId: fence.id,
        startTime: iso(T0, 250),
        endTime: iso(T0, 360),
      }),
    ]);
    expect(() => GeofenceReportItem.parse(items[0])).not.toThrow();
    expect(Object.keys(items[0]!)).toEqual(Object.keys(GeofenceReportItem.shape));
    // No geofence asked, no visits (as Traccar).
    expect(
      (await owner.client.get(`/api/reports/geofences?deviceId=${van.id}&${whole}`)).json(),
    ).toEqual([]);
    // Its spreadsheet: one sheet for the van, the geofence by name.
    const bytes = await (
      await fetch(
        `${server.farol.url}/api/reports/geofences/xlsx?deviceId=${van.id}&geofenceId=${fence.id}&${whole}`,
        { headers: { cookie: owner.client.cookie! } },
      )
    ).arrayBuffer();
    const book = await workbook(bytes);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Van R']);
    expect(book.worksheets[0]!.getRow(5).getCell(1).value).toBe('Posto');
  });

  it("refuses another user's geofence and device in the geofence report", async () => {
    const theirs = await other.client.get(
      `/api/reports/geofences?deviceId=${otherVan.id}&geofenceId=${fence.id}&${whole}`,
    );
    expect(firstLine(theirs.text)).toBe('java.lang.SecurityException: Geofence access denied');
    const device = await other.client.get(`/api/reports/geofences?deviceId=${van.id}&${whole}`);
    expect(firstLine(device.text)).toBe('java.lang.SecurityException: Device access denied');
  });

  it('combines route, events with positions (no deviceMoving) and their positions', async () => {
    const reply = await owner.client.get(`/api/reports/combined?deviceId=${van.id}&${whole}`);
    expect(reply.status, reply.text).toBe(200);
    const [item, ...rest] = reply.json() as Json[];
    expect(rest).toEqual([]);
    expect(Object.keys(item!)).toEqual(['deviceId', 'route', 'events', 'positions']);
    expect(item!.deviceId).toBe(van.id);
    expect(item!.route).toHaveLength(151);
    expect(item!.route[0]).toEqual([BASE.lon, BASE.lat]);
    const types = (item!.events as Json[]).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['geofenceEnter', 'geofenceExit']));
    expect(types).not.toContain('deviceMoving');
    for (const event of item!.events as Json[]) expect(event.positionId).toBeGreaterThan(0);
    const positionIds = (item!.positions as Json[]).map((position) => position.id).sort();
    const eventPositions = [...new Set((item!.events as Json[]).map((e) => e.positionId))].sort();
    expect(positionIds).toEqual(eventPositions);

    const foreign = await other.client.get(`/api/reports/combined?deviceId=${van.id}&${whole}`);
    expect(firstLine(foreign.text)).toBe('java.lang.SecurityException: Device access denied');
    // Without devices: only the caller's own.
    const own = (await other.client.get(`/api/reports/combined?${whole}`)).json() as Json[];
    expect(own.map((entry) => entry.deviceId)).toEqual([otherVan.id]);
  });

  it('opens one event by id for whoever sees its device, and no one else', async () => {
    const combined = (
      await owner.client.get(`/api/reports/combined?deviceId=${van.id}&${whole}`)
    ).json() as Json[];
    const event = (combined[0]!.events as Json[])[0]!;
    const reply = await owner.client.get(`/api/events/${event.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual(event);
    const foreign = await other.client.get(`/api/events/${event.id}`);
    expect(firstLine(foreign.text)).toBe('java.lang.SecurityException: Device access denied');
    const missing = await other.client.get('/api/events/987654321');
    expect(firstLine(missing.text)).toBe('java.lang.SecurityException: Device access denied');
    expect((await server.admin.get('/api/events/987654321')).status).toBe(404);
    expect((await owner.client.get('/api/events/abc')).status).toBe(400);
  });

  it('estimates fuel by litersx100km and costs it by fuelPrice (device, else user, else server)', async () => {
    const trips = (
      await owner.client.get(`/api/reports/trips?deviceId=${van.id}&${whole}`)
    ).json() as Json[];
    expect(trips).toHaveLength(1);
    const [trip] = trips;
    expect(trip!.distance).toBeGreaterThan(5000);
    expect(trip!.estimatedFuel).toBeCloseTo((trip!.distance / 100_000) * 12.5, 9);
    expect(trip!.fuelCost).toBeCloseTo(trip!.estimatedFuel * 6, 9);
    const [summary] = (
      await owner.client.get(`/api/reports/summary?deviceId=${van.id}&${whole}`)
    ).json() as Json[];
    expect(summary!.estimatedFuel).toBeCloseTo((summary!.distance / 100_000) * 12.5, 9);
    expect(summary!.fuelCost).toBeCloseTo(summary!.estimatedFuel * 6, 9);

    // The device's own price wins over the user's.
    const device = (await owner.client.get(`/api/devices/${van.id}`)).json();
    await owner.client.put(`/api/devices/${van.id}`, {
      ...device,
      attributes: { ...device.attributes, fuelPrice: 7 },
    });
    const [priced] = (
      await owner.client.get(`/api/reports/summary?deviceId=${van.id}&${whole}`)
    ).json() as Json[];
    expect(priced!.fuelCost).toBeCloseTo(priced!.estimatedFuel * 7, 9);

    // No rate: no estimate, no cost.
    const [plain] = (
      await other.client.get(`/api/reports/summary?deviceId=${otherVan.id}&${whole}`)
    ).json() as Json[];
    expect([plain!.estimatedFuel, plain!.fuelCost]).toEqual([0, null]);

    // The spreadsheet shows the cost in reais for a Portuguese reader.
    const bytes = await (
      await fetch(`${server.farol.url}/api/reports/summary/xlsx?deviceId=${van.id}&${whole}`, {
        headers: { cookie: owner.client.cookie! },
      })
    ).arrayBuffer();
    const sheet = (await workbook(bytes)).worksheets[0]!;
    const header = (sheet.getRow(4).values as unknown[]).slice(1);
    const column = header.indexOf('Custo de combustível') + 1;
    expect(column).toBeGreaterThan(0);
    expect(sheet.getRow(5).getCell(column).numFmt).toBe('"R$ "#,##0.00');
    expect(sheet.getRow(5).getCell(column).value).toBeCloseTo(priced!.fuelCost, 9);
  });
});
