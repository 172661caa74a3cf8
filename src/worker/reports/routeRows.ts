/**
 * Route rows straight from the tracks' columns (SPEC.md RP3): a row object exists only for the
 * window the table shows. Row `i` is slot `i - offsets[t]` of track `t`.
 */
import { convertDistance, convertSpeed } from '@farol/model';
import { addressAt, type Track } from './track';
import type { ReportUnits, RouteRow } from './types';

/** The first row of each track, plus the total at the end. */
export function trackOffsets(tracks: readonly Track[]): number[] {
  const offsets = [0];
  for (const track of tracks) offsets.push(offsets.at(-1)! + track.length);
  return offsets;
}

/** The track and slot of row `index`. */
export function slotOf(offsets: readonly number[], index: number): { track: number; slot: number } {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return { track: low, slot: index - offsets[low]! };
}

export function routeRow(
  tracks: readonly Track[],
  offsets: readonly number[],
  index: number,
  units: ReportUnits,
  deviceName: (deviceId: number) => string,
): RouteRow {
  const { track: t, slot } = slotOf(offsets, index);
  const track = tracks[t]!;
  const total = track.numeric.get('totalDistance')?.[slot] ?? NaN;
  return {
    index,
    deviceId: track.deviceId,
    deviceName: deviceName(track.deviceId),
    positionId: track.ids[slot]!,
    time: track.times[slot]!,
    longitude: track.positions[slot * 2]!,
    latitude: track.positions[slot * 2 + 1]!,
    speed: convertSpeed(track.speeds[slot]!, units.speed),
    altitude: track.altitudes[slot]!,
    course: track.courses[slot]!,
    address: addressAt(track, slot),
    totalDistance: Number.isNaN(total) ? null : convertDistance(total, units.distance),
  };
}
