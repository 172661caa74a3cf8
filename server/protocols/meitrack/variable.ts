import type { Attrs } from '../../storage';
import type { ByteReader } from '../base/reader';
import { cellTower, macFromHex, set } from '../base/position';
import { type CceRecord, paramId } from './record';

const WIFI = new Set([0x1d, 0x1e, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25]);
const CELLS = new Set([0x0e, 0x0f, 0x10, 0x12, 0x13]);

/** An alarm with a picture: its file, kept as `image` under a folder of its date. */
function decodeAlarmFile(r: ByteReader, a: Attrs, length: number): void {
  const protocol = r.u8();
  set(a, 'alarmType', r.u8());
  if (protocol === 0x02 && length > 3) {
    const file = r.text(length - 2);
    const folder = file.slice(0, 8).replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    set(a, 'image', `${folder}/${file}`);
  } else {
    r.skip(length - 2);
  }
}

/** A temperature and humidity tag. */
function decodeTag(r: ByteReader, a: Attrs): void {
  r.skip(1); // version
  set(a, 'tagName', r.text(r.u8()));
  r.skip(6); // mac
  set(a, 'tagBattery', r.u8());
  set(a, 'tagTemp', r.i16le() / 256);
  set(a, 'tagHumidity', r.i16le() / 256);
  r.skip(8); // thresholds
}

function decodeBatteries(r: ByteReader, a: Attrs): void {
  for (let k = 1; k <= 3; k++) {
    const present = r.u8() > 0;
    const level = r.u8();
    if (present) set(a, k === 1 ? 'batteryLevel' : `battery${k}Level`, level);
  }
  r.skip(1); // battery alert
}

/** One parameter of variable length (`id`, `length`, bytes). */
export function decodeVariable(r: ByteReader, record: CceRecord): void {
  const a = record.position.attributes;
  const id = paramId(r);
  const length = r.u8();
  if (WIFI.has(id)) {
    const mac = macFromHex(r.hex(6));
    record.wifis.push({ macAddress: mac, signalStrength: r.i16le() });
  } else if (CELLS.has(id)) {
    const [mcc, mnc, lac] = [r.u16le(), r.u16le(), r.u16le()];
    const cid = r.u32le();
    record.cells.push(cellTower(mcc, mnc, lac, cid, r.i16le()));
  } else if (id >= 0x2a && id <= 0x31) {
    r.skip(1); // label
    set(a, `temp${id - 0x2a}`, r.i16le() / 100);
  } else if (id === 0xfe31) {
    decodeAlarmFile(r, a, length);
  } else if (id === 0xfe73) {
    decodeTag(r, a);
  } else if (id === 0xfea8) {
    decodeBatteries(r, a);
  } else {
    r.skip(length);
  }
}
