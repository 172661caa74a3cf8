import { haversine } from '@farol/model';
import type { PositionHandler } from '../types';

const round2 = (value: number): number => Math.round(value * 100) / 100;

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * `distance` (m, from the last position, unless the device sent one) and `totalDistance`
 * (running sum), as Traccar's DistanceHandler.
 */
export const distance: PositionHandler = {
  name: 'distance',
  handle(position, last) {
    const sent = numeric(position.attributes.distance);
    let step = sent ?? 0;
    let total = 0;
    if (last) {
      total = numeric(last.attributes.totalDistance) ?? 0;
      if (sent === null) {
        step = round2(
          haversine(last.latitude, last.longitude, position.latitude, position.longitude),
        );
      }
    }
    return { attributes: { distance: step, totalDistance: round2(total + step) } };
  },
};
