import type { UserCreateInput, UserUpdateInput } from '@farol/model';
import { SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import type { Authority } from './authority';
import type { Grant } from './liveHub';
import { hashPassword } from './passwords';
import type { PermissionsService } from './permissions';
import { normaliseResellerAttributes, type ResellerRules } from './resellerRules';
import type { ServerSettings } from './serverSettings';
import type { TreeLimits } from './treeLimits';

const isTrue = (value: unknown) => value === true || value === 'true';

/** A new user's secret before it is hashed, for checks that read everything else. */
const NO_SECRET = { hash: '', salt: '' };

/** Default `deviceLimit` of new users (Traccar's users.defaultDeviceLimit). */
export const DEFAULT_DEVICE_LIMIT = -1;

type Editable = Omit<UserCreateInput, 'id' | 'password' | 'expirationTime'> & {
  expirationTime?: number | null;
};

/** A new user's record before it has an id; unset fields take Traccar's defaults. */
export function newUserRecord(
  input: Editable,
  secret: { hash: string; salt: string },
): Omit<UserRecord, 'id'> {
  return {
    name: input.name,
    login: input.login ?? null,
    email: input.email,
    phone: input.phone ?? null,
    readonly: input.readonly ?? false,
    administrator: input.administrator ?? false,
    map: input.map ?? null,
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
    zoom: input.zoom ?? 0,
    coordinateFormat: input.coordinateFormat ?? null,
    disabled: input.disabled ?? false,
    expirationTime: input.expirationTime ?? null,
    deviceLimit: input.deviceLimit ?? DEFAULT_DEVICE_LIMIT,
    userLimit: input.userLimit ?? 0,
    deviceReadonly: input.deviceReadonly ?? false,
    limitCommands: input.limitCommands ?? false,
    disableReports: input.disableReports ?? false,
    fixedEmail: input.fixedEmail ?? false,
    poiLayer: input.poiLayer ?? null,
    totpKey: input.totpKey ?? null,
    temporary: input.temporary ?? false,
    attributes: input.attributes ?? {},
    hashedPassword: secret.hash,
    salt: secret.salt,
  };
}

/** User creation (registration rules), update and deletion (traccar-api.md §a, §d). */
export class UserService {
  constructor(
    private readonly storage: Storage,
    private readonly permissions: PermissionsService,
    private readonly settings: ServerSettings,
    private readonly authority: Authority,
    private readonly limits: TreeLimits,
    private readonly rules: ResellerRules,
  ) {}

  /**
   * Creates a user. The first user ever is an administrator; later anonymous sign-ups need
   * `server.registration`; managers create users they then manage (within `userLimit`, and
   * within every reseller's tree above them); resellers may give limits and reseller standing
   * within their own (ResellerRules).
   */
  async create(
    caller: UserRecord | null,
    input: Editable & { password: string },
  ): Promise<UserRecord> {
    const fields: Editable = { ...input };
    if (isTrue(this.settings.current.attributes.totpForce) && !fields.totpKey) {
      throw new SecurityError('One-time password key is required');
    }
    fields.attributes = normaliseResellerAttributes(fields.attributes ?? {});
    const manager = caller !== null && this.permissions.isManager(caller);
    if (caller) await this.rules.checkGrant(caller, null, newUserRecord(fields, NO_SECRET));
    if (!caller?.administrator) {
      fields.attributes = withShareMark(fields.attributes, undefined);
      const ranked =
        fields.administrator === true ||
        (!manager &&
          ((fields.deviceLimit !== undefined && fields.deviceLimit !== DEFAULT_DEVICE_LIMIT) ||
            (fields.userLimit !== undefined && fields.userLimit !== 0)));
      if (ranked) throw new SecurityError('Administrator access required');
      if (caller && manager) {
        const managed = await this.storage.links.propertiesOf('user', caller.id, 'user');
        if (caller.userLimit > 0 && managed.length >= caller.userLimit) {
          throw new SecurityError('Manager user limit reached');
        }
        await this.limits.checkUserAddition(caller);
      } else if ((await this.storage.users.count()) === 0) {
        fields.administrator = true;
      } else if (!this.settings.current.registration) {
        throw new SecurityError('Registration disabled');
      }
    }
    // A manager-created user is linked to the manager (tc_user_user), and to every notification
    // flagged `tarkan.autoadd` (companion-api.md §1.4), in the same transaction.
    const autoadd = (await this.storage.notifications.list())
      .filter((notification) => isTrue(notification.attributes['tarkan.autoadd']))
      .map((notification) => notification.id);
    const record = newUserRecord(fields, await hashPassword(input.password));
    return this.storage.users.insert(record, manager ? caller.id : undefined, autoadd);
  }

  /**
   * Applies an update the caller may make; a new password replaces the hash. What the change
   * ends (sessions, tokens, sockets) ends at once; `held` is the session or token the caller
   * used, kept when they change their own password.
   */
  async update(
    caller: UserRecord,
    before: UserRecord,
    input: Omit<UserUpdateInput, 'expirationTime'> & { expirationTime?: number | null },
    held?: Omit<Grant, 'expiresAt'>,
  ): Promise<UserRecord> {
    const { password, id: _id, ...rest } = input;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const after: UserRecord = { ...before, ...defined };
    after.attributes = normaliseResellerAttributes(after.attributes);
    if (!caller.administrator) {
      after.attributes = withShareMark(after.attributes, before.attributes.isShared);
    }
    this.permissions.checkUserUpdate(caller, before, after);
    if (caller.id !== after.id) await this.rules.checkGrant(caller, before, after);
    if (password) Object.assign(after, secretFields(await hashPassword(password)));
    await this.storage.users.update(after);
    await this.authority.accountChanged(before, after, caller.id === after.id ? held : undefined);
    return after;
  }

  /**
   * Sets a new password through a reset link (no caller: the link is the proof): every session,
   * token and socket of the account ends.
   */
  async resetPassword(before: UserRecord, password: string): Promise<void> {
    const after: UserRecord = { ...before, ...secretFields(await hashPassword(password)) };
    await this.storage.users.update(after);
    await this.authority.accountChanged(before, after);
  }

  /**
   * True when an update of `before` by its own user changes nothing but the attributes a
   * read-only user may still save (Traccar's notificationTokens and termsAccepted).
   */
  onlyTokensChange(before: UserRecord, input: Omit<UserUpdateInput, 'expirationTime'>): boolean {
    const free = (attributes: Record<string, unknown>) =>
      JSON.stringify(
        Object.entries(attributes)
          .filter(([key]) => key !== 'notificationTokens' && key !== 'termsAccepted')
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    const { id: _id, password, attributes, ...fields } = input;
    if (password) return false;
    if (attributes && free(attributes) !== free(before.attributes)) return false;
    return Object.entries(fields).every(
      ([key, value]) => value === undefined || value === before[key as keyof UserRecord],
    );
  }

  /** Deletes a user, and the share links they made (those users see through their owner). */
  async remove(id: number): Promise<void> {
    const shares = await this.storage.shares.list(id);
    await this.authority.ended(id);
    await this.storage.users.delete(id);
    for (const share of shares) await this.storage.users.delete(share.id);
  }
}

/**
 * `attributes` with the share mark (`isShared`, the owner of a share link's user) set to `mark`
 * or absent: only the share service and administrators make or unmake share users, so nobody
 * can slip an account into someone else's share list or out of a share's restrictions.
 */
function withShareMark(attributes: Record<string, unknown>, mark: unknown) {
  const { isShared: _isShared, ...rest } = attributes;
  return mark === undefined ? rest : { ...rest, isShared: mark };
}

const secretFields = (secret: { hash: string; salt: string }) => ({
  hashedPassword: secret.hash,
  salt: secret.salt,
});
