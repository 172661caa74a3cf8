import { randomBytes, randomUUID } from 'node:crypto';
import {
  formatTraccarDate,
  grantsBlock,
  parseZonedDate,
  SHARE_BLOCK_MASK,
  traccarDateOrNull,
  type Share,
  type ShareCreateInput,
  type ShareUpdateInput,
} from '@farol/model';
import { HttpError, IllegalArgumentError, SecurityError, StorageError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import { shareLoginPrefix, shareOwnerOf } from '../storage/shares';
import { hashPassword } from './passwords';
import { hashToken, type LoginService } from './login';
import type { PermissionsService } from './permissions';
import type { DeviceRegistry } from './registry';
import type { ServerSettings } from './serverSettings';
import type { UserService } from './users';
import { newUserRecord } from './users';

/** What a share shows: one device, or one group (with its sub-groups' devices). */
export interface ShareTarget {
  kind: 'device' | 'group';
  id: number;
}

/**
 * "Allow block" as a write states it: `allowBlock`, else the lock and unlock bits of the mask
 * Tarkan's dialog sends; undefined when the write does not say.
 */
function allowBlockOf(input: ShareCreateInput | ShareUpdateInput): boolean | undefined {
  const mask = input.attributes?.['tarkan.advancedPerms'];
  return input.allowBlock ?? (mask === undefined ? undefined : grantsBlock(mask));
}

/**
 * A share user's attributes with "allow block" as Tarkan stores it: exactly bits 8–11 in
 * `tarkan.advancedPerms` (never more, whatever mask was sent), or no mask at all.
 */
function withBlock(attributes: UserRecord['attributes'], allowBlock: boolean) {
  const { 'tarkan.advancedPerms': _mask, ...rest } = attributes;
  return allowBlock ? { ...rest, 'tarkan.advancedPerms': SHARE_BLOCK_MASK } : rest;
}

/** Expired shares older than this are purged by `GET /tarkan/clear/shares`. */
export const SHARE_PURGE_AFTER_MS = 30 * 86_400_000;

/** The JSON of a share (@farol/model Share) from its user. */
export function shareJson(user: UserRecord): Share {
  return {
    id: user.id,
    deviceId: Number(user.attributes.deviceId) || 0,
    groupId: Number(user.attributes.groupId) || 0,
    name: user.login ?? user.name,
    expirationTime: traccarDateOrNull(user.expirationTime) ?? formatTraccarDate(0),
    limitCommands: user.limitCommands,
    allowBlock: grantsBlock(user.attributes['tarkan.advancedPerms']),
    token: typeof user.attributes.token === 'string' ? user.attributes.token : '',
    ownerId: shareOwnerOf(user) ?? 0,
  };
}

/**
 * Share links (companion-api.md §1.4), done better than the product Farol replaces: a share is
 * a real user (`share-<owner>-<ts>`, random e-mail and password, read-only, device-read-only,
 * reports disabled so a link shows where the vehicle is, not its history) linked to one device,
 * and its link carries a revocable session token that expires with it, stored hashed like
 * every token. The raw token stays in the share's `attributes.token` so its owner can copy the
 * link again. Only the owner (or an administrator) sees, edits or deletes a share.
 */
export class ShareService {
  constructor(
    private readonly storage: Storage,
    private readonly permissions: PermissionsService,
    private readonly registry: DeviceRegistry,
    private readonly login: LoginService,
    private readonly users: UserService,
    private readonly settings: ServerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller's shares, optionally of one device the caller sees. */
  async list(caller: UserRecord, deviceId?: number): Promise<UserRecord[]> {
    this.permissions.checkShare(caller, 'read');
    if (deviceId !== undefined) await this.permissions.checkPermission(caller, 'device', deviceId);
    const shares = await this.storage.shares.list(caller.id);
    return deviceId === undefined
      ? shares
      : shares.filter((share) => Number(share.attributes.deviceId) === deviceId);
  }

  /** Creates a share of a device the caller sees: user, link and token in one transaction. */
  async create(caller: UserRecord, input: ShareCreateInput): Promise<UserRecord> {
    const target = { kind: 'device', id: input.deviceId } as const;
    return this.share(
      caller,
      target,
      input.expirationTime,
      input.limitCommands,
      allowBlockOf(input),
    );
  }

  /**
   * Creates a share of a group the caller sees (Traccar's `POST /api/share/group`): the share
   * user is linked to the group, so it sees the group's devices that its owner still sees.
   */
  async createForGroup(
    caller: UserRecord,
    groupId: number,
    expirationTime: string,
  ): Promise<UserRecord> {
    return this.share(caller, { kind: 'group', id: groupId }, expirationTime, undefined, false);
  }

  private async share(
    caller: UserRecord,
    target: ShareTarget,
    expirationTime: string,
    limitCommands: boolean | undefined,
    allowBlock: boolean | undefined,
  ): Promise<UserRecord> {
    // Traccar's rules: the server may turn sharing off, and a temporary user shares nothing.
    if (this.settings.current.attributes.disableShare === true) {
      throw new SecurityError('Sharing is disabled');
    }
    if (caller.temporary) throw new SecurityError('Temporary user');
    this.permissions.checkShare(caller, 'create');
    await this.permissions.checkPermission(caller, target.kind, target.id);
    const exists =
      target.kind === 'device'
        ? this.registry.get(target.id)
        : await this.storage.groups.get(target.id);
    if (!exists) throw new StorageError(`No ${target.kind} with id ${target.id}`);
    const expiration = this.expiration(expirationTime, caller);
    const token = this.login.prepareToken(expiration);
    const login = `${shareLoginPrefix(caller.id)}${this.now()}`;
    const secret = await hashPassword(randomBytes(24).toString('base64url'));
    const targetKey = target.kind === 'device' ? 'deviceId' : 'groupId';
    const record = newUserRecord(
      {
        name: login,
        login,
        email: randomUUID(),
        readonly: true,
        deviceReadonly: true,
        // A link may be forwarded to anyone: no commands unless the owner allows them.
        limitCommands: limitCommands ?? true,
        disableReports: true,
        userLimit: 0,
        expirationTime: expiration,
        attributes: withBlock(
          { isShared: caller.id, [targetKey]: target.id, token: token.token },
          allowBlock ?? false,
        ),
      },
      secret,
    );
    return this.storage.shares.insert(record, target, token);
  }

  /**
   * A new expiry (and limitCommands, allow block, when the write says) for a share; its token's
   * expiry moves with it.
   */
  async update(caller: UserRecord, id: number, input: ShareUpdateInput): Promise<UserRecord> {
    this.permissions.checkShare(caller, 'edit');
    const share = await this.owned(caller, id);
    const owner =
      share.ownerId === caller.id ? caller : await this.storage.users.get(share.ownerId);
    const expiration = this.expiration(input.expirationTime, owner ?? caller);
    const raw = share.user.attributes.token;
    const token =
      typeof raw === 'string' && raw
        ? { token: raw, hash: hashToken(raw), expiration, createdAt: this.now() }
        : this.login.prepareToken(expiration);
    const after: UserRecord = {
      ...share.user,
      expirationTime: expiration,
      limitCommands: input.limitCommands ?? share.user.limitCommands,
      attributes: withBlock(
        { ...share.user.attributes, token: token.token },
        allowBlockOf(input) ?? grantsBlock(share.user.attributes['tarkan.advancedPerms']),
      ),
    };
    await this.storage.shares.update(after, token);
    return after;
  }

  /** Deletes a share: the user goes, with its link, its tokens and its open sessions. */
  async remove(caller: UserRecord, id: number): Promise<UserRecord> {
    this.permissions.checkShare(caller, 'delete');
    const share = await this.owned(caller, id);
    await this.users.remove(id);
    return share.user;
  }

  /** Administrators: deletes the shares that expired more than 30 days ago; returns how many. */
  async purgeExpired(caller: UserRecord): Promise<number> {
    this.permissions.checkAdmin(caller);
    const before = this.now() - SHARE_PURGE_AFTER_MS;
    const stale = (await this.storage.shares.list()).filter(
      (share) => share.expirationTime !== null && share.expirationTime < before,
    );
    for (const share of stale) await this.users.remove(share.id);
    return stale.length;
  }

  /**
   * The share `id` if the caller owns it (administrators: any share). Anyone else learns only
   * `Share access denied`, whether the id exists or not.
   */
  private async owned(
    caller: UserRecord,
    id: number,
  ): Promise<{ user: UserRecord; ownerId: number }> {
    const user = await this.storage.users.get(id);
    const ownerId = user ? shareOwnerOf(user) : null;
    if (user && ownerId !== null && (user.login ?? '').startsWith(shareLoginPrefix(ownerId))) {
      if (ownerId === caller.id || caller.administrator) return { user, ownerId };
    } else if (caller.administrator) {
      throw new HttpError(404);
    }
    throw new SecurityError('Share access denied');
  }

  /** A requested expiry: in the future, and never after the owner's own account expires. */
  private expiration(text: string, owner: UserRecord): number {
    const ms = parseZonedDate(text);
    if (ms === null) {
      throw new IllegalArgumentError(
        'expirationTime: expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z',
      );
    }
    if (ms <= this.now()) throw new IllegalArgumentError('expirationTime: must be in the future');
    return owner.expirationTime !== null ? Math.min(ms, owner.expirationTime) : ms;
  }
}
