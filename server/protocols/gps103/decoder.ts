import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { Parser, parseDouble, parseInt10 } from '../base/pattern';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  lastLocation,
  network,
  newPosition,
  set,
  setLocation,
  setTime,
  utc,
} from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { PATTERN, PATTERN_ALT, PATTERN_OBD } from './patterns';

const ALARMS: Record<string, string> = {
  'help me': 'sos',
  'low battery': 'lowBattery',
  stockade: 'geofence',
  move: 'movement',
  speed: 'overspeed',
  'door alarm': 'door',
  'ac alarm': 'powerCut',
  'accident alarm': 'accident',
  'sensor alarm': 'vibration',
  'bonnet alarm': 'bonnet',
  'footbrake alarm': 'footBrake',
  DTC: 'fault',
};

function decodeAlarm(value: string): string | null {
  if (value.startsWith('T:')) return 'temperature';
  if (value.startsWith('oil')) return 'fuelLeak';
  return ALARMS[value] ?? null;
}

const mcc = (context: DecoderContext) => Number(context.lookup('geolocation.mcc') ?? 0) || 0;
const mnc = (context: DecoderContext) => Number(context.lookup('geolocation.mnc') ?? 0) || 0;

function decodeRegular(sentence: string, context: DecoderContext): IncomingPosition | null {
  const parser = new Parser(PATTERN, sentence);
  if (!parser.matches()) return null;
  const imei = parser.next();
  if (!context.identify(imei)) return null;
  const position = newPosition('gps103', context.now);
  const attributes = position.attributes;
  const alarm = parser.next();
  addAlarm(attributes, decodeAlarm(alarm));
  if (alarm === 'help me') context.reply(`**,imei:${imei},E;`);
  else if (alarm === 'acc on') set(attributes, 'ignition', true);
  else if (alarm === 'acc off') set(attributes, 'ignition', false);
  else if (alarm.startsWith('T:')) set(attributes, 'temp1', parseDouble(alarm.slice(2)));
  else if (alarm.startsWith('oil ')) set(attributes, 'fuel', parseDouble(alarm.slice(4)));
  else if (attributes.alarm === undefined && alarm !== 'tracker' && !alarm.startsWith('vt')) {
    set(attributes, 'event', alarm);
  }
  const hasDate = parser.hasNext(3);
  const date = hasDate ? [parser.nextInt(0), parser.nextInt(0), parser.nextInt(0)] : null;
  const localHours = parser.nextInt(0);
  const localMinutes = parser.nextInt(0);
  const rfid = parser.next();
  if (alarm === 'rfid') set(attributes, 'driverUniqueId', rfid);
  if (parser.hasNext(2)) {
    const lac = parser.nextHexInt(0);
    position.network = network([cellTower(mcc(context), mnc(context), lac, parser.nextHexInt(0))]);
  }
  if (!parser.hasNextAny(20)) {
    lastLocation(position);
    return position;
  }
  const utcHours = parser.next();
  const utcMinutes = parser.next();
  if (!date) throw new DecodeError('gps103: a location without a date');
  let time = utc(date[0]!, date[1]!, date[2]!, localHours, localMinutes, parser.nextInt(0));
  if (utcHours && utcMinutes) {
    let delta = (localHours - parseInt10(utcHours)) * 60 + localMinutes - parseInt10(utcMinutes);
    if (delta <= -12 * 60) delta += 24 * 60;
    else if (delta > 12 * 60) delta -= 24 * 60;
    time -= delta * 60_000;
  }
  setTime(position, time);
  position.valid = parser.next() === 'A';
  const latitude = parser.nextCoordinate('HEM_DEG_MIN_HEM');
  setLocation(position, latitude, parser.nextCoordinate('HEM_DEG_MIN_HEM'));
  position.speed = parser.nextDouble(0);
  position.course = parser.nextDouble(0);
  position.altitude = parser.nextDouble(0);
  if (parser.hasNext()) set(attributes, 'ignition', parser.nextInt(0) === 1);
  if (parser.hasNext()) set(attributes, 'door', parser.nextInt(0) === 1);
  set(attributes, 'fuel1', parser.nextDouble());
  set(attributes, 'fuel2', parser.nextDouble());
  set(attributes, 'temp1', parser.nextInt());
  return position;
}

