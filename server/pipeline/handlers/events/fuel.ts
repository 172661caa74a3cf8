import { lookupNumber } from '../../attributes';
import type { PositionHandler } from '../../types';

/**
 * deviceFuelDrop / deviceFuelIncrease when `fuel` changes by at least `fuelDropThreshold` /
 * `fuelIncreaseThreshold` (device → group → server; 0 = off). Attributes `before`, `after`.
 */
export const fuel: PositionHandler = {
  name: 'fuel',
  latestOnly: true,
  handle(position, last, { env }) {
    const after = position.attributes.fuel;
    const before = last?.attributes.fuel;
    if (typeof after !== 'number' || typeof before !== 'number') return null;
    const change = after - before;
    const drop = lookupNumber(env.lookup, 'fuelDropThreshold', 0);
    const increase = lookupNumber(env.lookup, 'fuelIncreaseThreshold', 0);
    let type: string | null = null;
    if (drop > 0 && -change >= drop) type = 'deviceFuelDrop';
    else if (increase > 0 && change >= increase) type = 'deviceFuelIncrease';
    return type ? { events: [{ type, attributes: { before, after } }] } : null;
  },
};
