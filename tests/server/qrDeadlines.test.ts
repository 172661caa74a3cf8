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
} from './helpers';

const MINUTE = 60_000;

/** One OsmAnd report; the answer's body is what the device is told to do. */
async function report(farol: Farol, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${farol.osmandUrl}/?${params}`, { method: 'POST' });
  return { status: response.status, body: await response.text() };
}

interface StoredEvent {
  type: string;
  positionId: number;
  attributes: Record<string, unknown>;
}

/**
 * The QR drivers' deadlines on a timer (companion-api.md §1.4): a device that stops reporting is
 * still locked once `tarkan.lockDeviceTimeout` passes without a driver, and its driver still
 * checked out once the auto logout passes. The server's clock is moved forward (the test hook,
 * which runs the timed check at once) and no position follows, on a real server and database.
 */
describe('QR deadlines on a timer', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  const t0 = Math.floor(Date.now() / 1000) - 60;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir, { testClock: true });
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const advance = async (ms: number) =>
    expect((await admin.post('/tarkan/test/clock', { advanceMs: ms })).status).toBe(200);
  const link = async (body: Record<string, number>) =>
    expect((await admin.post('/api/permissions', body)).status).toBe(204);
  const device = async (id: number) => (await admin.get(`/api/devices/${id}`)).json();
  const events = async (deviceId: number): Promise<StoredEvent[]> =>
    (
      await admin.get(`/api/reports/events?deviceId=${deviceId}&${RECENT_PERIOD}&type=allEvents`)
    ).json();
  const codes = async (deviceId: number): Promise<(number | null)[]> =>
    (await admin.get(`/tarkan/devices/${deviceId}/logs`))
      .json()
      .map((entry: { code: number | null }) => entry.code);

  it('locks a silent device once lockDeviceTimeout passes without a driver, logged 211', async () => {
    const bus = await createDevice(admin, 'Bus T', 'deadline-bus-t');
    await admin.put(`/api/devices/${bus.id}`, {
      ...bus,
      attributes: { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 5 },
    });
    const stop = await admin.post('/api/commands', {
      description: 'Corta T',
      type: 'custom',
      attributes: { data: 'STOP-T', 'tarkan.changeNative': 'engineStop' },
    });
    await link({ deviceId: bus.id, commandId: stop.json().id });
    const on = await report(farol, {
      id: bus.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0,
      ignition: 'true',
    });
    expect(on.body).toBe('');
    expect((await device(bus.id)).attributes.qrLockTime).toBeGreaterThan(Date.now());

    // Four minutes on, still within the timeout: nothing happens.
    await advance(4 * MINUTE);
    expect((await device(bus.id)).attributes.isQrLocked).toBeUndefined();
    expect(await codes(bus.id)).not.toContain(211);

    // Two more, and no position since: the timed check locks it.
    await advance(2 * MINUTE);
    const locked = await device(bus.id);
    expect(locked.attributes.isQrLocked).toBe(true);
    expect(locked.attributes.qrLockTime).toBeUndefined();
    expect(await codes(bus.id)).toContain(211);
    const stored = (await events(bus.id)).filter((event) => event.type !== 'ignitionOn');
    expect(
      stored.map((event) => [event.type, event.attributes.alarm ?? event.attributes.rule]),
    ).toEqual([
      ['alarm', 'unknownDriver'],
      ['deviceLocked', 'unknownDriver'],
    ]);
    expect(stored[1]!.attributes.outcome).toBe('queued');
    // The alarm stands where the device was last seen.
    expect(stored[0]!.positionId).toBeGreaterThan(0);
    // The next check finds nothing more to do; the device gets the stop when it reports again.
    await advance(MINUTE);
    expect((await codes(bus.id)).filter((code) => code === 211)).toHaveLength(1);
    const back = await report(farol, {
      id: bus.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0 + 10,
      ignition: 'true',
    });
    expect(back.body).toBe('STOP-T');
  });

  it('leaves a device alone whose driver checked in before the timeout', async () => {
    const van = await createDevice(admin, 'Van T', 'deadline-van-t');
    await admin.put(`/api/devices/${van.id}`, {
      ...van,
      attributes: { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 5 },
    });
    await report(farol, {
      id: van.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0,
      ignition: 'true',
    });
    const driver = await admin.post('/api/drivers', {
      name: 'Rui',
      uniqueId: 'uid-deadline-rui',
      attributes: {
        'tarkan.enableQrCode': true,
        'tarkan.driverUsername': 'deadline-rui',
        'tarkan.driverPassword': 'senha1234',
      },
    });
    await link({ deviceId: van.id, driverId: driver.json().id });
    const session = new Client(farol.url);
    await session.login('qrcode-deadline-rui', 'senha1234');
    expect((await session.post('/tarkan/qr-driver', { id: van.id })).status).toBe(200);
    await advance(10 * MINUTE);
    const seen = await device(van.id);
    expect(seen.attributes.isQrLocked).toBeUndefined();
    expect(seen.attributes.qrDriverId).toBe('uid-deadline-rui');
    expect(await codes(van.id)).not.toContain(211);
  });

  it("checks a silent device's driver out once the auto logout passes after ignition off", async () => {
    const car = await createDevice(admin, 'Car T', 'deadline-car-t');
    const driver = await admin.post('/api/drivers', {
      name: 'Lia',
      uniqueId: 'uid-deadline-lia',
      attributes: {
        'tarkan.enableQrCode': true,
        'tarkan.driverUsername': 'deadline-lia',
        'tarkan.driverPassword': 'senha1234',
        'tarkan.driverAutoLogout': true,
        'tarkan.autoLogoutTimeout': 3,
      },
    });
    const driverUserId = driver.json().attributes['tarkan.driverUserId'] as number;
    await link({ deviceId: car.id, driverId: driver.json().id });
    const session = new Client(farol.url);
    await session.login('qrcode-deadline-lia', 'senha1234');
    expect((await session.post('/tarkan/qr-driver', { id: car.id })).status).toBe(200);
    await report(farol, {
      id: car.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0,
      ignition: 'false',
    });
    expect((await device(car.id)).attributes.qrCheckoutTime).toBeGreaterThan(Date.now());

    await advance(4 * MINUTE);
    const seen = await device(car.id);
    expect(seen.attributes.qrDriverId).toBeUndefined();
    expect(seen.attributes.qrCheckoutTime).toBeUndefined();
    const user = (await admin.get(`/api/users/${driverUserId}`)).json();
    expect(user.attributes['tarkan.isQrDeviceId']).toBeUndefined();
    const alarms = (await events(car.id)).filter((event) => event.type === 'alarm');
    expect(alarms.map((event) => event.attributes.alarm)).toEqual(['checkoutDriver']);
    const logs = (await admin.get(`/tarkan/devices/${car.id}/logs`)).json() as {
      after: Record<string, unknown> | null;
    }[];
    expect(logs.map((entry) => entry.after?.rule)).toContain('checkoutDriver');
  });
});
