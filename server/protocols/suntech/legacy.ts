import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower } from '../../storage';
import type { Fields } from '../base/fields';
import { parseDouble } from '../base/pattern';
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
import {
  alertAlarm,
  decodeSerialData,
  emergencyAlarm,
  suntechTime,
  type SuntechOptions,
} from './common';

/** Latitude, longitude, speed (km/h) and course, in that order. */
function decodeFix(position: IncomingPosition, fields: Fields): void {
  const latitude = fields.double();
  setLocation(position, latitude, fields.double());
  position.speed = knotsFromKph(fields.double());
  position.course = fields.double();
}

/** ST9xx: `ST910;<Location|Emergency|Alert>;<id>;…` (Traccar's decode9). */
export function decode9(
  position: IncomingPosition,
  fields: Fields,
  type: string,
  options: SuntechOptions,
): void {
  if (type === 'Emergency' || type === 'Alert') addAlarm(position.attributes, 'general');
  if (type !== 'Alert' || options.protocolType === 0) {
    set(position.attributes, 'versionFw', fields.text());
  }
  setTime(position, suntechTime(fields));
  if (options.protocolType === 1) fields.skip(); // cell
  decodeFix(position, fields);
  position.valid = fields.text() === '1';
  if (options.protocolType === 1) set(position.attributes, 'odometer', fields.int());
}

/** ST4xx: seven cells, battery, then an optional fix (Traccar's decode4). */
export function decode4(position: IncomingPosition, fields: Fields): void {
  const a = position.attributes;
  set(a, 'versionFw', fields.text());
  const model = fields.int();
  if (model === 41) fields.skip(); // variant
  const cells: CellTower[] = [];
  for (let i = 0; i < 7; i++) {
    const cid = fields.int();
    const mcc = fields.int();
    const mnc = fields.int();
    // The serving cell gives its signal before its area; the neighbours the other way round.
    let lac: number, rssi: number;
    if (i === 0) {
      rssi = fields.int();
      lac = fields.int();
    } else {
      lac = fields.int();
      rssi = fields.int();
    }
    fields.skip(); // timing advance
    if (cid > 0) cells.push(cellTower(mcc, mnc, lac, cid, rssi));
  }
  position.network = network(cells);
  set(a, 'battery', fields.double());
  if (fields.text() === '0') set(a, 'archive', true);
  set(a, 'index', fields.int());
  set(a, 'status', fields.int());
  if (fields.peek().length === 3) fields.skip(); // collaborative network
  if (model === 41) {
    fields.skip(2); // collaborative network, temperature
    set(a, 'motion', fields.int() === 2);
  }
  if (fields.peek() === '') {
    lastLocation(position);
    return;
  }
  setTime(position, suntechTime(fields));
  decodeFix(position, fields);
  set(a, 'sat', fields.int());
  position.valid = fields.text() === '1';
}

const REPORTS = ['STT', 'EMG', 'EVT', 'ALT', 'UEX'];

/** True for the ST2xx/3xx/5xx/6xx report types that carry a position. */
export const isLegacyReport = (type: string): boolean => REPORTS.includes(type);

/** What follows the fix of a legacy report, by its type. */
function decodeEvent(position: IncomingPosition, fields: Fields, type: string): void {
  const a = position.attributes;
  switch (type) {
    case 'STT':
      set(a, 'status', fields.int());
      set(a, 'index', fields.int());
      break;
    case 'EMG':
      addAlarm(a, emergencyAlarm(fields.int()));
      break;
    case 'EVT':
      set(a, 'event', fields.int());
      break;
    case 'ALT':
      addAlarm(a, alertAlarm(fields.int()));
      break;
    case 'UEX':
      decodeSerialData(position, fields);
  }
}

/** The fields of `suntech.hbm` devices after the event: hour meter, battery and more. */
function decodeHbm(position: IncomingPosition, fields: Fields, options: SuntechOptions): void {
  const a = position.attributes;
  if (fields.has()) set(a, 'hours', fields.int() * 60_000);
  if (fields.has()) set(a, 'battery', fields.double());
  if (fields.has() && fields.text() === '0') set(a, 'archive', true);
  if (options.includeAdc) {
    for (let i = 1; i <= 3; i++) {
      const value = fields.has() ? fields.text() : '';
      if (value !== '') set(a, `adc${i}`, parseDouble(value));
    }
  }
  if (options.includeRpm && fields.has()) set(a, 'rpm', fields.int());
  if (fields.remaining >= (options.hbm === 1 ? 2 : 7)) {
    set(a, 'driverUniqueId', fields.text());
    fields.skip(); // registered
  }
  if (options.includeTemp) {
    for (let i = 1; i <= 3; i++) {
      const temperature = fields.text();
      const value = temperature.slice(temperature.indexOf(':') + 1);
      if (value !== '') set(a, `temp${i}`, parseDouble(value));
    }
  }
  if (options.hbm >= 2 && fields.remaining >= 5) {
    const cid = fields.int();
    const mcc = fields.int();
    const mnc = fields.int();
    const rssi = fields.int();
    position.network = network([cellTower(mcc, mnc, fields.int(), cid, rssi)]);
  }
}

/**
 * ST2xx/ST3xx/ST5xx/ST6xx (`SA200STT;<id>;…`): fix, odometer, power, inputs and outputs, then
 * what the type adds (Traccar's decode2356). The cursor stands after the id; `model` is the
 * five-character prefix.
 */
export function decode2356(
  position: IncomingPosition,
  fields: Fields,
  model: string,
  type: string,
  options: SuntechOptions,
): void {
  const a = position.attributes;
  if (model.startsWith('ST3') || model === 'ST500' || model === 'ST600') fields.skip(); // model
  set(a, 'versionFw', fields.text());
  setTime(position, suntechTime(fields));
  if (model !== 'ST500') {
    const cid = fields.hex();
    if (model === 'ST600') {
      const mcc = fields.int();
      const mnc = fields.int();
      const lac = fields.hex();
      position.network = network([cellTower(mcc, mnc, lac, cid, fields.int())]);
    }
  }
  decodeFix(position, fields);
  set(a, 'sat', fields.int());
  position.valid = fields.text() === '1';
  set(a, 'odometer', fields.int());
  set(a, 'power', fields.double());
  const io = fields.text();
  if (io.length >= 6) {
    set(a, 'ignition', io[0] === '1');
    for (let i = 1; i <= 3; i++) set(a, `in${i}`, io[i] === '1');
    set(a, 'out1', io[4] === '1');
    set(a, 'out2', io[5] === '1');
  }
  decodeEvent(position, fields, type);
  if (options.hbm >= 1) decodeHbm(position, fields, options);
}
