/**
 * Whether the user may open reports and the route player (SPEC §6): never share users or QR
 * drivers; not with Traccar's `disableReports` (user or server); with advanced permissions on
 * (server attribute tarkan.enableAdvancedPerms), only with the reports bit (72).
 * Administrators always may. The server enforces the same rules.
 */
import { hasPermissionBit, PERMISSION_BITS, type Server, type User } from '@farol/model';

export function canSeeReports(
  user: User | null | undefined,
  server: Server | null | undefined,
): boolean {
  if (!user) return false;
  if (user.administrator) return true;
  if (user.attributes['isShared'] || user.temporary) return false;
  if (user.disableReports || server?.disableReports) return false;
  if (server?.attributes['tarkan.enableAdvancedPerms'] === true) {
    const mask = user.attributes['tarkan.advancedPerms'] as string | undefined;
    return hasPermissionBit(mask, PERMISSION_BITS.reports);
  }
  return true;
}
