import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { DecodeError } from '../base/errors';
import { Parser } from '../base/pattern';
import { newPosition, set } from '../base/position';
import { type Gl200Context, decodeDeviceTime, decodeStatus } from './common';
import { decodeLocation, LOCATION } from './location';
import { PATTERN_FRI } from './patterns';
import { parseHours } from './values';

const ITEM = LOCATION.compileFind();

/** The fields after the locations: battery, odometer, hour meter, inputs, status… */
function decodeTail(position: IncomingPosition, parser: Parser, reportType: number | null) {
  const a = position.attributes;
  if (parser.hasNext()) set(a, 'battery', parser.nextInt(0) / 1000);
  set(a, 'batteryLevel', parser.nextInt());
  set(a, 'temp1', parser.nextDouble());
  if (parser.hasNext()) set(a, 'odometer', parser.nextDouble(0) * 1000);
  set(a, 'hours', parseHours(parser.next()));
  set(a, 'adc1', parser.next());
  set(a, 'adc2', parser.next());
  set(a, 'batteryLevel', parser.nextInt());
  if (parser.hasNext()) decodeStatus(position, parser.nextHexLong() ?? 0);
  set(a, 'rpm', parser.nextInt());
  set(a, 'fuel', parser.nextInt());
  if (parser.hasNext(2)) {
    if (reportType !== null) {
      set(a, 'motion', bit(reportType, 0));
      set(a, 'charge', bit(reportType, 1));
    }
    set(a, 'rssi', parser.nextInt());
    set(a, 'batteryLevel', parser.nextInt());
  }
  if (parser.hasNext()) set(a, 'odometer', parser.nextDouble(0) * 1000);
  set(a, 'batteryLevel', parser.nextInt());
}

/**
 * GTFRI and the other fixed reports (GTCTN, GTGEO, GTRTL, GTDOG, GTSTR): one position per
 * location, the last one carrying the device's readings (Traccar's decodeFri).
 */
export function decodeFri(c: Gl200Context, sentence: string): IncomingPosition[] | null {
  const parser = new Parser(PATTERN_FRI, sentence);
  if (!parser.matches()) return null;
  if (!c.context.identify(parser.next())) return null;
  const vin = parser.next();
  const power = parser.nextInt();
  const reportType = parser.nextInt();
  const battery = parser.nextInt();
  const items = new Parser(ITEM, parser.next());
  const positions: IncomingPosition[] = [];
  while (items.find()) {
    const position = newPosition('gl200', c.context.now);
    set(position.attributes, 'vin', vin);
    decodeLocation(position, items);
    positions.push(position);
  }
  const position = positions[positions.length - 1];
  if (!position) throw new DecodeError('gl200: a report without locations');
  parser.skip(20); // the last location's groups
  if (power !== null && power > 10) set(position.attributes, 'power', power / 1000);
  set(position.attributes, 'batteryLevel', battery);
  decodeTail(position, parser, reportType);
  decodeDeviceTime(c, position, parser);
  return c.ignoreFixTime ? [position] : positions;
}
