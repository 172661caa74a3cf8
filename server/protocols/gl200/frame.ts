import type { Framer } from '../base/types';

const MINIMUM_LENGTH = 11;
const DOLLAR = 0x24;
const BINARY_HEADERS = new Set([
  '+RSP',
  '+BSP',
  '+EVT',
  '+BVT',
  '+INF',
  '+BNF',
  '+HBD',
  '+CRD',
  '+BRD',
  '+LGN',
]);

/** Whether a frame is of the binary protocol (Traccar's Gl200FrameDecoder.isBinary). */
export function isBinary(data: Buffer): boolean {
  if (data[1] === 0) return true;
  const header = data.toString('latin1', 0, 4);
  if (header === '+ACK') return data[4] !== 0x3a;
  return BINARY_HEADERS.has(header);
}

/** The length a binary frame declares, by its header. */
function binaryLength(data: Buffer): number {
  if (data[1] === 0) return data.readUInt16BE(2);
  switch (data.toString('latin1', 0, 4)) {
    case '+ACK':
      return data[6]!;
    case '+INF':
    case '+BNF':
      return data.readUInt16BE(7);
    case '+HBD':
      return data[5]!;
    case '+CRD':
    case '+BRD':
    case '+LGN':
      return data.readUInt16BE(6);
    default:
      return data.readUInt16BE(9);
  }
}

/**
 * Cuts Queclink frames: text reports end in `$` (or a zero byte), binary ones declare their
 * length after their header. A text frame's `$` is left out.
 */
export function gl200Framer(): Framer {
  return (data) => {
    if (data.length < MINIMUM_LENGTH) return undefined;
    if (isBinary(data)) {
      const length = binaryLength(data);
      // A length that cannot hold its own header is noise: skip a byte and look again.
      if (length < MINIMUM_LENGTH) return { frame: null, consumed: 1 };
      return data.length >= length
        ? { frame: data.subarray(0, length), consumed: length }
        : undefined;
    }
    let end = data.indexOf(DOLLAR);
    if (end < 0) end = data.indexOf(0);
    if (end < 0) return undefined;
    return { frame: end > 0 ? data.subarray(0, end) : null, consumed: end + 1 };
  };
}
