import type { IncomingPosition } from '../../pipeline/types';
import { parseHex } from '../base/pattern';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  lastLocation,
  network,
  set,
  setLocation,
  setTime,
} from '../base/position';
import { type Gl200Context, identified, reportTime } from './common';
import { double, int, parseStamp } from './values';

const ALARMS: Record<string, string> = {
  SOS: 'sos',
  SPD: 'overspeed',
  TOW: 'tow',
  IDL: 'idle',
  PNA: 'powerOn',
  PFA: 'powerOff',
  EPN: 'powerRestored',
  MPN: 'powerRestored',
  EPF: 'powerCut',
  MPF: 'powerCut',
  BPL: 'lowBattery',
  STT: 'movement',
  SWG: 'geofence',
  TMP: 'temperature',
  TEM: 'temperature',
  JDR: 'jamming',
  JDS: 'jamming',
};
const HARSH = [
  'hardBraking',
  'hardAcceleration',
  'hardCornering',
  'hardBraking',
  'hardAcceleration',
];
const COORDINATE = /^-?\d{1,3}\.\d{6}$/;

/** What the report type (third field after the IMEI) says for some reports. */
function decodeReportType(position: IncomingPosition, type: string, text: string | undefined) {
  if (!text || !/^[0-9a-fA-F]{1,2}$/.test(text)) return;
  const a = position.attributes;
  const reportType = parseHex(text);
  if (type === 'NMR') set(a, 'motion', reportType === 1);
  else if (type === 'DIS') set(a, `in${Math.floor(reportType / 0x10)}`, reportType % 0x10 === 1);
  else if (type === 'IGL') set(a, 'ignition', reportType % 0x10 === 1);
  else if (type === 'HBM') addAlarm(a, HARSH[reportType % 0x10]);
}

/**
 * The first fix in the fields, found by its longitude and latitude: the index after it, or -1
 * when there is none.
 */
function decodeFix(position: IncomingPosition, v: string[]): number {
  for (let index = 3; index + 2 < v.length; index++) {
    if (!COORDINATE.test(v[index]!) || !COORDINATE.test(v[index + 1]!)) continue;
    let i = index - 4;
    const next = () => v[i++] ?? '';
    position.valid = true;
    set(position.attributes, 'hdop', int(next()));
    position.speed = knotsFromKph(double(next()));
    position.course = int(next());
    position.altitude = double(next());
    const longitude = double(next());
    setLocation(position, double(next()), longitude);
    setTime(position, parseStamp(next()));
    return i;
  }
  return -1;
}

/** The first cell in the fields (MCC, MNC, LAC, cell id). */
function decodeCell(position: IncomingPosition, v: string[], from: number): void {
  for (let index = from; index + 3 < v.length; index++) {
    const [mcc, mnc, lac, cid] = v.slice(index, index + 4) as [string, string, string, string];
    if (/^\d{4}$/.test(mcc) && /^\d{4}$/.test(mnc) && /^[0-9a-fA-F]{4}$/.test(lac)) {
      if (!/^[0-9a-fA-F]{4,8}$/.test(cid)) continue;
      position.network = network([cellTower(int(mcc), int(mnc), parseHex(lac), parseHex(cid))]);
      return;
    }
  }
}

/**
 * Any other report (Traccar's decodeBasic): a fix and a cell found where they are, the report
 * time, and the alarm its type names. Null when it says nothing.
 */
export function decodeBasic(c: Gl200Context, v: string[], type: string): IncomingPosition | null {
  const position = identified(c, v[2] ?? '');
  if (!position) return null;
  decodeReportType(position, type, v[5]);
  const after = decodeFix(position, v);
  const fixed = after !== -1;
  if (!fixed) lastLocation(position);
  decodeCell(position, v, fixed ? after : 2);
  const last = v.length - 2;
  if (v[last]?.length === 14) {
    reportTime(c, position, parseStamp(v[last]));
    if (fixed && /^\d{1,3}$/.test(v[last - 1] ?? '')) {
      set(position.attributes, 'batteryLevel', int(v[last - 1]!));
    }
  }
  addAlarm(position.attributes, ALARMS[type]);
  return Object.keys(position.attributes).length || position.network ? position : null;
}
