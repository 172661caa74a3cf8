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

/** Layer ids: the handles, and the shape (an area or a line's corridor). */
export const EDIT_HANDLES_ID = 'geofence-edit-handles';
export const EDIT_SHAPE_IDS = ['geofence-edit-area', 'geofence-edit-corridor'];

/** A handle's drawn radius (px): a vertex, or the marker where a new one would go. */
export const handleRadius = (handle: EditHandle) =>
  handle.properties.editHandleType === 'existing' ? 6 : 5;

const EDIT_COLOR: [number, number, number] = [11, 99, 206];
const INVALID_COLOR: [number, number, number] = [214, 48, 49];

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
  const color = shape.invalid ? INVALID_COLOR : EDIT_COLOR;
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
      getLineWidth: 3,
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
    new PathLayer<LonLat[]>({
      id: 'geofence-edit-path',
      data: path.length >= 2 ? [path] : [],
      getPath: (d) => d,
      getWidth: 3,
      widthUnits: 'pixels',
      getColor: [...color, 255],
    }),
    new ScatterplotLayer<EditHandle>({
      id: EDIT_HANDLES_ID,
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
    }),
  ] as Layer[];
}
