/** The audit domain's surface: pages of the advanced logs (companion-api.md §1.4). */
import type { AuditEntry } from '@farol/model';

/** Whose entries: the whole server's (a reseller's tree for a reseller), a user's, a device's. */
export type AuditScope =
  { kind: 'server' } | { kind: 'user'; id: number } | { kind: 'device'; id: number };

export interface AuditQuery {
  scope: AuditScope;
  /** ISO times; entries at or after `from` and before `to`. */
  from?: string;
  to?: string;
  /** Only these product codes (101 … 902); none: every entry. */
  codes?: readonly number[];
  /** The next page: entries older than this id. */
  beforeId?: number;
}

/** One field the entry changed: its path (`attributes.speedLimit`) and both values as text. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** One entry as the logs screen shows it: the stored entry, its time in ms and its changes. */
export interface AuditRow extends AuditEntry {
  at: number;
  changes: AuditChange[];
}

export interface AuditPage {
  rows: AuditRow[];
  /** The server may hold older entries (the page was full). */
  more: boolean;
}

export interface AuditApi {
  /**
   * One page of the audit log, newest first (`GET /tarkan/server/logs`, `/tarkan/users/{id}/logs`,
   * `/tarkan/devices/{id}/logs` with `from`, `to`, `code`, `limit`, `beforeId`).
   */
  auditLog(query: AuditQuery): Promise<AuditPage>;
}
