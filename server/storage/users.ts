import { sql, type Kysely, type Transaction } from 'kysely';
import { DuplicateError, StorageError } from '../errors';
import { guard } from './database';
import { deleteLinksNaming } from './links';
import type { UserRecord } from './records';
import { userFromRow, userToRow } from './rows';
import type { Database } from './schema';

/** What a user sees when the e-mail or login they chose belongs to someone else. */
export const IDENTITY_TAKEN = 'E-mail or login already in use';

/**
 * Refuses an e-mail or login that is another user's e-mail or login in any case: a login is
 * looked up in both columns, so one may not shadow the other. The database's case-insensitive
 * unique indexes hold within each column; this check, in the same transaction, across them.
 */
export async function checkIdentityFree(
  trx: Transaction<Database>,
  user: Pick<UserRecord, 'email' | 'login'>,
  id = 0,
): Promise<void> {
  const names = [user.email, user.login]
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim().toLowerCase());
  if (names.length === 0) return;
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '!=', id)
    .where((eb) => eb.or([eb(sql`lower(email)`, 'in', names), eb(sql`lower(login)`, 'in', names)]))
    .executeTakeFirst();
  if (taken) throw new StorageError(IDENTITY_TAKEN);
}

/** A duplicate in the users' unique indexes is the same refusal, said the same way. */
export async function identityGuard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await guard(call);
  } catch (error) {
    throw error instanceof DuplicateError ? new StorageError(IDENTITY_TAKEN) : error;
  }
}

/** Users: the accounts, with their scrypt hash and salt (never serialised). */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Number of users; 0 means the next one becomes the first administrator. */
  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async get(id: number): Promise<UserRecord | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? userFromRow(row) : null;
  }

  /** Finds a user whose e-mail or login equals `text`, ignoring case (Traccar's login rule). */
  async findByLogin(text: string): Promise<UserRecord | null> {
    const value = text.trim().toLowerCase();
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(email)`, '=', value), eb(sql`lower(login)`, '=', value)]))
      .orderBy('id')
      .executeTakeFirst();
    return row ? userFromRow(row) : null;
  }

  /** All users, or those with the given ids, ordered by name. */
  async list(ids?: number[]): Promise<UserRecord[]> {
    if (ids && ids.length === 0) return [];
    let query = this.db.selectFrom('users').selectAll().orderBy('name').orderBy('id');
    if (ids) query = query.where('id', 'in', ids);
    return (await query.execute()).map(userFromRow);
  }

  /** Users whose attribute `key` equals `value` (a reseller domain's holder). */
  async withAttribute(key: string, value: unknown): Promise<UserRecord[]> {
    const rows = await this.db
      .selectFrom('users')
      .selectAll()
      .where('attributes', 'like', `%${JSON.stringify(key).replace(/[%_\\]/g, '')}%`)
      .execute();
    return rows.map(userFromRow).filter((user) => user.attributes[key] === value);
  }

  /**
   * Inserts a user with, in the same transaction, the link from its manager (when a manager
   * created it) and links to the given notifications (those flagged `tarkan.autoadd`).
   */
  async insert(
    user: Omit<UserRecord, 'id'>,
    managerId?: number,
    notificationIds: readonly number[] = [],
  ): Promise<UserRecord> {
    return identityGuard(() =>
      this.db.transaction().execute(async (trx) => {
        await checkIdentityFree(trx, user);
        const row = await trx
          .insertInto('users')
          .values(userToRow(user))
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        if (managerId !== undefined) {
          await trx
            .insertInto('links')
            .values({ ownerKind: 'user', ownerId: managerId, propertyKind: 'user', propertyId: id })
            .execute();
        }
        if (notificationIds.length > 0) {
          await trx
            .insertInto('links')
            .values(
              notificationIds.map((propertyId) => ({
                ownerKind: 'user',
                ownerId: id,
                propertyKind: 'notification',
                propertyId,
              })),
            )
            .execute();
        }
        return { ...user, id };
      }),
    );
  }

  async update(user: UserRecord): Promise<void> {
    const { id, ...rest } = user;
    await identityGuard(() =>
      this.db.transaction().execute(async (trx) => {
        await checkIdentityFree(trx, user, id);
        await trx.updateTable('users').set(userToRow(rest)).where('id', '=', id).execute();
      }),
    );
  }

  /** Deletes the user and every link that names it (tokens go by foreign key). */
  async delete(id: number): Promise<void> {
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx, 'user', id);
        await trx.deleteFrom('users').where('id', '=', id).execute();
      }),
    );
  }
}
