/**
 * The geometry the player draws (SPEC.md RY7), built here so the main thread only uploads it:
 * every fix as a float32 offset from one origin (deck.gl's LNGLAT_OFFSETS: no 64-bit split on
 * the main thread), and the paths at a few levels of detail — each the fixes Douglas–Peucker
 * keeps at its tolerance, less what later passes draw over (hiddenRetraces) — as binary paths,
 * all devices in one buffer with their start indices. The fixes each level keeps stay here, to colour the levels later.
 */
import type { Track } from '../reports/track';
import { hiddenRetraces } from './hiddenRetraces';
import { importanceOf, METRES_PER_DEGREE } from './simplify';

/** Tolerances (metres) of the levels, finest first; a level is drawn while it is under ½ px. */
export const PATH_TOLERANCES = [0.25, 1, 4, 16, 64, 256, 1024, 4096] as const;
/** A coarser level is kept only when it drops at least this share of the finer one's vertices. */
const WORTH_KEEPING = 0.7;
/** No coarser level is made once a level has at most this many vertices. */
const SMALL_ENOUGH = 2_000;

export interface PathLevelLayout {
  tolerance: number;
  /**
   * Per track, the indexes of the fixes this level draws, run after run (none for a track of
   * one fix): what Douglas–Peucker keeps, less the segments later ones draw over.
   */
  indexes: Uint32Array[];
  /** Per track, where each of its runs starts in its `indexes`, and the total at the end. */
  runs: Uint32Array[];
  /**
   * Per track, beside `indexes`: the fix whose colour each vertex's segment takes, the one whose
   * own segment holds the middle of it by length. A straight road kept as its two ends would
   * otherwise take the colour of the stop it starts at.
   */
  colorFixes: Uint32Array[];
}

export interface PathLayout {
  /** (longitude, latitude) every offset is relative to. */
  origin: [number, number];
  /** [[west, south], [east, north]] of every fix, or null without any. */
  bounds: [[number, number], [number, number]] | null;
  levels: PathLevelLayout[];
}

/** The box around every track's fixes. */
function boundsOf(tracks: readonly Track[]): PathLayout['bounds'] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { positions, length } of tracks) {
    for (let i = 0; i < length; i += 1) {
      const longitude = positions[i * 2]!;
      const latitude = positions[i * 2 + 1]!;
      if (longitude < west) west = longitude;
      if (longitude > east) east = longitude;
      if (latitude < south) south = latitude;
      if (latitude > north) north = latitude;
    }
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/** The fixes whose importance exceeds `tolerance` (the ends always), as indexes. */
function keptAbove(importance: Float32Array, tolerance: number): Uint32Array {
  let count = 0;
  for (let i = 0; i < importance.length; i += 1) if (importance[i]! > tolerance) count += 1;
  const kept = new Uint32Array(count);
  let at = 0;
  for (let i = 0; i < importance.length; i += 1) if (importance[i]! > tolerance) kept[at++] = i;
  return kept;
}

/** Metres along a track at each fix (local planar metres around its middle fix). */
function distanceAlong(track: Track): Float64Array {
  const { positions, length } = track;
  const along = new Float64Array(length);
  if (length === 0) return along;
  const middle = length >> 1;
  const scaleX = METRES_PER_DEGREE * Math.cos((positions[middle * 2 + 1]! * Math.PI) / 180);
  for (let i = 1; i < length; i += 1) {
    const dx = (positions[i * 2]! - positions[i * 2 - 2]!) * scaleX;
    const dy = (positions[i * 2 + 1]! - positions[i * 2 - 1]!) * METRES_PER_DEGREE;
    along[i] = along[i - 1]! + Math.sqrt(dx * dx + dy * dy);
  }
  return along;
}

/**
 * For each kept fix, the fix j in [kept[k], kept[k + 1]) whose segment (j to j + 1) holds the
 * middle of the kept segment by length; the last kept fix is its own.
 */
export function colorFixesOf(kept: Uint32Array, along: Float64Array): Uint32Array {
  const out = new Uint32Array(kept.length);
  for (let k = 0; k < kept.length; k += 1) {
    const from = kept[k]!;
    const to = k + 1 < kept.length ? kept[k + 1]! : from;
    if (to - from <= 1) {
      out[k] = from;
      continue;
    }
    const half = (along[from]! + along[to]!) / 2;
    // The last j in [from, to) with along[j] ≤ half.
    let low = from;
    let high = to - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (along[mid]! <= half) low = mid;
      else high = mid - 1;
    }
    out[k] = low;
  }
  return out;
}

