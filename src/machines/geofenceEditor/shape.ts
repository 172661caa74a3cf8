/**
 * The geofence editor's state and the shapes it makes: [lon, lat] points the map gives, turned
 * into the model's GeofenceShape (and back, for a stored geofence).
 */
import { kinks } from '@turf/kinks';
import { DEFAULT_POLYLINE_DISTANCE_M, type ErrorCode, type GeofenceShape } from '@farol/model';

export type LonLat = [lon: number, lat: number];
export type ShapeKind = GeofenceShape['type'];

/** A shape as the editor holds it. */
export interface EditedShape {
  kind: ShapeKind | null;
  /** Circle: [centre]; polygon: the open ring; line: its points. [lon, lat]. */
  points: LonLat[];
  /** Circle radius, metres. */
  radius: number;
  /** A line's corridor: metres either side (Traccar's `polylineDistance` attribute). */
  width: number;
}

export interface GeofenceEditorContext extends EditedShape {
  /** Where the pointer is while drawing (the rubber band), or null. */
  cursor: LonLat | null;
  /** Snapping to other geofences' vertices: off by default (SPEC §4). */
  snapping: boolean;
  /** Why the shape cannot be finished or saved: SELF_INTERSECTION, or a failed save's code. */
  error: ErrorCode | 'SELF_INTERSECTION' | null;
  /** The server's words when a save failed ('' otherwise). */
  reason: string;
  /** The stored shape being edited, which cancel goes back to; null for a new geofence. */
  original: EditedShape | null;
}

export type GeofenceEditorEvent =
  | { type: 'geofence.create' }
  | { type: 'geofence.edit'; shape: GeofenceShape; width?: number }
  | { type: 'shape.choose'; kind: ShapeKind }
  | { type: 'shape.edit' }
  | { type: 'map.click'; point: LonLat }
  | { type: 'map.move'; point: LonLat }
  | { type: 'map.doubleClick' }
  | { type: 'vertex.drag'; index: number; point: LonLat }
  | { type: 'vertex.insert'; index: number; point: LonLat }
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
/** A new line's corridor, metres either side: Traccar's default `polylineDistance`. */
export const DEFAULT_LINE_WIDTH = DEFAULT_POLYLINE_DISTANCE_M;

export const EMPTY: GeofenceEditorContext = {
  kind: null,
  points: [],
  radius: 0,
  width: DEFAULT_LINE_WIDTH,
  cursor: null,
  snapping: false,
  error: null,
  reason: '',
  original: null,
};

/** The shape drawn so far, or null while it is incomplete. */
export function shapeOf(context: EditedShape): GeofenceShape | null {
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

/**
 * Whether an open ring crosses or touches itself anywhere but where neighbouring edges meet
 * (@turf/kinks, plane geometry on [lon, lat]: what the map draws).
 */
export function ringCrossesItself(ring: readonly LonLat[]): boolean {
  if (ring.length < 4) return false;
  return kinks({ type: 'Polygon', coordinates: [[...ring, ring[0]!]] }).features.length > 0;
}

export const crossesItself = (context: EditedShape) =>
  context.kind === 'polygon' && ringCrossesItself(context.points);

/** The finished shape as stored: a polygon's ring closed on its first point, as Traccar keeps it. */
export function savedShape(context: EditedShape): GeofenceShape {
  const shape = shapeOf(context)!;
  return shape.type === 'polygon'
    ? { type: 'polygon', ring: [...shape.ring, shape.ring[0]!] }
    : shape;
}

/** The shape part of the context, to remember (the original) or restore. */
export const editedShape = ({ kind, points, radius, width }: EditedShape): EditedShape => ({
  kind,
  points,
  radius,
  width,
});
