import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower } from '../../storage';
import type { Fields } from '../base/fields';
import { Parser, parseHex, parseInt10 } from '../base/pattern';
import { cellTower, lastLocation, macFromHex, network, set } from '../base/position';
import { type Gl200Context, identified, initPosition } from './common';
import { PATTERN_GSM, PATTERN_WIF, PATTERN_WIFI } from './patterns';
import { parseStamp } from './values';

/** GTWIF: the Wi-Fi access points around the device. */
export function decodeWif(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_WIF, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  lastLocation(position);
  parser.nextInt(); // count
  const wifis = [...parser.next().matchAll(PATTERN_WIFI)].map((m) => ({
    macAddress: macFromHex(m[1]!),
    signalStrength: parseInt10(m[2]!),
  }));
  position.network = network([], wifis);
  set(position.attributes, 'batteryLevel', parser.nextInt());
  return position;
}

/** GTGSM: up to six cells around the device. */
export function decodeGsm(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_GSM, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  lastLocation(position);
  const data = parser.next().split(',');
  const cells: CellTower[] = [];
  for (let i = 0; i < 6; i++) {
    if (!data[i * 6]) continue;
    const field = (k: number) => data[i * 6 + k] ?? '';
    cells.push(
      cellTower(
        parseInt10(field(0)),
        parseInt10(field(1)),
        parseHex(field(2)),
        parseHex(field(3)),
        parseInt10(field(4)),
      ),
    );
  }
  position.network = network(cells);
  return position;
}

/** GTLBS: seven cells (no fix) and the battery level. */
export function decodeLbs(c: Gl200Context, f: Fields): IncomingPosition | null {
  f.skip(2); // header, protocol version
  const position = identified(c, f.text());
  if (!position) return null;
  f.skip(3); // device name, trigger type, report type
  set(position.attributes, 'batteryLevel', parseInt10(f.text()));
  f.skip(5); // reserved, motion status, reserved, reserved, component expansion mask
  const cells: CellTower[] = [];
  for (let i = 0; i <= 6; i++) {
    if (f.peek(1) !== '') {
      const [mcc, mnc] = [parseInt10(f.text()), parseInt10(f.text())];
      const [lac, cid] = [parseHex(f.text()), parseHex(f.text())];
      cells.push(cellTower(mcc, mnc, lac, cid, parseInt10(f.text())));
    } else {
      f.skip(5);
    }
    f.skip(); // reserved
  }
  position.network = network(cells);
  lastLocation(position, parseStamp(f.values[f.values.length - 2] ?? ''));
  return position;
}
