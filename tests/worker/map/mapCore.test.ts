import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { trackingEvent } from '../support/alertFixtures';
import { testCore } from '../support/core';
import { device, position } from '../support/fixtures';
import { options, signedIn } from '../support/smallFleet';

const GPU = 'ANGLE (NVIDIA GeForce RTX 3060 Direct3D11)';

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

describe('[G3] anchor left', () => {
  const anchor = {
    id: 77,
    name: 'Âncora Alpha',
    area: 'CIRCLE (-23.499 -46.601, 150)',
    attributes: { deviceId: 1, isAnchor: true },
  };
  const depot = { id: 78, name: 'Depósito', area: 'CIRCLE (-23.5 -46.6, 200)', attributes: {} };

  async function anchored() {
    const t = testCore({
      ...options,
      extra: ({ method, path }) =>
        method === 'GET' && path === '/api/geofences' ? { body: [anchor, depot] } : undefined,
    });
    await t.core.restoreSession();
    await t.core.settled();
    t.sockets[0]!.open();
    await t.core.selectDevice({ deviceId: 1 });
    const seen = await t.record('selected');
    const push = (type: string, geofenceId: number, rule: string) =>
      t.sockets[0]!.send({
        events: [
          trackingEvent(90 + geofenceId, { type, geofenceId, attributes: { rule, command: 'x' } }),
        ],
      });
    return { ...t, seen, push };
  }

  it('the server stopping the engine for the anchor drops the anchor', async () => {
    const t = await anchored();
    expect(t.seen.at(-1)?.anchor?.id).toBe(77);
    t.push('deviceLocked', 77, 'anchor');
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor).toBeNull();
    expect(t.seen.at(-1)?.row.anchored).toBe(false);
  });

  it('a position of the device outside its anchor drops the anchor, as the server does', async () => {
    const t = await anchored();
    const report = (deviceId: number, latitude: number, seconds: number) => {
      t.sockets[0]!.send({
        positions: [
          position(deviceId, {
            id: 500 + seconds,
            latitude,
            longitude: -46.601,
            // The server's geofenceIds are not what the rule reads: the anchor's shape is.
            geofenceIds: null,
            fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString(),
          }),
        ],
      });
      t.frames.tick();
    };
    // 100 m north of the anchor's centre: still inside its 150 m.
    report(1, -23.4981, 1);
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor?.id).toBe(77);
    // Another device far away leaves nothing.
    report(2, -23.6, 2);
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor?.id).toBe(77);
    // 1.1 km south, the first report the client sees of it leaving (the socket may bring only a
    // device's latest position, so no inside one need come first): the anchor is gone.
    report(1, -23.509, 3);
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor).toBeNull();
    expect(t.seen.at(-1)?.row.anchored).toBe(false);
  });

  it('so does a stop the device could not take; other rules and geofences stay', async () => {
    const t = await anchored();
    t.push('deviceLocked', 78, 'lockOnExit');
    t.push('automationFailed', 78, 'anchor');
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor?.id).toBe(77);
    t.push('automationFailed', 77, 'anchor');
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor).toBeNull();
  });

  it('another event on the anchor, another rule, a plain geofence or an unknown one drop nothing', async () => {
    const t = await anchored();
    const geofences = await t.record('geofences');
    t.push('geofenceExit', 77, 'anchor');
    t.push('deviceLocked', 77, 'lockOnExit');
    t.push('automationFailed', 78, 'anchor');
    t.push('deviceLocked', 99, 'anchor');
    await t.core.settled();
    expect(t.seen.at(-1)?.anchor?.id).toBe(77);
    expect(
      geofences
        .at(-1)
        ?.map((g) => g.id)
        .sort(),
    ).toEqual([77, 78]);
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

  it('remembers the base layer the user picked, per user', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    await t.core.setMapOptions({ baseLayer: 'satellite' });
    const again = testCore(options, { store: t.store });
    const seen = await again.record('mapOptions');
    await again.core.restoreSession();
    expect(seen.at(-1)).toMatchObject({ baseLayer: 'satellite', geofences: true });
    await again.core.setMapOptions({ baseLayer: null });
    expect(t.store.data.get(`${STORAGE_KEYS.mapOptions}.1`)).toMatchObject({ baseLayer: null });
  });

  it('rejects a base layer nobody offers', async () => {
    const t = testCore(options);
    await expect(t.core.setMapOptions({ baseLayer: 'bing' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
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
});

describe('[M5] culling for large fleets', () => {
  it('sends only the devices around the view, the whole fleet when half the world shows', async () => {
    const many = Array.from({ length: 5_001 }, (_, i) => device(i + 1, { name: `V${i + 1}` }));
    // A 71 × 71 grid of devices 0.01° apart, south-west from (-23.5, -46.6).
    const spread = many.map((d) =>
      position(d.id, {
        latitude: -23.5 - (d.id % 71) / 100,
        longitude: -46.6 - Math.floor(d.id / 71) / 100,
      }),
    );
    const t = testCore({ ...options, devices: many, positions: spread });
    await t.core.restoreSession();
    await t.core.settled();
    // A GPU: 5,001 dots one by one from the first view (SwiftShader's prior waits for a window).
    await t.core.setRenderer({ renderer: GPU });
    const frames = await t.record('map');
    await t.core.setViewport({ zoom: 3, west: -150, south: -70, east: 60, north: 70 });
    vi.advanceTimersByTime(1);
    t.frames.tick();
    // The rebuild's further slices, one per task (SPEC.md I3).
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)!.length).toBe(5_001);
    // A view 0.02° square: the frame holds the 0.04° square around it, 4 × 4 or 5 × 5 devices.
    await t.core.setViewport({ zoom: 15, west: -46.92, south: -23.82, east: -46.9, north: -23.8 });
    vi.advanceTimersByTime(1);
    t.frames.tick();
    vi.advanceTimersByTime(1);
    const near = frames.at(-1)!;
    expect(near.length).toBeGreaterThanOrEqual(16);
    expect(near.length).toBeLessThanOrEqual(25);
    for (let i = 0; i < near.length; i++) {
      expect(near.positions[i * 2]).toBeGreaterThanOrEqual(-46.93 - 1e-9);
      expect(near.positions[i * 2]).toBeLessThanOrEqual(-46.89 + 1e-9);
    }
    // A small pan stays inside the area sent: no new frame.
    const count = frames.length;
    await t.core.setViewport({
      zoom: 15,
      west: -46.925,
      south: -23.82,
      east: -46.905,
      north: -23.8,
    });
    vi.advanceTimersByTime(1);
    t.frames.tick();
    vi.advanceTimersByTime(1);
    expect(frames.length).toBe(count);
  }, 20_000);
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

describe('[I4] requests before the map rebuild', () => {
  it('answers a search between two slices of the rebuild the last search called for', async () => {
    const many = Array.from({ length: 5_001 }, (_, i) => device(i + 1, { name: `V${i + 1}` }));
    const t = testCore({
      ...options,
      devices: many,
      positions: many.map((d) => position(d.id)),
    });
    await t.core.restoreSession();
    await t.core.settled();
    // A GPU: 5,001 dots one by one from the first view (SwiftShader's prior waits for a window).
    await t.core.setRenderer({ renderer: GPU });
    const frames = await t.record('map');
    const lists = await t.record('list');
    // Half the world in view: the frame holds every device the filters show (M5).
    await t.core.setViewport({ zoom: 3, west: -150, south: -70, east: 60, north: 70 });
    vi.advanceTimersByTime(1);
    t.frames.tick();
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)!.length).toBe(5_001);
    const before = frames.length;
    await t.core.setListQuery({ search: 'V10' });
    vi.advanceTimersByTime(1);
    t.frames.tick();
    expect(frames.length).toBe(before);
    // The rebuild for 'V10' has walked one slice; the next search is answered before the rest.
    await t.core.setListQuery({ search: 'V200' });
    expect(lists.at(-1)!.query.search).toBe('V200');
    expect(lists.at(-1)!.total).toBe(11);
    expect(frames.length).toBe(before);
    t.frames.tick();
    vi.advanceTimersByTime(1);
    // The rebuild for 'V10' was cancelled: one frame, of the newest search.
    expect(frames.length).toBe(before + 1);
    expect(frames.at(-1)!.length).toBe(11);
  }, 20_000);
});
