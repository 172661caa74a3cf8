import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { DecodeError } from '../base/errors';
import type { ByteReader } from '../base/reader';
import { readBcd } from '../base/reader';
import { knotsFromKph, network, newPosition, set, setLocation, setTime } from '../base/position';
import { zonedTime } from '../base/timezone';
import type { DecoderContext } from '../base/types';
import { AOVX_MODELS, decodeAlarm } from './alarms';
import { type Item, ITEMS } from './items';

/** What a location decoder reads besides the bytes: the device and its time zone. */
export interface Jt808Context {
  context: DecoderContext;
  model: string | null;
  /** The device's time zone (`decoder.timezone`, GMT+8 by default as in Traccar). */
  zone: string;
}

/** A `yyMMddHHmmss` BCD time in the device's zone. */
export function readDate(r: ByteReader, zone: string): number {
  const [y, mo, d, h, mi, s] = Array.from({ length: 6 }, () => readBcd(r, 2));
  return zonedTime(zone, 2000 + y!, mo!, d!, h!, mi!, s!);
}

/** The status word and coordinates: ignition, blocked, charge, validity, hemispheres. */
export function decodeCoordinates(position: IncomingPosition, r: ByteReader, model: string | null) {
  const a = position.attributes;
  const status = r.u32();
  set(a, 'ignition', bit(status, 0));
  if (model === 'G1C Pro') set(a, 'motion', bit(status, 4));
  set(a, 'blocked', bit(status, 10));
  if (model === 'MV810G' || model === 'MV710G') set(a, 'door', bit(status, 16));
  set(a, 'charge', bit(status, 26));
  position.valid = bit(status, 1);
  const latitude = r.u32() / 1_000_000;
  const longitude = r.u32() / 1_000_000;
  setLocation(
    position,
    bit(status, 2) ? -latitude : latitude,
    bit(status, 3) ? -longitude : longitude,
  );
}

/** The short form some terminals send: battery, odometer, area and signal. */
function decodeShort(position: IncomingPosition, r: ByteReader): void {
  r.skip(4); // remaining battery and mileage
  set(position.attributes, 'odometer', r.u32() * 1000);
  set(position.attributes, 'battery', r.u16() / 10);
  r.skip(4); // area id
  set(position.attributes, 'rssi', r.u8());
  r.skip(3); // reserved
}

/** A location report (0x0200 and each of a batch): basic data, then additional items. */
export function decodeLocation(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  decodeAlarm(position.attributes, c.model, r.u32());
  decodeCoordinates(position, r, c.model);
  position.altitude = r.i16();
  position.speed = knotsFromKph(r.u16() / 10);
  position.course = r.u16();
  setTime(position, readDate(r, c.zone));
  if (r.readable === 20) {
    decodeShort(position, r);
    return position;
  }
  const item: Item = {
    position,
    r,
    length: 0,
    end: 0,
    model: c.model,
    aovx: c.model !== null && AOVX_MODELS.has(c.model),
    cells: [],
    wifis: [],
  };
  while (r.readable > 2) {
    const type = r.u8();
    item.length = r.u8();
    item.end = r.index + item.length;
    ITEMS[type]?.(item);
    if (item.end > r.end) throw new DecodeError('jt808: item past the message');
    r.index = item.end;
  }
  position.network = network(item.cells, item.wifis);
  return position;
}
