/**
 * The 128-bit advanced-permission mask (user attribute `tarkan.advancedPerms`): 32 hex
 * characters; bit k is the k-th binary digit from the left (companion-api.md §1.5).
 */

export const PERMISSION_BITS = {
  self: 0,
  devices: 8,
  deviceAnchor: 9,
  deviceLock: 10,
  deviceUnlock: 11,
  deviceCommand: 12,
  deviceCreate: 13,
  deviceEdit: 14,
  deviceDelete: 15,
  users: 16,
  share: 24,
  notifications: 32,
  geofences: 40,
  groups: 48,
  commands: 56,
  computedAttributes: 64,
  reports: 72,
  reportRoute: 73,
  reportStops: 74,
  reportTrips: 75,
  reportEvents: 76,
  drivers: 80,
  calendars: 88,
  maintenance: 96,
} as const;

/**
 * The bit a device command needs besides the devices bit (8): engine stop is "lock" (10),
 * engine resume "unlock" (11), any other command "send command" (12). Client and server read
 * the same table, so the browser hides exactly what the server refuses.
 */
export function commandPermissionBit(type: string): number {
  if (type === 'engineStop') return PERMISSION_BITS.deviceLock;
  if (type === 'engineResume') return PERMISSION_BITS.deviceUnlock;
  return PERMISSION_BITS.deviceCommand;
}

/**
 * The bit each report needs besides the reports bit (72); null: the master bit alone (the
 * summary, "resume"). Route history and its exports need 73, stops 74, trips 75, events 76.
 */
export const REPORT_PERMISSION_BITS: Readonly<Record<string, number | null>> = {
  route: PERMISSION_BITS.reportRoute,
  stops: PERMISSION_BITS.reportStops,
  trips: PERMISSION_BITS.reportTrips,
  events: PERMISSION_BITS.reportEvents,
  summary: null,
  geofences: null,
};

/**
 * The areas of the mask as the user form shows them (companion-api.md §1.5): each area's
 * master bit and its create, edit and delete bits, plus the devices' and reports' own.
 */
export interface PermissionArea {
  id: string;
  master: number;
  create?: number;
  edit?: number;
  delete?: number;
  /** Further bits of the area, by name (anchor, lock… for devices; each report). */
  extra?: readonly { id: string; bit: number }[];
}

const crud = (id: string, master: number): PermissionArea => ({
  id,
  master,
  create: master + 1,
  edit: master + 2,
  delete: master + 3,
});

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  {
    id: 'devices',
    master: PERMISSION_BITS.devices,
    create: PERMISSION_BITS.deviceCreate,
    edit: PERMISSION_BITS.deviceEdit,
    delete: PERMISSION_BITS.deviceDelete,
    extra: [
      { id: 'anchor', bit: PERMISSION_BITS.deviceAnchor },
      { id: 'lock', bit: PERMISSION_BITS.deviceLock },
      { id: 'unlock', bit: PERMISSION_BITS.deviceUnlock },
      { id: 'command', bit: PERMISSION_BITS.deviceCommand },
    ],
  },
  {
    id: 'reports',
    master: PERMISSION_BITS.reports,
    extra: [
      { id: 'route', bit: PERMISSION_BITS.reportRoute },
      { id: 'stops', bit: PERMISSION_BITS.reportStops },
      { id: 'trips', bit: PERMISSION_BITS.reportTrips },
      { id: 'events', bit: PERMISSION_BITS.reportEvents },
    ],
  },
  crud('geofences', PERMISSION_BITS.geofences),
  crud('groups', PERMISSION_BITS.groups),
  crud('commands', PERMISSION_BITS.commands),
  crud('notifications', PERMISSION_BITS.notifications),
  crud('drivers', PERMISSION_BITS.drivers),
  crud('calendars', PERMISSION_BITS.calendars),
  crud('maintenance', PERMISSION_BITS.maintenance),
  crud('computedAttributes', PERMISSION_BITS.computedAttributes),
  crud('share', PERMISSION_BITS.share),
  crud('users', PERMISSION_BITS.users),
];

const MASK_HEX_LENGTH = 32;

/** True for a mask Tarkan can read: 32 hex characters. */
export function isPermissionMask(mask: unknown): mask is string {
  return typeof mask === 'string' && /^[0-9a-f]{32}$/i.test(mask);
}

/** True when bit `index` is set in the mask; a missing or malformed mask has no bits. */
export function hasPermissionBit(mask: string | undefined | null, index: number): boolean {
  if (!mask || !/^[0-9a-f]{32}$/i.test(mask) || index < 0 || index >= 128) return false;
  const nibble = parseInt(mask[index >> 2]!, 16);
  return ((nibble >> (3 - (index & 3))) & 1) === 1;
}

/** Returns the mask with bit `index` set or cleared; every other character stays as it was. */
export function setPermissionBit(
  mask: string | undefined | null,
  index: number,
  on: boolean,
): string {
  const hex = (mask && /^[0-9a-f]{32}$/i.test(mask) ? mask : '0'.repeat(MASK_HEX_LENGTH)).split('');
  const position = index >> 2;
  const bit = 1 << (3 - (index & 3));
  const nibble = parseInt(hex[position]!, 16);
  hex[position] = (on ? nibble | bit : nibble & ~bit).toString(16).toUpperCase();
  return hex.join('');
}

/**
 * What a share link's "allow block" grants (companion-api.md §1.4, Tarkan's '00F0…0'): the
 * devices bit and anchor, lock and unlock (8–11), in the share user's `tarkan.advancedPerms`.
 */
export const SHARE_BLOCK_MASK = [
  PERMISSION_BITS.devices,
  PERMISSION_BITS.deviceAnchor,
  PERMISSION_BITS.deviceLock,
  PERMISSION_BITS.deviceUnlock,
].reduce<string>((mask, bit) => setPermissionBit(mask, bit, true), '0'.repeat(MASK_HEX_LENGTH));

/** Whether a mask lets its user stop and resume the engine (lock 10 and unlock 11). */
export const grantsBlock = (mask: unknown): boolean =>
  typeof mask === 'string' &&
  hasPermissionBit(mask, PERMISSION_BITS.deviceLock) &&
  hasPermissionBit(mask, PERMISSION_BITS.deviceUnlock);

/** Every bit of every area and the self bit: a mask that allows all the form can set. */
export const FULL_PERMISSION_MASK: string = [
  PERMISSION_BITS.self,
  ...PERMISSION_AREAS.flatMap((area) => [
    area.master,
    ...[area.create, area.edit, area.delete].filter((bit) => bit !== undefined),
    ...(area.extra ?? []).map((extra) => extra.bit),
  ]),
].reduce((mask, bit) => setPermissionBit(mask, bit, true), '0'.repeat(MASK_HEX_LENGTH));
