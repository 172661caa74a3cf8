import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import type { ByteReader } from '../base/reader';
import { readBcd } from '../base/reader';
import {
  addAlarm,
  cellTower,
  network,
  newPosition,
  set,
  setLocation,
  setTime,
  utc,
} from '../base/position';
import type { Jt808Context } from './location';
import { MSG } from './message';

/** ddmm.mmmm as BCD digits (Traccar's Jt600 convertCoordinate). */
const coordinate = (raw: number) => Math.floor(raw / 1_000_000) + (raw % 1_000_000) / 10_000 / 60;

/** The JT600 binary location: date, coordinates, flags, speed and course. */
function decodeBinaryLocation(position: IncomingPosition, r: ByteReader): void {
  const [day, month, year, hour, minute, second] = Array.from({ length: 6 }, () => readBcd(r, 2));
  setTime(position, utc(year!, month!, day!, hour!, minute!, second!));
  const latitude = coordinate(readBcd(r, 8));
  const longitude = coordinate(readBcd(r, 9));
  const flags = r.u8();
  position.valid = bit(flags, 0);
  setLocation(
    position,
    bit(flags, 1) ? latitude : -latitude,
    bit(flags, 2) ? longitude : -longitude,
  );
  position.speed = readBcd(r, 2);
  position.course = r.u8() * 2;
}

/** Product 3's status and alarm bits. */
function decodeProduct3(position: IncomingPosition, status: number, alarm: number): void {
  const a = position.attributes;
  set(a, 'blocked', bit(status, 5));
  const alarms: [number, string][] = [
    [0, 'overspeed'],
    [1, 'lowPower'],
    [2, 'vibration'],
    [3, 'lowBattery'],
    [5, 'geofenceEnter'],
    [6, 'geofenceExit'],
  ];
  for (const [b, name] of alarms) if (bit(alarm, b)) addAlarm(a, name);
}

/** Trailing items: altitude, wake source, lock, tilt, geofence. */
function decodeItems(position: IncomingPosition, r: ByteReader): void {
  const a = position.attributes;
  while (r.readable > 2) {
    const id = r.u8();
    const length = r.u8();
    if (id === 0x02) position.altitude = r.i16();
    else if (id === 0x10) set(a, 'wakeSource', r.u8());
    else if (id === 0x0b) {
      set(a, 'lockCommand', r.u8());
      if (length >= 5 && length <= 6) set(a, 'lockCard', r.u32());
      else if (length >= 7) set(a, 'lockPassword', r.text(6));
      if (length % 2 === 0) set(a, 'unlockResult', r.u8());
    } else if (id === 0x0c) {
      const axis = () => {
        const v = r.u16();
        return v > 0x8000 ? v - 0x10000 : v;
      };
      set(a, 'tilt', `[${axis()},${axis()},${axis()}]`);
    } else if (id === 0xfc) set(a, 'geofence', r.u8());
    else r.skip(length);
  }
}

/** A JT600-style location (0x5501, or 0x5502 from the blind area). */
export function decodeLocation2(c: Jt808Context, r: ByteReader, type: number): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  const a = position.attributes;
  decodeBinaryLocation(position, r);
  position.valid = type !== MSG.locationReportBlind;
  set(a, 'rssi', r.u8());
  set(a, 'sat', r.u8());
  set(a, 'odometer', r.u32() * 1000);
  const battery = r.u8();
  if (battery <= 100) set(a, 'batteryLevel', battery);
  else if (battery === 0xaa || battery === 0xab) set(a, 'charge', true);
  const cid = r.u32();
  const lac = r.u16();
  if (cid > 0 && lac > 0) {
    const mcc = Number(c.context.lookup('geolocation.mcc') ?? 0) || 0;
    const mnc = Number(c.context.lookup('geolocation.mnc') ?? 0) || 0;
    position.network = network([cellTower(mcc, mnc, lac, cid)]);
  }
  const product = r.u8();
  const status = r.u16();
  const alarm = r.u16();
  if ((product === 1 || product === 2) && bit(alarm, 0)) addAlarm(a, 'lowPower');
  else if (product === 3) decodeProduct3(position, status, alarm);
  set(a, 'status', status);
  decodeItems(position, r);
  return position;
}
