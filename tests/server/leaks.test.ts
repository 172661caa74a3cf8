import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { create, denied, link, RESOURCES } from './entityFixtures';
import {
  adminClient,
  osmand,
  positionsOf,
  removeDir,
  SocketClient,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

/**
 * Two tenants with one of everything each. Tenant A probes B's objects through every door:
 * lists and their filters, ids, positions, links, users, sessions, the socket. Nothing leaks.
 */
describe("no endpoint leaks another tenant's objects", () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let a: { client: Client; id: number };
  let b: { client: Client; id: number };
  const mine = new Map<string, number>();
  const theirs = new Map<string, number>();
  let theirPositionId: number;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    a = await userClient(farol, admin, 'tenant-a@farol.test');
    b = await userClient(farol, admin, 'tenant-b@farol.test');
    for (const resource of RESOURCES) {
      for (const [owner, ids] of [
        [a, mine],
        [b, theirs],
      ] as const) {
        const object = await create(admin, resource, `${owner.id}`);
        await link(admin, { userId: owner.id, [`${resource.kind}Id`]: object.id });
        ids.set(resource.kind, object.id);
      }
    }
    const theirDevice = (await admin.get(`/api/devices/${theirs.get('device')}`)).json();
    await osmand(farol, { id: theirDevice.uniqueId, lat: -23.5, lon: -46.6 });
    theirPositionId = (await b.client.get(`/api/devices/${theirs.get('device')}`)).json()
      .positionId;
    expect(theirPositionId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  describe.each(RESOURCES)('$kind', (resource) => {
    const listIds = async (query: string) => {
      const reply = await a.client.get(`${resource.path}${query}`);
      expect(reply.status).toBe(200);
      return (reply.json() as { id: number }[]).map((o) => o.id);
    };

    it('is absent from every list form', async () => {
      for (const query of ['', '?all=true', '?keyword=', `?userId=${a.id}`, '?limit=1000']) {
        const ids = await listIds(query);
        expect(ids).not.toContain(theirs.get(resource.kind));
      }
      expect((await listIds('')).sort()).toContain(mine.get(resource.kind));
    });

    it('cannot be listed through their user, group or device', async () => {
      const asUser = await a.client.get(`${resource.path}?userId=${b.id}`);
      expect(asUser.text).toBe('java.lang.SecurityException: Manager access required');
      if (!['group', 'calendar', 'device'].includes(resource.kind)) {
        const viaDevice = await a.client.get(`${resource.path}?deviceId=${theirs.get('device')}`);
        expect(viaDevice.text).toBe(denied('Device'));
        const viaGroup = await a.client.get(`${resource.path}?groupId=${theirs.get('group')}`);
        expect(viaGroup.text).toBe(denied('Group'));
      }
    });

    it('cannot be read, changed, deleted or linked by id', async () => {
      const id = theirs.get(resource.kind)!;
      const before = (await admin.get(`${resource.path}/${id}`)).json();
      const replies = [
        await a.client.get(`${resource.path}/${id}`),
        await a.client.put(`${resource.path}/${id}`, { ...before, [resource.edit]: 'stolen' }),
        await a.client.put(`${resource.path}/${mine.get(resource.kind)}`, {
          ...before,
          [resource.edit]: 'stolen via path',
        }),
        await a.client.delete(`${resource.path}/${id}`),
        await a.client.post('/api/permissions', { userId: a.id, [`${resource.kind}Id`]: id }),
      ];
      // Computed attributes are written by administrators only: writes say so first.
      const adminOnly = resource.kind === 'attribute';
      replies.forEach((reply, index) => {
        const write = index >= 1 && index <= 3;
        expect(reply.status).toBe(400);
        expect(reply.text).toBe(
          adminOnly && write
            ? 'java.lang.SecurityException: Administrator access required'
            : denied(resource.className),
        );
      });
      expect((await admin.get(`${resource.path}/${id}`)).json()).toEqual(before);
    });
  });

  it('cannot attach their objects to its own device, nor its objects to their device', async () => {
    const toTheirs = await a.client.post('/api/permissions', {
      deviceId: theirs.get('device')!,
      geofenceId: mine.get('geofence')!,
    });
    expect(toTheirs.text).toBe(denied('Device'));
    const fromTheirs = await a.client.post('/api/permissions/bulk', [
      { deviceId: mine.get('device')!, geofenceId: mine.get('geofence')! },
      { deviceId: mine.get('device')!, geofenceId: theirs.get('geofence')! },
    ]);
    expect(fromTheirs.text).toBe(denied('Geofence'));
    // Bulk is all or nothing: the first, allowed, link was not written either.
    const linked = (await a.client.get(`/api/geofences?deviceId=${mine.get('device')}`)).json();
    expect(linked).toEqual([]);
  });

  it('cannot read their positions, by device, by id, or in the latest list', async () => {
    const device = theirs.get('device')!;
    expect((await a.client.get(`/api/positions?deviceId=${device}`)).text).toBe(denied('Device'));
    expect((await a.client.get(`/api/positions?id=${theirPositionId}`)).text).toBe(
      denied('Device'),
    );
    const history = await a.client.get(
      `/api/positions?deviceId=${device}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
    );
    expect(history.text).toBe(denied('Device'));
    const latest = (await a.client.get('/api/positions')).json() as { deviceId: number }[];
    expect(latest.map((p) => p.deviceId)).not.toContain(device);
    expect((await a.client.get(`/api/devices?id=${device}`)).json()).toEqual([]);
  });

  it('cannot touch their device through accumulators or the computed-attribute test', async () => {
    const device = theirs.get('device')!;
    const accumulators = await a.client.put(`/api/devices/${mine.get('device')}/accumulators`, {
      deviceId: device,
      totalDistance: 1,
    });
    expect(accumulators.text).toBe(denied('Device'));
    const test = await a.client.post(`/api/attributes/computed/test?deviceId=${device}`, {
      attribute: 'x',
      expression: 'latitude',
      type: 'number',
    });
    expect(test.text).toBe('java.lang.SecurityException: Administrator access required');
  });

  it('cannot read or impersonate the other user', async () => {
    expect((await a.client.get(`/api/users/${b.id}`)).text).toBe(denied('User'));
    expect((await a.client.get(`/api/session/${b.id}`)).text).toBe(
      'java.lang.SecurityException: Manager access required',
    );
    expect((await a.client.get(`/api/users?userId=${b.id}`)).status).toBe(400);
    const put = await a.client.put(`/api/users/${b.id}`, {
      id: b.id,
      name: 'Hijacked',
      email: 'tenant-b@farol.test',
      password: 'hijack1',
    });
    expect(put.text).toBe(denied('User'));
  });

  it('never receives their positions on the socket', async () => {
    const socket = await SocketClient.open(farol.url, { cookie: a.client.cookie });
    try {
      const first = await socket.next((m) => 'positions' in m);
      expect(positionsOf(first).map((p) => p.deviceId)).not.toContain(theirs.get('device'));
      const their = (await admin.get(`/api/devices/${theirs.get('device')}`)).json();
      const own = (await admin.get(`/api/devices/${mine.get('device')}`)).json();
      await osmand(farol, { id: their.uniqueId, lat: -23.6, lon: -46.7 });
      await osmand(farol, { id: own.uniqueId, lat: -23.61, lon: -46.71 });
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === own.id));
      const seen = socket.received.flatMap(positionsOf).map((p) => p.deviceId);
      expect(seen).not.toContain(their.id);
    } finally {
      await socket.close();
    }
  });
});
