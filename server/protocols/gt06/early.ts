import type { IncomingPosition } from '../../pipeline/types';
import type { CellTower, WifiAccessPoint } from '../../storage';
import { bits } from '../base/bits';
import { addAlarm, cellTower, lastLocation, macFromHex, network, set, utc } from '../base/position';
import { ByteReader, readBcd } from '../base/reader';
import type { Gt06Message } from './decoder';
import { decodeAlarm, decodeGps, decodeLbs, readDate } from './location';
import { MSG } from './messages';
import { gt06Frame } from './reply';

const LBS_GROUP = new Set<number>([
  MSG.LBS_MULTIPLE_1,
  MSG.LBS_MULTIPLE_2,
  MSG.LBS_MULTIPLE_3,
  MSG.LBS_EXTEND,
  MSG.LBS_WIFI,
  MSG.LBS_2,
  MSG.LBS_3,
  MSG.WIFI_ALARM,
]);

const isLbsGroup = (m: Gt06Message): boolean =>
  LBS_GROUP.has(m.type) ||
  (m.type === MSG.WIFI_3 && m.variant !== 'LW4G') ||
  (m.type === MSG.WIFI_5 && !m.extended);

/**
 * The messages Traccar decodes before the location branch (their numbers overlap location
 * types). Returns the position, null when handled with no position, undefined when not one.
 */
export function decodeEarly(m: Gt06Message): IncomingPosition | null | undefined {
  const { type, variant, context } = m;
  if (type === MSG.ADDRESS_REQUEST) {
    const text = Buffer.from('NA&&NA&&0##', 'latin1');
    const content = Buffer.concat([Buffer.from([text.length, 0, 0, 0, 0]), text]);
    context.reply(gt06Frame(true, MSG.ADDRESS_RESPONSE, 0, content));
    return null;
  }
  if (type === MSG.TIME_REQUEST) {
    const now = new Date(context.now);
    const content = Buffer.from([
      now.getUTCFullYear() - 2000,
      now.getUTCMonth() + 1,
      now.getUTCDate(),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
    ]);
    context.reply(gt06Frame(false, MSG.TIME_REQUEST, 0, content));
    return null;
  }
  if (type === MSG.X1_GPS && variant !== 'SL4X') return decodeX1(m);
  if ((type === MSG.WIFI && variant !== 'RFID') || type === MSG.WIFI_2 || type === MSG.WIFI_4) {
    return decodeWifi(m);
  }
  if (type === MSG.INFO && !m.extended) {
    lastLocation(m.position);
    set(m.position.attributes, 'power', m.reader.i16() / 100);
    return m.position;
  }
  if (type === MSG.LBS_MULTIPLE_3 && variant === 'SR411_MINI') {
    const { reader, position } = m;
    decodeGps(position, reader, m.offset);
    decodeLbs(position, reader, type, false, variant);
    set(position.attributes, 'ignition', reader.u8() > 0);
    set(position.attributes, 'power', reader.u16() / 100);
    set(position.attributes, 'battery', reader.u16() / 100);
    return position;
  }
  if (isLbsGroup(m)) return acked(m, decodeCells(m));
  if (type === MSG.BLUETOOTH_CLOCK) return acked(m, decodeBluetoothClock(m));
  if (type === MSG.STRING) return acked(m, decodeString(m));
  if (type === MSG.STATUS && m.reader.readable === 22) return acked(m, decodeStatus22(m));
  if (type === MSG.IBUTTON) {
    const { reader, position } = m;
    reader.skip(8); // imei
    decodeGps(position, reader, m.offset);
    decodeLbs(position, reader, type, false, variant);
    set(position.attributes, 'driverUniqueId', String(reader.u32() * 65536 + reader.u16()));
    return acked(m, position);
  }
  if (type === MSG.LOCATION_RFID && variant === 'TRX16I') return acked(m, decodeTrx16i(m));
  return undefined;
}

function acked(m: Gt06Message, position: IncomingPosition): IncomingPosition {
  m.ack();
  return position;
}

function decodeX1(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  const attributes = position.attributes;
  reader.u32(); // data and alarm
  decodeGps(position, reader, m.offset);
  reader.u16(); // terminal info
  set(attributes, 'odometer', reader.u32());
  const tower = cellTower(reader.u16(), reader.u8(), reader.u16(), reader.u32());
  position.network = network([tower]);
  const driver = reader.u32();
  if (driver > 0) set(attributes, 'driverUniqueId', String(driver));
  set(attributes, 'battery', reader.u16() / 100);
  set(attributes, 'power', reader.u16() / 100);
  const ports = reader.u32();
  set(attributes, 'input', reader.u8());
  set(attributes, 'output', reader.u8());
  for (let i = 1; i <= bits(ports, 20, 24); i++) set(attributes, `adc${i}`, reader.u16() / 100);
  return position;
}

