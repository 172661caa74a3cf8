import { describe, expect, it } from 'vitest';
import { createDevice, userClient, useTestServer } from './helpers';

describe('devices', () => {
  const server = useTestServer();

  it('creates (200), reads, lists by name, updates by body id and deletes (204)', async () => {
    const created = await server.admin.post('/api/devices', {
      name: 'Zulu',
      uniqueId: '  crud-1  ',
      category: 'truck',
    });
    expect(created.status).toBe(200);
    const zulu = created.json();
    expect(zulu).toMatchObject({
      name: 'Zulu',
      uniqueId: 'crud-1',
      status: 'offline',
      lastUpdate: null,
      positionId: 0,
      category: 'truck',
      groupId: 0,
      disabled: false,
      attributes: {},
    });
    await createDevice(server.admin, 'Alpha', 'crud-2');
    await createDevice(server.admin, 'Mike', 'crud-3');

    const names = ((await server.admin.get('/api/devices')).json() as { name: string }[]).map(
      (d) => d.name,
    );
    expect(names).toEqual(['Alpha', 'Mike', 'Zulu']);
    expect((await server.admin.get(`/api/devices/${zulu.id}`)).json().uniqueId).toBe('crud-1');

    // PUT reads the id from the body, as Traccar does.
    const updated = await server.admin.put('/api/devices/999999', {
      ...zulu,
      name: 'Yankee',
      attributes: { plate: 'ABC1D23' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: zulu.id,
      name: 'Yankee',
      attributes: { plate: 'ABC1D23' },
    });
    expect((await server.admin.get(`/api/devices/${zulu.id}`)).json().name).toBe('Yankee');

    expect((await server.admin.delete(`/api/devices/${zulu.id}`)).status).toBe(204);
    const gone = await server.admin.get(`/api/devices/${zulu.id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toBe('jakarta.ws.rs.WebApplicationException: HTTP 404 Not Found');
  });

  it('rejects a duplicate uniqueId with 400 and a StorageException body', async () => {
    await createDevice(server.admin, 'First', 'dup-1');
    const again = await server.admin.post('/api/devices', { name: 'Second', uniqueId: 'dup-1' });
    expect(again.status).toBe(400);
    expect(again.text.startsWith('org.traccar.storage.StorageException:')).toBe(true);
    const all = (await server.admin.get('/api/devices?all=true')).json() as { uniqueId: string }[];
    expect(all.filter((d) => d.uniqueId === 'dup-1')).toHaveLength(1);
  });

  it('validates input: a clear 400 naming the field, nothing written', async () => {
    const before = (await server.admin.get('/api/devices?all=true')).json().length;
    const noName = await server.admin.post('/api/devices', { uniqueId: 'no-name' });
    expect(noName.status).toBe(400);
    expect(noName.text).toMatch(/^java\.lang\.IllegalArgumentException: name: /);
    const blank = await server.admin.post('/api/devices', { name: 'Blank', uniqueId: '   ' });
    expect(blank.text).toBe('java.lang.IllegalArgumentException: uniqueId: uniqueId is required');
    const badDate = await server.admin.post('/api/devices', {
      name: 'Date',
      uniqueId: 'bad-date',
      expirationTime: 'soon',
    });
    expect(badDate.text).toMatch(/^java\.lang\.IllegalArgumentException: expirationTime/);
    const notJson = await server.admin.request('POST', '/api/devices', undefined, {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect((await server.admin.get('/api/devices?all=true')).json().length).toBe(before);
  });

  it('answers the list parameters: all, userId, id, uniqueId, keyword', async () => {
    const { client: owner, id: ownerId } = await userClient(
      server.farol,
      server.admin,
      'lister@farol.test',
    );
    const own = await createDevice(owner, 'Owned Van', 'list-own');
    await createDevice(server.admin, 'Admin Truck', 'list-admin');

    // An administrator sees only linked devices by default, every device with all=true.
    const adminDefault = (await server.admin.get('/api/devices')).json() as { uniqueId: string }[];
    expect(adminDefault.map((d) => d.uniqueId)).not.toContain('list-own');
    const adminAll = (await server.admin.get('/api/devices?all=true')).json() as {
      uniqueId: string;
    }[];
    expect(adminAll.map((d) => d.uniqueId)).toEqual(
      expect.arrayContaining(['list-own', 'list-admin']),
    );

    const ofUser = (await server.admin.get(`/api/devices?userId=${ownerId}`)).json() as {
      uniqueId: string;
    }[];
    expect(ofUser.map((d) => d.uniqueId)).toEqual(['list-own']);
    const byIds = (await owner.get(`/api/devices?id=${own.id}&uniqueId=list-admin`)).json();
    expect(byIds.map((d: { id: number }) => d.id)).toEqual([own.id]);
    const keyword = (await server.admin.get('/api/devices?all=true&keyword=TRUCK')).json() as {
      name: string;
    }[];
    expect(keyword.map((d) => d.name)).toEqual(['Admin Truck']);
    const badId = await server.admin.get('/api/devices?id=abc');
    expect(badId.status).toBe(400);
    expect(badId.text).toMatch(/^java\.lang\.IllegalArgumentException: id: /);
  });

  it('enforces readonly, deviceReadonly and deviceLimit with "Write access denied"', async () => {
    const limited = await userClient(server.farol, server.admin, 'limited@farol.test', {
      deviceLimit: 1,
    });
    await createDevice(limited.client, 'One', 'limit-1');
    const second = await limited.client.post('/api/devices', { name: 'Two', uniqueId: 'limit-2' });
    expect(second.status).toBe(400);
    expect(second.text).toBe('java.lang.SecurityException: Write access denied');

    const readonly = await userClient(server.farol, server.admin, 'readonly@farol.test', {
      readonly: true,
    });
    expect(
      (await readonly.client.post('/api/devices', { name: 'Ro', uniqueId: 'ro-1' })).text,
    ).toBe('java.lang.SecurityException: Write access denied');

    const deviceReadonly = await userClient(server.farol, server.admin, 'dro@farol.test', {
      deviceReadonly: true,
    });
    const device = await createDevice(server.admin, 'Shared', 'dro-1');
    await server.admin.post('/api/permissions', { userId: deviceReadonly.id, deviceId: device.id });
    const seen = await deviceReadonly.client.get(`/api/devices/${device.id}`);
    expect(seen.status).toBe(200);
    const edit = await deviceReadonly.client.put(`/api/devices/${device.id}`, {
      ...seen.json(),
      name: 'Renamed',
    });
    expect(edit.text).toBe('java.lang.SecurityException: Write access denied');
    expect((await deviceReadonly.client.delete(`/api/devices/${device.id}`)).text).toBe(
      'java.lang.SecurityException: Write access denied',
    );
  });
});
