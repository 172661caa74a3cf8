import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Group } from '@farol/model';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply } from '../support/fakes';
import { options, signedIn } from '../support/smallFleet';
import { device } from '../support/fixtures';

const group = (id: number, name: string, groupId = 0): Group => ({
  id,
  name,
  groupId,
  attributes: {},
});

/** A signed-in core whose admin calls `route` answers (the fleet server answers the rest). */
async function adminCore(route: (request: RecordedRequest) => Reply | undefined) {
  const seen: RecordedRequest[] = [];
  const t = testCore({
    ...options,
    extra: (request) => {
      const reply = route(request);
      if (reply) seen.push(request);
      return reply;
    },
  });
  await t.core.restoreSession();
  await t.core.settled();
  return { ...t, seen };
}

const last = <T>(values: T[]) => values.at(-1)!;

describe('admin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[AD1] a kind starts idle and sign-in loads count as loads', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/groups' ? { body: [group(1, 'A')] } : undefined,
    );
    const calendars = await t.record('entities.calendar');
    const groups = await t.record('entities.group');
    expect(last(calendars)).toEqual({ state: 'idle', error: null, items: [] });
    expect(last(groups).state).toBe('ready');
    expect(last(groups).items.map((g) => g.name)).toEqual(['A']);
  });

  it('[AD2] loads a kind from its path, and a failure shows in the topic without rejecting', async () => {
    let fail = true;
    const t = await adminCore((r) => {
      if (r.path !== '/api/attributes/computed') return undefined;
      return fail
        ? { status: 500, body: 'Database down' }
        : { body: [{ id: 4, attribute: 'speedKmh', expression: 'speed * 1.852', type: 'number' }] };
    });
    const computed = await t.record('entities.computed');
    await expect(t.core.loadEntities({ kind: 'computed' })).resolves.toBeUndefined();
    expect(last(computed)).toMatchObject({ state: 'failed', error: { message: 'Database down' } });
    fail = false;
    await t.core.loadEntities({ kind: 'computed' });
    expect(last(computed).state).toBe('ready');
    expect(last(computed).items[0]).toMatchObject({ id: 4, attribute: 'speedKmh', priority: 0 });
  });

  it('[AD2] a reload of a ready kind stays ready while it runs', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/groups' ? { body: [group(1, 'A')] } : undefined,
    );
    const groups = await t.record('entities.group');
    const reload = t.core.loadEntities({ kind: 'group' });
    expect(groups.map((g) => g.state)).not.toContain('loading');
    await reload;
    expect(last(groups).state).toBe('ready');
  });

  it('[AD3] creates with POST and updates with PUT, the answer replacing the object', async () => {
    const t = await adminCore((r) => {
      if (r.path === '/api/groups' && r.method === 'GET') return { body: [] };
      if (r.path === '/api/groups' && r.method === 'POST')
        return { body: { ...JSON.parse(r.body!), id: 9 } };
      if (r.path === '/api/groups/9' && r.method === 'PUT') return { body: JSON.parse(r.body!) };
      return undefined;
    });
    const groups = await t.record('entities.group');
    const created = await t.core.saveEntity({ kind: 'group', entity: group(0, 'Frota') });
    expect(created.id).toBe(9);
    expect(last(groups).items.map((g) => [g.id, g.name])).toEqual([[9, 'Frota']]);
    await t.core.saveEntity({ kind: 'group', entity: { ...created, name: 'Frota Sul' } });
    expect(last(groups).items.map((g) => g.name)).toEqual(['Frota Sul']);
    expect(t.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/groups',
      'POST /api/groups',
      'PUT /api/groups/9',
    ]);
  });

  it('[AD3] a refused save rejects with the server reason and changes nothing', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/drivers' && r.method === 'POST'
        ? { status: 400, body: 'Duplicate uniqueId - SQLException' }
        : r.path === '/api/drivers'
          ? { body: [] }
          : undefined,
    );
    const drivers = await t.record('entities.driver');
    const save = t.core.saveEntity({
      kind: 'driver',
      entity: { id: 0, name: 'Rui', uniqueId: 'x', attributes: {} },
    });
    await expect(save).rejects.toMatchObject({ type: 'http', status: 400 });
    expect(last(drivers).items).toEqual([]);
  });

  it('[AD3] a saved device reaches the fleet, and a new one reads the device limit again', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/devices' && r.method === 'POST'
        ? { body: { ...JSON.parse(r.body!), id: 40, status: 'offline' } }
        : undefined,
    );
    const before = t.requests.filter((r) => r.path === '/api/server').length;
    const saved = await t.core.saveEntity({
      kind: 'device',
      entity: device(0, { name: 'Nova', uniqueId: '123456' }),
    });
    await t.core.settled();
    expect(saved.id).toBe(40);
    vi.advanceTimersByTime(1000);
    const devices = await t.record('entities.device');
    expect(last(devices).items.map((d) => d.name)).toContain('Nova');
    expect(t.requests.filter((r) => r.path === '/api/server').length).toBe(before + 1);
  });

  it('[AD4] deletes one by one, at most 4 at a time, and reports each failure', async () => {
    let inFlight = 0;
    let most = 0;
    const t = await adminCore((r) => {
      if (r.method !== 'DELETE' || !r.path.startsWith('/api/devices/')) return undefined;
      return {
        status: r.path.endsWith('/2') ? 400 : 204,
        body: r.path.endsWith('/2') ? 'Device access denied' : '',
      };
    });
    const fetch = t.deps.fetch;
    t.deps.fetch = async (url, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      try {
        return await fetch(url, init);
      } finally {
        inFlight -= 1;
      }
    };
    const outcome = await t.core.deleteEntities({ kind: 'device', ids: [1, 2, 3] });
    expect(outcome.deleted.sort()).toEqual([1, 3]);
    expect(outcome.failed).toEqual([
      { id: 2, error: expect.objectContaining({ message: 'Device access denied' }) },
    ]);
    vi.advanceTimersByTime(2000);
    const devices = await t.record('entities.device');
    expect(last(devices).items.map((d) => d.id)).toEqual([2]);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('[AD4] a deleted device leaves the live list and takes its position along', async () => {
    const t = await signedIn();
    (t.deps as { fetch: typeof t.deps.fetch }).fetch = async () => ({
      status: 204,
      ok: true,
      text: async () => '',
    });
    await t.core.deleteEntities({ kind: 'device', ids: [2] });
    vi.advanceTimersByTime(1000);
    const list = await t.record('list');
    expect(last(list).rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('[AD5] reads linked ids and sends owner × property pairs, owner key first', async () => {
    const t = await adminCore((r) => {
      if (r.path === '/api/geofences' && r.query.get('deviceId') === '1')
        return { body: [{ id: 5, name: 'A', area: 'CIRCLE (1 2, 3)' }] };
      if (r.path === '/api/permissions/bulk') return { status: 204, body: '' };
      return undefined;
    });
    expect(await t.core.linkedIds({ owner: { kind: 'device', id: 1 }, kind: 'geofence' })).toEqual([
      5,
    ]);
    await t.core.setLinks({
      owner: { kind: 'device', ids: [1, 2] },
      property: { kind: 'computed', ids: [7] },
      linked: true,
    });
    await t.core.setLinks({
      owner: { kind: 'device', ids: [1] },
      property: { kind: 'device', ids: [3] },
      linked: false,
    });
    const bulk = t.seen.filter((r) => r.path === '/api/permissions/bulk');
    expect(bulk.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(bulk[0]!.body).toBe('[{"deviceId":1,"attributeId":7},{"deviceId":2,"attributeId":7}]');
    expect(bulk[1]!.body).toBe('[{"deviceId":1,"linkedDeviceId":3}]');
  });

  it('[AD5] names each kind by its permission key (traccar-api.md §d)', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/permissions/bulk' ? { status: 204, body: '' } : undefined,
    );
    const keys: [string, string][] = [];
    const properties = [
      'group',
      'driver',
      'geofence',
      'calendar',
      'maintenance',
      'notification',
      'command',
    ] as const;
    for (const kind of properties) {
      await t.core.setLinks({
        owner: { kind: 'user', ids: [2] },
        property: { kind, ids: [9] },
        linked: true,
      });
      keys.push([kind, Object.keys((JSON.parse(t.seen.at(-1)!.body!) as object[])[0]!)[1]!]);
    }
    expect(keys).toEqual([
      ['group', 'groupId'],
      ['driver', 'driverId'],
      ['geofence', 'geofenceId'],
      ['calendar', 'calendarId'],
      ['maintenance', 'maintenanceId'],
      ['notification', 'notificationId'],
      ['command', 'commandId'],
    ]);
    expect(t.seen.at(-1)!.body).toBe('[{"userId":2,"commandId":9}]');
  });

  it('[AD2] reads each kind from its own path', async () => {
    const paths = [
      '/api/calendars',
      '/api/maintenance',
      '/api/notifications',
      '/api/commands',
      '/api/attributes/computed',
    ];
    const t = await adminCore((r) => (paths.includes(r.path) ? { body: [] } : undefined));
    const before = t.seen.length;
    const kinds = ['calendar', 'maintenance', 'notification', 'command', 'computed'] as const;
    for (const kind of kinds) await t.core.loadEntities({ kind });
    expect(t.seen.slice(before).map((r) => r.path)).toEqual(paths);
  });

  it('[AD5] splits more than 5,000 pairs into several requests', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/permissions/bulk' ? { status: 204, body: '' } : undefined,
    );
    const ids = Array.from({ length: 5001 }, (_, i) => i + 1);
    await t.core.setLinks({
      owner: { kind: 'user', ids: [2] },
      property: { kind: 'device', ids },
      linked: true,
    });
    const sizes = t.seen.map((r) => (JSON.parse(r.body!) as unknown[]).length);
    expect(sizes).toEqual([5000, 1]);
  });

  it('[AD6] reads the edition and the devices left from the server headers', async () => {
    const t = testCore({
      ...options,
      extra: (r) =>
        r.path === '/api/server'
          ? { body: { id: 1 }, headers: { licensemode: 'TarkanPlus', deviceLimit: '3' } }
          : undefined,
    });
    const session = await t.record('session');
    await t.core.loadServer();
    expect(last(session).edition).toEqual({ plus: true, remainingDevices: 3 });
    const plain = testCore(options);
    const other = await plain.record('session');
    await plain.core.loadServer();
    expect(last(other).edition).toEqual({ plus: false, remainingDevices: null });
  });

  it('[AD7] sets the accumulators, and refuses an empty change before any request', async () => {
    const t = await adminCore((r) =>
      r.path === '/api/devices/1/accumulators' ? { status: 204, body: '' } : undefined,
    );
    await t.core.updateAccumulators({ deviceId: 1, totalDistance: 1500 });
    expect(JSON.parse(t.seen[0]!.body!)).toEqual({ deviceId: 1, totalDistance: 1500 });
    await expect(t.core.updateAccumulators({ deviceId: 1 })).rejects.toMatchObject({
      code: 'NOTHING_TO_UPDATE',
    });
    expect(t.seen).toHaveLength(1);
  });

  it('[AD9] claims by IMEI under the product names; the device joins the fleet', async () => {
    const t = await adminCore((r) =>
      r.path === '/tarkan/autolink' && r.method === 'POST'
        ? { body: device(77, { name: 'Ana - ABC1D23', uniqueId: '860000000000001' }) }
        : undefined,
    );
    const before = t.requests.filter((r) => r.path === '/api/server').length;
    const claimed = await t.core.claimDevice({
      imei: ' 860000000000001 ',
      plate: 'ABC1D23',
      model: '',
      category: 'truck',
    });
    await t.core.settled();
    expect(claimed.id).toBe(77);
    expect(JSON.parse(t.seen[0]!.body!)).toEqual({
      imei: '860000000000001',
      placa: 'ABC1D23',
      categoria: 'truck',
    });
    vi.advanceTimersByTime(1000);
    const devices = await t.record('entities.device');
    expect(last(devices).items.map((d) => d.name)).toContain('Ana - ABC1D23');
    expect(t.requests.filter((r) => r.path === '/api/server').length).toBe(before + 1);
  });

  it('[AD9] a refusal rejects with its code, and bad input goes nowhere', async () => {
    const t = await adminCore((r) =>
      r.path === '/tarkan/autolink' ? { status: 400, body: 'Device not available' } : undefined,
    );
    const devices = await t.record('entities.device');
    const count = last(devices).items.length;
    await expect(t.core.claimDevice({ imei: '999' })).rejects.toMatchObject({
      type: 'http',
      code: 'DEVICE_NOT_AVAILABLE',
    });
    await expect(t.core.claimDevice({ imei: 'two words' })).rejects.toMatchObject({
      code: 'INVALID_CLAIM',
    });
    await expect(t.core.claimDevice({ imei: '1', category: 'ufo' })).rejects.toMatchObject({
      code: 'INVALID_CLAIM',
    });
    expect(t.seen).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(last(await t.record('entities.device')).items).toHaveLength(count);
  });
});
