import type { IncomingPosition } from '../../pipeline/types';
import type { WifiAccessPoint } from '../../storage';
import { DecodeError } from '../base/errors';
import { splitFields } from '../base/fields';
import { Parser, parseInt10 } from '../base/pattern';
import { cellTower, lastLocation, network, newPosition, set, setTime } from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeBms } from './bms';
import { decodeLocation } from './location';
import {
  PATTERN_BATTERY,
  PATTERN_CELL,
  PATTERN_COMMAND_RESULT,
  PATTERN_LBSWIFI,
  PATTERN_NETWORK,
  PATTERN_VIN,
} from './patterns';
import { decodeType } from './types';

type Start = { parser: Parser; position: IncomingPosition };

/** Matches, identifies by the first group, and starts a position. */
function start(pattern: RegExp, sentence: string, context: DecoderContext): Start | null {
  const parser = new Parser(pattern, sentence);
  if (!parser.matches() || !context.identify(parser.next())) return null;
  return { parser, position: newPosition('tk103', context.now) };
}

const BATTERY_LEVELS: Record<number, number> = { 6: 100, 5: 80, 4: 50, 3: 20, 2: 10 };

function decodeBattery(s: Start): void {
  const { parser, position } = s;
  lastLocation(position, parser.nextDateTime('DMY_HMS'));
  const level = parser.nextInt(0);
  if (level !== 255) set(position.attributes, 'batteryLevel', BATTERY_LEVELS[level]);
  const battery = parser.nextInt(0);
  if (battery !== 65535) set(position.attributes, 'battery', battery / 100);
  const power = parser.nextInt(0);
  if (power !== 65535) set(position.attributes, 'power', power / 10);
}

function decodeCells(s: Start): void {
  const { parser, position } = s;
  lastLocation(position);
  // The list ends with a newline: Java's split drops the empty string after it.
  const cells = splitFields(parser.next(), '\n').map((cell) => {
    const [mcc = '', mnc = '', lac = '', cid = ''] = cell.slice(1, -1).split(',');
    return cellTower(parseInt10(mcc), parseInt10(mnc), parseInt10(lac), parseInt10(cid));
  });
  position.network = network(cells);
  set(position.attributes, 'odometer', parseInt(parser.next(), 16));
}

function decodeLbsWifi(s: Start): void {
  const { parser, position } = s;
  decodeType(position, parser.next(), '0');
  lastLocation(position);
  const tower = cellTower(
    parser.nextInt(0),
    parser.nextInt(0),
    parser.nextInt(0),
    parser.nextInt(0),
  );
  const count = parser.nextInt(0);
  const wifis: WifiAccessPoint[] = [];
  if (parser.hasNext()) {
    const macs = parser.next().replace(/,$/, '').split(',');
    if (macs.length === count) {
      for (const mac of macs) {
        const [address = '', rssi = '', channel = ''] = mac.split('*');
        wifis.push({
          macAddress: address,
          signalStrength: parseInt10(rssi),
          channel: parseInt10(channel),
        });
      }
    }
  }
  position.network = network([tower], wifis);
  setTime(position, parser.nextDateTime('DMY_HMS'));
}

/** A sentence kind recognised by a marker: its pattern and what it adds to the position. */
interface Kind {
  is(sentence: string): boolean;
  pattern: RegExp;
  decode(start: Start): void;
}

/** The sentences other than locations, tried in Traccar's order. */
const KINDS: readonly Kind[] = [
  {
    is: (s) => s.indexOf('{') > 0 && s.indexOf('}') > 0,
    pattern: PATTERN_CELL,
    decode: decodeCells,
  },
  { is: (s) => s.includes('ZC20'), pattern: PATTERN_BATTERY, decode: decodeBattery },
  {
    is: (s) => s.includes('BZ00'),
    pattern: PATTERN_NETWORK,
    decode: ({ parser: p, position }) => {
      lastLocation(position);
      const tower = cellTower(p.nextInt(0), p.nextInt(0), p.nextHexInt(0), p.nextHexInt(0));
      position.network = network([tower]);
    },
  },
  {
    is: (s) => s.includes('ZC03'),
    pattern: PATTERN_COMMAND_RESULT,
    decode: ({ parser, position }) => {
      lastLocation(position, parser.nextDateTime('DMY_HMS'));
      set(position.attributes, 'result', parser.next());
    },
  },
  { is: (s) => s.includes('DW5'), pattern: PATTERN_LBSWIFI, decode: decodeLbsWifi },
  {
    is: (s) => s.includes('BV00'),
    pattern: PATTERN_VIN,
    decode: ({ parser, position }) => {
      lastLocation(position);
      set(position.attributes, 'vin', parser.next());
    },
  },
];

/**
 * TK103 (Coban and compatibles): `(<12-digit id><type><data>)` sentences, or `(<imei>,<type>,…)`:
 * BP00 handshakes answered AP01HSO, BP05 logins answered AP05, locations with alarms and I/O,
 * cells, Wi-Fi, battery, VIN, BMS and command answers (ZC03). Port of Traccar's
 * Tk103ProtocolDecoder.
 */
export class Tk103Decoder implements MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const sentence = frame.toString('latin1');
    if (sentence.length < 17) throw new DecodeError('tk103: sentence too short');
    const id = sentence.slice(1, 13);
    const type = sentence.slice(13, 17);
    if (type === 'BP00') {
      // Traccar only answers; identifying here too keeps a device that starts with handshakes
      // online (and its commands flowing) before its first location.
      context.identify(id);
      context.reply(`(${id}AP01HSO)`);
      return [];
    }
    if (type === 'BP05') context.reply(`(${id}AP05)`);
    const kind = KINDS.find((candidate) => candidate.is(sentence));
    if (kind) {
      const started = start(kind.pattern, sentence, context);
      if (!started) return [];
      kind.decode(started);
      return [started.position];
    }
    if (sentence.includes('BS50') || sentence.includes('BS51')) {
      if (!context.identify(id)) return [];
      const position = newPosition('tk103', context.now);
      lastLocation(position);
      decodeBms(position, sentence);
      return [position];
    }
    const position = decodeLocation(sentence, context);
    return position ? [position] : [];
  }
}
