import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import type { Fields } from '../base/fields';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  lastLocation,
  network,
  set,
  setLocation,
  setTime,
} from '../base/position';
import { alertAlarm, decodeSerialData, suntechTime } from './common';

const TYPES = ['STT', 'ALT', 'BLE', 'RES', 'UEX'];
/** The fields a BLE report always has: model, firmware, date, time, latitude, longitude. */
const BLE_MASK = 0b1100000110110;

/** The reported types of the universal protocol, or false for types that carry no position. */
export const isUniversalType = (type: string): boolean => TYPES.includes(type);

function decodeCell(position: IncomingPosition, fields: Fields, mask: number): void {
  const cid = bit(mask, 6) ? fields.hex() : null;
  const mcc = bit(mask, 7) ? fields.int() : 0;
  const mnc = bit(mask, 8) ? fields.int() : 0;
  const lac = bit(mask, 9) ? fields.hex() : 0;
  if (cid !== null) position.network = network([cellTower(mcc, mnc, lac, cid)]);
}

function decodeTags(position: IncomingPosition, fields: Fields): void {
  const a = position.attributes;
  position.valid = true;
  const count = fields.int();
  for (let i = 1; i <= count; i++) {
    set(a, `tag${i}Rssi`, fields.int());
    fields.skip(2); // rssi min, max
    set(a, `tag${i}Id`, fields.text());
    set(a, `tag${i}Samples`, fields.int());
    set(a, `tag${i}Major`, fields.int());
    set(a, `tag${i}Minor`, fields.int());
  }
}

function decodeEvent(position: IncomingPosition, fields: Fields, type: string, mask: number) {
  const a = position.attributes;
  if (type === 'ALT') {
    if (bit(mask, 19)) addAlarm(a, alertAlarm(fields.int()));
    if (bit(mask, 20)) set(a, 'alertModifier', fields.text());
    if (bit(mask, 21)) set(a, 'alertData', fields.text());
  } else if (type === 'UEX') {
    decodeSerialData(position, fields);
  } else {
    if (bit(mask, 19)) set(a, 'mode', fields.int());
    if (bit(mask, 20)) set(a, 'reason', fields.int());
    if (bit(mask, 21)) set(a, 'index', fields.int());
  }
}

function decodeReport(position: IncomingPosition, fields: Fields, type: string, mask: number) {
  const a = position.attributes;
  if (bit(mask, 13)) position.speed = knotsFromKph(fields.double());
  if (bit(mask, 14)) position.course = fields.double();
  if (bit(mask, 15)) set(a, 'sat', fields.int());
  if (bit(mask, 16)) position.valid = fields.text() === '1';
  if (bit(mask, 17)) {
    const input = fields.int();
    set(a, 'ignition', bit(input, 0));
    set(a, 'input', input);
  }
  if (bit(mask, 18)) set(a, 'output', fields.int());
  decodeEvent(position, fields, type, mask);
  if (bit(mask, 22)) fields.skip(); // reserved
  if (bit(mask, 23) && type !== 'UEX') {
    const assigned = fields.hex();
    for (let i = 0; i <= 30; i++) if (bit(assigned, i)) set(a, `io${i + 1}`, fields.text());
  }
  let assign = 1;
  while (fields.has()) set(a, `assign${assign++}`, fields.text());
}

/**
 * A report of the universal protocol (ST4xx/ST3xx "new" firmware): `<type>;<id>;<mask>;…` where
 * the hex mask says which fields follow (Traccar's decodeUniversal). The cursor stands after
 * the device id.
 */
export function decodeUniversal(position: IncomingPosition, fields: Fields, type: string): void {
  const a = position.attributes;
  set(a, 'type', type);
  if (type === 'RES') {
    lastLocation(position);
    set(a, 'result', fields.rest().join(';'));
    return;
  }
  const mask = type === 'BLE' ? BLE_MASK : fields.hex();
  if (bit(mask, 1)) fields.skip(); // model
  if (bit(mask, 2)) set(a, 'versionFw', fields.text());
  if (bit(mask, 3) && fields.text() === '0') set(a, 'archive', true);
  if (bit(mask, 4) && bit(mask, 5)) setTime(position, suntechTime(fields));
  decodeCell(position, fields, mask);
  if (bit(mask, 10)) set(a, 'rssi', fields.int());
  const latitude = bit(mask, 11) ? fields.double() : 0;
  const longitude = bit(mask, 12) ? fields.double() : 0;
  setLocation(position, latitude, longitude);
  if (type === 'BLE') decodeTags(position, fields);
  else decodeReport(position, fields, type, mask);
}
