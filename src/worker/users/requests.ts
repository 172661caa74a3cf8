/** The REST calls of the users domain (traccar-api.md §a, §c, §d). */
import { z } from 'zod';
import { User } from '@farol/model';
import { eachInPool } from '../kernel/eachInPool';
import { isCoreError } from '../transport/errors';
import { requestJson, requestText, type HttpDeps } from '../transport/rest';
import { resolveManagers } from './resolveManagers';

/** Manager lookups in flight at once. */
export const MANAGER_LOOKUP_CONCURRENCY = 4;

const Users = z.array(User);

/** `GET /api/users` (everyone for an administrator, managed accounts for a manager). */
export function fetchUsers(http: HttpDeps, managerId?: number): Promise<User[]> {
  const query = managerId === undefined ? undefined : { userId: managerId };
  return requestJson({ http, path: '/users', query, schema: Users });
}

/** `GET /api/users/{id}`; null when the server does not show it (404, or refused). */
export async function fetchUser(http: HttpDeps, id: number): Promise<User | null> {
  try {
    return await requestJson({ http, path: `/users/${id}`, schema: User });
  } catch (error) {
    if (isCoreError(error) && error.type === 'http' && (error.status ?? 500) < 500) return null;
    throw error;
  }
}

const isManager = (user: User) => user.userLimit !== 0;

/**
 * Who manages whom: asks each manager among `users` for its accounts (`GET /api/users?userId=`,
 * a few at a time), then the managers those reveal, level by level. Accounts found this way
 * join the list (a reseller sees its sub-resellers' customers). A manager whose accounts the
 * server will not show is skipped. `viewerId`'s own accounts are the top of the tree.
 */
export async function findManagers(
  http: HttpDeps,
  users: readonly User[],
  viewerId: number,
): Promise<{ users: User[]; managers: [number, number][] }> {
  const byId = new Map(users.map((user) => [user.id, user]));
  const candidates = new Map<number, number[]>();
  const asked = new Set<number>([viewerId]);
  let level = users.filter((user) => isManager(user) && !asked.has(user.id));
  while (level.length > 0) {
    const next: User[] = [];
    for (const manager of level) asked.add(manager.id);
    await eachInPool(level, MANAGER_LOOKUP_CONCURRENCY, async (manager) => {
      let managed: User[];
      try {
        managed = await fetchUsers(http, manager.id);
      } catch (error) {
        if (isCoreError(error) && error.type === 'http' && error.status !== 401) return;
        throw error;
      }
      for (const user of managed) {
        if (!byId.has(user.id)) {
          byId.set(user.id, user);
          if (isManager(user) && !asked.has(user.id)) next.push(user);
        }
        const list = candidates.get(user.id);
        if (list) list.push(manager.id);
        else candidates.set(user.id, [manager.id]);
      }
    });
    level = next.filter((user) => !asked.has(user.id));
  }
  return { users: [...byId.values()], managers: [...resolveManagers(candidates)] };
}

/** POST /api/users (id 0) or PUT /api/users/{id}; the password only when given. */
export function writeUser(http: HttpDeps, user: User, password?: string): Promise<User> {
  const exists = user.id > 0;
  return requestJson({
    http,
    method: exists ? 'PUT' : 'POST',
    path: exists ? `/users/${user.id}` : '/users',
    json: { ...user, password: password || undefined },
    schema: User,
  });
}

export async function removeUser(http: HttpDeps, id: number): Promise<void> {
  await requestText({ http, method: 'DELETE', path: `/users/${id}` });
}

/** Puts `userId` below `managerId` (`tc_user_user`, traccar-api.md §d). */
export async function linkManager(http: HttpDeps, managerId: number, userId: number) {
  await requestText({
    http,
    method: 'POST',
    path: '/permissions',
    json: { userId: managerId, managedUserId: userId },
  });
}
