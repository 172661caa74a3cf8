import { describe, expect, it } from 'vitest';
import { gl200Answer, gl200Location } from '../../server/demo/devices/gl200';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;
const IMEI = '860201067200001';

describe('GL200 over TCP', () => {
  const server = useTestServer();
  const get = async <T>(url: string) => (await server.admin.get(url)).json() as T;

  it('answers heartbeats, stores reports split and joined across packets, sends commands and records answers', async () => {
    const device = await createDevice(server.admin, 'GV300W', IMEI);
    const client = await RawClient.connect(tcpPort(server.farol, 'gl200'));
    await client.write(`+ACK:GTHBD,270B01,${IMEI},gv300w,20260101120000,0A1F$`);
    expect((await client.read()).toString()).toBe('+SACK:GTHBD,270B01,0A1F$');
    expect((await get<{ status: string }>(`/api/devices/${device.id}`)).status).toBe('online');

    const first = gl200Location(IMEI, Date.now() - 90_000, REPORT, 1);
    const second = gl200Location(IMEI, Date.now() - 60_000, { ...REPORT, latitude: -23.56 }, 2);
    const third = gl200Location(IMEI, Date.now() - 30_000, { ...REPORT, latitude: -23.57 }, 3);
    await client.write(first + second + third.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.write(third.slice(40));
    const stored = await eventually(async () => {
      const found = await get<
        { latitude: number; network: unknown; attributes: Record<string, unknown> }[]
      >(`/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`);
      return found.length === 3 ? found : undefined;
    });
    expect(stored.map((position) => position.latitude.toFixed(2))).toEqual([
      '-23.55',
      '-23.56',
      '-23.57',
    ]);
    expect(stored[0]!.attributes).toMatchObject({ type: 'FRI', ignition: true, power: 12.6 });
    expect(stored[0]!.network).toMatchObject({ cellTowers: [{ mobileCountryCode: 724 }] });

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe('AT+GTOUT=,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$');
    await client.write(gl200Answer(IMEI, 'OUT', 4));
    const [result] = await eventually(async () => {
      const found = await get<{ attributes: Record<string, unknown> }[]>(
        `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
      );
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: '+ACK:GTOUT' });
    client.close();
  });
});

describe('GL200 with gl200.ack', () => {
  const server = useTestServer({
    options: { 'gl200.ack': 'true', 'gl200.devicePassword': 'gv300' },
  });

  it('acknowledges every report once stored, and commands carry the password', async () => {
    const get = async <T>(url: string) => (await server.admin.get(url)).json() as T;
    const device = await createDevice(server.admin, 'GV300W', IMEI);
    const client = await RawClient.connect(tcpPort(server.farol, 'gl200'));
    await client.write(gl200Location(IMEI, Date.now() - 10_000, REPORT, 0x2b));
    expect((await client.read()).toString()).toBe('+SACK:002B$');
    const stored = await get<unknown[]>(
      `/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`,
    );
    expect(stored).toHaveLength(1);
    await server.admin.post('/api/commands/send', { deviceId: device.id, type: 'rebootDevice' });
    expect((await client.read()).toString()).toBe('AT+GTRTO=gv300,3,,,,,,FFFF$');
    client.close();
  });
});
