import type { User } from '@farol/model';
import type { UserRole } from './types';

const isTrue = (value: unknown) => value === true || value === 'true';

/** A reseller account: the companion's `reseller` attribute (with or without `tarkan.`). */
export function isReseller(user: User): boolean {
  return isTrue(user.attributes['tarkan.reseller']) || isTrue(user.attributes['reseller']);
}

/**
 * What an account is: an administrator, a reseller, a manager (Traccar: `userLimit` ≠ 0), a
 * read-only account or a plain one.
 */
export function userRole(user: User): UserRole {
  if (user.administrator) return 'admin';
  if (isReseller(user)) return 'reseller';
  if (user.userLimit !== 0) return 'manager';
  if (user.readonly) return 'readonly';
  return 'user';
}
