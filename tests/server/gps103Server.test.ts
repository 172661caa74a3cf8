import { describe, expect, it } from 'vitest';
import { gps103Location } from '../../server/demo/devices/gps103';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('GPS103 over TCP', () => {
  const server = useTestServer();

  it('answers the handshake with LOAD and heartbeats with ON, stores locations, sends commands', async () => {
    const device = await createDevice(server.admin, 'Xexun', '359586015829802');
    const client = await RawClient.connect(tcpPort(server.farol, 'gps103'));
    await client.write('##,imei:359586015829802,A;');
    expect((await client.read()).toString()).toBe('LOAD');
    await client.write(gps103Location('359586015829802', Date.now() - 60_000, REPORT));
    const stored = await eventually(async () => {
      const found = (
        await server.admin.get(`/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`)
      ).json() as { latitude: number; attributes: Record<string, unknown> }[];
      return found.length ? found : undefined;
    });
    expect(stored[0]!.latitude).toBeCloseTo(-23.5505, 4);
    expect(stored[0]!.attributes).toMatchObject({ ignition: true });
    await client.write('359586015829802;');
    expect((await client.read()).toString()).toBe('ON');

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'positionPeriodic',
      attributes: { frequency: 300 },
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe('**,imei:359586015829802,C,05m');
    client.close();
  });
});
