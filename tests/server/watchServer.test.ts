import { describe, expect, it } from 'vitest';
import { watchFrame, watchLocation } from '../../server/demo/devices/watch';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('Watch over TCP', () => {
  const server = useTestServer();

  it('answers LK, stores UD locations with cells, and sends commands in the watch dialect', async () => {
    const device = await createDevice(server.admin, 'Watch', '9031853319');
    const client = await RawClient.connect(tcpPort(server.farol, 'watch'));
    await client.write(watchFrame('9031853319', 'LK,0,0,100'));
    expect((await client.read()).toString()).toBe('[SG*9031853319*0002*LK]');
    await client.write(watchLocation('9031853319', Date.now() - 30_000, REPORT));
    const stored = await eventually(async () => {
      const found = (
        await server.admin.get(`/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`)
      ).json() as { latitude: number; network: { cellTowers: unknown[] } | null }[];
      return found.length ? found : undefined;
    });
    expect(stored[0]!.latitude).toBeCloseTo(-23.5505, 5);
    expect(stored[0]!.network?.cellTowers).toHaveLength(1);
    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'positionSingle',
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe('[SG*9031853319*0002*CR]');
    client.close();
  });
});
