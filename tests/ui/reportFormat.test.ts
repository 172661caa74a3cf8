import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../src/ui/format/formatDuration';
import { formatMoney } from '../../src/ui/format/formatMoney';
import { formatCell } from '../../src/ui/reports/formatCell';
import { periodOf, zoneOf } from '../../src/ui/reports/period';
import { REPORT_COLUMNS } from '../../src/ui/reports/reportColumns';
import { i18nFor } from '../support/render';

describe('report periods (SPEC §2) in the user’s time zone', () => {
  // 2026-03-10 02:30 UTC is still March 9 in São Paulo (UTC−3).
  const NOW = Date.UTC(2026, 2, 10, 2, 30);
  const SP = 'America/Sao_Paulo';

  it.each([
    ['today', '2026-03-09T00:00:00.000-03:00', '2026-03-09T23:59:59.999-03:00'],
    ['yesterday', '2026-03-08T00:00:00.000-03:00', '2026-03-08T23:59:59.999-03:00'],
    ['last7', '2026-03-03T00:00:00.000-03:00', '2026-03-09T23:59:59.999-03:00'],
    ['last30', '2026-02-08T00:00:00.000-03:00', '2026-03-09T23:59:59.999-03:00'],
    ['last90', '2025-12-10T00:00:00.000-03:00', '2026-03-09T23:59:59.999-03:00'],
  ] as const)('%s is whole days where the user is', (preset, from, to) => {
    expect(periodOf(preset, NOW, SP)).toEqual({ from, to });
  });

  it('today in Tokyo is another day than in São Paulo at the same instant', () => {
    expect(periodOf('today', NOW, 'Asia/Tokyo')!.from).toBe('2026-03-10T00:00:00.000+09:00');
  });

  it('a custom range is wall time in the zone; a reversed or empty one is no period', () => {
    const custom = { from: '2026-03-01T08:00', to: '2026-03-01T18:30' };
    expect(periodOf('custom', NOW, SP, custom)).toEqual({
      from: '2026-03-01T08:00:00.000-03:00',
      to: '2026-03-01T18:30:00.000-03:00',
    });
    expect(periodOf('custom', NOW, SP, { from: custom.to, to: custom.from })).toBeNull();
    expect(periodOf('custom', NOW, SP, { from: '', to: '' })).toBeNull();
  });

  it('the zone is the user’s when valid, else the browser’s', () => {
    expect(zoneOf('Europe/Madrid')).toBe('Europe/Madrid');
    expect(zoneOf('Mars/Base')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('report formats', () => {
  it('writes money as SPEC §9 says: R$ in Portuguese, "$ " otherwise, 2 decimals', () => {
    expect(formatMoney(1234.5, 'pt-BR')).toBe('R$ 1.234,50');
    expect(formatMoney(1234.5, 'en-US')).toBe('$ 1,234.50');
    expect(formatMoney(0.1, 'es-ES')).toBe('$ 0,10');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(7 * 60_000)).toBe('7 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 05 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('formats each cell kind with the run’s units and the user’s language', async () => {
    const i18n = await i18nFor('pt-BR');
    const ctx = {
      t: i18n.t,
      exists: (key: string) => i18n.exists(key),
      language: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
      units: { speed: 'kmh', distance: 'km', volume: 'ltr' } as const,
    };
    const column = (kind: keyof typeof REPORT_COLUMNS, id: string) =>
      REPORT_COLUMNS[kind].find((c) => c.id === id)!;
    const trip = {
      distance: 12.5,
      maxSpeed: 36.04,
      duration: 780_000,
      fuelCost: 32.5,
      startAddress: null,
      latitude: -23.6,
      longitude: -46.63,
      startTime: Date.UTC(2026, 0, 1, 15),
    };
    expect(formatCell(column('trips', 'distance'), trip, ctx)).toBe('12,5 km');
    expect(formatCell(column('trips', 'maxSpeed'), trip, ctx)).toBe('36 km/h');
    expect(formatCell(column('trips', 'duration'), trip, ctx)).toBe('13 min');
    expect(formatCell(column('trips', 'fuelCost'), trip, ctx)).toBe('R$ 32,50');
    expect(formatCell(column('trips', 'startAddress'), trip, ctx)).toBe('-23,600000, -46,630000');
    expect(formatCell(column('trips', 'startTime'), trip, ctx)).toBe('01/01/2026, 12:00:00');
    expect(formatCell(column('trips', 'fuel'), { fuel: null }, ctx)).toBe('—');
    expect(formatCell(column('events', 'type'), { type: 'ignitionOn' }, ctx)).toBe(
      i18n.t('vocabulary:events.ignitionOn'),
    );
    expect(formatCell(column('events', 'type'), { type: 'madeUp' }, ctx)).toBe('madeUp');
  });

  it("writes times and coordinates in the user's clock and coordinate format", async () => {
    const i18n = await i18nFor('pt-BR');
    const ctx = {
      t: i18n.t,
      exists: (key: string) => i18n.exists(key),
      language: 'pt-BR',
      timeZone: 'UTC',
      hour12: true,
      coordinateFormat: 'ddm' as const,
      units: { speed: 'kmh', distance: 'km', volume: 'ltr' } as const,
    };
    const column = (id: string) => REPORT_COLUMNS.route.find((c) => c.id === id)!;
    const point = { latitude: -23.6, longitude: -46.63, time: Date.UTC(2026, 0, 1, 15) };
    expect(formatCell(column('latitude'), point, ctx)).toBe('23° 36,00′ S');
    expect(formatCell(column('longitude'), point, ctx)).toBe('46° 37,80′ W');
    expect(formatCell(column('time'), point, ctx)).toBe('01/01/2026, 03:00:00 PM');
  });
});
