import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { splitFields } from '../base/fields';
import { parseDouble, parseInt10 } from '../base/pattern';
import { set } from '../base/position';

/** The fields of a `$OBD-RT` sentence after its header, in order. */
const FIELDS: [string, (text: string) => number][] = [
  ['power', parseDouble],
  ['rpm', parseDouble],
  ['obdSpeed', parseDouble],
  ['throttle', parseDouble],
  ['engineLoad', parseDouble],
  ['coolantTemp', parseInt10],
  ['fuelConsumption', parseDouble], // instant
  ['fuelConsumption', parseDouble], // average
  ['tripOdometer', parseDouble],
  ['obdOdometer', parseDouble],
  ['tripFuelUsed', parseDouble],
  ['fuelUsed', parseDouble],
];

/** Real-time OBD readings (`$OBD-RT,power,rpm,…`). */
export function decodeObdRt(position: IncomingPosition, data: string): void {
  const values = splitFields(data, ',');
  FIELDS.forEach(([key, parse], k) => {
    const text = values[k + 1];
    if (text === undefined) throw new DecodeError('jt808: OBD field missing');
    if (text !== '') set(position.attributes, key, parse(text));
  });
}
