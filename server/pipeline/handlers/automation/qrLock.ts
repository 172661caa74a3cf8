import { QR_DEVICE } from '../../../automation/actions';
import { lockWithoutDriver } from '../../../automation/qrRules';
import { booleanOf, lookupBoolean, lookupNumber, numberOf } from '../../attributes';
import type { PositionHandler } from '../../types';
import { textOf, withAlarm } from './qrDriver';

const MINUTE_MS = 60_000;

/**
 * Lock without a driver (companion-api.md §1.4, §1.6): on a device with
 * `tarkan.driverLockDevice`, ignition on without a driver starts the clock (`qrLockTime`, now
 * plus `tarkan.lockDeviceTimeout` minutes); a position past it with still no driver raises the
 * `unknownDriver` alarm, stops the engine and marks the device `isQrLocked` (a driver's
 * check-in may unlock it). A driver clears the clock. "Now" is the position's server time; a
 * device that sends nothing more is locked by the timed check (`automation/qrDeadlines.ts`).
 */
export const qrLock: PositionHandler = {
  name: 'qrLock',
  latestOnly: true,
  handle(position, _last, { device, env }) {
    const attributes = device.attributes;
    const lockTime = numberOf(attributes[QR_DEVICE.lockTime], Number.NaN);
    const waiting = !Number.isNaN(lockTime);
    const clear = waiting ? { device: { [QR_DEVICE.lockTime]: undefined } } : null;
    if (!lookupBoolean(env.lookup, 'tarkan.driverLockDevice', false)) return clear;
    if (textOf(position.attributes.driverUniqueId) !== null) return clear;
    if (booleanOf(attributes[QR_DEVICE.locked], false)) return clear;
    const now = position.serverTime;
    let due = lockTime;
    if (!waiting) {
      if (position.attributes.ignition !== true) return null;
      due = now + lookupNumber(env.lookup, 'tarkan.lockDeviceTimeout', 0) * MINUTE_MS;
    }
    if (now < due) return waiting ? null : { device: { [QR_DEVICE.lockTime]: due } };
    const { device: patch, alarm, actions } = lockWithoutDriver();
    return {
      device: patch,
      attributes: { alarm: withAlarm(position.attributes.alarm, alarm) },
      actions,
    };
  },
};
