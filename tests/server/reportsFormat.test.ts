import { describe, expect, it } from 'vitest';
import {
  cellText,
  durationText,
  headerText,
  sheetValue,
  wallClock,
} from '../../server/reports/export/format';
import { sheetName } from '../../server/reports/export/xlsx';
import { eventTypeName, languageFrom, text } from '../../server/reports/i18n';
import { preferencesOf, type Preferences } from '../../server/reports/preferences';
import type { ServerRecord, UserRecord } from '../../server/storage';

const user = (attributes: Record<string, unknown>) => ({ attributes }) as UserRecord;
const server = (attributes: Record<string, unknown>, forceSettings = false) =>
  ({ attributes, forceSettings }) as ServerRecord;
const PT: Preferences = {
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  speedUnit: 'kmh',
  distanceUnit: 'km',
  volumeUnit: 'ltr',
};

describe('report preferences', () => {
  it("read the user's settings, then the server's; the server's first when it forces them", () => {
    const mine = user({
      language: 'en',
      timezone: 'Europe/Lisbon',
      speedUnit: 'mph',
      distanceUnit: 'mi',
    });
    const theirs = server({ 'tarkan.lang': 'es', timezone: 'America/Sao_Paulo', speedUnit: 'kn' });
    expect(preferencesOf(mine, theirs)).toEqual({
      language: 'en-US',
      timezone: 'Europe/Lisbon',
      speedUnit: 'mph',
      distanceUnit: 'mi',
      volumeUnit: 'ltr',
    });
    expect(preferencesOf(mine, server(theirs.attributes, true))).toMatchObject({
      language: 'es-ES',
      timezone: 'America/Sao_Paulo',
      speedUnit: 'kn',
    });
    expect(
      preferencesOf(user({ 'tarkan.lang': 'pt_BR', volumeUnit: 'usGal' }), server({})),
    ).toMatchObject({
      language: 'pt-BR',
      volumeUnit: 'usGal',
    });
  });

  it('fall back to pt-BR, km/h, km, litres and the machine zone on unknown values', () => {
    const odd = preferencesOf(
      user({ language: 'de', timezone: 'Mars/Olympus', speedUnit: 'warp' }),
      server({}),
    );
    expect(odd).toMatchObject({
      language: 'pt-BR',
      speedUnit: 'kmh',
      distanceUnit: 'km',
      volumeUnit: 'ltr',
    });
    expect(odd.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(languageFrom('es-AR')).toBe('es-ES');
    expect(languageFrom(42)).toBeNull();
  });
});

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
    expect(text('page', 'en-US', { page: '2', pages: '9' })).toBe('Page 2 of 9');
    expect(eventTypeName('ignitionOff', 'es-ES')).toBe('Apagado');
    expect(eventTypeName('somethingNew', 'pt-BR')).toBe('somethingNew');
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

  it('print numbers in the reader’s language and durations as h:mm:ss', () => {
    expect(cellText('distance', 12_345, PT)).toBe('12,35');
    expect(cellText('distance', 1_234_567, { ...PT, language: 'en-US' })).toBe('1,234.57');
    expect(cellText('time', Date.UTC(2024, 0, 1, 2, 3, 4), PT)).toBe('31/12/2023 23:03:04');
    expect(
      cellText('time', Date.UTC(2024, 0, 1, 2, 3, 4), {
        ...PT,
        language: 'en-US',
        timezone: 'UTC',
      }),
    ).toBe('01/01/2024 02:03:04');
    expect(durationText(90_061_000)).toBe('25:01:01');
    expect(cellText('duration', 59_600, PT)).toBe('0:01:00');
    expect(cellText('speed', null, PT)).toBe('');
  });

  it('name sheets as Excel allows: no []:*?/\\, at most 31 characters, unique', () => {
    const used = new Set<string>();
    expect(sheetName('Truck [12]: a/b', used)).toBe('Truck  12   a b');
    expect(sheetName('x'.repeat(40), used)).toBe('x'.repeat(31));
    expect(sheetName('X'.repeat(40), used)).toBe(`${'X'.repeat(27)} (2)`);
    expect(sheetName('', used)).toBe('Sheet');
  });
});
