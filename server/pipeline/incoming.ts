import { MAX_ATTRIBUTES_BYTES, MAX_TIME_MS } from '@farol/model';
import { IllegalArgumentError } from '../errors';
import type { IncomingPosition } from './types';

/**
 * The rules every decoded position obeys before it enters the pipeline, whatever protocol
 * decoded it: times are real dates from 1970 to 9999, every number is finite, and the
 * attributes stay small. A device that breaks them is refused at the decoder (400 for OsmAnd,
 * the frame dropped for binary protocols); nothing of it is stored.
 */

/** Device times before this are no real fix (no GNSS receiver reports one). */
export const MIN_DEVICE_TIME_MS = 0;
/** Largest attributes map one position may carry, as JSON text. */
export const MAX_POSITION_ATTRIBUTES_BYTES = MAX_ATTRIBUTES_BYTES;

const NUMERIC_FIELDS = [
  'latitude',
  'longitude',
  'altitude',
  'speed',
  'course',
  'accuracy',
] as const;

/** True when `ms` is a device time Farol accepts. */
export const isDeviceTime = (ms: number): boolean =>
  Number.isInteger(ms) && ms >= MIN_DEVICE_TIME_MS && ms <= MAX_TIME_MS;

/** Throws IllegalArgumentError naming `name` unless `ms` is an acceptable device time. */
export function requireDeviceTime(name: string, ms: number): number {
  if (!isDeviceTime(ms)) throw new IllegalArgumentError(`${name}: not a real date: ${ms}`);
  return ms;
}

/** Throws IllegalArgumentError naming `name` unless `value` is a finite number. */
export function requireFinite(name: string, value: number): number {
  if (!Number.isFinite(value)) throw new IllegalArgumentError(`${name}: not a finite number`);
  return value;
}

/**
 * Checks a decoded position in place: throws IllegalArgumentError for an unreal time or a
 * non-finite field; turns non-finite attribute numbers into their text (they are the device's
 * words, but no database column or JSON document can hold them as numbers).
 */
export function checkIncoming(position: IncomingPosition): IncomingPosition {
  requireDeviceTime('fixTime', position.fixTime);
  requireDeviceTime('deviceTime', position.deviceTime);
  for (const field of NUMERIC_FIELDS) requireFinite(field, position[field]);
  const attributes = position.attributes;
  // An upper bound of the attributes' JSON length, from their keys and flat values; a nested
  // value leaves it unknown. Under the limit it spares the JSON text made only to be measured.
  let bound = 2;
  for (const key of Object.keys(attributes)) {
    const value = attributes[key];
    if (typeof value === 'number' && !Number.isFinite(value)) attributes[key] = String(value);
    bound += jsonBound(key) + 2 + jsonBound(attributes[key]);
  }
  if (
    bound > MAX_POSITION_ATTRIBUTES_BYTES &&
    jsonLength(attributes) > MAX_POSITION_ATTRIBUTES_BYTES
  ) {
    throw new IllegalArgumentError(
      `attributes: larger than ${MAX_POSITION_ATTRIBUTES_BYTES / 1024} KB`,
    );
  }
  return position;
}

/** At most as long as `value`'s JSON text: 6 characters per character of a string (`\\u0000`). */
function jsonBound(value: unknown): number {
  if (typeof value === 'string') return value.length * 6 + 2;
  if (typeof value === 'number') return 25;
  if (typeof value === 'boolean' || value === null || value === undefined) return 9;
  return Infinity;
}

const jsonLength = (value: unknown): number => JSON.stringify(value).length;
