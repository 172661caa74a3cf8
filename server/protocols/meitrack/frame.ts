import type { Framer } from '../base/types';

const DOLLAR = 0x24;
const COMMA = 0x2c;
/** `$$` + flag + up to five length digits come before the first comma. */
const MAX_HEAD = 8;

/** The next `$$` from `from` on (a place to start again), or the bytes to keep waiting on. */
function resync(data: Buffer, from: number): { frame: null; consumed: number } {
  const at = data.indexOf('$$', from, 'latin1');
  return { frame: null, consumed: at === -1 ? Math.max(from, data.length - 1) : at };
}

/**
 * Cuts Meitrack frames (Traccar's MeitrackFrameDecoder): `$$<flag><length>,…` where the
 * length counts from the first comma to the closing `\r\n`. Bytes that do not start a frame
 * are skipped up to the next `$$`.
 */
export function meitrackFramer(): Framer {
  return (data) => {
    if (data.length < 10) return undefined;
    if (data[0] !== DOLLAR || data[1] !== DOLLAR) return resync(data, 1);
    const comma = data.indexOf(COMMA);
    if (comma === -1) return data.length > MAX_HEAD ? resync(data, 2) : undefined;
    const digits = data.toString('latin1', 3, comma);
    if (comma > MAX_HEAD || !/^\d+$/.test(digits)) return resync(data, 2);
    const length = comma + Number(digits);
    if (length <= comma) return resync(data, 2);
    return data.length >= length
      ? { frame: data.subarray(0, length), consumed: length }
      : undefined;
  };
}
