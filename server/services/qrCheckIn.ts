import type { QrDriverStatus } from '@farol/model';
import { QR_DEVICE, withPatch } from '../automation/actions';
import type { AutomationService } from '../automation/service';
import { HttpError, SecurityError } from '../errors';
import { booleanOf } from '../pipeline/attributes';
import type { Attrs, Storage, UserRecord } from '../storage';
import type { PermissionsService } from './permissions';
import { isQrDriverUser, QR_DRIVER, QR_USER } from './qrDriverAccess';
import type { DeviceRegistry } from './registry';

/**
 * The QR driver's check-in and check-out (`POST /tarkan/qr-driver`, companion-api.md §1.4),
 * with Farol's checks: only a driver's access user may call it, and only for a device their
 * driver is linked to. Checking in makes the device's positions carry the driver
 * (`qrDriverId`), stops the no-driver clock and, on a device locked for want of a driver, resumes
 * the engine when the driver has `tarkan.driverUnlockDevice` (log 212). A driver is in one
 * device at a time, and a device has one driver: a check-in takes them from where they were.
 */
export class QrCheckIn {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly permissions: PermissionsService,
    private readonly automation: AutomationService,
  ) {}

  async checkIn(user: UserRecord, deviceId: number): Promise<QrDriverStatus> {
    const driverUniqueId = this.driverOf(user);
    await this.permissions.checkPermission(user, 'device', deviceId);
    const device = this.registry.get(deviceId);
    if (!device) throw new HttpError(404);
    const driver = await this.storage.drivers.byUniqueId(driverUniqueId);
    if (!driver) throw new SecurityError('Driver access denied');
    const previousDevice = Number(user.attributes[QR_USER.device]) || 0;
    if (previousDevice && previousDevice !== deviceId) {
      await this.leave(previousDevice, driverUniqueId);
    }
    const previousDriver = device.attributes[QR_DEVICE.driver];
    if (typeof previousDriver === 'string' && previousDriver && previousDriver !== driverUniqueId) {
      await this.forgetDevice(previousDriver, deviceId);
    }
    await this.setUserDevice(user, deviceId);
    const locked = booleanOf(device.attributes[QR_DEVICE.locked], false);
    let unlock: QrDriverStatus['unlock'] = null;
    if (locked && !booleanOf(driver.attributes[QR_DRIVER.unlock], false)) unlock = 'notAllowed';
    else if (locked) {
      ({ outcome: unlock } = await this.automation.engine(
        deviceId,
        'engineResume',
        'driverCheckIn',
        {
          driverUniqueId,
          actor: user,
        },
      ));
    }
    const unlocked = unlock === 'sent' || unlock === 'queued';
    await this.patchDevice(deviceId, {
      [QR_DEVICE.driver]: driverUniqueId,
      [QR_DEVICE.lockTime]: undefined,
      [QR_DEVICE.checkoutTime]: undefined,
      ...(unlocked ? { [QR_DEVICE.locked]: undefined } : {}),
    });
    return { deviceId, driverUniqueId, unlock };
  }

  async checkOut(user: UserRecord): Promise<QrDriverStatus> {
    const driverUniqueId = this.driverOf(user);
    const deviceId = Number(user.attributes[QR_USER.device]) || 0;
    if (deviceId) await this.leave(deviceId, driverUniqueId);
    await this.setUserDevice(user, null);
    return { deviceId: 0, driverUniqueId, unlock: null };
  }

  /** The caller's driver uniqueId; anyone but a driver's access user is refused. */
  private driverOf(user: UserRecord): string {
    if (!isQrDriverUser(user)) throw new SecurityError('QR driver access only');
    return String(user.attributes[QR_USER.driver]);
  }

  /** The driver leaves the device, if they are still its driver. */
  private async leave(deviceId: number, driverUniqueId: string): Promise<void> {
    const device = this.registry.get(deviceId);
    if (device && device.attributes[QR_DEVICE.driver] === driverUniqueId) {
      await this.patchDevice(deviceId, {
        [QR_DEVICE.driver]: undefined,
        [QR_DEVICE.checkoutTime]: undefined,
      });
    }
  }

  /** Another driver was in the device: their access user no longer is. */
  private async forgetDevice(driverUniqueId: string, deviceId: number): Promise<void> {
    const driver = await this.storage.drivers.byUniqueId(driverUniqueId);
    const userId = Number(driver?.attributes[QR_DRIVER.userId]) || 0;
    const user = userId ? await this.storage.users.get(userId) : null;
    if (user && Number(user.attributes[QR_USER.device]) === deviceId) {
      await this.setUserDevice(user, null);
    }
  }

  private async setUserDevice(user: UserRecord, deviceId: number | null): Promise<void> {
    const { [QR_USER.device]: _old, ...attributes } = user.attributes;
    if (deviceId !== null) attributes[QR_USER.device] = deviceId;
    await this.storage.users.update({ ...user, attributes });
  }

  private async patchDevice(deviceId: number, patch: Attrs): Promise<void> {
    const device = this.registry.get(deviceId);
    if (!device) return;
    this.registry.update(deviceId, { attributes: withPatch(device.attributes, patch) });
    await this.automation.saveDevice(deviceId);
  }
}
