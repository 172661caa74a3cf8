import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  SocketClient,
  adminClient,
  createDevice,
  devicesOf,
  osmand,
  positionsOf,
  removeDir,
  sleep,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

describe('/api/socket', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let alice: { client: Client; id: number };
  let bob: { client: Client; id: number };
  let aliceCar: { id: number };
  let bobCar: { id: number };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    alice = await userClient(farol, admin, 'alice@farol.test');
    bob = await userClient(farol, admin, 'bob@farol.test');
    aliceCar = await createDevice(alice.client, 'Alice car', 'sock-a');
    bobCar = await createDevice(bob.client, 'Bob car', 'sock-b');
    await osmand(farol, { id: 'sock-a', lat: -23.5, lon: -46.6 });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('refuses an unauthenticated upgrade', async () => {
    await expect(SocketClient.open(farol.url)).rejects.toThrow(/401/);
    await expect(SocketClient.open(farol.url, { token: 'bogus' })).rejects.toThrow(/401/);
  });

  it('sends the latest positions the user may see on open', async () => {
    const a = await SocketClient.open(farol.url, { cookie: alice.client.cookie });
    const b = await SocketClient.open(farol.url, { cookie: bob.client.cookie });
    try {
      const first = await a.next((m) => 'positions' in m);
      expect(positionsOf(first).map((p) => p.deviceId)).toEqual([aliceCar.id]);
      const empty = await b.next((m) => 'positions' in m);
      expect(empty).toEqual({ positions: [] });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('pushes a position and the device to a subscriber who may see it, never to one who may not', async () => {
    const a = await SocketClient.open(farol.url, { cookie: alice.client.cookie });
    const b = await SocketClient.open(farol.url, { cookie: bob.client.cookie });
    try {
      await a.next((m) => 'positions' in m);
      await b.next((m) => 'positions' in m);

      expect(await osmand(farol, { id: 'sock-a', lat: -23.51, lon: -46.61 })).toBe(200);
      const live = await a.next((m) => positionsOf(m).length > 0);
      expect(positionsOf(live)).toEqual([
        expect.objectContaining({ deviceId: aliceCar.id, latitude: -23.51 }),
      ]);
      const device = await a.next((m) => 'devices' in m);
      expect(devicesOf(device)).toEqual([
        expect.objectContaining({ id: aliceCar.id, status: 'online' }),
      ]);

      // Bob's own device reaches him; by then Alice's would have arrived too if it were leaking.
      expect(await osmand(farol, { id: 'sock-b', lat: 1, lon: 1 })).toBe(200);
      await b.next((m) => positionsOf(m).some((p) => p.deviceId === bobCar.id));
      await sleep(50);
      const seenByBob = b.received.flatMap((m) => [...positionsOf(m), ...devicesOf(m)]);
      expect(
        seenByBob.every((item) => ('deviceId' in item ? item.deviceId : item.id) === bobCar.id),
      ).toBe(true);
      const seenByAlice = a.received.flatMap((m) => [
        ...positionsOf(m).map((p) => p.deviceId),
        ...devicesOf(m).map((d) => d.id),
      ]);
      expect(seenByAlice).not.toContain(bobCar.id);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('follows permission changes on an open socket', async () => {
    const b = await SocketClient.open(farol.url, { cookie: bob.client.cookie });
    try {
      await b.next((m) => 'positions' in m);
      expect(
        (await admin.post('/api/permissions', { userId: bob.id, deviceId: aliceCar.id })).status,
      ).toBe(204);
      await osmand(farol, { id: 'sock-a', lat: -23.52, lon: -46.62 });
      const shared = await b.next((m) => positionsOf(m).length > 0);
      expect(positionsOf(shared)[0]!.deviceId).toBe(aliceCar.id);

      await admin.request('DELETE', '/api/permissions', {
        json: { userId: bob.id, deviceId: aliceCar.id },
      });
      const before = b.received.length;
      await osmand(farol, { id: 'sock-a', lat: -23.53, lon: -46.63 });
      await osmand(farol, { id: 'sock-b', lat: 2, lon: 2 });
      await b.next((m) => positionsOf(m).some((p) => p.deviceId === bobCar.id));
      const ids = b.received.slice(before).flatMap((m) => positionsOf(m).map((p) => p.deviceId));
      expect(ids).not.toContain(aliceCar.id);
    } finally {
      await b.close();
    }
  });

  it('coalesces one batch into one positions message per socket', async () => {
    const devices = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createDevice(alice.client, `Batch ${i}`, `sock-batch-${i}`),
      ),
    );
    const a = await SocketClient.open(farol.url, { cookie: alice.client.cookie });
    try {
      await a.next((m) => 'positions' in m);
      await Promise.all(
        devices.map((d, i) => osmand(farol, { id: d.uniqueId, lat: 10 + i, lon: 10 })),
      );
      const ids = new Set(devices.map((d) => d.id));
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        const seen = a.messages
          .flatMap((m) => positionsOf(m).map((p) => p.deviceId))
          .filter((id) => ids.has(id));
        if (seen.length === 5) break;
        await sleep(20);
      }
      const batches = a.messages.filter((m) => positionsOf(m).some((p) => ids.has(p.deviceId)));
      const total = batches.reduce((n, m) => n + positionsOf(m).length, 0);
      expect(total).toBe(5);
      // Concurrent requests usually share a tick; never one message per position and device both.
      expect(batches.length).toBeLessThanOrEqual(5);
      for (const message of a.messages) expect(Object.keys(message).length).toBeLessThanOrEqual(1);
    } finally {
      await a.close();
    }
  });

  it('authenticates with ?token=', async () => {
    const token = (await alice.client.request('POST', '/api/session/token', { form: {} })).text;
    const a = await SocketClient.open(farol.url, { token });
    try {
      const first = await a.next((m) => 'positions' in m);
      expect(positionsOf(first).some((p) => p.deviceId === aliceCar.id)).toBe(true);
    } finally {
      await a.close();
    }
  });
});
