import type { IncomingPosition } from '../../pipeline/types';
import { addAlarm, knotsFromKph, set } from '../base/position';
import type { ByteReader } from '../base/reader';

/** Reads one IO element into the position. */
type Handler = (position: IncomingPosition, reader: ByteReader) => void;
type ModelTest = (model: string | null) => boolean;

const any: ModelTest = () => true;
const fmb: ModelTest = (m) => m !== null && /^(FM[B-Z]...|MTB100|MSP500)$/.test(m);
const fmb6: ModelTest = (m) => m !== null && /^FM.6..$/.test(m);
const tat: ModelTest = (m) => m !== null && /^T.T...$/.test(m);
const fmbNot6: ModelTest = (m) => fmb(m) && !fmb6(m);
const fmbOrTat: ModelTest = (m) => fmb(m) || tat(m);

const PARAMETERS = new Map<number, [ModelTest, Handler][]>();

function register(id: number, test: ModelTest, handler: Handler): void {
  const list = PARAMETERS.get(id) ?? [];
  list.push([test, handler]);
  PARAMETERS.set(id, list);
}

const attr =
  (key: string, read: (r: ByteReader) => unknown): Handler =>
  (p, r) =>
    set(p.attributes, key, read(r));
const alarm =
  (name: string): Handler =>
  (p, r) =>
    addAlarm(p.attributes, r.u8() > 0 ? name : null);

for (const i of [1, 2, 3, 4])
  register(
    i,
    any,
    attr(`in${i}`, (r) => r.u8() > 0),
  );
register(
  9,
  fmb,
  attr('adc1', (r) => r.u16() / 1000),
);
register(
  10,
  fmb,
  attr('adc2', (r) => r.u16() / 1000),
);
register(
  11,
  fmb,
  attr('iccid', (r) => String(r.i64())),
);
register(
  12,
  fmb,
  attr('fuelUsed', (r) => r.u32() / 1000),
);
register(
  13,
  fmb,
  attr('fuelConsumption', (r) => r.u16() / 100),
);
register(
  16,
  any,
  attr('odometer', (r) => r.u32()),
);
register(
  17,
  any,
  attr('axisX', (r) => r.i16()),
);
register(
  18,
  any,
  attr('axisY', (r) => r.i16()),
);
register(
  19,
  any,
  attr('axisZ', (r) => r.i16()),
);
register(
  21,
  any,
  attr('rssi', (r) => r.u8()),
);
register(24, fmb, (p, r) => void (p.speed = knotsFromKph(r.u16())));
for (const i of [1, 2, 3, 4])
  register(
    24 + i,
    any,
    attr(`bleTemp${i}`, (r) => r.i16() / 100),
  );
register(
  30,
  fmb,
  attr('faultCount', (r) => r.u8()),
);
register(
  31,
  fmb,
  attr('engineLoad', (r) => r.u8()),
);
register(
  32,
  fmb,
  attr('coolantTemp', (r) => r.i8()),
);
register(
  36,
  fmb,
  attr('rpm', (r) => r.u16()),
);
register(
  43,
  fmb,
  attr('milDistance', (r) => r.u16()),
);
register(
  57,
  fmb,
  attr('hybridBatteryLevel', (r) => r.i8()),
);
register(
  66,
  any,
  attr('power', (r) => r.u16() / 1000),
);
register(
  67,
  any,
  attr('battery', (r) => r.u16() / 1000),
);
register(
  68,
  fmb,
  attr('batteryCurrent', (r) => r.u16() / 1000),
);
for (const i of [1, 2, 3, 4])
  register(
    71 + i,
    fmb,
    attr(`temp${i}`, (r) => r.i32() / 10),
  );
register(78, any, (p, r) => {
  const low = r.u32le();
  const high = r.u32le();
  if (low !== 0 || high !== 0) {
    const hex = high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
    set(p.attributes, 'driverUniqueId', hex.toUpperCase());
  }
});
register(
  80,
  fmbNot6,
  attr('dataMode', (r) => r.u8()),
);
register(
  81,
  fmbNot6,
  attr('obdSpeed', (r) => r.u8()),
);
register(
  82,
  fmbNot6,
  attr('throttle', (r) => r.u8()),
);
register(
  83,
  fmbNot6,
  attr('fuelUsed', (r) => r.u32() / 10),
);
register(
  84,
  fmbNot6,
  attr('fuel', (r) => r.u16() / 10),
);
register(
  85,
  fmbNot6,
  attr('rpm', (r) => r.u16()),
);
register(
  87,
  fmbNot6,
  attr('obdOdometer', (r) => r.u32()),
);
register(
  89,
  fmbNot6,
  attr('fuelLevel', (r) => r.u8()),
);
register(
  107,
  fmb,
  attr('fuelUsed', (r) => r.u32() / 10),
);
register(
  110,
  fmb,
  attr('fuelConsumption', (r) => r.u16() / 10),
);
register(
  113,
  fmb,
  attr('batteryLevel', (r) => r.u8()),
);
register(
  115,
  fmb,
  attr('engineTemp', (r) => r.i16() / 10),
);
register(
  389,
  (m) => m === 'FMB003',
  attr('obdOdometer', (r) => r.u32() * 1000),
);
for (const i of [1, 2, 3, 4])
  register(
    700 + i,
    fmb6,
    attr(`bleTemp${i}`, (r) => r.i16() / 10),
  );
