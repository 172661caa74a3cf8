import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { PatternBuilder, Parser } from '../base/pattern';
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
import type { Gt06Message } from './decoder';
import { readDate } from './location';
import { MSG } from './messages';
import { gt06Frame } from './reply';

const PATTERN_LOCATION = new PatternBuilder()
  .text('Current position!')
  .number('Lat:([NS])(d+.d+),')
  .number('Lon:([EW])(d+.d+),')
  .text('Course:')
  .number('(d+.d+),')
  .text('Speed:')
  .number('(d+.d+),')
  .text('DateTime:')
  .number('(dddd)-(dd)-(dd) +')
  .number('(dd):(dd):(dd)')
  .compile();

const PATTERN_FUEL = new PatternBuilder()
  .text('!AIOIL,')
  .number('d+,')
  .number('d+.d+,')
  .number('(d+.d+),') // temperature
  .expression('[^,]+,')
  .number('dd')
  .number('d')
  .number('d,')
  .number('(d+.d+),') // measured value
  .expression('[01],')
  .number('d+,')
  .number('xx')
  .compile();

/** A command answer as text, or a position written as text (MSG_STRING_INFO). */
export function decodeStringInfo(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  reader.u32(); // server flag
  const ascii = reader.u8() === 1;
  const bytes = reader.bytes(reader.readable - 6);
  const data = ascii ? bytes.toString('latin1') : utf16be(bytes);
  const parser = new Parser(PATTERN_LOCATION, data);
  if (parser.matches()) {
    position.valid = true;
    const latitude = parser.nextCoordinate('HEM_DEG');
    setLocation(position, latitude, parser.nextCoordinate('HEM_DEG'));
    position.course = parser.nextDouble(0);
    position.speed = parser.nextDouble(0);
    setTime(position, parser.nextDateTime('YMD_HMS'));
  } else {
    lastLocation(position);
    set(position.attributes, 'result', data);
  }
  return position;
}

/** Information messages (MSG_INFO, extended): voltages, I/O, ICCID, sensors. */
export function decodeInfo(m: Gt06Message): IncomingPosition | null {
  const { reader, position } = m;
  const attributes = position.attributes;
  const subType = reader.u8();
  lastLocation(position);
  switch (subType) {
    case 0x00:
      set(attributes, 'adc1', reader.u16() / 100);
      return position;
    case 0x04: {
      const content = reader.text(reader.readable - 6);
      for (const value of content.split(';')) {
        const [key = '', text = ''] = value.split('=');
        const number = /^[0-9a-fA-F]+$/.test(text) ? parseInt(text, 16) : null;
        if (/^ALM[1-4]$/.test(key)) set(attributes, `alarm${key[3]}Status`, number);
        else if (key === 'STA1') set(attributes, 'otherStatus', number);
        else if (key === 'DYD') set(attributes, 'engineStatus', number);
      }
      return position;
    }
    case 0x05: {
      if (reader.readable >= 6 + 1 + 6) position.deviceTime = readDate(reader, m.offset);
      const flags = reader.u8();
      set(attributes, 'door', bit(flags, 0));
      set(attributes, 'io1', bit(flags, 2));
      return position;
    }
    case 0x0a:
      reader.skip(16); // imei, imsi
      set(attributes, 'iccid', reader.hex(10).replace(/f+$/, ''));
      return position;
    case 0x0b: {
      const contentLength = m.length - 6;
      if (contentLength === 1) set(attributes, 'networkTechnology', reader.i8() > 0 ? '4G' : '2G');
      else if (contentLength === 2) set(attributes, 'power', reader.u16() / 100);
      return position;
    }
    case 0x0d: {
      if (reader.byteAt(reader.index) !== 0x21) reader.skip(6);
      const parser = new Parser(PATTERN_FUEL, reader.text(reader.readable - 6));
      if (!parser.matches()) return null;
      set(attributes, 'temp1', parser.nextDouble(0));
      set(attributes, 'fuel', parser.nextDouble(0));
      return position;
    }
    case 0x1b: {
      const first = reader.byteAt(reader.index);
      if ((first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a)) {
        set(attributes, 'serial', reader.text(reader.readable - 6).trim());
      } else {
        reader.skip(2); // header, type
        set(attributes, 'driverUniqueId', reader.hex(4));
      }
      return position;
    }
    case 0x1e:
      set(attributes, 'temp1', reader.i32() / 10);
      set(attributes, 'humidity', reader.i32() / 10);
      return position;
    default:
      return null;
  }
}

