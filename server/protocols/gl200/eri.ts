import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import type { Fields } from '../base/fields';
import { parseHex } from '../base/pattern';
import { DecodeError } from '../base/errors';
import { newPosition, set } from '../base/position';
import { type Gl200Context, decodeAnalog, decodeStatus, identified, reportTime } from './common';
import { decodeLocationFields } from './location';
import { gl200Model } from './models';
import { decodeEriDevices } from './eriDevices';
import { double, int, optional, parseHours, parseStamp } from './values';

/** The fields between the locations and the report time, which depend on the model. */
function decodeTail(position: IncomingPosition, model: string, mask: number, f: Fields): void {
  const a = position.attributes;
  const gl5 = model.startsWith('GL5');
  if (!gl5)
    set(
      a,
      'odometer',
      optional(f, (text) => double(text) * 1000),
    );
  if (!gl5 && model !== 'GL320M') {
    set(a, 'hours', parseHours(f.text()));
    const adc1 = f.text();
    if (adc1 !== '') decodeAnalog(position, 1, adc1);
  }
  if (model.startsWith('GV') && !model.startsWith('GV6') && model !== 'GV350M') {
    const adc2 = f.text();
    if (adc2 !== '') decodeAnalog(position, 2, adc2);
  }
  if (model === 'GV200' || model === 'GV310LAU') {
    const adc3 = f.text();
    if (adc3 !== '') decodeAnalog(position, 3, adc3);
  }
  if ((model.startsWith('GV3') && model.endsWith('CEU')) || model.startsWith('GV600M')) f.skip();
  if (gl5) {
    set(a, 'batteryLevel', optional(f, int));
    f.skip(); // mode selection
    set(
      a,
      'motion',
      optional(f, (text) => int(text) > 0),
    );
  } else if (model === 'GV200') {
    set(a, 'input', optional(f, parseHex));
    set(a, 'output', optional(f, parseHex));
    f.skip(); // uart device type
  } else if (model === 'GL320M') {
    set(a, 'batteryLevel', optional(f, int));
    if (bit(mask, 7)) set(a, 'externalBattery', optional(f, int));
  } else {
    set(a, 'batteryLevel', optional(f, int));
    const status = f.text();
    if (status !== '') decodeStatus(position, parseHex(status));
    f.skip(); // reserved / uart device type
  }
}

/** GTERI: locations with the extended data its mask announces (fuel, sensors, tags). */
export function decodeEri(c: Gl200Context, f: Fields): IncomingPosition[] | null {
  f.skip(); // header
  const version = f.text();
  const first = identified(c, f.text());
  if (!first) return null;
  const model = gl200Model(c.context, version);
  f.skip(); // device name
  const mask = parseHex(f.text());
  const power = optional(f, (text) => int(text) / 1000);
  f.skip(); // report type
  const count = int(f.text());
  if (count < 1) throw new DecodeError('gl200: a report without locations');
  const positions: IncomingPosition[] = [];
  for (let i = 0; i < count; i++) {
    const position = i === 0 ? first : newPosition('gl200', c.context.now);
    decodeLocationFields(position, model, f);
    positions.push(position);
  }
  const position = positions[positions.length - 1]!;
  set(position.attributes, 'power', power);
  decodeTail(position, model, mask, f);
  reportTime(c, position, parseStamp(f.values[f.values.length - 2] ?? ''));
  const result = c.ignoreFixTime ? [position] : positions;
  decodeEriDevices(position, model, mask, f);
  return result;
}
