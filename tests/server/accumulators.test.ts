import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { link, WRITE_DENIED } from './entityFixtures';
import {
  adminClient,
  createDevice,
  osmand,
  positionsOf,
  removeDir,
  SocketClient,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

describe('PUT /api/devices/{id}/accumulators', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let owner: { client: Client; id: number };
  let car: { id: number; uniqueId: string };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    owner = await userClient(farol, admin, 'acc@farol.test');
    car = await createDevice(owner.client, 'Car', 'acc-1');
    expect(await osmand(farol, { id: 'acc-1', lat: -23.5, lon: -46.6, ignition: true })).toBe(200);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('copies the latest position into a new one with the totals, moves positionId, pushes it', async () => {
    const before = (await owner.client.get(`/api/devices/${car.id}`)).json().positionId;
    const previous = (await owner.client.get(`/api/positions?id=${before}`)).json()[0];
    const socket = await SocketClient.open(farol.url, { cookie: owner.client.cookie });
    try {
      await socket.next((m) => 'positions' in m);
      // The path id is ignored: the body's deviceId is used, as in Traccar.
      const reply = await owner.client.put('/api/devices/0/accumulators', {
        deviceId: car.id,
        totalDistance: 123456,
        hours: 7_200_000,
      });
      expect(reply.status).toBe(204);
      const pushed = positionsOf(await socket.next((m) => 'positions' in m))[0]! as unknown as {
        id: number;
        attributes: Record<string, unknown>;
        latitude: number;
        fixTime: string;
        serverTime: string;
      };
      expect(pushed.id).toBeGreaterThan(before);
      expect(pushed.attributes).toMatchObject({
        totalDistance: 123456,
        hours: 7_200_000,
        ignition: true,
      });
      expect(pushed.latitude).toBe(previous.latitude);
      expect(pushed.fixTime).toBe(previous.fixTime);
      expect(Date.parse(pushed.serverTime)).toBeGreaterThanOrEqual(Date.parse(previous.serverTime));
      const device = (await owner.client.get(`/api/devices/${car.id}`)).json();
      expect(device.positionId).toBe(pushed.id);
      const latest = (await owner.client.get(`/api/positions?deviceId=${car.id}`)).json();
      expect(latest[0].id).toBe(pushed.id);
    } finally {
      await socket.close();
    }
    // The next reported position continues from the new total.
    await osmand(farol, { id: 'acc-1', lat: -23.5009, lon: -46.6 });
    const next = (await owner.client.get(`/api/positions?deviceId=${car.id}`)).json()[0];
    expect(next.attributes.totalDistance).toBeGreaterThan(123456);
  });

  it('answers 400 when the device has no position, and validates the body', async () => {
    const empty = await createDevice(owner.client, 'Empty', 'acc-2');
    const reply = await owner.client.put(`/api/devices/${empty.id}/accumulators`, {
      deviceId: empty.id,
      hours: 1,
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toBe('java.lang.IllegalArgumentException: Device has no last position');
    const bad = await owner.client.put(`/api/devices/${car.id}/accumulators`, {
      deviceId: car.id,
      totalDistance: -1,
    });
    expect(bad.text).toBe(
      'java.lang.IllegalArgumentException: totalDistance: Too small: expected number to be >=0',
    );
  });

  it('is refused to device-read-only users', async () => {
    const viewer = await userClient(farol, admin, 'acc-view@farol.test', { deviceReadonly: true });
    await link(admin, { userId: viewer.id, deviceId: car.id });
    const reply = await viewer.client.put(`/api/devices/${car.id}/accumulators`, {
      deviceId: car.id,
      totalDistance: 1,
    });
    expect(reply.text).toBe(WRITE_DENIED);
  });
});
