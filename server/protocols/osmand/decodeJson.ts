import { parseZonedDate } from '@farol/model';
import { IllegalArgumentError } from '../../errors';
import type { IncomingPosition } from '../../pipeline/types';
import type { Attrs } from '../../storage';
import type { OsmandMessage } from './types';
import { knotsFromMps } from './values';

/** Below this accuracy (m) the JSON form leaves `accuracy` 0 (Traccar's osmand.minAccuracy). */
export const MIN_ACCURACY = 10;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function number(object: Json, key: string, where: string): number {
  const value = object[key];
  // JSON.parse turns 1e400 into Infinity: finite numbers only.
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new IllegalArgumentError(`${where}.${key}: a finite number is required`);
  return value;
}

function decodeLocation(location: Json): IncomingPosition {
  const stamp = typeof location.timestamp === 'string' ? parseZonedDate(location.timestamp) : null;
  if (stamp === null)
    throw new IllegalArgumentError('location.timestamp: an ISO date with a zone is required');
  const attributes: Attrs = {};
  const position: IncomingPosition = {
    protocol: 'osmand',
    deviceTime: stamp,
    fixTime: stamp,
    valid: false,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
    network: null,
    attributes,
    outdated: true,
  };
  const coords = location.coords;
  if (isObject(coords)) {
    position.valid = true;
    position.outdated = false;
    position.latitude = number(coords, 'latitude', 'coords');
    position.longitude = number(coords, 'longitude', 'coords');
    const speed = number(coords, 'speed', 'coords');
    if (speed >= 0) position.speed = knotsFromMps(speed);
    const heading = number(coords, 'heading', 'coords');
    if (heading >= 0) position.course = heading;
    const accuracy = number(coords, 'accuracy', 'coords');
    if (accuracy >= MIN_ACCURACY) position.accuracy = accuracy;
    position.altitude = number(coords, 'altitude', 'coords');
  }
  if (typeof location.is_moving === 'boolean') attributes.motion = location.is_moving;
  if (typeof location.odometer === 'number' && Number.isFinite(location.odometer))
    attributes.odometer = Math.trunc(location.odometer);
  if (typeof location.mock === 'boolean') attributes.mock = location.mock;
  if (location.alarm !== undefined) attributes.alarm = String(location.alarm);
  if (typeof location.event === 'string') attributes.event = location.event;
  if (isObject(location.activity) && typeof location.activity.type === 'string') {
    attributes.activity = location.activity.type;
  }
  if (isObject(location.battery)) {
    const { level, is_charging: charging } = location.battery;
    if (typeof level === 'number' && Number.isFinite(level) && level >= 0)
      attributes.batteryLevel = Math.trunc(level * 100);
    if (charging === true) attributes.charge = true;
  }
  if (isObject(location.extras)) {
    for (const [key, value] of Object.entries(location.extras)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) attributes[key] = value;
    }
  }
  return position;
}

/**
 * Decodes the JSON form of OsmAnd sent by the current Traccar Client (traccar-api.md §l):
 * `{"device_id":…, "location": {…} | [{…}, …]}`. Pure; throws IllegalArgumentError on bad input.
 */
export function decodeOsmandJson(body: string): OsmandMessage {
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch {
    throw new IllegalArgumentError('body: not valid JSON');
  }
  if (!isObject(root)) throw new IllegalArgumentError('body: a JSON object is required');
  const id = root.device_id;
  const uniqueId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  const raw = root.location;
  const locations = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  if (uniqueId === null) return { uniqueId, positions: [], form: 'json' };
  const positions = locations.map((location, index) => {
    if (!isObject(location))
      throw new IllegalArgumentError(`location[${index}]: an object is required`);
    return decodeLocation(location);
  });
  return { uniqueId, positions, form: 'json' };
}
