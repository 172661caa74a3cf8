import {
  advancedMaskOf,
  commandAction,
  deviceActionAllowed,
  maskAllows,
  PERMISSION_BITS,
  reportTypeAllowed,
} from '@farol/model';
import type { ServerRecord, UserRecord } from '../storage';

/**
 * Tarkan's 128-bit advanced permissions (companion-api.md §1.5), enforced on the server.
 *
 * When it applies: `advancedMaskOf` of @farol/model, the rule the client's menus read too — the
 * server attribute `tarkan.enableAdvancedPerms` is true (Farol is always the full edition) and
 * the caller is not an administrator. A user with a valid mask in `tarkan.advancedPerms` is held
 * to it; a user without one keeps Traccar's flags only, as the Tarkan client treats them.
 * QR-driver users (`tarkan.isQrDriverId`) never pass, but for reading the vehicles their
 * check-in screen shows (`/api/devices`: the ones they are linked to; qrDriverScope.ts keeps them
 * to that screen's calls).
 *
 * What is enforced, and where (every call goes through PermissionsService.checkAdvanced):
 * | area (master bit)        | read: GET list and GET /{id}  | POST / PUT / DELETE |
 * |--------------------------|-------------------------------|---------------------|
 * | devices (8)              | /api/devices                  | 13 / 14 / 15, also PUT …/accumulators (14) |
 * | users (16)               | /api/users (others than self) | 17 / 18 / 19; editing oneself needs bit 0 |
 * | share (24)               | /tarkan/shares                | 25 / 26 / 27 (PermissionsService.checkShare) |
 * | notifications (32)       | /api/notifications            | 33 / 34 / 35        |
 * | geofences (40)           | /api/geofences                | 41 / 42 / 43        |
 * | groups (48)              | /api/groups                   | 49 / 50 / 51        |
 * | commands (56)            | /api/commands (saved)         | 57 / 58 / 59        |
 * | computed attributes (64) | /api/attributes/computed      | 65 / 66 / 67        |
 * | drivers (80)             | /api/drivers                  | 81 / 82 / 83        |
 * | calendars (88)           | /api/calendars                | 89 / 90 / 91        |
 * | maintenance (96)         | /api/maintenance              | 97 / 98 / 99        |
 * | device commands          | /api/commands/send: 8 and 10 (engineStop), 11 (engineResume) or 12 |
 * | device anchor            | /api/geofences with isAnchor (place, move, lift): 8 and 9 only |
 * | reports (72)             | every report and export: 72, plus 73 route, 74 stops, 75 trips, 76 events |
 * Every write also needs its area's master bit. The device rules are @farol/model's
 * `deviceActionAllowed`, which the browser's device actions read too; with
 * `tarkan.enableLockUnlock` false nobody stops or resumes an engine. Not covered here: the socket and
 * /api/positions (a user's own devices) and /api/permissions links.
 */

export type Area = keyof typeof AREA_BITS;
export type Action = 'read' | 'create' | 'edit' | 'delete';

const AREA_BITS = {
  devices: PERMISSION_BITS.devices,
  users: PERMISSION_BITS.users,
  share: PERMISSION_BITS.share,
  notifications: PERMISSION_BITS.notifications,
  geofences: PERMISSION_BITS.geofences,
  groups: PERMISSION_BITS.groups,
  commands: PERMISSION_BITS.commands,
  computedAttributes: PERMISSION_BITS.computedAttributes,
  reports: PERMISSION_BITS.reports,
  drivers: PERMISSION_BITS.drivers,
  calendars: PERMISSION_BITS.calendars,
  maintenance: PERMISSION_BITS.maintenance,
} as const;

/** The area of each link kind. */
export const AREA_OF_KIND: Readonly<Record<string, Area>> = {
  device: 'devices',
  user: 'users',
  notification: 'notifications',
  geofence: 'geofences',
  group: 'groups',
  command: 'commands',
  attribute: 'computedAttributes',
  driver: 'drivers',
  calendar: 'calendars',
  maintenance: 'maintenance',
};

/** The bit of one action in an area: devices keep create/edit/delete at 13–15. */
export function actionBit(area: Area, action: Exclude<Action, 'read'>): number {
  const master = AREA_BITS[area];
  if (area === 'devices') {
    const bits = { create: PERMISSION_BITS.deviceCreate, edit: PERMISSION_BITS.deviceEdit };
    return action === 'delete' ? PERMISSION_BITS.deviceDelete : bits[action];
  }
  return master + { create: 1, edit: 2, delete: 3 }[action];
}

/** True when the mask lets `user` do `action` in `area`. */
export function advancedAllowed(
  server: ServerRecord,
  user: UserRecord,
  area: Area,
  action: Action,
): boolean {
  const mask = advancedMaskOf(user, server);
  if (mask === false && area === 'devices' && action === 'read') return true;
  const master = AREA_BITS[area];
  return action === 'read'
    ? maskAllows(mask, master)
    : maskAllows(mask, master, actionBit(area, action));
}

/**
 * True when `user` may send a command of `type`: the mask's 8 plus 10 (engine stop), 11 (engine
 * resume) or 12, and engine stop or resume only while `tarkan.enableLockUnlock` is not false.
 */
export function commandAllowed(server: ServerRecord, user: UserRecord, type: string): boolean {
  return deviceActionAllowed(user, server, commandAction(type));
}

/** True when the mask lets `user` place or lift an anchor (8 and 9; not the geofence bits). */
export function anchorAllowed(server: ServerRecord, user: UserRecord): boolean {
  return deviceActionAllowed(user, server, 'anchor');
}

/** True when the mask lets `user` run report `type` (72 and its own bit, if any). */
export function reportAllowed(server: ServerRecord, user: UserRecord, type: string): boolean {
  return reportTypeAllowed(user, server, type);
}

/** True when the mask lets the user edit their own account (bit 0). */
export function selfEditAllowed(server: ServerRecord, user: UserRecord): boolean {
  return maskAllows(advancedMaskOf(user, server), PERMISSION_BITS.self);
}
