import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { splitFields, type Fields } from '../base/fields';
import { parseDouble } from '../base/pattern';
import { set, utc } from '../base/position';
import type { DecoderContext } from '../base/types';

const EMERGENCIES: Record<number, string> = {
  1: 'sos',
  2: 'parking',
  3: 'powerCut',
  5: 'door',
  6: 'door',
  7: 'movement',
  8: 'vibration',
};

const ALERTS: Record<number, string> = {
  1: 'overspeed',
  5: 'geofenceExit',
  6: 'geofenceEnter',
  14: 'lowBattery',
  15: 'vibration',
  16: 'accident',
  40: 'powerRestored',
  41: 'powerCut',
  42: 'sos',
  46: 'hardAcceleration',
  47: 'hardBraking',
  50: 'jamming',
  132: 'door',
};

/** The alarm of an EMG report's emergency code. */
export const emergencyAlarm = (value: number): string | null => EMERGENCIES[value] ?? null;

/** The alarm of an ALT report's alert id. */
export const alertAlarm = (value: number): string | null => ALERTS[value] ?? null;

/** A `yyyyMMdd` date and `HH:mm:ss` time field pair, as UTC. */
export function suntechTime(fields: Fields): number {
  const text = fields.text() + fields.text();
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new DecodeError(`suntech: not a date and time: "${text}"`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return utc(y!, mo!, d!, h!, mi!, s!);
}

/** Device configuration that shapes the text reports (Traccar's keys). */
export interface SuntechOptions {
  /** `suntech.protocolType`: 1 for ST9 reports with cell and odometer. */
  protocolType: number;
  /** `suntech.hbm`: 1 or 2 when reports end with hour meter, battery and more. */
  hbm: number;
  includeAdc: boolean;
  includeRpm: boolean;
  includeTemp: boolean;
}

const flag = (value: unknown) => value === true || value === 'true';

export function suntechOptions(context: DecoderContext): SuntechOptions {
  return {
    protocolType: Number(context.lookup('suntech.protocolType') ?? 0) || 0,
    hbm: Number(context.lookup('suntech.hbm') ?? 0) || 0,
    includeAdc: flag(context.lookup('suntech.includeAdc')),
    includeRpm: flag(context.lookup('suntech.includeRpm')),
    includeTemp: flag(context.lookup('suntech.includeTemp')),
  };
}

/**
 * The serial data of a UEX report: `<length>;<item>;…;<checksum>`, items of fuel sensors
 * (CabAVL), a driver's card (GTSL) and `key=hex` readings; the cursor ends after the checksum.
 */
export function decodeSerialData(position: IncomingPosition, fields: Fields): void {
  const a = position.attributes;
  let remaining = fields.int();
  let totalFuel = 0;
  while (remaining > 0) {
    const item = fields.text();
    if (item.startsWith('CabAVL')) {
      const data = item.split(',');
      for (const [i, key] of [
        [2, 'fuel1'],
        [3, 'fuel2'],
      ] as const) {
        const fuel = parseDouble(data[i] ?? '');
        if (fuel > 0) {
          totalFuel += fuel;
          set(a, key, fuel);
        }
      }
    } else if (item.startsWith('GTSL')) {
      set(a, 'driverUniqueId', item.split('|')[4]);
    } else if (item.includes('=')) {
      const pair = splitFields(item, '=');
      if (pair.length >= 2) {
        const key = pair[0]!;
        let value = pair[1]!.trim();
        if (value.includes('.')) value = value.slice(0, value.indexOf('.'));
        const parse = () => parseInt(hexOnly(value), 16);
        if (key[0] === 't') set(a, `temp${charAt(key, 2)}`, parse());
        else if (key[0] === 'N') {
          const fuel = parse();
          totalFuel += fuel;
          set(a, `fuel${charAt(key, 2)}`, fuel);
        } else if (key[0] === 'Q') set(a, 'drivingQuality', parse());
      }
    } else {
      set(a, 'serial', item.trim());
    }
    remaining -= item.length + 1;
  }
  if (totalFuel > 0) set(a, 'fuel', totalFuel);
  fields.skip(); // checksum
}

function hexOnly(value: string): string {
  if (!/^[+-]?[0-9a-fA-F]+$/.test(value)) throw new DecodeError(`suntech: not hex: "${value}"`);
  return value;
}

function charAt(text: string, index: number): string {
  const char = text[index];
  if (char === undefined) throw new DecodeError(`suntech: short key "${text}"`);
  return char;
}
