import type { Layer } from '@deck.gl/core';
import { PathLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { circleRing, type LonLat } from '@farol/model';

/** The shape being drawn or edited, as the geofence editor holds it. */
export interface EditedGeometry {
  kind: 'circle' | 'polygon' | 'line' | null;
  points: readonly LonLat[];
  radius: number;
  /** Metres either side of a line. */
  width: number;
  /** The pointer while drawing (the rubber band), or null. */
  cursor: LonLat | null;
  /** Still being drawn (the ring is open, the rubber band shows). */
  drawing: boolean;
  /** The polygon crosses itself: drawn in red. */
  invalid: boolean;
}

/** A vertex handle (nebula's edit handle): an existing vertex, or where a new one would go. */
export interface EditHandle {
  geometry: { coordinates: LonLat };
  properties: { editHandleType: string };
}

/** Layer ids: the handles, the outline path, and the shape (an area or a line's corridor). */
export const EDIT_HANDLES_ID = 'geofence-edit-handles';
export const EDIT_PATH_ID = 'geofence-edit-path';
export const EDIT_SHAPE_IDS = ['geofence-edit-area', 'geofence-edit-corridor'];

/** A handle's drawn radius (px): a vertex, or the marker where a new one would go. */
export const handleRadius = (handle: EditHandle) =>
  handle.properties.editHandleType === 'existing' ? 6 : 5;

const EDIT_COLOR: [number, number, number] = [11, 99, 206];
const INVALID_COLOR: [number, number, number] = [214, 48, 49];

/** The shape's colour: blue, or red when the polygon crosses itself. */
export const editColor = (shape: Pick<EditedGeometry, 'invalid'>) =>
  shape.invalid ? INVALID_COLOR : EDIT_COLOR;

/** The outline's width (px), a polygon's stroke as a line's path. */
export const OUTLINE_PX = 3;

/** The vertex handles' layer: white discs for vertices, tinted ones where a vertex would go. */
export function buildHandlesLayer(
  id: string,
  handles: readonly EditHandle[],
  color: [number, number, number],
): Layer {
  return new ScatterplotLayer<EditHandle>({
    id,
    data: handles as EditHandle[],
    getPosition: (d) => d.geometry.coordinates,
    radiusUnits: 'pixels',
    getRadius: handleRadius,
    getFillColor: (d) =>
      d.properties.editHandleType === 'existing' ? [255, 255, 255, 255] : [...color, 160],
    getLineColor: [...color, 255],
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
  });
}

/** Paths drawn as the shape's outline (the polygon's stroke, a line's centre line). */
export function buildOutlineLayer(
  id: string,
  paths: readonly LonLat[][],
  color: [number, number, number],
): Layer {
  return new PathLayer<LonLat[]>({
    id,
    data: paths as LonLat[][],
    getPath: (d) => d,
    getWidth: OUTLINE_PX,
    widthUnits: 'pixels',
    getColor: [...color, 255],
  });
}

/** The area ring: a circle's, or the polygon's (with the pointer as its next vertex while drawn). */
function areaRing(shape: EditedGeometry): LonLat[] | null {
  const { kind, points, cursor } = shape;
  if (kind === 'circle')
    return points[0] && shape.radius > 0 ? circleRing(points[0], shape.radius) : null;
  if (kind !== 'polygon') return null;
  const ring = shape.drawing && cursor ? [...points, cursor] : [...points];
  return ring.length >= 3 ? [...ring, ring[0]!] : null;
}

/** The line drawn so far (with the rubber band), or the polygon's open edges before it closes. */
function pathOf(shape: EditedGeometry): LonLat[] {
  const { kind, points, cursor, drawing } = shape;
  if (kind === 'circle') return [];
  const path = drawing && cursor ? [...points, cursor] : [...points];
  return kind === 'line' || (drawing && path.length < 3) ? path : [];
}

/**
 * The geofence editor's layers, above everything: the area (circle or polygon), a line's
 * corridor and centre line, the rubber band while drawing and the vertex handles. The area, the
 * corridor and the handles are not pickable: the editor finds what is under the pointer on the CPU
 * (geofences/editor/hitTest.ts), so no GPU pick reads the editing canvas back.
 */
export function buildGeofenceEditLayers(
  shape: EditedGeometry,
  handles: readonly EditHandle[],
): Layer[] {
  const color = editColor(shape);
  const ring = areaRing(shape);
  const path = pathOf(shape);
  const corridor = shape.kind === 'line' && !shape.drawing && path.length >= 2;
  return [
    new PolygonLayer<LonLat[]>({
      id: 'geofence-edit-area',
      data: ring ? [ring] : [],
      getPolygon: (d) => d,
      getFillColor: [...color, 50],
      getLineColor: [...color, 255],
      getLineWidth: OUTLINE_PX,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
    new PathLayer<LonLat[]>({
      id: 'geofence-edit-corridor',
      data: corridor ? [path] : [],
      getPath: (d) => d,
      getWidth: 2 * shape.width,
      widthUnits: 'meters',
      widthMinPixels: 10,
      getColor: [...color, 90],
      capRounded: true,
      jointRounded: true,
      updateTriggers: { getWidth: shape.width },
    }),
    buildOutlineLayer(EDIT_PATH_ID, path.length >= 2 ? [path] : [], color),
    buildHandlesLayer(EDIT_HANDLES_ID, handles, color),
  ] as Layer[];
}
