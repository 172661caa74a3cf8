import dgram from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { h02Location } from '../../server/demo/devices/h02';
import { createDevice, useTestServer, RECENT } from './helpers';
import { RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('H02 over TCP and UDP', () => {
  const server = useTestServer();
  const history = async (deviceId: number) =>
    (
      await server.admin.get(`/api/positions?deviceId=${deviceId}&from=${FROM}&to=${TO}`)
    ).json() as {
      latitude: number;
      attributes: Record<string, unknown>;
    }[];

  it('answers a V1 location with V4 over TCP after storing it, and sends commands', async () => {
    const device = await createDevice(server.admin, 'Moto', '4210051415');
    const client = await RawClient.connect(tcpPort(server.farol, 'h02'));
    await client.write(`${h02Location('4210051415', Date.now() - 30_000, REPORT)}\r\n`);
    expect((await client.read()).toString()).toMatch(/^\*HQ,4210051415,V4,V1,\d{14}#$/);
    const [stored] = await history(device.id);
    expect(stored!.latitude).toBeCloseTo(-23.5505, 4);
    expect(stored!.attributes).toMatchObject({ ignition: true });

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toMatch(/^\*HQ,4210051415,S20,\d{6},1,1#$/);
    const custom = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'custom',
      attributes: { data: '*HQ,{uniqueId},D1,000000,30#\\r\\n' },
    });
    expect(custom.status).toBe(200);
    expect((await client.read()).toString()).toBe('*HQ,4210051415,D1,000000,30#\r\n');
    client.close();
  });

  it('answers datagrams at their address and stores them', async () => {
    const device = await createDevice(server.admin, 'Boat', '4210051416');
    const socket = dgram.createSocket('udp4');
    const answer = new Promise<string>((resolve) =>
      socket.once('message', (message) => resolve(message.toString())),
    );
    const datagram = h02Location('4210051416', Date.now() - 30_000, REPORT);
    socket.send(datagram, server.farol.devices.ports.h02!.udp!, '127.0.0.1');
    expect(await answer).toMatch(/^\*HQ,4210051416,V4,V1,\d{14}#$/);
    expect(await history(device.id)).toHaveLength(1);
    socket.close();
  });
});
