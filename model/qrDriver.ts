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
