/**
 * Issue 18: a node that goes away loses nothing the cluster promised. Its browser clients
 * reconnect to another node and catch up at once; its devices report to another node and still
 * get the commands queued for them while they were on the first.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, Client, createDevice, osmand, positionsOf, SocketClient } from './helpers';
import { useTestCluster } from './support/cluster';

describe('two nodes, and the first one stops', () => {
  const cluster = useTestCluster(2);
  const node = (i: number) => cluster.nodes[i]!;

  it('clients catch up on node 2 and the device gets its queued command there', async () => {
    const admin = new Client(node(0).url);
    await admin.login(ADMIN.email, ADMIN.password);
    const device = await createDevice(admin, 'Failover', 'failover-1');
    expect(await osmand(node(0), { id: 'failover-1', lat: -23.5, lon: -46.6 })).toBe(200);
    const queued = await admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'custom',
      attributes: { data: 'STOP-AFTER-FAILOVER' },
    });
    expect(queued.status).toBe(202);
    const before = await SocketClient.open(node(0).url, { cookie: admin.cookie });

    await node(0).close();
    expect(await before.closed).toBeGreaterThan(0);

    // The browser's session was made on node 1: node 2 knows it, and its first message holds
    // the device where node 1 last stored it.
    const after = await SocketClient.open(node(1).url, { cookie: admin.cookie });
    try {
      const first = await after.next((m) => positionsOf(m).some((p) => p.deviceId === device.id));
      expect(positionsOf(first).find((p) => p.deviceId === device.id)).toMatchObject({
        latitude: -23.5,
        longitude: -46.6,
      });
      // The device comes back on node 2: its command, queued on node 1, is in the answer.
      const response = await fetch(`${node(1).osmandUrl}/?id=failover-1&lat=-23.6&lon=-46.7`, {
        method: 'POST',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('STOP-AFTER-FAILOVER');
      const moved = await after.next((m) =>
        positionsOf(m).some((p) => p.deviceId === device.id && p.latitude === -23.6),
      );
      expect(moved).toBeTruthy();
    } finally {
      await after.close();
    }
  });
});
