import { crc16Ibm } from '../../protocols/base/checksum';
import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const KPH_PER_KNOT = 1.852;

/** A Teltonika login: the IMEI with its length. */
export function teltonikaLogin(imei: string): Buffer {
  const text = Buffer.from(imei, 'latin1');
  return Buffer.concat([Buffer.from([0, text.length]), text]);
}

/** A TCP packet around codec data: zeros, length, data, CRC-16/IBM. */
export function teltonikaPacket(data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc16Ibm(data));
  return Buffer.concat([head, data, crc]);
}

/** One codec 8 AVL record with ignition, movement, power and battery IO elements. */
export function teltonikaRecord(time: number, report: VehicleReport): Buffer {
  const record = Buffer.alloc(8 + 1 + 15 + 2 + 2 + 3 * 2 + 1 + 2 * 3 + 2);
  let at = record.writeBigInt64BE(BigInt(time), 0);
  at = record.writeUInt8(0, at); // priority
  at = record.writeInt32BE(Math.round(report.longitude * 1e7), at);
  at = record.writeInt32BE(Math.round(report.latitude * 1e7), at);
  at = record.writeInt16BE(Math.round(report.altitude), at);
  at = record.writeUInt16BE(Math.round(report.course) % 360, at);
  at = record.writeUInt8(10, at); // satellites
  at = record.writeUInt16BE(Math.round(report.speed * KPH_PER_KNOT), at);
  at = record.writeUInt8(0, at); // event io
  at = record.writeUInt8(4, at); // io elements
  at = record.writeUInt8(2, at); // one-byte elements
  at = record.writeUInt8(239, at);
  at = record.writeUInt8(report.ignition ? 1 : 0, at);
  at = record.writeUInt8(240, at);
  at = record.writeUInt8(report.motion ? 1 : 0, at);
  at = record.writeUInt8(2, at); // two-byte elements
  at = record.writeUInt8(66, at);
  at = record.writeUInt16BE(Math.round(report.power * 1000), at);
  at = record.writeUInt8(113, at);
  at = record.writeUInt16BE(Math.round(report.batteryLevel), at);
  at = record.writeUInt8(0, at); // four-byte elements
  record.writeUInt8(0, at); // eight-byte elements
  return record;
}

/** A codec 8 packet of one record. */
export function teltonikaReport(time: number, report: VehicleReport): Buffer {
  const data = Buffer.concat([
    Buffer.from([0x08, 1]),
    teltonikaRecord(time, report),
    Buffer.from([1]),
  ]);
  return teltonikaPacket(data);
}

/** A codec 12 answer (type 6) with the device's text. */
export function teltonikaAnswer(text: string): Buffer {
  const content = Buffer.from(text, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(content.length);
  return teltonikaPacket(
    Buffer.concat([Buffer.from([0x0c, 1, 6]), size, content, Buffer.from([1])]),
  );
}

export const teltonikaSpeaker: DeviceSpeaker = {
  protocol: 'teltonika',
  acked: true,
  login: (imei) => teltonikaLogin(imei),
  report: (_imei, time, report) => teltonikaReport(time, report),
  // Teltonika trackers send no heartbeat: a repeated login is answered like one.
  heartbeat: (imei) => teltonikaLogin(imei),
  receive(_imei, data) {
    let acks = 0;
    const replies: Buffer[] = [];
    let at = 0;
    while (at < data.length) {
      if (data[at] === 0x01) {
        acks++;
        at += 1;
      } else if (data.length >= at + 8 && data.readUInt32BE(at) === 0) {
        const length = data.readUInt32BE(at + 4);
        const text = data.toString('latin1', at + 15, at + 8 + length - 1);
        replies.push(teltonikaAnswer(`OK ${text}`));
        at += 12 + length;
      } else {
        acks++;
        at += 4;
      }
    }
    return { acks, replies };
  },
};
