import {
  advancedMaskOf,
  hasPermissionBit,
  RESELLER_ATTRIBUTES,
  ResellerAttributes,
  resellerOf,
} from '@farol/model';
import { IllegalArgumentError, SecurityError, StorageError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import type { ServerSettings } from './serverSettings';
import type { TreeLimits } from './treeLimits';

/** A user as it will be written: a stored user, or a new one without an id yet. */
type Written = Omit<UserRecord, 'id'> & { id?: number };

const RESELLER_KEYS = Object.values(RESELLER_ATTRIBUTES) as string[];

/** True when `value` (-1: none) stays within `bound` (-1: none). */
const within = (value: number, bound: number) => bound === -1 || (value !== -1 && value <= bound);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a user who is not an administrator may grant another user (SPEC §3, §6): nobody grants
 * more than they hold. Limits (`deviceLimit`, `userLimit`) only a reseller sets, within their
 * own; reseller standing only a reseller allowed sub-resellers (`tarkan.subReseller`) gives,
 * within `tarkan.limitReseller`, never beyond their own sub-reseller right and limit, and with a
 * domain under their own; an advanced mask no wider than the caller's own when the mask holds
 * them. A reseller domain belongs to one user only (its theme is theirs).
 */
export class ResellerRules {
  constructor(
    private readonly storage: Storage,
    private readonly limits: TreeLimits,
    private readonly settings: ServerSettings,
  ) {}

  /** Checks a write of `after` (over `before`, null for a new user) by `caller`. */
  async checkGrant(caller: UserRecord, before: UserRecord | null, after: Written): Promise<void> {
    await this.checkDomainFree(after);
    if (caller.administrator) return;
    const mine = resellerOf(caller);
    // A limit left as it was (a new user's default) is not a grant: the trees' limits bind it.
    const devices = after.deviceLimit !== (before ? before.deviceLimit : -1);
    const users = after.userLimit !== (before ? before.userLimit : 0);
    if ((devices || users) && !mine.reseller) {
      throw new SecurityError('Administrator access required');
    }
    if (devices && !within(after.deviceLimit, caller.deviceLimit)) throw exceeds('deviceLimit');
    if (users && !within(after.userLimit, caller.userLimit)) throw exceeds('userLimit');
    const attributes = (user: { attributes: Record<string, unknown> } | null) =>
      RESELLER_KEYS.map((key) => user?.attributes[key]);
    if (!same(attributes(before), attributes(after)))
      await this.checkReseller(caller, before, after);
    const mask = 'tarkan.advancedPerms';
    if (!same(before?.attributes[mask], after.attributes[mask])) this.checkMask(caller, after);
  }

  private async checkReseller(caller: UserRecord, before: UserRecord | null, after: Written) {
    const mine = resellerOf(caller);
    const theirs = resellerOf(after);
    if (!mine.subReseller) throw new SecurityError('Sub-reseller access required');
    if (!theirs.reseller) return;
    if (theirs.subReseller && !mine.subReseller) throw exceeds('subReseller');
    if (theirs.subReseller && !within(theirs.limit, mine.limit)) throw exceeds('limitReseller');
    if (
      theirs.domain !== null &&
      (mine.domain === null || !theirs.domain.endsWith(`.${mine.domain}`))
    ) {
      throw new SecurityError('A sub-reseller domain must be under your own domain');
    }
    const wasReseller = before !== null && resellerOf(before).reseller;
    if (!wasReseller && mine.limit !== -1) {
      if ((await this.limits.resellersBelow(caller.id)) >= mine.limit) {
        throw new SecurityError('Reseller limit reached');
      }
    }
  }

  private checkMask(caller: UserRecord, after: Written): void {
    const own = advancedMaskOf(caller, this.settings.current);
    if (own === null) return;
    const given = advancedMaskOf(
      { administrator: false, attributes: after.attributes },
      {
        attributes: { 'tarkan.enableAdvancedPerms': true },
      },
    );
    const wider =
      own === false ||
      typeof given !== 'string' ||
      Array.from({ length: 128 }, (_, bit) => bit).some(
        (bit) => hasPermissionBit(given, bit) && !hasPermissionBit(own, bit),
      );
    if (wider) throw exceeds('tarkan.advancedPerms');
  }

  /** A reseller domain names one user only. */
  private async checkDomainFree(after: Written): Promise<void> {
    const domain = resellerOf(after).domain;
    if (domain === null) return;
    const holders = await this.storage.users.withAttribute(RESELLER_ATTRIBUTES.domain, domain);
    if (holders.some((user) => user.id !== after.id)) {
      throw new StorageError('Reseller domain already in use');
    }
  }
}

/**
 * The attributes with the reseller fields checked (booleans, a domain name, a whole limit) and
 * the domain in lower case, as the `Host` header names it; a bad one is a 400 naming it.
 */
export function normaliseResellerAttributes(
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  const given = Object.fromEntries(
    RESELLER_KEYS.filter((key) => key in attributes).map((key) => [key, attributes[key]]),
  );
  const parsed = ResellerAttributes.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IllegalArgumentError(`attributes.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { ...attributes, ...parsed.data };
}

const exceeds = (field: string) => new SecurityError(`${field}: beyond your own`);
