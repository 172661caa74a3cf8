import type { IncomingPosition } from '../../pipeline/types';
import type { Attrs } from '../../storage';
import { bit } from '../base/bits';
import type { Fields } from '../base/fields';
import { parseHex } from '../base/pattern';
import { knotsFromKph, lastLocation, set, setLocation, setTime } from '../base/position';
import { type Gl200Context, identified, reportTime } from './common';
import { gl200Model } from './models';
import { double, int, parseStamp } from './values';

type Read = (a: Attrs, text: string) => void;
const as =
  (key: string, parse: (text: string) => unknown): Read =>
  (a, text) =>
    set(a, key, parse(text));

/** The report mask's fields in the order they come (bit, reading); Traccar reads 5 before 4. */
const MASK: [number, Read][] = [
  [1, as('ignition', (t) => int(t) > 0)],
  [2, as('obdOdometer', (t) => int(t.slice(1)))],
  [3, as('fuelUsed', double)],
  [5, as('rpm', int)],
  [4, as('obdSpeed', int)],
  [6, as('coolantTemp', int)],
  [7, (a, t) => t.startsWith('L/H') && set(a, 'fuelConsumption', double(t.slice(3)))],
  [8, as('fuel', (t) => double(t.slice(1)))],
  [9, as('range', (t) => int(t) * 100)],
  [10, as('throttle', int)],
  [11, as('hours', (t) => double(t) * 3_600_000)],
  [12, as('drivingTime', double)],
  [13, as('idleHours', double)],
  [14, as('idleFuelConsumption', double)],
  [15, as('axleWeight', int)],
  [16, as('tachographInfo', parseHex)],
  [17, as('indicators', parseHex)],
  [18, as('lights', parseHex)],
  [19, as('doors', parseHex)],
  [20, as('vehicleOverspeed', double)],
  [21, as('engineOverspeed', double)],
];

/** The extended mask's fields: readings, or null for fields read past. */
const EXTENDED: (Read | null)[] = [
  as('adBlueLevel', (t) => double(t.slice(1))),
  as('axleWeight1', int),
  as('axleWeight3', int),
  as('axleWeight4', int),
  null,
  null,
  null,
  as('adc1', (t) => int(t) / 1000),
  ...Array<null>(7).fill(null),
  as('driver1Card', String),
  as('driver2Card', String),
  as('driver1Name', String),
  as('driver2Name', String),
  as('registration', String),
  ...Array<null>(11).fill(null),
];

/** Model-specific fields after bit 21 (bits 22 on), read past. */
const MODEL_BITS: Record<string, number[]> = {
  GV350M: [22, 23, 24],
  GV355CEU: [22, 23, 24, 25, 26, 27, 28],
};

/** A field read only when its bit is set and it is not empty. */
function read(f: Fields, a: Attrs, on: boolean, reading: Read | null): void {
  if (!on) return;
  const text = f.text();
  if (reading && text !== '') reading(a, text);
}

/** The location at the end of a CAN report (report mask bit 30). */
function decodeFix(position: IncomingPosition, f: Fields): void {
  while (f.peek() === '') f.skip();
  position.valid = int(f.text()) > 0;
  if (f.peek() === '') {
    f.skip(6);
    lastLocation(position);
    return;
  }
  position.speed = knotsFromKph(double(f.text()));
  position.course = int(f.text());
  position.altitude = double(f.text());
  const longitude = double(f.text());
  setLocation(position, double(f.text()), longitude);
  setTime(position, parseStamp(f.text()));
}

/** GTCAN: readings of the vehicle's CAN bus its masks announce (Traccar's decodeCan). */
export function decodeCan(c: Gl200Context, f: Fields): IncomingPosition | null {
  f.skip(); // header
  const version = f.text();
  const position = identified(c, f.text());
  if (!position) return null;
  const a = position.attributes;
  const model = gl200Model(c.context, version);
  f.skip(3); // device name, report type, can bus state
  const mask = parseHex(f.text());
  if (bit(mask, 0)) set(a, 'vin', f.text());
  for (const [b, reading] of MASK) read(f, a, bit(mask, b), reading);
  for (const b of MODEL_BITS[model] ?? []) if (bit(mask, b)) f.skip();
  let extended = 0;
  if (bit(mask, 29)) {
    const text = f.text();
    if (text !== '') extended = parseHex(text);
  }
  EXTENDED.forEach((reading, b) => read(f, a, bit(extended, b), reading));
  let canMask = 0;
  if (bit(extended, 31)) {
    const text = f.text();
    if (text !== '') canMask = parseHex(text);
  }
  for (const b of [0, 1, 2]) if (bit(canMask, b)) f.skip();
  if (model !== 'GV355CEU' && bit(mask, 30)) decodeFix(position, f);
  else lastLocation(position);
  reportTime(c, position, parseStamp(f.values[f.values.length - 2] ?? ''));
  return position;
}
