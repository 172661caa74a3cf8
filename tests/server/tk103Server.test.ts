import { describe, expect, it } from 'vitest';
import { tk103Answer, tk103Location } from '../../server/demo/devices/tk103';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('TK103 over TCP', () => {
  const server = useTestServer();

  it('answers handshakes, stores locations, sends commands and records their answers', async () => {
    const id = '027044702512';
    const device = await createDevice(server.admin, 'Coban', id);
    const client = await RawClient.connect(tcpPort(server.farol, 'tk103'));
    await client.write(`(${id}BP00${id}HSO01A4)`);
    expect((await client.read()).toString()).toBe(`(${id}AP01HSO)`);
    const status = (await server.admin.get(`/api/devices/${device.id}`)).json() as {
      status: string;
    };
    expect(status.status).toBe('online');

    // Two sentences in one packet, the second split across packets.
    const first = tk103Location(id, Date.now() - 60_000, REPORT);
    const second = tk103Location(id, Date.now() - 30_000, { ...REPORT, latitude: -23.56 });
    await client.write(first + second.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.write(second.slice(20));
    const stored = await eventually(async () => {
      const found = (
        await server.admin.get(`/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`)
      ).json() as { latitude: number }[];
      return found.length === 2 ? found : undefined;
    });
    expect(stored.map((position) => position.latitude.toFixed(2))).toEqual(['-23.55', '-23.56']);

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe(`(${id}AV010)`);
    await client.write(tk103Answer(id, Date.now(), 'Cut off (oil) OK'));
    const [result] = await eventually(async () => {
      const found = (
        await server.admin.get(
          `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
        )
      ).json() as { attributes: Record<string, unknown> }[];
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: 'Cut off (oil) OK' });
    client.close();
  });
});
