import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { DecodeError } from '../base/errors';
import { splitFields } from '../base/fields';
import { Parser, parseDouble, parseInt10 } from '../base/pattern';
import { lastLocation, set } from '../base/position';
import { type Gl200Context, decodeDeviceTime, initPosition } from './common';
import { decodeLocation } from './location';
import { PATTERN_BAA, PATTERN_BID, PATTERN_DTT } from './patterns';

/** The accessory fields an append mask announces, in order. */
function accessory(position: IncomingPosition, mask: number, values: string[], bits: number[]) {
  const a = position.attributes;
  let index = 0;
  const next = () => {
    const value = values[index++];
    if (value === undefined) throw new DecodeError('gl200: accessory field missing');
    return value;
  };
  for (const b of bits) {
    if (!bit(mask, b)) continue;
    if (b === 0) set(a, 'accessoryName', next());
    else if (b === 1) set(a, 'accessoryMac', next());
    else if (b === 2) set(a, 'accessoryStatus', parseInt10(next()));
    else if (b === 3) set(a, 'accessoryVoltage', parseInt10(next()) / 1000);
    else if (b === 4) set(a, 'accessoryTemp', parseInt10(next()));
    else if (b === 5) set(a, 'accessoryHumidity', parseInt10(next()));
  }
}

/** GTBAA: a Bluetooth accessory alarm. */
export function decodeBaa(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_BAA, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  const mask = parser.nextHexInt(0);
  accessory(position, mask, splitFields(parser.next(), ','), [0, 1, 2, 3, 4, 5]);
  decodeLocation(position, parser);
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTBID: a Bluetooth accessory identified. */
export function decodeBid(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_BID, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  const mask = parser.nextHexInt(0);
  accessory(position, mask, splitFields(parser.next(), ','), [1, 3]);
  decodeLocation(position, parser);
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTDTT: data passed through from a serial device (a fuel sensor's reading, or text). */
export function decodeDtt(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_DTT, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  lastLocation(position);
  const hex = parser.next();
  const data = Buffer.from(hex.length % 2 ? hex.slice(0, -1) : hex, 'hex').toString('latin1');
  if (data.includes('COMB')) {
    set(position.attributes, 'fuel', parseDouble(splitFields(data, ',')[2] ?? ''));
  } else {
    set(position.attributes, 'result', data);
  }
  decodeDeviceTime(c, position, parser);
  return position;
}
