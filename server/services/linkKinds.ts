import { IllegalArgumentError } from '../errors';
import type { Link } from '../storage';

/** Traccar's link tables (`tc_<owner>_<property>`), by owner kind (traccar-api.md §d). */
const LINK_TABLES: Record<string, readonly string[]> = {
  user: [
    'device',
    'group',
    'geofence',
    'notification',
    'calendar',
    'attribute',
    'driver',
    'command',
    'maintenance',
    'order',
    'report',
    'user',
  ],
  group: [
    'geofence',
    'notification',
    'attribute',
    'driver',
    'command',
    'maintenance',
    'order',
    'report',
  ],
  device: [
    'geofence',
    'notification',
    'attribute',
    'driver',
    'command',
    'maintenance',
    'order',
    'report',
    'device',
  ],
};

/** Key names that map to a kind other than their own (`managedUserId` → user). */
const KEY_ALIASES: Record<string, string> = { manageduser: 'user', linkeddevice: 'device' };

/** Turns a permission's two keys (already split, lower-cased) into a link, or refuses it. */
export function toLink(parts: Link): Link {
  const ownerKind = KEY_ALIASES[parts.ownerKind] ?? parts.ownerKind;
  const propertyKind = KEY_ALIASES[parts.propertyKind] ?? parts.propertyKind;
  if (!LINK_TABLES[ownerKind]?.includes(propertyKind)) {
    throw new IllegalArgumentError(
      `Unsupported permission: ${parts.ownerKind}Id → ${parts.propertyKind}Id`,
    );
  }
  return { ownerKind, ownerId: parts.ownerId, propertyKind, propertyId: parts.propertyId };
}
