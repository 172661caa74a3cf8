import type { Framer } from '../base/types';

const MINIMUM = 12;

/**
 * Cuts Teltonika TCP frames (Traccar's TeltonikaFrameDecoder): a one-byte ping `ff`, the login
 * (two-byte length, IMEI), or an AVL packet (four zero bytes, four-byte length, data, CRC).
 */
export function teltonikaFramer(): Framer {
  return (data) => {
    if (data.length > 0 && data[0] === 0xff) return { frame: data.subarray(0, 1), consumed: 1 };
    if (data.length < MINIMUM) return undefined;
    const length = data.readUInt16BE(0);
    const total = length > 0 ? length + 2 : data.readInt32BE(4) + 12;
    // A negative length cannot be waited for: the buffer limit closes the connection.
    if (total < MINIMUM && length === 0) return undefined;
    return data.length >= total ? { frame: data.subarray(0, total), consumed: total } : undefined;
  };
}
