import type { IncomingPosition } from '../../pipeline/types';
import type { Attrs } from '../../storage';
import type { ByteReader } from '../base/reader';
import { addAlarm, set } from '../base/position';
import { javaTrim } from '../base/fields';

/** Vehicle readings by id (subtype 0x01); others are kept as `io<id>`. */
const READINGS: Record<number, (r: ByteReader, a: Attrs, length: number) => void> = {
  0x0102: (r, a) => set(a, 'odometer', r.u32() * 100),
  0x0528: (r, a) => set(a, 'odometer', r.u32() * 100),
  0x0546: (r, a) => set(a, 'odometer', r.u32() * 100),
  0x0103: (r, a) => set(a, 'fuel', r.u32() / 100),
  0x0111: (r, a) => set(a, 'fuelTemp', r.u8() - 40),
  0x012e: (r, a) => set(a, 'oilLevel', r.u16() / 10),
  0x052a: (r, a) => set(a, 'fuel', r.u16() / 100),
  0x0105: (r, a) => set(a, 'fuelUsed', r.u32() / 100),
  0x052c: (r, a) => set(a, 'fuelUsed', r.u32() / 100),
  0x014a: (r, a) => set(a, 'fuelConsumption', r.u16() / 100),
  0x0537: (r, a) => set(a, 'fuelConsumption', r.u16() / 100),
  0x0538: (r, a) => set(a, 'fuelConsumption', r.u16() / 100),
  0x0539: (r, a) => set(a, 'fuelConsumption', r.u16() / 100),
  0x052b: (r, a) => set(a, 'fuel', r.u8()),
  0x052d: (r, a) => set(a, 'coolantTemp', r.u8() - 40),
  0x052e: (r, a) => set(a, 'airTemp', r.u8() - 40),
  0x0530: (r, a) => set(a, 'power', r.u16() / 1000),
  0x0535: (r, a) => set(a, 'obdSpeed', r.u16() / 10),
  0x0536: (r, a) => set(a, 'rpm', r.u16()),
  0x053d: (r, a) => set(a, 'intakePressure', r.u16() / 10),
  0x0544: (r, a) => set(a, 'liquidLevel', r.u8()),
  0x0547: (r, a) => set(a, 'throttle', r.u8()),
  0x0548: (r, a) => set(a, 'throttle', r.u8()),
  0xfeec: (r, a, length) => set(a, 'vin', r.text(length)),
};

const ALARMS: Record<number, string> = {
  0x01: 'powerRestored',
  0x02: 'powerCut',
  0x0e: 'idle',
  0x1a: 'hardAcceleration',
  0x1b: 'hardBraking',
  0x1c: 'hardCornering',
  0x1d: 'laneChange',
  0x1e: 'laneChange',
  0x1f: 'laneChange',
  0x23: 'fatigueDriving',
  0x25: 'overspeed',
  0x26: 'accident',
  0x27: 'accident',
  0x28: 'accident',
  0x31: 'door',
  0x32: 'door',
};
const EVENTS: Record<number, string> = {
  51: 'hardAcceleration',
  52: 'hardBraking',
  53: 'hardCornering',
  54: 'laneChange',
  56: 'accident',
};

function readings(r: ByteReader, a: Attrs): void {
  const count = r.u8();
  for (let i = 0; i < count; i++) {
    const id = r.u16();
    const length = r.u8();
    const read = READINGS[id];
    if (read) read(r, a, length);
    else if (length === 1) set(a, `io${id}`, r.u8());
    else if (length === 2) set(a, `io${id}`, r.u16());
    else if (length === 4) set(a, `io${id}`, r.u32());
    else r.skip(length);
  }
}

function codes(r: ByteReader, a: Attrs): void {
  const found: string[] = [];
  const count = r.u16();
  for (let i = 0; i < count; i++) {
    r.skip(4); // system id
    const codeCount = r.u16();
    for (let j = 0; j < codeCount; j++) {
      r.skip(8); // dtc, status
      found.push(javaTrim(r.text(r.u16())));
    }
  }
  set(a, 'dtcs', found.join(' '));
}

function trip(r: ByteReader, a: Attrs): void {
  const property = r.u8();
  set(a, 'tripNumber', r.u32());
  r.skip(6); // start time
  if (property !== 0x02) return;
  r.skip(6 + 8 + 8 + 1); // end time, start and end locations, location flags
  set(a, 'idlingCount', r.u16());
  set(a, 'idlingTime', r.u16());
  set(a, 'tripOdometer', r.u16() * 100);
  set(a, 'tripFuel', r.u16() / 100);
}

/**
 * The body of a 0xF0 vehicle data message by subtype: true when coordinates follow, false
 * when not, null for a subtype Farol does not read.
 */
export function decodeVehicleData(
  position: IncomingPosition,
  r: ByteReader,
  subtype: number,
): boolean | null {
  const a = position.attributes;
  switch (subtype) {
    case 0x01:
      readings(r, a);
      return true;
    case 0x02:
      codes(r, a);
      return true;
    case 0x03: {
      const count = r.u8();
      for (let i = 0; i < count; i++) {
        addAlarm(a, ALARMS[r.u8()]);
        r.skip(r.u8());
      }
      return true;
    }
    case 0x04:
      trip(r, a);
      return false;
    case 0x0b:
      if (r.u8() > 0) set(a, 'vin', r.text(17));
      return false;
    case 0x15: {
      const event = r.i32();
      if (EVENTS[event]) addAlarm(a, EVENTS[event]);
      else set(a, 'event', event);
      return false;
    }
    default:
      return null;
  }
}
