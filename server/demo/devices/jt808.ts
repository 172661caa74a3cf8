import { ByteReader } from '../../protocols/base/reader';
import { encodeId, MSG } from '../../protocols/jt808/message';
import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

/** The 2019 edition: ten-byte BCD terminal ids hold any IMEI as it is. */
const DIALECT = { delimiter: 0x7e, protocolVersion: 1 };
const KPH_PER_KNOT = 1.852;
/** The terminal's clock: GMT+8, Traccar's (and Farol's) default for JT/T 808. */
const ZONE_MS = 8 * 3600_000;

const bcd = (text: string) => Buffer.from(text, 'hex');
const stamp = (time: number) =>
  new Date(time + ZONE_MS).toISOString().replace(/[-:T]/g, '').slice(2, 14);

/** A message from the terminal `uniqueId`, with its serial number, escaped. */
export function terminalMessage(
  uniqueId: string,
  type: number,
  serial: number,
  body: Buffer,
): Buffer {
  const id = encodeId(uniqueId, 10);
  const head = Buffer.alloc(6);
  head[0] = DIALECT.delimiter;
  head.writeUInt16BE(type, 1);
  head.writeUInt16BE(body.length | 0x4000, 3);
  head[5] = DIALECT.protocolVersion;
  const index = Buffer.alloc(2);
  index.writeUInt16BE(serial & 0xffff);
  const inner = Buffer.concat([head, id, index, body]);
  let check = 0;
  for (const b of inner.subarray(1)) check ^= b;
  const message = Buffer.concat([inner, Buffer.from([check, DIALECT.delimiter])]);
  const out: number[] = [message[0]!];
  for (const b of message.subarray(1, -1)) {
    if (b === 0x7d) out.push(0x7d, 0x01);
    else if (b === 0x7e) out.push(0x7d, 0x02);
    else out.push(b);
  }
  out.push(DIALECT.delimiter);
  return Buffer.from(out);
}

/** A location report (0x0200): status with ignition and hemispheres, satellites, odometer. */
export function jt808Location(uniqueId: string, time: number, report: VehicleReport, serial = 1) {
  const body = Buffer.alloc(28 + 6 + 3);
  const status =
    (report.ignition ? 1 : 0) | 2 | (report.latitude < 0 ? 4 : 0) | (report.longitude < 0 ? 8 : 0);
  body.writeUInt32BE(0, 0); // alarms
  body.writeUInt32BE(status, 4);
  body.writeUInt32BE(Math.round(Math.abs(report.latitude) * 1e6), 8);
  body.writeUInt32BE(Math.round(Math.abs(report.longitude) * 1e6), 12);
  body.writeInt16BE(Math.round(report.altitude), 16);
  body.writeUInt16BE(Math.round(report.speed * KPH_PER_KNOT * 10), 18);
  body.writeUInt16BE(Math.round(report.course) % 360, 20);
  bcd(stamp(time)).copy(body, 22);
  body.set([0x01, 4], 28); // odometer, in 100 m
  body.writeUInt32BE(12345, 30);
  body.set([0x31, 1, 10], 34); // satellites
  return terminalMessage(uniqueId, MSG.locationReport, serial, body);
}

/** The terminal's general response (0x0001) to a platform message. */
export function jt808Answer(uniqueId: string, serial: number, type: number, result = 0) {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(serial, 0);
  body.writeUInt16BE(type, 2);
  body[4] = result;
  return terminalMessage(uniqueId, MSG.terminalGeneralResponse, serial, body);
}

/** The platform's messages in `data`: their types and serials (unescaped). */
export function jt808Messages(data: Buffer): { type: number; serial: number; body: Buffer }[] {
  const found: { type: number; serial: number; body: Buffer }[] = [];
  for (let start = data.indexOf(0x7e); start >= 0;) {
    const end = data.indexOf(0x7e, start + 1);
    if (end < 0) break;
    const raw: number[] = [];
    for (let at = start + 1; at < end; at++) {
      const b = data[at]!;
      if (b === 0x7d) raw.push(data[++at] === 0x02 ? 0x7e : 0x7d);
      else raw.push(b);
    }
    const message = Buffer.from(raw);
    if (message.length >= 12) {
      const r = new ByteReader(message);
      const type = r.u16();
      const attribute = r.u16();
      r.skip((attribute & 0x4000 ? 11 : 6) + 2);
      found.push({
        type,
        serial: message.readUInt16BE(r.index - 2),
        body: message.subarray(r.index, -1),
      });
    }
    start = data.indexOf(0x7e, end + 1);
  }
  return found;
}

export const jt808Speaker: DeviceSpeaker = {
  protocol: 'jt808',
  acked: true,
  // Authentication with the terminal id as code, answered with a general response.
  login: (id, serial) => terminalMessage(id, MSG.terminalAuth, serial, Buffer.from(id, 'latin1')),
  report: (id, time, report, serial) => jt808Location(id, time, report, serial),
  heartbeat: (id, serial) => terminalMessage(id, MSG.heartbeat, serial, Buffer.alloc(0)),
  receive(id, data) {
    let acks = 0;
    const replies: Buffer[] = [];
    for (const message of jt808Messages(data)) {
      if (message.type === MSG.generalResponse) acks++;
      else replies.push(jt808Answer(id, message.serial, message.type));
    }
    return { acks, replies };
  },
};
