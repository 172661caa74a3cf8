import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower } from '../../storage';
import { DecodeError } from '../base/errors';
import { Parser, parseHex, parseInt10 } from '../base/pattern';
import {
  cellTower,
  lastLocation,
  network,
  newPosition,
  set,
  setLocation,
  setTime,
  utc,
} from '../base/position';
import type { DecoderContext } from '../base/types';
import {
  PATTERN,
  PATTERN_HTBT,
  PATTERN_LINK,
  PATTERN_NBR,
  PATTERN_SMS,
  PATTERN_V3,
  PATTERN_VP1,
} from './patterns';
import { processStatus, r12, v4 } from './status';

type TextDecoder = (sentence: string, context: DecoderContext) => IncomingPosition | null;

/** Matches `pattern`, identifies the device by its first group, and starts a position. */
function start(pattern: RegExp, sentence: string, context: DecoderContext) {
  const parser = new Parser(pattern, sentence);
  if (!parser.matches()) return null;
  const id = parser.next();
  if (!context.identify(id)) return null;
  return { parser, id, position: newPosition('h02', context.now) };
}

const ackEnabled = (context: DecoderContext): boolean => {
  const value = context.lookup('h02.ack');
  return value === true || value === 'true';
};

/** Location messages (V1, V4 answers, V5, V6, V8…; Traccar's decodeText). */
const decodeLocation: TextDecoder = (sentence, context) => {
  const started = start(PATTERN, sentence, context);
  if (!started) return null;
  const { parser, id, position } = started;
  const attributes = position.attributes;
  if (parser.hasNext()) set(attributes, 'result', parser.next());
  if (parser.hasNext() && parser.next() === 'V1') context.reply(v4(id, 'V1', context.now));
  else if (ackEnabled(context)) context.reply(r12(id, context.now));
  let time: [number, number, number] = [0, 0, 0];
  if (parser.hasNext(3)) time = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  if (parser.hasNext()) position.valid = parser.next() === 'A';
  if (parser.hasNext()) {
    parser.nextInt(); // coding scheme
    position.valid = true;
  }
  let latitude = 0;
  if (parser.hasNext(3)) latitude = parser.nextCoordinate();
  if (parser.hasNextAny(3)) latitude = parser.nextCoordinate();
  if (parser.hasNext(4)) latitude = parser.nextCoordinate('DEG_MIN_MIN_HEM');
  let longitude = 0;
  if (parser.hasNext(3)) longitude = parser.nextCoordinate();
  if (parser.hasNextAny(3)) longitude = parser.nextCoordinate();
  if (parser.hasNext(4)) longitude = parser.nextCoordinate('DEG_MIN_MIN_HEM');
  setLocation(position, latitude, longitude);
  position.speed = parser.nextDouble(0);
  position.course = parser.nextDouble(0);
  if (parser.hasNext(3)) {
    const [d, mo, y] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
    setTime(position, utc(y, mo, d, ...time));
  }
  if (parser.hasNext()) processStatus(position, parseHex(parser.next()));
  if (parser.hasNext(6)) {
    set(attributes, 'odometer', parser.nextInt(0));
    set(attributes, 'temp1', parser.nextInt(0));
    set(attributes, 'fuel', parser.nextDouble(0));
    position.altitude = parser.nextInt(0);
    const mcc = Number(context.lookup('geolocation.mcc') ?? 0) || 0;
    const mnc = Number(context.lookup('geolocation.mnc') ?? 0) || 0;
    position.network = network([cellTower(mcc, mnc, parser.nextHexInt(0), parser.nextHexInt(0))]);
  }
  if (parser.hasNext()) {
    parser
      .next()
      .split(',')
      .forEach((value, i) => set(attributes, `io${i + 1}`, value.trim()));
  }
  return position;
};

const ints = (text: string): number[] => text.split(',').map((value) => parseInt10(value));

/** Neighbouring cells (NBR). */
const decodeNbr: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_NBR, sentence, context);
  if (!started) return null;
  const { parser, id, position } = started;
  context.reply(v4(id, 'NBR', context.now));
  const [h, mi, s] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  const mcc = parser.nextInt(0);
  const mnc = parser.nextInt(0);
  const values = ints(parser.next().replace(/,$/, ''));
  const cells: CellTower[] = [];
  for (let i = 0; i + 2 < values.length; i += 3) {
    cells.push(cellTower(mcc, mnc, values[i]!, values[i + 1]!, values[i + 2]));
  }
  position.network = network(cells);
  const [d, mo, y] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  lastLocation(position, utc(y, mo, d, h, mi, s));
  processStatus(position, parser.hasNext() ? parseHex(parser.next()) : 0);
  return position;
};

