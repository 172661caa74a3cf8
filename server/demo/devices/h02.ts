import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** ddmm.mmmm (or dddmm.mmmm) of a coordinate. */
function degreesMinutes(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = (abs - degrees) * 60;
  return `${pad(degrees, degreeDigits)}${minutes.toFixed(4).padStart(7, '0')}`;
}

/** An H02 V1 location sentence. */
export function h02Location(uniqueId: string, time: number, report: VehicleReport): string {
  const d = new Date(time);
  const hms = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  const dmy = `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCFullYear() % 100)}`;
  const lat = `${degreesMinutes(report.latitude, 2)},${report.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${degreesMinutes(report.longitude, 3)},${report.longitude < 0 ? 'W' : 'E'}`;
  // Status bits are active low; bit 10 is the ignition.
  const status = report.ignition ? 'FFFFFFFF' : 'FFFFFBFF';
  const speed = report.speed.toFixed(2);
  return `*HQ,${uniqueId},V1,${hms},A,${lat},${lon},${speed},${Math.round(report.course)},${dmy},${status}#`;
}

export const h02Speaker: DeviceSpeaker = {
  protocol: 'h02',
  acked: true,
  login: () => null,
  report: (uniqueId, time, report) => Buffer.from(h02Location(uniqueId, time, report), 'latin1'),
  heartbeat: (uniqueId) => Buffer.from(`*HQ,${uniqueId},HTBT,100#`, 'latin1'),
  receive(uniqueId, data) {
    const sentences = data.toString('latin1').match(/\*HQ,[^#]*#/g) ?? [];
    let acks = 0;
    const replies: Buffer[] = [];
    for (const sentence of sentences) {
      const [, , type = '', , ...params] = sentence.slice(1, -1).split(',');
      if (type === 'V4' || type === 'HTBT' || type === 'R12') acks++;
      else {
        // A device confirms a command with V4,<command>,<its parameters>.
        const answer = `*HQ,${uniqueId},V4,${type},${params.join(',')},000000,A,0000.0000,N,00000.0000,E,0.00,0,010100,FFFFFFFF#`;
        replies.push(Buffer.from(answer, 'latin1'));
      }
    }
    return { acks, replies };
  },
};
