import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Database } from './schema';

/** Password reset tokens, by hash: each one names a user, expires, and is used once. */
export class PasswordResetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(hash: string, userId: number, expiration: number): Promise<void> {
    await guard(() =>
      this.db.insertInto('passwordResets').values({ hash, userId, expiration }).execute(),
    );
  }

  /**
   * Uses the token with this hash: its user's id, or null when there is none, it expired or it
   * was used (two concurrent uses: one wins, in one statement).
   */
  async use(hash: string, now: number): Promise<number | null> {
    return guard(async () => {
      const used = await this.db
        .updateTable('passwordResets')
        .set({ usedAt: now })
        .where('hash', '=', hash)
        .where('usedAt', 'is', null)
        .where('expiration', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return null;
      const row = await this.db
        .selectFrom('passwordResets')
        .select('userId')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row ? Number(row.userId) : null;
    });
  }
}
