import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const KPH_PER_KNOT = 1.852;

const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const hms = (d: Date) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
const signed = (value: number) => `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(6)}`;

/**
 * A status report of Suntech's universal protocol (ST4xx): every field of mask 3FFFFF, from the
 * model to the report index, ending in `\r`.
 */
export function suntechLocation(uniqueId: string, time: number, report: VehicleReport): string {
  const d = new Date(time);
  const speed = (report.speed * KPH_PER_KNOT).toFixed(2);
  const input = report.ignition ? '00000001' : '00000000';
  return [
    'STT',
    uniqueId,
    '3FFFFF',
    '95',
    '1.0.11',
    '1',
    ymd(d),
    hms(d),
    '02F2F402',
    '724',
    '11',
    '0F1D',
    '45',
    signed(report.latitude),
    signed(report.longitude),
    speed,
    report.course.toFixed(2),
    '12',
    '1',
    input,
    '00000000',
    '1',
    '1',
    '0',
  ]
    .join(';')
    .concat('\r');
}

/** A device's answer to a universal command (`RES;<id>;<group>;<action>;<text>`). */
export const suntechAnswer = (uniqueId: string, command: string, text: string): string =>
  `RES;${uniqueId};${command};${text}\r`;

export const suntechSpeaker: DeviceSpeaker = {
  protocol: 'suntech',
  // Suntech answers nothing, not even a keep-alive.
  acked: false,
  heartbeatAnswered: false,
  login: () => null,
  report: (id, time, report) => Buffer.from(suntechLocation(id, time, report), 'latin1'),
  // A legacy keep-alive names the device (a universal `ALV` does not).
  heartbeat: (id) => Buffer.from(`ST300ALV;${id}\r`, 'latin1'),
  receive(id, data) {
    const commands = data.toString('latin1').match(/CMD;[^;]*;(\d\d;\d\d)\r/g) ?? [];
    const replies = commands.map((command) =>
      Buffer.from(suntechAnswer(id, command.slice(-6, -1), 'OK'), 'latin1'),
    );
    return { acks: 0, replies };
  },
};
