import type { Attrs } from '../../storage';
import { bit, bits } from '../base/bits';
import { DecodeError } from '../base/errors';
import { splitFields } from '../base/fields';
import { parseDouble, parseInt10 } from '../base/pattern';
import type { ByteReader } from '../base/reader';
import { addAlarm, cellTower, set } from '../base/position';
import type { Item } from './items';

type Read = (r: ByteReader, a: Attrs, length: number, item: Item) => void;

/** The extended items of 0xEB (length, type, value), by type. */
const EXTENDED: Record<number, Read> = {
  0x0001: (r, a) => {
    set(a, 'fuel1', r.u16() / 10);
    r.u8(); // unused
  },
  0x0023: (r, a) => set(a, 'fuel2', parseDouble(r.text(6))),
  0x002d: (r, a, length) =>
    length === 6 ? set(a, 'power', r.u32() / 1000) : set(a, 'battery', r.u16() / 1000),
  0x0089: (r, a) => {
    const alarm = r.u32();
    if (!bit(alarm, 0)) addAlarm(a, 'powerOff');
    if (!bit(alarm, 12)) addAlarm(a, 'removing');
  },
  0x00b2: (r, a) => set(a, 'iccid', r.hex(10).replace(/f+$/, '')),
  0x00b9: (r, _a, length, item) => {
    r.u8(); // count
    const wifi = splitFields(r.text(length - 3), ',');
    for (let k = 0; k < Math.floor(wifi.length / 2); k++) {
      item.wifis.push({ macAddress: wifi[k * 2]!, signalStrength: parseInt10(wifi[k * 2 + 1]!) });
    }
  },
  0x00c5: (r, a) => {
    const alarm = r.u32();
    if (!bit(alarm, 6)) addAlarm(a, 'vibration');
    const motion = bits(alarm, 23, 25);
    if (motion === 0) set(a, 'motion', true);
    else if (motion === 1) set(a, 'motion', false);
  },
  0x00c6: (r, a) => {
    const alarm = r.u8();
    if (alarm === 0x03 || alarm === 0x04) a.alarm = 'lowBattery';
    set(a, 'batteryAlarm', alarm);
  },
  0x00ce: (r, a) => set(a, 'power', r.u16() / 100),
  0x00d8: (r, _a, _length, item) => {
    const [mcc, mnc, lac] = [r.u16(), r.u8(), r.u16()];
    item.cells.push(cellTower(mcc, mnc, lac, r.u32()));
  },
  0x00a8: (r, a) => set(a, 'batteryLevel', r.u8()),
  0x00e1: (r, a) => set(a, 'batteryLevel', r.u8()),
};

/** 0xEB's list of extended items. */
export function decodeExtendedEb(i: Item): void {
  const { r } = i;
  while (r.index < i.end) {
    const length = r.u16();
    const end = r.index + length;
    const type = r.u16();
    EXTENDED[type]?.(r, i.position.attributes, length, i);
    if (end > r.end) throw new DecodeError('jt808: extended item past the message');
    r.index = end;
  }
}
