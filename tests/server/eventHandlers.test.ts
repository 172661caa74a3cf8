import { describe, expect, it } from 'vitest';
import { alarm } from '../../server/pipeline/handlers/events/alarm';
import { commandResult } from '../../server/pipeline/handlers/events/commandResult';
import { driver } from '../../server/pipeline/handlers/events/driver';
import { fuel } from '../../server/pipeline/handlers/events/fuel';
import { geofenceEvents } from '../../server/pipeline/handlers/events/geofenceEvents';
import { ignition } from '../../server/pipeline/handlers/events/ignition';
import { maintenance } from '../../server/pipeline/handlers/events/maintenance';
import type { MaintenanceRecord } from '../../server/storage';
import { area, contextWith } from './support/env';
import { at } from './support/track';

const types = (result: { events?: { type: string }[] } | null) =>
  (result?.events ?? []).map((event) => event.type);

describe('ignition', () => {
  it.each([
    [false, true, ['ignitionOn']],
    [true, false, ['ignitionOff']],
    [true, true, []],
    [undefined, true, []],
    [false, undefined, []],
  ])('last %s → now %s gives %j', (before, now, expected) => {
    const last = at(0, 0, before === undefined ? {} : { ignition: before });
    const position = at(10, 0, now === undefined ? {} : { ignition: now });
    expect(types(ignition.handle(position, last, contextWith()))).toEqual(expected);
  });
});

describe('alarm', () => {
  it.each([
    ['sos', undefined, {}, ['sos']],
    ['sos,lowBattery', undefined, {}, ['sos', 'lowBattery']],
    ['sos, lowBattery', 'sos', {}, ['lowBattery']],
    ['sos', 'sos', { 'event.ignoreDuplicateAlerts': 'false' }, ['sos']],
    [undefined, 'sos', {}, []],
  ])('alarm %j after %j (%j) gives %j', (now, before, config, expected) => {
    const last = at(0, 0, before ? { alarm: before } : {});
    const position = at(10, 0, now ? { alarm: now } : {});
    const result = alarm.handle(position, last, contextWith(config));
    expect((result?.events ?? []).map((e) => e.attributes?.alarm)).toEqual(expected);
    expect(types(result).every((type) => type === 'alarm')).toBe(true);
  });
});

describe('fuel', () => {
  it.each([
    [50, 40, {}, []],
    [50, 40, { fuelDropThreshold: 10 }, ['deviceFuelDrop']],
    [50, 41, { fuelDropThreshold: 10 }, []],
    [40, 60, { fuelIncreaseThreshold: '20' }, ['deviceFuelIncrease']],
    [40, 55, { fuelIncreaseThreshold: 20 }, []],
  ])('fuel %d → %d with %j gives %j', (before, after, config, expected) => {
    const result = fuel.handle(
      at(10, 0, { fuel: after }),
      at(0, 0, { fuel: before }),
      contextWith(config),
    );
    expect(types(result)).toEqual(expected);
    if (expected.length) expect(result!.events![0]!.attributes).toEqual({ before, after });
  });
});

describe('maintenance', () => {
  const service = (fields: Partial<MaintenanceRecord>): MaintenanceRecord => ({
    id: 7,
    name: 'Oil',
    type: 'totalDistance',
    start: 10_000,
    period: 5_000,
    attributes: {},
    ...fields,
  });
  it.each([
    ['crossing start + 1·period', service({}), 14_900, 15_100, true],
    ['within one period', service({}), 15_100, 19_900, false],
    ['crossing the start itself', service({}), 9_990, 10_010, true],
    ['before the start', service({}), 5_000, 9_000, false],
    ['period 0 is off', service({ period: 0 }), 14_900, 15_100, false],
    [
      'hours type',
      service({ type: 'hours', start: 0, period: 3_600_000 }),
      3_599_000,
      3_601_000,
      true,
    ],
  ])('%s', (_name, item, before, now, fires) => {
    const context = contextWith({}, { maintenances: [item] });
    const result = maintenance.handle(
      at(10, 0, { [item.type]: now, totalDistance: item.type === 'totalDistance' ? now : 0 }),
      at(0, 0, { [item.type]: before, totalDistance: item.type === 'totalDistance' ? before : 0 }),
      context,
    );
    expect(result?.events ?? []).toEqual(
      fires ? [{ type: 'maintenance', maintenanceId: 7, attributes: { [item.type]: now } }] : [],
    );
  });
});

describe('driver', () => {
  it.each([
    [undefined, 'D1', ['driverChanged']],
    ['D1', 'D2', ['driverChanged']],
    ['D1', 'D1', []],
    ['D1', undefined, []],
  ])('driver %j → %j gives %j', (before, now, expected) => {
    const result = driver.handle(
      at(10, 0, now ? { driverUniqueId: now } : {}),
      at(0, 0, before ? { driverUniqueId: before } : {}),
      contextWith(),
    );
    expect(types(result)).toEqual(expected);
    if (now && expected.length)
      expect(result!.events![0]!.attributes).toEqual({ driverUniqueId: now });
  });
});

describe('commandResult', () => {
  it('fires when the position carries a result', () => {
    expect(commandResult.handle(at(0, 0, { result: 'OK' }), null, contextWith())).toEqual({
      events: [{ type: 'commandResult', attributes: { result: 'OK' } }],
    });
    expect(commandResult.handle(at(0, 0), null, contextWith())).toBeNull();
  });
});

describe('geofenceEvents', () => {
  const a = area(1, 'CIRCLE (0 0, 100)');
  const b = area(2, 'CIRCLE (0 1, 100)', { calendarId: 9 });
  it.each([
    ['enter', null, [1], { geofenceEnter: [1] }],
    ['exit', [1], null, { geofenceExit: [1] }],
    ['both', [1], [2], { geofenceExit: [1], geofenceEnter: [2] }],
    ['stay', [1], [1], {}],
    ['unknown geofence', [5], null, {}],
  ])('%s', (_name, before, now, expected) => {
    const context = contextWith({}, { geofences: [a, b] });
    const result = geofenceEvents.handle(
      at(10, 0, {}, { geofenceIds: now }),
      at(0, 0, {}, { geofenceIds: before }),
      context,
    );
    const grouped: Record<string, number[]> = {};
    for (const event of result?.events ?? []) (grouped[event.type] ??= []).push(event.geofenceId!);
    expect(grouped).toEqual(expected);
  });

  it("skips a geofence whose calendar does not contain the position's time", () => {
    const context = contextWith({}, { geofences: [a, b], inCalendar: (id) => id !== 9 });
    const result = geofenceEvents.handle(at(10, 0, {}, { geofenceIds: [1, 2] }), at(0, 0), context);
    expect(result?.events).toEqual([{ type: 'geofenceEnter', geofenceId: 1 }]);
  });
});