const MODULAR_ALARMS: Record<number, string> = {
  0x10: 'door',
  0x12: 'removing',
  0x14: 'geofenceEnter',
  0x15: 'geofenceExit',
  0x16: 'temperature',
  0x1a: 'lowBattery',
  0x1b: 'overspeed',
  0x1c: 'powerOn',
  0x1d: 'powerOff',
  0x20: 'vibration',
  0x21: 'powerCut',
  0x23: 'tampering',
};

/** Modules of type, length and value (MSG_GPS_MODULAR). */
export function decodeModular(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  const attributes = position.attributes;
  let located = false;
  while (reader.readable > 6) {
    const module = reader.u16();
    const length = reader.u16();
    switch (module) {
      case 0x03:
        set(attributes, 'iccid', reader.hex(10));
        break;
      case 0x09:
        set(attributes, 'sat', reader.u8());
        break;
      case 0x0a:
        set(attributes, 'satVisible', reader.u8());
        break;
      case 0x11: {
        const tower = cellTower(
          reader.u16(),
          reader.u16(),
          reader.u16(),
          reader.u24(),
          reader.u8(),
        );
        if (tower.cellId > 0) position.network = network([tower]);
        break;
      }
      case 0x18:
        set(attributes, 'battery', reader.u16() / 100);
        break;
      case 0x28:
        set(attributes, 'hdop', reader.u8() / 10);
        break;
      case 0x29:
        set(attributes, 'index', reader.u32());
        break;
      case 0x2a: {
        const input = reader.u8();
        set(attributes, 'door', (input & 0x0f) > 0);
        set(attributes, 'tamper', input >> 4 > 0);
        break;
      }
      case 0x2b:
        set(attributes, 'bootReason', reader.u8());
        break;
      case 0x2e:
        set(attributes, 'odometer', reader.u32le());
        break;
      case 0x33: {
        setTime(position, reader.u32() * 1000);
        set(attributes, 'sat', reader.u8());
        position.altitude = reader.i16();
        let latitude = reader.u32() / 60 / 30000;
        let longitude = reader.u32() / 60 / 30000;
        position.speed = knotsFromKph(reader.u8());
        const flags = reader.u16();
        position.course = flags & 0x3ff;
        position.valid = bit(flags, 12);
        if (!bit(flags, 10)) latitude = -latitude;
        if (bit(flags, 11)) longitude = -longitude;
        setLocation(position, latitude, longitude);
        located = true;
        break;
      }
      case 0x34: {
        const event = reader.u8();
        addAlarm(attributes, MODULAR_ALARMS[event]);
        set(attributes, 'event', event);
        reader.u32le(); // time
        reader.skip(reader.u8()); // content
        break;
      }
      case 0x7f:
        set(attributes, 'tag1Id', reader.hex(6));
        set(attributes, 'tag1Battery', reader.u16() / 1000);
        set(attributes, 'tag1BatteryLevel', reader.u8());
        set(attributes, 'tag1Temp', reader.i16() / 10);
        set(attributes, 'tag1Humidity', reader.i16());
        set(attributes, 'tag1Status', reader.u8());
        break;
      default:
        reader.skip(length);
    }
  }
  if (!located) lastLocation(position);
  m.context.reply(gt06Frame(false, MSG.GPS_MODULAR, reader.u16()));
  return position;
}

/** UTF-16BE text (an odd last byte is dropped). */
function utf16be(bytes: Buffer): string {
  const copy = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
  return copy.swap16().toString('utf16le');
}
