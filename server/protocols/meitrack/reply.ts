import { sum8 } from '../base/checksum';

/** Checksum.sum: the byte sum of the text, two upper-case hex digits. */
export const meitrackChecksum = (text: string): string =>
  sum8(Buffer.from(text, 'latin1')).toString(16).toUpperCase().padStart(2, '0');

/**
 * A frame to the device: `@@<flag><length>,<imei>,<content>*<checksum>\r\n`, its length
 * counted from the first comma to the end.
 */
export function meitrackReply(start: string, flag: string, imei: string, content: string): string {
  const length = 1 + imei.length + 1 + content.length + 5;
  const head = `${start}${flag}${String(length).padStart(2, '0')},${imei},${content}*`;
  return `${head}${meitrackChecksum(head)}\r\n`;
}
