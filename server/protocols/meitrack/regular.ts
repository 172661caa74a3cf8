import type { IncomingPosition } from '../../pipeline/types';
import { splitFields } from '../base/fields';
import { Parser, parseHex, parseInt10, PatternBuilder } from '../base/pattern';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  network,
  newPosition,
  set,
  setLocation,
  setTime,
} from '../base/position';
import type { DecoderContext } from '../base/types';
import { meitrackAlarm } from './alarms';

/** A text report (`AAA`, `A10`, `AFF`…), as Traccar's MeitrackProtocolDecoder.PATTERN. */
const PATTERN = new PatternBuilder()
  .text('$$')
  .expression('.') // flag
  .number('d+,') // length
  .number('(d+),') // imei
  .number('xxx,') // command
  .number('d+,')
  .optional()
  .number('(d+),') // event
  .number('(-?d+.d+),') // latitude
  .number('(-?d+.d+),') // longitude
  .number('(dd)(dd)(dd)') // date (yymmdd)
  .number('(dd)(dd)(dd),') // time
  .number('([AV]),') // validity
  .number('(d+),') // satellites
  .number('(d+),') // rssi
  .number('(d+.?d*),') // speed
  .number('(d+),') // course
  .number('(d+.?d*),') // hdop
  .number('(-?d+),') // altitude
  .number('(d+),') // odometer
  .number('(d+),') // runtime
  .number('(d+)|') // mcc
  .number('(d+)|') // mnc
  .number('(x+)?|') // lac
  .number('(x+)?,') // cid
  .number('(xx)') // input
  .number('(xx),') // output
  .groupBegin()
  .number('(d+.d+)|') // battery
  .number('(d+.d+)|') // power
  .number('d+.d+|') // rtc voltage
  .number('d+.d+|') // mcu voltage
  .number('d+.d+,') // gps voltage
  .or()
  .number('(x+)?|') // adc1
  .number('(x+)?|') // adc2
  .number('(x+)?|') // adc3
  .number('(x+)|') // battery
  .number('(x+)?,') // power
  .groupEnd()
  .groupBegin()
  .expression('([^,]+)?,')
  .optional() // event specific
  .expression('[^,]*,') // reserved
  .number('(d+)?,') // protocol
  .number('(x{4})?') // fuel
  .groupBegin()
  .number(',(x{6}(?:|x{6})*)?') // temperature
  .groupBegin()
  .number(',(d+)') // data count
  .expression(',([^*]*)') // data
  .groupEnd('?')
  .groupEnd('?')
  .or()
  .any()
  .groupEnd()
  .text('*')
  .number('xx')
  .text('\r\n')
  .optional()
  .compile();

/** Battery and power of the ADC form, scaled by model (Traccar's table). */
function voltages(model: string, battery: number, power: number): [number, number] {
  switch (model.toUpperCase()) {
    case 'MVT340':
    case 'MVT380':
      return [(battery * 3.0 * 2.0) / 1024.0, (power * 3.0 * 16.0) / 1024.0];
    case 'MT90':
      return [(battery * 3.3 * 2.0) / 4096.0, power];
    case 'MT90G':
      return [(battery * 3.0 * 2.0) / 4096.0, power];
    case 'T1':
    case 'T3':
    case 'MVT100':
    case 'MVT600':
    case 'MVT800':
    case 'TC68':
    case 'TC68S':
      return [(battery * 3.3 * 2.0) / 4096.0, (power * 3.3 * 16.0) / 4096.0];
    default:
      return [battery / 100.0, power / 100.0];
  }
}

/** Temperatures `iivvvv|…`: protocol 3 on, a signed hundredths value; before, degrees.hundredths. */
function decodeTemperatures(position: IncomingPosition, text: string, protocol: number): void {
  for (const item of text.split('|')) {
    const index = parseHex(item.slice(0, 2));
    let value: number;
    if (protocol >= 3) {
      value = ((parseHex(item.slice(2)) << 16) >> 16) / 100.0;
    } else {
      value = (parseHex(item.slice(2, 4)) << 24) >> 24;
      value += (value < 0 ? -0.01 : 0.01) * parseHex(item.slice(4));
    }
    set(position.attributes, `temp${index}`, value);
  }
}

/** The extra data fields: temperature data and a taximeter's trip. */
function decodeDataFields(position: IncomingPosition, values: string[]): void {
  const a = position.attributes;
  if (values.length > 1 && values[1]) set(a, 'tempData', values[1]);
  if (values.length > 5 && values[5]) {
    const data = values[5].split('|');
    set(a, 'taximeterOn', data[0]?.charAt(1) === '0');
    set(a, 'taximeterStart', data[1]);
    if (data.length > 2) {
      set(a, 'taximeterEnd', data[2]);
      set(a, 'taximeterDistance', parseInt10(data[3] ?? ''));
      set(a, 'taximeterFare', parseInt10(data[4] ?? ''));
      set(a, 'taximeterTrip', data[5]);
      set(a, 'taximeterWait', data[6]);
    }
  }
}

/** Decodes a text report; null when it is not one (the pattern does not match). */
export function decodeRegular(text: string, context: DecoderContext): IncomingPosition[] | null {
  const parser = new Parser(PATTERN, text);
  if (!parser.matches()) return null;
  if (!context.identify(parser.next())) return [];
  const position = newPosition('meitrack', context.now);
  const a = position.attributes;
  const event = parser.nextInt(0);
  set(a, 'event', event);
  addAlarm(a, meitrackAlarm(event));
  const latitude = parser.nextDouble(0);
  setLocation(position, latitude, parser.nextDouble(0));
  setTime(position, parser.nextDateTime());
  position.valid = parser.next() === 'A';
  set(a, 'sat', parser.nextInt(0));
  const rssi = parser.nextInt(0);
  position.speed = knotsFromKph(parser.nextDouble(0));
  position.course = parser.nextDouble(0);
  set(a, 'hdop', parser.nextDouble(0));
  position.altitude = parser.nextDouble(0);
  set(a, 'odometer', parser.nextInt(0));
  set(a, 'runtime', parser.next());
  const mcc = parser.nextInt(0);
  const mnc = parser.nextInt(0);
  const lac = parser.nextHexInt(0);
  const cid = parser.nextHexInt(0);
  if (mcc !== 0 && mnc !== 0) position.network = network([cellTower(mcc, mnc, lac, cid, rssi)]);
  set(a, 'input', parser.nextHexInt(0));
  set(a, 'output', parser.nextHexInt(0));
  if (parser.hasNext(2)) {
    set(a, 'battery', parser.nextDouble(0));
    set(a, 'power', parser.nextDouble(0));
  } else {
    for (let i = 1; i <= 3; i++) set(a, `adc${i}`, parser.nextHexInt());
    const [battery, power] = voltages(
      context.model ?? '',
      parser.nextHexInt(0),
      parser.nextHexInt(0),
    );
    set(a, 'battery', battery);
    set(a, 'power', power);
  }
  const eventData = parser.next();
  if (eventData) set(a, event === 37 ? 'driverUniqueId' : 'eventData', eventData);
  const protocol = parser.nextInt(0);
  if (parser.hasNext()) {
    const fuel = parser.next();
    set(a, 'fuel', parseHex(fuel.slice(0, 2)) + parseHex(fuel.slice(2)) / 100.0);
  }
  if (parser.hasNext()) decodeTemperatures(position, parser.next(), protocol);
  if (parser.hasNext(2)) {
    parser.next(); // count
    decodeDataFields(position, splitFields(parser.next(), ','));
  }
  return [position];
}
