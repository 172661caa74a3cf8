import { hasPermissionBit } from './permissionMask';

/** The fields of a user the rights rules read (a `User`, or the server's stored record). */
export interface RightsUser {
  administrator: boolean;
  readonly: boolean;
  deviceReadonly: boolean;
  limitCommands: boolean;
  disableReports: boolean;
  temporary: boolean;
  userLimit: number;
  attributes: Record<string, unknown>;
}

/** The fields of the server the rights rules read. */
export interface RightsServer {
  readonly: boolean;
  deviceReadonly: boolean;
  limitCommands: boolean;
  disableReports: boolean;
  attributes: Record<string, unknown>;
}

const MASK_PATTERN = /^[0-9a-f]{32}$/i;

/**
 * What the 128-bit mask (companion-api.md §1.5) means for one user on one server:
 * - `null`: it does not apply — the paid edition (`plus`) or the server attribute
 *   `tarkan.enableAdvancedPerms` is off, the user is an administrator, or the user has no valid
 *   mask (such a user keeps Traccar's flags only);
 * - `false`: everything it covers is refused (QR-driver users, `tarkan.isQrDriverId`);
 * - the mask itself: its bits decide.
 * Farol's server is always the full edition; the client passes what `licensemode` said.
 */
export function advancedMaskOf(
  user: Pick<RightsUser, 'administrator' | 'attributes'>,
  server: Pick<RightsServer, 'attributes'>,
  plus = true,
): string | null | false {
  if (!plus || server.attributes['tarkan.enableAdvancedPerms'] !== true) return null;
  if (user.administrator) return null;
  if (user.attributes['tarkan.isQrDriverId']) return false;
  const mask = user.attributes['tarkan.advancedPerms'];
  return typeof mask === 'string' && MASK_PATTERN.test(mask) ? mask : null;
}

/** True when the mask state lets every one of `bits` through. */
export function maskAllows(mask: string | null | false, ...bits: number[]): boolean {
  if (mask === null) return true;
  if (mask === false) return false;
  return bits.every((bit) => hasPermissionBit(mask, bit));
}

/** A share link's user (Tarkan's `isShared`) or any temporary user: no menus, no writes. */
export const isShareAccount = (user: Pick<RightsUser, 'temporary' | 'attributes'>): boolean =>
  user.temporary || Boolean(user.attributes.isShared);
