import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { link } from './entityFixtures';
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

const CYCLE = 'java.lang.IllegalArgumentException: Cycle in group hierarchy';

/**
 * Groups: G1 ⊃ G2 ⊃ G3 ⊃ G4 and one device in each, plus an ungrouped one. A user linked to G1
 * sees G1–G3 and their devices (3 levels, as Traccar), not G4's, over REST and the socket.
 */
describe('visibility through groups', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let user: { client: Client; id: number };
  const groups: number[] = [];
  const devices: number[] = [];

  const ids = (client: Client, path: string) =>
    client.get(path).then((r) => (r.json() as { id: number }[]).map((o) => o.id).sort());

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    user = await userClient(farol, admin, 'fleet@farol.test');
    for (let level = 0; level < 4; level++) {
      const parent = groups[level - 1] ?? 0;
      groups.push(
        (await admin.post('/api/groups', { name: `G${level + 1}`, groupId: parent })).json().id,
      );
    }
    for (let index = 0; index < 5; index++) {
      const groupId = groups[index] ?? 0;
      const body = { name: `Car ${index + 1}`, uniqueId: `grp-${index + 1}`, groupId };
      devices.push((await admin.post('/api/devices', body)).json().id);
      expect(await osmand(farol, { id: `grp-${index + 1}`, lat: -23.5, lon: -46.6 })).toBe(200);
    }
    await link(admin, { userId: user.id, groupId: groups[0]! });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('shows the linked group and two levels of sub-groups, with their devices', async () => {
    expect(await ids(user.client, '/api/groups')).toEqual(groups.slice(0, 3).sort());
    expect(await ids(user.client, '/api/devices')).toEqual(devices.slice(0, 3).sort());
    const latest = (await user.client.get('/api/positions')).json() as { deviceId: number }[];
    expect(latest.map((p) => p.deviceId).sort()).toEqual(devices.slice(0, 3).sort());
    expect((await user.client.get(`/api/devices/${devices[2]}`)).status).toBe(200);
    const deep = await user.client.get(`/api/devices/${devices[3]}`);
    expect(deep.text).toBe('java.lang.SecurityException: Device access denied');
    expect((await user.client.get(`/api/groups/${groups[3]}`)).status).toBe(400);
    // A named user's list holds only direct links (Traccar's excludeGroups).
    expect(await ids(user.client, `/api/devices?userId=${user.id}`)).toEqual([]);
  });

  it('rejects cycles and self-parenting, changing nothing', async () => {
    const top = (await admin.get(`/api/groups/${groups[0]}`)).json();
    for (const parent of [groups[0], groups[2], groups[3]]) {
      const reply = await admin.put(`/api/groups/${groups[0]}`, { ...top, groupId: parent });
      expect(reply.status).toBe(400);
      expect(reply.text).toBe(CYCLE);
    }
    expect((await admin.get(`/api/groups/${groups[0]}`)).json().groupId).toBe(0);
  });

  it('lets a non-admin use only groups they see as a parent or a device group', async () => {
    const other = (await admin.post('/api/groups', { name: 'Other' })).json();
    const reply = await user.client.post('/api/groups', { name: 'Mine', groupId: other.id });
    expect(reply.text).toBe('java.lang.SecurityException: Group access denied');
    const device = await user.client.post('/api/devices', {
      name: 'Mine',
      uniqueId: 'grp-mine',
      groupId: other.id,
    });
    expect(device.text).toBe('java.lang.SecurityException: Group access denied');
    const inside = await user.client.post('/api/groups', { name: 'Inside', groupId: groups[1] });
    expect(inside.status).toBe(200);
  });

  it('follows group links, device moves and unlinks on the live socket', async () => {
    const socket = await SocketClient.open(farol.url, { cookie: user.client.cookie });
    try {
      const first = await socket.next((m) => 'positions' in m);
      expect(
        positionsOf(first)
          .map((p) => p.deviceId)
          .sort(),
      ).toEqual(devices.slice(0, 3).sort());

      // The ungrouped car moves into G2: the user starts receiving it.
      const car5 = (await admin.get(`/api/devices/${devices[4]}`)).json();
      await admin.put(`/api/devices/${devices[4]}`, { ...car5, groupId: groups[1] });
      await osmand(farol, { id: 'grp-5', lat: -23.51, lon: -46.61 });
      const moved = await socket.next((m) => positionsOf(m).some((p) => p.deviceId === devices[4]));
      expect(positionsOf(moved)[0]!.latitude).toBeCloseTo(-23.51);

      // Unlinked from G1: nothing more arrives.
      await link(admin, { userId: user.id, groupId: groups[0]! }, 'DELETE');
      expect(await ids(user.client, '/api/devices')).toEqual([]);
      await osmand(farol, { id: 'grp-1', lat: -23.52, lon: -46.62 });
      await osmand(farol, { id: 'grp-5', lat: -23.53, lon: -46.63 });
      // A later message to a device still linked proves the two above were not delivered.
      const direct = (
        await admin.post('/api/devices', { name: 'Direct', uniqueId: 'grp-d' })
      ).json();
      await link(admin, { userId: user.id, deviceId: direct.id });
      await osmand(farol, { id: 'grp-d', lat: -23.54, lon: -46.64 });
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === direct.id));
      const late = socket.received.flatMap(positionsOf).filter((p) => p.latitude < -23.515);
      expect(late.map((p) => p.deviceId)).toEqual([direct.id]);
    } finally {
      await socket.close();
    }
  });

  it("streams a device created later in the user's group", async () => {
    const group = (await admin.post('/api/groups', { name: 'Later' })).json();
    await link(admin, { userId: user.id, groupId: group.id });
    const socket = await SocketClient.open(farol.url, { cookie: user.client.cookie });
    try {
      await socket.next((m) => 'positions' in m);
      const body = { name: 'Late car', uniqueId: 'grp-late', groupId: group.id };
      const car = (await admin.post('/api/devices', body)).json();
      await osmand(farol, { id: 'grp-late', lat: -23.55, lon: -46.65 });
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === car.id));
    } finally {
      await socket.close();
    }
  });

  it('moves devices and sub-groups of a deleted group to the top level', async () => {
    const parent = (await admin.post('/api/groups', { name: 'Doomed' })).json();
    const child = (await admin.post('/api/groups', { name: 'Child', groupId: parent.id })).json();
    const car = (
      await admin.post('/api/devices', {
        name: 'Doomed car',
        uniqueId: 'grp-x',
        groupId: parent.id,
      })
    ).json();
    expect((await admin.delete(`/api/groups/${parent.id}`)).status).toBe(204);
    expect((await admin.get(`/api/groups/${child.id}`)).json().groupId).toBe(0);
    expect((await admin.get(`/api/devices/${car.id}`)).json().groupId).toBe(0);
  });
});
