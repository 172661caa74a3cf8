import { describe, expect, it } from 'vitest';
import { clusterGrid } from '../../../src/worker/map/clusterGrid';
import { worldPixel } from '../../../src/worker/map/mercator';
import { areaServes, cullArea } from '../../../src/worker/map/cullArea';
import { deviceColor } from '@farol/model';
import { toGeofenceView } from '../../../src/worker/geofences/geofenceView';
import { buildLabels, inside } from '../../../src/worker/map/labels';
import { nearestDevice } from '../../../src/worker/map/nearestDevice';
import { sortDevices } from '../../../src/worker/list/sortDevices';
import { makeEvent } from '../../../src/worker/events';
import { EMPTY_GEOFENCES, reduceGeofences } from '../../../src/worker/geofences/state';
import { DEFAULT_MAP_OPTIONS } from '../../../src/worker/map/state';
import { MAX_TRAIL_POINTS, reduceTrail } from '../../../src/worker/map/state';
import { device, position } from '../support/fixtures';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const geofence = (id: number, area: string, attributes: Record<string, unknown> = {}) => ({
  id,
  name: `G${id}`,
  description: null,
  calendarId: 0,
  area,
  attributes,
});

describe('[S3] state sorts', () => {
  const devices = [
    device(1, { name: 'Bravo' }),
    device(2, { name: 'Alfa' }),
    device(3, { name: 'Charlie' }),
  ];
  const positions = new Map([
    [1, position(1, { attributes: { ignition: true, motion: true } })],
    [2, position(2, { attributes: { ignition: false, blocked: true, alarm: 'sos' } })],
    [3, position(3, { attributes: { ignition: true, driverUniqueId: 'D-9' } })],
  ]);
  const order = (
    field: Parameters<typeof sortDevices>[1]['sort']['field'],
    direction: 'asc' | 'desc' = 'asc',
  ) =>
    sortDevices(devices, {
      sort: { field, direction },
      collator,
      positions,
      anchored: new Map([[2, 50]]),
    }).map((d) => d.name);

  it.each([
    ['ignition', ['Bravo', 'Charlie', 'Alfa']],
    ['motion', ['Bravo', 'Alfa', 'Charlie']],
    ['locked', ['Alfa', 'Bravo', 'Charlie']],
    ['alert', ['Alfa', 'Bravo', 'Charlie']],
    ['driver', ['Charlie', 'Alfa', 'Bravo']],
    ['anchor', ['Alfa', 'Bravo', 'Charlie']],
  ] as const)('ascending %s puts devices in that state first, by name', (field, expected) => {
    expect(order(field)).toEqual(expected);
  });

  it('descending puts them last', () => {
    expect(order('ignition', 'desc')).toEqual(['Alfa', 'Bravo', 'Charlie']);
  });
});

describe('[G1] geofence views', () => {
  it('parses the area and reads anchors apart from ordinary geofences', () => {
    const anchor = toGeofenceView(
      geofence(5, 'CIRCLE (-23.5 -46.6, 150)', { isAnchor: true, deviceId: 7 }),
    );
    expect(anchor).toMatchObject({ isAnchor: true, anchorDeviceId: 7 });
    expect(anchor.shape).toEqual({ type: 'circle', center: [-46.6, -23.5], radius: 150 });
    const plain = toGeofenceView(geofence(6, 'POLYGON ((1 1, 1 2, 2 2))'));
    expect(plain).toMatchObject({ isAnchor: false, anchorDeviceId: null });
  });

  it('keeps a geofence with a broken area, without a shape', () => {
    expect(toGeofenceView(geofence(8, 'NOT WKT')).shape).toBeNull();
  });

  it('indexes anchors by device, and forgets them on removal and logout', () => {
    let state = reduceGeofences(
      EMPTY_GEOFENCES,
      makeEvent(
        'geofences.loaded',
        'rest',
        {
          geofences: [
            geofence(5, 'CIRCLE (1 2, 150)', { isAnchor: true, deviceId: 7 }),
            geofence(6, 'CIRCLE (1 2, 9)'),
          ],
        },
        1,
      ),
    );
    expect(state.anchorOf.get(7)).toBe(5);
    state = reduceGeofences(state, makeEvent('geofence.removed', 'rest', { geofenceId: 5 }, 2));
    expect(state.anchorOf.has(7)).toBe(false);
    expect([...state.byId.keys()]).toEqual([6]);
    expect(
      reduceGeofences(state, makeEvent('session.cleared', 'rest', { reason: 'logout' }, 3)),
    ).toBe(EMPTY_GEOFENCES);
  });
});

