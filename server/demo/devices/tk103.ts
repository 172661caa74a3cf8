import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const KPH_PER_KNOT = 1.852;

function minutes(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  return `${pad(degrees, degreeDigits)}${((abs - degrees) * 60).toFixed(5).padStart(8, '0')}`;
}

const dmy = (d: Date) =>
  `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCFullYear() % 100)}`;
const hms = (d: Date) =>
  `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/**
 * A TK103 location in the comma form (`(<imei>,BR00,ddmmyy,A,…)`), which carries the whole
 * identifier; the classic form has room for 12 characters only.
 */
export function tk103Location(imei: string, time: number, report: VehicleReport): string {
  const d = new Date(time);
  const lat = `${minutes(report.latitude, 2)}${report.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${minutes(report.longitude, 3)}${report.longitude < 0 ? 'W' : 'E'}`;
  const speed = (report.speed * KPH_PER_KNOT).toFixed(3);
  return `(${imei},BR00,${dmy(d)},A,${lat},${lon},${speed},${hms(d)},${report.course.toFixed(3)})`;
}

/** A device's answer to a command (ZC03 with the text between `$`). */
export function tk103Answer(imei: string, time: number, text: string): string {
  const d = new Date(time);
  return `(${imei},ZC03,${dmy(d)},${hms(d)},$${text}$)`;
}

/** The 12-character id of the classic form. */
const shortId = (uniqueId: string) => uniqueId.slice(-12).padStart(12, '0');

export const tk103Speaker: DeviceSpeaker = {
  protocol: 'tk103',
  // Locations are not answered; handshakes (BP00 → AP01HSO) are.
  acked: false,
  login: () => null,
  report: (imei, time, report) => Buffer.from(tk103Location(imei, time, report), 'latin1'),
  heartbeat: (imei) => Buffer.from(`(${shortId(imei)}BP00${shortId(imei)}HSO)`, 'latin1'),
  receive(imei, data) {
    const frames = data.toString('latin1').match(/\([^)]*\)/g) ?? [];
    const acks = frames.filter((frame) => frame.endsWith('AP01HSO)')).length;
    const replies = frames
      .filter((frame) => !frame.endsWith('AP01HSO)') && !frame.endsWith('AP05)'))
      .map((frame) => Buffer.from(tk103Answer(imei, Date.now(), `${frame} OK`), 'latin1'));
    return { acks, replies };
  },
};
