import { describe, expect, it } from 'vitest';
import {
  jt808Answer,
  jt808Location,
  jt808Messages,
  terminalMessage,
} from '../../server/demo/devices/jt808';
import { MSG } from '../../server/protocols/jt808/message';
import { createDevice, RECENT, useTestServer } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;
const IMEI = '868120303961513';

describe('JT808 over TCP', () => {
  const server = useTestServer();
  const get = async <T>(url: string) => (await server.admin.get(url)).json() as T;

  it('answers authentication and locations once stored, sends commands and records answers', async () => {
    const device = await createDevice(server.admin, 'JT808', IMEI);
    const client = await RawClient.connect(tcpPort(server.farol, 'jt808'));
    await client.write(terminalMessage(IMEI, MSG.terminalAuth, 1, Buffer.from(IMEI)));
    const [auth] = jt808Messages(await client.read());
    expect(auth!.type).toBe(MSG.generalResponse);
    expect(auth!.body.readUInt16BE(2)).toBe(MSG.terminalAuth);

    // Two locations in one packet, the second split across packets.
    const first = jt808Location(IMEI, Date.now() - 60_000, REPORT, 2);
    const second = jt808Location(IMEI, Date.now() - 30_000, { ...REPORT, latitude: -23.56 }, 3);
    await client.write(Buffer.concat([first, second.subarray(0, 10)]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.write(second.subarray(10));
    const stored = await eventually(async () => {
      const found = await get<{ latitude: number; attributes: Record<string, unknown> }[]>(
        `/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`,
      );
      return found.length === 2 ? found : undefined;
    });
    expect(stored.map((position) => position.latitude.toFixed(2))).toEqual(['-23.55', '-23.56']);
    expect(stored[0]!.attributes).toMatchObject({ ignition: true, sat: 10 });
    const acks = await eventually(async () => {
      const found = jt808Messages(client.take());
      return found.length ? found : undefined;
    });
    expect(acks.every((ack) => ack.type === MSG.generalResponse)).toBe(true);

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    const [command] = jt808Messages(await client.read());
    expect(command!.type).toBe(MSG.terminalControl);
    expect(command!.body.toString('hex')).toBe('f0');
    await client.write(jt808Answer(IMEI, command!.serial, MSG.terminalControl));
    const [result] = await eventually(async () => {
      const found = await get<{ attributes: Record<string, unknown> }[]>(
        `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
      );
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: '8105 success' });
    client.close();
  });
});
