import { describe, expect, it } from 'vitest';
import { computedEarly, computedLate } from '../../server/pipeline/handlers/computedAttributes';
import { motionEvents } from '../../server/pipeline/handlers/events/motionEvents';
import { overspeed } from '../../server/pipeline/handlers/events/overspeed';
import { geofences } from '../../server/pipeline/handlers/geofences';
import { POSITION_HANDLERS } from '../../server/pipeline/handlers';
import { runHandlers } from '../../server/pipeline/run';
import type { ComputedAttributeRecord } from '../../server/storage';
import { area, contextWith } from './support/env';
import { at } from './support/track';

describe('geofences handler', () => {
  it('lists the containing geofences, with the line width from polylineDistance', () => {
    const context = contextWith(
      {},
      {
        geofences: [
          area(1, 'CIRCLE (0 0, 100)'),
          area(2, 'LINESTRING (0 0, 0 1)', { attributes: { polylineDistance: 10 } }),
          area(3, 'LINESTRING (0 0, 0 1)', { attributes: { polylineDistance: '60' } }),
        ],
      },
    );
    expect(geofences.handle(at(0, 50), null, context)).toEqual({ fields: { geofenceIds: [1, 3] } });
    expect(geofences.handle(at(0, 5000), null, context)).toEqual({ fields: { geofenceIds: null } });
  });
});

describe('overspeed', () => {
  const fast = (t: number, knots: number, extra = {}, geofenceIds: number[] | null = null) =>
    at(t, 0, extra, { speed: knots, geofenceIds });
  const limited = area(1, 'CIRCLE (0 0, 100)', { attributes: { speedLimit: 30 } });
  const slower = area(2, 'CIRCLE (0 0, 100)', { attributes: { speedLimit: 20 } });

  it.each([
    ['no limit anywhere', {}, fast(0, 100), null],
    ['device/group/server limit', { speedLimit: 50 }, fast(0, 60), 50],
    ['under the limit', { speedLimit: 50 }, fast(0, 40), null],
    [
      'position limit wins over the device',
      { speedLimit: 80 },
      fast(0, 60, { speedLimit: 40 }),
      40,
    ],
    ['highest containing geofence wins', { speedLimit: 80 }, fast(0, 35, {}, [1, 2]), 30],
    [
      'lowest with preferLowest',
      { 'event.overspeed.preferLowest': true },
      fast(0, 25, {}, [1, 2]),
      20,
    ],
    [
      'multiplier',
      { speedLimit: 50, 'event.overspeed.thresholdMultiplier': 1.2 },
      fast(0, 55),
      null,
    ],
  ])('%s', (_name, config, position, limit) => {
    const result = overspeed.handle(
      position,
      null,
      contextWith(config, { geofences: [limited, slower] }),
    );
    const event = result?.events?.[0];
    expect(event?.attributes?.speedLimit ?? null).toBe(limit);
    if (event) expect(event.attributes?.speed).toBe(position.speed);
  });

  it('fires once per episode, after minimalDuration, with the geofence that set the limit', () => {
    const context = contextWith(
      { 'event.overspeed.minimalDuration': 20 },
      { geofences: [limited] },
    );
    const events: unknown[] = [];
    for (const [t, knots] of [
      [0, 40],
      [10, 45],
      [20, 41],
      [30, 50],
      [40, 10],
      [50, 40],
      [70, 40],
    ]) {
      const result = overspeed.handle(fast(t!, knots!, {}, [1]), null, context);
      if (result?.state?.overspeed) context.env.state = { ...context.env.state, ...result.state };
      for (const event of result?.events ?? []) events.push([t, event.geofenceId]);
    }
    expect(events).toEqual([
      [20, 1],
      [70, 1],
    ]);
  });
});

describe('computed attributes', () => {
  const computed = (fields: Partial<ComputedAttributeRecord>): ComputedAttributeRecord => ({
    id: 1,
    description: '',
    attribute: 'x',
    expression: '1',
    type: 'number',
    priority: 0,
    ...fields,
  });

  it('early ones (priority < 0) and late ones, highest priority first, each seeing the last', () => {
    const context = contextWith(
      {},
      {
        computed: [
          computed({ id: 1, attribute: 'a', expression: 'fuel * 2', priority: 5 }),
          computed({ id: 2, attribute: 'b', expression: 'a + 1', priority: 1 }),
          computed({
            id: 3,
            attribute: 'early',
            expression: 'speed > 10',
            type: 'boolean',
            priority: -1,
          }),
        ],
      },
    );
    const position = at(0, 0, { fuel: 10 }, { speed: 20 });
    expect(computedEarly.handle(position, null, context)).toEqual({
      attributes: { early: true },
      fields: {},
    });
    expect(computedLate.handle(position, null, context)).toEqual({
      attributes: { a: 20, b: 21 },
      fields: {},
    });
  });

  it('sets position fields, removes on null, skips failures and wrong types', () => {
    const context = contextWith(
      {},
      {
        computed: [
          computed({ id: 1, attribute: 'speed', expression: 'speed * 0.5' }),
          computed({ id: 2, attribute: 'gone', expression: 'missing' }),
          computed({ id: 3, attribute: 'bad', expression: '"abc" * 2' }),
          computed({ id: 4, attribute: 'n', expression: '"abc"' }),
          computed({ id: 5, attribute: 'label', expression: 'speed', type: 'string' }),
        ],
      },
    );
    const outcome = runHandlers(
      [computedLate],
      at(0, 0, { gone: 1 }, { speed: 40 }),
      null,
      context,
    );
    expect(outcome.position).toMatchObject({ speed: 20, attributes: { label: '20' } });
    expect(outcome.position!.attributes).not.toHaveProperty('gone');
    expect(outcome.position!.attributes).not.toHaveProperty('bad');
    expect(outcome.position!.attributes).not.toHaveProperty('n');
  });
});

describe('motionEvents handler and the runner', () => {
  it('returns the new state and events at earlier positions by reference', () => {
    const context = contextWith();
    const positions = [at(0, 0), at(10, 0), at(20, 120), at(30, 240)];
    const seen: unknown[] = [];
    let last = null;
    for (const position of positions) {
      const result = motionEvents.handle(position, last, context)!;
      context.env.state = { ...context.env.state, ...result.state };
      for (const event of result.events ?? []) seen.push([event.type, event.position]);
      last = position;
    }
    expect(seen).toEqual([['deviceMoving', positions[1]]]);
  });

  it('runs no event handler on a position older than the last one', () => {
    const context = contextWith();
    const last = at(100, 0, { ignition: false, alarm: 'sos' });
    const older = at(50, 0, { ignition: true, alarm: 'sos,lowBattery', result: 'done' });
    const outcome = runHandlers(POSITION_HANDLERS, older, last, context);
    // Only commandResult, which Traccar runs on every position, fires.
    expect(outcome.events.map((e) => e.type)).toEqual(['commandResult']);
    const newer = at(150, 0, { ignition: true, alarm: 'sos,lowBattery' });
    const live = runHandlers(POSITION_HANDLERS, newer, last, context);
    expect(live.events.map((e) => e.type)).toEqual(['ignitionOn', 'alarm']);
  });
});