describe('[F2] trail', () => {
  it('records only the trailed device, from the moment trail mode starts', () => {
    let trail = reduceTrail(null, makeEvent('device.trailed', 'user', { deviceId: 1 }, 1));
    trail = reduceTrail(
      trail,
      makeEvent(
        'positions.received',
        'socket',
        {
          positions: [
            position(1, { longitude: 10, latitude: 20 }),
            position(2),
            position(1, { longitude: 11, latitude: 21 }),
          ],
        },
        2,
      ),
    );
    expect(trail).toEqual({ deviceId: 1, path: [10, 20, 11, 21] });
    expect(
      reduceTrail(trail, makeEvent('device.trailed', 'user', { deviceId: null }, 3)),
    ).toBeNull();
  });

  it('keeps at most MAX_TRAIL_POINTS, dropping the oldest', () => {
    const full = { deviceId: 1, path: Array.from({ length: MAX_TRAIL_POINTS * 2 }, (_, i) => i) };
    const next = reduceTrail(
      full,
      makeEvent(
        'positions.received',
        'socket',
        { positions: [position(1, { longitude: -1, latitude: -2 })] },
        1,
      ),
    )!;
    expect(next.path).toHaveLength(MAX_TRAIL_POINTS * 2);
    expect(next.path.slice(0, 2)).toEqual([2, 3]);
    expect(next.path.slice(-2)).toEqual([-1, -2]);
  });
});

