import type { PositionHandler } from '../../types';

/** driverChanged when the position's `driverUniqueId` differs from the last position's. */
export const driver: PositionHandler = {
  name: 'driver',
  latestOnly: true,
  handle(position, last) {
    const current = position.attributes.driverUniqueId;
    if (current === undefined || current === null) return null;
    const driverUniqueId = String(current);
    const before = last?.attributes.driverUniqueId;
    if (before !== undefined && before !== null && String(before) === driverUniqueId) return null;
    return { events: [{ type: 'driverChanged', attributes: { driverUniqueId } }] };
  },
};
