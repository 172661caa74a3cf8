import { describe, expect, it } from 'vitest';
import { createTrackBuilder, type Track } from '../../../src/worker/reports/track';
import {
  PATH_TOLERANCES,
  levelColors,
  levelVertices,
  offsetsOf,
  pathLayout,
} from '../../../src/worker/replay/replayPaths';
import { importanceOf, SIMPLIFY_WINDOW } from '../../../src/worker/replay/simplify';

const METRES = 1 / 111_320;

/** A track through (lon, lat) degrees, a fix a second. */
function trackOf(deviceId: number, points: [number, number][]): Track {
  const builder = createTrackBuilder(deviceId);
  points.forEach(([longitude, latitude], i) =>
    builder.add({
      id: deviceId * 1_000_000 + i,
      deviceId,
      latitude,
      longitude,
      fixTime: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    }),
  );
  return builder.finish();
}

/** Douglas–Peucker at one tolerance, written the plain recursive way, as the reference. */
function douglasPeucker(points: [number, number][], tolerance: number): number[] {
  const scaleX = 111_320 * Math.cos((points[points.length >> 1]![1] * Math.PI) / 180);
  const xy = points.map(([lon, lat]) => [lon * scaleX, lat * 111_320] as const);
  const kept = new Set([0, points.length - 1]);
  const split = (first: number, last: number) => {
    const [ax, ay] = xy[first]!;
    const [bx, by] = xy[last]!;
    let farthest = -1;
    let most = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = xy[i]!;
      const dx = bx - ax;
      const dy = by - ay;
      const l2 = dx * dx + dy * dy;
      const t = l2 > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / l2)) : 0;
      const d = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
      if (d > most) {
        most = d;
        farthest = i;
      }
    }
    if (farthest < 0) return;
    kept.add(farthest);
    split(first, farthest);
    split(farthest, last);
  };
  split(0, points.length - 1);
  return [...kept].sort((a, b) => a - b);
}

/** A wobbly drive with parked spells (repeated fixes), `count` fixes long. */
function drive(count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = Math.floor(i / 50) % 3 === 0 ? Math.floor(i / 50) * 50 : i;
    return [-46.6 + t * 8 * METRES, -23.5 + 30 * Math.sin(t / 40) * METRES];
  });
}

