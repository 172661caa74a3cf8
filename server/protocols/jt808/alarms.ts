import type { Attrs } from '../../storage';
import { bit } from '../base/bits';
import { addAlarm } from '../base/position';

const PADLOCK_MODELS = new Set(['G-360P', 'G-508P']);
export const AOVX_MODELS = new Set(['AL300', 'GL100']);

/** The standard alarm flags, bit by bit (JT/T 808 table 24, as Traccar reads them). */
const STANDARD: [number[], string][] = [
  [[0], 'sos'],
  [[1], 'overspeed'],
  [[2], 'fatigueDriving'],
  [[5, 6], 'gpsAntennaCut'],
  [[4, 9, 10, 11], 'fault'],
  [[7, 18], 'lowBattery'],
  [[8], 'powerOff'],
  [[15], 'vibration'],
  [[16, 17], 'tampering'],
  [[19], 'parking'],
  [[20], 'geofence'],
  [[26], 'general'],
  [[28], 'movement'],
];

/** Alarms of a location report's alarm flags, which some models use their own way. */
export function decodeAlarm(a: Attrs, model: string | null, value: number): void {
  if (model && PADLOCK_MODELS.has(model)) {
    if (bit(value, 0) || bit(value, 4)) addAlarm(a, 'removing');
    if (bit(value, 1)) addAlarm(a, 'tampering');
    return;
  }
  if (model && AOVX_MODELS.has(model)) {
    if (bit(value, 16)) addAlarm(a, 'movement');
    return;
  }
  for (const [bits, alarm] of STANDARD) if (bits.some((b) => bit(value, b))) addAlarm(a, alarm);
  if ((bit(value, 29) || bit(value, 30)) && model !== 'VL300') addAlarm(a, 'accident');
}
