import { describe, expect, it } from 'vitest';
import { addressAt, attributeAt, createTrackBuilder } from '../../../src/worker/reports/track';

const fix = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  deviceId: 7,
  fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString(),
  latitude: -23.5 - id / 1000,
  longitude: -46.6,
  speed: 10 + id,
  course: 90,
  altitude: 700,
  address: null,
  attributes: {},
  ...fields,
});

describe('track columns', () => {
  it('[RP3] write each position into typed columns, in order', () => {
    const builder = createTrackBuilder(7);
    for (let id = 1; id <= 3; id += 1) expect(builder.add(fix(id))).toBe(true);
    const track = builder.finish();
    expect(track.length).toBe(3);
    expect(Array.from(track.ids)).toEqual([1, 2, 3]);
    expect(Array.from(track.times)).toEqual([1, 2, 3].map((s) => Date.UTC(2026, 0, 1, 12, 0, s)));
    expect(Array.from(track.positions)).toEqual([-46.6, -23.501, -46.6, -23.502, -46.6, -23.503]);
    expect(Array.from(track.speeds)).toEqual([11, 12, 13]);
    expect(track.positions).toBeInstanceOf(Float64Array);
    expect(track.speeds).toBeInstanceOf(Float32Array);
  });

  it('[RP3] keep numbers and booleans as numeric columns (NaN where absent), text as a table', () => {
    const builder = createTrackBuilder(7);
    builder.add(fix(1, { attributes: { fuel: 40, ignition: true, driver: 'ANA' } }));
    builder.add(fix(2, { address: 'Av. Paulista', attributes: { ignition: false } }));
    builder.add(fix(3, { attributes: { fuel: 38.5, driver: 'ANA', power: 12.4 } }));
    const track = builder.finish();
    expect(Array.from(track.numeric.get('fuel')!)).toEqual([40, NaN, 38.5]);
    expect(Array.from(track.numeric.get('power')!)).toEqual([NaN, NaN, 12.4]);
    expect(track.booleans.has('ignition')).toBe(true);
    expect(attributeAt(track, 'ignition', 0)).toBe(true);
    expect(attributeAt(track, 'ignition', 1)).toBe(false);
    expect(attributeAt(track, 'driver', 2)).toBe('ANA');
    expect(attributeAt(track, 'driver', 1)).toBeUndefined();
    expect(addressAt(track, 1)).toBe('Av. Paulista');
    expect(addressAt(track, 0)).toBeNull();
    // One string table: the same text is stored once.
    expect(track.strings.filter((s) => s === 'ANA')).toHaveLength(1);
  });

  it('[RP3] grow past their first capacity without losing earlier values', () => {
    const builder = createTrackBuilder(7);
    for (let id = 1; id <= 5_000; id += 1) {
      builder.add(fix(id, { attributes: id === 4_000 ? { rpm: 2200 } : {} }));
    }
    const track = builder.finish();
    expect(track.length).toBe(5_000);
    expect(track.ids[4_999]).toBe(5_000);
    expect(track.numeric.get('rpm')![3_999]).toBe(2200);
    expect(Number.isNaN(track.numeric.get('rpm')![0]!)).toBe(true);
    expect(track.ids.length).toBe(5_000);
  });

  it('[RP3] an address first met past the first capacity: the slots before and after it stay empty as it grows', () => {
    const builder = createTrackBuilder(7);
    for (let id = 1; id <= 3_000; id += 1) {
      builder.add(fix(id, id === 1_500 ? { address: 'Rua Augusta' } : {}));
    }
    const track = builder.finish();
    expect(track.addresses).toHaveLength(3_000);
    expect(addressAt(track, 1_499)).toBe('Rua Augusta');
    expect(addressAt(track, 0)).toBeNull();
    expect(addressAt(track, 2_999)).toBeNull();
  });

  it('[RP3] refuse what is not a position', () => {
    const builder = createTrackBuilder(7);
    expect(builder.add({ id: 1, latitude: 1 })).toBe(false);
    expect(builder.add(fix(1, { fixTime: 'yesterday' }))).toBe(false);
    expect(builder.add(null)).toBe(false);
    expect(builder.length()).toBe(0);
  });

  it('[RP3] a position missing any of id, latitude or longitude is refused', () => {
    const builder = createTrackBuilder(7);
    expect(builder.add(fix(1, { id: '1' }))).toBe(false);
    expect(builder.add(fix(2, { latitude: '-23.5' }))).toBe(false);
    expect(builder.add(fix(3, { longitude: undefined }))).toBe(false);
    expect(builder.length()).toBe(0);
  });

  it('[RP3] missing speed, course and altitude read 0; no accuracy, empty address or odd attributes are no value', () => {
    const builder = createTrackBuilder(7);
    builder.add(fix(1, { speed: null, course: '90', altitude: undefined, accuracy: 0 }));
    builder.add(fix(2, { address: '', attributes: 'not an object', accuracy: 8 }));
    const track = builder.finish();
    expect(track.speeds[0]).toBe(0);
    expect(track.courses[0]).toBe(0);
    expect(track.courses[1]).toBe(90);
    expect(track.altitudes[0]).toBe(0);
    expect(addressAt(track, 1)).toBeNull();
    // No position with an address: no address column at all.
    expect(track.addresses).toBeNull();
    expect(Array.from(track.numeric.get('accuracy')!)).toEqual([NaN, 8]);
    expect([...track.numeric.keys(), ...track.text.keys()]).toEqual(['accuracy']);
  });

  it('[RP3] attributes: null is no value, text stays text, a number first is not a flag', () => {
    const builder = createTrackBuilder(7);
    builder.add(fix(1, { attributes: { fuel: null, driver: 'ANA', ignition: 1 } }));
    builder.add(fix(2, { attributes: { fuel: 40, driver: 5, ignition: true } }));
    const track = builder.finish();
    expect(attributeAt(track, 'fuel', 0)).toBeUndefined();
    expect(attributeAt(track, 'fuel', 1)).toBe(40);
    expect(attributeAt(track, 'driver', 1)).toBe('5');
    expect(attributeAt(track, 'ignition', 1)).toBe(1);
  });

  it('[RP3] a text attribute seen once has no value at positions added after the columns grew', () => {
    const builder = createTrackBuilder(7);
    for (let id = 1; id <= 5_000; id += 1) {
      builder.add(fix(id, { attributes: id === 2 ? { driver: 'ANA' } : {} }));
    }
    const track = builder.finish();
    expect(attributeAt(track, 'driver', 1)).toBe('ANA');
    expect(attributeAt(track, 'driver', 4_999)).toBeUndefined();
  });
});
