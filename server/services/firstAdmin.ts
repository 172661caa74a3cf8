import type { Config } from '../config';
import type { Storage, UserRecord } from '../storage';
import { hashPassword } from './passwords';
import { newUserRecord } from './users';

/**
 * The first administrator, created when there are no users yet (unless `adminEmail` is '',
 * which leaves the first registration to become administrator, as in Traccar). Returns the
 * oldest administrator, and whether this call created it.
 */
export async function ensureFirstAdmin(
  storage: Storage,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ user: UserRecord | null; created: boolean }> {
  const existing = (await storage.users.list()).filter((user) => user.administrator);
  if (existing.length) return { user: existing.sort((a, b) => a.id - b.id)[0]!, created: false };
  if (!config.adminEmail || (await storage.users.count()) > 0)
    return { user: null, created: false };
  const fields = { name: 'Administrator', email: config.adminEmail, administrator: true };
  const record = newUserRecord(fields, await hashPassword(config.adminPassword));
  try {
    return { user: await storage.users.insert(record), created: true };
  } catch (error) {
    // Another node starting on the same new database created it first.
    const raced = (await storage.users.list()).find((user) => user.administrator);
    if (raced) return { user: raced, created: false };
    throw error;
  }
}
