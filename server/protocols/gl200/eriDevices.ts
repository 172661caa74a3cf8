import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import type { Fields } from '../base/fields';
import { parseHex } from '../base/pattern';
import { set } from '../base/position';
import { double, int, optional } from './values';

/** Temperature sensors (1-Wire): their readings in 1/16 °C. */
function decodeTemperatures(position: IncomingPosition, f: Fields): void {
  const count = int(f.text());
  for (let i = 1; i <= count; i++) {
    f.skip(2); // id, type
    const value = optional(f, (text) => ((parseHex(text) << 16) >> 16) * 0.0625);
    set(position.attributes, `temp${i}`, value);
  }
}

/** Fuel sensors (and, on the GV350M, its UART fuel readings). */
function decodeFuelSensors(position: IncomingPosition, model: string, mask: number, f: Fields) {
  const count = int(f.text());
  for (let i = 1; i <= count; i++) {
    f.skip(); // type
    if (model === 'GV350M') {
      f.skip(); // uart id
      if (bit(mask, 0)) set(position.attributes, 'fuel', parseHex(f.text()));
    }
    if (bit(mask, 3)) set(position.attributes, 'fuel', double(f.text()));
    if (bit(mask, 4)) f.skip(); // volume
  }
}

/** Bluetooth temperature and humidity sensors: read past, as Traccar does. */
function skipSensors(f: Fields): void {
  const count = int(f.text());
  for (let i = 1; i <= count; i++) {
    f.skip(); // serial number
    const type = int(f.text());
    f.skip(type === 2 ? 2 : 1); // temperature (and humidity)
  }
}

/** Bluetooth tags: the fields their own mask announces. */
function decodeTags(position: IncomingPosition, model: string, f: Fields): void {
  const a = position.attributes;
  const count = int(f.text());
  for (let i = 1; i <= count; i++) {
    f.skip(model.startsWith('GV600M') ? 5 : 4); // index, type, model, (raw length), raw data
    const mask = parseHex(f.text());
    if (bit(mask, 0)) f.skip(); // name
    if (bit(mask, 1)) set(a, `tag${i}Id`, f.text());
    if (bit(mask, 2)) f.skip(); // status
    if (bit(mask, 3)) f.skip(); // battery level
    if (bit(mask, 4)) set(a, `tag${i}Temp`, optional(f, double));
    if (bit(mask, 5)) set(a, `tag${i}Humidity`, optional(f, int));
    for (const skipped of [7, 8, 9, 10, 11, 12]) if (bit(mask, skipped)) f.skip();
    if (bit(mask, 13)) set(a, `tag${i}Battery`, optional(f, int));
    if (bit(mask, 14)) f.skip(); // relay
  }
}

/** The devices a GTERI mask announces after its report time (Traccar's decodeEri tail). */
export function decodeEriDevices(
  position: IncomingPosition,
  model: string,
  mask: number,
  f: Fields,
): void {
  if (bit(mask, 0) && model !== 'GV350M') set(position.attributes, 'fuel', optional(f, parseHex));
  if (bit(mask, 1)) decodeTemperatures(position, f);
  if (bit(mask, 2)) return; // CAN data is not read
  const fuelSensors = bit(mask, 3) || bit(mask, 4) || (bit(mask, 0) && model === 'GV350M');
  if (fuelSensors && f.index < f.values.length - 2) decodeFuelSensors(position, model, mask, f);
  if (bit(mask, 7) && model !== 'GL320M') skipSensors(f);
  if (bit(mask, 8) && model !== 'GL320M') decodeTags(position, model, f);
}
