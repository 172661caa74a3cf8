import { addAlarm, set } from '../base/position';
import type { Item } from './items';

/** JC dash cameras' alarms by extended type. */
const ALARMS: Record<number, string> = {
  0x0001: 'fault',
  0x0400: 'hardAcceleration',
  0x0412: 'hardAcceleration',
  0x0401: 'hardBraking',
  0x0413: 'hardBraking',
  0x0402: 'hardCornering',
  0x0414: 'hardCornering',
  0x0403: 'overspeed',
  0x0405: 'accident',
  0x0416: 'accident',
  0x0417: 'accident',
  0x0406: 'vibration',
  0x0407: 'tow',
  0x0408: 'geofenceEnter',
  0x0409: 'geofenceExit',
  0x040c: 'door',
  0x0415: 'laneChange',
  0x0c01: 'sos',
  0x0c02: 'lowPower',
  0x0c05: 'general',
  0x0c0e: 'powerCut',
  0x0c0f: 'lowBattery',
  0x0c10: 'powerOff',
  0x0c12: 'tampering',
};

/** Status items of the 0x2005 block. */
function decodeStatusBlock(i: Item): void {
  const { r } = i;
  const a = i.position.attributes;
  r.u8(); // packet length
  while (r.index < i.end) {
    const id = r.u16();
    const length = r.u8();
    const end = r.index + length;
    if (id === 0x0001) set(a, 'battery', r.u16() / 100);
    else if (id === 0x0002) set(a, 'dataUsage', r.u32());
    else if (id === 0x0003) set(a, 'batteryLevel', r.u8());
    else if (id === 0x0004) set(a, 'charge', r.u8() === 0);
    else if (id === 0x0005) set(a, 'iccid', r.hex(10).slice(0, 19));
    else if (id === 0x0007) set(a, 'hdop', r.u16() / 10);
    else if (id === 0x2001) set(a, 'power', r.u16() / 10);
    r.index = end;
  }
}

/** The 0xE8 item of JC dash cameras: upload mode, power, status block, or an alarm. */
export function decodeJcStatus(i: Item): void {
  const { r } = i;
  const a = i.position.attributes;
  const type = r.u16();
  if (type === 0x2002) {
    r.u8(); // packet length
    set(a, 'uploadMode', r.u8());
    set(a, 'buffered', r.u8() === 1);
  } else if (type === 0x2003) {
    r.u8(); // packet length
    set(a, 'charge', r.u8() === 1);
    const status = r.u8();
    if (status >= 1 && status <= 6) set(a, 'batteryLevel', Math.trunc((status * 100) / 6));
    set(a, 'battery', r.u16() / 100);
    set(a, 'rssi', r.u8());
    set(a, 'power', r.u16() / 100);
  } else if (type === 0x2005) {
    decodeStatusBlock(i);
  } else if (type === 0x0c03 || type === 0x0c04) {
    set(a, 'ignition', type === 0x0c03);
  } else {
    addAlarm(a, ALARMS[type]);
  }
}
