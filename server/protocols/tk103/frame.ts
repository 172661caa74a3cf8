import type { Framer } from '../base/types';

const OPEN = 0x28;
const CLOSE = 0x29;
const FREE_TEXT = 0x24;

/**
 * Cuts TK103 frames `(…)` (Traccar's Tk103FrameDecoder): a `)` inside `$…$` free text does
 * not end the frame; bytes before `(` are dropped.
 */
export function tk103Framer(): Framer {
  return (data) => {
    if (data.length < 2) return undefined;
    const startAt = data.indexOf(OPEN);
    if (startAt === -1) return { frame: null, consumed: data.length };
    if (startAt > 0) return { frame: null, consumed: startAt };
    let end = 0;
    let dollars = 0;
    for (;;) {
      const close = data.indexOf(CLOSE, end);
      if (close === -1) return undefined;
      for (let at = data.indexOf(FREE_TEXT, end); at !== -1 && at < close;) {
        dollars++;
        at = data.indexOf(FREE_TEXT, at + 1);
      }
      end = close + 1;
      if (dollars % 2 === 0) return { frame: data.subarray(0, end), consumed: end };
    }
  };
}
