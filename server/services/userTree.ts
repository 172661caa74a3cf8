import { resellerOf } from '@farol/model';
import type { Storage, UserRecord } from '../storage';

/** Levels walked up or down the tree of managed users; deeper links are ignored (and cycles). */
export const MAX_TREE_DEPTH = 16;

/**
 * The tree of users: a manager's managed users are the user–user links (Traccar's tc_user_user,
 * made when a manager creates a user), and theirs below them. A Traccar manager acts on their
 * managed users (one level); a reseller (`tarkan.reseller`) on their whole tree, recursively.
 * Walking up costs one indexed query per level, whatever the tree's size; walking down one per
 * level and 500 users.
 */
export class UserTree {
  constructor(private readonly storage: Storage) {}

  /** Users below `userId` (managed, recursively), nearest level first, `userId` excluded. */
  async below(userId: number): Promise<number[]> {
    const seen = new Set([userId]);
    const found: number[] = [];
    let level = [userId];
    for (let depth = 0; depth < MAX_TREE_DEPTH && level.length; depth++) {
      const links = await this.storage.links.propertiesOfMany('user', level, 'user');
      level = [];
      for (const { propertyId } of links) {
        if (seen.has(propertyId)) continue;
        seen.add(propertyId);
        found.push(propertyId);
        level.push(propertyId);
      }
    }
    return found;
  }

  /** The users `userId` hangs under, nearest first (managers, their managers…). */
  async above(userId: number): Promise<number[]> {
    return this.walkUp([userId], () => false);
  }

  /** True when `userId` is somewhere below `ancestorId`. */
  async isBelow(ancestorId: number, userId: number): Promise<boolean> {
    return this.anyBelow(ancestorId, [userId]);
  }

  /** True when any of `userIds` (other than `ancestorId`) is somewhere below `ancestorId`. */
  async anyBelow(ancestorId: number, userIds: readonly number[]): Promise<boolean> {
    const start = userIds.filter((id) => id !== ancestorId);
    if (start.length === 0) return false;
    let found = false;
    await this.walkUp(start, (id) => (found = id === ancestorId));
    return found;
  }

  /**
   * Walks up from `start`, level by level (one query per level), until `stop` says so; answers
   * the users met above, nearest first.
   */
  private async walkUp(start: readonly number[], stop: (id: number) => boolean) {
    const seen = new Set(start);
    const found: number[] = [];
    let level = [...start];
    for (let depth = 0; depth < MAX_TREE_DEPTH && level.length; depth++) {
      const links = await this.storage.links.ownersOfMany('user', 'user', level);
      level = [];
      for (const { ownerId } of links) {
        if (seen.has(ownerId)) continue;
        seen.add(ownerId);
        found.push(ownerId);
        level.push(ownerId);
        if (stop(ownerId)) return found;
      }
    }
    return found;
  }

  /** The resellers `userId` hangs under, nearest first (their limits bind the user's tree). */
  async resellersAbove(userId: number): Promise<UserRecord[]> {
    const ids = await this.above(userId);
    const users = await this.storage.users.list(ids);
    const byId = new Map(users.map((user) => [user.id, user]));
    return ids
      .map((id) => byId.get(id))
      .filter((user): user is UserRecord => user !== undefined && resellerOf(user).reseller);
  }
}
