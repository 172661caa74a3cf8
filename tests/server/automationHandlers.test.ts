import { describe, expect, it } from 'vitest';
import { geofenceAutomation } from '../../server/pipeline/handlers/automation/geofenceAutomation';
import { qrCheckout } from '../../server/pipeline/handlers/automation/qrCheckout';
import { qrDriver } from '../../server/pipeline/handlers/automation/qrDriver';
import { qrLock } from '../../server/pipeline/handlers/automation/qrLock';
import type { DriverRecord } from '../../server/storage';
import type { HandlerContext } from '../../server/pipeline/types';
import { area, contextWith } from './support/env';
import { at, testDevice, T0 } from './support/track';

const MINUTE = 60_000;
const CIRCLE = 'CIRCLE (0 0, 100)';
/** Far from every test position: these rules go by the positions' geofenceIds alone. */
const FAR = 'CIRCLE (10 10, 100)';

/** A context whose device has `attributes` and whose configuration is `config`. */
function context(
  attributes: Record<string, unknown>,
  config: Record<string, unknown> = {},
  extra: Parameters<typeof contextWith>[1] = {},
): HandlerContext {
  // The device's attributes come first in its configuration chain, as in the server.
  const base = contextWith({ ...config, ...attributes }, extra);
  return { ...base, device: testDevice({ attributes }) };
}

/** A position at `t` seconds after T0 whose server time (the rules' clock) is `now`. */
const seen = (t: number, attributes: Record<string, unknown>, now = T0 + t * 1000) =>
  at(t, 0, attributes, { serverTime: now });

describe('geofenceAutomation', () => {
  const anchor = area(5, FAR, { attributes: { isAnchor: true, deviceId: 1 } });
  const depot = area(6, CIRCLE, { attributes: { lockOnExit: true } });
  const yard = area(7, CIRCLE, { attributes: { lockOnEnter: 'true' } });
  const plain = area(8, CIRCLE);
  const geofences = [anchor, depot, yard, plain];
  const moved = (before: number[], after: number[], config = {}) =>
    geofenceAutomation.handle(
      at(10, 0, {}, { geofenceIds: after.length ? after : null }),
      at(0, 0, {}, { geofenceIds: before.length ? before : null }),
      contextWith(config, { geofences }),
    );

  it('leaving the anchor stops the engine and deletes the anchor', () => {
    expect(moved([5], [])?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'anchor', geofenceId: 5 },
      { type: 'deleteAnchor', geofenceId: 5 },
    ]);
  });

  it('an anchor made after the last report counts it inside when it lay there', () => {
    // The anchor is made around a parked device: its last report never named it.
    const made = area(5, CIRCLE, { attributes: { isAnchor: true, deviceId: 1 } });
    const next = (north: number, geofenceIds: number[] | null, lastNorth = 0) =>
      geofenceAutomation.handle(
        at(10, north, {}, { geofenceIds }),
        at(0, lastNorth),
        contextWith({}, { geofences: [made] }),
      );
    expect(next(500, null)?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'anchor', geofenceId: 5 },
      { type: 'deleteAnchor', geofenceId: 5 },
    ]);
    expect(next(50, [5])).toBeNull();
    // A last report outside it (an anchor placed elsewhere) is not a departure.
    expect(next(600, null, 500)).toBeNull();
  });

  it("another device's anchor is not this device's to act on", () => {
    const other = area(9, CIRCLE, { attributes: { isAnchor: true, deviceId: 2 } });
    const result = geofenceAutomation.handle(
      at(10, 0),
      at(0, 0, {}, { geofenceIds: [9] }),
      contextWith({}, { geofences: [other] }),
    );
    expect(result).toBeNull();
  });

  it('lockOnExit and lockOnEnter on the geofence stop the engine on that crossing only', () => {
    expect(moved([6], [])?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'lockOnExit', geofenceId: 6 },
    ]);
    expect(moved([], [7])?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'lockOnEnter', geofenceId: 7 },
    ]);
    expect(moved([], [6])).toBeNull();
    expect(moved([7], [])).toBeNull();
    expect(moved([8], [])).toBeNull();
  });

  it('lockOnExit on the device covers every geofence it leaves', () => {
    expect(moved([8], [], { lockOnExit: true })?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'lockOnExit', geofenceId: 8 },
    ]);
  });

  it('stops the engine once however many rules ask, and still clears the anchor', () => {
    expect(moved([5, 6], [7])?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'anchor', geofenceId: 5 },
      { type: 'deleteAnchor', geofenceId: 5 },
    ]);
  });

  it('a geofence outside its calendar does nothing', () => {
    const result = geofenceAutomation.handle(
      at(10, 0),
      at(0, 0, {}, { geofenceIds: [6] }),
      contextWith({}, { geofences: [{ ...depot, calendarId: 3 }], inCalendar: () => false }),
    );
    expect(result).toBeNull();
  });
});

