import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import type {
  EditedGeometry,
  EditHandle,
} from '../../../src/ui/map/layers/buildGeofenceEditLayers';
import {
  buildDragStillLayers,
  buildLiveLayers,
  dragsInParts,
  edgesAt,
  LIVE_HANDLES_ID,
  LIVE_PATH_ID,
  liveBounds,
  outlineWithout,
} from '../../../src/ui/map/layers/buildVertexDragLayers';

const PENTAGON: EditedGeometry['points'] = [
  [0, 0],
  [0, 1],
  [1, 2],
  [2, 1],
  [2, 0],
];
const shape = (over: Partial<EditedGeometry> = {}): EditedGeometry => ({
  kind: 'polygon',
  points: PENTAGON,
  radius: 0,
  width: 25,
  cursor: null,
  drawing: false,
  invalid: false,
  ...over,
});
const byId = (layers: Layer[]) => new Map(layers.map((layer) => [layer.id, layer]));
const data = (layer: Layer | undefined) => layer?.props.data as unknown[];
const positions = (layer: Layer | undefined) =>
  (data(layer) as EditHandle[]).map((handle) => handle.geometry.coordinates);

describe('a vertex drag drawn in two parts', () => {
  it('opens a polygon’s outline at the dragged vertex, round the ring', () => {
    expect(outlineWithout(shape(), 2)).toEqual([
      [
        [2, 1],
        [2, 0],
        [0, 0],
        [0, 1],
      ],
    ]);
    expect(outlineWithout(shape(), 0)).toEqual([
      [
        [0, 1],
        [1, 2],
        [2, 1],
        [2, 0],
      ],
    ]);
    expect(edgesAt(shape(), 0)).toEqual([
      [2, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(edgesAt(shape(), 4)).toEqual([
      [2, 1],
      [2, 0],
      [0, 0],
    ]);
  });

  it('splits a line in the parts either side of the dragged vertex; an end has one edge', () => {
    const line = shape({ kind: 'line' });
    expect(outlineWithout(line, 2)).toEqual([
      [
        [0, 0],
        [0, 1],
      ],
      [
        [2, 1],
        [2, 0],
      ],
    ]);
    // A part of one point draws nothing.
    expect(outlineWithout(line, 1)).toEqual([
      [
        [1, 2],
        [2, 1],
        [2, 0],
      ],
    ]);
    expect(edgesAt(line, 0)).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(edgesAt(line, 4)).toEqual([
      [2, 1],
      [2, 0],
    ]);
  });

  it('leaves still the open outline and the other vertices’ handles, with no fill or corridor', () => {
    const still = byId(buildDragStillLayers(shape(), 2));
    expect(data(still.get('geofence-edit-area'))).toEqual([]);
    expect(data(still.get('geofence-edit-corridor'))).toEqual([]);
    expect(data(still.get('geofence-edit-path'))).toEqual(outlineWithout(shape(), 2));
    expect(positions(still.get('geofence-edit-handles'))).toEqual([
      [0, 0],
      [0, 1],
      [2, 1],
      [2, 0],
    ]);
  });

  it('draws live the dragged vertex’s edges and handle, in the shape’s colour', () => {
    const moved = shape({ points: PENTAGON.map((p, i) => (i === 2 ? [1.5, 2.5] : p)) });
    const live = byId(buildLiveLayers(moved, 2, null));
    expect(data(live.get(LIVE_PATH_ID))).toEqual([
      [
        [0, 1],
        [1.5, 2.5],
        [2, 1],
      ],
    ]);
    expect(positions(live.get(LIVE_HANDLES_ID))).toEqual([[1.5, 2.5]]);
    expect(liveBounds(moved, 2, null)).toEqual([
      [0, 1],
      [2, 2.5],
    ]);
    const red = byId(buildLiveLayers(shape({ invalid: true }), 2, null)).get(LIVE_PATH_ID);
    expect((red?.props as unknown as { getColor: number[] }).getColor[0]).toBeGreaterThan(200);
  });

  it('draws live the marker where a vertex would go, and nothing when nothing moves', () => {
    const marker: EditHandle = {
      geometry: { coordinates: [0, 0.5] },
      properties: { editHandleType: 'intermediate' },
    };
    const live = byId(buildLiveLayers(shape(), null, marker));
    expect(data(live.get(LIVE_PATH_ID))).toEqual([]);
    expect(data(live.get(LIVE_HANDLES_ID))).toEqual([marker]);
    expect(liveBounds(shape(), null, marker)).toEqual([
      [0, 0.5],
      [0, 0.5],
    ]);
    const idle = buildLiveLayers(shape(), null, null);
    expect(idle.map((layer) => data(layer))).toEqual([[], []]);
    expect(liveBounds(shape(), null, null)).toBeNull();
  });

  it('is for polygons and lines being edited; a circle and a shape being drawn redraw whole', () => {
    expect(dragsInParts(shape())).toBe(true);
    expect(dragsInParts(shape({ kind: 'line' }))).toBe(true);
    expect(dragsInParts(shape({ kind: 'circle' }))).toBe(false);
    expect(dragsInParts(shape({ drawing: true }))).toBe(false);
  });
});
