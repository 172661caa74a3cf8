import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { superviseFarol, type SupervisedFarol } from '../../server/supervisor';
import {
  adminClient,
  ADMIN,
  Client,
  createDevice,
  osmand,
  removeDir,
  tempDir,
  userClient,
  useTestServer,
} from './helpers';
import { testDatabaseUrl } from './support/database';

const firstLine = (text: string) => text.split('\n', 1)[0];

describe('server operations', () => {
  const server = useTestServer();

  it('lists the time zones for signed-in users (the user and server forms)', async () => {
    const anonymous = await new Client(server.farol.url).get('/api/server/timezones');
    expect(anonymous.status).toBe(401);
    const reply = await server.admin.get('/api/server/timezones');
    expect(reply.status).toBe(200);
    const zones = reply.json() as string[];
    expect(zones).toEqual(expect.arrayContaining(['America/Sao_Paulo', 'Europe/Madrid', 'UTC']));
    expect(zones).toEqual([...zones].sort());
    // Every zone named is one the reports accept for a user's timezone.
    for (const zone of zones)
      expect(() => Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('answers the health check to anyone with OK while the database answers', async () => {
    const reply = await new Client(server.farol.url).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('OK');
  });

  it('refuses the restart to anyone but an administrator, and says why without a supervisor', async () => {
    const user = await userClient(server.farol, server.admin, 'ops-user@farol.test');
    for (const path of ['/api/server/restart', '/api/server/reboot']) {
      const refused = await user.client.request('POST', path);
      expect(refused.status).toBe(400);
      expect(firstLine(refused.text)).toBe(
        'java.lang.SecurityException: Administrator access required',
      );
      expect((await new Client(server.farol.url).request('POST', path)).status).toBe(401);
    }
    // A test server has no supervisor: a clear 501, never a silent exit.
    const embedded = await server.admin.request('POST', '/api/server/restart');
    expect(embedded.status).toBe(501);
    expect(firstLine(embedded.text)).toMatch(/UnsupportedOperationException: .*supervisor/);
  });

  it('lazy deletion (tarkan.enableLazyDeletion) keeps the device and frees its identifier', async () => {
    const { admin, farol } = server;
    const owner = await userClient(farol, admin, 'ops-lazy@farol.test');
    const device = await createDevice(owner.client, 'Carro L', 'ops-lazy-1');
    expect(await osmand(farol, { id: device.uniqueId, lat: -23.5, lon: -46.6 })).toBe(200);
    const current = (await admin.get('/api/server')).json();
    await admin.put('/api/server', {
      ...current,
      attributes: { ...current.attributes, 'tarkan.enableLazyDeletion': true },
    });
    try {
      const deleted = await owner.client.delete(`/api/devices/${device.id}`);
      expect(deleted.status, deleted.text).toBe(204);
      const kept = (await owner.client.get(`/api/devices/${device.id}`)).json();
      expect(kept.name).toBe('Carro L');
      expect(kept.uniqueId).toMatch(/^deleted-ops-lazy-1-\d+$/);
      // Its history stays; the tracker's reports no longer reach it.
      const history = await owner.client.get(
        `/api/positions?deviceId=${device.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
      );
      expect(history.json()).toHaveLength(1);
      expect(await osmand(farol, { id: 'ops-lazy-1', lat: -23.6, lon: -46.7 })).toBe(400);
      // The identifier is free for a new device.
      const again = await createDevice(owner.client, 'Carro L2', 'ops-lazy-1');
      expect(again.id).not.toBe(device.id);
      // Another user still cannot delete (or see) it.
      const other = await userClient(farol, admin, 'ops-lazy-other@farol.test');
      const foreign = await other.client.delete(`/api/devices/${device.id}`);
      expect(firstLine(foreign.text)).toBe('java.lang.SecurityException: Device access denied');
    } finally {
      await admin.put('/api/server', current);
    }
    // With the switch off, a delete deletes.
    const plain = await createDevice(owner.client, 'Carro P', 'ops-lazy-2');
    expect((await owner.client.delete(`/api/devices/${plain.id}`)).status).toBe(204);
    expect((await admin.get(`/api/devices/${plain.id}`)).status).toBe(404);
  });
});

describe('restart under a supervisor', () => {
  let dir: string;
  let supervised: SupervisedFarol;

  beforeAll(async () => {
    dir = tempDir();
    supervised = await superviseFarol({
      dataDir: dir,
      databaseUrl: await testDatabaseUrl(dir),
      port: 0,
      osmandPort: 0,
      host: '127.0.0.1',
      demoDevices: 0,
      mapUrl: '',
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    });
  });
  afterAll(async () => {
    await supervised.close();
    removeDir(dir);
  });

  it('restarts in place on the same ports with the same data, and logs who asked', async () => {
    const before = supervised.current;
    const admin = await adminClient(before);
    const device = await createDevice(admin, 'Antes', 'restart-1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const reply = await admin.request('POST', '/api/server/restart');
      expect(reply.status, reply.text).toBe(204);
      await vi.waitFor(() => expect(supervised.restarts).toBe(1), { timeout: 20_000 });
      await supervised.settled();
      expect(log.mock.calls.flat().join('\n')).toMatch(
        new RegExp(`Server restart by ${ADMIN.email} \\(user \\d+\\) from 127\\.0\\.0\\.1`),
      );
    } finally {
      log.mockRestore();
    }
    const after = supervised.current;
    expect(after).not.toBe(before);
    expect(after.url).toBe(before.url);
    expect(after.osmandUrl).toBe(before.osmandUrl);
    // Sessions lived in the old process; signing in again finds the same data (the first try
    // may meet a keep-alive connection of the old server, closed under it).
    const again = await vi.waitFor(() => adminClient(after), { timeout: 10_000 });
    expect((await again.get(`/api/devices/${device.id}`)).json().name).toBe('Antes');
    expect(await osmand(after, { id: 'restart-1', lat: -23.5, lon: -46.6 })).toBe(200);
  });
});
