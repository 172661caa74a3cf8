import type { Attrs } from '../../storage';
import { bit } from '../base/bits';
import type { ByteReader } from '../base/reader';
import { set } from '../base/position';
import type { Item } from './items';
import { javaTrim } from '../base/fields';

type Read = (r: ByteReader, a: Attrs, length: number) => void;
const u16 =
  (key: string, scale = 1, shift = 0): Read =>
  (r, a) =>
    set(a, key, r.u16() / scale + shift);

/** OBD items of 0xF3 by extended type. */
const OBD: Record<number, Read> = {
  0x0002: u16('obdSpeed', 10),
  0x0003: u16('rpm'),
  0x0004: u16('power', 1000),
  0x0005: (r, a) => set(a, 'obdOdometer', r.u32() * 100),
  0x0007: u16('fuelConsumption', 10),
  0x0008: u16('engineLoad', 10),
  0x0009: u16('coolantTemp', 1, -40),
  0x000b: u16('intakePressure'),
  0x000c: u16('intakeTemp', 1, -40),
  0x000d: u16('intakeFlow'),
  0x000e: (r, a) => set(a, 'throttle', Math.trunc((r.u16() * 100) / 255)),
  0x0050: (r, a) => set(a, 'vin', r.text(17)),
  0x0051: (r, a, length) => length > 0 && set(a, 'cvn', r.hex(length)),
  0x0052: (r, a, length) => length > 0 && set(a, 'calid', r.text(length)),
  0x0100: u16('tripOdometer', 10),
  0x0102: u16('tripFuel', 10),
  0x0112: u16('hardAccelerationCount'),
  0x0113: u16('hardDecelerationCount'),
  0x0114: u16('hardCorneringCount'),
};

/** OBD readings (0xF3 of most terminals). */
export function decodeObdItems(i: Item): void {
  const { r } = i;
  while (r.index < i.end) {
    const type = r.u16();
    const length = r.u8();
    const read = OBD[type];
    if (read) read(r, i.position.attributes, length);
    else r.skip(length);
  }
}

/** Bluetooth tags (0xF3 of AL300 and GL100): the fields the mask announces. */
export function decodeTags(i: Item): void {
  const { r } = i;
  const a = i.position.attributes;
  const mask = r.u8();
  for (let k = 1; r.index < i.end; k++) {
    set(a, `tag${k}Mac`, r.hex(6));
    set(a, `tag${k}Rssi`, r.i8());
    if (bit(mask, 0)) set(a, `tag${k}Name`, javaTrim(r.text(10)));
    if (bit(mask, 1)) r.skip(2); // firmware version
    if (bit(mask, 2)) set(a, `tag${k}Battery`, r.u16() / 1000);
    if (bit(mask, 3)) set(a, `tag${k}Temp`, r.i16() / 10);
    if (bit(mask, 4)) set(a, `tag${k}Humidity`, r.i16() / 10);
    if (bit(mask, 5)) r.skip(6); // accelerometer
    if (bit(mask, 6)) r.skip(2); // reserved
    if (bit(mask, 7)) r.skip(2); // reserved
  }
}
