import type { PositionHandler } from '../types';

/** Drops positions whose coordinates are not numbers or out of range. */
export const filterInvalid: PositionHandler = {
  name: 'filterInvalid',
  handle(position) {
    const { latitude, longitude } = position;
    const valid =
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180 &&
      Number.isFinite(position.fixTime);
    return valid ? null : { drop: true };
  },
};
