/**
 * How a sample frame (as Traccar's frame decoder hands it on) looks on the wire, for protocols
 * whose frame decoder strips a delimiter. Protocols not listed keep their delimiters.
 */
export const STREAMS: Record<string, (frame: Buffer) => Buffer> = {
  gps103: (frame) =>
    /[;*]$/.test(frame.toString('latin1')) ? frame : Buffer.concat([frame, Buffer.from(';')]),
  // Text reports end in `\r`; compressed (0x02) and binary (second byte 0) ones carry a length.
  suntech: (frame) =>
    frame[0] === 0x02 || frame[1] === 0 ? frame : Buffer.concat([frame, Buffer.from('\r')]),
};
