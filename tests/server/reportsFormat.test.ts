import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../server/locale/preferences';
import { cellText, headerText, sheetValue, wallClock } from '../../server/reports/export/cells';
import { sheetName } from '../../server/reports/export/xlsx';

const PT: Preferences = {
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  speedUnit: 'kmh',
  distanceUnit: 'km',
  volumeUnit: 'ltr',
};

describe('report texts and cells', () => {
  it('name columns with their units in the reader’s language', () => {
    expect(headerText({ label: 'maxSpeed', kind: 'speed', width: 1 }, PT)).toBe(
      'Velocidade máxima (km/h)',
    );
    expect(
      headerText(
        { label: 'spentFuel', kind: 'volume', width: 1 },
        { ...PT, language: 'es-ES', volumeUnit: 'usGal' },
      ),
    ).toBe('Combustible gastado (gal)');
    expect(headerText({ label: 'duration', kind: 'duration', width: 1 }, PT)).toBe('Duração');
  });

  it('convert cells to the reader’s units, keeping numbers numbers and times local', () => {
    expect(sheetValue('distance', 12_345, PT)).toBe(12.35);
    expect(sheetValue('distance', 12_345, { ...PT, distanceUnit: 'mi' })).toBe(7.67);
    expect(sheetValue('speed', 10, PT)).toBeCloseTo(18.52, 9);
    expect(sheetValue('volume', 37.8541, { ...PT, volumeUnit: 'usGal' })).toBeCloseTo(10, 9);
    expect(sheetValue('duration', 5_400_000, PT)).toBe(0.0625);
    expect(sheetValue('text', 'x', PT)).toBe('x');
    expect(sheetValue('time', Date.UTC(2024, 0, 1, 2), PT)).toEqual(
      new Date(Date.UTC(2023, 11, 31, 23)),
    );
    expect(wallClock(Date.UTC(2024, 6, 1, 12), 'Europe/Lisbon')).toEqual(
      new Date(Date.UTC(2024, 6, 1, 13)),
    );
  });

  it('print cells as the reader reads them', () => {
    expect(cellText('distance', 12_345, PT)).toBe('12,35');
    expect(cellText('time', Date.UTC(2024, 0, 1, 2, 3, 4), PT)).toBe('31/12/2023 23:03:04');
    expect(cellText('text', 'Pátio', PT)).toBe('Pátio');
  });

  it('name sheets as Excel allows: no []:*?/\\, at most 31 characters, unique', () => {
    const used = new Set<string>();
    expect(sheetName('Truck [12]: a/b', used)).toBe('Truck  12   a b');
    expect(sheetName('x'.repeat(40), used)).toBe('x'.repeat(31));
    expect(sheetName('X'.repeat(40), used)).toBe(`${'X'.repeat(27)} (2)`);
    expect(sheetName('', used)).toBe('Sheet');
  });
});
