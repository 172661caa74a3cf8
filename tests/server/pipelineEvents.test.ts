import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  sleep,
  SocketClient,
  startTestServer,
  tempDir,
  userClient,
  type Client,
  RECENT,
} from './helpers';
import { readRows } from './support/database';

const FROM = RECENT.from;
const TO = RECENT.to;
const eventsOf = (message: Record<string, unknown>) =>
  (message.events ?? []) as {
    type: string;
    geofenceId: number;
    attributes: { message?: string };
  }[];

describe('the pipeline end to end through OsmAnd', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let watcher: { client: Client; id: number };
  let bystander: { client: Client; id: number };
  let stranger: { client: Client; id: number };
  let device: { id: number; uniqueId: string; name: string };
  let geofenceId: number;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    watcher = await userClient(farol, admin, 'watcher@farol.test');
    bystander = await userClient(farol, admin, 'bystander@farol.test');
    stranger = await userClient(farol, admin, 'stranger@farol.test');
    device = await createDevice(admin, 'Van 7', 'van-7');
    for (const user of [watcher, bystander]) {
      expect(
        (await admin.post('/api/permissions', { userId: user.id, deviceId: device.id })).status,
      ).toBe(204);
    }
    const geofence = await admin.post('/api/geofences', {
      name: 'Depot',
      area: 'CIRCLE (-23.55 -46.63, 200)',
    });
    expect(geofence.status).toBe(200);
    geofenceId = geofence.json().id;
    await admin.post('/api/permissions', { deviceId: device.id, geofenceId });
    await admin.post('/api/permissions', { userId: watcher.id, geofenceId });
    const notification = await admin.post('/api/notifications', {
      type: 'geofenceEnter',
      notificators: 'web',
      always: true,
    });
    expect(notification.status).toBe(200);
    await admin.post('/api/permissions', {
      userId: watcher.id,
      notificationId: notification.json().id,
    });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('creates geofence events durably, lists them, and notifies the right socket only', async () => {
    const sockets = {
      watcher: await SocketClient.open(farol.url, { cookie: watcher.client.cookie }),
      bystander: await SocketClient.open(farol.url, { cookie: bystander.client.cookie }),
      stranger: await SocketClient.open(farol.url, { cookie: stranger.client.cookie }),
    };
    const t = Math.floor(Date.now() / 1000) - 120;
    const report = (offset: number, lat: number) =>
      osmand(farol, { id: 'van-7', lat, lon: -46.63, timestamp: t + offset });
    expect(await report(0, -23.56)).toBe(200); // 1.1 km south: outside
    expect(await report(30, -23.5505)).toBe(200); // inside
    // The event is in the database as soon as the device has its answer.
    const stored = await readRows<{ type: string; geofenceId: number; positionId: number }>(
      dir,
      `SELECT type, "geofenceId", "positionId" FROM events WHERE "deviceId" = ? AND type LIKE 'geofence%'`,
      device.id,
    );
    expect(stored).toEqual([{ type: 'geofenceEnter', geofenceId, positionId: expect.any(Number) }]);
    expect(stored[0]!.positionId).toBeGreaterThan(0);
    expect(await report(60, -23.56)).toBe(200); // outside again

    const pushed = await sockets.watcher.next((m) => eventsOf(m).length > 0);
    expect(eventsOf(pushed)).toEqual([
      expect.objectContaining({
        type: 'geofenceEnter',
        geofenceId,
        attributes: expect.objectContaining({ message: 'Van 7 entrou na cerca Depot' }),
      }),
    ]);
    await sleep(200);
    for (const other of [sockets.bystander, sockets.stranger]) {
      expect(other.received.some((m) => eventsOf(m).length > 0)).toBe(false);
    }

    const list = await admin.get(
      `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=geofenceEnter&type=geofenceExit`,
    );
    expect(list.status).toBe(200);
    expect(list.json().map((e: { type: string }) => e.type)).toEqual([
      'geofenceEnter',
      'geofenceExit',
    ]);
    expect(list.json()[0]).toMatchObject({
      deviceId: device.id,
      geofenceId,
      maintenanceId: 0,
      eventTime: new Date((t + 30) * 1000).toISOString().replace('Z', '+00:00'),
    });
    for (const socket of Object.values(sockets)) await socket.close();
  });

  it("applies the caller's rights to devices, geofences and reports", async () => {
    const query = `deviceId=${device.id}&from=${FROM}&to=${TO}`;
    // The watcher sees the geofence; the bystander sees the device but not the geofence.
    const types = async (client: Client) =>
      ((await client.get(`/api/reports/events?${query}`)).json() as { type: string }[])
        .map((event) => event.type)
        .filter((type) => type.startsWith('geofence'));
    expect(await types(watcher.client)).toEqual(['geofenceEnter', 'geofenceExit']);
    expect(await types(bystander.client)).toEqual([]);
    const denied = await stranger.client.get(`/api/reports/events?${query}`);
    expect(denied.status).toBe(400);
    expect(denied.text).toContain('Device access denied');
    // Without deviceId: every device the caller sees, here none.
    expect((await stranger.client.get(`/api/reports/events?from=${FROM}&to=${TO}`)).json()).toEqual(
      [],
    );
    await admin.put(`/api/users/${bystander.id}`, {
      id: bystander.id,
      name: 'bystander@farol.test',
      email: 'bystander@farol.test',
      disableReports: true,
    });
    const restricted = await bystander.client.get(`/api/reports/events?${query}`);
    expect(restricted.status).toBe(400);
    expect(restricted.text).toContain('Operation restricted');
    const badDate = await admin.get(`/api/reports/events?${query.replace(FROM, '2000-01-01')}`);
    expect(badDate.status).toBe(400);
  });

  it('stores ignition, alarm and motion events; filters by type and alarm', async () => {
    const car = await createDevice(admin, 'Car 9', 'car-9');
    const t = Math.floor(Date.now() / 1000) - 3600;
    const send = (offset: number, lat: number, extra: Record<string, string | number> = {}) =>
      osmand(farol, { id: 'car-9', lat, lon: -46.7, timestamp: t + offset, ...extra });
    await send(0, -23.6, { ignition: 'false' });
    await send(10, -23.6, { ignition: 'true', alarm: 'sos,lowBattery' });
    await send(20, -23.601, { ignition: 'true', alarm: 'sos', speed: 30 });
    await send(30, -23.602, { ignition: 'true', speed: 30 });
    await send(40, -23.6, { ignition: 'false' });
    // A backfilled position older than the last one raises nothing.
    await send(5, -23.7, { ignition: 'true', alarm: 'tow' });
    const base = `deviceId=${car.id}&from=${FROM}&to=${TO}`;
    const all = (await admin.get(`/api/reports/events?${base}`)).json() as {
      type: string;
      attributes: { alarm?: string };
    }[];
    expect(all.map((e) => [e.type, e.attributes.alarm ?? null])).toEqual([
      ['ignitionOn', null],
      ['alarm', 'sos'],
      ['alarm', 'lowBattery'],
      ['deviceMoving', null],
      ['ignitionOff', null],
    ]);
    const alarms = (
      await admin.get(`/api/reports/events?${base}&type=alarm&alarm=lowBattery`)
    ).json();
    expect(alarms.map((e: { attributes: { alarm: string } }) => e.attributes.alarm)).toEqual([
      'lowBattery',
    ]);
    const allEvents = (await admin.get(`/api/reports/events?${base}&type=allEvents`)).json();
    expect(allEvents).toHaveLength(5);
  });
});
