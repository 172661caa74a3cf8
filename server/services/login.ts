import { createHash, randomBytes } from 'node:crypto';
import { CodeRequiredError, SecurityError } from '../errors';
import type { Storage, TokenRecord, UserRecord } from '../storage';
import { shareOwnerOf } from '../storage/shares';
import { hashPassword, verifyPassword } from './passwords';
import type { LoginThrottle } from './rateLimit';
import { totpMatches } from './totp';

/** Default lifetime of a session token (Traccar's TokenManager.DEFAULT_EXPIRATION_DAYS). */
export const TOKEN_DAYS = 7;
const DAY_MS = 86_400_000;

/** The stored form of a token: its SHA-256, so the table never holds a usable token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new token and what storage keeps of it. */
export interface PreparedToken {
  token: string;
  hash: string;
  expiration: number;
  createdAt: number;
}

/** Throws Traccar's `User is disabled` / `User has expired` for an inactive account. */
export function checkActive(user: UserRecord, now: number): void {
  if (user.disabled) throw new SecurityError('User is disabled');
  if (user.expirationTime !== null && user.expirationTime < now) {
    throw new SecurityError('User has expired');
  }
}

/** The message for a share link whose owner can no longer lend access. */
export const SHARE_ENDED = 'Share link is no longer valid';

/** A token login: the user and the token record it used. */
export interface TokenLogin {
  user: UserRecord;
  token: TokenRecord;
}

/** Password and token logins. Tokens are random, stored hashed, revocable and expiring. */
export class LoginService {
  // Spent on unknown accounts too, so the response time does not reveal which e-mails exist.
  private readonly decoy = hashPassword(randomBytes(8).toString('hex'));

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    private readonly throttle?: LoginThrottle,
    /**
     * Checks beyond an active account at each sign-in (password or token): billing's
     * suspension for non-payment. Throws to refuse.
     */
    private readonly admission?: (user: UserRecord) => Promise<void>,
  ) {}

  /**
   * The user matching e-mail or login and password, or null; throws if the account is inactive
   * or not admitted (suspended for non-payment), or (429) when `address` or the account has
   * failed too often lately. An account with a one-time-code key also needs `code`
   * (traccar-api.md §a): none is a 401 asking for it (`WWW-Authenticate: TOTP`), a wrong one
   * `User authorization failed`, counted as a failure.
   */
  async withPassword(
    email: string,
    password: string,
    address = '',
    code?: string,
  ): Promise<UserRecord | null> {
    const user = await this.verifyPassword(email, password, address, code);
    if (user) await this.admission?.(user);
    return user;
  }

  /**
   * `withPassword` without the admission checks: who the credentials (and the one-time code, if
   * the account has a key) prove to be, for acts a suspended customer may still do (the trust
   * unlock).
   */
  async verifyPassword(
    email: string,
    password: string,
    address = '',
    code?: string,
  ): Promise<UserRecord | null> {
    await this.throttle?.check(address, email);
    const user = await this.storage.users.findByLogin(email);
    if (!user) {
      const { hash, salt } = await this.decoy;
      await verifyPassword(password, hash, salt);
      await this.throttle?.fail(address, email);
      return null;
    }
    if (!(await verifyPassword(password, user.hashedPassword, user.salt))) {
      await this.throttle?.fail(address, email);
      return null;
    }
    if (user.totpKey) {
      if (!code) throw new CodeRequiredError();
      if (!totpMatches(user.totpKey, code, this.now())) {
        await this.throttle?.fail(address, email);
        throw new SecurityError('User authorization failed');
      }
    }
    await this.throttle?.succeed(address, email);
    await this.checkAccount(user);
    return user;
  }

  /**
   * Throws unless the account may act now: active itself and, for a share link's user, owned
   * by an account that exists and is active too (a share lends its owner's access, no more).
   */
  async checkAccount(user: UserRecord): Promise<void> {
    const now = this.now();
    checkActive(user, now);
    const ownerId = shareOwnerOf(user);
    if (ownerId === null) return;
    const owner = await this.storage.users.get(ownerId);
    if (!owner || owner.disabled || (owner.expirationTime !== null && owner.expirationTime < now))
      throw new SecurityError(SHARE_ENDED);
  }

  /** The owner of a share link's user (null for other users or a deleted owner). */
  async shareOwner(user: UserRecord): Promise<UserRecord | null> {
    const ownerId = shareOwnerOf(user);
    return ownerId === null ? null : this.storage.users.get(ownerId);
  }

  /**
   * A new random token and its hash, not stored yet: for writes that store it together with
   * the user it belongs to (share links), in one transaction.
   */
  prepareToken(expiration?: number): PreparedToken {
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      hash: hashToken(token),
      expiration: expiration ?? now + TOKEN_DAYS * DAY_MS,
      createdAt: now,
    };
  }

  /** Creates a token for the user and returns it; only its hash is stored. */
  async createToken(userId: number, expiration?: number): Promise<string> {
    const prepared = this.prepareToken(expiration);
    await this.storage.tokens.insert(
      userId,
      prepared.hash,
      prepared.expiration,
      prepared.createdAt,
    );
    return prepared.token;
  }

  /** The user a token belongs to; throws when it is unknown, revoked or expired. */
  async withToken(token: string): Promise<UserRecord> {
    return (await this.tokenLogin(token)).user;
  }

  /** `withToken`, with the token record (its hash and expiry bound a socket's authority). */
  async tokenLogin(token: string): Promise<TokenLogin> {
    const record = await this.storage.tokens.findByHash(hashToken(token));
    if (!record) throw new SecurityError('Invalid signature');
    if (record.revoked) throw new SecurityError('Token has been revoked');
    if (record.expiration < this.now()) throw new SecurityError('Token has expired');
    const user = await this.storage.users.get(record.userId);
    if (!user) throw new SecurityError('Unknown account');
    await this.checkAccount(user);
    await this.admission?.(user);
    return { user, token: record };
  }

  /** Revokes a token of the caller's own (administrators may revoke any). */
  async revokeToken(token: string, caller: UserRecord): Promise<TokenRecord> {
    const record = await this.storage.tokens.findByHash(hashToken(token));
    if (!record) throw new SecurityError('Invalid signature');
    if (record.userId !== caller.id && !caller.administrator) {
      throw new SecurityError('User access denied');
    }
    await this.storage.tokens.revoke(record.id);
    return record;
  }
}
