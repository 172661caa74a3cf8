import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { circleRing, parseWkt } from '@farol/model';
import { buildDeviceAtlas } from '../../src/ui/map/deviceAtlas';
import {
  clusterRadius,
  donutAtlas,
  donutIcon,
  RING_COLORS,
} from '../../src/ui/map/geometry/clusterDonut';
import { geofenceGeometry, labelPoint } from '../../src/ui/map/geometry/geofenceGeometry';
import {
  buildMapLayers,
  GEOFENCE_NAMES_FROM_ZOOM,
  type MapLayersInput,
} from '../../src/ui/map/layers/buildMapLayers';
import type { ClusterFrame, GeofenceView, MapFrame } from '../../src/worker/types';

const atlas = buildDeviceAtlas();

function frameOf(count: number): MapFrame {
  return {
    version: 1,
    length: count,
    ids: Int32Array.from({ length: count }, (_, i) => i + 1),
    positions: new Float64Array(count * 2).fill(-23.5),
    courses: new Float32Array(count),
    colors: new Uint8Array(count * 4),
    icons: new Uint8Array(count),
    glyphColors: new Uint8Array(count * 4),
    accuracies: new Float32Array(count),
  };
}

const clusters: ClusterFrame = {
  version: 1,
  zoom: 4,
  cellPx: 64,
  length: 1,
  positions: Float64Array.of(-46.6, -23.5),
  counts: Uint32Array.of(3),
  online: Uint32Array.of(2),
  offline: Uint32Array.of(1),
  unknown: Uint32Array.of(0),
};

/** The worker keeps a geofence whose stored WKT it cannot read, with no shape. */
function safeParse(area: string) {
  try {
    return parseWkt(area);
  } catch {
    return null;
  }
}

function geofence(
  id: number,
  area: string,
  attributes: Record<string, unknown> = {},
): GeofenceView {
  return {
    id,
    name: `G${id}`,
    description: null,
    area,
    shape: safeParse(area),
    calendarId: 0,
    attributes,
    isAnchor: false,
    anchorDeviceId: null,
  };
}

const base: MapLayersInput = {
  frame: frameOf(3),
  clusters: undefined,
  geofences: [geofence(1, 'CIRCLE (-23.5 -46.6, 300)')],
  hiddenGeofences: [],
  labels: [],
  trail: null,
  options: {
    geofences: true,
    names: false,
    plates: false,
    precision: false,
    status: false,
    groups: false,
    baseLayer: null,
  },
  selection: { longitude: -46.6, latitude: -23.5 },
  atlas,
  zoom: 14,
  clustered: false,
  compact: false,
  labelText: (label) => label.name ?? '',
};

const LAYER_IDS = [
  'geofences',
  'precision',
  'trail',
  'clusters',
  'selection',
  'devices',
  'labels',
] as const;

/** Whether each layer draws: given to deck and visible (a layer left out draws nothing). */
const visibility = (layers: Layer[]) =>
  Object.fromEntries(
    LAYER_IDS.map((id) => [id, layers.find((layer) => layer.id === id)?.props.visible === true]),
  );

const label = {
  id: 1,
  longitude: -46.6,
  latitude: -23.5,
  name: 'Van 1',
  plate: null,
  group: null,
  status: null,
  speed: null,
  speedUnit: 'kmh' as const,
};
const trail = { deviceId: 1, path: Float64Array.of(-46.6, -23.5, -46.61, -23.51) };

