import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { ByteReader } from '../base/reader';
import { knotsFromKph, network, newPosition, set, setLocation, setTime } from '../base/position';
import type { DecoderContext } from '../base/types';
import { EPOCH_2000 } from './binaryC';
import { type CceRecord, paramId } from './record';
import { decodeVariable } from './variable';

type Apply = (record: CceRecord, value: number) => void;

const attribute =
  (key: string, scale = 1): Apply =>
  (record, value) =>
    set(record.position.attributes, key, scale === 1 ? value : value / scale);

/** Parameters of one byte. */
const ONE: Record<number, Apply> = {
  0x01: attribute('event'),
  0x05: (record, value) => void (record.position.valid = value > 0),
  0x06: attribute('sat'),
  0x07: attribute('rssi'),
  0x14: attribute('output'),
  0x15: attribute('input'),
  0x47: (record, value) => value > 0 && set(record.position.attributes, 'lock', value === 2),
  0x97: attribute('throttle'),
  0x9d: attribute('fuel'),
  0xfe69: attribute('batteryLevel'),
};

/** Parameters of two bytes (unsigned, little-endian; the altitude is signed). */
const TWO: Record<number, Apply> = {
  0x08: (record, value) => void (record.position.speed = knotsFromKph(value)),
  0x09: (record, value) => void (record.position.course = value),
  0x0a: attribute('hdop'),
  0x0b: (record, value) => void (record.position.altitude = (value << 16) >> 16),
  0x16: attribute('adc1', 100),
  0x17: attribute('adc2', 100),
  0x19: attribute('battery', 100),
  0x1a: attribute('power', 100),
  0x29: attribute('fuel', 100),
  0x40: attribute('event'),
  0x91: attribute('obdSpeed'),
  0x92: attribute('obdSpeed'),
  0x98: attribute('fuelUsed'),
  0x99: attribute('rpm'),
  0x9c: attribute('coolantTemp'),
  0x9f: attribute('temp1'),
  0xc9: attribute('fuelConsumption'),
};

/** Parameters of four bytes (unsigned, little-endian; coordinates are signed). */
const FOUR: Record<number, Apply> = {
  0x02: (record, value) => void (record.latitude = (value | 0) / 1_000_000),
  0x03: (record, value) => void (record.longitude = (value | 0) / 1_000_000),
  0x04: (record, value) => setTime(record.position, (EPOCH_2000 + value) * 1000),
  0x0c: attribute('odometer'),
  0x0d: attribute('runtime'),
  0x25: (record, value) => set(record.position.attributes, 'driverUniqueId', String(value)),
  0x9b: attribute('obdOdometer'),
  0xa0: attribute('fuelUsed', 1000),
  0xa2: attribute('fuelConsumption', 100),
  0xfef4: (record, value) => set(record.position.attributes, 'hours', value * 60000),
};

function decodeFixed(
  r: ByteReader,
  record: CceRecord,
  table: Record<number, Apply>,
  read: () => number,
) {
  const count = r.u8();
  for (let i = 0; i < count; i++) {
    const id = paramId(r);
    const value = read();
    table[id]?.(record, value);
  }
}

function decodeRecord(r: ByteReader, context: DecoderContext): IncomingPosition {
  const length = r.u16le();
  const end = r.index + length;
  const record: CceRecord = {
    position: newPosition('meitrack', context.now),
    latitude: 0,
    longitude: 0,
    cells: [],
    wifis: [],
  };
  r.skip(2); // index
  decodeFixed(r, record, ONE, r.u8);
  decodeFixed(r, record, TWO, r.u16le);
  decodeFixed(r, record, FOUR, r.u32le);
  const count = r.u8();
  for (let i = 0; i < count; i++) decodeVariable(r, record);
  if (end > r.end) throw new DecodeError('meitrack: record past the frame');
  r.index = end;
  const position = record.position;
  setLocation(position, record.latitude, record.longitude);
  position.network = network(record.cells, record.wifis);
  return position;
}

/** A `CCE` batch of parameter records (Traccar's decodeBinaryE); nothing is answered. */
export function decodeBinaryE(
  frame: Buffer,
  comma: number,
  context: DecoderContext,
): IncomingPosition[] {
  const r = new ByteReader(frame, comma + 1);
  const imei = r.text(15);
  r.skip(1 + 3 + 1);
  if (!context.identify(imei)) return [];
  r.skip(4); // remaining cache
  const count = r.u16le();
  const positions: IncomingPosition[] = [];
  for (let i = 0; i < count; i++) positions.push(decodeRecord(r, context));
  return positions;
}
