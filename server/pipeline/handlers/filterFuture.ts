import { lookupNumber, type Lookup } from '../attributes';
import type { PositionHandler } from '../types';

/** Traccar's `filter.future` default: a fix more than a day ahead of the server is refused. */
export const DEFAULT_FUTURE_SECONDS = 86_400;

/** The latest fix time the server accepts now, by `filter.future` (seconds) for this device. */
export const futureLimit = (lookup: Lookup, now: number): number =>
  now + lookupNumber(lookup, 'filter.future', DEFAULT_FUTURE_SECONDS) * 1000;

/**
 * Drops a position whose fix time is further ahead of the server's clock than `filter.future`
 * allows (read from the device, its groups, the server, then the options): a device with a
 * broken clock must never make such a fix its latest position, where it would hide every later
 * one. The device is still answered, as Traccar's FilterHandler answers filtered positions.
 */
export const filterFuture: PositionHandler = {
  name: 'filterFuture',
  handle(position, _last, { env }) {
    return position.fixTime > futureLimit(env.lookup, position.serverTime) ? { drop: true } : null;
  },
};
