import type { Framer } from '../base/types';

const ESCAPES: Record<number, number> = { 1: 0x7d, 2: 0x5b, 3: 0x5d, 4: 0x2c, 5: 0x2a };

/**
 * Cuts watch frames `[…]` by bracket depth and undoes the `}` escapes (`}01` is `}`, `}02` `[`,
 * `}03` `]`, `}04` `,`, `}05` `*`), as Traccar's WatchFrameDecoder does. A frame with a bad
 * escape is dropped.
 */
export function watchFramer(): Framer {
  return (data) => {
    // No closing bracket yet: nothing can end (a native scan, not a byte loop, per chunk).
    if (data.indexOf(0x5d) < 0) return undefined;
    let depth = 0;
    let end = -1;
    for (let i = 0; i < data.length; i++) {
      if (data[i] === 0x5b) depth++;
      else if (data[i] === 0x5d) depth--;
      if (depth === 0 && i > 0) {
        end = i + 1;
        break;
      }
    }
    if (end < 0) return undefined;
    const frame = Buffer.allocUnsafe(end);
    let length = 0;
    for (let i = 0; i < end; i++) {
      const b = data[i]!;
      if (b !== 0x7d) {
        frame[length++] = b;
        continue;
      }
      const escaped = ESCAPES[data[++i] ?? -1];
      if (escaped === undefined) return { frame: null, consumed: end };
      frame[length++] = escaped;
    }
    return { frame: frame.subarray(0, length), consumed: end };
  };
}
