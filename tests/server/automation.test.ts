import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  createDevice,
  RECENT_PERIOD,
  removeDir,
  startTestServer,
  tempDir,
  type Client,
} from './helpers';

interface StoredEvent {
  type: string;
  geofenceId: number;
  positionId: number;
  attributes: Record<string, unknown>;
}

/** One OsmAnd report; the answer's body is what the device is told to do. */
async function report(farol: Farol, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${farol.osmandUrl}/?${params}`, { method: 'POST' });
  return { status: response.status, body: await response.text() };
}

/**
 * The automation rules end to end: synthetic tracks through the OsmAnd port, the rules in the
 * pipeline, the command queue, the events and the anchor's deletion, on a real database.
 */
describe('automation rules through OsmAnd', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  const t0 = Math.floor(Date.now() / 1000) - 600;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const link = async (body: Record<string, number>) =>
    expect((await admin.post('/api/permissions', body)).status).toBe(204);

  async function geofence(name: string, attributes: Record<string, unknown>, deviceId: number) {
    const created = await admin.post('/api/geofences', {
      name,
      area: 'CIRCLE (-23.55 -46.63, 150)',
      attributes,
    });
    expect(created.status).toBe(200);
    const id = created.json().id as number;
    await link({ deviceId, geofenceId: id });
    return id;
  }

  /** A saved `custom` command that replaces the native engine stop, linked to the device. */
  async function nativeStop(deviceId: number, data: string) {
    const saved = await admin.post('/api/commands', {
      description: 'Corta combustível',
      type: 'custom',
      attributes: { data, 'tarkan.changeNative': 'engineStop' },
    });
    expect(saved.status).toBe(200);
    await link({ deviceId, commandId: saved.json().id });
  }

  const events = async (deviceId: number): Promise<StoredEvent[]> => {
    const reply = await admin.get(
      `/api/reports/events?deviceId=${deviceId}&${RECENT_PERIOD}&type=allEvents`,
    );
    expect(reply.status).toBe(200);
    // Motion events come and go with the synthetic track's jumps: not what these tests are about.
    return (reply.json() as StoredEvent[]).filter((event) => !event.type.startsWith('deviceMov'));
  };

  it('leaving the anchor queues the engine stop (changeNative), answers it, and clears the anchor', async () => {
    const van = await createDevice(admin, 'Van A', 'auto-van-a');
    const anchor = await geofence('Ancora Van A', { isAnchor: true, deviceId: van.id }, van.id);
    await nativeStop(van.id, 'STOP-ENGINE');

    const inside = await report(farol, {
      id: van.uniqueId,
      lat: -23.5501,
      lon: -46.63,
      timestamp: t0,
    });
    expect(inside).toEqual({ status: 200, body: '' });
    // 1.1 km south: out of the 150 m anchor. The stop leaves with this very answer.
    const out = await report(farol, {
      id: van.uniqueId,
      lat: -23.56,
      lon: -46.63,
      timestamp: t0 + 30,
    });
    expect(out).toEqual({ status: 200, body: 'STOP-ENGINE' });
    expect((await admin.get(`/api/geofences/${anchor}`)).status).toBe(404);

    const stored = await events(van.id);
    expect(stored.map((event) => event.type)).toEqual([
      'geofenceEnter',
      'geofenceExit',
      'deviceLocked',
      'queuedCommandSent',
    ]);
    const locked = stored[2]!;
    expect(locked).toMatchObject({
      geofenceId: anchor,
      attributes: { rule: 'anchor', command: 'Corta combustível', outcome: 'queued' },
    });
    expect(locked.positionId).toBe(stored[1]!.positionId);
    // The anchor is gone: the next report neither exits it again nor stops anything.
    const next = await report(farol, {
      id: van.uniqueId,
      lat: -23.5501,
      lon: -46.63,
      timestamp: t0 + 60,
    });
    expect(next).toEqual({ status: 200, body: '' });
    expect((await events(van.id)).length).toBe(4);
    // The audit log: the anchor made (405), the engine stop (201, by the server) and the
    // anchor's removal (406), all in the device's log.
    const logs = (await admin.get(`/tarkan/devices/${van.id}/logs`)).json() as {
      code: number | null;
      userId: number | null;
      after: Record<string, unknown> | null;
    }[];
    const codes = logs.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining([405, 201, 406]));
    const stop = logs.find((entry) => entry.code === 201)!;
    expect(stop.userId).toBeNull();
    expect(stop.after).toMatchObject({ rule: 'anchor', outcome: 'queued' });
  });

  it('an anchor made around a parked device is left by its very next report outside it', async () => {
    // The usual order: the device reports while parked, the user anchors it there, and the
    // vehicle is moved before it reports again. Its last stored position predates the anchor
    // (its geofenceIds never named it), yet it lay inside: that report outside is leaving it.
    const truck = await createDevice(admin, 'Truck P', 'auto-truck-p');
    await nativeStop(truck.id, 'STOP-TRUCK');
    await report(farol, { id: truck.uniqueId, lat: -23.5501, lon: -46.63, timestamp: t0 });
    const anchor = await geofence(
      'Ancora Truck C',
      { isAnchor: true, deviceId: truck.id },
      truck.id,
    );
    const out = await report(farol, {
      id: truck.uniqueId,
      lat: -23.56,
      lon: -46.63,
      timestamp: t0 + 30,
    });
    expect(out).toEqual({ status: 200, body: 'STOP-TRUCK' });
    expect((await admin.get(`/api/geofences/${anchor}`)).status).toBe(404);
    expect((await events(truck.id)).map((event) => event.type)).toEqual([
      'geofenceExit',
      'deviceLocked',
      'queuedCommandSent',
    ]);
  });

  it('a geofence drawn around a parked device is still entered on its next report (Traccar)', async () => {
    // Only anchors count the last position by where it lay: an ordinary geofence keeps
    // Traccar's rule (the stored geofenceIds), so drawing one around a device raises its enter.
    const bus = await createDevice(admin, 'Bus G', 'auto-bus-g');
    await report(farol, { id: bus.uniqueId, lat: -23.5501, lon: -46.63, timestamp: t0 });
    await geofence('Garagem D', {}, bus.id);
    await report(farol, { id: bus.uniqueId, lat: -23.5502, lon: -46.63, timestamp: t0 + 30 });
    expect((await events(bus.id)).map((event) => event.type)).toEqual(['geofenceEnter']);
  });

  it('a device that cannot take the engine stop gets an event that says so, and nothing queued', async () => {
    const car = await createDevice(admin, 'Car B', 'auto-car-b');
    const depot = await geofence('Depot B', { lockOnExit: true }, car.id);
    await report(farol, { id: car.uniqueId, lat: -23.5501, lon: -46.63, timestamp: t0 });
    const out = await report(farol, {
      id: car.uniqueId,
      lat: -23.56,
      lon: -46.63,
      timestamp: t0 + 30,
    });
    expect(out).toEqual({ status: 200, body: '' });
    const logged = (await admin.get(`/tarkan/devices/${car.id}/logs`)).json();
    expect(logged.filter((entry: { code: number | null }) => entry.code === 202)).toEqual([
      expect.objectContaining({
        code: 202,
        after: expect.objectContaining({ outcome: 'unsupported' }),
      }),
    ]);
    const failed = (await events(car.id)).find((event) => event.type === 'automationFailed');
    expect(failed).toMatchObject({
      geofenceId: depot,
      attributes: { rule: 'lockOnExit', command: 'engineStop', reason: 'unsupported' },
    });
    expect((await admin.get(`/api/commands/send?deviceId=${car.id}`)).status).toBe(200);
    expect((await admin.get(`/api/geofences/${depot}`)).status).toBe(200);
  });

  it('lockOnEnter on the device stops the engine on entering any of its geofences', async () => {
    const truck = await createDevice(admin, 'Truck C', 'auto-truck-c');
    await admin.put(`/api/devices/${truck.id}`, {
      ...truck,
      attributes: { lockOnEnter: true },
    });
    await geofence('Yard C', {}, truck.id);
    await nativeStop(truck.id, 'STOP-C');
    await report(farol, { id: truck.uniqueId, lat: -23.56, lon: -46.63, timestamp: t0 });
    const entering = await report(farol, {
      id: truck.uniqueId,
      lat: -23.5501,
      lon: -46.63,
      timestamp: t0 + 30,
    });
    expect(entering.body).toBe('STOP-C');
    const locked = (await events(truck.id)).find((event) => event.type === 'deviceLocked');
    expect(locked?.attributes).toMatchObject({ rule: 'lockOnEnter', outcome: 'queued' });
  });

  it('locks a device driven without a driver once lockDeviceTimeout passes (0: at once)', async () => {
    const bus = await createDevice(admin, 'Bus D', 'auto-bus-d');
    await admin.put(`/api/devices/${bus.id}`, {
      ...bus,
      attributes: { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 0 },
    });
    await nativeStop(bus.id, 'STOP-D');
    await report(farol, {
      id: bus.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0,
      ignition: 'false',
    });
    const on = await report(farol, {
      id: bus.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0 + 10,
      ignition: 'true',
    });
    expect(on.body).toBe('STOP-D');
    const stored = await events(bus.id);
    expect(
      stored.map((event) => [event.type, event.attributes.alarm ?? event.attributes.rule]),
    ).toEqual([
      ['ignitionOn', undefined],
      ['alarm', 'unknownDriver'],
      ['deviceLocked', 'unknownDriver'],
      ['queuedCommandSent', undefined],
    ]);
    const device = (await admin.get(`/api/devices/${bus.id}`)).json();
    expect(device.attributes.isQrLocked).toBe(true);
    const codes = (await admin.get(`/tarkan/devices/${bus.id}/logs`))
      .json()
      .map((entry: { code: number | null }) => entry.code);
    expect(codes).toContain(211);
    expect(device.attributes.qrLockTime).toBeUndefined();
    // Locked already: no second stop on the next report.
    const again = await report(farol, {
      id: bus.uniqueId,
      lat: -23.6,
      lon: -46.6,
      timestamp: t0 + 20,
      ignition: 'true',
    });
    expect(again.body).toBe('');
  });
});
