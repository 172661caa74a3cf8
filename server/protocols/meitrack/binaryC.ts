import type { IncomingPosition } from '../../pipeline/types';
import { ByteReader } from '../base/reader';
import {
  cellTower,
  knotsFromKph,
  network,
  newPosition,
  set,
  setLocation,
  setTime,
} from '../base/position';
import type { DecoderContext } from '../base/types';
import { meitrackReply } from './reply';

/** Seconds from 1970 to 2000-01-01, where Meitrack's binary times start. */
export const EPOCH_2000 = 946_684_800;
const RECORD_BYTES = 0x34;

/**
 * A `CCC` batch of binary records (Traccar's decodeBinaryC), answered with the number of
 * records taken.
 */
export function decodeBinaryC(
  frame: Buffer,
  comma: number,
  context: DecoderContext,
): IncomingPosition[] {
  const flag = frame.toString('latin1', 2, 3);
  const imei = frame.toString('latin1', comma + 1, comma + 16);
  if (!context.identify(imei)) return [];
  const r = new ByteReader(frame, comma + 1 + 15 + 1 + 3 + 1 + 2 + 2 + 4);
  const positions: IncomingPosition[] = [];
  while (r.readable >= RECORD_BYTES) {
    const position = newPosition('meitrack', context.now);
    const a = position.attributes;
    set(a, 'event', r.u8());
    const latitude = r.i32le() / 1_000_000;
    setLocation(position, latitude, r.i32le() / 1_000_000);
    setTime(position, (EPOCH_2000 + r.u32le()) * 1000);
    position.valid = r.u8() === 1;
    set(a, 'sat', r.u8());
    const rssi = r.u8();
    position.speed = knotsFromKph(r.u16le());
    position.course = r.u16le();
    set(a, 'hdop', r.u16le() / 10);
    position.altitude = r.u16le();
    set(a, 'odometer', r.u32le());
    set(a, 'runtime', r.u32le());
    const [mcc, mnc, lac, cid] = [r.u16le(), r.u16le(), r.u16le(), r.u16le()];
    position.network = network([cellTower(mcc, mnc, lac, cid, rssi)]);
    set(a, 'status', r.u16le());
    set(a, 'adc1', r.u16le());
    set(a, 'battery', r.u16le() / 100);
    set(a, 'power', r.u16le());
    r.skip(4); // geofence
    positions.push(position);
  }
  context.reply(meitrackReply('@@', flag, imei, `CCC,${positions.length}`));
  return positions;
}
