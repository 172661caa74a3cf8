import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import type { ByteReader } from '../base/reader';
import {
  knotsFromKph,
  lastLocation,
  newPosition,
  set,
  setLocation,
  setTime,
} from '../base/position';
import { decodeCoordinates, type Jt808Context, readDate } from './location';
import { decodeObdRt } from './obd';
import { decodeVehicleData } from './vehicleData';
import { javaTrim } from '../base/fields';

/** Text passed through (0x40): a driver's card (`GTSL|…`), or data kept as is. */
function decodeText(c: Jt808Context, r: ByteReader): IncomingPosition | null {
  const position = newPosition('jt808', c.context.now);
  lastLocation(position);
  const data = javaTrim(r.text(r.readable));
  if (data.startsWith('GTSL')) {
    const values = data.split('|');
    if (values.length > 4) set(position.attributes, 'driverUniqueId', values[4]);
  } else {
    set(position.attributes, 'data', data);
  }
  return Object.keys(position.attributes).length ? position : null;
}

/** A location with its own layout (0xFF). */
function decodeFix(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  position.valid = true;
  setTime(position, readDate(r, c.zone));
  const latitude = r.i32() / 1_000_000;
  setLocation(position, latitude, r.i32() / 1_000_000);
  position.altitude = r.i16();
  position.speed = knotsFromKph(r.u16() / 10);
  position.course = r.u16();
  return position;
}

/** A collision report (0xF3): its strength and time. */
function decodeCollision(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  let time: number | null = null;
  while (r.readable > 4) {
    const subtype = r.u16();
    const length = r.u16();
    const end = r.index + length;
    if (subtype === 0x0002) set(position.attributes, 'collision', r.u16() / 256 / 100);
    else if (subtype === 0x0006) time = readDate(r, c.zone);
    r.index = end;
  }
  lastLocation(position, time);
  return position;
}

/** Vehicle data (0xF0): readings, codes, alarms, trips, VIN or events at a time and place. */
function decodeVehicle(c: Jt808Context, r: ByteReader): IncomingPosition | null {
  const position = newPosition('jt808', c.context.now);
  const time = readDate(r, c.zone);
  if (r.u8() > 0) set(position.attributes, 'archive', true);
  r.u8(); // vehicle type
  const located = decodeVehicleData(position, r, r.u8());
  if (located === null) return null;
  lastLocation(position, time);
  if (located) {
    decodeCoordinates(position, r, c.model);
    position.outdated = false;
    setTime(position, time);
  }
  return position;
}

/** Bluetooth tags (0x53) or sensor samples (0x54) heard at a location. */
function decodeBluetooth(c: Jt808Context, r: ByteReader, type: number): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  const a = position.attributes;
  decodeCoordinates(position, r, c.model);
  position.altitude = r.i16();
  position.speed = knotsFromKph(r.u16() / 10);
  position.course = r.u16();
  setTime(position, readDate(r, c.zone));
  if (type === 0x53) {
    r.u8(); // total node count across all packets
    while (r.readable > 2) {
      const k = r.u8() + 1;
      set(a, `tag${k}Mac`, r.hex(6));
      set(a, `tag${k}Rssi`, r.i8());
      set(a, `tag${k}Data`, r.hex(r.u8()));
    }
    return position;
  }
  while (r.readable > 2) {
    const mask = r.u16();
    r.skip(6); // sample time
    if (bit(mask, 0)) set(a, 'lightSensor', r.u16());
    if (bit(mask, 1)) {
      set(a, 'deviceTemp', r.i16() / 10);
      set(a, 'humidity', r.i16() / 10);
    }
    if (bit(mask, 2)) set(a, 'temp3', r.i16() / 10);
    if (bit(mask, 3)) r.skip(6); // acceleration
    if (bit(mask, 4)) set(a, 'airPressure', r.u16());
  }
  return position;
}

/** Data passed through the terminal (0x0900), by its first byte. */
export function decodeTransparent(c: Jt808Context, r: ByteReader): IncomingPosition | null {
  const type = r.u8();
  switch (type) {
    case 0x40:
      return decodeText(c, r);
    case 0x41: {
      const position = newPosition('jt808', c.context.now);
      lastLocation(position);
      decodeObdRt(position, javaTrim(r.text(r.readable - 2)));
      return position;
    }
    case 0xf0:
      return decodeVehicle(c, r);
    case 0xff:
      return decodeFix(c, r);
    case 0xf3:
      return decodeCollision(c, r);
    case 0x53:
    case 0x54:
      return decodeBluetooth(c, r, type);
    default:
      return null;
  }
}