export function pathLayout(tracks: readonly Track[]): PathLayout {
  const bounds = boundsOf(tracks);
  const origin: [number, number] = bounds
    ? [(bounds[0][0] + bounds[1][0]) / 2, (bounds[0][1] + bounds[1][1]) / 2]
    : [0, 0];
  // A single fix draws no path (the icon shows it).
  const importances = tracks.map((track) =>
    track.length > 1
      ? importanceOf(track.positions, track.length, PATH_TOLERANCES[0])
      : new Float32Array(0),
  );
  const along = tracks.map(distanceAlong);
  const levels: PathLevelLayout[] = [];
  let previous = Infinity;
  for (const tolerance of PATH_TOLERANCES) {
    if (previous <= SMALL_ENOUGH) break;
    // A level is drawn while a pixel spans at least twice its tolerance: its grid's cells.
    const shown = importances.map((importance, t) =>
      hiddenRetraces(tracks[t]!.positions, keptAbove(importance, tolerance), tolerance * 2),
    );
    const count = shown.reduce((sum, runs) => sum + runs.indexes.length, 0);
    if (levels.length > 0 && count > previous * WORTH_KEEPING) continue;
    levels.push({
      tolerance,
      indexes: shown.map((runs) => runs.indexes),
      runs: shown.map((runs) => runs.starts),
      colorFixes: shown.map((runs, t) => colorFixesOf(runs.indexes, along[t]!)),
    });
    previous = count;
  }
  return { origin, bounds, levels };
}

/** Each fix of a track as (lon, lat) offsets from `origin`, float32. */
export function offsetsOf(track: Track, origin: readonly [number, number]): Float32Array {
  const offsets = new Float32Array(track.length * 2);
  for (let i = 0; i < track.length; i += 1) {
    offsets[i * 2] = track.positions[i * 2]! - origin[0];
    offsets[i * 2 + 1] = track.positions[i * 2 + 1]! - origin[1];
  }
  return offsets;
}

/**
 * One level's vertices for every track in one buffer, where each run (a path) starts and where
 * each track's vertices start.
 */
export function levelVertices(
  tracks: readonly Track[],
  level: PathLevelLayout,
  origin: readonly [number, number],
): { vertices: Float32Array; startIndices: Uint32Array; trackStarts: Uint32Array } {
  const trackStarts = new Uint32Array(tracks.length + 1);
  let paths = 0;
  for (let t = 0; t < tracks.length; t += 1) {
    trackStarts[t + 1] = trackStarts[t]! + level.indexes[t]!.length;
    paths += level.runs[t]!.length - 1;
  }
  const startIndices = new Uint32Array(paths + 1);
  let path = 0;
  level.runs.forEach((runs, t) => {
    for (let r = 0; r < runs.length - 1; r += 1) startIndices[path++] = trackStarts[t]! + runs[r]!;
  });
  startIndices[paths] = trackStarts[tracks.length]!;
  const vertices = new Float32Array(trackStarts[tracks.length]! * 2);
  tracks.forEach((track, t) => {
    const kept = level.indexes[t]!;
    const { positions } = track;
    let at = trackStarts[t]! * 2;
    for (let k = 0; k < kept.length; k += 1) {
      const i = kept[k]!;
      vertices[at++] = positions[i * 2]! - origin[0];
      vertices[at++] = positions[i * 2 + 1]! - origin[1];
    }
  });
  return { vertices, startIndices, trackStarts };
}

/**
 * RGBA per vertex of one level, from RGBA per fix of each track: each vertex takes the colour
 * of the fix at the middle of its segment (`colorFixes`), as deck.gl colours a segment by its
 * first vertex.
 */
export function levelColors(level: PathLevelLayout, colors: readonly Uint8Array[]): Uint8Array {
  const total = level.colorFixes.reduce((sum, kept) => sum + kept.length, 0);
  const out = new Uint32Array(total);
  let at = 0;
  level.colorFixes.forEach((kept, t) => {
    const rgba = colors[t]!;
    // Four bytes at a time: one RGBA colour is one 32-bit word.
    const perFix = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
    for (let k = 0; k < kept.length; k += 1) out[at++] = perFix[kept[k]!]!;
  });
  return new Uint8Array(out.buffer);
}
