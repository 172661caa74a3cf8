import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import {
  cellTower,
  knotsFromKph,
  lastLocation,
  network,
  set,
  setLocation,
  setTime,
} from '../base/position';
import type { ByteReader } from '../base/reader';
import { decodeBeacons } from './beacons';
import { decodeCells } from './network';
import { decodeGh3000Parameter, decodeParameter } from './parameters';

export const CODEC = { GH3000: 0x07, C8: 0x08, C8_EXT: 0x8e, C12: 0x0c, C13: 0x0d, C16: 0x10 };

/** What one AVL record needs to know. */
export interface AvlContext {
  codec: number;
  model: string | null;
  /** `teltonika.extended`: 16-byte IO elements follow. */
  extended: boolean;
  mcc: number;
}

/** A count or id: two bytes in the codecs listed, else one. */
function ext(reader: ByteReader, codec: number, ...codecs: number[]): number {
  return codecs.includes(codec) ? reader.u16() : reader.u8();
}

function decodeGh3000Location(position: IncomingPosition, reader: ByteReader, mcc: number): number {
  const time = ((reader.u32() & 0x3fffffff) + 1167609600) * 1000;
  const globalMask = reader.u8();
  if (!bit(globalMask, 0)) {
    lastLocation(position, time);
    return globalMask;
  }
  setTime(position, time);
  const mask = reader.u8();
  if (bit(mask, 0)) {
    const latitude = reader.f32();
    setLocation(position, latitude, reader.f32());
  }
  if (bit(mask, 1)) position.altitude = reader.u16();
  if (bit(mask, 2)) position.course = (reader.u8() * 360) / 256;
  if (bit(mask, 3)) position.speed = knotsFromKph(reader.u8());
  if (bit(mask, 4)) set(position.attributes, 'sat', reader.u8());
  if (bit(mask, 5)) {
    const tower = cellTower(mcc, 0, reader.u16(), reader.u16());
    if (bit(mask, 6)) tower.signalStrength = reader.u8();
    if (bit(mask, 7)) {
      const operator = String(reader.u32());
      tower.mobileCountryCode = Number(operator.slice(0, 3)) || 0;
      tower.mobileNetworkCode = Number(operator.slice(3)) || 0;
    }
    position.network = network([tower]);
  } else {
    if (bit(mask, 6)) set(position.attributes, 'rssi', reader.u8());
    if (bit(mask, 7)) set(position.attributes, 'operator', reader.u32());
  }
  return globalMask;
}

/** One AVL record: time, GPS element and IO elements (Traccar's decodeLocation). */
export function decodeAvlRecord(
  position: IncomingPosition,
  reader: ByteReader,
  context: AvlContext,
): void {
  const { codec, model } = context;
  let globalMask = 0x0f;
  if (codec === CODEC.GH3000) {
    globalMask = decodeGh3000Location(position, reader, context.mcc);
  } else {
    setTime(position, reader.i64());
    set(position.attributes, 'priority', reader.u8());
    const longitude = reader.i32() / 10_000_000;
    const latitude = reader.i32() / 10_000_000;
    setLocation(position, latitude, longitude);
    position.altitude = reader.i16();
    position.course = reader.u16();
    const satellites = reader.u8();
    set(position.attributes, 'sat', satellites);
    position.valid = satellites !== 0;
    position.speed = knotsFromKph(reader.u16());
    set(position.attributes, 'event', ext(reader, codec, CODEC.C8_EXT, CODEC.C16));
    if (codec === CODEC.C16) reader.u8(); // generation type
    ext(reader, codec, CODEC.C8_EXT); // total IO elements
  }
  const decode = (length: number) => {
    const count = ext(reader, codec, CODEC.C8_EXT);
    for (let i = 0; i < count; i++) {
      const id = ext(reader, codec, CODEC.C8_EXT, CODEC.C16);
      if (codec === CODEC.GH3000) decodeGh3000Parameter(position, id, reader, length);
      else decodeParameter(position, id, reader, length, model);
    }
  };
  if (bit(globalMask, 1)) decode(1);
  if (bit(globalMask, 2)) decode(2);
  if (bit(globalMask, 3)) decode(4);
  if (codec === CODEC.C8 || codec === CODEC.C8_EXT || codec === CODEC.C16) decode(8);
  if (context.extended) {
    const count = ext(reader, codec, CODEC.C8_EXT);
    for (let i = 0; i < count; i++) {
      const id = ext(reader, codec, CODEC.C8_EXT, CODEC.C16);
      set(position.attributes, `io${id}`, reader.hex(16));
    }
  }
  if (codec === CODEC.C8_EXT) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      const data = reader.sub(reader.u16());
      decodeVariable(position, id, data);
    }
  }
  decodeCells(position, model, context.mcc);
  if (model !== null && /^FM.6..$/.test(model)) {
    const msb = position.attributes.io195;
    const lsb = position.attributes.io196;
    if (typeof msb === 'number' && typeof lsb === 'number') {
      const bytes = Buffer.alloc(16);
      bytes.writeBigInt64BE(BigInt(msb), 0);
      bytes.writeBigInt64BE(BigInt(lsb), 8);
      set(position.attributes, 'driverUniqueId', bytes.toString('latin1'));
    }
  }
}

/** A variable-length IO element (codec 8 extended). */
function decodeVariable(position: IncomingPosition, id: number, data: ByteReader): void {
  const attributes = position.attributes;
  if (id === 256 || id === 325) set(attributes, 'vin', data.text(data.readable));
  else if (id === 281) set(attributes, 'dtcs', data.text(data.readable).replaceAll(',', ' '));
  else if (id === 385 || [548, 10828, 10829, 10831, 11317].includes(id)) {
    decodeBeacons(position, id, data);
  } else set(attributes, `io${id}`, data.hex(data.readable));
}
