import type { DeviceRecord, ServerRecord } from '../storage';
import type { DeviceFields } from './devices';

/** The server switch (companion-api.md §1.6): a device delete keeps the device and its history. */
export const LAZY_DELETION_KEY = 'tarkan.enableLazyDeletion';

/** Traccar's `uniqueId` column is VARCHAR(128). */
const UNIQUE_ID_LENGTH = 128;

/** Whether the server's lazy-deletion switch is on. */
export const lazyDeletionOn = (server: ServerRecord): boolean =>
  server.attributes[LAZY_DELETION_KEY] === true;

/**
 * The identifier a soft-deleted device keeps, as Tarkan writes it: `deleted-<uniqueId>-<unix
 * seconds>` (SPEC §3: such devices are hidden). The tracker's own identifier no longer matches,
 * so its reports stop reaching the device, and the identifier is free for a new device.
 */
export function deletedUniqueId(uniqueId: string, now: number): string {
  const suffix = `-${Math.floor(now / 1000)}`;
  const room = UNIQUE_ID_LENGTH - 'deleted-'.length - suffix.length;
  return `deleted-${uniqueId.slice(0, room)}${suffix}`;
}

/** A device's writable fields once soft-deleted: the same but for its identifier. */
export function softDeletedFields(device: DeviceRecord, now: number): DeviceFields {
  return {
    name: device.name,
    uniqueId: deletedUniqueId(device.uniqueId, now),
    groupId: device.groupId,
    calendarId: device.calendarId,
    phone: device.phone,
    model: device.model,
    contact: device.contact,
    category: device.category,
    disabled: device.disabled,
    expirationTime: device.expirationTime,
    attributes: device.attributes,
  };
}
