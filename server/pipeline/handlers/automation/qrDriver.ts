import { QR_DEVICE } from '../../../automation/actions';
import type { PositionHandler } from '../../types';

/** A non-empty text value, or null. */
export const textOf = (value: unknown): string | null =>
  value === undefined || value === null || String(value) === '' ? null : String(value);

/**
 * The driver checked in by QR code drives the device: a position without its own
 * `driverUniqueId` takes the device's `qrDriverId` (what the product's computed attribute
 * `tarkan.QRDriverID` does), so reports, driverChanged and the rules below see the driver.
 */
export const qrDriver: PositionHandler = {
  name: 'qrDriver',
  handle(position, _last, { device }) {
    if (textOf(position.attributes.driverUniqueId) !== null) return null;
    const driver = textOf(device.attributes[QR_DEVICE.driver]);
    return driver === null ? null : { attributes: { driverUniqueId: driver } };
  },
};

/** `alarm` with one more alarm in its comma-separated list. */
export function withAlarm(current: unknown, alarm: string): string {
  const list = textOf(current);
  return list === null ? alarm : `${list},${alarm}`;
}
