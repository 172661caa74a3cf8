import type { Framer } from '../base/types';

/**
 * Cuts GT06 frames (Traccar's Gt06FrameDecoder): `7878` with a one-byte length or `7979` with
 * two, ending in `0d0a`; when the length does not land on `0d0a`, up to the first `0d0a`.
 */
export function gt06Framer(): Framer {
  return (data) => {
    if (data.length < 5) return undefined;
    const length = 4 + (data[0] === 0x78 ? 1 + data[2]! : 2 + data.readUInt16BE(2));
    if (data.length >= length && data.readUInt16BE(length - 2) === 0x0d0a) {
      return { frame: data.subarray(0, length), consumed: length };
    }
    let end = -1;
    for (;;) {
      end = data.indexOf(0x0d, end + 1);
      if (end <= 0) return undefined;
      if (data.length > end + 1 && data[end + 1] === 0x0a) {
        return { frame: data.subarray(0, end + 2), consumed: end + 2 };
      }
    }
  };
}