describe('[M7] cluster grid', () => {
  it('puts nearby devices in one cluster with counts per status, far ones apart', () => {
    const frame = clusterGrid(
      [
        { longitude: -46.63, latitude: -23.55, status: 'online' },
        { longitude: -46.631, latitude: -23.551, status: 'offline' },
        { longitude: -46.632, latitude: -23.552, status: 'online' },
        { longitude: -43.2, latitude: -22.9, status: 'unknown' },
      ],
      6,
      1,
    );
    expect(frame.length).toBe(2);
    const big = frame.counts[0] === 3 ? 0 : 1;
    expect([frame.counts[big], frame.online[big], frame.offline[big], frame.unknown[big]]).toEqual([
      3, 2, 1, 0,
    ]);
    expect(frame.positions[big * 2]).toBeCloseTo(-46.631, 6);
    expect(frame.unknown[1 - big]).toBe(1);
  });

  it('groups by the cell size asked for: finer cells, more clusters', () => {
    const points = Array.from({ length: 100 }, (_, i) => ({
      longitude: -46.6 + (i % 10) * 0.01,
      latitude: -23.5 + Math.floor(i / 10) * 0.01,
      status: 'online' as const,
    }));
    const fine = clusterGrid(points, 12, 1, 40);
    const coarse = clusterGrid(points, 12, 1, 160);
    expect(fine.cellPx).toBe(40);
    expect(coarse.cellPx).toBe(160);
    expect(fine.length).toBeGreaterThan(coarse.length);
    for (const frame of [fine, coarse]) {
      expect(Array.from(frame.counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('projects with Web Mercator at 512 px per world', () => {
    expect(worldPixel(0, 0, 0)).toEqual([256, 256]);
    expect(worldPixel(180, 0, 1)[0]).toBe(1024);
  });
});

describe('[M5] culling area', () => {
  const view = { zoom: 15, west: -46.7, south: -23.6, east: -46.6, north: -23.5 };

  it.each([
    ['no viewport yet', null, 100_000, null],
    [
      'half the world in view',
      { zoom: 2, west: -180, south: -80, east: 0, north: 80 },
      100_000,
      null,
    ],
    ['a fleet of 5,000', view, 5_000, null],
    [
      'a fleet of 5,001 at zoom 15: the view and half a view more on every side',
      view,
      5_001,
      { zoom: 15, west: -46.75, south: -23.65, east: -46.55, north: -23.45 },
    ],
    [
      'a continent at zoom 4: culled all the same',
      { zoom: 4, west: -80, south: -40, east: -30, north: 10 },
      100_000,
      { zoom: 4, west: -105, south: -65, east: -5, north: 35 },
    ],
    [
      'near the pole: latitudes stay on the globe',
      { zoom: 9, west: 0, south: 80, east: 10, north: 88 },
      10_000,
      { zoom: 9, west: -5, south: 76, east: 15, north: 90 },
    ],
  ])('%s', (_, viewport, fleet, expected) => {
    const area = cullArea(viewport, fleet);
    if (expected === null) expect(area).toBeNull();
    else
      for (const key of ['zoom', 'west', 'south', 'east', 'north'] as const)
        expect(area![key]).toBeCloseTo(expected[key], 9);
  });

  it('serves while the view stays inside at a similar zoom; not across modes', () => {
    const area = cullArea(view, 10_000);
    expect(areaServes(area, view, 10_000)).toBe(true);
    expect(areaServes(area, { ...view, west: -46.75, east: -46.65 }, 10_000)).toBe(true);
    expect(areaServes(area, { ...view, west: -46.8, east: -46.7 }, 10_000)).toBe(false);
    const zoomedIn = { zoom: 17, west: -46.66, south: -23.56, east: -46.64, north: -23.54 };
    expect(areaServes(area, zoomedIn, 10_000)).toBe(false);
    expect(areaServes(area, view, 4_000)).toBe(false);
    expect(areaServes(null, view, 4_000)).toBe(true);
    expect(areaServes(null, view, 10_000)).toBe(false);
  });
});

describe('[W2] labels', () => {
  const viewport = { zoom: 15, west: -46.7, east: -46.5, south: -23.6, north: -23.5 };
  const sources = [
    {
      device: device(1, { name: 'Perto', attributes: { plate: 'ABC1D23' }, groupId: 4 }),
      position: position(1, { longitude: -46.6, latitude: -23.55, speed: 10 }),
    },
    {
      device: device(2, { name: 'Longe' }),
      position: position(2, { longitude: -46.69, latitude: -23.59 }),
    },
    {
      device: device(3, { name: 'Fora' }),
      position: position(3, { longitude: -40, latitude: -20 }),
    },
  ];
  const groups = new Map([[4, { id: 4, name: 'Frota Sul', groupId: 0, attributes: {} }]]);

  it('labels visible devices nearest the centre first, with the parts the options ask for', () => {
    const labels = buildLabels({
      sources,
      viewport,
      options: { ...DEFAULT_MAP_OPTIONS, plates: true, groups: true, status: true },
      groups,
      speedUnit: 'kmh',
      max: 1,
    });
    expect(labels).toEqual([
      {
        id: 1,
        longitude: -46.6,
        latitude: -23.55,
        name: 'Perto',
        plate: 'ABC1D23',
        group: 'Frota Sul',
        status: 'online',
        speed: 18.52,
        speedUnit: 'kmh',
      },
    ]);
  });

  it('leaves out parts not asked for', () => {
    const [label] = buildLabels({
      sources,
      viewport,
      options: { ...DEFAULT_MAP_OPTIONS, names: true },
      groups,
      speedUnit: 'kmh',
      max: 5,
    });
    expect(label).toMatchObject({
      name: 'Perto',
      plate: null,
      group: null,
      status: null,
      speed: null,
    });
  });

  it('handles viewports that extend past the antimeridian', () => {
    const wide = { zoom: 3, west: 170, east: 190, south: -10, north: 10 };
    expect(inside(wide, position(1, { longitude: -175, latitude: 0 }))).toBe(true);
    expect(inside(wide, position(1, { longitude: 160, latitude: 0 }))).toBe(false);
  });
});

describe('[M6] device colour', () => {
  it.each([
    ['#ff0000', [255, 0, 0, 255]],
    ['#0f0', [0, 255, 0, 255]],
    ['240|100|100', [0, 0, 255, 255]],
    ['0|0|1', [255, 255, 255, 255]],
    ['not a colour', [255, 255, 255, 255]],
    [undefined, [255, 255, 255, 255]],
  ])('%s → %j', (value, rgba) => {
    expect([...deviceColor(value)]).toEqual(rgba);
  });
});

describe('[M7] cluster merging', () => {
  it('merges clusters that fall on both sides of a cell border into the larger one', () => {
    // The longitude of a cell border near -45° at zoom 4 (cells of 64 px, 512 × 2^4 px per world).
    const world = 512 * 2 ** 4;
    const border = Math.ceil((((-45 + 180) / 360) * world) / 64) * 64;
    const x = (border / world) * 360 - 180;
    const frame = clusterGrid(
      [
        { longitude: x - 0.5, latitude: -23.5, status: 'online' },
        { longitude: x - 0.6, latitude: -23.5, status: 'online' },
        { longitude: x + 0.5, latitude: -23.5, status: 'offline' },
      ],
      4,
      1,
    );
    expect(frame.length).toBe(1);
    expect([frame.counts[0], frame.online[0], frame.offline[0]]).toEqual([3, 2, 1]);
    expect(frame.positions[0]).toBeCloseTo(x - 0.2, 6);
  });
});

describe('[H1] hit test', () => {
  const sources = [
    { device: device(1), position: position(1, { longitude: -46.6, latitude: -23.5 }) },
    { device: device(2), position: position(2, { longitude: -46.6002, latitude: -23.5 }) },
  ];
  it('returns the device drawn nearest to the click, within the radius on screen', () => {
    // At zoom 17 one pixel is about 1.2 m here; device 2 is ~20 m (≈ 17 px) west of device 1.
    expect(
      nearestDevice({ sources, longitude: -46.60001, latitude: -23.5, zoom: 17, radiusPx: 18 }),
    ).toBe(1);
    expect(
      nearestDevice({ sources, longitude: -46.60019, latitude: -23.5, zoom: 17, radiusPx: 18 }),
    ).toBe(2);
  });
  it('returns null when nothing is drawn within the radius', () => {
    expect(
      nearestDevice({ sources, longitude: -46.59, latitude: -23.5, zoom: 17, radiusPx: 18 }),
    ).toBeNull();
  });
});
