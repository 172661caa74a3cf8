import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower, WifiAccessPoint } from '../../storage';
import { bit } from '../base/bits';
import { PatternBuilder, Parser, parseInteger } from '../base/pattern';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  network,
  set,
  setLocation,
  setTime,
} from '../base/position';

const PATTERN_POSITION = new PatternBuilder()
  .number('(dd)(dd)(dd),') // date (ddmmyy)
  .number('(dd)(dd)(dd),') // time (hhmmss)
  .expression('([AV]),') // validity
  .number(' *(-?d+.?d*),') // latitude
  .expression('([NS])?,')
  .number(' *(-?d+.?d*),') // longitude
  .expression('([EW])?,')
  .number('(d+.?d*),') // speed
  .number('(d+.?d*),') // course
  .number('(-?d+.?d*),') // altitude
  .number('(d+),') // satellites
  .number('(d+),') // rssi
  .number('(d+),') // battery
  .number('(d+),') // steps
  .number('d+,') // tumbles
  .number('(x+),') // status
  .expression('(.*)') // cell and wifi
  .compile();

const ALARM_BITS: [number, string][] = [
  [0, 'lowBattery'],
  [1, 'geofenceExit'],
  [2, 'geofenceEnter'],
  [14, 'powerCut'],
  [16, 'sos'],
  [17, 'lowBattery'],
  [18, 'geofenceExit'],
  [19, 'geofenceEnter'],
  [20, 'removing'],
  [21, 'fallDown'],
  [22, 'fallDown'],
];

const hasHexLetter = (text: string) => /[a-fA-F]/.test(text);

/** Cells and Wi-Fi after a location (count, ta, mcc, mnc, then lac/cid/rssi; then Wi-Fi). */
function decodeNetwork(position: IncomingPosition, values: string[]): void {
  if (values.length >= 4 && hasHexLetter(values[3]!)) return;
  const cells: CellTower[] = [];
  const wifis: WifiAccessPoint[] = [];
  let index = 0;
  const next = () => values[index++] ?? '';
  const cellCount = parseInteger(next(), 10);
  if (cellCount > 0) {
    index += 1; // timing advance
    const mcc = values[index] ? parseInteger(next(), 10) : (index++, 0);
    const mnc = values[index] ? parseInteger(next(), 10) : (index++, 0);
    for (let i = 0; i < cellCount; i++) {
      const lacText = next();
      const lac = parseInteger(lacText, hasHexLetter(lacText) ? 16 : 10);
      const cidText = next();
      const cid = parseInteger(cidText, hasHexLetter(cidText) ? 16 : 10);
      const rssi = next();
      cells.push(cellTower(mcc, mnc, lac, cid, rssi ? parseInteger(rssi, 10) : undefined));
    }
  }
  if (index < values.length && values[index]) {
    const wifiCount = parseInteger(next(), 10);
    for (let i = 0; i < wifiCount; i++) {
      index += 1; // name
      const mac = next();
      const rssi = next();
      if (mac && mac !== '0' && rssi) {
        wifis.push({ macAddress: mac, signalStrength: parseInteger(rssi, 10) });
      }
    }
  }
  position.network = network(cells, wifis);
}

/** A location sentence body (UD, UD2, AL, WT…): Traccar's decodePosition. */
export function decodeWatchPosition(position: IncomingPosition, data: string): boolean {
  const parser = new Parser(PATTERN_POSITION, data);
  if (!parser.matches()) return false;
  const attributes = position.attributes;
  setTime(position, parser.nextDateTime('DMY_HMS'));
  position.valid = parser.next() === 'A';
  const latitude = parser.nextCoordinate('DEG_HEM');
  setLocation(position, latitude, parser.nextCoordinate('DEG_HEM'));
  position.speed = knotsFromKph(parser.nextDouble(0));
  position.course = parser.nextDouble(0);
  position.altitude = parser.nextDouble(0);
  set(attributes, 'sat', parser.nextInt(0));
  set(attributes, 'rssi', parser.nextInt(0));
  set(attributes, 'batteryLevel', parser.nextInt(0));
  set(attributes, 'steps', parser.nextInt(0));
  const status = parser.nextHexInt(0);
  addAlarm(attributes, ALARM_BITS.find(([b]) => bit(status, b))?.[1]);
  if (bit(status, 4)) set(attributes, 'motion', true);
  decodeNetwork(position, parser.next().split(','));
  return true;
}
