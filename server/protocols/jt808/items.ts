import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower, WifiAccessPoint } from '../../storage';
import { bit, lowBits } from '../base/bits';
import { parseInt10 } from '../base/pattern';
import type { ByteReader } from '../base/reader';
import { addAlarm, set } from '../base/position';
import { ITEMS_E } from './itemsE';
import { ITEMS_F } from './itemsF';

/** One additional item of a location report being read. */
export interface Item {
  position: IncomingPosition;
  r: ByteReader;
  /** The item's length, and where the next begins (an item may move it). */
  length: number;
  end: number;
  model: string | null;
  /** AL300 and GL100 terminals, whose items differ. */
  aovx: boolean;
  cells: CellTower[];
  wifis: WifiAccessPoint[];
}

export type ItemDecoder = (item: Item) => void;

const attrs = (item: Item) => item.position.attributes;

/** A signed temperature in tenths, its sign in bit 15. */
const tenths = (value: number) => (bit(value, 15) ? -lowBits(value, 15) : value) / 10;

const ITEMS_A: Record<number, ItemDecoder> = {
  0x01: (i) => set(attrs(i), 'odometer', i.r.u32() * 100),
  0x02: (i) => {
    const fuel = i.r.u16();
    set(attrs(i), 'fuel', bit(fuel, 15) ? lowBits(fuel, 15) : fuel / 10);
  },
  0x06: (i) => set(attrs(i), 'batteryLevel', i.r.u8()),
  0x0b: (i) => {
    set(attrs(i), 'lockCommand', i.r.u8());
    if (i.length >= 5 && i.length <= 6) set(attrs(i), 'lockCard', i.r.u32());
    else if (i.length >= 7) set(attrs(i), 'lockPassword', i.r.text(6));
    if (i.length % 2 === 0) set(attrs(i), 'unlockResult', i.r.u8());
  },
  0x14: (i) => set(attrs(i), 'videoAlarm', i.r.u32()),
  0x25: (i) => set(attrs(i), 'input', i.r.u32()),
  0x2b: (i) => {
    set(attrs(i), 'adc1', i.r.u16() / 100);
    set(attrs(i), 'adc2', i.r.u16() / 100);
  },
  0x30: (i) => set(attrs(i), 'rssi', i.r.u8()),
  0x31: (i) => set(attrs(i), 'sat', i.r.u8()),
  0x33: (i) => {
    if (i.length === 1) {
      set(attrs(i), 'mode', i.r.u8());
      return;
    }
    const text = i.r.text(i.length);
    if (text.startsWith('*M00')) set(attrs(i), 'battery', parseInt10(text.slice(10, 13)) / 100);
  },
  0x51: (i) => {
    if (i.length !== 2 && i.length !== 16) return;
    for (let k = 1; k <= i.length / 2; k++) {
      const value = i.r.u16();
      if (value !== 0xffff) set(attrs(i), `temp${k}`, tenths(value));
    }
  },
  0x56: (i) => {
    set(attrs(i), 'batteryLevel', i.r.u8() * 10);
    i.r.u8(); // reserved
  },
  0x57: (i) => {
    const alarm = i.r.u16();
    if (bit(alarm, 8)) addAlarm(attrs(i), 'hardAcceleration');
    if (bit(alarm, 9)) addAlarm(attrs(i), 'hardBraking');
    if (bit(alarm, 10)) addAlarm(attrs(i), 'hardCornering');
    i.r.u16(); // external switch state
    const more = i.r.u32();
    if ((i.model === 'MV810G' || i.model === 'MV710G') && bit(more, 16)) {
      addAlarm(attrs(i), 'door');
    }
  },
  0x60: (i) => {
    const event = i.r.u16();
    set(attrs(i), 'event', event);
    if (event >= 0x61 && event <= 0x66) {
      i.r.skip(6); // lock id
      set(attrs(i), 'driverUniqueId', i.r.text(8));
    }
  },
  0x63: (i) => {
    for (let k = 1; k <= Math.floor(i.length / 11); k++) {
      set(attrs(i), `lock${k}Id`, i.r.hex(6));
      set(attrs(i), `lock${k}Battery`, i.r.u16() / 1000);
      set(attrs(i), `lock${k}Seal`, i.r.u8() === 0x31);
      i.r.skip(2); // physical state, rssi
    }
  },
  0x64: (i) => decodeAdas(i, 'adasAlarm'),
  0x65: (i) => decodeAdas(i, 'dmsAlarm'),
  0x67: (i) => set(attrs(i), 'password', i.r.text(8)),
  0x68: (i) => set(attrs(i), 'batteryLevel', i.r.u16() / 100),
  0x69: (i) => set(attrs(i), 'battery', i.r.u16() / 100),
  0x70: (i) => {
    i.r.skip(5); // alarm serial number, status
    const kind = i.r.u8();
    const alarm = { 1: 'hardAcceleration', 2: 'hardBraking', 3: 'hardCornering', 0x16: 'accident' };
    addAlarm(attrs(i), alarm[kind as keyof typeof alarm]);
  },
  0x77: (i) => {
    while (i.r.index < i.end) {
      const tire = i.r.u8();
      set(attrs(i), `tire${tire}SensorId`, i.r.hex(3));
      set(attrs(i), `tire${tire}Pressure`, lowBits(i.r.u16(), 10) / 40);
      set(attrs(i), `tire${tire}Temp`, i.r.u8() - 50);
      set(attrs(i), `tire${tire}Status`, i.r.u8());
    }
  },
  0x82: (i) => set(attrs(i), 'power', i.r.u16() / 10),
  0x91: (i) => {
    const a = attrs(i);
    set(a, 'battery', i.r.u16() / 10);
    set(a, 'rpm', i.r.u16());
    set(a, 'obdSpeed', i.r.u8());
    set(a, 'throttle', Math.trunc((i.r.u8() * 100) / 255));
    set(a, 'engineLoad', Math.trunc((i.r.u8() * 100) / 255));
    set(a, 'coolantTemp', i.r.u8() - 40);
    i.r.skip(2);
    set(a, 'fuelConsumption', i.r.u16() / 100);
    i.r.skip(8);
    set(a, 'fuelUsed', i.r.u16() / 100);
  },
  0x94: (i) => i.length > 0 && set(attrs(i), 'vin', i.r.text(i.length)),
};
ITEMS_A[0xa7] = ITEMS_A[0x2b]!;

/** ADAS and driver-monitoring alarms, with the label of their attachments. */
function decodeAdas(i: Item, key: string): void {
  i.r.skip(5); // alarm serial number, status
  set(attrs(i), key, i.r.u8());
  if (i.length >= 47) {
    i.r.index = i.end - 16;
    set(attrs(i), 'alarmLabel', i.r.hex(16));
  }
}

/** Every additional item Farol reads, by type. */
export const ITEMS: Record<number, ItemDecoder> = { ...ITEMS_A, ...ITEMS_E, ...ITEMS_F };
