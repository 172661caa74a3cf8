import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_BITS, setPermissionBit, withPushToken } from '@farol/model';
import { WRITE_DENIED } from './entityFixtures';
import { Client, createDevice, userClient, useTestServer } from './helpers';

/**
 * A browser's push token saved as the PWA saves it (SPEC §3: the user's own record, PUT back
 * with `notificationTokens` grown by one), with the rights of every other user change.
 */
describe('push tokens in notificationTokens', () => {
  const context = useTestServer();
  const noSelfEdit = setPermissionBit('F'.repeat(32), PERMISSION_BITS.self, false);

  beforeAll(async () => {
    const stored = (await context.admin.get('/api/server')).json();
    const attributes = { ...stored.attributes, 'tarkan.enableAdvancedPerms': true };
    expect((await context.admin.put('/api/server', { ...stored, attributes })).status).toBe(200);
  });

  /** What the client's addNotificationToken sends: the session user with one token more. */
  async function addToken(client: Client, id: number, token: string) {
    const me = (await client.get('/api/session')).json();
    const notificationTokens = withPushToken(me.attributes.notificationTokens, token);
    return client.put(`/api/users/${id}`, {
      ...me,
      attributes: { ...me.attributes, notificationTokens },
    });
  }
  const tokensOf = async (id: number) =>
    (await context.admin.get(`/api/users/${id}`)).json().attributes.notificationTokens;

  it('keeps each browser’s token beside the others', async () => {
    const ana = await userClient(context.farol, context.admin, 'ana@push.test', {
      attributes: { notificationTokens: 'phone-1' },
    });
    expect((await addToken(ana.client, ana.id, 'browser-1')).status).toBe(200);
    expect(await tokensOf(ana.id)).toBe('phone-1,browser-1');
  });

  it('lets a user whose mask forbids editing their profile save their token, nothing else', async () => {
    const bia = await userClient(context.farol, context.admin, 'bia@push.test', {
      attributes: { 'tarkan.advancedPerms': noSelfEdit },
    });
    const saved = await addToken(bia.client, bia.id, 'browser-2');
    expect(saved.status, saved.text).toBe(200);
    expect(await tokensOf(bia.id)).toBe('browser-2');
    const me = (await bia.client.get('/api/session')).json();
    expect((await bia.client.put(`/api/users/${bia.id}`, { ...me, name: 'Outra' })).text).toBe(
      WRITE_DENIED,
    );
  });

  it('refuses a token on someone else’s account, and to a share link', async () => {
    const caio = await userClient(context.farol, context.admin, 'caio@push.test');
    const dora = await userClient(context.farol, context.admin, 'dora@push.test');
    const other = (await context.admin.get(`/api/users/${dora.id}`)).json();
    const reply = await caio.client.put(`/api/users/${dora.id}`, {
      ...other,
      attributes: { notificationTokens: 'stolen' },
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toMatch(/SecurityException/);
    expect(await tokensOf(dora.id)).toBeUndefined();

    const device = await createDevice(caio.client, 'Push van', 'push-van');
    const share = await caio.client.post('/tarkan/shares', {
      deviceId: device.id,
      expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const visitor = new Client(context.farol.url);
    const token = encodeURIComponent(share.json().token);
    const session = await visitor.get(`/api/session?token=${token}`);
    const refused = await addToken(visitor, session.json().id, 'share-browser');
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/SecurityException/);
  });
});
