import { bit, bits } from '../base/bits';
import { addAlarm, cellTower, set } from '../base/position';
import type { Item, ItemDecoder } from './items';
import { decodeObdRt } from './obd';
import { javaTrim } from '../base/fields';

const attrs = (item: Item) => item.position.attributes;

/** The 0x80 extension: OBD readings up to the end of the message. */
function decodeExtension(i: Item): void {
  const { r } = i;
  const a = attrs(i);
  r.u8(); // content
  i.end = r.end - 2;
  while (r.index < i.end) {
    const type = r.u8();
    const length = r.u8();
    const read: Record<number, () => void> = {
      0x01: () => set(a, 'odometer', r.u32() * 100),
      0x02: () => set(a, 'fuel', r.u16() / 10),
      0x03: () => set(a, 'obdSpeed', r.u16() / 10),
      0x56: () => {
        r.u8(); // power level
        set(a, 'batteryLevel', r.u8());
      },
      0x61: () => set(a, 'power', r.u16() / 100),
      0x69: () => set(a, 'battery', r.u16() / 100),
      0x80: () => set(a, 'obdSpeed', r.u8()),
      0x81: () => set(a, 'rpm', r.u16()),
      0x82: () => set(a, 'power', r.u16() / 10),
      0x83: () => set(a, 'engineLoad', r.u8()),
      0x84: () => set(a, 'coolantTemp', r.u8() - 40),
      0x85: () => set(a, 'fuelConsumption', r.u16()),
      0x86: () => set(a, 'intakeTemp', r.u8() - 40),
      0x87: () => set(a, 'intakeFlow', r.u16()),
      0x88: () => set(a, 'intakePressure', r.u8()),
      0x89: () => set(a, 'throttle', r.u8()),
      0x8b: () => set(a, 'vin', r.text(17)),
      0x8c: () => set(a, 'obdOdometer', r.u32() * 100),
      0x8d: () => set(a, 'tripOdometer', r.u16() * 1000),
      0x8e: () => set(a, 'fuel', r.u8()),
      0xa0: () => set(a, 'dtcs', r.text(length).replaceAll(',', ' ')),
      0xcc: () => set(a, 'iccid', r.text(20)),
    };
    (read[type] ?? (() => r.skip(length)))();
  }
}

/** A battery level (0xff: charging), cells, power or a driver id, by length. */
function decodeBatteryOrCells(i: Item, subtype: number): void {
  const { r } = i;
  const a = attrs(i);
  if (i.length === 1) {
    const level = r.u8();
    if (level === 0xff) set(a, 'charge', true);
    else set(a, 'batteryLevel', level);
  } else if (subtype === 0xe1 && i.length >= 12 && (i.length - 4) % 8 === 0) {
    const mcc = r.u16();
    const mnc = r.u16();
    while (r.index < i.end) i.cells.push(cellTower(mcc, mnc, r.u24(), r.u32(), r.u8()));
  } else if (subtype === 0xe1 && i.length === 2) {
    set(a, 'power', r.u16() / 10);
  } else {
    set(a, 'driverUniqueId', String(r.u32()));
  }
}

/** A fixed-point value: a signed whole part and 255ths. */
function customDouble(i: Item): number {
  const whole = i.r.i8();
  const fraction = i.r.u8();
  const sign = whole !== 0 ? Math.sign(whole) : 1;
  return sign * (Math.abs(whole) + fraction / 255);
}

export const ITEMS_E: Record<number, ItemDecoder> = {
  0x80: decodeExtension,
  0xac: (i) => set(attrs(i), 'odometer', i.r.u32()),
  0xbc: (i) => set(attrs(i), 'driver', javaTrim(i.r.text(i.length))),
  0xbd: (i) => set(attrs(i), 'driverUniqueId', i.r.text(i.length)),
  0xd0: (i) => bit(i.r.u32(), 3) && addAlarm(attrs(i), 'vibration'),
  0xd3: (i) => set(attrs(i), 'power', i.r.u16() / 10),
  0xd4: (i) => decodeBatteryOrCells(i, 0xd4),
  0xe1: (i) => decodeBatteryOrCells(i, 0xe1),
  0xe9: (i) => decodeBatteryOrCells(i, 0xe9),
  0xd5: (i) => {
    const a = attrs(i);
    if (i.length === 2) {
      set(a, 'battery', i.r.u16() / 100);
      return;
    }
    const count = i.r.u8();
    for (let k = 1; k <= count; k++) {
      set(a, `lock${k}Id`, i.r.hex(5));
      set(a, `lock${k}Card`, i.r.hex(5));
      set(a, `lock${k}Battery`, i.r.u8());
      set(a, `lock${k}Locked`, !bit(i.r.u16(), 5));
    }
  },
  0xda: (i) => {
    i.r.u16(); // string cut count
    const status = i.r.u8();
    set(attrs(i), 'string', bit(status, 0));
    set(attrs(i), 'motion', bit(status, 2));
    set(attrs(i), 'cover', bit(status, 3));
  },
  0xe2: (i) => i.model !== 'DT800' && set(attrs(i), 'fuel', i.r.u32() / 10),
  0xe3: (i) => {
    i.r.u8(); // reserved
    set(attrs(i), 'batteryLevel', i.r.u8());
    set(attrs(i), 'battery', i.r.u16() / 100);
  },
  0xe4: (i) => {
    if (i.r.u8() === 0) set(attrs(i), 'charge', true);
    set(attrs(i), 'batteryLevel', i.r.u8());
  },
  0xe5: (i) => i.length === 1 && set(attrs(i), 'motion', i.r.u8() === 1),
  0xe6: (i) => {
    const { r } = i;
    if (i.length >= 7 && r.buffer.toString('latin1', r.index, r.index + 7) === '$OBD-RT') {
      decodeObdRt(i.position, r.text(i.length));
    } else if (i.length >= 11 && i.length % 11 === 0) {
      while (r.index < i.end) {
        const sensor = r.u8();
        r.skip(6); // mac
        set(attrs(i), `temp${sensor}`, customDouble(i));
        set(attrs(i), `humidity${sensor}`, customDouble(i));
      }
    }
  },
  0xe7: (i) => {
    if (i.length !== 8) return;
    const alarm = i.r.u16();
    if (bit(alarm, 0)) addAlarm(attrs(i), 'vibration');
    if (bits(alarm, 1, 4) !== 0) addAlarm(attrs(i), 'sos');
  },
};
