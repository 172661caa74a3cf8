import type { Framer } from '../base/types';

const OPEN = 0x28; // '('
const CLOSE = 0x29; // ')'
const STANDARD = 0x7e;
const ALTERNATIVE = 0xe7;

/** The escaped bytes between and including two delimiters, restored. */
function unescape(data: Buffer, end: number, alternative: boolean): Buffer {
  const out = Buffer.allocUnsafe(end + 1);
  let length = 0;
  for (let at = 0; at <= end; at++) {
    const b = data[at]!;
    if (alternative && (b === 0xe6 || b === 0x3e) && at < end) {
      const ext = data[++at]!;
      if (b === 0xe6 && ext === 0x01) out[length++] = 0xe6;
      else if (b === 0xe6 && ext === 0x02) out[length++] = 0xe7;
      else if (b === 0x3e && ext === 0x01) out[length++] = 0x3e;
      else if (b === 0x3e && ext === 0x02) out[length++] = 0x3d;
    } else if (!alternative && b === 0x7d && at < end) {
      const ext = data[++at]!;
      if (ext === 0x01) out[length++] = 0x7d;
      else if (ext === 0x02) out[length++] = 0x7e;
    } else {
      out[length++] = b;
    }
  }
  return out.subarray(0, length);
}

/**
 * Cuts JT/T 808 frames (Traccar's Jt808FrameDecoder): `7e … 7e` with `7d` escapes, the
 * alternative `e7 … e7` with `e6`/`3e` escapes, and text `( … )`. Bytes before a frame start
 * are skipped.
 */
export function jt808Framer(): Framer {
  return (data) => {
    let start = 0;
    while (start < data.length) {
      const b = data[start];
      if (b === OPEN || b === STANDARD || b === ALTERNATIVE) break;
      start++;
    }
    if (start > 0) return { frame: null, consumed: start };
    if (data.length < 2) return undefined;
    const first = data[0]!;
    const end = data.indexOf(first === OPEN ? CLOSE : first, 1);
    if (end < 0) return undefined;
    const frame =
      first === OPEN ? data.subarray(0, end + 1) : unescape(data, end, first === ALTERNATIVE);
    return { frame, consumed: end + 1 };
  };
}
