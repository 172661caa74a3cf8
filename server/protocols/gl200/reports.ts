import type { IncomingPosition } from '../../pipeline/types';
import { Parser } from '../base/pattern';
import { addAlarm, lastLocation, set } from '../base/position';
import { type Gl200Context, decodeDeviceTime, initPosition } from './common';
import { decodeLocation } from './location';
import {
  PATTERN_DAR,
  PATTERN_IDA,
  PATTERN_LSA,
  PATTERN_LSW,
  PATTERN_OBD,
  PATTERN_PNA,
  PATTERN_VER,
} from './patterns';

/** GTVER: device type and versions. */
export function decodeVer(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_VER, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  set(position.attributes, 'deviceType', parser.next());
  set(position.attributes, 'versionFw', parser.nextHexInt());
  set(position.attributes, 'versionHw', parser.nextHexInt());
  lastLocation(position, parser.nextDateTime());
  return position;
}

/** GTOBD: the OBD readings, then a location. */
export function decodeObd(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_OBD, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  const a = position.attributes;
  set(a, 'rpm', parser.nextInt());
  set(a, 'obdSpeed', parser.nextInt());
  set(a, 'temp1', parser.nextInt());
  set(a, 'fuelConsumption', parser.next());
  set(a, 'dtcsClearedDistance', parser.nextInt());
  if (parser.hasNext()) set(a, 'odbConnect', parser.nextInt() === 1);
  set(a, 'dtcsNumber', parser.nextInt());
  set(a, 'dtcsCodes', parser.next());
  set(a, 'throttle', parser.nextInt());
  set(a, 'fuel', parser.nextInt());
  if (parser.hasNext()) set(a, 'obdOdometer', parser.nextInt(0) * 1000);
  decodeLocation(position, parser);
  if (parser.hasNext()) set(a, 'obdOdometer', Math.trunc(parser.nextDouble(0) * 1000));
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTLSW / GTTSW: an input switched. */
export function decodeLsw(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_LSW, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  set(position.attributes, `in${sentence.includes('LSW') ? 1 : 2}`, parser.nextInt() === 1);
  decodeLocation(position, parser);
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTIDA: a driver identified by RFID. */
export function decodeIda(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_IDA, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  set(position.attributes, 'driverUniqueId', parser.next());
  decodeLocation(position, parser);
  set(position.attributes, 'odometer', parser.nextDouble(0) * 1000);
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTPNA / GTPFA: powered on or off. */
export function decodePna(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_PNA, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  lastLocation(position);
  addAlarm(position.attributes, sentence.includes('PNA') ? 'powerOn' : 'powerOff');
  return position;
}

/** GTDAR: a driver warning (fatigue). */
export function decodeDar(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_DAR, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  const warningType = parser.nextInt(0);
  const fatigueDegree = parser.nextInt(0);
  if (warningType === 1) {
    addAlarm(position.attributes, 'fatigueDriving');
    set(position.attributes, 'fatigueDegree', fatigueDegree);
  } else {
    set(position.attributes, 'warningType', warningType);
  }
  decodeLocation(position, parser);
  decodeDeviceTime(c, position, parser);
  return position;
}

/** GTLSA: light level, battery and temperature. */
export function decodeLsa(c: Gl200Context, sentence: string): IncomingPosition | null {
  const parser = new Parser(PATTERN_LSA, sentence);
  const position = initPosition(c, parser);
  if (!position) return null;
  decodeLocation(position, parser);
  set(position.attributes, 'lightLevel', parser.nextInt());
  set(position.attributes, 'batteryLevel', parser.nextInt());
  set(position.attributes, 'temp1', parser.nextDouble());
  decodeDeviceTime(c, position, parser);
  return position;
}
