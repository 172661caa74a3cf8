import type { IncomingPosition } from '../../pipeline/types';
import { addAlarm, lastLocation, set } from '../base/position';
import { isPrintable } from '../base/reader';
import type { Gt06Message } from './decoder';
import { decodeGps, decodeLbs, readDate } from './location';
import { MSG } from './messages';
import { decodeInfo, decodeModular, decodeStringInfo } from './info';
import { decodePeripheral } from './peripheral';

const EVENT_ALARMS: Record<number, string> = {
  0x0e: 'lowPower',
  0x76: 'temperature',
  0x80: 'vibration',
  0x87: 'overspeed',
  0x88: 'powerCut',
  0x90: 'hardAcceleration',
  0x91: 'hardBraking',
  0x92: 'hardCornering',
  0x93: 'accident',
};

/** The messages Traccar decodes after the location branch; unknown ones are acknowledged. */
export function decodeLate(m: Gt06Message): IncomingPosition | null {
  const { type, reader, position } = m;
  switch (type) {
    case MSG.ALARM:
      return decodeAlarmMessage(m);
    case MSG.STRING_INFO:
      return decodeStringInfo(m);
    case MSG.INFO:
      return decodeInfo(m);
    case MSG.AZ735_GPS:
    case MSG.AZ735_ALARM:
      return decodeAz735(m);
    case MSG.OBD:
      return decodeObd(m);
    case MSG.GPS_MODULAR:
      return decodeModular(m);
    case MSG.SERIAL: {
      lastLocation(position);
      reader.u8(); // external device type
      const data = reader.bytes(reader.readable - 6);
      set(
        position.attributes,
        'result',
        isPrintable(data) ? data.toString('latin1').trim() : data.toString('hex'),
      );
      return position;
    }
    case MSG.PERIPHERAL:
    case MSG.DEVICE_STATUS:
      return decodePeripheral(m);
    case MSG.GPS_LBS_8:
      decodeGps(position, reader, m.offset);
      reader.skip(2); // upload mode, re-upload
      decodeLbs(position, reader, type, false, m.variant);
      return position;
    default: {
      const commands = [MSG.COMMAND_0, MSG.COMMAND_1, MSG.COMMAND_2] as number[];
      if (!m.extended && !commands.includes(type)) m.ack();
      return null;
    }
  }
}

function decodeAlarmMessage(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  const jc400 = m.variant === 'JC400';
  const extendedAlarm = m.length - 5 > 7;
  if (extendedAlarm) {
    if (jc400) reader.skip(3); // marker, version
    const layout = { hasSatellites: jc400, hasSpeed: jc400, longSpeed: jc400, swapFlags: jc400 };
    decodeGps(position, reader, m.offset, layout);
  } else {
    lastLocation(position, readDate(reader, m.offset));
  }
  if (jc400) set(position.attributes, 'power', reader.u16() / 10);
  const event = reader.u8();
  set(position.attributes, 'event', event);
  set(position.attributes, 'eventData', reader.u16());
  if (event === 0x01) addAlarm(position.attributes, extendedAlarm ? 'sos' : 'general');
  else addAlarm(position.attributes, EVENT_ALARMS[event]);
  const files = reader.readable - 6;
  if (files > 0) set(position.attributes, 'eventFiles', reader.text(files));
  m.ack();
  return position;
}

const AZ735_ALARMS: Record<number, string> = {
  0xa2: 'lowBattery',
  0xa3: 'lowBattery',
  0xa4: 'general',
  0xa5: 'door',
};

function decodeAz735(m: Gt06Message): IncomingPosition {
  const { reader, position, type } = m;
  if (!decodeGps(position, reader, m.offset, { hasLength: true })) {
    lastLocation(position, position.deviceTime);
  }
  if (decodeLbs(position, reader, type, true, m.variant)) {
    set(position.attributes, 'rssi', reader.u8());
  }
  reader.skip(reader.u8()); // additional cell towers
  reader.skip(reader.u8()); // wifi access points
  const status = reader.u8();
  set(position.attributes, 'status', status);
  if (type === MSG.AZ735_ALARM) {
    if (status === 0xa0) set(position.attributes, 'armed', true);
    else if (status === 0xa1) set(position.attributes, 'armed', false);
    else addAlarm(position.attributes, AZ735_ALARMS[status]);
  }
  reader.skip(reader.u8()); // reserved extension
  m.ack(true);
  return position;
}

const OBD_KEYS: Record<number, string> = {
  40: 'odometer',
  43: 'fuel',
  45: 'coolantTemp',
  53: 'obdSpeed',
  54: 'rpm',
  71: 'fuelUsed',
  73: 'hours',
};

function decodeObd(m: Gt06Message): IncomingPosition {
  const { reader, position } = m;
  lastLocation(position, readDate(reader, m.offset));
  set(position.attributes, 'ignition', reader.u8() > 0);
  const data = reader.text(reader.readable - 18);
  for (const pair of data.split(',')) {
    const [key = '', value] = pair.split('=');
    if (value === undefined || !/^[0-9a-fA-F]{2}/.test(key)) continue;
    const code = parseInt(key.slice(0, 2), 16);
    if (code === 74) set(position.attributes, 'vin', value);
    else if (OBD_KEYS[code] && /^[0-9a-fA-F]+$/.test(value)) {
      set(position.attributes, OBD_KEYS[code], parseInt(value, 16) / 100);
    }
  }
  return position;
}
