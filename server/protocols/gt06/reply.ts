import { crc16X25 } from '../base/checksum';

/**
 * A GT06 frame: `7878 len` (or `7979 len16` when extended), type, content, serial, CRC-16/X25
 * over length to serial, `0d0a` (Traccar's sendResponse).
 */
export function gt06Frame(
  extended: boolean,
  type: number,
  index: number,
  content: Buffer = Buffer.alloc(0),
): Buffer {
  const length = 5 + content.length;
  const head = extended ? 4 : 3;
  const frame = Buffer.alloc(head + 1 + content.length + 2 + 2 + 2);
  frame.writeUInt16BE(extended ? 0x7979 : 0x7878, 0);
  if (extended) frame.writeUInt16BE(length, 2);
  else frame.writeUInt8(length & 0xff, 2);
  frame.writeUInt8(type, head);
  content.copy(frame, head + 1);
  let at = head + 1 + content.length;
  frame.writeUInt16BE(index & 0xffff, at);
  at += 2;
  frame.writeUInt16BE(crc16X25(frame.subarray(2, at)), at);
  frame.writeUInt16BE(0x0d0a, at + 2);
  return frame;
}
