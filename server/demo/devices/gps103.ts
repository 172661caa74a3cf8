import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function minutes(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  return `${pad(degrees, degreeDigits)}${((abs - degrees) * 60).toFixed(5).padStart(8, '0')}`;
}

/** A GPS103 `tracker` sentence (local time given as UTC). */
export function gps103Location(imei: string, time: number, report: VehicleReport): string {
  const d = new Date(time);
  const hms = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  const date = `${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  const lat = `${minutes(report.latitude, 2)},${report.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${minutes(report.longitude, 3)},${report.longitude < 0 ? 'W' : 'E'}`;
  const ignition = report.ignition ? 1 : 0;
  return `imei:${imei},tracker,${date}${hms},,F,${hms}.000,A,${lat},${lon},${report.speed.toFixed(2)},${Math.round(report.course)},${Math.round(report.altitude)},${ignition},0;`;
}

export const gps103Speaker: DeviceSpeaker = {
  protocol: 'gps103',
  // Locations are not answered; the handshake (LOAD) and heartbeats (ON) are.
  acked: false,
  login: (imei) => Buffer.from(`##,imei:${imei},A;`, 'latin1'),
  report: (imei, time, report) => Buffer.from(gps103Location(imei, time, report), 'latin1'),
  heartbeat: (imei) => Buffer.from(`${imei};`, 'latin1'),
  receive(imei, data) {
    const text = data.toString('latin1');
    const acks = (text.match(/LOAD|ON/g) ?? []).length;
    const commands = text.match(/\*\*,imei:\d+,[^;]*?(?=\*\*|LOAD|ON|$)/g) ?? [];
    const replies = commands.map((command) =>
      Buffer.from(`imei:${imei},${command.split(',')[2] ?? ''} ok,,,,L,;`, 'latin1'),
    );
    return { acks, replies };
  },
};
