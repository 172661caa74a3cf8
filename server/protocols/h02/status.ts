import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { addAlarm, set } from '../base/position';

/** The status word's alarms and ignition (Traccar's processStatus: alarm bits are active low). */
export function processStatus(position: IncomingPosition, status: number): void {
  const attributes = position.attributes;
  if (!bit(status, 0)) addAlarm(attributes, 'vibration');
  else if (!bit(status, 1) || !bit(status, 18)) addAlarm(attributes, 'sos');
  else if (!bit(status, 2)) addAlarm(attributes, 'overspeed');
  else if (!bit(status, 19)) addAlarm(attributes, 'powerCut');
  set(attributes, 'ignition', bit(status, 10));
  set(attributes, 'status', status);
}

/** Battery level in percent from the device's code (Traccar's decodeBattery). */
export function decodeBattery(value: number): number | null {
  if (value === 0) return null;
  if (value <= 3) return (value - 1) * 10;
  if (value <= 6) return (value - 1) * 20;
  if (value <= 100) return value;
  if (value >= 0xf1 && value <= 0xf6) return value - 0xf0;
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HHmmss` (UTC). */
export function hhmmss(time: number): string {
  const date = new Date(time);
  return `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** `yyyyMMddHHmmss` (UTC). */
function stamp(time: number): string {
  const date = new Date(time);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${hhmmss(time)}`;
}

/** The R12 acknowledgement (`h02.ack`). */
export const r12 = (id: string, now: number): string => `*HQ,${id},R12,${hhmmss(now)}#`;

/** The V4 answer confirming a message of `type` (V1 locations, NBR cells). */
export const v4 = (id: string, type: string, now: number): string =>
  `*HQ,${id},V4,${type},${stamp(now)}#`;
