import { describe, expect, it } from 'vitest';
import { dueQrDeadlines } from '../../server/automation/qrRules';
import { lookupIn } from '../../server/pipeline/attributes';
import type { DriverRecord } from '../../server/storage';

const T0 = Date.UTC(2026, 10, 27, 12);
const MINUTE = 60_000;

/** A device with `attributes` (also first in its configuration), its drivers as given. */
function due(attributes: Record<string, unknown>, now: number, drivers: DriverRecord[] = []) {
  const env = {
    lookup: lookupIn([attributes]),
    driver: (uniqueId: string) => drivers.find((driver) => driver.uniqueId === uniqueId),
  };
  return dueQrDeadlines({ attributes }, env, now);
}

const ana = (attributes: Record<string, unknown>): DriverRecord => ({
  id: 3,
  name: 'Ana',
  uniqueId: 'D-7',
  attributes,
});

/** The timed check's rules: which clocks a silent device has run out of. */
describe('dueQrDeadlines', () => {
  const waiting = { 'tarkan.driverLockDevice': true, qrLockTime: T0 + 5 * MINUTE };

  it('a lock clock run out without a driver locks: alarm unknownDriver, engine stop', () => {
    expect(due(waiting, T0 + 5 * MINUTE)).toEqual([
      {
        device: { qrLockTime: undefined, isQrLocked: true },
        alarm: 'unknownDriver',
        actions: [{ type: 'engine', command: 'engineStop', rule: 'unknownDriver' }],
      },
    ]);
  });

  it('not before its time, nor on a locked device, one with a driver, or without the rule', () => {
    expect(due(waiting, T0 + 5 * MINUTE - 1)).toEqual([]);
    expect(due({ ...waiting, isQrLocked: true }, T0 + 6 * MINUTE)).toEqual([]);
    expect(due({ ...waiting, qrDriverId: 'D-7' }, T0 + 6 * MINUTE)).toEqual([]);
    expect(due({ qrLockTime: T0 }, T0 + 6 * MINUTE)).toEqual([]);
    expect(due({ 'tarkan.driverLockDevice': true }, T0 + 6 * MINUTE)).toEqual([]);
  });

  it('a checkout clock run out checks the driver out when they still have auto logout', () => {
    const device = { qrDriverId: 'D-7', qrCheckoutTime: T0 };
    expect(due(device, T0, [ana({ 'tarkan.driverAutoLogout': 'true' })])).toEqual([
      {
        device: { qrCheckoutTime: undefined, qrDriverId: undefined },
        alarm: 'checkoutDriver',
        actions: [{ type: 'checkoutDriver', driverUniqueId: 'D-7' }],
      },
    ]);
    expect(due(device, T0 - 1, [ana({ 'tarkan.driverAutoLogout': true })])).toEqual([]);
    expect(due(device, T0, [ana({})])).toEqual([]);
    expect(due(device, T0, [])).toEqual([]);
  });
});
