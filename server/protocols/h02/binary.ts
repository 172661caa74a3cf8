import type { IncomingPosition } from '../../pipeline/types';
import { ByteReader, readBcd } from '../base/reader';
import { newPosition, set, setLocation, setTime, utc } from '../base/position';
import type { DecoderContext } from '../base/types';
import { decodeBattery, processStatus, r12 } from './status';

function readCoordinate(reader: ByteReader, lon: boolean): number {
  let degrees = readBcd(reader, 2);
  let result = 0;
  if (lon) {
    degrees = degrees * 10 + (reader.byteAt(reader.index) >> 4);
    result = reader.u8() & 0x0f;
  }
  result = result * 10 + readBcd(reader, lon ? 5 : 6) / 10000;
  return result / 60 + degrees;
}

/** The binary H02 message (`$` + BCD fields; Traccar's decodeBinary). */
export function decodeH02Binary(frame: Buffer, context: DecoderContext): IncomingPosition[] {
  const reader = new ByteReader(frame);
  const longId = frame.length === 42;
  reader.u8(); // marker
  const id = longId ? reader.hex(8).slice(0, 15) : reader.hex(5);
  if (!context.identify(id)) return [];
  const position = newPosition('h02', context.now);
  const [h, mi, s, d, mo, y] = [0, 1, 2, 3, 4, 5].map(() => readBcd(reader, 2)) as number[];
  setTime(position, utc(y!, mo!, d!, h!, mi!, s!));
  let latitude = readCoordinate(reader, false);
  set(position.attributes, 'batteryLevel', decodeBattery(reader.u8()));
  let longitude = readCoordinate(reader, true);
  const flags = reader.u8() & 0x0f;
  position.valid = (flags & 0x02) !== 0;
  if ((flags & 0x04) === 0) latitude = -latitude;
  if ((flags & 0x08) === 0) longitude = -longitude;
  setLocation(position, latitude, longitude);
  position.speed = readBcd(reader, 3);
  position.course = (reader.u8() & 0x0f) * 100 + readBcd(reader, 2);
  processStatus(position, reader.u32());
  if (context.lookup('h02.ack') === true || context.lookup('h02.ack') === 'true') {
    context.reply(r12(id, context.now));
  }
  return [position];
}
