import { describe, expect, it } from 'vitest';
import { hiddenRetraces } from '../../../src/worker/replay/hiddenRetraces';

const METRES = 1 / 111_320;
const ORIGIN: [number, number] = [0, 0];

/** (lon, lat) pairs of points given in metres east and north of ORIGIN (at the equator). */
const positionsOf = (points: [number, number][]) =>
  Float64Array.from(points.flatMap(([x, y]) => [ORIGIN[0] + x * METRES, ORIGIN[1] + y * METRES]));
const all = (count: number) => Uint32Array.from({ length: count }, (_, i) => i);

/** The cells (of `cell` metres) a segment passes, sampled every tenth of a cell. */
function cellsOf(positions: Float64Array, a: number, b: number, cell: number): string[] {
  const [ax, ay, bx, by] = [a * 2, a * 2 + 1, b * 2, b * 2 + 1].map(
    (i) => positions[i]! / METRES / cell,
  ) as [number, number, number, number];
  const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) * 10));
  return Array.from({ length: steps + 1 }, (_, s) => {
    const f = s / steps;
    return `${Math.floor(ax + (bx - ax) * f)},${Math.floor(ay + (by - ay) * f)}`;
  });
}

/** Every run's segments, as fix index pairs. */
function segmentsOf(runs: { indexes: Uint32Array; starts: Uint32Array }): [number, number][] {
  const segments: [number, number][] = [];
  for (let r = 0; r < runs.starts.length - 1; r += 1) {
    for (let k = runs.starts[r]!; k < runs.starts[r + 1]! - 1; k += 1) {
      segments.push([runs.indexes[k]!, runs.indexes[k + 1]!]);
    }
  }
  return segments;
}

/** A square loop of 400 m sides, driven `laps` times, a vertex every 50 m. */
function laps(count: number): [number, number][] {
  const lap: [number, number][] = [];
  for (let m = 0; m < 1600; m += 50) {
    const side = Math.floor(m / 400);
    const along = m % 400;
    lap.push(
      side === 0
        ? [along, 0]
        : side === 1
          ? [400, along]
          : side === 2
            ? [400 - along, 400]
            : [0, 400 - along],
    );
  }
  return [...Array.from({ length: count }, () => lap).flat(), [0, 0]];
}

describe('the parts of a path later parts draw over (RY7)', () => {
  it('[RY7] a route that never passes over itself is one run, first to last fix', () => {
    const points: [number, number][] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [250, 40],
    ];
    const runs = hiddenRetraces(positionsOf(points), all(4), 2);
    expect(Array.from(runs.indexes)).toEqual([0, 1, 2, 3]);
    expect(Array.from(runs.starts)).toEqual([0, 4]);
  });

  it('[RY7] draws a loop driven five times about once, the last lap whole', () => {
    const points = laps(5);
    const positions = positionsOf(points);
    const runs = hiddenRetraces(positions, all(points.length), 2);
    const perLap = 32;
    expect(runs.indexes.length).toBeLessThanOrEqual(perLap + 2);
    // The last lap is on top: every one of its vertices is drawn, and the route's last fix.
    const last = points.length - 1;
    for (let i = last - perLap; i <= last; i += 1) expect(runs.indexes).toContain(i);
    expect(runs.indexes.at(-1)).toBe(last);
  });

  it('[RY7] leaves out only segments whose every cell a drawn segment covers', () => {
    const wobble = laps(4).map(([x, y], i): [number, number] => [x + (i % 3) * 0.3, y]);
    const positions = positionsOf(wobble);
    const cell = 2;
    const runs = hiddenRetraces(positions, all(wobble.length), cell);
    const covered = new Set(segmentsOf(runs).flatMap(([a, b]) => cellsOf(positions, a, b, cell)));
    const missing: string[] = [];
    for (let i = 0; i < wobble.length - 1; i += 1) {
      for (const key of cellsOf(positions, i, i + 1, cell))
        if (!covered.has(key)) missing.push(key);
    }
    expect(missing).toEqual([]);
    expect(runs.indexes.length).toBeLessThan(wobble.length / 2);
  });

  it('[RY7] keeps the far end of a spur driven out and back, and a detour driven once', () => {
    const out: [number, number][] = [0, 100, 200, 300].map((m) => [m, 0]);
    const back: [number, number][] = [200, 100, 0].map((m) => [m, 0]);
    // Then the road again, with a detour to a stop 80 m off it at 100 m, and back to the road.
    const again: [number, number][] = [
      [100, 0],
      [100, 80],
      [100, 0],
      [200, 0],
    ];
    const points = [...out, ...back, ...again];
    const runs = hiddenRetraces(positionsOf(points), all(points.length), 2);
    // The turn at 300 m (fix 3) and the detour's far point (fix 8) are drawn.
    expect(runs.indexes).toContain(3);
    expect(runs.indexes).toContain(8);
    expect(runs.indexes.at(-1)).toBe(points.length - 1);
  });

  it('[RY7] a path of fewer than two vertices draws nothing', () => {
    const runs = hiddenRetraces(positionsOf([[0, 0]]), all(1), 2);
    expect(runs.indexes).toHaveLength(0);
    expect(Array.from(runs.starts)).toEqual([0]);
  });
});
