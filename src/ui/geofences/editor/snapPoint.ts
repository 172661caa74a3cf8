import type { GeofenceShape, LonLat } from '@farol/model';

/** How near (px) the pointer must come to a vertex to land on it. */
export const SNAP_PX = 12;

/** The vertices other geofences offer to snap to: polygon and line points, circle centres. */
export function snapTargets(shapes: readonly (GeofenceShape | null)[]): LonLat[] {
  const targets: LonLat[] = [];
  for (const shape of shapes) {
    if (!shape) continue;
    if (shape.type === 'circle') targets.push(shape.center);
    else targets.push(...(shape.type === 'polygon' ? shape.ring : shape.points));
  }
  return targets;
}

/**
 * The pointer moved onto the nearest target within `px` pixels on screen, or left where it is.
 * `project` places a [lon, lat] on the screen.
 */
export function snapPoint(
  pointer: { x: number; y: number; lngLat: LonLat },
  targets: readonly LonLat[],
  project: (lngLat: LonLat) => [number, number],
  px = SNAP_PX,
): LonLat {
  let best: LonLat = pointer.lngLat;
  let bestDistance = px;
  for (const target of targets) {
    const [x, y] = project(target);
    const distance = Math.hypot(x - pointer.x, y - pointer.y);
    if (distance <= bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}
