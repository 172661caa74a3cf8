/**
 * The geofence editor's state and the shapes it makes: [lon, lat] points the map gives, turned
 * into the model's GeofenceShape (and back, for a stored geofence).
 */
import { ringSelfIntersects, type ErrorCode, type GeofenceShape } from '@farol/model';

export type LonLat = [lon: number, lat: number];
export type ShapeKind = GeofenceShape['type'];

export interface GeofenceEditorContext {
  kind: ShapeKind | null;
  /** Circle: [centre]; polygon: the open ring; line: its points. [lon, lat]. */
  points: LonLat[];
  /** Circle radius, metres. */
  radius: number;
  /** Corridor width of a line, metres (the `polylineDistance` of its alerts). */
  width: number;
  /** Where the pointer is while drawing (the rubber band), or null. */
  cursor: LonLat | null;
  /** Snapping to other geofences' vertices: off by default (SPEC §4). */
  snapping: boolean;
  /** Why the shape cannot be finished or saved: SELF_INTERSECTION, or a failed save's code. */
  error: ErrorCode | 'SELF_INTERSECTION' | null;
}

export type GeofenceEditorEvent =
  | { type: 'geofence.create' }
  | { type: 'geofence.edit'; shape: GeofenceShape; width?: number }
  | { type: 'shape.choose'; kind: ShapeKind }
  | { type: 'map.click'; point: LonLat }
  | { type: 'map.move'; point: LonLat }
  | { type: 'map.doubleClick' }
  | { type: 'vertex.drag'; index: number; point: LonLat }
  | { type: 'vertex.delete'; index: number }
  | { type: 'shape.move'; delta: LonLat }
  | { type: 'circle.resize'; radius: number }
  | { type: 'line.width'; width: number }
  | { type: 'snap.toggle' }
  | { type: 'draw.finish' }
  | { type: 'draw.reset' }
  | { type: 'draw.cancel' }
  | { type: 'geofence.save' };

/** The least points a finished shape has. */
export const MIN_POINTS: Record<ShapeKind, number> = { circle: 1, polygon: 3, line: 2 };
export const DEFAULT_LINE_WIDTH = 25;

export const EMPTY: GeofenceEditorContext = {
  kind: null,
  points: [],
  radius: 0,
  width: DEFAULT_LINE_WIDTH,
  cursor: null,
  snapping: false,
  error: null,
};

/** The shape drawn so far, or null while it is incomplete. */
export function shapeOf(context: GeofenceEditorContext): GeofenceShape | null {
  const { kind, points } = context;
  if (!kind || points.length < MIN_POINTS[kind]) return null;
  if (kind === 'circle') {
    return context.radius > 0
      ? { type: 'circle', center: points[0]!, radius: context.radius }
      : null;
  }
  return kind === 'polygon' ? { type: 'polygon', ring: points } : { type: 'line', points };
}

export function fromShape(
  shape: GeofenceShape,
): Pick<GeofenceEditorContext, 'kind' | 'points' | 'radius'> {
  if (shape.type === 'circle')
    return { kind: 'circle', points: [shape.center], radius: shape.radius };
  // A stored ring repeats its first point at the end; the editor keeps it open.
  if (shape.type === 'polygon') {
    const ring = [...shape.ring];
    const [first, last] = [ring[0], ring.at(-1)];
    if (ring.length > 3 && first && last && first[0] === last[0] && first[1] === last[1])
      ring.pop();
    return { kind: 'polygon', points: ring, radius: 0 };
  }
  return { kind: 'line', points: [...shape.points], radius: 0 };
}

export const crossesItself = (context: GeofenceEditorContext) =>
  context.kind === 'polygon' && ringSelfIntersects(context.points);

/** The finished shape as stored: a polygon's ring closed on its first point, as Traccar keeps it. */
export function savedShape(context: GeofenceEditorContext): GeofenceShape {
  const shape = shapeOf(context)!;
  return shape.type === 'polygon'
    ? { type: 'polygon', ring: [...shape.ring, shape.ring[0]!] }
    : shape;
}
