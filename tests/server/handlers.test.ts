import { describe, expect, it } from 'vitest';
import { haversine } from '@farol/model';
import { distance } from '../../server/pipeline/handlers/distance';
import { engineHours } from '../../server/pipeline/handlers/engineHours';
import { filterDuplicate } from '../../server/pipeline/handlers/filterDuplicate';
import { filterFuture } from '../../server/pipeline/handlers/filterFuture';
import { filterInvalid } from '../../server/pipeline/handlers/filterInvalid';
import { motion } from '../../server/pipeline/handlers/motion';
import { POSITION_HANDLERS } from '../../server/pipeline/handlers';
import { runHandlers } from '../../server/pipeline/run';
import type { PositionHandler } from '../../server/pipeline/types';
import { freshDeviceState, plainEnv } from '../../server/pipeline/env';
import { lookupIn } from '../../server/pipeline/attributes';
import type { Attrs, PositionRecord } from '../../server/storage';
import { testDevice } from './support/track';

const device = testDevice();
const context = { device, env: plainEnv(freshDeviceState()) };

function position(fields: Partial<PositionRecord> = {}): PositionRecord {
  return {
    id: 0,
    deviceId: 1,
    protocol: 'osmand',
    serverTime: 0,
    deviceTime: 1_000_000,
    fixTime: 1_000_000,
    valid: true,
    latitude: -23.55,
    longitude: -46.63,
    altitude: 0,
    speed: 0,
    course: 0,
    address: null,
    accuracy: 0,
    network: null,
    geofenceIds: null,
    attributes: {},
    ...fields,
  };
}

describe('filterInvalid', () => {
  it('keeps coordinates in range and drops the rest', () => {
    expect(
      filterInvalid.handle(position({ latitude: 90, longitude: -180 }), null, context),
    ).toBeNull();
    for (const bad of [
      { latitude: 90.01 },
      { latitude: -91 },
      { longitude: 180.5 },
      { latitude: NaN },
    ]) {
      expect(filterInvalid.handle(position(bad), null, context)).toEqual({ drop: true });
    }
  });
});

describe('filterFuture', () => {
  const now = 1_700_000_000_000;
  const at = (fixTime: number) => position({ serverTime: now, deviceTime: fixTime, fixTime });

  it('drops a fix more than a day ahead of the server by default, keeps the rest', () => {
    expect(filterFuture.handle(at(now + 86_400_000), null, context)).toBeNull();
    expect(filterFuture.handle(at(now + 86_400_001), null, context)).toEqual({ drop: true });
    expect(filterFuture.handle(at(now - 10 * 365 * 86_400_000), null, context)).toBeNull();
  });

  it('takes its margin in seconds from filter.future', () => {
    const strict = {
      device,
      env: plainEnv(freshDeviceState(), lookupIn([{ 'filter.future': 60 }])),
    };
    expect(filterFuture.handle(at(now + 60_000), null, strict)).toBeNull();
    expect(filterFuture.handle(at(now + 61_000), null, strict)).toEqual({ drop: true });
  });
});

describe('filterDuplicate', () => {
  const last = position({ attributes: { ignition: true, distance: 10, totalDistance: 99 } });
  it('drops a resend: same time, place and attribute values', () => {
    expect(
      filterDuplicate.handle(position({ attributes: { ignition: true } }), last, context),
    ).toEqual({ drop: true });
  });
  it('keeps anything that differs in time, place or an attribute', () => {
    expect(filterDuplicate.handle(position({ fixTime: 1_000_001 }), last, context)).toBeNull();
    expect(filterDuplicate.handle(position({ latitude: -23.56 }), last, context)).toBeNull();
    expect(
      filterDuplicate.handle(position({ attributes: { ignition: false } }), last, context),
    ).toBeNull();
    expect(filterDuplicate.handle(position({ attributes: { fuel: 3 } }), last, context)).toBeNull();
    expect(filterDuplicate.handle(position(), null, context)).toBeNull();
  });
});

describe('distance', () => {
  it('sets distance (2 decimals) and adds it to the last totalDistance', () => {
    const last = position({ attributes: { totalDistance: 1000 } });
    const result = distance.handle(position({ latitude: -23.56 }), last, context)!;
    const expected = Math.round(haversine(-23.55, -46.63, -23.56, -46.63) * 100) / 100;
    expect(result.attributes).toEqual({
      distance: expected,
      totalDistance: Math.round((1000 + expected) * 100) / 100,
    });
  });

  it('starts at zero and keeps a distance the device sent', () => {
    expect(distance.handle(position(), null, context)!.attributes).toEqual({
      distance: 0,
      totalDistance: 0,
    });
    const sent = distance.handle(
      position({ attributes: { distance: 7 } }),
      position({ attributes: { totalDistance: 3 } }),
      context,
    );
    expect(sent!.attributes).toEqual({ distance: 7, totalDistance: 10 });
  });
});

