import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  Client,
  createDevice,
  osmand,
  positionsOf,
  SocketClient,
  userClient,
  closedWithin,
  RECENT_PERIOD,
} from './helpers';
import { newDeviceRecord } from '../../server/services/devices';
import { openStorage } from '../../server/storage';
import { useTestCluster } from './support/cluster';
import { startRedisServer } from './support/redisServer';

/** Waits until `check` passes (messages cross the nodes through Redis asynchronously). */
async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('two Farol nodes on one PostgreSQL and one Redis', () => {
  const cluster = useTestCluster(2);
  const node = (i: number) => cluster.nodes[i]!;

  it('signs in once for every node, and a logout on one ends the session on all', async () => {
    const client = new Client(node(0).url);
    await client.login(ADMIN.email, ADMIN.password);
    const elsewhere = new Client(node(1).url);
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.get('/api/session')).status).toBe(200);
    expect((await elsewhere.delete('/api/session')).status).toBe(204);
    expect((await client.get('/api/session')).status).toBe(404);
  });

  it('a device created on node 2 reports to node 1; node 2 sockets see it move and its API has it', async () => {
    const admin2 = new Client(node(1).url);
    await admin2.login(ADMIN.email, ADMIN.password);
    const device = await createDevice(admin2, 'Van', 'cluster-van');
    const socket = await SocketClient.open(node(1).url, { cookie: admin2.cookie });
    try {
      await eventually(async () => {
        expect(await osmand(node(0), { id: 'cluster-van', lat: -23.5, lon: -46.6 })).toBe(200);
      });
      const message = await socket.next((m) =>
        positionsOf(m).some((p) => p.deviceId === device.id),
      );
      expect(positionsOf(message)[0]).toMatchObject({ deviceId: device.id, latitude: -23.5 });
      await eventually(async () => {
        const [latest] = (await admin2.get(`/api/positions?deviceId=${device.id}`)).json();
        expect(latest).toMatchObject({ latitude: -23.5 });
      });
    } finally {
      await socket.close();
    }
  });

  it('an engine stop sent on node 2 goes out in the OsmAnd answer on node 1', async () => {
    const admin2 = new Client(node(1).url);
    await admin2.login(ADMIN.email, ADMIN.password);
    const device = await createDevice(admin2, 'Truck', 'cluster-truck');
    await eventually(async () => {
      expect(await osmand(node(0), { id: 'cluster-truck', lat: -23.5, lon: -46.6 })).toBe(200);
    });
    const sent = await admin2.post('/api/commands/send', {
      deviceId: device.id,
      type: 'custom',
      attributes: { data: 'STOP-ENGINE' },
    });
    expect(sent.status).toBe(202);
    await eventually(async () => {
      const response = await fetch(`${node(0).osmandUrl}/?id=cluster-truck&lat=-23.5&lon=-46.6`, {
        method: 'POST',
      });
      expect(await response.text()).toBe('STOP-ENGINE');
    });
  });

  it('a user disabled on node 1 loses the sockets open on node 2', async () => {
    const admin1 = new Client(node(0).url);
    await admin1.login(ADMIN.email, ADMIN.password);
    const { client, id } = await userClient(node(1), admin1, 'leaving@farol.test');
    const socket = await SocketClient.open(node(1).url, { cookie: client.cookie });
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
    const user = (await admin1.get(`/api/users/${id}`)).json();
    expect((await admin1.put(`/api/users/${id}`, { ...user, disabled: true })).status).toBe(200);
    expect(await closed).toBe(4000);
  });

  it('a logout, a revoked token or a password change on one node closes sockets on the other', async () => {
    const admin1 = new Client(node(0).url);
    await admin1.login(ADMIN.email, ADMIN.password);
    const { client, id } = await userClient(node(0), admin1, 'ends@farol.test');
    const closedSoon = (socket: SocketClient) => closedWithin(socket, 5000);
    // Logout on node 1, socket of that session on node 2.
    const bySession = await SocketClient.open(node(1).url, { cookie: client.cookie });
    expect((await client.delete('/api/session')).status).toBe(204);
    expect(await closedSoon(bySession)).toBe(4000);
    // A token revoked on node 1 closes its socket on node 2.
    await client.login('ends@farol.test', 'pass1234');
    const token = (await client.request('POST', '/api/session/token', { form: {} })).text;
    const byToken = await SocketClient.open(node(1).url, { token });
    const revoke = await client.request('POST', '/api/session/token/revoke', { form: { token } });
    expect(revoke.status).toBe(204);
    expect(await closedSoon(byToken)).toBe(4000);
    // A password changed on node 1 closes the other sessions' sockets on node 2, not its own.
    const other = new Client(node(1).url);
    await other.login('ends@farol.test', 'pass1234');
    const otherSocket = await SocketClient.open(node(1).url, { cookie: other.cookie });
    const ownSocket = await SocketClient.open(node(1).url, { cookie: client.cookie });
    const me = (await client.get(`/api/users/${id}`)).json();
    expect((await client.put(`/api/users/${id}`, { ...me, password: 'changed-1' })).status).toBe(
      200,
    );
    expect(await closedSoon(otherSocket)).toBe(4000);
    expect(await closedWithin(ownSocket, 500)).toBe('open');
    await ownSocket.close();
  });

  it("a device linked to a user on node 1 reaches that user's socket on node 2", async () => {
    const admin1 = new Client(node(0).url);
    await admin1.login(ADMIN.email, ADMIN.password);
    const device = await createDevice(admin1, 'Bus', 'cluster-bus');
    const { client, id } = await userClient(node(1), admin1, 'watcher@farol.test');
    const socket = await SocketClient.open(node(1).url, { cookie: client.cookie });
    try {
      const linked = await admin1.post('/api/permissions', { userId: id, deviceId: device.id });
      expect(linked.status).toBe(204);
      await eventually(async () => {
        expect(await osmand(node(0), { id: 'cluster-bus', lat: -23.4, lon: -46.5 })).toBe(200);
        const message = await socket.next(
          (m) => positionsOf(m).some((p) => p.deviceId === device.id),
          200,
        );
        expect(positionsOf(message)[0]).toMatchObject({ latitude: -23.4 });
      });
    } finally {
      await socket.close();
    }
  });
  it('a geofence and a notification made on node 2 act on positions node 1 receives, notified on node 2', async () => {
    const admin2 = new Client(node(1).url);
    await admin2.login(ADMIN.email, ADMIN.password);
    const device = await createDevice(admin2, 'Depot van', 'cluster-depot');
    const geofence = (
      await admin2.post('/api/geofences', { name: 'Depot', area: 'CIRCLE (-23.55 -46.63, 200)' })
    ).json();
    await admin2.post('/api/permissions', { deviceId: device.id, geofenceId: geofence.id });
    const notification = (
      await admin2.post('/api/notifications', {
        type: 'geofenceEnter',
        notificators: 'web',
        always: true,
      })
    ).json();
    const me = (await admin2.get('/api/session')).json();
    await admin2.post('/api/permissions', { userId: me.id, notificationId: notification.id });
    const socket = await SocketClient.open(node(1).url, { cookie: admin2.cookie });
    try {
      const t = Math.floor(Date.now() / 1000) - 120;
      await eventually(async () => {
        expect(
          await osmand(node(0), { id: 'cluster-depot', lat: -23.56, lon: -46.63, timestamp: t }),
        ).toBe(200);
      });
      await eventually(async () => {
        const inside = { id: 'cluster-depot', lat: -23.5505, lon: -46.63, timestamp: t + 30 };
        expect(await osmand(node(0), inside)).toBe(200);
        const events = (
          await admin2.get(`/api/reports/events?deviceId=${device.id}&${RECENT_PERIOD}`)
        ).json() as { type: string; geofenceId: number }[];
        expect(events.filter((event) => event.type.startsWith('geofence'))).toEqual([
          expect.objectContaining({ type: 'geofenceEnter', geofenceId: geofence.id }),
        ]);
      });
      const pushed = await socket.next((m) =>
        (m.events ?? []).some((event: { type: string }) => event.type === 'geofenceEnter'),
      );
      expect(pushed.events).toEqual([
        expect.objectContaining({ type: 'geofenceEnter', deviceId: device.id }),
      ]);
    } finally {
      await socket.close();
    }
  });

  it('counts failed logins across nodes: the limit holds however the attempts are spread', async () => {
    const email = 'nobody@farol.test';
    const attempt = (i: number) =>
      new Client(node(i % 2).url).request('POST', '/api/session', {
        form: { email, password: 'wrong' },
      });
    // Last: it locks the loopback address out. The nodes allow 10 failures per account and per
    // address; half of them went to each node.
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  });

  it('reads again what it missed while Redis was away (after the tests that need sessions)', async () => {
    const port = Number(new URL(cluster.redis.url).port);
    await cluster.redis.stop();
    // Written while Redis is down: no node hears of it.
    const storage = await openStorage({ dataDir: cluster.dir, databaseUrl: cluster.databaseUrl });
    try {
      await storage.devices.insert(newDeviceRecord({ name: 'Quiet', uniqueId: 'cluster-quiet' }));
    } finally {
      await storage.close();
    }
    expect(await osmand(node(0), { id: 'cluster-quiet', lat: -23.5, lon: -46.6 })).not.toBe(200);
    cluster.redis = await startRedisServer(port);
    // Once node 1 is back on the bus it reads the devices again and accepts the new one.
    await eventually(async () => {
      expect(await osmand(node(0), { id: 'cluster-quiet', lat: -23.5, lon: -46.6 })).toBe(200);
    }, 15_000);
  });
});
