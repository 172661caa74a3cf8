import type { PositionHandler } from '../../types';

/** ignitionOn / ignitionOff when `ignition` changes between two positions that both carry it. */
export const ignition: PositionHandler = {
  name: 'ignition',
  latestOnly: true,
  handle(position, last) {
    const now = position.attributes.ignition;
    const before = last?.attributes.ignition;
    if (typeof now !== 'boolean' || typeof before !== 'boolean' || now === before) return null;
    return { events: [{ type: now ? 'ignitionOn' : 'ignitionOff' }] };
  },
};