function decodeObd(sentence: string, context: DecoderContext): IncomingPosition | null {
  const parser = new Parser(PATTERN_OBD, sentence);
  if (!parser.matches() || !context.identify(parser.next())) return null;
  const position = newPosition('gps103', context.now);
  const attributes = position.attributes;
  lastLocation(position, parser.nextDateTime('YMD_HMS'));
  set(attributes, 'odometer', parser.nextInt(0));
  parser.nextDouble(0); // instant fuel consumption
  set(attributes, 'fuelConsumption', parser.nextDouble(0));
  if (parser.hasNext()) set(attributes, 'hours', parser.nextInt(0) * 3_600_000);
  set(attributes, 'obdSpeed', parser.nextInt(0));
  set(attributes, 'engineLoad', parser.next());
  set(attributes, 'coolantTemp', parser.nextInt());
  set(attributes, 'throttle', parser.next());
  set(attributes, 'rpm', parser.nextInt(0));
  set(attributes, 'battery', parser.nextDouble(0));
  set(attributes, 'dtcs', parser.next().replaceAll(',', ' ').trim());
  return position;
}

function decodeAlternative(sentence: string, context: DecoderContext): IncomingPosition | null {
  const parser = new Parser(PATTERN_ALT, sentence);
  if (!parser.matches() || !context.identify(parser.next())) return null;
  const position = newPosition('gps103', context.now);
  const attributes = position.attributes;
  set(attributes, 'event', parser.next());
  set(attributes, 'sensorId', parser.next());
  set(attributes, 'sensorVoltage', parser.nextDouble());
  setTime(position, parser.nextDateTime('HMS_DMY'));
  set(attributes, 'rssi', parser.nextInt());
  position.valid = parser.nextInt(0) > 0;
  const latitude = parser.nextDouble(0);
  setLocation(position, latitude, parser.nextDouble(0));
  position.speed = knotsFromKph(parser.nextInt(0));
  position.course = parser.nextInt(0);
  position.altitude = parser.nextInt(0);
  set(attributes, 'hdop', parser.nextDouble());
  set(attributes, 'sat', parser.nextInt());
  set(attributes, 'ignition', parser.nextInt(0) > 0);
  set(attributes, 'charge', parser.nextInt(0) > 0);
  set(attributes, 'error', parser.next());
  return position;
}

/**
 * GPS103 (TK103-2, Xexun and clones): `imei:…;` text sentences after a `##,imei:…,A;` handshake
 * answered with LOAD, heartbeats (the IMEI alone) answered with ON. Port of Traccar's
 * Gps103ProtocolDecoder (photo uploads are not stored).
 */
export class Gps103Decoder implements MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    let sentence = frame.toString('latin1');
    if (sentence.includes('imei:') && sentence.length <= 30) {
      context.reply('LOAD');
      const imei = /imei:(\d+),/.exec(sentence)?.[1];
      if (imei) context.identify(imei);
      return [];
    }
    if (/^\d/.test(sentence)) {
      context.reply('ON');
      const start = sentence.indexOf('imei:');
      if (start < 0) return [];
      sentence = sentence.slice(start);
    }
    if (sentence.length < 24) throw new DecodeError('gps103: sentence too short');
    let position: IncomingPosition | null;
    if (sentence.startsWith('vr', 21)) {
      context.identify(sentence.slice(5, 20));
      position = null;
    } else if (sentence.slice(21, 24).includes('OBD')) position = decodeObd(sentence, context);
    else if (sentence.endsWith('*')) position = decodeAlternative(sentence, context);
    else position = decodeRegular(sentence, context);
    return position ? [position] : [];
  }
}
