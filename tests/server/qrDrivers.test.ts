import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  Client,
  createDevice,
  RECENT_PERIOD,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
} from './helpers';

/** One OsmAnd report; the answer's body is what the device is told to do. */
async function report(farol: Farol, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${farol.osmandUrl}/?${params}`, { method: 'POST' });
  return { status: response.status, body: await response.text() };
}

/**
 * QR drivers (companion-api.md §1.4, §1.6): the access user made with the driver, the links
 * that go with the driver's, the check-in and check-out with their rights, the unlock on
 * check-in and the auto logout, on a real server and database.
 */
describe('QR drivers', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let t = Math.floor(Date.now() / 1000) - 3600;
  const tick = () => (t += 10);

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  async function qrDriver(owner: Client, name: string, attributes: Record<string, unknown> = {}) {
    const created = await owner.post('/api/drivers', {
      name,
      uniqueId: `uid-${name}`,
      attributes: {
        'tarkan.enableQrCode': true,
        'tarkan.driverUsername': name,
        'tarkan.driverPassword': 'senha1234',
        ...attributes,
      },
    });
    expect(created.status).toBe(200);
    return created.json() as { id: number; uniqueId: string; attributes: Record<string, unknown> };
  }

  async function driverSession(name: string) {
    const client = new Client(farol.url);
    await client.login(`qrcode-${name}`, 'senha1234');
    return client;
  }

  const link = async (owner: Client, body: Record<string, number>) =>
    expect((await owner.post('/api/permissions', body)).status).toBe(204);

  it('a driver with QR check-in gets a read-only access user; the password is never stored', async () => {
    const driver = await qrDriver(admin, 'ana');
    expect(driver.attributes['tarkan.driverPassword']).toBeUndefined();
    const userId = driver.attributes['tarkan.driverUserId'] as number;
    expect(userId).toBeGreaterThan(0);
    const user = (await admin.get(`/api/users/${userId}`)).json();
    expect(user).toMatchObject({
      email: 'qrcode-ana',
      readonly: true,
      deviceReadonly: true,
      limitCommands: true,
      attributes: { 'tarkan.isQrDriverId': 'uid-ana' },
    });
    const stored = (await admin.get(`/api/drivers/${driver.id}`)).json();
    expect(JSON.stringify(stored)).not.toContain('senha1234');
    const session = await driverSession('ana');
    expect((await session.get('/api/session')).json().id).toBe(userId);
  });

  it('refuses a QR driver without a password, or with a taken login, writing nothing', async () => {
    const noPassword = await admin.post('/api/drivers', {
      name: 'Bia',
      uniqueId: 'uid-bia',
      attributes: { 'tarkan.enableQrCode': true, 'tarkan.driverUsername': 'bia' },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.text).toContain('tarkan.driverPassword');
    const taken = await admin.post('/api/drivers', {
      name: 'Ana 2',
      uniqueId: 'uid-ana-2',
      attributes: {
        'tarkan.enableQrCode': true,
        'tarkan.driverUsername': 'ana',
        'tarkan.driverPassword': 'senha1234',
      },
    });
    expect(taken.status).toBe(400);
    expect(taken.text).toContain('already in use');
    const drivers = (await admin.get('/api/drivers')).json() as { uniqueId: string }[];
    expect(drivers.map((driver) => driver.uniqueId)).not.toContain('uid-bia');
    expect(drivers.map((driver) => driver.uniqueId)).not.toContain('uid-ana-2');
  });

  it('linking the driver to a vehicle lets the driver see it, and only that; unlinking takes it back', async () => {
    const driver = await qrDriver(admin, 'caio');
    const van = await createDevice(admin, 'Van QR 1', 'qr-van-1');
    await createDevice(admin, 'Van QR 2', 'qr-van-2');
    await link(admin, { deviceId: van.id, driverId: driver.id });
    const session = await driverSession('caio');
    const seen = (await session.get('/api/devices')).json() as { id: number }[];
    expect(seen.map((device) => device.id)).toEqual([van.id]);
    const unlink = await admin.request('DELETE', '/api/permissions', {
      json: { deviceId: van.id, driverId: driver.id },
    });
    expect(unlink.status).toBe(204);
    expect((await session.get('/api/devices')).json()).toEqual([]);
  });

  it('a driver reaches nothing but the check-in, their session and their vehicles', async () => {
    await qrDriver(admin, 'duda');
    const session = await driverSession('duda');
    for (const url of ['/api/geofences', '/api/users', '/api/drivers', '/api/notifications']) {
      const denied = await session.get(url);
      expect(denied.status, url).toBe(400);
      expect(denied.text).toContain('QR driver access only');
    }
    const events = await session.get(`/api/reports/events?${RECENT_PERIOD}`);
    expect(events.status).toBe(400);
    expect((await session.get('/api/server')).status).toBe(200);
    // "Remember me" at /motorista: the driver's token signs in as the driver, scope and all.
    const token = await session.request('POST', '/api/session/token', { form: {} });
    expect(token.status).toBe(200);
    const remembered = new Client(farol.url);
    expect((await remembered.get(`/api/session?token=${token.text}`)).status).toBe(200);
    expect((await remembered.get('/api/geofences')).status).toBe(400);
  });

  it('with advanced permissions on, the driver screen still reads its vehicles and checks in and out', async () => {
    const driver = await qrDriver(admin, 'gui');
    const van = await createDevice(admin, 'Van QR 9', 'qr-van-9');
    await link(admin, { deviceId: van.id, driverId: driver.id });
    const server = (await admin.get('/api/server')).json();
    const on = {
      ...server,
      attributes: { ...server.attributes, 'tarkan.enableAdvancedPerms': true },
    };
    expect((await admin.put('/api/server', on)).status).toBe(200);
    try {
      const session = await driverSession('gui');
      expect((await session.get('/api/server')).status).toBe(200);
      const list = await session.get('/api/devices');
      expect(list.status, list.text).toBe(200);
      expect((list.json() as { id: number }[]).map((device) => device.id)).toEqual([van.id]);
      expect((await session.get(`/api/devices/${van.id}`)).status).toBe(200);
      expect((await session.get('/api/positions')).status).toBe(200);
      const checkIn = await session.post('/tarkan/qr-driver', { id: van.id });
      expect(checkIn.json()).toMatchObject({ deviceId: van.id, driverUniqueId: 'uid-gui' });
      expect((await session.get('/api/session')).json().attributes['tarkan.isQrDeviceId']).toBe(
        van.id,
      );
      const checkOut = await session.post('/tarkan/qr-driver', { id: 0 });
      expect(checkOut.json()).toMatchObject({ deviceId: 0 });
      // Reading is all: the vehicle stays out of the driver's hands, and so does the rest.
      const edit = await session.put(`/api/devices/${van.id}`, { ...list.json()[0], name: 'x' });
      expect(edit.status).toBe(400);
      expect((await session.get('/api/geofences')).status).toBe(400);
    } finally {
      expect((await admin.put('/api/server', server)).status).toBe(200);
    }
  });

  it('checks in and out: positions carry the driver; nobody else may call it', async () => {
    const driver = await qrDriver(admin, 'edu');
    const van = await createDevice(admin, 'Van QR 3', 'qr-van-3');
    const other = await createDevice(admin, 'Van QR 4', 'qr-van-4');
    await link(admin, { deviceId: van.id, driverId: driver.id });
    const session = await driverSession('edu');

    const notMine = await session.post('/tarkan/qr-driver', { id: other.id });
    expect(notMine.status).toBe(400);
    expect(notMine.text).toContain('Device access denied');
    const notADriver = await admin.post('/tarkan/qr-driver', { id: van.id });
    expect(notADriver.status).toBe(400);
    expect(notADriver.text).toContain('QR driver access only');
    expect((await session.post('/tarkan/qr-driver', { id: 'x' })).status).toBe(400);

    const checkIn = await session.post('/tarkan/qr-driver', { id: van.id });
    expect(checkIn.status).toBe(200);
    expect(checkIn.json()).toEqual({ deviceId: van.id, driverUniqueId: 'uid-edu', unlock: null });
    expect((await admin.get(`/api/devices/${van.id}`)).json().attributes.qrDriverId).toBe(
      'uid-edu',
    );
    const user = (await session.get('/api/session')).json();
    expect(user.attributes['tarkan.isQrDeviceId']).toBe(van.id);

    await report(farol, { id: van.uniqueId, lat: -23.6, lon: -46.6, timestamp: tick() });
    const positions = (await admin.get(`/api/positions?deviceId=${van.id}`)).json();
    expect(positions[0].attributes.driverUniqueId).toBe('uid-edu');

    const checkOut = await session.post('/tarkan/qr-driver', { id: 0 });
    expect(checkOut.json()).toEqual({ deviceId: 0, driverUniqueId: 'uid-edu', unlock: null });
    expect(
      (await admin.get(`/api/devices/${van.id}`)).json().attributes.qrDriverId,
    ).toBeUndefined();
  });

  it('a check-in into a vehicle locked for want of a driver resumes its engine when the driver may unlock', async () => {
    const allowed = await qrDriver(admin, 'fabi', { 'tarkan.driverUnlockDevice': true });
    const refused = await qrDriver(admin, 'gil');
    const truck = await createDevice(admin, 'Truck QR', 'qr-truck');
    await admin.put(`/api/devices/${truck.id}`, {
      ...truck,
      attributes: { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 0 },
    });
    for (const [action, data] of [
      ['engineStop', 'STOP'],
      ['engineResume', 'RESUME'],
    ]) {
      const saved = await admin.post('/api/commands', {
        description: action,
        type: 'custom',
        attributes: { data, 'tarkan.changeNative': action },
      });
      await link(admin, { deviceId: truck.id, commandId: saved.json().id });
    }
    for (const driver of [allowed, refused]) {
      await link(admin, { deviceId: truck.id, driverId: driver.id });
    }
    await report(farol, {
      id: truck.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: tick(),
      ignition: 'false',
    });
    const stop = await report(farol, {
      id: truck.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: tick(),
      ignition: 'true',
    });
    expect(stop.body).toBe('STOP');
    expect((await admin.get(`/api/devices/${truck.id}`)).json().attributes.isQrLocked).toBe(true);

    const gil = await driverSession('gil');
    expect((await gil.post('/tarkan/qr-driver', { id: truck.id })).json().unlock).toBe(
      'notAllowed',
    );
    expect((await admin.get(`/api/devices/${truck.id}`)).json().attributes.isQrLocked).toBe(true);

    const fabi = await driverSession('fabi');
    const checkIn = await fabi.post('/tarkan/qr-driver', { id: truck.id });
    expect(checkIn.json()).toEqual({
      deviceId: truck.id,
      driverUniqueId: 'uid-fabi',
      unlock: 'queued',
    });
    const attributes = (await admin.get(`/api/devices/${truck.id}`)).json().attributes;
    expect(attributes.isQrLocked).toBeUndefined();
    expect(attributes.qrDriverId).toBe('uid-fabi');
    // Gil was in the truck: he no longer is.
    expect(
      (await gil.get('/api/session')).json().attributes['tarkan.isQrDeviceId'],
    ).toBeUndefined();
    const resume = await report(farol, {
      id: truck.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: tick(),
      ignition: 'true',
    });
    expect(resume.body).toBe('RESUME');
    const events = (
      await admin.get(
        `/api/reports/events?deviceId=${truck.id}&${RECENT_PERIOD}&type=deviceUnlocked`,
      )
    ).json();
    expect(events).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({ rule: 'driverCheckIn', driverUniqueId: 'uid-fabi' }),
      }),
    ]);
    // The unlock is the driver's doing in the audit log (212).
    const logs = (await admin.get(`/tarkan/devices/${truck.id}/logs`)).json();
    const unlock = logs.find((entry: { code: number | null }) => entry.code === 212);
    expect(unlock).toMatchObject({ userEmail: 'qrcode-fabi', after: { outcome: 'queued' } });
    expect(logs.map((entry: { code: number | null }) => entry.code)).toContain(211);
  });

  it('checks the driver out after ignition off and the auto logout timeout', async () => {
    const driver = await qrDriver(admin, 'hugo', {
      'tarkan.driverAutoLogout': true,
      'tarkan.autoLogoutTimeout': 0,
    });
    const car = await createDevice(admin, 'Car QR', 'qr-car');
    await link(admin, { deviceId: car.id, driverId: driver.id });
    const session = await driverSession('hugo');
    await session.post('/tarkan/qr-driver', { id: car.id });
    await report(farol, {
      id: car.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: tick(),
      ignition: 'true',
    });
    await report(farol, {
      id: car.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: tick(),
      ignition: 'false',
    });
    expect(
      (await admin.get(`/api/devices/${car.id}`)).json().attributes.qrDriverId,
    ).toBeUndefined();
    expect(
      (await session.get('/api/session')).json().attributes['tarkan.isQrDeviceId'],
    ).toBeUndefined();
    const alarms = (
      await admin.get(`/api/reports/events?deviceId=${car.id}&${RECENT_PERIOD}&type=alarm`)
    ).json();
    expect(
      alarms.map((event: { attributes: { alarm: string } }) => event.attributes.alarm),
    ).toEqual(['checkoutDriver']);
  });

  it("another account's driver and access user stay theirs; deleting the driver deletes its user", async () => {
    const owner = await userClient(farol, admin, 'fleet-owner@farol.test');
    const stranger = await userClient(farol, admin, 'stranger-qr@farol.test');
    const driver = await qrDriver(owner.client, 'iris');
    expect((await stranger.client.get(`/api/drivers/${driver.id}`)).status).toBe(400);
    const edit = await stranger.client.put(`/api/drivers/${driver.id}`, { ...driver, name: 'X' });
    expect(edit.status).toBe(400);
    const userId = driver.attributes['tarkan.driverUserId'];
    expect((await stranger.client.get(`/api/users/${userId}`)).status).toBe(400);
    expect((await owner.client.delete(`/api/drivers/${driver.id}`)).status).toBe(204);
    expect((await admin.get(`/api/users/${userId}`)).status).toBe(404);
    const login = await new Client(farol.url).request('POST', '/api/session', {
      form: { email: 'qrcode-iris', password: 'senha1234' },
    });
    expect(login.status).toBe(401);
  });
});
