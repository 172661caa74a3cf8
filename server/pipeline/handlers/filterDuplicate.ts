import type { PositionHandler } from '../types';

/**
 * Drops an exact repeat of the last position: same fix time and place, and every attribute it
 * carries already on the last one with the same value (a resent message).
 */
export const filterDuplicate: PositionHandler = {
  name: 'filterDuplicate',
  handle(position, last) {
    if (
      !last ||
      position.fixTime !== last.fixTime ||
      position.latitude !== last.latitude ||
      position.longitude !== last.longitude
    ) {
      return null;
    }
    for (const [key, value] of Object.entries(position.attributes)) {
      if (JSON.stringify(last.attributes[key]) !== JSON.stringify(value)) return null;
    }
    return { drop: true };
  },
};
