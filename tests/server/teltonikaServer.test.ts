import dgram from 'node:dgram';
import { describe, expect, it, vi } from 'vitest';
import {
  teltonikaAnswer,
  teltonikaLogin,
  teltonikaRecord,
  teltonikaReport,
} from '../../server/demo/devices/teltonika';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('Teltonika over TCP and UDP', () => {
  const server = useTestServer();
  const history = async (deviceId: number) =>
    (
      await server.admin.get(`/api/positions?deviceId=${deviceId}&from=${FROM}&to=${TO}`)
    ).json() as {
      latitude: number;
      attributes: Record<string, unknown>;
    }[];

  it('accepts the IMEI, acknowledges records with their count, sends commands, records answers', async () => {
    const device = await createDevice(server.admin, 'FMB', '356307042441013');
    const client = await RawClient.connect(tcpPort(server.farol, 'teltonika'));
    await client.write(teltonikaLogin('356307042441013'));
    expect((await client.read()).toString('hex')).toBe('01');
    await client.write(teltonikaReport(Date.now() - 20_000, REPORT));
    expect((await client.read()).toString('hex')).toBe('00000001');
    const [stored] = await history(device.id);
    expect(stored!.latitude).toBeCloseTo(-23.5505, 5);
    expect(stored!.attributes).toMatchObject({ ignition: true, motion: true, power: 12.6 });

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    const command = await client.read();
    expect(command[8]).toBe(0x0c);
    expect(command.toString('latin1')).toContain('setdigout 1');
    await client.write(teltonikaAnswer('DOUT1:1 Timeout:INFINITY'));
    const events = await eventually(async () => {
      const found = (
        await server.admin.get(
          `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
        )
      ).json() as { attributes: Record<string, unknown> }[];
      return found.length ? found : undefined;
    });
    expect(events[0]!.attributes.result).toBe('DOUT1:1 Timeout:INFINITY');
    client.close();
  });

  it('leaves a record the pipeline refuses (a date past 9999) unacknowledged and goes on', async () => {
    const device = await createDevice(server.admin, 'FMB far future', '356307042441015');
    const client = await RawClient.connect(tcpPort(server.farol, 'teltonika'));
    await client.write(teltonikaLogin('356307042441015'));
    expect((await client.read()).toString('hex')).toBe('01');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await client.write(teltonikaReport(2 ** 48, REPORT));
    await client.write(teltonikaReport(Date.now() - 20_000, REPORT));
    // One acknowledgement only: the refused record's is never sent (the device keeps it).
    expect((await client.read()).toString('hex')).toBe('00000001');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.take().length).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fixTime: not a real date'));
    warn.mockRestore();
    expect(await history(device.id)).toHaveLength(1);
    client.close();
  });

  it('answers a refused IMEI with 00', async () => {
    const client = await RawClient.connect(tcpPort(server.farol, 'teltonika'));
    await client.write(teltonikaLogin('000000000000001'));
    expect((await client.read()).toString('hex')).toBe('00');
    client.close();
  });

  it('decodes UDP datagrams with the IMEI in each and acknowledges their packet id', async () => {
    const device = await createDevice(server.admin, 'FMB UDP', '356307042441014');
    const imei = Buffer.from('356307042441014', 'latin1');
    const avl = Buffer.concat([
      Buffer.from([0x08, 1]),
      teltonikaRecord(Date.now() - 10_000, REPORT),
      Buffer.from([1]),
    ]);
    const body = Buffer.concat([
      Buffer.from([0xca, 0xfe, 0x01, 0x07, 0x00, imei.length]),
      imei,
      avl,
    ]);
    const datagram = Buffer.concat([Buffer.from([0, body.length]), body]);
    const socket = dgram.createSocket('udp4');
    const answer = new Promise<Buffer>((resolve) => socket.once('message', resolve));
    socket.send(datagram, server.farol.devices.ports.teltonika!.udp!, '127.0.0.1');
    expect((await answer).toString('hex')).toBe('00050000010701');
    expect(await history(device.id)).toHaveLength(1);
    socket.close();
  });
});
