import { DecodeError } from './errors';

/**
 * Reads a frame's bytes as Netty's ByteBuf does (big-endian unless named `…le`), and throws a
 * DecodeError instead of reading past the end, so a truncated frame fails cleanly.
 */
export class ByteReader {
  index: number;
  readonly end: number;

  constructor(
    readonly buffer: Buffer,
    start = 0,
    end = buffer.length,
  ) {
    this.index = start;
    this.end = end;
  }

  get readable(): number {
    return this.end - this.index;
  }

  private take(count: number): number {
    if (count < 0 || this.index + count > this.end) {
      throw new DecodeError(`truncated frame: ${count} bytes wanted at ${this.index}`);
    }
    const at = this.index;
    this.index += count;
    return at;
  }

  /** The byte at absolute offset `at`, without moving (ByteBuf.getUnsignedByte). */
  byteAt(at: number): number {
    if (at < 0 || at >= this.end) throw new DecodeError(`truncated frame at ${at}`);
    return this.buffer[at]!;
  }

  /** The unsigned 16-bit value at absolute offset `at`, without moving. */
  u16At(at: number): number {
    if (at < 0 || at + 2 > this.end) throw new DecodeError(`truncated frame at ${at}`);
    return this.buffer.readUInt16BE(at);
  }

  u8 = (): number => this.buffer[this.take(1)]!;
  i8 = (): number => this.buffer.readInt8(this.take(1));
  u16 = (): number => this.buffer.readUInt16BE(this.take(2));
  i16 = (): number => this.buffer.readInt16BE(this.take(2));
  u16le = (): number => this.buffer.readUInt16LE(this.take(2));
  i16le = (): number => this.buffer.readInt16LE(this.take(2));
  u24 = (): number => this.buffer.readUIntBE(this.take(3), 3);
  i24 = (): number => this.buffer.readIntBE(this.take(3), 3);
  u32 = (): number => this.buffer.readUInt32BE(this.take(4));
  i32 = (): number => this.buffer.readInt32BE(this.take(4));
  u32le = (): number => this.buffer.readUInt32LE(this.take(4));
  i32le = (): number => this.buffer.readInt32LE(this.take(4));
  /** A 64-bit signed value as a number (exact up to 2^53). */
  i64 = (): number => Number(this.buffer.readBigInt64BE(this.take(8)));
  u64 = (): number => Number(this.buffer.readBigUInt64BE(this.take(8)));
  f32 = (): number => this.buffer.readFloatBE(this.take(4));
  f64 = (): number => this.buffer.readDoubleBE(this.take(8));

  skip(count: number): void {
    this.take(count);
  }

  /** The next `count` bytes (a view, not a copy). */
  bytes(count: number): Buffer {
    const at = this.take(count);
    return this.buffer.subarray(at, at + count);
  }

  hex = (count: number): string => this.bytes(count).toString('hex');
  /** ISO-8859-1 text, as Java's US_ASCII / ISO_8859_1 decoding of device bytes reads it. */
  text = (count: number): string => this.bytes(count).toString('latin1');

  /** A reader over the next `count` bytes, moving past them here. */
  sub(count: number): ByteReader {
    const at = this.take(count);
    return new ByteReader(this.buffer, at, at + count);
  }

  /** The offset of `value` from the current index on, or -1. */
  indexOf(value: number, from = this.index): number {
    const at = this.buffer.indexOf(value, from);
    return at === -1 || at >= this.end ? -1 : at;
  }
}

/**
 * BCD digits as an integer, two per byte (Traccar's BcdUtil.readInteger); an odd last digit is
 * the high nibble of the next byte, which is left unread.
 */
export function readBcd(reader: ByteReader, digits: number): number {
  let result = 0;
  for (let i = 0; i < Math.floor(digits / 2); i++) {
    const b = reader.u8();
    result = (result * 10 + (b >>> 4)) * 10 + (b & 0x0f);
  }
  if (digits % 2 !== 0) result = result * 10 + (reader.byteAt(reader.index) >>> 4);
  return result;
}

/** Text a device meant as text: no control bytes but CR and LF, nothing above 0x7f. */
export const isPrintable = (bytes: Uint8Array): boolean =>
  bytes.every((b) => (b >= 0x20 && b < 0x80) || b === 0x0d || b === 0x0a);