/** Smart-watch link status (LINK). */
const decodeLink: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_LINK, sentence, context);
  if (!started) return null;
  const { parser, position } = started;
  const [h, mi, s] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  const attributes = position.attributes;
  for (const key of ['rssi', 'sat', 'batteryLevel', 'steps', 'turnovers']) {
    set(attributes, key, parser.nextInt());
  }
  const [d, mo, y] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  lastLocation(position, utc(y, mo, d, h, mi, s));
  processStatus(position, parser.hasNext() ? parseHex(parser.next()) : 0);
  return position;
};

/** Cell towers with battery (V3). */
const decodeV3: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_V3, sentence, context);
  if (!started) return null;
  const { parser, position } = started;
  const [h, mi, s] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  const mcc = parser.nextInt(0);
  const mnc = parser.nextInt(0);
  const count = parser.nextInt(0);
  const values = parser.next().split(',');
  const cells: CellTower[] = [];
  for (let i = 0; i < count; i++) {
    if (values.length < i * 4 + 2) throw new DecodeError('h02: V3 cell list too short');
    cells.push(cellTower(mcc, mnc, parseInt10(values[i * 4]!), parseInt10(values[i * 4 + 1]!)));
  }
  position.network = network(cells);
  set(position.attributes, 'battery', parser.nextHexInt());
  const [d, mo, y] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
  lastLocation(position, utc(y, mo, d, h, mi, s));
  processStatus(position, parser.hasNext() ? parseHex(parser.next()) : 0);
  return position;
};

/** VP1: a location or cell towers. */
const decodeVp1: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_VP1, sentence, context);
  if (!started) return null;
  const { parser, position } = started;
  if (parser.hasNext(3)) {
    lastLocation(position);
    const mcc = parser.nextInt(0);
    const mnc = parser.nextInt(0);
    const cells = parser
      .next()
      .split('Y')
      .map((cell) => {
        const [lac = '', cid = '', rssi = ''] = cell.split(',');
        return cellTower(mcc, mnc, parseInt10(lac), parseInt10(cid), parseInt10(rssi));
      });
    position.network = network(cells);
  } else {
    position.valid = true;
    const latitude = parser.nextCoordinate();
    setLocation(position, latitude, parser.nextCoordinate());
    position.speed = parser.nextDouble(0);
    position.course = parser.nextDouble(0);
    const [d, mo, y] = [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)];
    setTime(position, utc(y, mo, d));
  }
  return position;
};

/** Heartbeat with battery (HTBT, V0). */
const decodeHeartbeat: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_HTBT, sentence, context);
  if (!started) return null;
  const { parser, position } = started;
  lastLocation(position);
  set(position.attributes, 'batteryLevel', parser.nextInt());
  return position;
};

/** A command answer by SMS text (SMS). */
const decodeSms: TextDecoder = (sentence, context) => {
  const started = start(PATTERN_SMS, sentence, context);
  if (!started) return null;
  lastLocation(started.position);
  set(started.position.attributes, 'result', started.parser.next());
  return started.position;
};

/** Decodes an H02 text sentence `*HQ,<id>,<type>,…#`. */
export function decodeH02Text(frame: Buffer, context: DecoderContext): IncomingPosition[] {
  const sentence = frame.toString('latin1').trim();
  const typeStart = sentence.indexOf(',', sentence.indexOf(',') + 1) + 1;
  let typeEnd = sentence.indexOf(',', typeStart);
  if (typeEnd < 0) typeEnd = sentence.indexOf('#', typeStart);
  if (typeEnd <= 0) return [];
  const type = sentence.slice(typeStart, typeEnd);
  let decoder: TextDecoder;
  switch (type) {
    case 'V0':
    case 'HTBT':
      context.reply(`${sentence.slice(0, typeEnd)}#`);
      decoder = decodeHeartbeat;
      break;
    case 'NBR':
      decoder = decodeNbr;
      break;
    case 'LINK':
      decoder = decodeLink;
      break;
    case 'V3':
      decoder = decodeV3;
      break;
    case 'VP1':
      decoder = decodeVp1;
      break;
    case 'SMS':
      decoder = decodeSms;
      break;
    default:
      decoder = decodeLocation;
  }
  const position = decoder(sentence, context);
  return position ? [position] : [];
}
