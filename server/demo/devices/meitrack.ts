import { meitrackReply } from '../../protocols/meitrack/reply';
import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number) => String(value).padStart(2, '0');
const KPH_PER_KNOT = 1.852;

const stamp = (d: Date) =>
  `${pad(d.getUTCFullYear() % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
  `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** A device frame `$$<flag><length>,<imei>,<content>*<checksum>\r\n`. */
export const meitrackFrame = (imei: string, content: string): string =>
  meitrackReply('$$', 'A', imei, content);

/** A periodic `AAA` report (event 35) with a cell, I/O and the analog inputs. */
export function meitrackLocation(imei: string, time: number, report: VehicleReport): string {
  const speed = Math.round(report.speed * KPH_PER_KNOT);
  const battery = Math.round((report.batteryLevel / 100) * 420)
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  const power = Math.round(report.power * 100)
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  const fields = [
    'AAA',
    '35',
    report.latitude.toFixed(6),
    report.longitude.toFixed(6),
    stamp(new Date(time)),
    'A',
    '10',
    '20',
    String(speed),
    String(Math.round(report.course)),
    '0.9',
    String(Math.round(report.altitude)),
    '1000',
    '3600',
    '724|11|0F1D|2F3',
    report.ignition ? '0400' : '0000',
    `0000|0000|0000|${battery}|${power}`,
    '',
  ];
  return meitrackFrame(imei, fields.join(','));
}

export const meitrackSpeaker: DeviceSpeaker = {
  protocol: 'meitrack',
  // Text reports are not answered; `AAC` and binary batches are.
  acked: false,
  login: () => null,
  report: (imei, time, report) => Buffer.from(meitrackLocation(imei, time, report), 'latin1'),
  heartbeat: (imei) => Buffer.from(meitrackFrame(imei, 'AAC,1'), 'latin1'),
  receive(imei, data) {
    const text = data.toString('latin1');
    const acks = (text.match(/,AAC,1\*/g) ?? []).length;
    const commands = text.match(/@@A\d+,\d+,[A-F]\d\d[,*]/g) ?? [];
    const replies = commands.map((command) =>
      Buffer.from(meitrackFrame(imei, `${command.slice(-4, -1)},OK`), 'latin1'),
    );
    return { acks, replies };
  },
};
