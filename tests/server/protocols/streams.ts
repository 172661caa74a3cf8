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
  // Traccar's test frames mostly leave out the `\r\n` their length counts.
  meitrack: (frame) => {
    const text = frame.toString('latin1', 0, 10);
    const comma = text.indexOf(',');
    const length = comma + Number(text.slice(3, comma));
    return frame.length === length - 2 ? Buffer.concat([frame, Buffer.from('\r\n')]) : frame;
  },
  // Text reports end in `$`, which the framer strips.
  gl200: (frame) =>
    frame[1] === 0 || frame.toString('latin1').endsWith('$')
      ? frame
      : Buffer.concat([frame, Buffer.from('$')]),
};

/**
 * Frame starts that never end, for protocols whose framer skips bytes that start no frame: a
 * declared length past the protocol's largest frame.
 */
export const ENDLESS: Record<string, Buffer> = {
  meitrack: Buffer.from('$$A99999,', 'latin1'),
};
