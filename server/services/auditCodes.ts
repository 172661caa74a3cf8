import type { AuditActionType } from '@farol/model';

/** The product's code of each action on each kind of object (companion-api.md §1.4). */
const CODES: Readonly<Record<string, Partial<Record<AuditActionType, number>>>> = {
  user: { login: 101, impersonate: 101, create: 101, remove: 102, edit: 105 },
  share: { create: 110, edit: 111, remove: 112 },
  device: { command: 201, edit: 301, remove: 302 },
  server: { restart: 303 },
  geofence: { create: 401, remove: 402 },
  driver: { create: 510, edit: 511 },
  permission: { link: 901, unlink: 902 },
};

const isAnchor = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as { attributes?: Record<string, unknown> }).attributes?.isAnchor === true;

/**
 * The product code of an event, or null when the product has none for it (a group edited, a
 * geofence changed…). An anchor is a geofence with `isAnchor`: 405 when made, 406 when removed.
 */
export function auditCode(event: {
  actionType: AuditActionType;
  objectType: string;
  before?: unknown;
  after?: unknown;
}): number | null {
  if (event.objectType === 'geofence') {
    if (event.actionType === 'create' && isAnchor(event.after)) return 405;
    if (event.actionType === 'remove' && isAnchor(event.before)) return 406;
  }
  return CODES[event.objectType]?.[event.actionType] ?? null;
}