describe('the paths the player draws (RY7)', () => {
  it('[RY7] keeps at each tolerance exactly the fixes Douglas–Peucker keeps', () => {
    const points = drive(600);
    const track = trackOf(1, points);
    const importance = importanceOf(track.positions, track.length, PATH_TOLERANCES[0]);
    for (const tolerance of [0.25, 1, 4, 16]) {
      const kept = [...importance.keys()].filter((i) => importance[i]! > tolerance);
      expect(kept).toEqual(douglasPeucker(points, tolerance));
    }
  });

  it('[RY7] always keeps the ends of each window, and drops repeated fixes', () => {
    const parked = Array.from({ length: SIMPLIFY_WINDOW + 10 }, (): [number, number] => [
      -46.6, -23.5,
    ]);
    const track = trackOf(1, parked);
    const importance = importanceOf(track.positions, track.length, 0.25);
    const kept = [...importance.keys()].filter((i) => importance[i]! > 0.25);
    expect(kept).toEqual([0, SIMPLIFY_WINDOW, SIMPLIFY_WINDOW + 9]);
  });

  it('[RY7] keeps a route that doubles back (distances to segments, not lines)', () => {
    const there = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m): [number, number] => [
      -46.6 + m * 100 * METRES,
      -23.5,
    ]);
    const back = [...there].reverse().slice(1, 6);
    const track = trackOf(1, [...there, ...back]);
    const { levels } = pathLayout([track]);
    // The far end of the straight line is kept: the turn is not lost.
    expect(Array.from(levels[0]!.indexes[0]!)).toEqual([0, 10, 15]);
  });

  it('[RY7] lays every track out from one origin, each level fewer vertices, one buffer', () => {
    const a = trackOf(1, drive(3000));
    const b = trackOf(2, [[-46.7, -23.6]]);
    const c = trackOf(
      3,
      drive(500).map(([lon, lat]) => [lon + 0.01, lat]),
    );
    const tracks = [a, b, c];
    const layout = pathLayout(tracks);
    const [[west, south], [east, north]] = layout.bounds!;
    expect(layout.origin).toEqual([(west + east) / 2, (south + north) / 2]);
    const counts = layout.levels.map((level) =>
      level.indexes.reduce((sum, kept) => sum + kept.length, 0),
    );
    for (let i = 1; i < counts.length; i += 1) expect(counts[i]).toBeLessThan(counts[i - 1]!);
    // A track of one fix draws no path.
    expect(layout.levels.every((level) => level.indexes[1]!.length === 0)).toBe(true);

    const level = layout.levels[0]!;
    const { vertices, startIndices, trackStarts } = levelVertices(tracks, level, layout.origin);
    expect(Array.from(trackStarts)).toEqual([
      0,
      level.indexes[0]!.length,
      level.indexes[0]!.length,
      counts[0],
    ]);
    // These drives never pass over themselves: one path (run) each, none for the single fix.
    expect(Array.from(startIndices)).toEqual([0, level.indexes[0]!.length, counts[0]]);
    const first = trackStarts[2]!;
    const fix = level.indexes[2]![0]!;
    expect(layout.origin[0] + vertices[first * 2]!).toBeCloseTo(c.positions[fix * 2]!, 6);
    expect(layout.origin[1] + vertices[first * 2 + 1]!).toBeCloseTo(c.positions[fix * 2 + 1]!, 6);
    const offsets = offsetsOf(c, layout.origin);
    expect(offsets).toHaveLength(c.length * 2);
    expect(layout.origin[1] + offsets[7]!).toBeCloseTo(c.positions[7]!, 6);
  });

  it('[RY7] colours a level with the colour of each vertex’s colour fix', () => {
    const level = {
      tolerance: 1,
      indexes: [Uint32Array.from([0, 2]), Uint32Array.from([1])],
      runs: [Uint32Array.from([0, 2]), Uint32Array.from([0, 1])],
      colorFixes: [Uint32Array.from([0, 2]), Uint32Array.from([1])],
    };
    const colors = [
      Uint8Array.from([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]),
      Uint8Array.from([4, 4, 4, 4, 5, 5, 5, 5]),
    ];
    expect(Array.from(levelColors(level, colors))).toEqual([1, 1, 1, 1, 3, 3, 3, 3, 5, 5, 5, 5]);
  });

  it('[RY7] colours a straight road kept as its two ends by the fix at its middle, not the stop', () => {
    // Seen in the player's e2e: a van parked, then driving 36 km/h down a straight road, then
    // parked. Zoomed out, the coarse level keeps the road's two ends, and deck.gl colours a
    // segment by its first vertex: the whole road drew in the parked colour.
    const parkedThenRoad: [number, number][] = [
      [-46.6, -23.5],
      [-46.6, -23.5],
      [-46.6, -23.5],
      ...Array.from({ length: 20 }, (_, i): [number, number] => [
        -46.6 + (i + 1) * 50 * METRES,
        -23.5,
      ]),
    ];
    const track = trackOf(1, parkedThenRoad);
    const layout = pathLayout([track]);
    const coarse = layout.levels.at(-1)!;
    expect(Array.from(coarse.indexes[0]!)).toEqual([0, parkedThenRoad.length - 1]);
    // Colour per fix: 0 while parked (fixes 0–2), its index while driving.
    const rgba = new Uint8Array(track.length * 4);
    for (let i = 3; i < track.length; i += 1) rgba.fill(i, i * 4, i * 4 + 4);
    const colors = levelColors(coarse, [rgba]);
    const middle = coarse.colorFixes[0]![0]!;
    expect(colors[0]).toBe(middle);
    // Half the road's 1,000 m is 500 m: the fix 10 segments along, not the parked ones.
    expect(middle).toBeGreaterThanOrEqual(11);
    expect(middle).toBeLessThanOrEqual(13);
  });
});
