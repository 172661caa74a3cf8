import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
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

const DENIED = 'java.lang.SecurityException: Device access denied';

describe("user A cannot see or change user B's device", () => {
  let farol: Farol;
  let dir: string;
  let a: { client: Client; id: number };
  let b: { client: Client; id: number };
  let bDevice: { id: number; uniqueId: string; name: string };
  let bPositionId: number;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    const admin = await adminClient(farol);
    a = await userClient(farol, admin, 'a@farol.test');
    b = await userClient(farol, admin, 'b@farol.test');
    await createDevice(a.client, 'A car', 'iso-a');
    bDevice = await createDevice(b.client, 'B car', 'iso-b');
    expect(
      await osmand(farol, {
        id: 'iso-b',
        lat: -23.5,
        lon: -46.6,
        timestamp: Math.floor(Date.now() / 1000),
      }),
    ).toBe(200);
    bPositionId = (await b.client.get(`/api/devices/${bDevice.id}`)).json().positionId;
    expect(bPositionId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('does not list it', async () => {
    const list = (await a.client.get('/api/devices')).json() as { uniqueId: string }[];
    expect(list.map((d) => d.uniqueId)).toEqual(['iso-a']);
    expect((await a.client.get('/api/devices?all=true')).json()).toHaveLength(1);
    expect((await a.client.get('/api/devices?uniqueId=iso-b')).json()).toEqual([]);
    expect((await a.client.get(`/api/devices?id=${bDevice.id}`)).json()).toEqual([]);
    const other = await a.client.get(`/api/devices?userId=${b.id}`);
    expect(other.text).toBe('java.lang.SecurityException: Manager access required');
  });

  it('cannot GET it by id, nor a missing id (400, not 404)', async () => {
    const foreign = await a.client.get(`/api/devices/${bDevice.id}`);
    expect(foreign.status).toBe(400);
    expect(foreign.text).toBe(DENIED);
    const missing = await a.client.get('/api/devices/987654');
    expect(missing.status).toBe(400);
    expect(missing.text).toBe(DENIED);
  });

  it('cannot PUT or DELETE it, and it is unchanged', async () => {
    const put = await a.client.put(`/api/devices/${bDevice.id}`, { ...bDevice, name: 'Stolen' });
    expect(put.status).toBe(400);
    expect(put.text).toBe(DENIED);
    const del = await a.client.delete(`/api/devices/${bDevice.id}`);
    expect(del.status).toBe(400);
    expect(del.text).toBe(DENIED);
    expect((await b.client.get(`/api/devices/${bDevice.id}`)).json().name).toBe('B car');
  });

  it('cannot read its positions', async () => {
    const byId = await a.client.get(`/api/positions?id=${bPositionId}`);
    expect(byId.status).toBe(400);
    expect(byId.text).toBe(DENIED);
    const latest = await a.client.get(`/api/positions?deviceId=${bDevice.id}`);
    expect(latest.text).toBe(DENIED);
    const history = await a.client.get(
      `/api/positions?deviceId=${bDevice.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
    );
    expect(history.text).toBe(DENIED);
    expect((await a.client.get('/api/positions')).json()).toEqual([]);
    expect((await b.client.get(`/api/positions?id=${bPositionId}`)).json()).toHaveLength(1);
  });

  it('cannot link it to themselves through /api/permissions', async () => {
    const link = await a.client.post('/api/permissions', { userId: a.id, deviceId: bDevice.id });
    expect(link.status).toBe(400);
    expect(link.text).toBe(DENIED);
    const toB = await a.client.post('/api/permissions', { userId: b.id, deviceId: bDevice.id });
    expect(toB.text).toBe('java.lang.SecurityException: User access denied');
    expect((await a.client.get('/api/devices')).json()).toHaveLength(1);
  });

  it('sees it once an administrator links it, and loses it when unlinked', async () => {
    const admin = await adminClient(farol);
    expect(
      (await admin.post('/api/permissions', { userId: a.id, deviceId: bDevice.id })).status,
    ).toBe(204);
    expect((await a.client.get(`/api/devices/${bDevice.id}`)).status).toBe(200);
    expect((await a.client.get('/api/positions')).json()).toHaveLength(1);
    const unlink = await admin.request('DELETE', '/api/permissions', {
      json: { userId: a.id, deviceId: bDevice.id },
    });
    expect(unlink.status).toBe(204);
    expect((await a.client.get(`/api/devices/${bDevice.id}`)).text).toBe(DENIED);
  });

  it('validates permission bodies', async () => {
    const admin = await adminClient(farol);
    const three = await admin.post('/api/permissions', {
      userId: a.id,
      deviceId: bDevice.id,
      groupId: 1,
    });
    expect(three.status).toBe(400);
    expect(three.text).toMatch(/^java\.lang\.IllegalArgumentException: /);
    const reversed = await admin.post('/api/permissions', { deviceId: bDevice.id, userId: a.id });
    expect(reversed.text).toMatch(/^java\.lang\.IllegalArgumentException: Unsupported permission/);
    const missing = await admin.post('/api/permissions', { userId: a.id, deviceId: 424242 });
    expect(missing.text).toMatch(/^org\.traccar\.storage\.StorageException: /);
  });
});
