import type { IncomingPosition } from '../../pipeline/types';
import { addAlarm, set } from '../base/position';

const BQ81: Record<string, string> = {
  '0': 'lowBattery',
  '1': 'overspeed',
  '2': 'idle',
  '3': 'hardAcceleration',
  '4': 'hardBraking',
  '5': 'temperature',
};

const ALARMS: Record<string, string> = {
  '1': 'accident',
  '2': 'sos',
  '3': 'vibration',
  '4': 'lowspeed',
  '5': 'overspeed',
  '6': 'geofenceExit',
};

const BY_TYPE: [string[], (position: IncomingPosition) => void][] = [
  [['ZC11', 'DW31', 'DW51'], (p) => addAlarm(p.attributes, 'movement')],
  [['ZC12', 'DW32', 'DW52'], (p) => addAlarm(p.attributes, 'lowBattery')],
  [['ZC13', 'DW33', 'DW53'], (p) => addAlarm(p.attributes, 'powerCut')],
  [['ZC15', 'DW35', 'DW55', 'ZC29', 'DW42', 'DW62'], (p) => set(p.attributes, 'ignition', true)],
  [['ZC16', 'DW36', 'DW56'], (p) => set(p.attributes, 'ignition', false)],
  [['ZC17', 'DW37', 'DW57'], (p) => addAlarm(p.attributes, 'removing')],
  [['ZC25', 'DW3E', 'DW5E'], (p) => addAlarm(p.attributes, 'sos')],
  [['ZC26', 'DW3F', 'DW5F'], (p) => addAlarm(p.attributes, 'tampering')],
  [['ZC27', 'DW40', 'DW60'], (p) => addAlarm(p.attributes, 'lowPower')],
];

/** Alarms and ignition named by the sentence type (Traccar's decodeType). */
export function decodeType(position: IncomingPosition, type: string, data: string | null): void {
  if (type === 'BQ81') {
    if (data !== null && /^\d+$/.test(data))
      addAlarm(position.attributes, BQ81[String(Number(data))]);
    return;
  }
  if (type === 'BO01') {
    addAlarm(position.attributes, ALARMS[(data ?? '')[0] ?? '']);
    return;
  }
  BY_TYPE.find(([types]) => types.includes(type))?.[1](position);
}
