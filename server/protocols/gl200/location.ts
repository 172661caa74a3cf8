import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower, WifiAccessPoint } from '../../storage';
import { bit } from '../base/bits';
import type { Fields } from '../base/fields';
import { type Parser, parseHex, PatternBuilder } from '../base/pattern';
import {
  cellTower,
  knotsFromKph,
  lastLocation,
  macFromHex,
  network,
  set,
  setLocation,
  setTime,
} from '../base/position';
import { double, int, parseStamp } from './values';

/** One location of a report (Traccar's PATTERN_LOCATION): fix, Wi-Fi, cell, odometer. */
export const LOCATION = new PatternBuilder()
  .number('(d{1,2}.?d?)?,') // hdop
  .number('(d{1,3}.d)?,') // speed
  .number('(d{1,3}.?d?)?,') // course
  .number('(-?d{1,5}.d)?,') // altitude
  .number('(-?d{1,3}.d{6})?,') // longitude
  .number('(-?d{1,2}.d{6})?,') // latitude
  .number('(dddd)(dd)(dd)') // date (yyyymmdd)
  .number('(dd)(dd)(dd)')
  .optional(2) // time (hhmmss)
  .groupBegin()
  .number(',d+') // wifi count
  .number('((?:,x{12},-d+,,,)+)') // wifi
  .groupEnd('?')
  .text(',')
  .number('(d+)?,') // mcc
  .number('(d+)?,') // mnc
  .groupBegin()
  .number('(d+),') // lac
  .number('(d+),') // cid
  .or()
  .number('(x+)?,') // lac
  .number('(x+)?,') // cid
  .groupEnd()
  .number('(?:d+|(d+.d))?,'); // rssi / odometer

/** Decodes the groups of one LOCATION match (Traccar's decodeLocation over a Parser). */
export function decodeLocation(position: IncomingPosition, parser: Parser): void {
  const hdop = parser.nextDouble();
  position.valid = hdop === null || hdop > 0;
  set(position.attributes, 'hdop', hdop);
  position.speed = knotsFromKph(parser.nextDouble(0));
  position.course = parser.nextDouble(0);
  position.altitude = parser.nextDouble(0);
  if (parser.hasNext(8)) {
    position.valid = true;
    const longitude = parser.nextDouble(0);
    setLocation(position, parser.nextDouble(0), longitude);
    setTime(position, parser.nextDateTime());
  } else {
    lastLocation(position);
  }
  const wifis: WifiAccessPoint[] = [];
  if (parser.hasNext()) {
    const values = parser.next().split(',');
    for (let i = 0; i + 2 < values.length; i += 5) {
      wifis.push({ macAddress: macFromHex(values[i + 1]!), signalStrength: int(values[i + 2]!) });
    }
  }
  // Traccar asks for all six cell groups at once, which never holds (the LAC and cell id come
  // in decimal or in hex): its cell is lost. Here it is kept.
  const cells: CellTower[] = [];
  const mcc = parser.nextInt();
  const mnc = parser.nextInt();
  const known = mcc !== null && mnc !== null;
  if (parser.hasNext(2)) {
    const [lac, cid] = [parser.nextInt(0), parser.nextInt(0)];
    if (known) cells.push(cellTower(mcc, mnc, lac, cid));
  }
  if (parser.hasNext(2)) {
    const [lac, cid] = [parser.nextHexInt(0), parser.nextHexInt(0)];
    if (known) cells.push(cellTower(mcc, mnc, lac, cid));
  }
  position.network = network(cells, wifis);
  if (parser.hasNext()) set(position.attributes, 'odometer', parser.nextDouble(0) * 1000);
}

/**
 * Decodes a location from comma-separated fields (Traccar's decodeLocation over values): fix,
 * cell, and an append mask with the satellites.
 */
export function decodeLocationFields(position: IncomingPosition, model: string, f: Fields): void {
  const number = (parse: (text: string) => number) => {
    const text = f.text();
    return text === '' ? 0 : parse(text);
  };
  set(position.attributes, 'hdop', number(double));
  position.speed = knotsFromKph(number(double));
  position.course = number(int);
  position.altitude = number(double);
  if (f.peek() !== '') {
    position.valid = true;
    const longitude = number(double);
    setLocation(position, number(double), longitude);
    setTime(position, parseStamp(f.text()));
  } else {
    f.skip(3);
    lastLocation(position);
  }
  if (f.peek() !== '') {
    const mcc = int(f.text());
    const mnc = int(f.text());
    const lac = parseHex(f.text());
    position.network = network([cellTower(mcc, mnc, lac, parseHex(f.text()))]);
  } else {
    f.skip(4);
  }
  if (model.startsWith('GL5')) f.skip(2); // csq rssi, csq ber
  if (model !== 'GL320M') {
    const text = f.text();
    if (text !== '') {
      const mask = int(text);
      if (bit(mask, 0)) set(position.attributes, 'sat', int(f.text()));
      if (bit(mask, 1)) f.skip(); // trigger type
    }
  }
}
