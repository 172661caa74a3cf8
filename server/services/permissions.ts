import { grantsBlock, HIGHER_RANK_MESSAGE, rankOf, resellerOf } from '@farol/model';
import { SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import {
  advancedAllowed,
  AREA_OF_KIND,
  anchorAllowed,
  commandAllowed,
  reportAllowed,
  selfEditAllowed,
  type Action,
} from './advancedPerms';
import type { DeviceRegistry } from './registry';
import { TreeLimits } from './treeLimits';
import { UserTree } from './userTree';
import type { ServerSettings } from './serverSettings';
import type { Visibility } from './visibility';

/** Restriction flags that exist on both the server and the user (admins are exempt). */
export type Restriction = 'readonly' | 'deviceReadonly' | 'limitCommands' | 'disableReports';

/** Fields of an object that point at other objects the caller must be able to see. */
export interface References {
  groupId?: number;
  calendarId?: number;
  commandId?: number;
}

const className = (kind: string): string => kind.charAt(0).toUpperCase() + kind.slice(1);
const REFERENCE_KINDS = { groupId: 'group', calendarId: 'calendar', commandId: 'command' } as const;

/**
 * User attributes that are rights, not preferences: the advanced mask, reseller standing,
 * billing terms, QR-driver and share marks. True when any of them differs between two maps.
 */
const RIGHTS_ATTRIBUTES = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].some(
    (key) => isRightsAttribute(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

export function isRightsAttribute(key: string): boolean {
  return (
    key === 'tarkan.advancedPerms' ||
    key === 'isShared' ||
    key.startsWith('tarkan.isQr') ||
    /^(tarkan\.)?(billing|reseller|subReseller|domainReseller|limitReseller)/i.test(key)
  );
}

/** A share link's user (Tarkan's `isShared`) or any temporary user: it may look, never write. */
export const isShareUser = (user: UserRecord): boolean =>
  user.temporary || Boolean(user.attributes.isShared);

/**
 * Every access rule of traccar-api.md §d in one place; every route calls these. Kinds are the
 * lower-case entity names of the link table: 'user', 'device', 'group', 'geofence'…
 */
export class PermissionsService {
  constructor(
    private readonly storage: Storage,
    private readonly settings: ServerSettings,
    private readonly visibility: Visibility,
    private readonly registry: DeviceRegistry,
    private readonly limits: TreeLimits = new TreeLimits(storage, new UserTree(storage)),
  ) {}

  /**
   * Managers are users who may manage other users (`userLimit != 0`), administrators, and
   * resellers (over their tree).
   */
  isManager(user: UserRecord): boolean {
    return user.administrator || user.userLimit !== 0 || resellerOf(user).reseller;
  }

  checkAdmin(user: UserRecord): void {
    if (!user.administrator) throw new SecurityError('Administrator access required');
  }

  /** Administrators, and resellers (over their own tree; `tarkan.reseller`). */
  checkReseller(user: UserRecord): void {
    if (!user.administrator && !resellerOf(user).reseller) {
      throw new SecurityError('Reseller access required');
    }
  }

  /** Nobody acts on a user of higher rank than theirs (administrator > reseller > manager). */
  checkRankOver(user: UserRecord, target: UserRecord): void {
    if (user.id !== target.id && rankOf(target) > rankOf(user)) {
      throw new SecurityError(HIGHER_RANK_MESSAGE);
    }
  }

  checkManager(user: UserRecord): void {
    if (!this.isManager(user)) throw new SecurityError('Manager access required');
  }

  /** The caller may act on user `targetId`: themselves, a managed user, or anyone if admin. */
  async checkUser(user: UserRecord, targetId: number): Promise<void> {
    if (user.id === targetId || user.administrator) return;
    this.checkManager(user);
    if (!(await this.visibility.canSee(user.id, 'user', targetId))) {
      throw new SecurityError('User access denied');
    }
  }

  /** The caller may see object `kind` #`id` (groups included); else `<Class> access denied`. */
  async checkPermission(user: UserRecord, kind: string, id: number): Promise<void> {
    if (user.administrator) return;
    if (kind === 'user' && id === user.id) return;
    if (!(await this.visibility.canSee(user.id, kind, id))) {
      throw new SecurityError(`${className(kind)} access denied`);
    }
  }

  /** Server-or-user restriction flags: `Operation restricted`. */
  checkRestriction(user: UserRecord, flag: Restriction): void {
    if (user.administrator) return;
    if (this.settings.current[flag] || user[flag]) throw new SecurityError('Operation restricted');
  }

  /**
   * Sending a command spelled out (not a saved one): `limitCommands`, except that a share link
   * made with "allow block" may stop and resume the engine (unless the server limits commands).
   */
  checkCommandRestriction(user: UserRecord, type: string): void {
    const engine = type === 'engineStop' || type === 'engineResume';
    const block = isShareUser(user) && grantsBlock(user.attributes['tarkan.advancedPerms']);
    if (engine && block && !this.settings.current.limitCommands) return;
    this.checkRestriction(user, 'limitCommands');
  }

  /**
   * The caller may create, change or delete objects of `kind`: not read-only (server or user),
   * not a share user; for devices not device-read-only and, when adding, under the device
   * limits; for saved commands not `limitCommands`. Else `Write access denied`.
   * `skipReadonly` lets a read-only user save their own notification tokens (Traccar's rule).
   */
  async checkEdit(
    user: UserRecord,
    kind: string,
    addition: boolean,
    skipReadonly = false,
  ): Promise<void> {
    if (kind === 'device' && addition) this.checkServerDeviceLimit();
    if (user.administrator) return;
    const server = this.settings.current;
    let denied = (!skipReadonly && (server.readonly || user.readonly)) || isShareUser(user);
    if (!denied && kind === 'device') {
      denied = server.deviceReadonly || user.deviceReadonly;
      if (!denied && addition && user.deviceLimit !== -1) {
        const owned = await this.storage.links.propertiesOf('user', user.id, 'device');
        denied = owned.length >= user.deviceLimit;
      }
    }
    if (!denied && kind === 'command') denied = server.limitCommands || user.limitCommands;
    if (denied) throw new SecurityError('Write access denied');
    if (kind === 'device' && addition) await this.limits.checkDeviceAddition(user);
  }

  /** Links may not be changed by read-only (server or user) or share users. */
  checkLinking(user: UserRecord): void {
    this.checkRestriction(user, 'readonly');
    if (!user.administrator && isShareUser(user)) throw new SecurityError('Operation restricted');
  }

  /**
   * A non-admin may not link device `deviceId` to a user whose device limit is reached, nor to
   * a tree whose reseller's limit is (TreeLimits).
   */
  async checkUserDeviceLimit(user: UserRecord, ownerId: number, deviceId?: number): Promise<void> {
    if (user.administrator) return;
    const owner = ownerId === user.id ? user : await this.storage.users.get(ownerId);
    if (!owner) return;
    if (owner.deviceLimit !== -1) {
      const owned = await this.storage.links.propertiesOf('user', owner.id, 'device');
      if (owned.length >= owner.deviceLimit) throw new SecurityError('User device limit reached');
    }
    await this.limits.checkDeviceAddition(owner, deviceId);
  }

  /** Devices the caller may still add (null when no limit applies): the `deviceLimit` header. */
  async remainingDevices(user: UserRecord | null): Promise<number | null> {
    const limits: number[] = [];
    const serverLimit = Number(this.settings.current.attributes['tarkan.deviceLimit']);
    if (serverLimit > 0) limits.push(serverLimit - [...this.registry.all()].length);
    if (user && !user.administrator && user.deviceLimit !== -1) {
      const owned = await this.storage.links.propertiesOf('user', user.id, 'device');
      limits.push(user.deviceLimit - owned.length);
    }
    const tree = user && !user.administrator ? await this.limits.remainingDevices(user) : null;
    if (tree !== null) limits.push(tree);
    return limits.length ? Math.max(0, Math.min(...limits)) : null;
  }

  /** The checks of a covered call under Tarkan's advanced permissions (see advancedPerms.ts). */
  checkAdvanced(user: UserRecord, kind: string, action: Action): void {
    const area = AREA_OF_KIND[kind];
    if (!area || advancedAllowed(this.settings.current, user, area, action)) return;
    throw new SecurityError(action === 'read' ? 'Operation restricted' : 'Write access denied');
  }

  /** A device's anchor (a geofence with isAnchor) under the advanced mask: 8 and 9. */
  checkAnchor(user: UserRecord): void {
    if (!anchorAllowed(this.settings.current, user)) {
      throw new SecurityError('Write access denied');
    }
  }

  /** Sending a command of `type` under the advanced mask (8 and 10, 11 or 12). */
  checkCommand(user: UserRecord, type: string): void {
    if (!commandAllowed(this.settings.current, user, type)) {
      throw new SecurityError('Write access denied');
    }
  }

  /** Running (or exporting) report `type`: `disableReports`, then the advanced mask (72–76). */
  checkReport(user: UserRecord, type: string): void {
    this.checkRestriction(user, 'disableReports');
    if (!reportAllowed(this.settings.current, user, type)) {
      throw new SecurityError('Operation restricted');
    }
  }

  /**
   * Share links (/tarkan/shares). Share users never manage links. A write also needs an account
   * that may change devices: not read-only or device-read-only (server or user). Under advanced
   * permissions every call needs bit 24 and a write 25 (create), 26 (edit) or 27 (delete).
   */
  checkShare(user: UserRecord, action: Action): void {
    if (!advancedAllowed(this.settings.current, user, 'share', action)) {
      throw new SecurityError(action === 'read' ? 'Operation restricted' : 'Write access denied');
    }
    if (user.administrator) return;
    if (isShareUser(user)) {
      throw new SecurityError(action === 'read' ? 'Operation restricted' : 'Write access denied');
    }
    const server = this.settings.current;
    const restricted =
      server.readonly || user.readonly || server.deviceReadonly || user.deviceReadonly;
    if (action !== 'read' && restricted) throw new SecurityError('Write access denied');
  }

  /** Editing one's own account under advanced permissions needs bit 0. */
  checkSelfEdit(user: UserRecord): void {
    if (!selfEditAllowed(this.settings.current, user)) {
      throw new SecurityError('Write access denied');
    }
  }

  /**
   * A non-admin may only point an object at a group, calendar or saved command they can see,
   * when the reference is new or changed (Traccar's checkEdit on GroupedModel, Schedulable…).
   */
  async checkReferences(user: UserRecord, after: References, before?: References): Promise<void> {
    if (user.administrator) return;
    for (const [field, kind] of Object.entries(REFERENCE_KINDS)) {
      const id = after[field as keyof References] ?? 0;
      if (id > 0 && id !== before?.[field as keyof References]) {
        await this.checkPermission(user, kind, id);
      }
    }
  }

  /**
   * Rank changes need an administrator (limits: or a reseller, on others, checked further by
   * ResellerRules); restriction flags need a manager and are never changed
   * by their own user; a manager may not give a user a later expiration than their own. Nobody
   * but an administrator changes their own rights: expiry, the advanced mask or the account
   * attributes that grant or bill (reseller, billing, QR driver, share marks).
   */
  checkUserUpdate(user: UserRecord, before: UserRecord, after: UserRecord): void {
    if (user.id === after.id && !user.administrator) {
      const changed =
        before.expirationTime !== after.expirationTime ||
        RIGHTS_ATTRIBUTES(before.attributes, after.attributes);
      if (changed) throw new SecurityError('Write access denied');
    }
    if (before.administrator !== after.administrator) this.checkAdmin(user);
    // Limits: administrators, or a reseller over their tree within their own (ResellerRules).
    const limits = before.deviceLimit !== after.deviceLimit || before.userLimit !== after.userLimit;
    if (limits && (user.id === after.id || !resellerOf(user).reseller)) this.checkAdmin(user);
    if (
      user.expirationTime !== null &&
      before.expirationTime !== after.expirationTime &&
      (after.expirationTime === null || after.expirationTime > user.expirationTime)
    ) {
      this.checkAdmin(user);
    }
    const restricted =
      before.readonly !== after.readonly ||
      before.deviceReadonly !== after.deviceReadonly ||
      before.disabled !== after.disabled ||
      before.limitCommands !== after.limitCommands ||
      before.disableReports !== after.disableReports ||
      before.fixedEmail !== after.fixedEmail ||
      before.temporary !== after.temporary;
    if (restricted && user.id === after.id) this.checkAdmin(user);
    if (restricted) this.checkManager(user);
  }

  /** Ids of the devices the user sees: linked to them or through their groups. */
  async deviceIdsOf(userId: number): Promise<number[]> {
    return this.visibility.deviceIdsOf(userId);
  }

  // The installation's licensed capacity binds administrators too (companion-api.md §1.4).
  private checkServerDeviceLimit(): void {
    const limit = Number(this.settings.current.attributes['tarkan.deviceLimit']);
    if (limit > 0 && [...this.registry.all()].length >= limit) {
      throw new SecurityError('Server device limit reached');
    }
  }
}
