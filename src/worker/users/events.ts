import type { User } from '@farol/model';
import type { CoreError } from '../transport/errors';
import type { UsersQuery } from './types';

/** The users domain's events. */
export interface UsersEvents {
  'users.loading': Record<string, never>;
  /** The accounts and who manages each (`[userId, managerId]` pairs). */
  'users.loaded': { users: User[]; managers: [number, number][] };
  'users.failed': { error: CoreError };
  /** An account was created or changed; a new one goes below `managerId` (null: at the top). */
  'user.stored': { user: User; managerId: number | null };
  /** Accounts changed together (a bulk enable or disable). */
  'users.changed': { users: User[] };
  'users.removed': { ids: number[] };
  'users.queried': { patch: Partial<Omit<UsersQuery, 'collapsed'>> };
  'users.toggled': { id: number };
  'users.windowed': { start: number; count: number };
}
