import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { Parser } from '../base/pattern';
import { knotsFromKph, newPosition, set, setLocation, setTime, utc } from '../base/position';
import type { DecoderContext } from '../base/types';
import { PATTERN } from './patterns';
import { decodeType } from './types';

/** Digital inputs and outputs of the long location form (masks of `tk103.decodeLow`). */
function decodeIo(parser: Parser, position: IncomingPosition, decodeLow: boolean): void {
  const a = position.attributes;
  set(a, 'charge', parser.nextInt(0) === 0);
  set(a, 'ignition', parser.nextInt(0) === 1);
  const mask1 = parser.nextHexInt(0);
  set(a, 'in2', bit(mask1, 0) ? 1 : 0);
  set(a, 'panic', bit(mask1, 1) ? 1 : 0);
  set(a, 'out2', bit(mask1, 2) ? 1 : 0);
  if (decodeLow || bit(mask1, 3)) set(a, 'blocked', bit(mask1, 3) ? 1 : 0);
  const mask2 = parser.nextHexInt(0);
  for (let i = 0; i < 3; i++) {
    if (decodeLow || bit(mask2, i)) set(a, `hs${3 - i}`, bit(mask2, i) ? 1 : 0);
  }
  if (decodeLow || bit(mask2, 3)) set(a, 'door', bit(mask2, 3) ? 1 : 0);
  const mask3 = parser.nextHexInt(0);
  for (let i = 1; i <= 3; i++) {
    if (decodeLow || bit(mask3, i)) set(a, `ls${3 - i + 1}`, bit(mask3, i) ? 1 : 0);
  }
  set(a, 'fuel', parser.nextHexInt(0));
  set(a, 'odometer', parseInt(parser.next(), 16));
}

/** A location sentence, standard (`(<id>BR00…`) or comma form (`(<imei>,BR00,…`). */
export function decodeLocation(sentence: string, context: DecoderContext): IncomingPosition | null {
  const parser = new Parser(PATTERN, sentence);
  if (!parser.matches()) return null;
  let id = '';
  let alternative = false;
  if (parser.hasNext()) id = parser.next();
  if (parser.hasNext()) {
    id = parser.next();
    alternative = true;
  }
  if (!context.identify(id)) return null;
  const position = newPosition('tk103', context.now);
  const type = parser.next();
  let data: string | null = null;
  if (parser.hasNext()) data = parser.next();
  if (parser.hasNext()) data = parser.next();
  decodeType(position, type, data);
  const [a, b, c] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  const [year, month, day] = alternative ? [c, b, a] : [a, b, c];
  position.valid = parser.next() === 'A';
  const latitude = parser.nextCoordinate();
  setLocation(position, latitude, parser.nextCoordinate());
  position.speed = knotsFromKph(parser.nextDouble(0));
  setTime(position, utc(year, month, day, parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)));
  if (parser.hasNext()) position.course = parser.nextDouble(0);
  if (parser.hasNext()) position.course = parser.nextDouble(0);
  if (parser.hasNext(7))
    decodeIo(parser, position, String(context.lookup('tk103.decodeLow')) === 'true');
  if (parser.hasNext()) position.course = parser.nextDouble(0);
  if (parser.hasNext()) set(position.attributes, 'temp1', parser.nextDouble(0));
  return position;
}