function decodeWifi(m: Gt06Message): IncomingPosition {
  const { reader, position, type } = m;
  const time = reader.bytes(6);
  const clock = new ByteReader(time);
  const [y, mo, d, h, mi, s] = [0, 1, 2, 3, 4, 5].map(() => readBcd(clock, 2)) as number[];
  lastLocation(position, utc(y!, mo!, d!, h!, mi!, s!));
  const wifis: WifiAccessPoint[] = [];
  const cells: CellTower[] = [];
  const wifiCount = type === MSG.WIFI_4 ? reader.u8() : reader.byteAt(2);
  for (let i = 0; i < wifiCount; i++) {
    if (type === MSG.WIFI_4) reader.skip(2);
    const macAddress = macFromHex(reader.hex(6));
    wifis.push({ macAddress, signalStrength: type === MSG.WIFI_4 ? 0 : reader.u8() });
  }
  if (type !== MSG.WIFI_4) {
    const cellCount = reader.u8();
    const mcc = reader.u16();
    const mnc = reader.u8();
    for (let i = 0; i < cellCount; i++) {
      cells.push(cellTower(mcc, mnc, reader.u16(), reader.u16(), reader.u8()));
    }
    const reply = Buffer.concat([Buffer.from([0x78, 0x78, 0, type]), time, Buffer.from('\r\n')]);
    m.context.reply(reply);
  }
  position.network = network(cells, wifis);
  return position;
}

function decodeCells(m: Gt06Message): IncomingPosition {
  const { reader, position, type, variant } = m;
  lastLocation(position, readDate(reader, m.offset));
  const wanway = variant === 'WANWAY_S20' || variant === 'SL4X';
  if (wanway) reader.u8(); // ta
  const mcc = reader.u16();
  const mnc = mcc & 0x8000 || variant === 'SL4X' ? reader.u16() : reader.u8();
  const cell4g = type === MSG.WIFI_ALARM && reader.u8() > 0;
  const count =
    variant === 'WANWAY_S20' || type === MSG.WIFI_ALARM ? reader.u8() : type === MSG.WIFI_5 ? 6 : 7;
  const cells: CellTower[] = [];
  for (let i = 0; i < count; i++) {
    let lac: number;
    let cid: number;
    if (type === MSG.LBS_2 || type === MSG.WIFI_3 || cell4g) {
      lac = reader.i32();
      cid = reader.i64() | 0;
    } else if (type === MSG.WIFI_5 || type === MSG.LBS_3) {
      lac = reader.u16();
      cid = reader.u32() | 0;
    } else {
      lac = reader.u16();
      cid = reader.u24();
    }
    const rssi = -reader.u8();
    if (lac > 0) cells.push(cellTower(mcc & 0x7fff, mnc, lac, cid, rssi));
  }
  if (!wanway) reader.u8(); // ta
  const wifis: WifiAccessPoint[] = [];
  const noWifi = [MSG.LBS_MULTIPLE_1, MSG.LBS_MULTIPLE_2, MSG.LBS_MULTIPLE_3, MSG.LBS_2, MSG.LBS_3];
  if (!(noWifi as number[]).includes(type)) {
    const wifiCount = reader.u8();
    for (let i = 0; i < wifiCount; i++) {
      wifis.push({ macAddress: macFromHex(reader.hex(6)), signalStrength: reader.u8() });
    }
  }
  position.network = network(cells, wifis) ?? { radioType: 'gsm', considerIp: false };
  if (type === MSG.WIFI_ALARM) {
    const alarm = reader.u8();
    const language = reader.u8();
    addAlarm(position.attributes, decodeAlarm(((language >> 4) << 8) | alarm, m));
  }
  return position;
}

function decodeBluetoothClock(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  const attributes = position.attributes;
  lastLocation(position, readDate(reader, m.offset));
  set(attributes, 'rssi', reader.i8());
  set(attributes, 'tagMac', reader.hex(6));
  set(attributes, 'tagUuid', reader.hex(16));
  set(attributes, 'tagMajor', reader.u16());
  set(attributes, 'tagMinor', reader.u16());
  set(attributes, 'tagBattery', reader.u16() / 100);
  set(attributes, 'clock', bits(reader.u8(), 2, 6));
  return position;
}

function decodeString(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  lastLocation(position);
  const length = reader.u8();
  if (length > 0) {
    reader.u32(); // server flag
    const data = reader.text(length - 4);
    if (data.startsWith('<ICCID:')) set(position.attributes, 'iccid', data.slice(7, 27));
    else set(position.attributes, 'result', data);
  }
  return position;
}

function decodeStatus22(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  lastLocation(position);
  reader.skip(1 + 2 + 1 + 1); // content, satellites, alarm, language
  set(position.attributes, 'batteryLevel', reader.u8());
  reader.skip(1 + 2 + 1 + 2 + 2); // mode, voltage, reserved, working times and time
  const value = reader.u16();
  const temperature = (value & 0x7fff) / 10;
  set(position.attributes, 'temp1', value & 0x8000 ? temperature : -temperature);
  return position;
}

function decodeTrx16i(m: Gt06Message): IncomingPosition {
  const { reader, position, type, variant } = m;
  const attributes = position.attributes;
  decodeGps(position, reader, m.offset);
  decodeLbs(position, reader, type, false, variant);
  set(attributes, 'ignition', reader.u8() > 0);
  set(attributes, 'uploadMode', reader.u8());
  set(attributes, 'archive', reader.u8() > 0);
  set(attributes, 'odometer', reader.u32());
  set(attributes, 'power', reader.u16() / 100);
  set(attributes, 'battery', reader.u8() / 10);
  set(attributes, 'hours', reader.u24() * 60_000);
  const rfid = reader.hex(8);
  if (!/^0+$/.test(rfid)) set(attributes, 'driverUniqueId', rfid);
  return position;
}