describe('buildMapLayers', () => {
  it('stacks the layers bottom to top with stable ids', () => {
    const everything = buildMapLayers({
      ...base,
      options: { ...base.options, precision: true },
      trail,
      labels: [label],
    });
    expect(everything.map((layer) => layer.id)).toEqual(
      LAYER_IDS.filter((id) => id !== 'clusters'),
    );
    const clustered = buildMapLayers({
      ...base,
      clustered: true,
      clusters,
      trail,
      labels: [label],
    });
    expect(clustered.map((layer) => layer.id)).toEqual([
      'geofences',
      'trail',
      'clusters',
      'selection',
      'devices',
      'labels',
    ]);
  });

  // deck.gl compiles the shaders of every layer it is given, drawn or not: on a software
  // renderer each program costs the startup 100 ms or more.
  it('leaves out the layers that draw nothing, so their shaders are not compiled', () => {
    const ids = buildMapLayers({ ...base, selection: null }).map((layer) => layer.id);
    expect(ids).toEqual(['geofences', 'devices']);
    expect(buildMapLayers({ ...base, geofences: [], selection: null, frame: undefined })).toEqual(
      [],
    );
  });

  it('keeps the geofences while there are any, hidden when switched off', () => {
    const off = buildMapLayers({ ...base, options: { ...base.options, geofences: false } });
    expect(off.find((layer) => layer.id === 'geofences')?.props.visible).toBe(false);
  });

  it('has no devices layer before the first frame', () => {
    const ids = buildMapLayers({ ...base, frame: undefined }).map((layer) => layer.id);
    expect(ids).not.toContain('devices');
    expect(visibility(buildMapLayers({ ...base, frame: undefined })).precision).toBe(false);
  });

  it.each<[string, Partial<MapLayersInput>, Record<string, boolean>]>([
    [
      'street level: devices, selection and geofences',
      {},
      {
        geofences: true,
        precision: false,
        trail: false,
        selection: true,
        devices: true,
        clusters: false,
        labels: false,
      },
    ],
    [
      'clustered: clusters with the pinned devices of the frame above them, no precision',
      { clustered: true, clusters, options: { ...base.options, precision: true } },
      { precision: false, selection: true, devices: true, clusters: true },
    ],
    [
      'clustered with no pinned device and no cluster yet: nothing drawn',
      { clustered: true, clusters: undefined, frame: frameOf(0), selection: null },
      { devices: false, clusters: false, selection: false },
    ],
    [
      'geofences switched off in the map options',
      { options: { ...base.options, geofences: false } },
      { geofences: false },
    ],
    ['no geofences to draw', { geofences: [] }, { geofences: false }],
    [
      'precision switched on',
      { options: { ...base.options, precision: true } },
      { precision: true },
    ],
    ['a trail being recorded', { trail }, { trail: true }],
    ['nothing selected', { selection: null }, { selection: false }],
    ['labels for visible devices', { labels: [label] }, { labels: true }],
    ['an empty fleet', { frame: frameOf(0) }, { devices: false }],
  ])('%s', (_, change, expected) => {
    expect(visibility(buildMapLayers({ ...base, ...change }))).toMatchObject(expected);
  });

  it('names geofences only from zoom 11, where they no longer cover the fleet', () => {
    const names = (zoom: number) =>
      buildMapLayers({ ...base, zoom }).find((layer) => layer.id === 'geofences')!.props;
    expect(names(GEOFENCE_NAMES_FROM_ZOOM - 1)).toMatchObject({ showNames: false });
    expect(names(GEOFENCE_NAMES_FROM_ZOOM)).toMatchObject({ showNames: true });
  });

  it('draws a trail only once it has two points', () => {
    const trail = (path: number[]) =>
      buildMapLayers({ ...base, trail: { deviceId: 1, path: Float64Array.from(path) } }).find(
        (layer) => layer.id === 'trail',
      )!.props.data as unknown[];
    expect(trail([-46.6, -23.5])).toHaveLength(0);
    expect(trail([-46.6, -23.5, -46.61, -23.51])).toHaveLength(1);
  });
});

describe('geofenceGeometry', () => {
  it('keeps circles as centre and radius, turns polygons into closed rings, lines into corridors', () => {
    const { circles, areas, lines } = geofenceGeometry([
      geofence(1, 'CIRCLE (-23.5 -46.6, 300)'),
      geofence(2, 'POLYGON ((-23.5 -46.6, -23.5 -46.5, -23.4 -46.5, -23.5 -46.6))'),
      geofence(3, 'LINESTRING (-23.5 -46.6, -23.4 -46.5)', { polylineDistance: 40 }),
      geofence(4, 'LINESTRING (-23.5 -46.6, -23.4 -46.5)'),
      geofence(5, 'not wkt'),
    ]);
    expect(circles).toEqual([
      { id: 1, name: 'G1', anchor: false, center: [-46.6, -23.5], radius: 300 },
    ]);
    expect(areas.map((a) => a.id)).toEqual([2]);
    for (const { ring } of areas) expect(ring.at(-1)).toEqual(ring[0]);
    expect(lines.map((l) => [l.id, l.width])).toEqual([
      [3, 80],
      [4, 50],
    ]);
  });

  it('labels a circle at its centre', () => {
    const ring = circleRing([-46.6, -23.5], 1000);
    expect(labelPoint(ring.slice(0, -1))[0]).toBeCloseTo(-46.6, 6);
  });
});

describe('donutIcon', () => {
  it('shares the ring among statuses in 5 % steps, one icon per share', () => {
    expect(donutIcon(2, 1, 0)).toBe('donut-13-7');
    expect(donutIcon(200, 100, 0)).toBe('donut-13-7');
    expect(donutIcon(0, 0, 0)).toBe('donut-0-0');
  });

  it('draws every share once in one atlas, each in its own cell', () => {
    const { url, mapping } = donutAtlas();
    const frames = Object.values(mapping);
    // 21 online shares × the offline shares left: 231 rings.
    expect(frames).toHaveLength(231);
    expect(new Set(frames.map((f) => `${f.x},${f.y}`)).size).toBe(231);
    expect(mapping[donutIcon(3, 0, 0)]).toMatchObject({ width: 64, height: 64, mask: false });
    const svg = decodeURIComponent(url.split(',')[1]!);
    for (const color of Object.values(RING_COLORS)) expect(svg).toContain(color);
    // The all-online ring is one green arc around its own cell's centre.
    const { x, y } = mapping['donut-20-0']!;
    expect(svg).toContain(
      `cx="${x + 32}" cy="${y + 32}" r="27" fill="none" stroke-width="9" stroke="#2e9e5b"/>`,
    );
  });

  it('grows the disc with the count, up to a cap', () => {
    expect(clusterRadius(1)).toBe(14);
    expect(clusterRadius(100)).toBeGreaterThan(clusterRadius(10));
    expect(clusterRadius(10_000_000)).toBe(34);
  });
});
