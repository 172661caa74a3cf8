import type { Framer } from '../base/types';

const SHORT = 32;
const LONG = 45;
const STAR = 0x2a;
const DOLLAR = 0x24;
const X = 0x58;
const HASH = 0x23;

/**
 * Cuts H02 frames (Traccar's H02FrameDecoder): text `*…#` (line breaks after it skipped), binary
 * `$…` of 32 or 45 bytes (decided by the first binary message, or `messageLength`), or `X…` of
 * 32 bytes. Bytes before a marker are dropped.
 */
export function h02Framer(messageLength = 0): Framer {
  let length = messageLength;
  return (data) => {
    let start = 0;
    while (start < data.length && ![STAR, DOLLAR, X].includes(data[start]!)) start++;
    if (start > 0) return { frame: null, consumed: start };
    switch (data[0]) {
      case STAR: {
        const end = data.indexOf(HASH);
        if (end === -1) return undefined;
        let consumed = end + 1;
        while (consumed < data.length && (data[consumed] === 0x0d || data[consumed] === 0x0a)) {
          consumed++;
        }
        return { frame: data.subarray(0, end + 1), consumed };
      }
      case DOLLAR:
        if (length === 0) length = data.length === LONG ? LONG : SHORT;
        return data.length >= length
          ? { frame: data.subarray(0, length), consumed: length }
          : undefined;
      default:
        return data.length >= SHORT
          ? { frame: data.subarray(0, SHORT), consumed: SHORT }
          : undefined;
    }
  };
}