describe('qrDriver', () => {
  it("gives a position without a driver the checked-in driver's uniqueId", () => {
    const result = qrDriver.handle(at(0, 0), null, context({ qrDriverId: 'D-7' }));
    expect(result?.attributes).toEqual({ driverUniqueId: 'D-7' });
  });

  it("keeps a driver the device itself reported, and does nothing when nobody's checked in", () => {
    expect(
      qrDriver.handle(at(0, 0, { driverUniqueId: 'RFID' }), null, context({ qrDriverId: 'D-7' })),
    ).toBeNull();
    expect(qrDriver.handle(at(0, 0), null, context({}))).toBeNull();
  });
});

describe('qrLock (lock without a driver)', () => {
  const rule = { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 5 };

  it('ignition on without a driver starts the clock: now + lockDeviceTimeout minutes', () => {
    const result = qrLock.handle(seen(0, { ignition: true }), null, context(rule));
    expect(result).toEqual({ device: { qrLockTime: T0 + 5 * MINUTE } });
  });

  it('before the time nothing happens; after it the alarm, the lock and the engine stop', () => {
    const waiting = context({ ...rule, qrLockTime: T0 + 5 * MINUTE });
    expect(qrLock.handle(seen(60, { ignition: true }), null, waiting)).toBeNull();
    const late = qrLock.handle(
      seen(301, { ignition: true, alarm: 'sos' }),
      null,
      context({ ...rule, qrLockTime: T0 + 5 * MINUTE }),
    );
    expect(late).toEqual({
      device: { qrLockTime: undefined, isQrLocked: true },
      attributes: { alarm: 'sos,unknownDriver' },
      actions: [{ type: 'engine', command: 'engineStop', rule: 'unknownDriver' }],
    });
  });

  it('the clock is the server time, not the device time', () => {
    const device = context({ ...rule, qrLockTime: T0 + 5 * MINUTE });
    // The device's own clock says 10 minutes later, the server says 1 minute.
    const result = qrLock.handle(seen(600, { ignition: true }, T0 + MINUTE), null, device);
    expect(result).toBeNull();
  });

  it('a timeout of 0 locks at once', () => {
    const result = qrLock.handle(
      seen(0, { ignition: true }),
      null,
      context({ 'tarkan.driverLockDevice': true }),
    );
    expect(result?.actions).toEqual([
      { type: 'engine', command: 'engineStop', rule: 'unknownDriver' },
    ]);
  });

  it('a driver clears the clock; a locked device is not locked again', () => {
    const waiting = { ...rule, qrLockTime: T0 };
    expect(
      qrLock.handle(seen(400, { ignition: true, driverUniqueId: 'D-7' }), null, context(waiting)),
    ).toEqual({ device: { qrLockTime: undefined } });
    expect(
      qrLock.handle(seen(400, { ignition: true }), null, context({ ...rule, isQrLocked: true })),
    ).toBeNull();
  });

  it('ignition off or unknown starts no clock; without the rule a clock is dropped', () => {
    expect(qrLock.handle(seen(0, { ignition: false }), null, context(rule))).toBeNull();
    expect(qrLock.handle(seen(0, {}), null, context(rule))).toBeNull();
    expect(qrLock.handle(seen(0, { ignition: true }), null, context({ qrLockTime: T0 }))).toEqual({
      device: { qrLockTime: undefined },
    });
  });
});

describe('qrCheckout (auto logout)', () => {
  const driver = (attributes: Record<string, unknown>): DriverRecord => ({
    id: 3,
    name: 'Ana',
    uniqueId: 'D-7',
    attributes,
  });
  const withDriver = (device: Record<string, unknown>, settings: Record<string, unknown>) =>
    context(
      { qrDriverId: 'D-7', ...device },
      {},
      { driver: (id) => (id === 'D-7' ? driver(settings) : undefined) },
    );
  const auto = { 'tarkan.driverAutoLogout': true, 'tarkan.autoLogoutTimeout': 10 };

  it("ignition off starts the clock: now + the driver's autoLogoutTimeout minutes", () => {
    expect(qrCheckout.handle(seen(0, { ignition: false }), null, withDriver({}, auto))).toEqual({
      device: { qrCheckoutTime: T0 + 10 * MINUTE },
    });
  });

  it('past the time the alarm and the check-out; ignition on before it stops the clock', () => {
    const waiting = withDriver({ qrCheckoutTime: T0 + 10 * MINUTE }, auto);
    expect(qrCheckout.handle(seen(300, { ignition: false }), null, waiting)).toBeNull();
    expect(qrCheckout.handle(seen(300, { ignition: true }), null, waiting)).toEqual({
      device: { qrCheckoutTime: undefined },
    });
    expect(qrCheckout.handle(seen(601, {}), null, waiting)).toEqual({
      device: { qrCheckoutTime: undefined, qrDriverId: undefined },
      attributes: { alarm: 'checkoutDriver' },
      actions: [{ type: 'checkoutDriver', driverUniqueId: 'D-7' }],
    });
  });

  it('a driver without auto logout, or no driver, starts nothing', () => {
    expect(qrCheckout.handle(seen(0, { ignition: false }), null, withDriver({}, {}))).toBeNull();
    expect(qrCheckout.handle(seen(0, { ignition: false }), null, context({}))).toBeNull();
  });
});
