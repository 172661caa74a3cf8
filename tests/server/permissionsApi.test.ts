import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { ADMIN_REQUIRED, create, RESOURCES } from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

/** Every link kind of traccar-api.md §d: [owner key, property key, property kind]. */
const KINDS: [string, string, string][] = [
  ...[
    'device',
    'group',
    'geofence',
    'notification',
    'calendar',
    'attribute',
    'driver',
    'command',
    'maintenance',
  ].map((kind): [string, string, string] => ['userId', `${kind}Id`, kind]),
  ['userId', 'managedUserId', 'user'],
  ...['geofence', 'notification', 'attribute', 'driver', 'command', 'maintenance'].map(
    (kind): [string, string, string] => ['groupId', `${kind}Id`, kind],
  ),
  ...['geofence', 'notification', 'attribute', 'driver', 'command', 'maintenance'].map(
    (kind): [string, string, string] => ['deviceId', `${kind}Id`, kind],
  ),
  ['deviceId', 'linkedDeviceId', 'device'],
];

describe('/api/permissions', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let user: { client: Client; id: number };
  const objects = new Map<string, number>();

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    user = await userClient(farol, admin, 'links@farol.test');
    for (const resource of RESOURCES) {
      objects.set(resource.kind, (await create(admin, resource, 'link')).id);
    }
    objects.set('user', (await userClient(farol, admin, 'linked-user@farol.test')).id);
    objects.set('linkedDevice', (await create(admin, RESOURCES[0]!, 'linked')).id);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it.each(KINDS)('links, lists and unlinks %s → %s', async (ownerKey, propertyKey, kind) => {
    const ownerId = ownerKey === 'userId' ? user.id : objects.get(ownerKey.slice(0, -2))!;
    const propertyId =
      propertyKey === 'linkedDeviceId' ? objects.get('linkedDevice')! : objects.get(kind)!;
    const body = { [ownerKey]: ownerId, [propertyKey]: propertyId };
    const query = `/api/permissions?${ownerKey}=${ownerId}&${propertyKey}=${propertyId}`;
    expect((await admin.post('/api/permissions', body)).status).toBe(204);
    expect((await admin.get(query)).json()).toEqual([body]);
    expect((await admin.request('DELETE', '/api/permissions', { json: body })).status).toBe(204);
    expect((await admin.get(query)).json()).toEqual([]);
  });

  it('reads the owner from the first key: the reverse order is refused', async () => {
    const reply = await admin.post('/api/permissions', {
      deviceId: objects.get('device')!,
      userId: user.id,
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toBe(
      'java.lang.IllegalArgumentException: Unsupported permission: deviceId → userId',
    );
  });

  it.each<[string, unknown, string]>([
    [
      'three keys',
      { userId: 1, deviceId: 2, groupId: 3 },
      'body: a permission has exactly two keys',
    ],
    ['a bad key', { user: 1, deviceId: 2 }, 'user: Invalid key in record'],
    ['a zero id', { userId: 0, deviceId: 2 }, 'userId: Too small: expected number to be >0'],
  ])('validates the body: %s', async (_name, body, message) => {
    const reply = await admin.post('/api/permissions', body);
    expect(reply.status).toBe(400);
    expect(reply.text).toBe(`java.lang.IllegalArgumentException: ${message}`);
  });

  it('refuses a link to a missing object as a storage error', async () => {
    const reply = await admin.post('/api/permissions', { userId: user.id, geofenceId: 424242 });
    expect(reply.text).toBe('org.traccar.storage.StorageException: No geofence with id 424242');
  });

  it('applies bulk links in one transaction, with one key set', async () => {
    const bulk = [
      { userId: user.id, geofenceId: objects.get('geofence')! },
      { userId: user.id, driverId: objects.get('driver')! },
    ];
    const mixed = await admin.post('/api/permissions/bulk', bulk);
    expect(mixed.text).toBe(
      'java.lang.IllegalArgumentException: All permissions must have the same keys',
    );
    const good = [
      { userId: user.id, geofenceId: objects.get('geofence')! },
      { userId: objects.get('user')!, geofenceId: objects.get('geofence')! },
    ];
    expect((await admin.post('/api/permissions/bulk', good)).status).toBe(204);
    const listed = await admin.get(`/api/permissions?userId=0&geofenceId=${good[0]!.geofenceId}`);
    // The administrator who created the geofence is linked to it too.
    expect(listed.json()).toEqual(expect.arrayContaining(good));
    expect((await admin.request('DELETE', '/api/permissions/bulk', { json: good })).status).toBe(
      204,
    );
    expect((await admin.post('/api/permissions/bulk', [])).text).toBe(
      'java.lang.IllegalArgumentException: body: at least one permission is required',
    );
  });

  it('lists links for administrators only', async () => {
    const reply = await user.client.get(`/api/permissions?userId=${user.id}&deviceId=0`);
    expect(reply.text).toBe(ADMIN_REQUIRED);
    const bad = await admin.get('/api/permissions?userId=1');
    expect(bad.status).toBe(400);
  });
});
