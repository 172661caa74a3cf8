import type { AuditActionType } from '@farol/model';
import type { AuditRecord, Storage } from '../storage';
import { auditCode } from './auditCodes';

/** Who acted: a signed-in user (and whoever logged in as them), from where; null fields: unknown. */
export interface AuditActor {
  userId: number | null;
  userEmail: string | null;
  /** The user who logged in as `userId` ("log in as"), when that is how they act. */
  impersonatorId: number | null;
  address: string | null;
  userAgent: string | null;
}

/** Nobody: what the server does by itself (automation rules, purges). */
export const SYSTEM_ACTOR: AuditActor = {
  userId: null,
  userEmail: null,
  impersonatorId: null,
  address: null,
  userAgent: null,
};

/** What happened. `code` defaults to the product code of the action on the object type. */
export interface AuditEvent {
  actionType: AuditActionType;
  /** Lower-case kind: 'user', 'device', 'geofence', 'share', 'server', 'permission'… */
  objectType: string;
  objectId: number;
  code?: number | null;
  /** The device the entry concerns (a device's own entries, a command, an anchor, a link). */
  deviceId?: number | null;
  /** The object in Traccar's JSON shape, before and after (null: created / removed). */
  before?: unknown;
  after?: unknown;
}

/** Entries waiting beyond this many are dropped (loudly) rather than growing without end. */
const MAX_PENDING = 50_000;
const USER_AGENT_MAX = 512;

/**
 * The audit log every write, login and automation goes through. `record` only queues (it never
 * waits on the database, so it costs an automation on the position path nothing); the queue is
 * written in one batch shortly after, and readers call `flush` first so they see every entry.
 * API writes use `write`, which stores the entry (with whatever else is queued) before the
 * answer leaves, so a request's entry never lands while a later request runs. Positions are
 * never recorded.
 *
 * Other services call `record(actor, event)`; automations acting on their own use
 * `SYSTEM_ACTOR`, e.g. `audit.record(SYSTEM_ACTOR, {actionType: 'automation',
 * objectType: 'device', objectId: id, deviceId: id, code: 202, after: {...}})`.
 */
export class AuditLog {
  private pending: Omit<AuditRecord, 'id'>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    private readonly delayMs = 100,
  ) {}

  /** Queues one entry; the code is the product's for this action unless given. */
  record(actor: AuditActor, event: AuditEvent): void {
    if (this.pending.length >= MAX_PENDING) {
      console.error(
        `Audit log: ${MAX_PENDING} entries waiting; dropping one (${event.actionType})`,
      );
      return;
    }
    this.pending.push({
      time: this.now(),
      code: event.code !== undefined ? event.code : auditCode(event),
      actionType: event.actionType,
      objectType: event.objectType,
      objectId: event.objectId,
      deviceId: event.deviceId ?? (event.objectType === 'device' ? event.objectId : null),
      userId: actor.userId,
      userEmail: actor.userEmail,
      impersonatorId: actor.impersonatorId,
      address: actor.address,
      userAgent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      before: plain(event.before),
      after: plain(event.after),
    });
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Records one entry and stores it (with whatever is queued) before resolving. */
  write(actor: AuditActor, event: AuditEvent): Promise<void> {
    this.record(actor, event);
    return this.flush();
  }

  /** Writes everything queued so far; resolves when it is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.storage.auditLog.insertMany(batch);
      } catch (error) {
        console.error(`Audit log: ${batch.length} entries not stored:`, error);
      }
    });
    return this.writing;
  }

  /** Writes what is queued; used when the server closes. */
  close(): Promise<void> {
    return this.flush();
  }
}

/** A JSON copy of an object (dates as text), or null for anything else. */
function plain(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  // A user's one-time-code key is a secret: the log says only whether there is one.
  if (typeof copy.totpKey === 'string') copy.totpKey = '(set)';
  return copy;
}
