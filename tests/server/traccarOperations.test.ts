import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import { link } from './entityFixtures';
import { Client, createDevice, osmand, SocketClient, userClient, useTestServer } from './helpers';
import { workbook } from './reportsSupport';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(
  client: Client,
  deviceId: number,
  body: Buffer,
  type = 'image/png',
  path = `/api/devices/${deviceId}/image`,
) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: client.cookie ?? '' },
    body: new Uint8Array(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Every cell's text of every sheet. */
async function cells(bytes: ArrayBuffer): Promise<string[][]> {
  const rows: string[][] = [];
  (await workbook(bytes)).eachSheet((sheet) =>
    sheet.eachRow((row) => {
      const values: string[] = [];
      row.eachCell((cell) => values.push(String(cell.value)));
      rows.push(values);
    }),
  );
  return rows;
}

describe("Traccar's remaining operations", () => {
  const server = useTestServer();

  describe('/api/orders', () => {
    it('creates, lists, reads, updates and deletes with Traccar’s shape', async () => {
      const ana = await userClient(server.farol, server.admin, 'orders-ana@farol.test');
      const created = await ana.client.post('/api/orders', {
        uniqueId: ' PED-10 ',
        description: 'Entrega',
        fromAddress: 'Rua A',
        toAddress: 'Rua B',
        attributes: { peso: 3 },
      });
      expect(created.status, created.text).toBe(200);
      const order = created.json();
      expect(Object.keys(order)).toEqual([
        'id',
        'attributes',
        'uniqueId',
        'description',
        'fromAddress',
        'toAddress',
      ]);
      expect(order).toMatchObject({ uniqueId: 'PED-10', attributes: { peso: 3 } });
      expect((await ana.client.get('/api/orders')).json()).toEqual([order]);
      expect((await ana.client.get(`/api/orders/${order.id}`)).json()).toEqual(order);
      const changed = await ana.client.put(`/api/orders/${order.id}`, {
        ...order,
        toAddress: 'Rua C',
      });
      expect(changed.json().toAddress).toBe('Rua C');
      const missing = await ana.client.post('/api/orders', { description: 'sem código' });
      expect(missing.status).toBe(400);
      expect(missing.text).toMatch(/uniqueId/);
      expect((await ana.client.delete(`/api/orders/${order.id}`)).status).toBe(204);
      expect((await ana.client.get('/api/orders')).json()).toEqual([]);
    });

    it("keeps one user's orders from another until linked", async () => {
      const ana = await userClient(server.farol, server.admin, 'orders-a@farol.test');
      const bia = await userClient(server.farol, server.admin, 'orders-b@farol.test');
      const order = (await ana.client.post('/api/orders', { uniqueId: 'PED-20' })).json();
      expect((await bia.client.get('/api/orders')).json()).toEqual([]);
      for (const reply of [
        await bia.client.get(`/api/orders/${order.id}`),
        await bia.client.put(`/api/orders/${order.id}`, { ...order, description: 'meu' }),
        await bia.client.delete(`/api/orders/${order.id}`),
      ]) {
        expect(reply.status).toBe(400);
        expect(reply.text).toMatch(/Order access denied/);
      }
      expect((await ana.client.get(`/api/orders/${order.id}`)).json().description).toBeNull();
      // Bia cannot link it to herself either; the administrator can.
      const refused = await bia.client.post('/api/permissions', {
        userId: bia.id,
        orderId: order.id,
      });
      expect(refused.status).toBe(400);
      await link(server.admin, { userId: bia.id, orderId: order.id });
      expect((await bia.client.get('/api/orders')).json().map((o: { id: number }) => o.id)).toEqual(
        [order.id],
      );
    });
  });

  describe('GET /api/reports/devices/{xlsx|mail}', () => {
    it("lists the caller's devices only, with group and latest position", async () => {
      const ana = await userClient(server.farol, server.admin, 'devrep-a@farol.test');
      const bia = await userClient(server.farol, server.admin, 'devrep-b@farol.test');
      const group = (await ana.client.post('/api/groups', { name: 'Frota Sul' })).json();
      const van = (
        await ana.client.post('/api/devices', {
          name: 'Van 1',
          uniqueId: 'devrep-1',
          groupId: group.id,
          phone: '+5511999990000',
        })
      ).json();
      await createDevice(bia.client, 'Carro da Bia', 'devrep-2');
      expect(await osmand(server.farol, { id: van.uniqueId, lat: -23.25, lon: -46.75 })).toBe(200);
      const response = await fetch(`${server.farol.url}/api/reports/devices/xlsx`, {
        headers: { cookie: ana.client.cookie! },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=devices.xlsx');
      const rows = await cells(await response.arrayBuffer());
      expect(rows[0]).toEqual(['Relatório de dispositivos']);
      // Title, time, (a blank row exceljs skips), headers, one row: Bia's car is not there.
      expect(rows[2]!.slice(0, 3)).toEqual(['Dispositivo', 'Identificador', 'Grupo']);
      expect(rows.slice(3)).toHaveLength(1);
      expect(rows[3]!.slice(0, 5)).toEqual([
        'Van 1',
        'devrep-1',
        'Frota Sul',
        '+5511999990000',
        'online',
      ]);
      expect(rows[3]!.slice(-2)).toEqual(['-23.25', '-46.75']);
      expect(rows.flat().join(' ')).not.toContain('Carro da Bia');
    });

    it('refuses other formats, callers without report rights, and mail without SMTP', async () => {
      const other = await server.admin.get('/api/reports/devices/pdf');
      expect(other.status).toBe(400);
      expect(other.text).toMatch(/xlsx or mail/);
      const mail = await server.admin.get('/api/reports/devices/mail');
      expect(mail.status).toBe(400);
      expect(mail.text).toMatch(/Mail not configured/);
      const barred = await userClient(server.farol, server.admin, 'devrep-c@farol.test', {
        disableReports: true,
      });
      expect((await barred.client.get('/api/reports/devices/xlsx')).status).toBe(400);
      expect((await new Client(server.farol.url).get('/api/reports/devices/xlsx')).status).toBe(
        401,
      );
    });
  });

  describe('device pictures', () => {
    it('uploads to a device the caller sees and serves it to its viewers only', async () => {
      const ana = await userClient(server.farol, server.admin, 'media-a@farol.test');
      const bia = await userClient(server.farol, server.admin, 'media-b@farol.test');
      const van = await createDevice(ana.client, 'Van foto', 'media-1');
      const stored = await upload(ana.client, van.id, PNG);
      expect(stored).toEqual({ status: 200, text: 'device.jpg' });
      const served = await fetch(`${server.farol.url}/api/media/media-1/device.jpg`, {
        headers: { cookie: ana.client.cookie! },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1, 1]);
      // The device names its picture, as traccar-web's upload does.
      expect((await ana.client.get(`/api/devices/${van.id}`)).json().attributes.deviceImage).toBe(
        'device.jpg',
      );
      // Bia neither writes nor reads it.
      const refused = await upload(bia.client, van.id, PNG);
      expect(refused.status).toBe(400);
      expect(refused.text).toMatch(/Device access denied/);
      expect((await bia.client.get('/api/media/media-1/device.jpg')).status).toBe(404);
      expect((await new Client(server.farol.url).get('/api/media/media-1/device.jpg')).status).toBe(
        401,
      );
    });

    it('refuses other types, empty and oversized bodies, and names that climb folders', async () => {
      const van = await createDevice(server.admin, 'Van limites', 'media-2');
      expect((await upload(server.admin, van.id, Buffer.from('text'), 'text/plain')).status).toBe(
        415,
      );
      expect((await upload(server.admin, van.id, Buffer.alloc(0))).status).toBe(400);
      expect((await upload(server.admin, van.id, Buffer.alloc(500_001))).status).toBe(413);
      // Declared a picture, but not one: decoded and refused, nothing stored.
      const fake = await upload(
        server.admin,
        van.id,
        Buffer.from('GIF89a not really'),
        'image/gif',
      );
      expect(fake.status).toBe(400);
      expect(fake.text).toMatch(/not an image/);
      expect((await server.admin.get('/api/media/media-2/device.jpg')).status).toBe(404);
      for (const name of ['..%2F..%2Ffarol.db', '.env', 'device.png%00']) {
        expect((await server.admin.get(`/api/media/media-2/${name}`)).status, name).toBe(404);
      }
    });
  });

  describe('device photos (companion)', () => {
    it('resizes a phone photo to fit 640×480, upright, without its EXIF tags', async () => {
      const van = await createDevice(server.admin, 'Van foto grande', 'media-3');
      // 3000×2000 noise as JPEG (well over Traccar's 500 kB), rotated by EXIF, with tags.
      const raw = Buffer.alloc(3000 * 2000 * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
      const photo = await sharp(raw, { raw: { width: 3000, height: 2000, channels: 3 } })
        .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo' } } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(500_000);
      const path = `/tarkan/devices/${van.id}/photo`;
      const stored = await upload(server.admin, van.id, photo, 'image/jpeg', path);
      expect(stored).toEqual({ status: 200, text: 'device.jpg' });
      const served = await server.admin.get('/api/media/media-3/device.jpg');
      const bytes = await (
        await fetch(`${server.farol.url}/api/media/media-3/device.jpg`, {
          headers: { cookie: server.admin.cookie! },
        })
      ).arrayBuffer();
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(bytes)).metadata();
      // Orientation 6 turns 3000×2000 upright into 2000×3000: fitted inside 640×480.
      expect([meta.width, meta.height]).toEqual([320, 480]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it("refuses another account's device", async () => {
      const owner = await userClient(server.farol, server.admin, 'photo-a@farol.test');
      const other = await userClient(server.farol, server.admin, 'photo-b@farol.test');
      const van = await createDevice(owner.client, 'Van alheia', 'media-4');
      const path = `/tarkan/devices/${van.id}/photo`;
      const refused = await upload(other.client, van.id, PNG, 'image/png', path);
      expect(refused.status).toBe(400);
      expect(refused.text).toMatch(/Device access denied/);
    });
  });

  describe('POST /api/notifications/send/{notificator}', () => {
    it('lets a manager announce to the users they manage, and to no one else', async () => {
      const manager = await userClient(server.farol, server.admin, 'announce-m@farol.test', {
        userLimit: 5,
      });
      const managed = await manager.client.post('/api/users', {
        name: 'Motorista',
        email: 'announce-managed@farol.test',
        password: 'pass1234',
      });
      expect(managed.status, managed.text).toBe(200);
      const driver = new Client(server.farol.url);
      await driver.login('announce-managed@farol.test', 'pass1234');
      const stranger = await userClient(server.farol, server.admin, 'announce-s@farol.test');
      const driverSocket = await SocketClient.open(server.farol.url, { cookie: driver.cookie });
      const strangerSocket = await SocketClient.open(server.farol.url, {
        cookie: stranger.client.cookie,
      });
      try {
        const sent = await manager.client.post('/api/notifications/send/web', {
          subject: 'Aviso',
          body: 'Pátio fechado amanhã',
        });
        expect(sent.status, sent.text).toBe(204);
        const message = await driverSocket.next((m) => Array.isArray(m.events));
        expect(message.events[0]).toMatchObject({
          type: 'announcement',
          attributes: { message: 'Aviso' },
        });
        // Naming a user they do not manage is refused, and nobody hears it.
        const foreign = await manager.client.request(
          'POST',
          `/api/notifications/send/web?userId=${stranger.id}`,
          { json: { subject: 'Olá' } },
        );
        expect(foreign.status).toBe(400);
        expect(foreign.text).toMatch(/access denied/i);
        expect(strangerSocket.received.some((m) => Array.isArray(m.events))).toBe(false);
      } finally {
        driverSocket.socket.close();
        strangerSocket.socket.close();
      }
    });

    it('refuses plain users, empty messages and unknown notificators', async () => {
      const plain = await userClient(server.farol, server.admin, 'announce-p@farol.test');
      const refused = await plain.client.post('/api/notifications/send/web', { subject: 'x' });
      expect(refused.status).toBe(400);
      expect(refused.text).toMatch(/Manager access required/);
      const empty = await server.admin.post('/api/notifications/send/web', {});
      expect(empty.status).toBe(400);
      expect(empty.text).toMatch(/subject or body is required/);
      const unknown = await server.admin.post('/api/notifications/send/pigeon', { subject: 'x' });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toMatch(/Failed to find notificator pigeon/);
    });
  });

  it('GET /api/server/cache tells an administrator what this node holds', async () => {
    const reply = await server.admin.get('/api/server/cache');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toMatch(/^devices: \d+$/m);
    expect(reply.text).toMatch(/^geocodedAddresses: \d+$/m);
  });
});
