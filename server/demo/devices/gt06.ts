import { gt06Frame } from '../../protocols/gt06/reply';
import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const KPH_PER_KNOT = 1.852;

function date(time: number): number[] {
  const d = new Date(time);
  return [
    d.getUTCFullYear() - 2000,
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
}

/** A GT06 location with cell and status (message 0x16, GPS_LBS_STATUS_1). */
export function gt06Location(time: number, report: VehicleReport, serial: number): Buffer {
  const content = Buffer.alloc(6 + 1 + 4 + 4 + 1 + 2 + 1 + 8 + 5);
  let at = 0;
  for (const value of date(time)) content.writeUInt8(value, at++);
  content.writeUInt8(0xc9, at++); // 12 bytes of GPS, 9 satellites
  content.writeUInt32BE(Math.round(Math.abs(report.latitude) * 1_800_000), at);
  content.writeUInt32BE(Math.round(Math.abs(report.longitude) * 1_800_000), at + 4);
  at += 8;
  content.writeUInt8(Math.min(255, Math.round(report.speed * KPH_PER_KNOT)), at++);
  let flags = Math.round(report.course) % 360;
  if (report.latitude >= 0) flags |= 1 << 10;
  if (report.longitude < 0) flags |= 1 << 11;
  flags |= 1 << 12; // fixed
  flags |= 1 << 14; // ignition reported
  if (report.ignition) flags |= 1 << 15;
  content.writeUInt16BE(flags, at);
  at += 2;
  content.writeUInt8(9, at++); // cell block length
  content.writeUInt16BE(724, at); // Brazil
  content.writeUInt8(5, at + 2);
  content.writeUInt16BE(0x1234, at + 3);
  content.writeUIntBE(0x00abcd, at + 5, 3);
  at += 8;
  const terminal = (report.ignition ? 0x02 : 0) | 0x04; // ignition, charging
  content.writeUInt8(terminal, at++);
  content.writeUInt8(Math.max(0, Math.min(6, Math.round(report.batteryLevel / (100 / 6)))), at++);
  content.writeUInt8(4, at++); // signal
  content.writeUInt8(0, at++); // no alarm
  content.writeUInt8(2, at); // English
  return gt06Frame(false, 0x16, serial, content);
}

/** A GT06 login with the IMEI in BCD (message 0x01). */
export function gt06Login(imei: string, serial: number): Buffer {
  const digits = imei.padStart(16, '0').slice(-16);
  const content = Buffer.concat([Buffer.from(digits, 'hex'), Buffer.from([0x36, 0x08])]);
  return gt06Frame(false, 0x01, serial, content);
}

/** A GT06 answer to a command (message 0x15, the text the device printed). */
export function gt06Answer(text: string, serial: number): Buffer {
  const data = Buffer.from(text, 'latin1');
  const content = Buffer.concat([Buffer.from([4 + data.length, 0, 0, 0, 1]), data]);
  return gt06Frame(false, 0x15, serial, content);
}

/** The command texts inside a stream of GT06 frames from the server (type 0x80). */
export function gt06Commands(data: Buffer): { acks: number; commands: string[] } {
  const commands: string[] = [];
  let acks = 0;
  let at = 0;
  while (at + 5 <= data.length && data.readUInt16BE(at) === 0x7878) {
    const length = data[at + 2]!;
    const type = data[at + 3]!;
    const text = data[at + 4]! - 4;
    if (type === 0x80) commands.push(data.toString('latin1', at + 9, at + 9 + text));
    else acks++;
    at += length + 5;
  }
  return { acks, commands };
}

export const gt06Speaker: DeviceSpeaker = {
  protocol: 'gt06',
  acked: true,
  login: gt06Login,
  report: (_uniqueId, time, report, serial) => gt06Location(time, report, serial),
  heartbeat: (_uniqueId, serial) =>
    gt06Frame(false, 0x13, serial, Buffer.from([0x46, 0x06, 0x04, 0x00, 0x02])),
  receive(_uniqueId, data, serial) {
    const { acks, commands } = gt06Commands(data);
    return { acks, replies: commands.map((command) => gt06Answer(`OK ${command}`, serial)) };
  },
};
