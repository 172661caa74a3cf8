import { bit } from '../base/bits';
import { addAlarm, cellTower, macFromHex, set } from '../base/position';
import { isPrintable } from '../base/reader';
import type { Item, ItemDecoder } from './items';
import { decodeJcStatus } from './jc';
import { decodeObdItems, decodeTags } from './obdItems';
import { decodeExtendedEb } from './extended';
import { javaTrim } from '../base/fields';

const attrs = (item: Item) => item.position.attributes;
const JC_MODELS = new Set(['JC371', 'JC181', 'JC182', 'JC450', 'JC451']);

/** Sensors of an external box (0xEA): alarms, light, pressure, humidity, temperature. */
function decodeExternal(i: Item): void {
  if (i.length <= 2) return;
  const { r } = i;
  const a = attrs(i);
  r.u8(); // extended info type
  while (r.index + 2 <= i.end) {
    const type = r.u8();
    const length = r.u8();
    if (r.index + length > i.end) break;
    const end = r.index + length;
    if (type === 0x11) {
      set(a, 'externalAlarms', r.u16());
      set(a, 'alarmThresholdType', r.u8());
    } else if (type === 0x13) set(a, 'externalIlluminance', r.u16());
    else if (type === 0x14) set(a, 'externalAirPressure', r.u16());
    else if (type === 0x15) set(a, 'externalHumidity', r.u16() / 10);
    else if (type === 0x16) set(a, 'externalTemp', r.u16() / 10 - 50);
    r.index = end;
  }
}

/** Sensor readings (0xF6): light, temperature, humidity, accelerometer, air pressure. */
function decodeSensors(i: Item): void {
  const { r } = i;
  const a = attrs(i);
  if (!i.aovx && i.length === 2) {
    set(a, 'airPressure', r.u16());
    return;
  }
  if (!i.aovx && i.length === 8) {
    set(a, 'imei', r.hex(8).slice(1));
    return;
  }
  const event = r.u8();
  set(a, 'event', event);
  if (event === 2) set(a, 'motion', true);
  const mask = r.u8();
  if (bit(mask, 0)) set(a, 'lightSensor', r.u16());
  if (bit(mask, 1)) set(a, 'temp1', r.i16() / 10);
  if (bit(mask, 2)) set(a, 'humidity', r.i16() / 10);
  if (bit(mask, 3)) set(a, 'gSensor', `[${r.i16()},${r.i16()},${r.i16()}]`);
  if (bit(mask, 4)) r.skip(10); // threshold configuration
  if (bit(mask, 5)) set(a, 'airPressure', r.u16());
}

/** Battery and charging (0xF7), or a humidity. */
function decodeBattery(i: Item): void {
  const a = attrs(i);
  if (i.length === 2) {
    set(a, 'humidity', i.r.u16() / 10);
    return;
  }
  set(a, 'battery', i.r.u32() / 1000);
  if (i.length >= 5) {
    const status = i.r.u8();
    if (status === 2 || status === 3) set(a, 'charge', true);
  }
  if (i.length >= 6) set(a, 'batteryLevel', i.r.u8());
}

/** Driving behaviour alarms (0xFE with mark 0x7C), or a battery, power or odometer. */
function decodeFe(i: Item): void {
  const { r } = i;
  const a = attrs(i);
  if (i.length === 1) return set(a, 'batteryLevel', r.u8());
  if (i.length === 2) return set(a, 'power', r.u16() / 10);
  if (i.length === 4) return set(a, 'odometer', r.u32());
  if (r.u8() === 0x7c) {
    while (r.index < i.end) {
      const type = r.u8();
      const length = r.u8();
      if (type !== 0x01) {
        r.skip(length);
        continue;
      }
      const alarms = r.u32();
      const names = ['hardAcceleration', 'hardBraking', 'hardCornering', 'accident', 'tampering'];
      names.forEach((name, b) => bit(alarms, b) && addAlarm(a, name));
    }
  }
  set(a, 'batteryLevel', r.u8());
}

function decodeF9(i: Item): void {
  const { r } = i;
  const mask = r.u16();
  if (bit(mask, 0)) r.skip(4); // gnss age
  if (bit(mask, 1)) r.skip(4); // acc on time
  if (bit(mask, 2)) set(attrs(i), 'hdop', r.u16() / 10);
  if (bit(mask, 3)) r.skip(6); // gnss time
  if (bit(mask, 5)) r.skip(8); // sampling and report interval
  if (bit(mask, 6)) {
    set(attrs(i), 'temp3', r.i16() / 10);
    r.skip(4); // external temperature thresholds
  }
}

function wifis(i: Item): void {
  while (i.r.index < i.end) {
    const mac = macFromHex(i.r.hex(6));
    i.wifis.push({ macAddress: mac, signalStrength: i.r.i8() });
  }
}

export const ITEMS_F: Record<number, ItemDecoder> = {
  0xe8: (i) => {
    if (i.model && JC_MODELS.has(i.model)) decodeJcStatus(i);
    else set(attrs(i), 'lockStatus', i.r.u24());
  },
  0xea: decodeExternal,
  0xeb: (i) => {
    const { r } = i;
    if (r.u16At(r.index) > 200 && (i.length - 3) % 5 === 0) {
      const mcc = r.u16();
      const mnc = r.u8();
      while (r.index < i.end) i.cells.push(cellTower(mcc, mnc, r.u16(), r.u16(), r.u8()));
    } else if (isPrintable(r.buffer.subarray(r.index, r.index + i.length))) {
      set(attrs(i), 'timezone', r.text(i.length));
    } else {
      decodeExtendedEb(i);
    }
  },
  0xec: wifis,
  0xf4: wifis,
  0xed: (i) => set(attrs(i), 'card', javaTrim(i.r.text(i.length))),
  0xee: (i) => {
    if (i.length !== 6) return;
    set(attrs(i), 'rssi', i.r.u8());
    set(attrs(i), 'power', i.r.u16() / 1000);
    set(attrs(i), 'battery', i.r.u16() / 1000);
    set(attrs(i), 'sat', i.r.u8());
  },
  0xf0: (i) => {
    while (i.r.index < i.end) {
      const [mcc, mnc, cid, lac] = [i.r.u16(), i.r.u16(), i.r.u32(), i.r.u32() | 0];
      i.cells.push(cellTower(mcc, mnc, lac, cid, i.r.u8()));
    }
  },
  0xf1: (i) => set(attrs(i), 'power', i.r.u32() / 1000),
  0xf2: (i) => set(attrs(i), 'versionFw', i.r.text(i.length)),
  0xf3: (i) => (i.aovx ? decodeTags(i) : decodeObdItems(i)),
  0xf5: (i) => i.length === 2 && set(attrs(i), 'illuminance', i.r.u16()),
  0xf6: decodeSensors,
  0xf7: decodeBattery,
  0xf8: (i) => {
    if (i.aovx) {
      i.r.skip(9); // working mode, imei
      set(attrs(i), 'iccid', i.r.hex(10));
    } else if (i.model === 'C5' || i.model === 'C5L') {
      set(attrs(i), 'steps', i.r.u16());
    } else {
      set(attrs(i), 'temp2', i.r.u16() / 10 - 50);
    }
  },
  0xf9: decodeF9,
  0xfb: (i) => set(attrs(i), 'container', i.r.text(i.length)),
  0xfc: (i) => set(attrs(i), 'geofence', i.r.u8()),
  0xfe: decodeFe,
};
