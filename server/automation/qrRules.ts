import { booleanOf, lookupBoolean, numberOf } from '../pipeline/attributes';
import type { DeviceEnv } from '../pipeline/env';
import { textOf } from '../pipeline/handlers/automation/qrDriver';
import type { Attrs, DeviceRecord } from '../storage';
import { QR_DEVICE, type AutomationAction } from './actions';

/**
 * What a QR driver rule does once its time is up (companion-api.md §1.4, §1.6): the device's
 * runtime keys changed, the alarm it raises and what the AutomationService carries out. The
 * pipeline's handlers (on a position), the timed check (on a device that went silent) and the
 * event webhook (on another server's alarm) all end in one of these.
 */
export interface QrOutcome {
  device: Attrs;
  alarm: 'unknownDriver' | 'checkoutDriver';
  actions: AutomationAction[];
}

/** Lock without a driver: engine stop (log 211), `isQrLocked`, the clock stopped. */
export const lockWithoutDriver = (): QrOutcome => ({
  device: { [QR_DEVICE.lockTime]: undefined, [QR_DEVICE.locked]: true },
  alarm: 'unknownDriver',
  actions: [{ type: 'engine', command: 'engineStop', rule: 'unknownDriver' }],
});

/** Auto logout: the driver is checked out, the clock stopped. */
export const checkOutDriver = (driverUniqueId: string): QrOutcome => ({
  device: { [QR_DEVICE.checkoutTime]: undefined, [QR_DEVICE.driver]: undefined },
  alarm: 'checkoutDriver',
  actions: [{ type: 'checkoutDriver', driverUniqueId }],
});

/**
 * The QR deadlines a device has passed at `now` without a position to notice: `qrLockTime` on
 * a device still without a driver, not yet locked and still under `tarkan.driverLockDevice`;
 * `qrCheckoutTime` for a checked-in driver who still has `tarkan.driverAutoLogout`. Only the
 * handlers start a clock (they see the ignition); this only finds the ones run out.
 */
export function dueQrDeadlines(
  device: Pick<DeviceRecord, 'attributes'>,
  env: Pick<DeviceEnv, 'lookup' | 'driver'>,
  now: number,
): QrOutcome[] {
  const attributes = device.attributes;
  const driverUniqueId = textOf(attributes[QR_DEVICE.driver]);
  const due: QrOutcome[] = [];
  const lockTime = numberOf(attributes[QR_DEVICE.lockTime], Number.NaN);
  if (
    lockTime <= now &&
    driverUniqueId === null &&
    !booleanOf(attributes[QR_DEVICE.locked], false) &&
    lookupBoolean(env.lookup, 'tarkan.driverLockDevice', false)
  ) {
    due.push(lockWithoutDriver());
  }
  const checkoutTime = numberOf(attributes[QR_DEVICE.checkoutTime], Number.NaN);
  const driver = driverUniqueId === null ? undefined : env.driver(driverUniqueId);
  if (
    checkoutTime <= now &&
    driver &&
    booleanOf(driver.attributes['tarkan.driverAutoLogout'], false)
  ) {
    due.push(checkOutDriver(driver.uniqueId));
  }
  return due;
}
