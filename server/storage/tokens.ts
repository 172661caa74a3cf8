import type { Kysely } from 'kysely';
import { guard } from './database';
import type { TokenRecord } from './records';
import type { Database } from './schema';

/** Session tokens, stored by hash only. */
export class TokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(userId: number, hash: string, expiration: number, now: number): Promise<void> {
    await guard(() =>
      this.db
        .insertInto('tokens')
        .values({ userId, hash, expiration, revoked: 0, createdAt: now })
        .execute(),
    );
  }

  async findByHash(hash: string): Promise<TokenRecord | null> {
    const row = await this.db
      .selectFrom('tokens')
      .select(['id', 'userId', 'expiration', 'revoked', 'hash'])
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: Number(row.id),
      userId: Number(row.userId),
      expiration: Number(row.expiration),
      revoked: Number(row.revoked) !== 0,
      hash: row.hash,
    };
  }

  /** Revokes every token of a user but the one with hash `keep` (a password change). */
  async revokeAllOf(userId: number, keep?: string): Promise<void> {
    let query = this.db.updateTable('tokens').set({ revoked: 1 }).where('userId', '=', userId);
    if (keep) query = query.where('hash', '!=', keep);
    await guard(() => query.execute());
  }

  async revoke(id: number): Promise<void> {
    await guard(() =>
      this.db.updateTable('tokens').set({ revoked: 1 }).where('id', '=', id).execute(),
    );
  }
}
