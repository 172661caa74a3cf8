import type { IncomingPosition } from '../../pipeline/types';
import { bit, bits } from '../base/bits';
import {
  addAlarm,
  cellTower,
  knotsFromKph,
  network,
  set,
  setLocation,
  setTime,
  utc,
} from '../base/position';
import type { ByteReader } from '../base/reader';
import { MSG, type Variant } from './messages';

/** What the GT06 field decoders need to know about the frame and device. */
export interface Gt06Frame {
  variant: Variant;
  /** The device's clock offset from UTC (ms), from its login or configuration. */
  offset: number;
  modelLW: boolean;
  modelSW: boolean;
  modelVL: boolean;
}

/** A date of six bytes (YY MM DD hh mm ss) in the device's time zone. */
export function readDate(reader: ByteReader, offset: number): number {
  const [y, mo, d, h, mi, s] = [reader.u8(), reader.u8(), reader.u8()].concat([
    reader.u8(),
    reader.u8(),
    reader.u8(),
  ]) as [number, number, number, number, number, number];
  return utc(y, mo, d, h, mi, s) - offset;
}

interface GpsLayout {
  hasLength?: boolean;
  hasSatellites?: boolean;
  hasSpeed?: boolean;
  longSpeed?: boolean;
  swapFlags?: boolean;
}

/** The GPS block (Traccar's decodeGps); false when a length byte says there is no fix. */
export function decodeGps(
  position: IncomingPosition,
  reader: ByteReader,
  offset: number,
  layout: GpsLayout = {},
): boolean {
  const { hasLength = false, hasSatellites = true, hasSpeed = true } = layout;
  setTime(position, readDate(reader, offset));
  if (hasLength && reader.u8() === 0) return false;
  if (hasSatellites) set(position.attributes, 'sat', reader.u8() & 0x0f);
  let latitude = reader.u32() / 60 / 30000;
  let longitude = reader.u32() / 60 / 30000;
  let flags = layout.swapFlags ? reader.u16() : 0;
  if (hasSpeed) position.speed = knotsFromKph(layout.longSpeed ? reader.u16() : reader.u8());
  if (!layout.swapFlags) flags = reader.u16();
  position.course = bits(flags, 0, 10);
  position.valid = bit(flags, 12);
  if (!bit(flags, 10)) latitude = -latitude;
  if (bit(flags, 11)) longitude = -longitude;
  setLocation(position, latitude, longitude);
  if (bit(flags, 14)) set(position.attributes, 'ignition', bit(flags, 15));
  return true;
}

/** The cell tower block (Traccar's decodeLbs); false when a zero length says there is none. */
export function decodeLbs(
  position: IncomingPosition,
  reader: ByteReader,
  type: number,
  hasLength: boolean,
  variant: Variant,
): boolean {
  let length = 0;
  if (hasLength) {
    length = reader.u8();
    if (length === 0) {
      let zeroed = true;
      for (let i = reader.index + 9; i < reader.index + 45 && i < reader.end; i++) {
        if (reader.byteAt(i) !== 0) {
          zeroed = false;
          break;
        }
      }
      if (zeroed) reader.skip(Math.min(reader.readable, 45));
      return false;
    }
  }
  const multi = type === MSG.GPS_LBS_8 || type === MSG.ALARM_MODULE;
  const cellType = multi ? reader.u8() : 0;
  const mcc = reader.u16();
  const longMnc = bit(mcc, 15) || type === MSG.GPS_LBS_6 || variant === 'SL4X';
  const mnc = longMnc ? reader.u16() : reader.u8();
  const wide =
    cellType >= 3 ||
    type === MSG.LBS_ALARM ||
    type === MSG.GPS_LBS_7 ||
    type === MSG.GPS_LBS_STATUS_5;
  const lac = wide ? reader.i32() : reader.u16();
  let cid: number;
  if (wide || variant === 'SL4X') cid = reader.i64();
  else if (
    type === MSG.GPS_LBS_6 ||
    type === MSG.IBUTTON ||
    type === MSG.GPS_LBS_DRIVER ||
    variant === 'SEEWORLD' ||
    (variant === 'TRX16I' && type === MSG.LOCATION_RFID)
  )
    cid = reader.u32();
  else cid = reader.u24();
  if (cellType >= 3) reader.u16();
  else if (multi) reader.u8();
  position.network = network([cellTower(bits(mcc, 0, 15), mnc, lac, cid)]);
  if (length > 9) reader.skip(length - 9);
  return true;
}

const STATUS_ALARMS: Record<number, string> = {
  1: 'vibration',
  2: 'powerCut',
  3: 'lowBattery',
  4: 'sos',
  6: 'geofence',
};

/** The terminal information byte (Traccar's decodeStatus). */
export function decodeStatus(
  position: IncomingPosition,
  reader: ByteReader,
  variant: Variant,
): void {
  const status = reader.u8();
  const attributes = position.attributes;
  set(attributes, 'status', status);
  set(attributes, 'ignition', bit(status, 1));
  set(attributes, 'charge', bit(status, 2));
  set(attributes, 'blocked', bit(status, 7));
  const code = bits(status, 3, 6);
  if (code === 7) addAlarm(attributes, variant === 'VXT01' ? 'overspeed' : 'removing');
  else addAlarm(attributes, STATUS_ALARMS[code]);
}

/** Alarm names of the alarm/language bytes (Traccar's decodeAlarm). */
export function decodeAlarm(value: number, frame: Gt06Frame): string | null {
  const { modelLW: lw, modelSW: sw, modelVL: vl, variant } = frame;
  const trx = variant === 'TRX16I';
  switch (value) {
    case 0x01:
      return 'sos';
    case 0x02:
      return 'powerCut';
    case 0x03:
      return 'vibration';
    case 0x04:
      return 'geofenceEnter';
    case 0x05:
      return 'geofenceExit';
    case 0x06:
      return 'overspeed';
    case 0x09:
      return trx ? 'geofence' : vl ? 'tow' : 'vibration';
    case 0x0e:
      return trx ? 'lowPower' : 'lowBattery';
    case 0x0f:
      return 'lowBattery';
    case 0x11:
      return 'powerOff';
    case 0x0c:
    case 0x13:
    case 0x25:
    case 0x32:
      return 'tampering';
    case 0x14:
      return 'door';
    case 0x18:
      return lw ? 'accident' : 'removing';
    case 0x19:
      return lw ? 'hardAcceleration' : 'lowBattery';
    case 0x1a:
    case 0x27:
    case 0xf1:
      return 'hardBraking';
    case 0x1b:
    case 0x2a:
    case 0x2b:
    case 0x2e:
      return 'hardCornering';
    case 0x23:
      return 'fallDown';
    case 0x26:
    case 0xf0:
      return 'hardAcceleration';
    case 0x28:
      return sw ? 'hardCornering' : vl ? 'powerOff' : 'hardBraking';
    case 0x29:
      return sw ? 'accident' : 'hardAcceleration';
    case 0x2c:
    case 0xf2:
      return 'accident';
    case 0x30:
      return vl ? 'hardBraking' : 'jamming';
    case 0x33:
      return 'lock';
    case 0x34:
      return 'unlock';
    case 0x53:
      return 'fuelLeak';
    case 0x5b:
    case 0x5c:
      return 'temperature';
    case 0xc9:
      return 'idle';
    case 0x0107:
    case 0x010b:
      return 'jamming';
    default:
      return null;
  }
}
