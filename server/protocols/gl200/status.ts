import type { IncomingPosition } from '../../pipeline/types';
import type { Fields } from '../base/fields';
import { parseHex } from '../base/pattern';
import { lastLocation, newPosition, set } from '../base/position';
import { type Gl200Context, identified, reportTime } from './common';
import { decodeLocationFields } from './location';
import { gl200Model } from './models';
import { double, int, optional, parseHours, parseStamp } from './values';

const reportStamp = (f: Fields): number => parseStamp(f.values[f.values.length - 2] ?? '');

/** The motion state of GTINF: [ignition, motion] as far as known. */
const STATES: Record<number, [boolean | null, boolean]> = {
  0x16: [false, true],
  0x1a: [false, true],
  0x12: [false, true],
  0x11: [false, false],
  0x21: [true, false],
  0x22: [true, true],
  0x41: [null, false],
  0x42: [null, true],
};

/** `+ACK`: a heartbeat (answered with `+SACK:GTHBD`), or a command's acknowledgement. */
export function decodeAck(c: Gl200Context, values: string[]): IncomingPosition[] {
  if (!c.context.identify(values[2] ?? '')) return [];
  if (values[0] === '+ACK:GTHBD') {
    c.context.reply(`+SACK:GTHBD,${values[1]},${values[values.length - 1]}$`);
    return [];
  }
  const position = newPosition('gl200', c.context.now);
  lastLocation(position, parseStamp(values[values.length - 2] ?? ''));
  position.valid = false;
  set(position.attributes, 'result', values[0]);
  return [position];
}

/** GTINF: the device's state (SIM, signal, power, battery). */
export function decodeInf(c: Gl200Context, f: Fields): IncomingPosition | null {
  f.skip(); // header
  const version = f.text();
  if (version.length > 10) return null; // the GT300 protocol
  const position = identified(c, f.text());
  if (!position) return null;
  const a = position.attributes;
  const model = gl200Model(c.context, version);
  f.skip(); // device name
  const state = optional(f, (text) => STATES[parseHex(text)]);
  if (state) {
    set(a, 'ignition', state[0]);
    set(a, 'motion', state[1]);
  }
  set(a, 'iccid', f.text());
  set(a, 'rssi', optional(f, int));
  f.skip(2); // signal quality, external power supply
  if (f.peek(1).length >= 12) {
    f.skip(); // ble sensor mac
    set(a, 'deviceTemp', int(f.text()));
    set(a, 'humidity', int(f.text()));
  }
  const power = f.text();
  if (power.includes('.')) set(a, 'odometer', double(power) * 1000);
  else if (power !== '') set(a, 'power', int(power) / 1000);
  if (model === 'GV350M' || model === 'GV310LAU')
    f.skip(); // expand mask or network type
  else if (model !== 'GV500VC')
    set(
      a,
      'power2',
      optional(f, (text) => int(text) / 1000),
    );
  set(a, 'battery', optional(f, double));
  // Traccar reads the charging flag one field further on.
  if (f.text() !== '') set(a, 'charge', int(f.text()) === 1 ? true : null);
  if (model === 'GV310LAU') {
    f.skip(5); // led state, power saving, external antenna, last fix time, pin mask
    for (let i = 1; i <= 3; i++) set(a, `adc${i}`, int(f.text()));
  }
  reportTime(c, position, reportStamp(f));
  lastLocation(position, position.deviceTime);
  return position;
}

/** GTIGN / GTIGF / GTVGN / GTVGF: ignition on or off, with a location. */
export function decodeIgn(c: Gl200Context, f: Fields, type: string): IncomingPosition | null {
  f.skip(); // header
  const version = f.text();
  const position = identified(c, f.text());
  if (!position) return null;
  const model = gl200Model(c.context, version);
  f.skip(model === 'CV200' ? 3 : 1); // device name (reserved, report type)
  f.skip(); // duration of ignition on/off
  decodeLocationFields(position, model, f);
  set(position.attributes, 'ignition', type.includes('GN'));
  set(position.attributes, 'hours', parseHours(f.text()));
  set(
    position.attributes,
    'odometer',
    optional(f, (text) => double(text) * 1000),
  );
  reportTime(c, position, reportStamp(f));
  return position;
}

/** GTDAT: data from a serial device, with a location. */
export function decodeDat(c: Gl200Context, f: Fields): IncomingPosition | null {
  f.skip(); // header
  const version = f.text();
  const position = identified(c, f.text());
  if (!position) return null;
  const model = gl200Model(c.context, version);
  f.skip(4); // device name, report type, reserved, reserved
  set(position.attributes, 'data', f.text());
  decodeLocationFields(position, model, f);
  reportTime(c, position, reportStamp(f));
  return position;
}
