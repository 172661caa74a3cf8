import { QR_DEVICE } from '../../../automation/actions';
import { checkOutDriver } from '../../../automation/qrRules';
import { booleanOf, numberOf } from '../../attributes';
import type { PositionHandler } from '../../types';
import { textOf, withAlarm } from './qrDriver';

const MINUTE_MS = 60_000;

/**
 * Auto logout (companion-api.md §1.4, §1.6): when the checked-in driver has
 * `tarkan.driverAutoLogout`, ignition off starts the clock (`qrCheckoutTime`, now plus the
 * driver's `tarkan.autoLogoutTimeout` minutes) and ignition on stops it; a position past it
 * raises the `checkoutDriver` alarm and checks the driver out. "Now" is the server time; a
 * device that sends nothing more is checked out by the timed check (`automation/qrDeadlines.ts`).
 */
export const qrCheckout: PositionHandler = {
  name: 'qrCheckout',
  latestOnly: true,
  handle(position, _last, { device, env }) {
    const attributes = device.attributes;
    const checkoutTime = numberOf(attributes[QR_DEVICE.checkoutTime], Number.NaN);
    const waiting = !Number.isNaN(checkoutTime);
    const clear = waiting ? { device: { [QR_DEVICE.checkoutTime]: undefined } } : null;
    const driverUniqueId = textOf(attributes[QR_DEVICE.driver]);
    const driver = driverUniqueId === null ? undefined : env.driver(driverUniqueId);
    if (!driver || !booleanOf(driver.attributes['tarkan.driverAutoLogout'], false)) return clear;
    const ignition = position.attributes.ignition;
    if (ignition === true) return clear;
    const now = position.serverTime;
    let due = checkoutTime;
    if (!waiting) {
      if (ignition !== false) return null;
      due = now + numberOf(driver.attributes['tarkan.autoLogoutTimeout'], 0) * MINUTE_MS;
    }
    if (now < due) return waiting ? null : { device: { [QR_DEVICE.checkoutTime]: due } };
    const { device: patch, alarm, actions } = checkOutDriver(driver.uniqueId);
    return {
      device: patch,
      attributes: { alarm: withAlarm(position.attributes.alarm, alarm) },
      actions,
    };
  },
};
