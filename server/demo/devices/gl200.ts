import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number) => String(value).padStart(2, '0');
const KPH_PER_KNOT = 1.852;
/** A GV300W's protocol version. */
const VERSION = '270B01';

const stamp = (time: number) => {
  const d = new Date(time);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
};
const count = (serial: number) => (serial & 0xffff).toString(16).toUpperCase().padStart(4, '0');

/** A fixed report (`+RESP:GTFRI`) of one location, its device status with the ignition. */
export function gl200Location(
  imei: string,
  time: number,
  report: VehicleReport,
  serial = 1,
): string {
  const status = report.ignition ? '210000' : '110000';
  const fields = [
    '+RESP:GTFRI',
    VERSION,
    imei,
    'gv300w',
    String(Math.round(report.power * 1000)),
    '10',
    '1',
    '1',
    (report.speed * KPH_PER_KNOT).toFixed(1),
    String(Math.round(report.course)),
    report.altitude.toFixed(1),
    report.longitude.toFixed(6),
    report.latitude.toFixed(6),
    stamp(time),
    '0724',
    '0011',
    '0F1D',
    '00002F3A',
    '',
    '1234.5',
    '',
    '',
    '',
    String(Math.round(report.batteryLevel)),
    status,
    '',
    '',
    '',
    stamp(time),
    count(serial),
  ];
  return `${fields.join(',')}$`;
}

/** A command's acknowledgement, `+ACK:GTOUT,…`. */
export const gl200Answer = (imei: string, command: string, serial: number): string =>
  `+ACK:GT${command},${VERSION},${imei},gv300w,0001,${stamp(Date.now())},${count(serial)}$`;

export const gl200Speaker: DeviceSpeaker = {
  protocol: 'gl200',
  // Reports are answered only with gl200.ack; heartbeats always are.
  acked: false,
  login: () => null,
  report: (imei, time, report, serial) =>
    Buffer.from(gl200Location(imei, time, report, serial), 'latin1'),
  heartbeat: (imei, serial) =>
    Buffer.from(`+ACK:GTHBD,${VERSION},${imei},gv300w,${stamp(Date.now())},${count(serial)}$`),
  receive(imei, data, serial) {
    const text = data.toString('latin1');
    const acks = (text.match(/\+SACK:GTHBD/g) ?? []).length;
    const commands = text.match(/AT\+GT[A-Z]{3}=/g) ?? [];
    const replies = commands.map((command) =>
      Buffer.from(gl200Answer(imei, command.slice(5, 8), serial), 'latin1'),
    );
    return { acks, replies };
  },
};
