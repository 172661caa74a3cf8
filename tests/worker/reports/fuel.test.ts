/** [RP5] Fuel in reports: the device's reading first, else an estimate; its cost per litre. */
import { describe, expect, it } from 'vitest';
import { fuelCost, fuelLitres, positiveNumber } from '../../../src/worker/reports/fuel';

describe('[RP5] fuel', () => {
  it('a reading wins; else litres per 100 km over the distance; else nothing', () => {
    expect(fuelLitres(12.5, 100_000, 10)).toBe(12.5);
    expect(fuelLitres(0, 50_000, 12)).toBe(6);
    expect(fuelLitres(0, 50_000, 0)).toBeNull();
    expect(fuelLitres(0, 50_000, -3)).toBeNull();
    expect(fuelLitres(0, 50_000, null)).toBeNull();
    expect(fuelLitres(0, 0, 12)).toBeNull();
  });

  it('costs litres at a positive price, to the cent; nothing without either', () => {
    expect(fuelCost(6, 5.899)).toBe(35.39);
    expect(fuelCost(0, 5.9)).toBe(0);
    expect(fuelCost(null, 5.9)).toBeNull();
    expect(fuelCost(6, null)).toBeNull();
    expect(fuelCost(6, 0)).toBeNull();
    expect(fuelCost(6, -1)).toBeNull();
  });

  it('reads a positive number from a number or numeric text', () => {
    expect(positiveNumber(5.9)).toBe(5.9);
    expect(positiveNumber(' 5.9 ')).toBe(5.9);
    for (const value of ['', '  ', 'abc', 0, '0', -2, Infinity, NaN, null, true, '1e999']) {
      expect(positiveNumber(value)).toBeNull();
    }
  });
});
