import type { Kysely } from 'kysely';
import { guard } from './database';
import type { UserRecord } from './records';
import { userFromRow, userToRow } from './rows';
import type { Database } from './schema';

/** A session token to store with a share: only its hash, as every token. */
export interface ShareToken {
  hash: string;
  expiration: number;
  createdAt: number;
}

/** The login prefix of share users (companion-api.md §1.4: `share-<ownerId>-<timestamp>`). */
export const shareLoginPrefix = (ownerId: number): string => `share-${ownerId}-`;

/** The owner a user's `isShared` attribute names, or null for an ordinary user. */
export function shareOwnerOf(user: Pick<UserRecord, 'attributes'>): number | null {
  const owner = Number(user.attributes.isShared);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
}

/**
 * Share links, stored as Traccar users (so an operator's Tarkan shares carry over): the user,
 * its link to the one device and its session token are written together or not at all.
 */
export class ShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the share user, its link to what it shows and its token in one transaction. */
  async insert(
    user: Omit<UserRecord, 'id'>,
    target: { kind: 'device' | 'group'; id: number },
    token: ShareToken,
  ): Promise<UserRecord> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values(userToRow(user))
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx
          .insertInto('links')
          .values({
            ownerKind: 'user',
            ownerId: id,
            propertyKind: target.kind,
            propertyId: target.id,
          })
          .execute();
        await trx
          .insertInto('tokens')
          .values({
            userId: id,
            hash: token.hash,
            expiration: token.expiration,
            revoked: 0,
            createdAt: token.createdAt,
          })
          .execute();
        return { ...user, id };
      }),
    );
  }

  /**
   * Share users, all or those of one owner, oldest first: the login prefix narrows the rows and
   * the `isShared` attribute decides (a login alone proves nothing).
   */
  async list(ownerId?: number): Promise<UserRecord[]> {
    const prefix = ownerId === undefined ? 'share-' : shareLoginPrefix(ownerId);
    const rows = await this.db
      .selectFrom('users')
      .selectAll()
      .where('login', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
    return rows.map(userFromRow).filter((user) => {
      const owner = shareOwnerOf(user);
      return owner !== null && (ownerId === undefined || owner === ownerId);
    });
  }

  /**
   * Saves a share user's new expiry (and limitCommands) and moves its link token's expiry with
   * it, in one transaction. A share without a stored token (one made by Tarkan, whose token was
   * the e-mail) gets one, so its link works from now on.
   */
  async update(user: UserRecord, token: ShareToken): Promise<void> {
    const { id, ...rest } = user;
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(userToRow(rest)).where('id', '=', id).execute();
        const moved = await trx
          .updateTable('tokens')
          .set({ expiration: token.expiration })
          .where('userId', '=', id)
          .where('hash', '=', token.hash)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          await trx
            .insertInto('tokens')
            .values({
              userId: id,
              hash: token.hash,
              expiration: token.expiration,
              revoked: 0,
              createdAt: token.createdAt,
            })
            .execute();
        }
      }),
    );
  }
}
