import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { set } from '../base/position';
import type { ByteReader } from '../base/reader';

/** iBeacon / Eddystone list (IO 385). */
function decodeBeaconList(position: IncomingPosition, data: ByteReader): void {
  const attributes = position.attributes;
  data.u8(); // data part
  for (let index = 1; data.readable > 0; index++) {
    const flags = data.u8();
    const name = `beacon${index}`;
    if (flags >> 4 > 0) {
      set(attributes, `${name}Uuid`, data.hex(16));
      set(attributes, `${name}Major`, data.u16());
      set(attributes, `${name}Minor`, data.u16());
    } else {
      set(attributes, `${name}Namespace`, data.hex(10));
      set(attributes, `${name}Instance`, data.hex(6));
    }
    set(attributes, `${name}Rssi`, data.i8());
    if (bit(flags, 1)) set(attributes, `${name}Battery`, data.u16() / 100);
    if (bit(flags, 2)) set(attributes, `${name}Temp`, data.u16());
  }
}

/** Bluetooth sensor tags (IO 548, 10828, 10829, 10831, 11317). */
function decodeTags(position: IncomingPosition, data: ByteReader): void {
  const attributes = position.attributes;
  data.u8(); // header
  for (let i = 1; data.readable > 0; i++) {
    const tag = data.sub(data.u8());
    const name = `tag${i}`;
    while (tag.readable > 0) {
      const id = tag.u8();
      const length = tag.u8();
      switch (id) {
        case 0:
          set(attributes, `${name}Rssi`, tag.i8());
          break;
        case 1:
          set(attributes, `${name}Id`, tag.hex(length));
          break;
        case 2: {
          const value = tag.sub(length);
          const flag = value.u8();
          if (bit(flag, 6)) set(attributes, `${name}LowBattery`, true);
          if (bit(flag, 7)) set(attributes, `${name}Voltage`, value.u8() * 10 + 2000);
          break;
        }
        case 5:
          set(attributes, `${name}Name`, tag.bytes(length).toString('utf8'));
          break;
        case 6:
          set(attributes, `${name}Temp`, tag.i16());
          break;
        case 7:
          set(attributes, `${name}Humidity`, tag.u8());
          break;
        case 8:
          set(attributes, `${name}Magnet`, tag.u8() > 0);
          break;
        case 9:
          set(attributes, `${name}Motion`, tag.u8() > 0);
          break;
        case 10:
          set(attributes, `${name}MotionCount`, tag.u16());
          break;
        case 11:
          set(attributes, `${name}Pitch`, tag.i8());
          break;
        case 12:
          set(attributes, `${name}AngleRoll`, tag.i16());
          break;
        case 13:
          set(attributes, `${name}LowBattery`, tag.u8());
          break;
        case 14:
          set(attributes, `${name}Battery`, tag.u16());
          break;
        case 15:
          set(attributes, `${name}Mac`, tag.hex(6));
          break;
        default:
          tag.skip(length);
      }
    }
  }
}

/** Beacon and sensor-tag IO elements of codec 8 extended. */
export function decodeBeacons(position: IncomingPosition, id: number, data: ByteReader): void {
  if (id === 385) decodeBeaconList(position, data);
  else decodeTags(position, data);
}
