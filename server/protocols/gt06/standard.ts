import type { IncomingPosition } from '../../pipeline/types';
import { addAlarm, lastLocation, set } from '../base/position';
import type { Gt06Message } from './decoder';
import { decodeAlarm, decodeGps, decodeLbs, decodeStatus, readDate } from './location';
import { MSG } from './messages';
import { decodeLocationTail } from './standardTail';

const GPS_TYPES = new Set<number>([
  MSG.GPS,
  MSG.GPS_LBS_1,
  MSG.GPS_LBS_2,
  MSG.GPS_LBS_DRIVER,
  MSG.GPS_LBS_3,
  MSG.GPS_LBS_4,
  MSG.GPS_LBS_5,
  MSG.GPS_LBS_6,
  MSG.GPS_LBS_STATUS_1,
  MSG.GPS_LBS_STATUS_2,
  MSG.GPS_LBS_STATUS_3,
  MSG.GPS_LBS_STATUS_4,
  MSG.GPS_LBS_STATUS_5,
  MSG.GPS_PHONE,
  MSG.GPS_LBS_EXTEND,
  MSG.GPS_LBS_7,
  MSG.GPS_LBS_RFID,
  MSG.FENCE_MULTI,
  MSG.ALARM_MODULE,
]);

const LBS_TYPES = new Set<number>([
  ...[...GPS_TYPES].filter((t) => t !== MSG.GPS && t !== MSG.GPS_PHONE && t !== MSG.GPS_LBS_EXTEND),
  MSG.LBS_STATUS,
  MSG.LBS_ALARM,
  MSG.LBS_ADDRESS,
]);

const STATUS_TYPES = new Set<number>([
  MSG.STATUS,
  MSG.STATUS_2,
  MSG.LBS_STATUS,
  MSG.GPS_LBS_STATUS_1,
  MSG.GPS_LBS_STATUS_2,
  MSG.GPS_LBS_STATUS_3,
  MSG.GPS_LBS_STATUS_4,
  MSG.GPS_LBS_STATUS_5,
  MSG.FENCE_MULTI,
  MSG.ALARM_MODULE,
  MSG.LBS_ALARM,
]);

export const hasGps = (m: Gt06Message, type = m.type): boolean =>
  type === 0xa3 ? m.variant !== 'SEEWORLD' : GPS_TYPES.has(type);

const hasLbs = (m: Gt06Message, type = m.type): boolean =>
  type === 0xa3 ? m.variant !== 'SEEWORLD' : LBS_TYPES.has(type);

export function hasStatus(m: Gt06Message, type = m.type): boolean {
  if (type === MSG.GPS_LBS_2 || type === MSG.GPS_LBS_DRIVER) return m.modelNT;
  if (type === 0xa3) return m.variant === 'SEEWORLD';
  return STATUS_TYPES.has(type);
}

/** Whether the frame is one of the location/status messages (Traccar's isSupported branch). */
export function isLocationMessage(m: Gt06Message): boolean {
  const { type, extended } = m;
  if (!(hasGps(m) || hasLbs(m) || hasStatus(m))) return false;
  return !(extended && (type === MSG.GPS_LBS_STATUS_4 || type === MSG.STATUS_2));
}

/** The location, cell and status blocks of a location message (Traccar's main branch). */
export function decodeLocationMessage(m: Gt06Message): IncomingPosition | null {
  const { reader, position, type, variant } = m;
  if (type === MSG.LBS_STATUS && variant === 'SPACE10X') return null;
  set(position.attributes, 'type', type);
  if (type === MSG.GPS_LBS_1 && m.model === 'QH302R') reader.skip(8);
  if ((type === MSG.GPS_LBS_2 || type === MSG.GPS_LBS_DRIVER) && m.modelNT) {
    reader.u8();
    reader.skip(8);
    position.deviceTime = readDate(reader, m.offset);
  }
  if (hasGps(m)) decodeGps(position, reader, m.offset);
  else lastLocation(position);
  if (hasLbs(m) && reader.readable > 6) {
    const hasLength =
      hasStatus(m) &&
      type !== MSG.LBS_STATUS &&
      type !== MSG.LBS_ALARM &&
      type !== MSG.ALARM_MODULE &&
      (type !== MSG.GPS_LBS_STATUS_1 || variant !== 'VXT01') &&
      type !== MSG.GPS_LBS_STATUS_5;
    decodeLbs(position, reader, type, hasLength, variant);
  }
  if (hasStatus(m)) decodeStatusBlock(m);
  decodeLocationTail(m);
  return position;
}

function decodeStatusBlock(m: Gt06Message): void {
  const { reader, position, type, variant } = m;
  const attributes = position.attributes;
  const ntDriver = m.modelNT && (type === MSG.GPS_LBS_2 || type === MSG.GPS_LBS_DRIVER);
  if (type === MSG.GPS_LBS_STATUS_5) reader.u8(); // network indicator
  decodeStatus(position, reader, variant);
  if (variant === 'OBD6') {
    const signal = reader.u16();
    set(attributes, 'sat', ((signal >> 10) & 0x1f) + ((signal >> 5) & 0x1f));
    set(attributes, 'rssi', signal & 0x1f);
    addAlarm(attributes, decodeAlarm(reader.u8(), m));
    reader.u8(); // language
    set(attributes, 'batteryLevel', reader.u8());
    const mode = reader.u8();
    set(attributes, 'power', reader.u16() / 100);
    reader.u8(); // reserved
    reader.u16(); // working time
    if (mode === 4) set(attributes, 'temp1', reader.i16() / 10);
    return;
  }
  if (variant === 'SEEWORLD' && m.length === 0x18) {
    reader.u16(); // extension bit status
    reader.u8(); // voltage level
    set(attributes, 'rssi', reader.u8());
    set(attributes, 'power', reader.u8());
    reader.skip(3); // language, sound and light switches
    set(attributes, 'steps', reader.u32());
    set(attributes, 'batteryLevel', reader.u8());
    set(attributes, 'charge', reader.u8() === 1);
    set(attributes, 'motion', reader.u8() === 1);
    return;
  }
  if (type === MSG.GPS_LBS_STATUS_5 || ntDriver) set(attributes, 'power', reader.u16() / 100);
  if (type === MSG.STATUS && m.model === 'R11') {
    set(attributes, 'power', reader.u16() / 100);
  } else {
    const battery = reader.u8();
    if (ntDriver) set(attributes, 'battery', battery / 10);
    else if (battery <= 6) set(attributes, 'batteryLevel', Math.trunc((battery * 100) / 6));
    else if (battery <= 100) set(attributes, 'batteryLevel', battery);
  }
  set(attributes, 'rssi', reader.u8());
  if (type === MSG.STATUS && m.modelLW) {
    set(attributes, 'power', (reader.u16() & 0xfff) / 10);
    return;
  }
  let extension = reader.u8();
  if (type === MSG.GPS_LBS_STATUS_3 || type === MSG.FENCE_MULTI || type === MSG.ALARM_MODULE) {
    extension += (reader.byteAt(reader.index) >> 4) << 8;
  }
  if (type === MSG.STATUS && m.modelSW) {
    set(attributes, 'power', extension);
  } else if (variant !== 'VXT01') {
    addAlarm(attributes, decodeAlarm(extension, m));
    if (variant === 'TRX16I') set(attributes, 'event', extension);
  }
}
