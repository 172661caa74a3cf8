import { lookupBoolean, lookupNumber, numberOf } from '../../attributes';
import { processOverspeed } from '../../overspeed';
import type { PositionHandler } from '../../types';

/**
 * deviceOverspeed, once per episode (Traccar's OverspeedEventHandler). The limit in knots is, in
 * increasing precedence: `speedLimit` of the device → group → server; the position's
 * `speedLimit`; the highest `speedLimit` of the containing geofences (lowest with
 * `event.overspeed.preferLowest`). No limit, no event.
 */
export const overspeed: PositionHandler = {
  name: 'overspeed',
  latestOnly: true,
  handle(position, _last, { env }) {
    let speedLimit = lookupNumber(env.lookup, 'speedLimit', 0);
    const fromPosition = numberOf(position.attributes.speedLimit, 0);
    if (fromPosition > 0) speedLimit = fromPosition;
    const preferLowest = lookupBoolean(env.lookup, 'event.overspeed.preferLowest', false);
    let geofenceId = 0;
    let geofenceLimit = 0;
    for (const id of position.geofenceIds ?? []) {
      const limit = numberOf(env.geofence(id)?.attributes.speedLimit, 0);
      if (limit <= 0) continue;
      if (geofenceId === 0 || (preferLowest ? limit < geofenceLimit : limit > geofenceLimit)) {
        geofenceId = id;
        geofenceLimit = limit;
      }
    }
    if (geofenceLimit > 0) speedLimit = geofenceLimit;
    if (speedLimit <= 0) return null;
    const { state, event } = processOverspeed(env.state.overspeed, {
      fixTime: position.fixTime,
      speed: position.speed,
      speedLimit,
      multiplier: lookupNumber(env.lookup, 'event.overspeed.thresholdMultiplier', 1),
      minimalDuration: lookupNumber(env.lookup, 'event.overspeed.minimalDuration', 0) * 1000,
      geofenceId,
    });
    const changed = state === env.state.overspeed ? {} : { state: { overspeed: state } };
    if (!event) return state === env.state.overspeed ? null : changed;
    return {
      ...changed,
      events: [
        {
          type: 'deviceOverspeed',
          geofenceId: event.geofenceId,
          attributes: { speed: event.speed, speedLimit: event.speedLimit },
        },
      ],
    };
  },
};
