/**
 * Where a track is at a time (the player's moving icon): the last fix at or before it, and the
 * place between that fix and the next, by time. Binary search over the fix times, so a frame
 * costs O(log n) per device whatever the route's size.
 */

export interface TrackLike {
  length: number;
  /** Epoch ms, ascending. */
  times: Float64Array;
  /** (lon, lat) of each fix as offsets from the replay's origin. */
  offsets: Float32Array;
  courses: Float32Array;
}

/** The index of the last fix at or before `time`; -1 before the first. */
export function indexAt(times: Float64Array, length: number, time: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

export interface TrackPlace {
  index: number;
  longitude: number;
  latitude: number;
  course: number;
}

/**
 * The track's place at `time`: its first fix before it starts, its last after it ends, else
 * between the fixes around it; null for an empty track. `origin` is what the offsets are from.
 */
export function placeAt(
  track: TrackLike,
  origin: readonly [number, number],
  time: number,
): TrackPlace | null {
  if (track.length === 0) return null;
  const found = indexAt(track.times, track.length, time);
  const index = Math.max(0, found);
  const next = Math.min(track.length - 1, index + 1);
  const span = track.times[next]! - track.times[index]!;
  const f = found < 0 || span <= 0 ? 0 : Math.min(1, (time - track.times[index]!) / span);
  const { offsets } = track;
  const x = offsets[index * 2]!;
  const y = offsets[index * 2 + 1]!;
  return {
    index,
    longitude: origin[0] + x + (offsets[next * 2]! - x) * f,
    latitude: origin[1] + y + (offsets[next * 2 + 1]! - y) * f,
    course: track.courses[index]!,
  };
}
