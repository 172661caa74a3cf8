import { describe, expect, it } from 'vitest';
import { toDeviceRow } from '../../../src/worker/list/toDeviceRow';
import { distanceFor, speedFor, unitsOf } from '../../../src/worker/session/units';
import { at, device, position, user } from '../support/fixtures';

describe('units', () => {
  it.each<[string, number, number]>([
    ['kmh', 10, 18.52],
    ['mph', 10, 11.5078],
    ['kn', 10, 10],
    ['kmh', 0, 0],
  ])('[U1] 10 knots in %s', (unit, knots, expected) => {
    const units = unitsOf(user({ attributes: { speedUnit: unit } }));
    expect(speedFor(knots, units)).toBeCloseTo(expected, 6);
  });

  it.each<[string, number, number]>([
    ['km', 12_345, 12.35],
    ['km', 999, 1],
    ['mi', 12_345, 7.67],
    ['mi', 1_609, 1],
    ['km', 0, 0],
  ])('[U1] metres in %s, 2 decimals', (unit, metres, expected) => {
    const units = unitsOf(user({ attributes: { distanceUnit: unit } }));
    expect(distanceFor(metres, units)).toBe(expected);
  });

  it('[U1] without a user or preference: km/h and km', () => {
    expect(unitsOf(null)).toEqual({ speed: 'kmh', distance: 'km' });
    expect(unitsOf(user({ attributes: { speedUnit: 'warp' } })).speed).toBe('kmh');
  });
});

describe('toDeviceRow', () => {
  it('[U1] joins device and position with speed in the user unit', () => {
    const row = toDeviceRow(
      device(7, { name: 'Van', status: 'online', category: 'van', lastUpdate: at(5) }),
      position(7, {
        speed: 20,
        course: 90,
        latitude: -23.5,
        longitude: -46.6,
        address: 'Av. Paulista',
        attributes: { motion: true, ignition: false },
      }),
      'mph',
    );
    expect(row).toEqual({
      id: 7,
      name: 'Van',
      uniqueId: 'imei-7',
      status: 'online',
      category: 'van',
      lastUpdate: Date.UTC(2026, 0, 1, 12, 0, 5),
      speed: 20 * 1.15078,
      speedUnit: 'mph',
      motion: true,
      ignition: false,
      latitude: -23.5,
      longitude: -46.6,
      course: 90,
      address: 'Av. Paulista',
      plate: null,
      blocked: null,
      driverUniqueId: null,
      alarm: null,
      anchored: false,
    });
  });

  it('[U1] a device without position has null speed and coordinates', () => {
    const row = toDeviceRow(device(8, { category: null, lastUpdate: null }), undefined, 'kmh');
    expect(row).toMatchObject({
      category: 'default',
      lastUpdate: null,
      speed: null,
      motion: false,
      ignition: null,
      latitude: null,
      longitude: null,
      course: 0,
      address: null,
    });
  });

  it('[S3] carries the state columns: only booleans as flags, only non-empty strings as text', () => {
    const state = (attributes: Record<string, unknown>, plate?: unknown) =>
      toDeviceRow(
        device(9, { attributes: plate === undefined ? {} : { plate } }),
        position(9, { attributes }),
        'kmh',
        true,
      );
    expect(
      state({ ignition: true, blocked: true, driverUniqueId: 'ana', alarm: 'sos' }, 'ABC-1D23'),
    ).toMatchObject({
      ignition: true,
      blocked: true,
      driverUniqueId: 'ana',
      alarm: 'sos',
      plate: 'ABC-1D23',
      anchored: true,
    });
    expect(
      state({ motion: 'true', ignition: 'true', blocked: 1, driverUniqueId: '', alarm: 7 }, ''),
    ).toMatchObject({
      motion: false,
      ignition: null,
      blocked: null,
      driverUniqueId: null,
      alarm: null,
      plate: null,
    });
  });
});
