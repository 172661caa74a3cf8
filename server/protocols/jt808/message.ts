import { xor } from '../base/checksum';
import { DecodeError } from '../base/errors';

/** Message ids (Traccar's Jt808ProtocolDecoder.MSG_…). */
export const MSG = {
  terminalGeneralResponse: 0x0001,
  generalResponse: 0x8001,
  generalResponse2: 0x4401,
  heartbeat: 0x0002,
  terminalLogout: 0x0003,
  heartbeat2: 0x0506,
  terminalRegister: 0x0100,
  terminalRegisterResponse: 0x8100,
  terminalControl: 0x8105,
  terminalAuth: 0x0102,
  terminalAttributes: 0x0107,
  locationReport: 0x0200,
  locationBatch2: 0x0210,
  acceleration: 0x2070,
  locationReport2: 0x5501,
  locationReportBlind: 0x5502,
  locationBatch: 0x0704,
  oilControl: 0xa006,
  timeSyncRequest: 0x0109,
  timeSyncResponse: 0x8109,
  timezoneSync: 0x1007,
  photo: 0x8888,
  transparent: 0x0900,
  transparentDownlink: 0x8900,
  parameterSetting: 0x0310,
  sendTextMessage: 0x8300,
  reportTextMessage: 0x6006,
  configurationParameters: 0x8103,
  commandResponse: 0x0701,
  textMessageResponse: 0x1300,
  driverIdentity: 0x0702,
  videoRequest: 0x9101,
  videoControl: 0x9102,
} as const;

/** The Luhn check digit of an IMEI's first 14 digits. */
export function luhn(imei: bigint): number {
  let sum = 0;
  let remain = imei;
  for (let i = 0; remain !== 0n; i++) {
    let digit = Number(remain % 10n);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit >= 10) digit = 1 + (digit % 10);
    }
    sum += digit;
    remain /= 10n;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A terminal id as text: its BCD digits, or (when they are not all digits) an IMEI from its
 * six bytes with the Luhn digit added (Traccar's decodeId).
 */
export function decodeId(id: Buffer): string {
  const serial = id.toString('hex');
  if (/^[0-9]+$/.test(serial)) return serial;
  if (id.length < 6) throw new DecodeError('jt808: short terminal id');
  const imei = (BigInt(id.readUInt16BE(0)) << 32n) + BigInt(id.readUInt32BE(2));
  return `${imei}${luhn(imei)}`;
}

/** A terminal id's bytes for a uniqueId: BCD of `length` bytes, or an IMEI in six. */
export function encodeId(uniqueId: string, length: number): Buffer {
  if (length === 10) return Buffer.from(uniqueId.padStart(20, '0').slice(-20), 'hex');
  if (uniqueId.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(uniqueId)) {
    return Buffer.from(uniqueId, 'hex');
  }
  const digits = uniqueId.slice(0, -1);
  if (!/^\d+$/.test(digits)) throw new DecodeError(`jt808: "${uniqueId}" is no terminal id`);
  const imei = BigInt(digits);
  const id = Buffer.alloc(6);
  id.writeUInt16BE(Number((imei >> 32n) & 0xffffn), 0);
  id.writeUInt32BE(Number(imei & 0xffffffffn), 2);
  return id;
}

/** Escapes a message for the wire (Traccar's Jt808FrameEncoder). */
export function escape(message: Buffer): Buffer {
  const alternative = message[0] === 0xe7;
  const out: number[] = [];
  message.forEach((b, index) => {
    const inner = index !== 0 && index !== message.length - 1;
    if (alternative && (b === 0xe6 || b === 0x3d || b === 0x3e)) {
      out.push(b === 0xe6 ? 0xe6 : 0x3e, b === 0x3d ? 0x02 : 0x01);
    } else if (alternative && b === 0xe7 && inner) out.push(0xe6, 0x02);
    else if (!alternative && b === 0x7d) out.push(0x7d, 0x01);
    else if (!alternative && b === 0x7e && inner) out.push(0x7d, 0x02);
    else out.push(b);
  });
  return Buffer.from(out);
}

/** How a terminal frames its messages: its delimiter and protocol version (2019 edition). */
export interface Dialect {
  delimiter: number;
  protocolVersion: number | null;
}

/**
 * A message to the terminal (Traccar's formatMessage), escaped: delimiter, id, attributes,
 * [version], terminal id, serial (or a one-byte index), body, XOR checksum, delimiter.
 */
export function formatMessage(
  dialect: Dialect,
  type: number,
  id: Buffer,
  shortIndex: boolean,
  data: Buffer,
): Buffer {
  const versioned = dialect.protocolVersion !== null;
  const head = Buffer.alloc(versioned ? 6 : 5);
  head[0] = dialect.delimiter;
  head.writeUInt16BE(type, 1);
  head.writeUInt16BE((data.length & 0x3ff) | (versioned ? 0x4000 : 0), 3);
  if (versioned) head[5] = dialect.protocolVersion!;
  const index = shortIndex ? Buffer.from([1]) : Buffer.alloc(2);
  const body = Buffer.concat([head, id, index, data]);
  const message = Buffer.concat([body, Buffer.from([xor(body.subarray(1)), dialect.delimiter])]);
  return escape(message);
}
