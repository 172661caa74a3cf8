import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  Client,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
} from './helpers';
import { period, send, track, workbook } from './reportsSupport';
import { readRows } from './support/database';
import { addressOf, LocalNominatim } from './support/nominatim';

const T0 = Date.UTC(2024, 4, 6, 12) / 1000;
const WHOLE = `from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;

/** Sets server attributes over the current ones (null removes a key). */
async function serverAttributes(admin: Client, changes: Record<string, unknown>) {
  const current = (await admin.get('/api/server')).json();
  const attributes = { ...current.attributes, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete attributes[key];
  const reply = await admin.put('/api/server', { ...current, attributes });
  expect(reply.status, reply.text).toBe(200);
}

describe('reverse geocoding: off by default', () => {
  let farol: Farol;
  let dir: string;
  const nominatim = new LocalNominatim();

  beforeAll(async () => {
    await nominatim.start();
    dir = tempDir();
    // The URL alone does not turn it on.
    farol = await startTestServer(dir, { options: { 'geocoder.url': nominatim.url } });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
    await nominatim.close();
  });

  it('says so, refuses /api/server/geocode and never calls the geocoder', async () => {
    const admin = await adminClient(farol);
    expect((await admin.get('/api/server')).json().geocoderEnabled).toBe(false);
    const refused = await admin.get('/api/server/geocode?latitude=-23.5&longitude=-46.6');
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Reverse geocoding is not enabled/);
    const device = await createDevice(admin, 'Sem endereço', 'geo-off-1');
    expect(await osmand(farol, { id: device.uniqueId, lat: -23.5, lon: -46.6 })).toBe(200);
    const positions = (await admin.get(`/api/positions?deviceId=${device.id}&${WHOLE}`)).json();
    expect(positions).toHaveLength(1);
    expect(positions[0].address).toBeNull();
    expect(nominatim.requests).toHaveLength(0);
  });
});

describe('reverse geocoding through a Nominatim-compatible service', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  const nominatim = new LocalNominatim();

  beforeAll(async () => {
    await nominatim.start();
    dir = tempDir();
    farol = await startTestServer(dir, {
      options: {
        'geocoder.enable': 'true',
        'geocoder.url': nominatim.url,
        'geocoder.rateLimit': '100',
        'geocoder.language': 'pt-BR',
        'geocoder.key': 'chave',
      },
    });
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
    await nominatim.close();
  });

  it('answers GET /api/server/geocode with the address as text, then from its cache', async () => {
    expect((await admin.get('/api/server')).json().geocoderEnabled).toBe(true);
    const user = await userClient(farol, admin, 'geo-reader@farol.test');
    const before = nominatim.requests.length;
    const reply = await user.client.get('/api/server/geocode?latitude=-23.55&longitude=-46.63');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toBe(addressOf(-23.55));
    const sent = nominatim.requests.at(-1)!;
    expect(sent.query.get('format')).toBe('json');
    expect(sent.query.get('accept-language')).toBe('pt-BR');
    expect(sent.query.get('key')).toBe('chave');
    expect(sent.latitude).toBeCloseTo(-23.55, 6);
    // Asked again (a few metres away, same 4 decimals): the cache answers.
    const again = await user.client.get('/api/server/geocode?latitude=-23.55001&longitude=-46.63');
    expect(again.text).toBe(addressOf(-23.55));
    expect(nominatim.requests.length).toBe(before + 1);
    // The cache lives in the database, for every node and the next start.
    const rows = await readRows<{ key: string; address: string }>(
      dir,
      'SELECT "key", "address" FROM "geocodes" WHERE "key" LIKE ?',
      '-23.5500,-46.6300|%',
    );
    expect(rows.map((row) => row.address)).toEqual([addressOf(-23.55)]);
  });

  it('answers 204 where the place has no address, and validates its input', async () => {
    const sea = await admin.get('/api/server/geocode?latitude=10&longitude=-30');
    expect(sea.status).toBe(204);
    expect(sea.text).toBe('');
    for (const query of ['latitude=91&longitude=0', 'latitude=x&longitude=0', 'longitude=0']) {
      const reply = await admin.get(`/api/server/geocode?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.text).toMatch(/latitude/);
    }
    expect(
      (await new Client(farol.url).get('/api/server/geocode?latitude=1&longitude=1')).status,
    ).toBe(401);
  });

  it('says what failed when the geocoder fails, and caches nothing', async () => {
    nominatim.failing = true;
    try {
      const reply = await admin.get('/api/server/geocode?latitude=-20.1&longitude=-40.1');
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(/GeocoderException: Geocoder 127\.0\.0\.1:\d+ answered HTTP 500/);
    } finally {
      nominatim.failing = false;
    }
    const retried = await admin.get('/api/server/geocode?latitude=-20.1&longitude=-40.1');
    expect(retried.text).toBe(addressOf(-20.1));
  });

  it('fills incoming positions: stored on the row and sent to the live socket', async () => {
    const device = await createDevice(admin, 'Com endereço', 'geo-live-1');
    expect(await osmand(farol, { id: device.uniqueId, lat: -23.4321, lon: -46.5 })).toBe(200);
    await vi.waitFor(
      async () => {
        const rows = await readRows<{ address: string | null }>(
          dir,
          'SELECT "address" FROM "positions" WHERE "deviceId" = ?',
          device.id,
        );
        expect(rows.map((row) => row.address)).toEqual([addressOf(-23.4321)]);
      },
      { timeout: 20_000, interval: 100 },
    );
    const positions = (await admin.get(`/api/positions?deviceId=${device.id}`)).json();
    expect(positions[0].address).toBe(addressOf(-23.4321));
    // A second report at the same place takes the cached address at once.
    const requests = nominatim.requests.length;
    expect(await osmand(farol, { id: device.uniqueId, lat: -23.4321, lon: -46.5 })).toBe(200);
    const latest = (await admin.get(`/api/positions?deviceId=${device.id}`)).json();
    expect(latest[0].address).toBe(addressOf(-23.4321));
    expect(nominatim.requests.length).toBe(requests);
  });

  it('fills reports and their files on request when positions were stored without one', async () => {
    await serverAttributes(admin, { 'geocoder.ignorePositions': true });
    const device = await createDevice(admin, 'Van endereço', 'geo-report-1');
    // Parked 5 min, drives 6 km north, parked 15 min.
    await send(
      farol,
      device.uniqueId,
      T0,
      track([
        { until: 300, mps: 0 },
        { until: 900, mps: 10 },
        { until: 1800, mps: 0 },
      ]),
    );
    const stored = await readRows<{ address: string | null }>(
      dir,
      'SELECT "address" FROM "positions" WHERE "deviceId" = ?',
      device.id,
    );
    expect(stored.every((row) => row.address === null)).toBe(true);
    const query = `deviceId=${device.id}&${period(T0, 0, 1800)}`;
    const trips = (await admin.get(`/api/reports/trips?${query}`)).json();
    expect(trips).toHaveLength(1);
    expect(trips[0].startAddress).toBe(addressOf(trips[0].startLat));
    expect(trips[0].endAddress).toBe(addressOf(trips[0].endLat));
    const stops = (await admin.get(`/api/reports/stops?${query}`)).json();
    expect(stops.length).toBeGreaterThan(0);
    for (const stop of stops) expect(stop.address).toBe(addressOf(stop.latitude));
    // The route takes the addresses the cache knows (the trip's ends) without asking for more.
    const requests = nominatim.requests.length;
    const route = (await admin.get(`/api/reports/route?${query}`)).json();
    const addressed = route.filter((p: { address: string | null }) => p.address !== null);
    expect(addressed.map((p: { latitude: number }) => p.latitude)).toEqual(
      expect.arrayContaining([trips[0].startLat, trips[0].endLat]),
    );
    for (const p of addressed) expect(p.address).toBe(addressOf(p.latitude));
    expect(nominatim.requests.length).toBe(requests);
    // The stops file carries them too.
    const file = await fetch(`${farol.url}/api/reports/stops/xlsx?${query}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(file.status).toBe(200);
    const book = await workbook(await file.arrayBuffer());
    const texts: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => texts.push(String(cell.value)))),
    );
    expect(texts).toContain(addressOf(stops[0].latitude));
    await serverAttributes(admin, { 'geocoder.ignorePositions': null });
  });

  it('answers 429 when the queue is longer than the request may wait', async () => {
    // One request per 100 s: the second place would wait far beyond the endpoint's 10 s.
    await serverAttributes(admin, { 'geocoder.rateLimit': 0.01 });
    try {
      const first = await admin.get('/api/server/geocode?latitude=-22.1&longitude=-43');
      expect(first.status).toBe(200);
      const second = await admin.get('/api/server/geocode?latitude=-22.2&longitude=-43');
      expect(second.status).toBe(429);
      expect(second.text).toMatch(/Too many reverse geocoding requests: retry in \d+ s/);
      // A cached place still answers at once.
      expect((await admin.get('/api/server/geocode?latitude=-22.1&longitude=-43')).status).toBe(
        200,
      );
    } finally {
      await serverAttributes(admin, { 'geocoder.rateLimit': null });
    }
  });
});
