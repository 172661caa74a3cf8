import { circleRing, inRing, type LonLat } from '@farol/model';
import type { EditedShape } from '../../../machines/geofenceEditor/geofenceEditorMachine';
import { handleRadius, type EditHandle } from '../../map/layers/buildGeofenceEditLayers';

/**
 * What lies under the pointer on the editing canvas, found on the CPU in screen pixels (as the
 * fleet map finds devices): a GPU pick of the editing deck reads its pixels back, and under the
 * software renderer one read back stalled a pointer move for 0.4–2 s.
 */

type Project = (lngLat: readonly [number, number]) => [number, number];
type Point = [number, number];

/** Metres per degree of latitude, to turn a corridor's width into pixels. */
const METRES_PER_DEGREE = 111_320;
/** A corridor is drawn at least this wide (px), as `widthMinPixels`. */
const CORRIDOR_MIN_PX = 10;

/** Squared distance (px²) from `p` to the segment a–b. */
function segmentDistance2([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
}

/** Distance (px) from `p` to a path of screen points. */
export function pathDistance(p: Point, path: readonly Point[]): number {
  if (path.length === 1) return Math.hypot(path[0]![0] - p[0], path[0]![1] - p[1]);
  let best = Infinity;
  for (let i = 1; i < path.length; i += 1)
    best = Math.min(best, segmentDistance2(p, path[i - 1]!, path[i]!));
  return Math.sqrt(best);
}

/**
 * The handle under the pointer: the nearest whose drawn disc is within `reach` px of it; on a
 * tie the one drawn later (on top). Returns its index in `handles`, or -1.
 */
export function handleAt(
  handles: readonly EditHandle[],
  pointer: Point,
  project: Project,
  reach: number,
): number {
  let best = -1;
  let bestDistance = Infinity;
  handles.forEach((handle, index) => {
    const [x, y] = project(handle.geometry.coordinates);
    const distance = Math.hypot(x - pointer[0], y - pointer[1]) - handleRadius(handle);
    if (distance <= reach && distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Whether the pointer is on the edited shape as drawn: inside a circle's or polygon's ring or
 * within `reach` px of its outline; within a line's corridor (or `reach` px of it).
 */
export function onShape(
  shape: Pick<EditedShape, 'kind' | 'points' | 'radius' | 'width'>,
  pointer: Point,
  project: Project,
  reach: number,
): boolean {
  const { kind, points } = shape;
  if (!kind || points.length === 0) return false;
  if (kind === 'line') {
    const path = points.map(project);
    const [, y] = path[0]!;
    const [, below] = project([points[0]![0], points[0]![1] - shape.width / METRES_PER_DEGREE]);
    const half = Math.max(Math.abs(below - y), CORRIDOR_MIN_PX / 2);
    return pathDistance(pointer, path) <= half + reach;
  }
  const ring: readonly LonLat[] =
    kind === 'circle' ? circleRing(points[0]!, shape.radius) : [...points, points[0]!];
  if (ring.length < 3) return false;
  const screen = ring.map(project);
  return inRing(screen, pointer[0], pointer[1]) || pathDistance(pointer, screen) <= reach;
}
