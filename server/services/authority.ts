import { LocalBus, type ClusterBus, type ClusterMessage } from '../cluster/bus';
import type { Storage, UserRecord } from '../storage';
import type { Grant, LiveHub, Subscriber } from './liveHub';
import type { LoginService } from './login';
import type { SessionStore } from './sessions';

/** How often every open socket's authority is checked again, as a safety net. */
export const SWEEP_MS = 60_000;
// setTimeout's longest delay; a later expiry is reached in several steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

const active = (user: UserRecord, now: number) =>
  !user.disabled && (user.expirationTime === null || user.expirationTime >= now);

/**
 * Every end of authority ends what it allowed, at once: a logout ends its session and the
 * sockets opened with it; a revoked token its sockets; a password change every other session,
 * token and socket of the user; a disabled, expired or deleted account everything, its share
 * links' included. Time-bound authority (an account's, a share's or a token's expiry) closes
 * its sockets when the time comes; a periodic sweep re-checks every socket in case anything
 * else changed underneath. Routes and services report changes here; nothing else closes sockets.
 * In a cluster, each end is also published on the bus and applied to every node's sockets
 * (sessions and tokens live in shared stores already).
 */
export class Authority {
  private readonly timers = new Map<Subscriber, NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly sessions: SessionStore,
    private readonly hub: LiveHub,
    private readonly login: LoginService,
    private readonly now: () => number = Date.now,
    private readonly bus: ClusterBus = new LocalBus(),
  ) {}

  /** Starts the periodic sweep. */
  start(periodMs = SWEEP_MS): void {
    this.sweeper = setInterval(() => void this.sweep(), periodMs);
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** A socket opened: it closes by itself when its grant expires. */
  watch(subscriber: Subscriber): void {
    this.release(subscriber);
    const expiresAt = subscriber.grant.expiresAt;
    if (expiresAt === null) return;
    const wait = expiresAt - this.now();
    if (wait < 0) {
      this.hub.closeWhere((s) => s === subscriber);
      return;
    }
    const timer = setTimeout(() => this.watch(subscriber), Math.min(wait + 1, MAX_DELAY_MS));
    timer.unref();
    this.timers.set(subscriber, timer);
  }

  /** A socket closed. */
  release(subscriber: Subscriber): void {
    const timer = this.timers.get(subscriber);
    if (timer) clearTimeout(timer);
    this.timers.delete(subscriber);
  }

  /** A logout: the session and the sockets opened with it end. */
  async loggedOut(sessionId: string): Promise<void> {
    await this.sessions.delete(sessionId);
    this.endEverywhere({ type: 'authority', end: 'session', sessionId });
  }

  /** A revoked token: the sockets opened with it close. */
  tokenRevoked(hash: string): void {
    this.endEverywhere({ type: 'authority', end: 'token', tokenHash: hash });
  }

  /** Another node's end of authority, applied to this node's sockets. */
  applyRemote(message: ClusterMessage): void {
    const ids = (message.userIds as number[] | undefined) ?? [];
    const keep = (message.keep as Omit<Grant, 'expiresAt'> | undefined) ?? {};
    switch (message.end) {
      case 'session':
        return this.close((s) => s.grant.sessionId === message.sessionId);
      case 'token':
        return this.close((s) => s.grant.tokenHash === message.tokenHash);
      case 'users':
        return this.close((s) => ids.includes(s.userId));
      case 'password':
        return this.close((s) => s.userId === message.userId && !holds(s, keep));
      case 'expiry':
        return this.moveExpiryLocal(message.userId as number, message.expiresAt as number | null);
    }
  }

  /** Ends an authority here and, through the bus, on every other node. */
  private endEverywhere(message: ClusterMessage): void {
    this.applyRemote(message);
    this.bus.publish(message);
  }

  /**
   * A user was saved: an account no longer active ends everything (its shares' too); a new
   * expiry moves its sockets' deadline (and its shares'); a new password ends every session,
   * token and socket but `held`, the one the user changed it with.
   */
  async accountChanged(
    before: UserRecord,
    after: UserRecord,
    held?: Omit<Grant, 'expiresAt'>,
  ): Promise<void> {
    if (!active(after, this.now())) {
      await this.ended(after.id);
      return;
    }
    if (before.hashedPassword !== after.hashedPassword) await this.passwordChanged(after.id, held);
    if (before.expirationTime !== after.expirationTime) {
      this.moveExpiry(after.id, after.expirationTime);
      for (const share of await this.storage.shares.list(after.id)) {
        this.moveExpiry(share.id, minOf(share.expirationTime, after.expirationTime));
      }
    }
  }

  /** A share's expiry moved (its token's moved with it). */
  shareChanged(share: UserRecord): void {
    this.moveExpiry(share.id, share.expirationTime);
  }

  /** Everything of a user ends: deleted, disabled or expired (and the shares they lent). */
  async ended(userId: number): Promise<void> {
    const users = [userId, ...(await this.storage.shares.list(userId)).map((share) => share.id)];
    for (const id of users) await this.sessions.deleteUser(id);
    this.endEverywhere({ type: 'authority', end: 'users', userIds: users });
  }

  /** Re-checks every open socket's authority and closes those that lost it. */
  async sweep(): Promise<void> {
    for (const subscriber of this.hub.subscribers()) {
      if (!(await this.stillValid(subscriber))) this.close((s) => s === subscriber);
    }
  }

  private async passwordChanged(userId: number, held: Omit<Grant, 'expiresAt'> = {}) {
    await this.sessions.deleteUser(userId, held.sessionId);
    await this.storage.tokens.revokeAllOf(userId, held.tokenHash);
    this.endEverywhere({ type: 'authority', end: 'password', userId, keep: held });
  }

  private moveExpiry(userId: number, expiresAt: number | null): void {
    this.endEverywhere({ type: 'authority', end: 'expiry', userId, expiresAt });
  }

  private moveExpiryLocal(userId: number, expiresAt: number | null): void {
    for (const subscriber of this.hub.subscribers(userId)) {
      const token = subscriber.grant.tokenExpiresAt ?? null;
      subscriber.grant = { ...subscriber.grant, expiresAt: minOf(expiresAt, token) };
      this.watch(subscriber);
    }
  }

  private async stillValid(subscriber: Subscriber): Promise<boolean> {
    const { grant } = subscriber;
    if (grant.expiresAt !== null && grant.expiresAt < this.now()) return false;
    if (grant.sessionId && !(await this.sessions.get(grant.sessionId))) return false;
    if (grant.tokenHash) {
      const token = await this.storage.tokens.findByHash(grant.tokenHash);
      if (!token || token.revoked || token.expiration < this.now()) return false;
    }
    const user = await this.storage.users.get(subscriber.userId);
    if (!user) return false;
    return this.login.checkAccount(user).then(
      () => true,
      () => false,
    );
  }

  private close(match: (subscriber: Subscriber) => boolean): void {
    for (const subscriber of this.hub.subscribers())
      if (match(subscriber)) this.release(subscriber);
    this.hub.closeWhere(match);
  }
}

/** True when a socket was opened with the session or token `held` names. */
const holds = (subscriber: Subscriber, held: Omit<Grant, 'expiresAt'>): boolean =>
  (held.sessionId !== undefined && subscriber.grant.sessionId === held.sessionId) ||
  (held.tokenHash !== undefined && subscriber.grant.tokenHash === held.tokenHash);

const minOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);