describe('engineHours', () => {
  const on = (fixTime: number, hours?: number) =>
    position({
      fixTime,
      attributes: { ignition: true, ...(hours !== undefined ? { hours } : {}) },
    });

  it('adds the time between two positions with ignition on', () => {
    expect(engineHours.handle(on(61_000), on(1_000, 5_000), context)).toEqual({
      attributes: { hours: 65_000 },
    });
  });
  it('carries the total over while ignition is off', () => {
    const off = position({ fixTime: 61_000, attributes: { ignition: false } });
    expect(engineHours.handle(off, on(1_000, 5_000), context)).toEqual({
      attributes: { hours: 5_000 },
    });
  });
  it('does nothing without history or when the device sends hours', () => {
    expect(engineHours.handle(on(1_000), null, context)).toBeNull();
    expect(engineHours.handle(on(61_000, 1), on(1_000, 5_000), context)).toBeNull();
    expect(
      engineHours.handle(position({ fixTime: 2 }), position({ fixTime: 1 }), context),
    ).toBeNull();
  });
});

describe('motion', () => {
  it('is true above 0.01 kn and false at or below it', () => {
    expect(motion.handle(position({ speed: 0.02 }), null, context)).toEqual({
      attributes: { motion: true },
    });
    expect(motion.handle(position({ speed: 0.01 }), null, context)).toEqual({
      attributes: { motion: false },
    });
    expect(motion.handle(position({ speed: 0 }), null, context)).toEqual({
      attributes: { motion: false },
    });
  });
  it('keeps the motion the device reported', () => {
    const reported = position({ speed: 30, attributes: { motion: false } });
    expect(motion.handle(reported, null, context)).toBeNull();
  });
});

describe('runHandlers', () => {
  it('merges attributes in order, collects events and stops at a drop', () => {
    const tag: PositionHandler = {
      name: 'tag',
      handle: () => ({ attributes: { tag: 1 }, events: [{ type: 'test' }] }),
    };
    const sees: PositionHandler = {
      name: 'sees',
      handle: (p) => ({ attributes: { sawTag: p.attributes.tag === 1 } }),
    };
    const outcome = runHandlers([tag, sees], position(), null, context);
    expect(outcome.position!.attributes).toEqual({ tag: 1, sawTag: true });
    expect(outcome.events).toEqual([{ type: 'test' }]);
    const dropped = runHandlers([filterInvalid, tag], position({ latitude: 100 }), null, context);
    expect(dropped).toEqual({ position: null, events: [], actions: [] });
  });

  it('does not mutate the input position', () => {
    const input = position();
    runHandlers(POSITION_HANDLERS, input, position({ fixTime: 1 }), context);
    expect(input.attributes).toEqual({});
  });

  it('works on its own copy of the attributes: same keys in order, __proto__ kept as a key', () => {
    const attributes = JSON.parse('{"b":1,"__proto__":{"x":1},"a":"z","2":true}') as Attrs;
    const input = position({ attributes });
    const removes: PositionHandler = {
      name: 'removes',
      handle: () => ({ attributes: { a: undefined, c: 3 } }),
    };
    const stored = runHandlers([removes], input, null, context).position!.attributes;
    expect(Object.keys(stored)).toEqual(['2', 'b', '__proto__', 'c']);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(JSON.stringify(stored)).toBe('{"2":true,"b":1,"__proto__":{"x":1},"c":3}');
    expect(Object.keys(attributes)).toEqual(['2', 'b', '__proto__', 'a']);
  });

  it('runs the standard list: filters, position handlers, then event handlers', () => {
    expect(POSITION_HANDLERS.map((h) => h.name)).toEqual([
      'filterInvalid',
      'filterFuture',
      'filterDuplicate',
      'computedEarly',
      'distance',
      'engineHours',
      'geofences',
      'motion',
      'qrDriver',
      'computedLate',
      'geofenceEvents',
      'geofenceAutomation',
      'overspeed',
      'ignition',
      'motionEvents',
      'qrCheckout',
      'qrLock',
      'alarm',
      'fuel',
      'maintenance',
      'driver',
      'commandResult',
    ]);
  });
});
