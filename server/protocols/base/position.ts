import type { IncomingPosition } from '../../pipeline/types';
import type { Attrs, CellTower, Network, RadioType, WifiAccessPoint } from '../../storage';
import { DecodeError } from './errors';

/** Knots from km/h and from mph (Traccar's UnitsConverter). */
export const knotsFromKph = (kph: number): number => kph / 1.852;
export const knotsFromMph = (mph: number): number => mph * 0.868976;
export const knotsFromMps = (mps: number): number => mps * 1.943844;

/**
 * A new position of `protocol` at `time`, with no location yet. A decoder either sets a
 * location (`setLocation`) or marks it `lastLocation`, as Traccar's decoders do.
 */
export function newPosition(protocol: string, time: number): IncomingPosition {
  return {
    protocol,
    deviceTime: time,
    fixTime: time,
    valid: false,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
    network: null,
    attributes: {},
    outdated: false,
  };
}

/** The message has no location: the device's last one is reused (Traccar's getLastLocation). */
export function lastLocation(position: IncomingPosition, deviceTime?: number | null): void {
  position.outdated = true;
  if (deviceTime !== undefined && deviceTime !== null) position.deviceTime = deviceTime;
}

/** Sets the fix and device time. */
export function setTime(position: IncomingPosition, time: number): void {
  position.fixTime = position.deviceTime = time;
}

function finite(value: number, name: string): number {
  if (!Number.isFinite(value)) throw new DecodeError(`${name} is not a number`);
  return value;
}

/** Sets latitude and longitude, refusing values out of range (as Traccar's Position does). */
export function setLocation(position: IncomingPosition, latitude: number, longitude: number): void {
  if (!(Math.abs(finite(latitude, 'latitude')) <= 90)) {
    throw new DecodeError(`latitude out of range: ${latitude}`);
  }
  if (!(Math.abs(finite(longitude, 'longitude')) <= 180)) {
    throw new DecodeError(`longitude out of range: ${longitude}`);
  }
  position.latitude = latitude;
  position.longitude = longitude;
}

/** Sets speed (knots) and course (degrees), refusing what is not a finite number. */
export function setMotion(position: IncomingPosition, speed: number, course?: number): void {
  position.speed = finite(speed, 'speed');
  if (course !== undefined) position.course = finite(course, 'course');
}

/**
 * Sets an attribute the way Traccar's Position.set does: null, undefined, NaN and empty text
 * are not stored.
 */
export function set(attributes: Attrs, key: string, value: unknown): void {
  if (value === null || value === undefined || value === '') return;
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  attributes[key] = value;
}

/** Adds an alarm; several alarms read `a,b` (Traccar's Position.addAlarm). */
export function addAlarm(attributes: Attrs, alarm: string | null | undefined): void {
  if (!alarm) return;
  const existing = attributes.alarm;
  attributes.alarm = typeof existing === 'string' && existing ? `${existing},${alarm}` : alarm;
}

/**
 * Milliseconds of a UTC date and time; a two-digit year is 20xx. Out-of-range fields are
 * refused rather than rolled over, so a corrupt frame cannot become a plausible date.
 */
export function utc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millis = 0,
): number {
  const y = year < 100 ? year + 2000 : year;
  const valid =
    Number.isInteger(y) &&
    y >= 1970 &&
    y < 2200 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 60 &&
    millis >= 0 &&
    millis < 1000;
  if (!valid) {
    throw new DecodeError(`invalid date ${y}-${month}-${day} ${hour}:${minute}:${second}`);
  }
  const time = Date.UTC(y, month - 1, day, hour, minute, second, millis);
  if (new Date(time).getUTCDate() !== day && second < 60) {
    throw new DecodeError(`invalid date ${y}-${month}-${day}`);
  }
  return time;
}

/** A cell tower; Traccar leaves out a signal strength of 0 or none. */
export function cellTower(
  mcc: number,
  mnc: number,
  lac: number,
  cid: number,
  rssi?: number,
): CellTower {
  const tower: CellTower = {
    mobileCountryCode: mcc,
    mobileNetworkCode: mnc,
    locationAreaCode: lac,
    cellId: cid,
  };
  if (rssi !== undefined && rssi !== 0) tower.signalStrength = rssi;
  return tower;
}

/**
 * A network of cell towers and Wi-Fi access points, or null when it has neither. Its radio is
 * GSM unless said otherwise (Traccar's Network default; LTE cells say `lte`).
 */
export function network(
  cells: readonly CellTower[] = [],
  wifis: readonly WifiAccessPoint[] = [],
  radioType: RadioType = 'gsm',
): Network | null {
  if (!cells.length && !wifis.length) return null;
  return {
    radioType,
    considerIp: false,
    ...(cells.length ? { cellTowers: [...cells] } : {}),
    ...(wifis.length ? { wifiAccessPoints: [...wifis] } : {}),
  };
}

/** A MAC address `aa:bb:…` from six bytes' hex. */
export const macFromHex = (hex: string): string => hex.replace(/(..)(?!$)/g, '$1:');
