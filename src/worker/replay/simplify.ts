/**
 * How far each fix may be left out of the drawn path (SPEC.md RY7): Douglas–Peucker run once
 * down to the finest tolerance, recording for every fix the largest tolerance at which it is
 * still kept. Any coarser path is then the fixes whose importance exceeds its tolerance, exactly
 * what Douglas–Peucker at that tolerance keeps, without running it again.
 */

/** Metres per degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = 111_320;

/** Fixes simplified together; their first and last are always kept. Bounds the worst case. */
export const SIMPLIFY_WINDOW = 4096;

/** Squared metres from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/**
 * The importance (metres) of each of `length` fixes given as (lon, lat) pairs: Infinity for the
 * ends of each window, 0 for a fix no tolerance above `finest` keeps (a repeat while parked, a
 * point on a straight line). Distances are to segments, not lines, so a route that doubles back
 * keeps its turn.
 */
export function importanceOf(
  positions: Float64Array,
  length: number,
  finest: number,
): Float32Array {
  const importance = new Float32Array(length);
  if (length === 0) return importance;
  // Local metres around the middle fix: exact enough for tolerances of metres.
  const middle = length >> 1;
  const scaleX = METRES_PER_DEGREE * Math.cos((positions[middle * 2 + 1]! * Math.PI) / 180);
  const x = (i: number) => positions[i * 2]! * scaleX;
  const y = (i: number) => positions[i * 2 + 1]! * METRES_PER_DEGREE;
  const finest2 = finest * finest;
  // Segments still to split, with the importance of the fix that made them (its ceiling).
  const stack: number[] = [];
  for (let start = 0; start < length - 1; start += SIMPLIFY_WINDOW) {
    const end = Math.min(length - 1, start + SIMPLIFY_WINDOW);
    importance[start] = Infinity;
    importance[end] = Infinity;
    stack.push(start, end, Infinity);
    while (stack.length > 0) {
      const ceiling = stack.pop()!;
      const last = stack.pop()!;
      const first = stack.pop()!;
      const ax = x(first);
      const ay = y(first);
      const bx = x(last);
      const by = y(last);
      let farthest = -1;
      let most = finest2;
      for (let i = first + 1; i < last; i += 1) {
        const d2 = segmentDistance2(x(i), y(i), ax, ay, bx, by);
        if (d2 > most) {
          most = d2;
          farthest = i;
        }
      }
      if (farthest < 0) continue;
      const kept = Math.min(Math.sqrt(most), ceiling);
      importance[farthest] = kept;
      stack.push(first, farthest, kept, farthest, last, kept);
    }
  }
  if (length === 1) importance[0] = Infinity;
  return importance;
}
