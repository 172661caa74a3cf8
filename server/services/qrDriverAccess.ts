import { randomBytes } from 'node:crypto';
import { MIN_PASSWORD_LENGTH, QR_DRIVER_LOGIN_PREFIX } from '@farol/model';
import { IllegalArgumentError, StorageError } from '../errors';
import { booleanOf } from '../pipeline/attributes';
import type { Attrs, DriverRecord, Link, Storage, UserRecord } from '../storage';
import { IDENTITY_TAKEN } from '../storage/users';
import type { Authority } from './authority';
import { hashPassword } from './passwords';
import { newUserRecord } from './users';

/** Driver attributes of the QR check-in (companion-api.md §1.6). */
export const QR_DRIVER = {
  enabled: 'tarkan.enableQrCode',
  username: 'tarkan.driverUsername',
  /** Taken from the request, never stored. */
  password: 'tarkan.driverPassword',
  userId: 'tarkan.driverUserId',
  unlock: 'tarkan.driverUnlockDevice',
} as const;

/** The access user's mark: the driver's uniqueId (and, checked in, the device's id). */
export const QR_USER = { driver: 'tarkan.isQrDriverId', device: 'tarkan.isQrDeviceId' } as const;

/** True for a QR driver's access user: it may check in and out, nothing else. */
export const isQrDriverUser = (user: UserRecord): boolean =>
  typeof user.attributes[QR_USER.driver] === 'string' && user.attributes[QR_USER.driver] !== '';

const loginOf = (driver: Pick<DriverRecord, 'uniqueId' | 'attributes'>): string =>
  `${QR_DRIVER_LOGIN_PREFIX}${String(driver.attributes[QR_DRIVER.username] ?? '').trim() || driver.uniqueId}`;

const userIdOf = (driver: Pick<DriverRecord, 'attributes'>): number =>
  Number(driver.attributes[QR_DRIVER.userId]) || 0;

/**
 * The driver's access user (companion-api.md §1.4, `POST /api/drivers`): a driver saved with
 * `tarkan.enableQrCode` gets a read-only user `qrcode-<username>` (the username defaults to the
 * driver's uniqueId) with `tarkan.isQrDriverId`, whose id the driver keeps in
 * `tarkan.driverUserId`. The password comes with the request and is only ever stored hashed, on
 * the user. Turning QR off or deleting the driver deletes the user. Linking the driver to a
 * device (or group) links its user too, so the driver sees the vehicles they may drive.
 */
export class QrDriverAccess {
  constructor(
    private readonly storage: Storage,
    private readonly authority: Authority,
  ) {}

  /**
   * The attributes to store for a driver write, checked before anything is written: with QR on,
   * a login nobody else has and, for a new access user, a password. The password is dropped.
   */
  async prepare(attributes: Attrs, before: DriverRecord | null, uniqueId: string): Promise<Attrs> {
    const { [QR_DRIVER.password]: password, ...kept } = attributes;
    // The access user's id is the server's to set: a body cannot point a driver at someone.
    kept[QR_DRIVER.userId] = before?.attributes[QR_DRIVER.userId];
    if (kept[QR_DRIVER.userId] === undefined) delete kept[QR_DRIVER.userId];
    if (!booleanOf(kept[QR_DRIVER.enabled], false)) return kept;
    const existing = before ? userIdOf(before) : 0;
    if (!existing && String(password ?? '').length < MIN_PASSWORD_LENGTH) {
      throw new IllegalArgumentError(
        `${QR_DRIVER.password}: at least ${MIN_PASSWORD_LENGTH} characters are required`,
      );
    }
    const holder = await this.storage.users.findByLogin(loginOf({ uniqueId, attributes: kept }));
    if (holder && holder.id !== existing) throw new StorageError(IDENTITY_TAKEN);
    return kept;
  }

  /** After the driver was stored: its access user made, renamed, re-keyed or deleted. */
  async saved(caller: UserRecord, driver: DriverRecord, password: unknown): Promise<void> {
    const existing = userIdOf(driver);
    const user = existing ? await this.storage.users.get(existing) : null;
    if (!booleanOf(driver.attributes[QR_DRIVER.enabled], false)) {
      if (user) await this.removeUser(user);
      if (existing) await this.storeUserId(driver, null);
      return;
    }
    const secret =
      typeof password === 'string' && password.length >= MIN_PASSWORD_LENGTH
        ? await hashPassword(password)
        : null;
    const login = loginOf(driver);
    if (!user) {
      const record = newUserRecord(
        {
          name: driver.name,
          login,
          email: login,
          readonly: true,
          deviceReadonly: true,
          limitCommands: true,
          disableReports: true,
          userLimit: 0,
          deviceLimit: 0,
          attributes: { [QR_USER.driver]: driver.uniqueId },
        },
        secret ?? (await hashPassword(randomBytes(24).toString('base64url'))),
      );
      const created = await this.storage.users.insert(record, caller.id);
      await this.storeUserId(driver, created.id);
      // Already linked to vehicles (or groups of them): the new user sees them too.
      for (const kind of ['device', 'group']) {
        for (const link of await this.storage.links.find(kind, 'driver', 0, driver.id)) {
          await this.storage.links.add(userLink(created.id, kind, link.ownerId));
        }
      }
      return;
    }
    const after: UserRecord = {
      ...user,
      name: driver.name,
      login,
      email: login,
      attributes: { ...user.attributes, [QR_USER.driver]: driver.uniqueId },
      ...(secret ? { hashedPassword: secret.hash, salt: secret.salt } : {}),
    };
    await this.storage.users.update(after);
    await this.authority.accountChanged(user, after);
  }

  /** The driver was deleted: so is its access user. */
  async deleted(driver: DriverRecord): Promise<void> {
    const user = userIdOf(driver) ? await this.storage.users.get(userIdOf(driver)) : null;
    if (user) await this.removeUser(user);
  }

  /**
   * The links that go with these driver links: driver ↔ device (or group) carries the driver's
   * access user ↔ that device (or group).
   */
  async companions(links: readonly Link[]): Promise<Link[]> {
    const companions: Link[] = [];
    for (const link of links) {
      const holder = ['device', 'group'].includes(link.ownerKind) && link.propertyKind === 'driver';
      if (!holder) continue;
      const driver = await this.storage.drivers.get(link.propertyId);
      const userId = driver ? userIdOf(driver) : 0;
      if (userId && (await this.storage.users.get(userId))) {
        companions.push(userLink(userId, link.ownerKind, link.ownerId));
      }
    }
    return companions;
  }

  private async removeUser(user: UserRecord): Promise<void> {
    await this.authority.ended(user.id);
    await this.storage.users.delete(user.id);
  }

  private async storeUserId(driver: DriverRecord, userId: number | null): Promise<void> {
    const { [QR_DRIVER.userId]: _old, ...attributes } = driver.attributes;
    if (userId !== null) attributes[QR_DRIVER.userId] = userId;
    driver.attributes = attributes;
    await this.storage.drivers.update(driver);
  }
}

const userLink = (userId: number, kind: string, id: number): Link => ({
  ownerKind: 'user',
  ownerId: userId,
  propertyKind: kind,
  propertyId: id,
});
