import { resellerOf } from './reseller';
import type { User } from './user';

/** What an account is, for the users tree's badge (SPEC §6). */
export type UserRole = 'admin' | 'reseller' | 'manager' | 'user' | 'readonly';

/**
 * What an account is: an administrator, a reseller (`tarkan.reseller`), a manager (Traccar:
 * `userLimit` ≠ 0), a read-only account or a plain one — the order of `rankOf`.
 */
export function userRole(user: User): UserRole {
  if (user.administrator) return 'admin';
  if (resellerOf(user).reseller) return 'reseller';
  if (user.userLimit !== 0) return 'manager';
  if (user.readonly) return 'readonly';
  return 'user';
}
