import { z } from 'zod';
import { Attributes, Id, IsoDate } from './common';

/**
 * The product's audit codes (companion-api.md §1.4, Tarkan's `log-objects.vue`). An entry
 * without one (a group edited, a calendar deleted…) carries Traccar's action type alone.
 */
export const AUDIT_CODES = {
  101: 'login',
  102: 'userDelete',
  105: 'userEdit',
  110: 'shareCreate',
  111: 'shareEdit',
  112: 'shareDelete',
  120: 'driverUserCreate',
  201: 'commandSent',
  202: 'lockByGeofence',
  211: 'lockByDriver',
  212: 'unlockByDriver',
  301: 'deviceEdit',
  302: 'deviceDelete',
  303: 'serverRestart',
  401: 'geofenceCreate',
  402: 'geofenceRemove',
  405: 'anchorOn',
  406: 'anchorOff',
  510: 'driverCreate',
  511: 'driverEdit',
  901: 'permissionLink',
  902: 'permissionUnlink',
} as const;
export type AuditCode = keyof typeof AUDIT_CODES;

/** User creation shares 101 with login in Tarkan's table; the action type tells them apart. */
export const USER_CREATE_CODE = 101;

/**
 * Traccar's action types (`LogAction`), what `GET /api/audit` answers in `actionType`; Farol
 * adds `logout`, `impersonate` (log in as) and `automation` (rules acting on devices).
 */
export const AUDIT_ACTIONS = [
  'create',
  'edit',
  'remove',
  'link',
  'unlink',
  'login',
  'logout',
  'impersonate',
  'command',
  'accumulators',
  'restart',
  'automation',
] as const;
export type AuditActionType = (typeof AUDIT_ACTIONS)[number];

/**
 * One audit entry, as `/tarkan/users/{id}/logs`, `/tarkan/devices/{id}/logs` and
 * `/tarkan/server/logs` answer it: who (user, address, user agent; `impersonatorId` when they
 * acted logged in as someone else), what (code, action, object, the device concerned) and the
 * object before and after (Traccar's JSON shape, secrets never included).
 */
export const AuditEntry = z.object({
  id: Id.positive(),
  time: IsoDate,
  code: z.number().int().nullable(),
  actionType: z.string(),
  objectType: z.string(),
  objectId: Id,
  deviceId: Id.nullable(),
  userId: Id.nullable(),
  userEmail: z.string().nullable(),
  impersonatorId: Id.nullable(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  before: Attributes.nullable(),
  after: Attributes.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Traccar's `Action` (`GET /api/audit?from&to`, administrators). */
export const TraccarAction = z.object({
  id: Id.positive(),
  actionTime: IsoDate,
  address: z.string().nullable(),
  userId: Id,
  actionType: z.string(),
  objectType: z.string(),
  objectId: Id,
  userEmail: z.string().nullable(),
});
export type TraccarAction = z.infer<typeof TraccarAction>;

/** How long `GET /tarkan/clear/logs` keeps entries. */
export const AUDIT_KEEP_DAYS = 30;
