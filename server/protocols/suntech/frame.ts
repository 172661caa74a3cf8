import type { Framer } from '../base/types';

const ZIP = 0x02;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Cuts Suntech frames (Traccar's SuntechFrameDecoder): a compressed report `02` with a two-byte
 * length and a footer, a binary report whose second byte is 0 (two-byte length), or text up to
 * a `\r` that is not part of `\r\n` (serial data inside a report may hold line breaks).
 */
export function suntechFramer(): Framer {
  return (data) => {
    if (data.length < 3) return undefined;
    if (data[0] === ZIP || data[1] === 0) {
      const length = 3 + data.readUInt16BE(1) + (data[0] === ZIP ? 1 : 0);
      return data.length >= length
        ? { frame: data.subarray(0, length), consumed: length }
        : undefined;
    }
    for (let at = data.indexOf(CR); at >= 0; at = data.indexOf(CR, at + 1)) {
      if (at + 1 < data.length && data[at + 1] === LF) continue;
      return { frame: at > 0 ? data.subarray(0, at) : null, consumed: at + 1 };
    }
    return undefined;
  };
}
