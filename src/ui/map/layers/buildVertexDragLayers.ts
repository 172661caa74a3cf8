import type { Layer } from '@deck.gl/core';
import { PathLayer, PolygonLayer } from '@deck.gl/layers';
import type { LonLat } from '@farol/model';
import {
  buildHandlesLayer,
  buildOutlineLayer,
  EDIT_HANDLES_ID,
  EDIT_PATH_ID,
  editColor,
  type EditedGeometry,
  type EditHandle,
} from './buildGeofenceEditLayers';

/**
 * A vertex drag of a polygon or a line, drawn in two parts. Under the software renderer every
 * frame of the editing canvas rasterises and composites all of it (a 1,000-vertex polygon
 * covering half the map: its fill, outline and 1,000 handles), so while a vertex moves:
 * - still, on the editing canvas, drawn once when the drag starts: the shape without the dragged
 *   vertex's two edges (an open outline, no fill, no corridor) and the other vertices' handles;
 * - live, on the small live canvas, every step: the dragged vertex's two edges and its handle.
 * On release the whole shape (fill and all) is drawn again.
 */

/** Live layer ids: the edges following the pointer, and the handles there. */
export const LIVE_PATH_ID = 'geofence-edit-live-path';
export const LIVE_HANDLES_ID = 'geofence-edit-live-handles';

/** The kinds whose vertices drag in two parts (a circle is redrawn whole: it has 64 points). */
export const dragsInParts = (shape: EditedGeometry) =>
  !shape.drawing && (shape.kind === 'polygon' || shape.kind === 'line');

const vertexHandle = (point: LonLat): EditHandle => ({
  geometry: { coordinates: point },
  properties: { editHandleType: 'existing' },
});

/** The vertices either side of `index` (a polygon's wrap around; a line's ends have one). */
function neighbours(shape: EditedGeometry, index: number): [LonLat | null, LonLat | null] {
  const { points } = shape;
  const n = points.length;
  if (shape.kind === 'polygon') return [points[(index - 1 + n) % n]!, points[(index + 1) % n]!];
  return [points[index - 1] ?? null, points[index + 1] ?? null];
}

/**
 * The outline without vertex `index`'s edges: a polygon's ring opened there (from the vertex
 * after it round to the one before), a line's two parts either side.
 */
export function outlineWithout(shape: EditedGeometry, index: number): LonLat[][] {
  const { points } = shape;
  const n = points.length;
  if (shape.kind === 'polygon') {
    const open = Array.from({ length: n - 1 }, (_, k) => points[(index + 1 + k) % n]!);
    return open.length >= 2 ? [open] : [];
  }
  return [points.slice(0, index), points.slice(index + 1)].filter((part) => part.length >= 2);
}

/** The edges that follow vertex `index`: from the vertex before it, through it, to the next. */
export function edgesAt(shape: EditedGeometry, index: number): LonLat[] {
  const [before, after] = neighbours(shape, index);
  return [before, shape.points[index]!, after].filter((point): point is LonLat => point !== null);
}

/**
 * What stays still while vertex `index` moves, under the editing layers' ids (so deck keeps
 * their programs): no area, no corridor, the open outline and the other vertices' handles.
 */
export function buildDragStillLayers(shape: EditedGeometry, index: number): Layer[] {
  const color = editColor(shape);
  return [
    new PolygonLayer<LonLat[]>({ id: 'geofence-edit-area', data: [] }),
    new PathLayer<LonLat[]>({ id: 'geofence-edit-corridor', data: [] }),
    buildOutlineLayer(EDIT_PATH_ID, outlineWithout(shape, index), color),
    buildHandlesLayer(
      EDIT_HANDLES_ID,
      shape.points.filter((_, i) => i !== index).map(vertexHandle),
      color,
    ),
  ];
}

/**
 * What follows the pointer, on the live canvas: vertex `index`'s edges and its handle while it
 * is dragged (index null: none), and `hover`, the marker where a new vertex would go.
 */
export function buildLiveLayers(
  shape: EditedGeometry,
  index: number | null,
  hover: EditHandle | null,
): Layer[] {
  const color = editColor(shape);
  const dragged = index === null ? [] : [vertexHandle(shape.points[index]!)];
  return [
    buildOutlineLayer(LIVE_PATH_ID, index === null ? [] : [edgesAt(shape, index)], color),
    buildHandlesLayer(LIVE_HANDLES_ID, hover ? [...dragged, hover] : dragged, color),
  ];
}

/** The globe box of the live layers (null when there are none), for the live canvas. */
export function liveBounds(
  shape: EditedGeometry,
  index: number | null,
  hover: EditHandle | null,
): [[number, number], [number, number]] | null {
  const points = [
    ...(index === null ? [] : edgesAt(shape, index)),
    ...(hover ? [hover.geometry.coordinates] : []),
  ];
  if (points.length === 0) return null;
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
