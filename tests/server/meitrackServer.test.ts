import { describe, expect, it } from 'vitest';
import { meitrackFrame, meitrackLocation } from '../../server/demo/devices/meitrack';
import { meitrackReply } from '../../server/protocols/meitrack/reply';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;
/** A binary `CCC` batch of one record (Traccar's test frame), `\r\n` included. */
const CCC =
  '24245838362c3336393830303031343039303032312c4343432c020134000100000023381f91ffe354b806c5e3121b0009130000000000000000d33801007cbf0200fe0101000435feeb02000500a3010000000000002a62650d0a';

describe('Meitrack over TCP', () => {
  const server = useTestServer();
  const get = async <T>(url: string) => (await server.admin.get(url)).json() as T;
  const positions = (deviceId: number) =>
    get<{ latitude: number; attributes: Record<string, unknown> }[]>(
      `/api/positions?deviceId=${deviceId}&from=${FROM}&to=${TO}`,
    );

  it('answers AAC, stores reports split and joined across packets, sends commands and records answers', async () => {
    const imei = '864507031245110';
    const device = await createDevice(server.admin, 'T366', imei);
    const client = await RawClient.connect(tcpPort(server.farol, 'meitrack'));
    await client.write(meitrackFrame(imei, 'AAC,1'));
    expect((await client.read()).toString()).toBe(meitrackReply('@@', 'z', imei, 'AAC,1'));
    expect((await get<{ status: string }>(`/api/devices/${device.id}`)).status).toBe('online');

    const first = meitrackLocation(imei, Date.now() - 90_000, REPORT);
    const second = meitrackLocation(imei, Date.now() - 60_000, { ...REPORT, latitude: -23.56 });
    const third = meitrackLocation(imei, Date.now() - 30_000, { ...REPORT, latitude: -23.57 });
    await client.write(first + second + third.slice(0, 30));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.write(third.slice(30));
    const stored = await eventually(async () => {
      const found = await positions(device.id);
      return found.length === 3 ? found : undefined;
    });
    expect(stored.map((position) => position.latitude.toFixed(2))).toEqual([
      '-23.55',
      '-23.56',
      '-23.57',
    ]);
    expect(stored[0]!.attributes).toMatchObject({ event: 35, sat: 10, power: 12.6 });

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe(meitrackReply('@@', 'A', imei, 'C01,0,12222'));
    await client.write(meitrackFrame(imei, 'C01,OK'));
    const [result] = await eventually(async () => {
      const found = await get<{ attributes: Record<string, unknown> }[]>(
        `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
      );
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: 'C01,OK' });
    client.close();
  });

  it('acknowledges a binary batch with the number of records once they are stored', async () => {
    const imei = '369800014090021';
    const device = await createDevice(server.admin, 'MVT380', imei);
    const client = await RawClient.connect(tcpPort(server.farol, 'meitrack'));
    await client.write(Buffer.from(CCC, 'hex'));
    expect((await client.read()).toString()).toBe(meitrackReply('@@', 'X', imei, 'CCC,1'));
    // The record is from 2014: the device's latest position is it.
    const latest = await get<{ fixTime: string }[]>(`/api/positions?deviceId=${device.id}`);
    expect(latest.map((position) => position.fixTime.slice(0, 10))).toEqual(['2014-05-24']);
    client.close();
  });
});
