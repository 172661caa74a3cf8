import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

const pad = (value: number) => String(value).padStart(2, '0');
const KPH_PER_KNOT = 1.852;

/** A watch frame `[SG*id*len*content]`. */
export const watchFrame = (id: string, content: string): Buffer =>
  Buffer.from(`[SG*${id}*${content.length.toString(16).padStart(4, '0')}*${content}]`, 'latin1');

/** A UD location with one cell tower. */
export function watchLocation(id: string, time: number, report: VehicleReport): Buffer {
  const d = new Date(time);
  const date = `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCFullYear() % 100)}`;
  const hms = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  const lat = `${Math.abs(report.latitude).toFixed(6)},${report.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(report.longitude).toFixed(6)},${report.longitude < 0 ? 'W' : 'E'}`;
  const speed = (report.speed * KPH_PER_KNOT).toFixed(2);
  const fields = `${date},${hms},A,${lat},${lon},${speed},${Math.round(report.course)},${Math.round(report.altitude)},9,80,${Math.round(report.batteryLevel)},0,0,00000000,1,1,724,5,4660,43981,-70`;
  return watchFrame(id, `UD,${fields}`);
}

export const watchSpeaker: DeviceSpeaker = {
  protocol: 'watch',
  // UD locations are not answered; LK keep-alives and AL alarms are.
  acked: false,
  login: () => null,
  report: (id, time, report) => watchLocation(id, time, report),
  heartbeat: (id) => watchFrame(id, 'LK,0,0,100'),
  receive(_id, data) {
    const types = [
      ...data.toString('latin1').matchAll(/\[\w\w\*[^*]+\*(?:\w{4}\*)?\w{4}\*([^,\]]*)/g),
    ];
    const acks = types.filter(([, type]) => ['LK', 'AL', 'INIT,1', 'INIT'].includes(type!)).length;
    return { acks, replies: [] };
  },
};
