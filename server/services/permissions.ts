import { SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import type { ServerSettings } from './serverSettings';

/** Restriction flags that exist on both the server and the user (admins are exempt). */
export type Restriction = 'readonly' | 'deviceReadonly' | 'limitCommands' | 'disableReports';

const className = (kind: string): string => kind.charAt(0).toUpperCase() + kind.slice(1);

/**
 * Every access rule of traccar-api.md §d in one place; every route calls these. Kinds are the
 * lower-case entity names of the link table: 'user', 'device', 'group', 'geofence'…
 */
export class PermissionsService {
  constructor(
    private readonly storage: Storage,
    private readonly settings: ServerSettings,
  ) {}

  /** Managers are users who may manage other users (`userLimit != 0`), and administrators. */
  isManager(user: UserRecord): boolean {
    return user.administrator || user.userLimit !== 0;
  }

  checkAdmin(user: UserRecord): void {
    if (!user.administrator) throw new SecurityError('Administrator access required');
  }

  checkManager(user: UserRecord): void {
    if (!this.isManager(user)) throw new SecurityError('Manager access required');
  }

  /** The caller may act on user `targetId`: themselves, a managed user, or anyone if admin. */
  async checkUser(user: UserRecord, targetId: number): Promise<void> {
    if (user.id === targetId || user.administrator) return;
    this.checkManager(user);
    if (!(await this.linked(user.id, 'user', targetId))) {
      throw new SecurityError('User access denied');
    }
  }

  /** The caller may see object `kind` #`id`; otherwise `<Class> access denied`. */
  async checkPermission(user: UserRecord, kind: string, id: number): Promise<void> {
    if (user.administrator) return;
    if (kind === 'user' && id === user.id) return;
    if (!(await this.linked(user.id, kind, id))) {
      throw new SecurityError(`${className(kind)} access denied`);
    }
  }

  /** Server-or-user restriction flags: `Operation restricted`. */
  checkRestriction(user: UserRecord, flag: Restriction): void {
    if (user.administrator) return;
    if (this.settings.current[flag] || user[flag]) throw new SecurityError('Operation restricted');
  }

  /**
   * The caller may create, change or delete objects of `kind`: not read-only, and for devices
   * not device-read-only and, when adding, under the device limit. Else `Write access denied`.
   */
  async checkEdit(user: UserRecord, kind: string, addition: boolean): Promise<void> {
    if (user.administrator) return;
    const server = this.settings.current;
    let denied = server.readonly || user.readonly;
    if (!denied && kind === 'device') {
      denied = server.deviceReadonly || user.deviceReadonly;
      if (!denied && addition && user.deviceLimit !== -1) {
        const owned = await this.storage.links.propertiesOf('user', user.id, 'device');
        denied = owned.length >= user.deviceLimit;
      }
    }
    if (denied) throw new SecurityError('Write access denied');
  }

  /** Rank changes need an administrator; nobody but an admin lifts their own restrictions. */
  checkUserUpdate(user: UserRecord, before: UserRecord, after: UserRecord): void {
    if (
      before.administrator !== after.administrator ||
      before.deviceLimit !== after.deviceLimit ||
      before.userLimit !== after.userLimit
    ) {
      this.checkAdmin(user);
    }
    const restricted =
      before.readonly !== after.readonly ||
      before.deviceReadonly !== after.deviceReadonly ||
      before.disabled !== after.disabled ||
      before.limitCommands !== after.limitCommands ||
      before.disableReports !== after.disableReports ||
      before.expirationTime !== after.expirationTime;
    if (restricted && user.id === after.id) this.checkAdmin(user);
  }

  /** Ids of the devices the user sees: those linked to them (group links join here later). */
  async deviceIdsOf(userId: number): Promise<number[]> {
    return this.storage.links.propertiesOf('user', userId, 'device');
  }

  // Direct links only for now; group links (user → group → device) extend this and deviceIdsOf.
  private async linked(userId: number, kind: string, id: number): Promise<boolean> {
    return this.storage.links.exists({
      ownerKind: 'user',
      ownerId: userId,
      propertyKind: kind,
      propertyId: id,
    });
  }
}
