import { bit } from '../base/bits';
import { addAlarm, set } from '../base/position';
import type { Gt06Message } from './decoder';
import { decodeAlarm, decodeStatus } from './location';
import { MSG } from './messages';

const notZero = (hex: string): string | null => (/^0+$/.test(hex) ? null : hex);

/** What follows the status block of a location message, by type and device family. */
export function decodeLocationTail(m: Gt06Message): void {
  const { reader, position, type, variant } = m;
  const attributes = position.attributes;
  const ntDriver = m.modelNT && (type === MSG.GPS_LBS_2 || type === MSG.GPS_LBS_DRIVER);
  if (
    type === MSG.STATUS_2 ||
    type === MSG.GPS_LBS_STATUS_5 ||
    type === MSG.GPS_LBS_STATUS_3 ||
    type === MSG.FENCE_MULTI ||
    type === MSG.ALARM_MODULE ||
    ntDriver
  ) {
    reader.u8(); // language
  }
  if (type === MSG.GPS_LBS_STATUS_1 && variant === 'TRX16I') {
    reader.u8(); // language
    set(attributes, 'driverUniqueId', notZero(reader.hex(8)));
  }
  if (type === MSG.STATUS_2 || type === MSG.ALARM_MODULE) {
    while (reader.readable > 6) {
      const module = reader.u16();
      const length = reader.u8();
      if (module === 0x0018) set(attributes, 'battery', reader.u16() / 100);
      else if (module === 0x0032) set(attributes, 'startupStatus', reader.u8());
      else if (module === 0x006a) set(attributes, 'batteryLevel', reader.u8());
      else reader.skip(length);
    }
  }
  if (type === MSG.GPS_LBS_STATUS_5) {
    set(attributes, 'odometer', reader.u32());
    set(attributes, 'hours', reader.u32() * 1000);
    reader.skip(8); // terminal id
    set(attributes, 'input', reader.u16());
  }
  if (type === MSG.GPS_LBS_1) decodeGpsLbs1Extra(m);
  if (type === MSG.GPS_LBS_2 && variant === 'SEEWORLD') {
    set(attributes, 'ignition', reader.u8() > 0);
    reader.skip(2); // reporting mode, supplementary transmission
    set(attributes, 'odometer', reader.u32());
    reader.u32(); // travel time
    const temperature = reader.u16();
    const value = bit(temperature, 15) ? -(temperature & 0x7fff) : temperature;
    set(attributes, 'temp1', value / 100);
    set(attributes, 'humidity', reader.u16() / 100);
  }
  if (type === MSG.GPS_LBS_STATUS_4 && variant === 'SL4X') position.altitude = reader.i16();
  const plain = [MSG.GPS_LBS_2, MSG.GPS_LBS_3, MSG.GPS_LBS_4, MSG.GPS_LBS_5] as number[];
  if (plain.includes(type) && reader.readable >= 3 + 6 && !m.modelNT) {
    set(attributes, 'ignition', reader.u8() > 0);
    set(attributes, 'event', reader.u8());
    set(attributes, 'archive', reader.u8() > 0);
    if (variant === 'SL4X') {
      if (reader.readable > 2 + 6) set(attributes, 'odometer', reader.u32());
      position.altitude = reader.i16();
    }
  }
  if (type === MSG.GPS_LBS_3) {
    const module = reader.u16();
    const length = reader.u8();
    if (module === 0x0027) set(attributes, 'power', reader.u16() / 100);
    else if (module === 0x002e) set(attributes, 'odometer', reader.u32());
    else if (module === 0x003b) position.accuracy = reader.u16() / 100;
    else reader.skip(length);
  }
  if (type === MSG.GPS_LBS_RFID) {
    set(attributes, 'driverUniqueId', reader.hex(8));
    reader.u8(); // validity
  }
  if (ntDriver) {
    set(attributes, 'odometer', reader.u24());
    set(attributes, 'hours', reader.u24() * 60_000);
  }
  if (m.modelNT && type === MSG.GPS_LBS_DRIVER) {
    const length = reader.u8();
    if (length > 0) {
      reader.u8(); // driver identifier type
      set(attributes, 'driverUniqueId', reader.hex(length - 1));
    }
  }
  if (reader.readable === 3 + 6 || reader.readable === 3 + 4 + 6) {
    set(attributes, 'ignition', reader.u8() > 0);
    reader.u8(); // upload mode
    set(attributes, 'archive', reader.u8() > 0 ? true : null);
  }
  if (reader.readable === 4 + 6) set(attributes, 'odometer', reader.u32());
  if (type === MSG.GPS_LBS_STATUS_3 || type === MSG.FENCE_MULTI) {
    set(attributes, 'geofence', reader.u8());
  }
}

/** The extra fields some families add to GPS_LBS_1 (GT06E cards, Benway, VXT01, S5, WeTrust). */
function decodeGpsLbs1Extra(m: Gt06Message): void {
  const { reader, position, variant } = m;
  const attributes = position.attributes;
  if (variant === 'GT06E_CARD') {
    set(attributes, 'odometer', reader.u32());
    const card = reader.text(reader.u8());
    reader.skip(2); // alarm, swiped
    set(attributes, 'card', card.trim());
  } else if (variant === 'BENWAY') {
    const mask = reader.u16();
    set(attributes, 'ignition', bit(mask, 15));
    set(attributes, 'in2', bit(mask, 14));
    if (bit(mask, 12)) {
      const value = mask & 0x1ff;
      set(attributes, 'temp1', bit(mask, 9) ? -value : value);
    } else {
      const value = mask & 0x3ff;
      set(attributes, 'adc1', bit(mask, 13) ? value : value / 10);
    }
  } else if (variant === 'VXT01') {
    decodeStatus(position, reader, variant);
    set(attributes, 'power', reader.u16() / 100);
    set(attributes, 'rssi', reader.u8());
    reader.u8(); // alarm extension
  } else if (variant === 'S5') {
    decodeStatus(position, reader, variant);
    set(attributes, 'power', reader.u16() / 100);
    set(attributes, 'rssi', reader.u8());
    addAlarm(attributes, decodeAlarm(reader.u8(), m));
    set(attributes, 'oil', reader.u16());
    const temperature = reader.u8();
    set(attributes, 'temp1', bit(temperature, 7) ? -(temperature & 0x7f) : temperature);
    set(attributes, 'odometer', reader.u32() * 10);
  } else if (variant === 'WETRUST') {
    set(attributes, 'odometer', reader.u32());
    set(attributes, 'card', reader.text(reader.u8()));
    addAlarm(attributes, reader.u8() > 0 ? 'general' : null);
    set(attributes, 'cardStatus', reader.u8());
    set(attributes, 'drivingTime', reader.u16());
  }
}
