/**
 * How a sample frame (as Traccar's frame decoder hands it on) looks on the wire, for protocols
 * whose frame decoder strips a delimiter. Protocols not listed keep their delimiters.
 */
export const STREAMS: Record<string, (frame: Buffer) => Buffer> = {
  gps103: (frame) =>
    /[;*]$/.test(frame.toString('latin1')) ? frame : Buffer.concat([frame, Buffer.from(';')]),
};
