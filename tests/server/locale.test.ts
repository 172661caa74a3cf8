import { describe, expect, it } from 'vitest';
import { dateText, durationText, quantityText, speedText } from '../../server/locale/format';
import { preferencesOf, type Preferences } from '../../server/locale/preferences';
import {
  alarmName,
  eventTypeName,
  languageFrom,
  notificationText,
  translate,
} from '../../server/locale/texts';
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

describe('reader preferences', () => {
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

describe('server texts', () => {
  it('read the shared vocabulary in the reader’s language, filling slots', () => {
    expect(translate('en-US', 'reports.page', { page: '2', pages: '9' })).toBe('Page 2 of 9');
    expect(translate('pt-BR', 'reports.titles.trips')).toBe('Relatório de viagens');
    expect(eventTypeName('ignitionOff', 'es-ES')).toBe('Encendido desactivado');
    expect(eventTypeName('somethingNew', 'pt-BR')).toBe('somethingNew');
    expect(alarmName('powerCut', 'pt-BR')).toBe('Corte de energia');
    expect(alarmName('xyzzy', 'es-ES')).toBe('xyzzy');
    expect(notificationText('en-US', 'deviceStopped', { device: 'Van 7' })).toBe(
      'Van 7 has stopped',
    );
    expect(notificationText('en-US', 'textMessage', { device: 'Van 7' })).toBeNull();
  });
});

describe('quantities as text', () => {
  it('print numbers in the reader’s language and units, durations as h:mm:ss', () => {
    expect(quantityText('distance', 12_345, PT)).toBe('12,35');
    expect(quantityText('distance', 1_234_567, { ...PT, language: 'en-US' })).toBe('1,234.57');
    expect(quantityText('time', Date.UTC(2024, 0, 1, 2, 3, 4), PT)).toBe('31/12/2023 23:03:04');
    expect(
      dateText(Date.UTC(2024, 0, 1, 2, 3, 4), { ...PT, language: 'en-US', timezone: 'UTC' }),
    ).toBe('01/01/2024 02:03:04');
    expect(durationText(90_061_000)).toBe('25:01:01');
    expect(quantityText('duration', 59_600, PT)).toBe('0:01:00');
    expect(quantityText('speed', null, PT)).toBe('');
    expect(speedText(54, PT)).toBe('100,0 km/h');
    expect(speedText(54, { ...PT, language: 'en-US', speedUnit: 'mph' })).toBe('62.1 mph');
  });
});
