import type { Framer } from './types';

/**
 * Cuts frames at the first of several delimiters (Netty's DelimiterBasedFrameDecoder: the
 * delimiter giving the shortest frame wins), keeping or stripping the delimiter. Empty frames
 * are skipped.
 */
export function delimiterFramer(delimiters: readonly string[], strip: boolean): Framer {
  const marks = delimiters.map((delimiter) => Buffer.from(delimiter, 'latin1'));
  return (data) => {
    let end = -1;
    let mark: Buffer | null = null;
    for (const candidate of marks) {
      const at = data.indexOf(candidate);
      if (at !== -1 && (end === -1 || at < end)) {
        end = at;
        mark = candidate;
      }
    }
    if (!mark) return undefined;
    const consumed = end + mark.length;
    const frame = data.subarray(0, strip ? end : consumed);
    return { frame: frame.length && (!strip || end > 0) ? frame : null, consumed };
  };
}
