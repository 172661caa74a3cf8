import type { PositionHandler } from '../types';

/**
 * `hours` (ms): the last position's engine hours plus the time between the two positions when
 * ignition was on at both, as Traccar's EngineHoursHandler. A value sent by the device wins.
 */
export const engineHours: PositionHandler = {
  name: 'engineHours',
  handle(position, last) {
    if (position.attributes.hours !== undefined || !last) return null;
    const previous = typeof last.attributes.hours === 'number' ? last.attributes.hours : 0;
    let hours = previous;
    if (last.attributes.ignition === true && position.attributes.ignition === true) {
      hours += Math.max(0, position.fixTime - last.fixTime);
    }
    return hours !== 0 ? { attributes: { hours } } : null;
  },
};
