import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { knotsFromKph, newPosition, setLocation, setTime, utc } from '../base/position';
import { ByteReader } from '../base/reader';

/** The size of a whole crash record: its time, then four fixes of 100 accelerations each. */
const CRASH_BYTES = 6 + 4 * (4 + 4 + 2 + 2 + 100 * 6);
/** Fix times around the crash, in seconds (Traccar's order). */
const OFFSETS = [-3, -2, -1, 1];

/**
 * Crash reports (`CRR;<id>;<part>;<parts>;…` with binary data) arrive in parts; the last part
 * gives four positions around the crash with their accelerometer samples (Traccar's
 * decodeCrashReport). The parts are kept per connection, never more than one record.
 */
export class CrashReports {
  private parts: Buffer[] = [];
  private size = 0;

  /** Adds a part; returns the positions once the last part is in. */
  add(part: Buffer, index: number, total: number): IncomingPosition[] {
    this.size += part.length;
    if (this.size > CRASH_BYTES) {
      this.reset();
      throw new DecodeError('suntech: crash report longer than a record');
    }
    this.parts.push(part);
    if (index !== total) return [];
    const data = Buffer.concat(this.parts);
    this.reset();
    return decodeCrash(new ByteReader(data));
  }

  private reset(): void {
    this.parts = [];
    this.size = 0;
  }
}

function decodeCrash(r: ByteReader): IncomingPosition[] {
  const time = utc(r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8());
  return OFFSETS.map((offset) => {
    const position = newPosition('suntech', time + offset * 1000);
    setTime(position, time + offset * 1000);
    position.valid = true;
    const latitude = r.i32le() / 10_000_000;
    setLocation(position, latitude, r.i32le() / 10_000_000);
    position.speed = knotsFromKph(r.u16() / 100);
    position.course = r.u16() / 100;
    const samples: string[] = [];
    for (let i = 0; i < 100; i++) samples.push(`[${r.i16le()},${r.i16le()},${r.i16le()}]`);
    position.attributes.gSensor = `[${samples.join(',')}]`;
    return position;
  });
}
