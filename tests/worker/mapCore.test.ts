import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/worker/storageKeys';
import { testCore } from './support/core';
import { options, signedIn } from './support/smallFleet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const anchorRoutes = (linkStatus = 204) => {
  const calls: string[] = [];
  return {
    calls,
    extra: (request: { method: string; path: string; body?: string }) => {
      calls.push(`${request.method} ${request.path} ${request.body ?? ''}`);
      if (request.method === 'POST' && request.path === '/api/geofences') {
        return { body: { id: 77, ...JSON.parse(request.body!) } };
      }
      if (request.method === 'POST' && request.path === '/api/permissions') {
        return {
          status: linkStatus,
          body: linkStatus >= 400 ? 'java.lang.SecurityException: Geofence access denied' : '',
        };
      }
      if (request.method === 'DELETE' && request.path === '/api/geofences/77')
        return { status: 204, body: '' };
      return undefined;
    },
  };
};

describe('[G2] anchor', () => {
  it('creates a 150 m circle at the last position, linked to the device', async () => {
    const routes = anchorRoutes();
    const t = testCore({ ...options, extra: routes.extra });
    await t.core.restoreSession();
    await t.core.settled();
    const anchors = await t.record('selected');
    await t.core.selectDevice({ deviceId: 1 });
    const view = await t.core.createAnchor({ deviceId: 1, name: 'Âncora Alpha' });
    expect(view).toMatchObject({ id: 77, isAnchor: true, anchorDeviceId: 1, name: 'Âncora Alpha' });
    const post = routes.calls.find((c) => c.startsWith('POST /api/geofences'))!;
    expect(JSON.parse(post.slice('POST /api/geofences '.length))).toEqual({
      name: 'Âncora Alpha',
      description: '',
      calendarId: 0,
      area: 'CIRCLE (-23.499 -46.601, 150)',
      attributes: { deviceId: 1, isAnchor: true },
    });
    expect(routes.calls).toContain('POST /api/permissions {"deviceId":1,"geofenceId":77}');
    expect(anchors.at(-1)?.anchor?.id).toBe(77);
    expect(anchors.at(-1)?.row.anchored).toBe(true);
  });

  it('deletes the new geofence again when linking it fails, and rejects', async () => {
    const routes = anchorRoutes(400);
    const t = testCore({ ...options, extra: routes.extra });
    await t.core.restoreSession();
    await t.core.settled();
    await expect(t.core.createAnchor({ deviceId: 1, name: 'A' })).rejects.toMatchObject({
      status: 400,
    });
    expect(routes.calls).toContain('DELETE /api/geofences/77 ');
  });

  it('refuses a device without a position', async () => {
    const t = testCore({ ...options, positions: [] });
    await t.core.restoreSession();
    await t.core.settled();
    await expect(t.core.createAnchor({ deviceId: 1, name: 'A' })).rejects.toMatchObject({
      code: 'NO_POSITION',
    });
  });
});

describe('[O1] map options', () => {
  it('are stored per user and restored when that user signs in again', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    await t.core.setMapOptions({ plates: true, names: false });
    expect(t.store.data.get(`${STORAGE_KEYS.mapOptions}.1`)).toMatchObject({
      plates: true,
      names: false,
    });
    const again = testCore(options, { store: t.store });
    const seen = await again.record('mapOptions');
    await again.core.restoreSession();
    expect(seen.at(-1)).toMatchObject({ plates: true, names: false, geofences: true });
  });

  it('rejects unknown options', async () => {
    const t = testCore(options);
    await expect(t.core.setMapOptions({ colours: true } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
  });
});

describe('[F1] follow', () => {
  it('re-emits the followed device on each of its updates, and stops', async () => {
    const t = await signedIn();
    const seen = await t.record('follow');
    await t.core.followDevice({ deviceId: 2 });
    t.sockets[0]!.send({
      positions: [
        {
          id: 99,
          deviceId: 2,
          latitude: 1,
          longitude: 2,
          fixTime: '2026-01-01T13:00:00.000+00:00',
        },
      ],
    });
    t.frames.tick();
    t.sockets[0]!.send({
      positions: [
        {
          id: 100,
          deviceId: 3,
          latitude: 5,
          longitude: 6,
          fixTime: '2026-01-01T13:00:00.000+00:00',
        },
      ],
    });
    t.frames.tick();
    await t.core.followDevice({ deviceId: null });
    expect(seen.slice(1)).toEqual([
      { deviceId: 2, longitude: expect.closeTo(-46.602, 9), latitude: expect.closeTo(-23.498, 9) },
      { deviceId: 2, longitude: 2, latitude: 1 },
      null,
    ]);
  });
});

describe('[W1] viewport', () => {
  it('rejects an impossible viewport', async () => {
    const t = testCore(options);
    await expect(
      t.core.setViewport({ zoom: 40, west: 0, south: 0, east: 1, north: 1 }),
    ).rejects.toMatchObject({ code: 'INVALID_VIEWPORT' });
  });

  it('[C1] clusters at low zoom and empties the clusters when zooming in', async () => {
    const t = await signedIn();
    const frames = await t.record('clusters');
    await t.core.setViewport({ zoom: 4, west: -60, south: -40, east: -30, north: -10 });
    expect(frames.at(-1)).toMatchObject({ zoom: 4, length: 1 });
    expect(Array.from(frames.at(-1)!.counts)).toEqual([3]);
    expect(Array.from(frames.at(-1)!.offline)).toEqual([1]);
    await t.core.setViewport({ zoom: 12, west: -46.7, south: -23.6, east: -46.5, north: -23.4 });
    expect(frames.at(-1)!.length).toBe(0);
  });
});

describe('[L8] show only one device', () => {
  it('narrows the list and the map to that device, and back', async () => {
    const t = await signedIn();
    const lists = await t.record('list');
    const maps = await t.record('map');
    await t.core.setListQuery({ onlyDeviceId: 2 });
    t.frames.tick();
    expect(lists.at(-1)!.rows.map((r) => r.id)).toEqual([2]);
    expect(Array.from(maps.at(-1)!.ids)).toEqual([2]);
    await t.core.setListQuery({ onlyDeviceId: null });
    t.frames.tick();
    expect(lists.at(-1)!.total).toBe(3);
    expect(maps.at(-1)!.length).toBe(3);
  });
});
