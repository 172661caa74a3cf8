import { delta, offset, type Point } from './geo';
import type { Random } from './random';

const RAD = Math.PI / 180;

/** Splits `total` into `parts` random shares. */
function split(total: number, parts: number, random: Random): number[] {
  const weights = Array.from({ length: parts }, () => random.between(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (total * weight) / sum);
}

/**
 * A street-like route from `from` to `to`: straight legs along a randomly oriented street grid,
 * alternating axes so turns are roughly right angles, corners slightly off the grid, and
 * crossings every few hundred metres where the street bends a little. Ends exactly at `to`.
 */
export function planRoute(from: Point, to: Point, random: Random): Point[] {
  const { east, north } = delta(from, to);
  const grid = random.between(-35, 35) * RAD;
  const axes = [
    { east: Math.sin(grid + Math.PI / 2), north: Math.cos(grid + Math.PI / 2) },
    { east: Math.sin(grid), north: Math.cos(grid) },
  ];
  const along = [
    east * axes[0]!.east + north * axes[0]!.north,
    east * axes[1]!.east + north * axes[1]!.north,
  ];
  const legs = random.int(2, 5);
  const firstAxis = random.int(0, 1);
  const counts = [0, 0];
  for (let leg = 0; leg < legs; leg++) counts[(firstAxis + leg) % 2]!++;
  const shares = [split(along[0]!, counts[0]!, random), split(along[1]!, counts[1]!, random)];
  // Corners of an exact staircase from `from` to `to`, each inner corner nudged off the grid.
  const corners: Point[] = [];
  let reachedEast = 0;
  let reachedNorth = 0;
  for (let leg = 0; leg < legs; leg++) {
    const axis = (firstAxis + leg) % 2;
    const length = shares[axis]!.shift() ?? 0;
    reachedEast += axes[axis]!.east * length;
    reachedNorth += axes[axis]!.north * length;
    const last = leg === legs - 1;
    corners.push(
      last
        ? to
        : offset(
            from,
            reachedEast + random.between(-40, 40),
            reachedNorth + random.between(-40, 40),
          ),
    );
  }
  const points: Point[] = [];
  let current = from;
  for (const corner of corners) {
    const { east: dx, north: dy } = delta(current, corner);
    const length = Math.hypot(dx, dy);
    const crossings = Math.max(1, Math.round(length / random.between(300, 700)));
    for (let step = 1; step < crossings; step++) {
      const part = step / crossings;
      const wobble = random.between(-12, 12) / Math.max(length, 1);
      points.push(offset(current, dx * part - dy * wobble, dy * part + dx * wobble));
    }
    points.push(corner);
    current = corner;
  }
  return points;
}
