import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { link, RESTRICTED, WRITE_DENIED } from './entityFixtures';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

describe('server-level restriction flags', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let user: { client: Client; id: number };
  let device: { id: number; uniqueId: string; name: string };
  let server: Record<string, unknown>;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    user = await userClient(farol, admin, 'flags@farol.test');
    device = await createDevice(user.client, 'Car', 'flags-1');
    await osmand(farol, { id: 'flags-1', lat: -23.5, lon: -46.6 });
    server = (await admin.get('/api/server')).json();
  });
  beforeEach(async () => {
    expect((await admin.put('/api/server', server)).status).toBe(200);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const setServer = async (flags: Record<string, unknown>) =>
    expect((await admin.put('/api/server', { ...server, ...flags })).status).toBe(200);

  it('readonly: no writes and no links for users; administrators are exempt', async () => {
    await setServer({ readonly: true });
    expect((await user.client.post('/api/groups', { name: 'G' })).text).toBe(WRITE_DENIED);
    const linkReply = await user.client.post('/api/permissions', {
      userId: user.id,
      deviceId: device.id,
    });
    expect(linkReply.text).toBe(RESTRICTED);
    expect((await admin.post('/api/groups', { name: 'Admin G' })).status).toBe(200);
    expect((await user.client.get('/api/groups')).status).toBe(200);
  });

  it('deviceReadonly: devices cannot change, other objects can', async () => {
    await setServer({ deviceReadonly: true });
    const put = await user.client.put(`/api/devices/${device.id}`, { ...device, name: 'X' });
    expect(put.text).toBe(WRITE_DENIED);
    expect(
      (await user.client.post('/api/devices', { name: 'New', uniqueId: 'flags-2' })).text,
    ).toBe(WRITE_DENIED);
    expect((await user.client.delete(`/api/devices/${device.id}`)).text).toBe(WRITE_DENIED);
    expect((await user.client.post('/api/groups', { name: 'G2' })).status).toBe(200);
  });

  it('limitCommands: saved commands cannot be created', async () => {
    await setServer({ limitCommands: true });
    expect((await user.client.post('/api/commands', { type: 'custom' })).text).toBe(WRITE_DENIED);
    expect((await admin.post('/api/commands', { type: 'custom' })).status).toBe(200);
  });

  it('disableReports: position history and positions by id are refused', async () => {
    const positionId = (await user.client.get(`/api/devices/${device.id}`)).json().positionId;
    const history = `/api/positions?deviceId=${device.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;
    expect((await user.client.get(history)).status).toBe(200);
    await setServer({ disableReports: true });
    expect((await user.client.get(history)).text).toBe(RESTRICTED);
    expect((await user.client.get(`/api/positions?id=${positionId}`)).text).toBe(RESTRICTED);
    // The live position stays visible: it is the map, not a report.
    expect((await user.client.get(`/api/positions?deviceId=${device.id}`)).status).toBe(200);
  });

  it('disableReports on the user alone has the same effect', async () => {
    const limited = await userClient(farol, admin, 'noreports@farol.test', {
      disableReports: true,
    });
    await link(admin, { userId: limited.id, deviceId: device.id });
    const history = `/api/positions?deviceId=${device.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;
    expect((await limited.client.get(history)).text).toBe(RESTRICTED);
  });
});

describe('device limits and the companion headers', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('always names the edition; sends deviceLimit only when a limit applies', async () => {
    const reply = await admin.get('/api/server');
    expect(reply.headers.get('licensemode')).toBe('TarkanPlus');
    expect(reply.headers.get('devicelimit')).toBeNull();
  });

  it("refuses devices beyond a user's deviceLimit (0 = none at all)", async () => {
    const none = await userClient(farol, admin, 'zero@farol.test', { deviceLimit: 0 });
    expect((await none.client.post('/api/devices', { name: 'A', uniqueId: 'lim-0' })).text).toBe(
      WRITE_DENIED,
    );
    expect((await none.client.get('/api/server')).headers.get('devicelimit')).toBe('0');

    const two = await userClient(farol, admin, 'two@farol.test', { deviceLimit: 2 });
    expect((await two.client.get('/api/server')).headers.get('devicelimit')).toBe('2');
    await createDevice(two.client, 'A', 'lim-a');
    await createDevice(two.client, 'B', 'lim-b');
    expect((await two.client.get('/api/server')).headers.get('devicelimit')).toBe('0');
    expect((await two.client.post('/api/devices', { name: 'C', uniqueId: 'lim-c' })).text).toBe(
      WRITE_DENIED,
    );
  });

  it('refuses linking a device to a user whose limit is reached (unless admin)', async () => {
    const manager = await userClient(farol, admin, 'lim-manager@farol.test', { userLimit: 5 });
    const created = await manager.client.post('/api/users', {
      name: 'Limited',
      email: 'lim-managed@farol.test',
      password: 'pass1234',
    });
    const managedId = created.json().id;
    const full = (await admin.get(`/api/users/${managedId}`)).json();
    await admin.put(`/api/users/${managedId}`, { ...full, deviceLimit: 1 });
    const first = await createDevice(manager.client, 'M1', 'lim-m1');
    const second = await createDevice(manager.client, 'M2', 'lim-m2');
    await link(manager.client, { userId: managedId, deviceId: first.id });
    const refused = await manager.client.post('/api/permissions', {
      userId: managedId,
      deviceId: second.id,
    });
    expect(refused.text).toBe('java.lang.SecurityException: User device limit reached');
    await link(admin, { userId: managedId, deviceId: second.id });
  });

  it('enforces the server attribute tarkan.deviceLimit on everyone, and reports what is left', async () => {
    const count = (await admin.get('/api/devices?all=true')).json().length;
    const server = (await admin.get('/api/server')).json();
    const put = await admin.put('/api/server', {
      ...server,
      attributes: { ...server.attributes, 'tarkan.deviceLimit': count + 1 },
    });
    expect(put.headers.get('devicelimit')).toBe('1');
    expect(put.headers.get('licensemode')).toBe('TarkanPlus');
    await createDevice(admin, 'Last one', 'lim-last');
    expect((await admin.get('/api/server')).headers.get('devicelimit')).toBe('0');
    const refused = await admin.post('/api/devices', { name: 'Too many', uniqueId: 'lim-over' });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe('java.lang.SecurityException: Server device limit reached');
  });
});
