import { z } from 'zod';
import { Id } from './common';

/** The prefix of a QR driver's access login: `qrcode-<username>` (companion-api.md §1.4). */
export const QR_DRIVER_LOGIN_PREFIX = 'qrcode-';

/** A driver's username as they type it at /motorista: the access login it stands for. */
export const qrDriverLogin = (username: string): string => {
  const trimmed = username.trim();
  return trimmed.toLowerCase().startsWith(QR_DRIVER_LOGIN_PREFIX)
    ? trimmed
    : `${QR_DRIVER_LOGIN_PREFIX}${trimmed}`;
};

/** The body of `POST /tarkan/qr-driver`: the device to check into, 0 to check out. */
export const QrDriverCheck = z.object({ id: Id });
export type QrDriverCheck = z.infer<typeof QrDriverCheck>;

/**
 * What a check-in or check-out left: the device the driver is in (0: none) and, when the
 * device was locked for want of a driver, what became of the unlock (`notAllowed` when the
 * driver may not unlock; null when there was nothing to unlock).
 */
export const QrDriverStatus = z.object({
  deviceId: Id,
  driverUniqueId: z.string(),
  unlock: z.enum(['sent', 'queued', 'unsupported', 'failed', 'notAllowed']).nullable(),
});
export type QrDriverStatus = z.infer<typeof QrDriverStatus>;

/** The user attribute that marks a QR driver's access user (the driver's uniqueId). */
export const QR_DRIVER_USER_KEY = 'tarkan.isQrDriverId';
/** The user attribute naming the device the driver is checked into. */
export const QR_DRIVER_DEVICE_KEY = 'tarkan.isQrDeviceId';

/** True for a QR driver's access user: the check-in is all it may do. */
export const isQrDriver = (user: { attributes: Record<string, unknown> } | null | undefined) =>
  typeof user?.attributes[QR_DRIVER_USER_KEY] === 'string' &&
  user.attributes[QR_DRIVER_USER_KEY] !== '';

/** The device a QR driver is checked into, 0 when none. */
export const qrDriverDeviceId = (
  user: { attributes: Record<string, unknown> } | null | undefined,
) => Number(user?.attributes[QR_DRIVER_DEVICE_KEY]) || 0;

/** The check-in URL a device's QR code carries: `<origin>/qr-driver/scan/<deviceId>`. */
export const qrScanUrl = (origin: string, deviceId: number): string =>
  `${origin}/qr-driver/scan/${deviceId}`;

/** The device id in a scanned check-in URL (or bare path), or null when it is none. */
export function deviceIdFromScan(text: string): number | null {
  const match = /\/qr-driver\/scan\/(\d{1,15})\/?(?:[?#].*)?$/.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
