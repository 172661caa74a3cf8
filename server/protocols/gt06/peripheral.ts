import type { IncomingPosition } from '../../pipeline/types';
import { lastLocation, set } from '../base/position';
import type { Gt06Message } from './decoder';
import { MSG } from './messages';

/** Peripheral (VL842) and device status (Jimi 4G) items after a timestamp. */
export function decodePeripheral(m: Gt06Message): IncomingPosition {
  const { reader, position, type } = m;
  const attributes = position.attributes;
  lastLocation(position, reader.u32() * 1000);
  while (reader.readable > 6) {
    const id = reader.u16();
    if (type === MSG.PERIPHERAL) {
      if (id === 0x000a) {
        const length = reader.u16();
        reader.u8(); // mac address type
        set(attributes, 'mac', reader.hex(6));
        const event = reader.u8();
        set(attributes, 'event', event);
        const eventData = reader.u8();
        set(attributes, 'eventData', event > 0 ? eventData : null);
        set(attributes, 'dataType', reader.u8());
        set(attributes, 'dataDetails', reader.hex(length - 10));
      } else if (id === 0x000c) {
        reader.u8(); // length
        set(attributes, 'externalBatteryLevel', reader.u8());
        set(attributes, 'externalBatteryCharge', reader.u8() > 0 ? true : null);
        set(attributes, 'externalBatteryCycles', reader.u16());
        reader.skip(6);
      } else {
        const length = reader.u8();
        reader.skip(length === 0 ? reader.u8() : length);
      }
      continue;
    }
    const length = reader.u8();
    switch (id) {
      case 0x0001: {
        const motion = reader.u8();
        set(attributes, 'motion', motion === 0x02 || motion === 0x04);
        break;
      }
      case 0x0002:
        set(attributes, 'armed', reader.u8() > 0);
        break;
      case 0x0004:
        set(attributes, 'ignition', reader.u8() > 0);
        break;
      case 0x0005:
        set(attributes, 'power', reader.u16() / 100);
        break;
      case 0x0007:
        set(attributes, 'charge', reader.u8() > 0);
        break;
      case 0x000a:
        set(attributes, 'chargeVoltage', reader.u16());
        break;
      case 0x000b:
        set(attributes, 'batteryTemp', reader.u16() / 10);
        break;
      default:
        reader.skip(length);
    }
  }
  m.ack();
  return position;
}