register(
  179,
  any,
  attr('out1', (r) => r.u8() > 0),
);
register(
  180,
  any,
  attr('out2', (r) => r.u8() > 0),
);
register(
  181,
  any,
  attr('pdop', (r) => r.u16() / 10),
);
register(
  182,
  any,
  attr('hdop', (r) => r.u16() / 10),
);
register(
  199,
  any,
  attr('tripOdometer', (r) => r.u32()),
);
register(
  200,
  fmb,
  attr('sleepMode', (r) => r.u8()),
);
register(
  205,
  fmbOrTat,
  attr('cid2g', (r) => r.u16()),
);
register(
  206,
  fmbOrTat,
  attr('lac', (r) => r.u16()),
);
register(236, any, alarm('general'));
register(
  239,
  any,
  attr('ignition', (r) => r.u8() > 0),
);
register(
  240,
  any,
  attr('motion', (r) => r.u8() > 0),
);
register(
  241,
  any,
  attr('operator', (r) => r.u32()),
);
register(246, fmb, alarm('tow'));
register(247, fmb, alarm('accident'));
register(249, fmb, alarm('jamming'));
register(251, fmb, alarm('idle'));
register(252, fmb, alarm('powerCut'));
register(253, any, (p, r) => {
  const kind = r.u8();
  addAlarm(p.attributes, ['', 'hardAcceleration', 'hardBraking', 'hardCornering'][kind] ?? null);
});
register(175, fmb, (p, r) => addAlarm(p.attributes, r.u8() > 0 ? 'geofenceEnter' : 'geofenceExit'));
register(
  636,
  fmbOrTat,
  attr('cid4g', (r) => r.u32()),
);
register(
  662,
  fmb,
  attr('door', (r) => r.u8() > 0),
);
for (let i = 0; i < 6; i++)
  register(
    10644 + i,
    fmb,
    attr(`tempProbe${i + 1}`, (r) => r.i16() / 100),
  );
for (let i = 0; i < 4; i++)
  register(
    10800 + i,
    fmb,
    attr(`eyeTemp${i + 1}`, (r) => r.i16() / 100),
  );
for (let i = 0; i < 4; i++)
  register(
    10832 + i,
    fmb,
    attr(`eyeRoll${i + 1}`, (r) => r.i16()),
  );

/** An unsigned value of 1, 2 or 4 bytes, or a signed 8-byte one (Traccar's readValue). */
export function readValue(reader: ByteReader, length: number): number {
  if (length === 1) return reader.u8();
  if (length === 2) return reader.u16();
  if (length === 4) return reader.u32();
  return reader.i64();
}

/** One IO element of `length` bytes: its known meaning for the model, else `io<id>`. */
export function decodeParameter(
  position: IncomingPosition,
  id: number,
  reader: ByteReader,
  length: number,
  model: string | null,
): void {
  const start = reader.index;
  for (const [test, handler] of PARAMETERS.get(id) ?? []) {
    if (!test(model)) continue;
    handler(position, reader);
    reader.index = start;
    reader.skip(length);
    return;
  }
  set(position.attributes, `io${id}`, readValue(reader, length));
}

const GH3000: Record<number, (position: IncomingPosition, value: number) => void> = {
  1: (p, v) => set(p.attributes, 'batteryLevel', v),
  2: (p, v) => set(p.attributes, 'usbConnected', v === 1),
  5: (p, v) => set(p.attributes, 'uptime', v),
  20: (p, v) => set(p.attributes, 'hdop', v / 10),
  21: (p, v) => set(p.attributes, 'vdop', v / 10),
  22: (p, v) => set(p.attributes, 'pdop', v / 10),
  67: (p, v) => set(p.attributes, 'battery', v / 1000),
  221: (p, v) => set(p.attributes, 'button', v),
  222: (p, v) => addAlarm(p.attributes, v === 1 ? 'sos' : null),
  240: (p, v) => set(p.attributes, 'motion', v === 1),
  244: (p, v) => set(p.attributes, 'roaming', v === 1),
};

/** One IO element of the GH3000 codec. */
export function decodeGh3000Parameter(
  position: IncomingPosition,
  id: number,
  reader: ByteReader,
  length: number,
): void {
  const value = readValue(reader, length);
  const handler = GH3000[id];
  if (handler) handler(position, value);
  else set(position.attributes, `io${id}`, value);
}
