import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../../server/app';
import {
  adminClient,
  createDevice,
  positionsOf,
  removeDir,
  SocketClient,
  startTestServer,
  tempDir,
  type Client,
} from '../helpers';
import { executeSql, readRows } from '../support/database';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A position id far above any the test allocates, for the planted legacy row. */
const LEGACY_ID = 900_000_000;

/** Issue 10, findings 1 and 2: what one device sends can never hurt another device or a viewer. */
describe('device input is validated at the decoder', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;

  const rows = (deviceId: number) =>
    readRows<{ fixTime: number; latitude: number; speed: number }>(
      dir,
      'SELECT "fixTime", latitude, speed FROM positions WHERE "deviceId" = ? ORDER BY id',
      deviceId,
    );
  const send = async (query: string, init: RequestInit = { method: 'POST' }) => {
    const response = await fetch(`${farol.osmandUrl}/?${query}`, init);
    return { status: response.status, text: await response.text() };
  };
  const sendJson = async (body: unknown) => {
    const response = await fetch(`${farol.osmandUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  /** Every viewer path still works: REST latest positions and the socket snapshot. */
  const viewersWork = async () => {
    const positions = await admin.get('/api/positions');
    expect(positions.status, positions.text).toBe(200);
    const socket = await SocketClient.open(farol.url, { cookie: admin.cookie });
    try {
      const first = await socket.next((m) => 'positions' in m);
      expect(Array.isArray(first.positions)).toBe(true);
    } finally {
      await socket.close();
    }
  };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it.each([
    ['numeric beyond any date', 'timestamp=99999999999999999999'],
    ['milliseconds past year 9999', 'timestamp=253402300800000'],
    ['negative seconds', 'timestamp=-5'],
    ['ISO with a 13th month', 'timestamp=2024-13-01T00:00:00Z'],
    ['ISO on the 31st of February', 'timestamp=2024-02-31T10:00:00Z'],
    ['ISO at hour 25', 'timestamp=2024-02-01T25:00:00%2B03:00'],
    ['ISO with a six-digit year', 'timestamp=%2B275760-09-13T00:00:00Z'],
    ['local time with month 99', 'timestamp=2024-99-99%2099:99:99'],
  ])('refuses a time that is no real date (%s) and stores nothing', async (_name, time) => {
    const uniqueId = `time-${Math.random().toString(36).slice(2)}`;
    const device = await createDevice(admin, uniqueId, uniqueId);
    const reply = await send(`id=${uniqueId}&lat=-23.5&lon=-46.6&${time}`);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.text).toMatch(/timestamp/);
    expect(await rows(device.id)).toEqual([]);
    await viewersWork();
  });

  it('refuses a JSON location whose timestamp is no real date', async () => {
    const device = await createDevice(admin, 'JSON time', 'json-time');
    for (const timestamp of ['2024-02-30T00:00:00Z', '+275760-09-13T00:00:00.000Z', '1e400']) {
      const reply = await sendJson({
        device_id: 'json-time',
        location: {
          timestamp,
          coords: { latitude: 1, longitude: 2, speed: 0, heading: 0, accuracy: 5, altitude: 0 },
        },
      });
      expect(reply.status, `${timestamp}: ${reply.text}`).toBe(400);
    }
    expect(await rows(device.id)).toEqual([]);
  });

  it('never lets a fix time more than filter.future ahead become latest; old times stay history', async () => {
    const device = await createDevice(admin, 'Future', 'future-1');
    const now = nowSeconds();
    expect((await send(`id=future-1&lat=1&lon=1&timestamp=${now - 60}`)).status).toBe(200);
    const latest = (await admin.get(`/api/devices/${device.id}`)).json().positionId;
    // Two days ahead: acknowledged (the device must not resend it forever), never stored.
    expect((await send(`id=future-1&lat=2&lon=2&timestamp=${now + 2 * 86_400}`)).status).toBe(200);
    expect((await admin.get(`/api/devices/${device.id}`)).json().positionId).toBe(latest);
    // Within the margin (an hour ahead: a device clock a little fast) is kept.
    expect((await send(`id=future-1&lat=3&lon=3&timestamp=${now + 3600}`)).status).toBe(200);
    // Ten years ago is old history, stored, and not latest.
    const tenYears = now - 10 * 365 * 86_400;
    expect((await send(`id=future-1&lat=4&lon=4&timestamp=${tenYears}`)).status).toBe(200);
    expect((await rows(device.id)).map((row) => row.latitude)).toEqual([1, 3, 4]);
    const latestNow = (await admin.get(`/api/positions?deviceId=${device.id}`)).json();
    expect(latestNow.map((p: { latitude: number }) => p.latitude)).toEqual([3]);
    await viewersWork();
  });

  it('reads filter.future (seconds) from the device, its group or the server', async () => {
    const device = await createDevice(admin, 'Strict', 'future-2');
    const put = await admin.put(`/api/devices/${device.id}`, {
      ...device,
      attributes: { 'filter.future': 60 },
    });
    expect(put.status, put.text).toBe(200);
    expect((await send(`id=future-2&lat=5&lon=5&timestamp=${nowSeconds() + 600}`)).status).toBe(
      200,
    );
    expect(await rows(device.id)).toEqual([]);
  });

  it('survives a bad fix time already stored by an older version: viewers work, new data is latest', async () => {
    const device = await createDevice(admin, 'Legacy', 'legacy-1');
    expect((await send(`id=legacy-1&lat=1&lon=1&timestamp=${nowSeconds() - 60}`)).status).toBe(200);
    await farol.close();
    // 9e15 ms: past year 9999, as an older version could store it (it fits PostgreSQL's bigint).
    await executeSql(
      dir,
      `INSERT INTO positions (id, "deviceId", protocol, "serverTime", "deviceTime", "fixTime", valid,
         latitude, longitude, altitude, speed, course, accuracy, attributes)
       VALUES (?, ?, 'osmand', ?, 9000000000000000, 9000000000000000, 1, 9, 9, 0, 0, 0, 0, '{}')`,
      LEGACY_ID,
      device.id,
      Date.now(),
    );
    await executeSql(dir, 'UPDATE devices SET "positionId" = ? WHERE id = ?', LEGACY_ID, device.id);
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    await viewersWork();
    const latest = await admin.get(`/api/positions?deviceId=${device.id}`);
    expect(latest.status, latest.text).toBe(200);
    expect(latest.json()[0].fixTime).toBeNull();
    expect((await send(`id=legacy-1&lat=7&lon=7&timestamp=${nowSeconds()}`)).status).toBe(200);
    const after = (await admin.get(`/api/positions?deviceId=${device.id}`)).json();
    expect(after.map((p: { latitude: number }) => p.latitude)).toEqual([7]);
  });

  it.each(['speed', 'bearing', 'heading', 'altitude', 'accuracy', 'lat', 'lon', 'hdop', 'batt'])(
    'refuses NaN and Infinity in %s and stores nothing',
    async (key) => {
      const uniqueId = `nan-${key}`;
      const device = await createDevice(admin, uniqueId, uniqueId);
      for (const value of ['NaN', 'Infinity', '-Infinity']) {
        const base: Record<string, string> = { id: uniqueId, lat: '1', lon: '2' };
        const reply = await send(new URLSearchParams({ ...base, [key]: value }).toString());
        expect(reply.status, `${key}=${value}: ${reply.text}`).toBe(400);
      }
      expect(await rows(device.id)).toEqual([]);
    },
  );

  it('keeps other non-finite numbers as text, never as a number the database cannot hold', async () => {
    const device = await createDevice(admin, 'Odd attrs', 'odd-attrs');
    const reply = await send('id=odd-attrs&lat=1&lon=2&rpm=NaN&fuel=Infinity');
    expect(reply.status, reply.text).toBe(200);
    const latest = (await admin.get(`/api/positions?deviceId=${device.id}`)).json()[0];
    expect(latest.attributes).toMatchObject({ rpm: 'NaN', fuel: 'Infinity' });
  });

  it('never fails a legitimate position because another sender in the same batch was bad', async () => {
    const devices = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createDevice(admin, `Good ${i}`, `good-${i}`)),
    );
    await createDevice(admin, 'Bad', 'bad-sender');
    let accepted = 0;
    for (let round = 0; round < 20; round++) {
      const time = nowSeconds() - 1000 + round;
      const replies = await Promise.all([
        ...devices.map((d) => send(`id=${d.uniqueId}&lat=${round}&lon=1&timestamp=${time}`)),
        send(`id=bad-sender&lat=1&lon=1&speed=NaN&timestamp=${time}`),
      ]);
      const good = replies.slice(0, 10);
      expect(good.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(replies[10]!.status).toBe(400);
      accepted += good.length;
    }
    let stored = 0;
    for (const device of devices) stored += (await rows(device.id)).length;
    expect(stored).toBe(accepted);
  });

  it('keeps the socket and every reader working for a viewer of every device', async () => {
    await viewersWork();
    const socket = await SocketClient.open(farol.url, { cookie: admin.cookie });
    try {
      await socket.next((m) => 'positions' in m);
      expect((await send(`id=good-0&lat=50&lon=1&timestamp=${nowSeconds()}`)).status).toBe(200);
      const live = await socket.next((m) => positionsOf(m).some((p) => p.latitude === 50));
      expect(positionsOf(live)).toHaveLength(1);
    } finally {
      await socket.close();
    }
  });
});
