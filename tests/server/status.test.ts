import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  SocketClient,
  adminClient,
  createDevice,
  devicesOf,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  type Client,
} from './helpers';

describe('device status timeout', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir, { statusTimeout: 1 });
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('turns a silent online device unknown, stores it and pushes it on the socket', async () => {
    const device = await createDevice(admin, 'Quiet', 'quiet-1');
    const socket = await SocketClient.open(farol.url, { cookie: admin.cookie });
    try {
      await socket.next((m) => 'positions' in m);
      expect(await osmand(farol, { id: 'quiet-1', lat: 3, lon: 4 })).toBe(200);
      const online = await socket.next((m) => devicesOf(m).some((d) => d.status === 'online'));
      expect(devicesOf(online)[0]!.id).toBe(device.id);
      expect((await admin.get(`/api/devices/${device.id}`)).json().status).toBe('online');

      const unknown = await socket.next(
        (m) => devicesOf(m).some((d) => d.status === 'unknown'),
        4000,
      );
      expect(devicesOf(unknown)[0]!.id).toBe(device.id);
      const stored = (await admin.get(`/api/devices/${device.id}`)).json();
      expect(stored.status).toBe('unknown');
      expect(stored.lastUpdate).not.toBeNull();

      // A new message brings it back online.
      await osmand(farol, { id: 'quiet-1', lat: 3.1, lon: 4 });
      expect((await admin.get(`/api/devices/${device.id}`)).json().status).toBe('online');
    } finally {
      await socket.close();
    }
  });

  it('keeps the stored status across a restart', async () => {
    await osmand(farol, { id: 'quiet-1', lat: 3.2, lon: 4 });
    await farol.close();
    farol = await startTestServer(dir, { statusTimeout: 600 });
    admin = await adminClient(farol);
    const [device] = (await admin.get('/api/devices')).json();
    expect(device).toMatchObject({ uniqueId: 'quiet-1', status: 'online' });
  });
});
