import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPermissionBit } from '@farol/model';
import type { Farol } from '../../server/app';
import { create, link, RESOURCES, RESTRICTED, WRITE_DENIED } from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));
const MASTERS = [8, 16, 32, 40, 48, 56, 64, 72, 80, 88, 96];
/** The mask's bits for each resource: master, create, edit, delete. */
const BITS: Record<string, [number, number, number, number]> = {
  device: [8, 13, 14, 15],
  group: [48, 49, 50, 51],
  geofence: [40, 41, 42, 43],
  driver: [80, 81, 82, 83],
  calendar: [88, 89, 90, 91],
  maintenance: [96, 97, 98, 99],
  notification: [32, 33, 34, 35],
  command: [56, 57, 58, 59],
};
const ENTITIES = RESOURCES.filter((r) => r.kind !== 'attribute');

describe('advanced permissions (tarkan.advancedPerms) on the server', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let server: Record<string, unknown> & { attributes: Record<string, unknown> };

  const user = async (
    email: string,
    bits: number[] | null,
    extra: Record<string, unknown> = {},
  ) => {
    const attributes = bits ? { 'tarkan.advancedPerms': mask(...bits) } : {};
    return userClient(farol, admin, email, { attributes: { ...attributes, ...extra } });
  };
  const enable = async (on: boolean) => {
    const attributes = { ...server.attributes, 'tarkan.enableAdvancedPerms': on };
    expect((await admin.put('/api/server', { ...server, attributes })).status).toBe(200);
  };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    server = (await admin.get('/api/server')).json();
    await enable(true);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  describe.each(ENTITIES)('$kind', (resource) => {
    const [master, createBit, editBit, deleteBit] = BITS[resource.kind]!;

    it('needs the master bit to read, and master plus the action bit to write', async () => {
      const none = await user(`none-${resource.kind}@farol.test`, [0]);
      expect((await none.client.get(resource.path)).text).toBe(RESTRICTED);
      expect((await none.client.post(resource.path, resource.body('none'))).text).toBe(
        WRITE_DENIED,
      );

      const reader = await user(`reader-${resource.kind}@farol.test`, [master]);
      const object = await create(admin, resource, 'shared');
      await link(admin, { userId: reader.id, [`${resource.kind}Id`]: object.id });
      expect((await reader.client.get(resource.path)).status).toBe(200);
      expect((await reader.client.get(`${resource.path}/${object.id}`)).status).toBe(200);
      const edited = { ...object, [resource.edit]: 'edited' };
      for (const reply of [
        await reader.client.post(resource.path, resource.body('reader')),
        await reader.client.put(`${resource.path}/${object.id}`, edited),
        await reader.client.delete(`${resource.path}/${object.id}`),
      ]) {
        expect(reply.text).toBe(WRITE_DENIED);
      }

      // The action bits without the master bit are not enough.
      const orphan = await user(`orphan-${resource.kind}@farol.test`, [createBit]);
      expect((await orphan.client.post(resource.path, resource.body('orphan'))).text).toBe(
        WRITE_DENIED,
      );

      const writer = await user(`writer-${resource.kind}@farol.test`, [
        master,
        createBit,
        editBit,
        deleteBit,
      ]);
      const mine = await create(writer.client, resource, 'writer');
      const put = await writer.client.put(`${resource.path}/${mine.id}`, {
        ...mine,
        [resource.edit]: 'mine edited',
      });
      expect(put.status).toBe(200);
      expect((await writer.client.delete(`${resource.path}/${mine.id}`)).status).toBe(204);
    });
  });

  it('covers users (16–19) and editing oneself (bit 0)', async () => {
    const manager = await userClient(farol, admin, 'adv-manager@farol.test', {
      userLimit: 5,
      attributes: { 'tarkan.advancedPerms': mask(...MASTERS) },
    });
    const body = { name: 'Sub user', email: 'adv-sub@farol.test', password: 'pass1234' };
    expect((await manager.client.post('/api/users', body)).text).toBe(WRITE_DENIED);
    expect((await manager.client.get('/api/users')).status).toBe(200);
    const me = (await admin.get(`/api/users/${manager.id}`)).json();
    expect((await manager.client.put(`/api/users/${manager.id}`, { ...me, phone: '1' })).text).toBe(
      WRITE_DENIED,
    );
    const self = await user('adv-self@farol.test', [0]);
    const selfUser = (await admin.get(`/api/users/${self.id}`)).json();
    const put = await self.client.put(`/api/users/${self.id}`, { ...selfUser, phone: '2' });
    expect(put.status).toBe(200);
  });

  it('applies only to users with a mask, never to administrators, always to QR drivers', async () => {
    const plain = await user('adv-plain@farol.test', null);
    expect((await plain.client.post('/api/groups', { name: 'Free' })).status).toBe(200);
    const anyMask = mask();
    const adminId = (await admin.get('/api/session')).json().id;
    const adminUser = (await admin.get(`/api/users/${adminId}`)).json();
    await admin.put(`/api/users/${adminId}`, {
      ...adminUser,
      attributes: { 'tarkan.advancedPerms': anyMask },
    });
    expect((await admin.post('/api/groups', { name: 'Admin' })).status).toBe(200);
    // A QR driver's access user is refused before any mask is read: it reaches only check-in.
    const driver = await user('adv-qr@farol.test', null, { 'tarkan.isQrDriverId': 'D-1' });
    expect((await driver.client.get('/api/geofences')).text).toBe(
      'java.lang.SecurityException: QR driver access only',
    );
  });

  it('is ignored when the server setting is off', async () => {
    const none = await user('adv-off@farol.test', [0]);
    await enable(false);
    try {
      expect((await none.client.post('/api/groups', { name: 'Off' })).status).toBe(200);
    } finally {
      await enable(true);
    }
  });
});
