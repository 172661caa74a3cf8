import type { Bounds } from '../map/fitFrame';
import type { ReplayData } from '../../worker/types';

/** The box around every track's fixes, or null when there are none. */
export function markerBoundsOf(data: ReplayData): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const track of data.tracks) {
    const { positions } = track;
    for (let i = 0; i < track.length; i += 1) {
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
