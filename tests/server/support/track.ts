import { newDeviceRecord } from '../../../server/services/devices';
import type { DeviceRecord, PositionRecord } from '../../../server/storage';

/** Metres per degree of latitude on Traccar's sphere (R = 6378137 m). */
export const METRES_PER_DEGREE = (2 * Math.PI * 6378137) / 360;
export const T0 = Date.UTC(2024, 0, 1, 12);

let nextId = 1;

/** A stored-looking position; `t` is seconds after T0, `north` metres north of (0, 0). */
export function at(
  t: number,
  north: number,
  attributes: Record<string, unknown> = {},
  fields: Partial<PositionRecord> = {},
): PositionRecord {
  const time = T0 + t * 1000;
  return {
    id: nextId++,
    deviceId: 1,
    protocol: 'osmand',
    serverTime: time,
    deviceTime: time,
    fixTime: time,
    valid: true,
    latitude: north / METRES_PER_DEGREE,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    address: null,
    accuracy: 0,
    network: null,
    geofenceIds: null,
    attributes: { totalDistance: Math.abs(north), ...attributes },
    ...fields,
  };
}

/** A leg of a synthetic track: until `until` seconds, at `speed` m/s, with extra attributes. */
export interface Leg {
  until: number;
  speed: number;
  attributes?: Record<string, unknown>;
}

/**
 * A track reporting every `step` seconds from t = 0, moving north at each leg's speed: the
 * position at t has covered the step that ends at t. `motion` is set as Traccar's MotionHandler
 * would (speed > 0).
 */
export function track(legs: Leg[], step = 10, start = 0): PositionRecord[] {
  const positions: PositionRecord[] = [];
  let north = start;
  let t = 0;
  for (const leg of legs) {
    for (; t <= leg.until; t += step) {
      if (positions.length) north += leg.speed * step;
      const attributes = { motion: leg.speed > 0, ...leg.attributes };
      positions.push(at(t, north, attributes, { speed: leg.speed * 1.94384 }));
    }
  }
  return positions;
}

/** Seconds after T0 of a position. */
export const secondOf = (position: { fixTime: number }): number => (position.fixTime - T0) / 1000;

export const testDevice = (fields: Partial<DeviceRecord> = {}): DeviceRecord => ({
  id: 1,
  ...newDeviceRecord({ name: 'Test', uniqueId: 't' }),
  status: 'online',
  ...fields,
});
