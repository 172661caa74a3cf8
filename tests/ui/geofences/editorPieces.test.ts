import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import type { LonLat } from '@farol/model';
import { featureCollectionOf } from '../../../src/ui/geofences/editor/nebulaShape';
import { snapPoint, snapTargets } from '../../../src/ui/geofences/editor/snapPoint';
import { withCorridor } from '../../../src/ui/geofences/editor/withCorridor';
import {
  buildGeofenceEditLayers,
  EDIT_HANDLES_ID,
  EDIT_SHAPE_IDS,
  type EditedGeometry,
} from '../../../src/ui/map/layers/buildGeofenceEditLayers';
import { buildStoredShapeLayer } from '../../../src/ui/map/layers/buildStoredShapeLayer';

const SQUARE: EditedGeometry['points'] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
];
const shape = (over: Partial<EditedGeometry>): EditedGeometry => ({
  kind: 'polygon',
  points: SQUARE,
  radius: 0,
  width: 25,
  cursor: null,
  drawing: false,
  invalid: false,
  ...over,
});
const byId = (layers: Layer[]) => new Map(layers.map((layer) => [layer.id, layer]));
const data = (layer: Layer | undefined) => layer?.props.data as unknown[];
const props = (layer: Layer | undefined) => layer?.props as unknown as Record<string, unknown>;

describe('the geofence editor on the map', () => {
  it('draws a closed polygon with its handles on top, nothing pickable (CPU hit test)', () => {
    const layers = buildGeofenceEditLayers(shape({}), []);
    expect(layers.map((layer) => layer.id)).toEqual([
      ...EDIT_SHAPE_IDS,
      'geofence-edit-path',
      EDIT_HANDLES_ID,
    ]);
    const area = data(byId(layers).get('geofence-edit-area'));
    expect(area).toEqual([[...SQUARE, [0, 0]]]);
    expect(layers.filter((layer) => layer.props.pickable)).toEqual([]);
  });

  it('while drawing, the pointer is the next vertex of the area or the end of the line', () => {
    const polygon = byId(
      buildGeofenceEditLayers(
        shape({ points: SQUARE.slice(0, 2), cursor: [1, 1], drawing: true }),
        [],
      ),
    );
    expect(data(polygon.get('geofence-edit-area'))).toEqual([
      [
        [0, 0],
        [0, 1],
        [1, 1],
        [0, 0],
      ],
    ]);
    const line = byId(
      buildGeofenceEditLayers(
        shape({ kind: 'line', points: [[0, 0]], cursor: [2, 2], drawing: true }),
        [],
      ),
    );
    expect(data(line.get('geofence-edit-path'))).toEqual([
      [
        [0, 0],
        [2, 2],
      ],
    ]);
    // No corridor until the line is drawn.
    expect(data(line.get('geofence-edit-corridor'))).toEqual([]);
  });

  it('a finished line shows its corridor, twice polylineDistance wide, in metres', () => {
    const layers = byId(buildGeofenceEditLayers(shape({ kind: 'line', width: 40 }), []));
    const corridor = layers.get('geofence-edit-corridor')!;
    expect(data(corridor)).toHaveLength(1);
    expect(props(corridor).getWidth).toBe(80);
    expect(props(corridor).widthUnits).toBe('meters');
  });

  it('a polygon crossing itself turns red', () => {
    const red = byId(buildGeofenceEditLayers(shape({ invalid: true }), [])).get(
      'geofence-edit-area',
    );
    const blue = byId(buildGeofenceEditLayers(shape({}), [])).get('geofence-edit-area');
    expect((props(red).getLineColor as number[])[0]).toBeGreaterThan(200);
    expect((props(blue).getLineColor as number[])[0]).toBeLessThan(50);
  });

  it('a circle is its ring on Traccar’s sphere, marked for nebula’s resize mode', () => {
    const circle = {
      kind: 'circle' as const,
      points: [[0, 0] as [number, number]],
      radius: 1000,
      width: 25,
    };
    const features = featureCollectionOf(circle, 'editing').features;
    expect(features).toHaveLength(1);
    expect(features[0]!.properties).toEqual({ shape: 'Circle' });
    expect(featureCollectionOf(circle, 'drawing').features).toEqual([]);
    const polygon = featureCollectionOf(
      { kind: 'polygon', points: [...SQUARE], radius: 0, width: 25 },
      'editing',
    ).features[0]!;
    expect(polygon.geometry).toEqual({ type: 'Polygon', coordinates: [[...SQUARE, [0, 0]]] });
  });

  it('snaps to the nearest vertex of other geofences within reach, else stays', () => {
    const targets = snapTargets([
      { type: 'circle', center: [5, 5], radius: 10 },
      {
        type: 'line',
        points: [
          [1, 1],
          [2, 2],
        ],
      },
      null,
    ]);
    expect(targets).toEqual([
      [5, 5],
      [1, 1],
      [2, 2],
    ]);
    const project = ([lon, lat]: [number, number]): [number, number] => [lon * 100, lat * 100];
    expect(snapPoint({ x: 105, y: 103, lngLat: [1.05, 1.03] }, targets, project)).toEqual([1, 1]);
    expect(snapPoint({ x: 150, y: 150, lngLat: [1.5, 1.5] }, targets, project)).toEqual([1.5, 1.5]);
  });

  it('keeps a line’s corridor in its attributes, and drops it from other shapes', () => {
    expect(withCorridor({ speedLimit: 40, polylineDistance: 10 }, 30)).toEqual({
      speedLimit: 40,
      polylineDistance: 30,
    });
    expect(withCorridor({ speedLimit: 40, polylineDistance: 10 }, null)).toEqual({
      speedLimit: 40,
    });
  });
});

describe('the stored shape under the edited one', () => {
  it('outlines a stored polygon closed, a circle as its ring and a line as its path', () => {
    const pathOf = (layer: Layer) => (layer.props.data as LonLat[][])[0];
    expect(pathOf(buildStoredShapeLayer({ type: 'polygon', ring: [...SQUARE] }))).toEqual([
      ...SQUARE,
      [0, 0],
    ]);
    expect(
      pathOf(buildStoredShapeLayer({ type: 'circle', center: [0, 0], radius: 100 })),
    ).toHaveLength(65);
    expect(
      pathOf(buildStoredShapeLayer({ type: 'line', points: [...SQUARE.slice(0, 2)] })),
    ).toEqual(SQUARE.slice(0, 2));
    expect(buildStoredShapeLayer({ type: 'polygon', ring: [...SQUARE] }).props.pickable).toBe(
      false,
    );
  });
});
