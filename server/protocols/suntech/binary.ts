import type { IncomingPosition } from '../../pipeline/types';
import { bit, bits } from '../base/bits';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  network,
  set,
  setLocation,
  setTime,
  utc,
} from '../base/position';
import { readBcd, type ByteReader } from '../base/reader';
import { alertAlarm } from './common';

/** A date and time as six bytes (year of the century first). */
const readTime = (r: ByteReader): number => utc(r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8());

/** A sign-and-magnitude 32-bit value (Traccar's readSignedMagnitudeInt). */
function signedMagnitude(r: ByteReader): number {
  const value = r.u32();
  const magnitude = bits(value, 0, 31);
  return bit(value, 31) ? -magnitude : magnitude;
}

/**
 * A compressed (`0x02`) report after its type byte and device id: the fields of an STT in
 * fixed-size binary (Traccar's decodeZip). `hbm` adds hour meter and battery, or a cell.
 */
export function decodeZip(position: IncomingPosition, r: ByteReader, hbm: number): void {
  const a = position.attributes;
  r.skip(1 + 2); // model, software version
  setTime(position, readTime(r));
  r.skip(2 + 1); // lac, cid
  let latitude = r.u8() + readBcd(r, 6) / 1_000_000;
  let longitude = r.u8() + readBcd(r, 6) / 1_000_000;
  position.speed = r.u16() + readBcd(r, 2) / 100;
  position.course = r.u16() + readBcd(r, 2) / 100;
  const flags = r.u8();
  position.valid = bit(flags, 7);
  if (bit(flags, 6)) latitude = -latitude;
  if (bit(flags, 5)) longitude = -longitude;
  setLocation(position, latitude, longitude);
  set(a, 'odometer', r.u32());
  set(a, 'power', r.u8() + readBcd(r, 2) / 100);
  const io = r.u8();
  set(a, 'ignition', bit(io, 0));
  for (let i = 1; i <= 3; i++) set(a, `in${i}`, bit(io, i));
  for (let i = 1; i <= 2; i++) set(a, `out${i}`, bit(io, i + 3));
  set(a, 'event', r.u8());
  if (hbm === 1) {
    set(a, 'hours', r.u32());
    set(a, 'battery', r.u16());
    if (r.u8() === 0) set(a, 'archive', true);
  }
  if (hbm === 2) {
    const cid = r.u16();
    const mcc = r.u16();
    const mnc = r.u8();
    const rssi = r.u16();
    position.network = network([cellTower(mcc, mnc, r.u16(), cid, rssi)]);
    r.skip(1); // timing advance
  }
  r.skip(1); // footer
}

/**
 * A binary report of the universal protocol after its device id: a 24-bit mask says which
 * fields follow (Traccar's decodeBinary); type `0x82` is an alert.
 */
export function decodeBinary(position: IncomingPosition, r: ByteReader, type: number): void {
  const a = position.attributes;
  const mask = r.u24();
  if (bit(mask, 1)) r.skip(1); // model
  if (bit(mask, 2)) set(a, 'versionFw', `${r.u8()}.${r.u8()}.${r.u8()}`);
  if (bit(mask, 3) && r.u8() === 0) set(a, 'archive', true);
  if (bit(mask, 4) && bit(mask, 5)) setTime(position, readTime(r));
  if (bit(mask, 6)) r.skip(4); // cell
  if (bit(mask, 7)) r.skip(2); // mcc
  if (bit(mask, 8)) r.skip(2); // mnc
  if (bit(mask, 9)) r.skip(2); // lac
  if (bit(mask, 10)) set(a, 'rssi', r.u8());
  const latitude = bit(mask, 11) ? signedMagnitude(r) / 1_000_000 : 0;
  const longitude = bit(mask, 12) ? signedMagnitude(r) / 1_000_000 : 0;
  setLocation(position, latitude, longitude);
  if (bit(mask, 13)) position.speed = knotsFromKph(r.u16() / 100);
  if (bit(mask, 14)) position.course = r.u16() / 100;
  if (bit(mask, 15)) set(a, 'sat', r.u8());
  if (bit(mask, 16)) position.valid = r.u8() > 0;
  if (bit(mask, 17)) {
    const input = r.u8();
    set(a, 'ignition', bit(input, 0));
    set(a, 'input', input);
  }
  if (bit(mask, 18)) set(a, 'output', r.u8());
  let alertId = 0;
  if (bit(mask, 19)) {
    alertId = r.u8();
    if (type === 0x82) addAlarm(a, alertAlarm(alertId));
  }
  if (bit(mask, 20)) r.skip(2); // alert modifier
  if (bit(mask, 21) && alertId === 59) set(a, 'driverUniqueId', r.hex(8));
}
