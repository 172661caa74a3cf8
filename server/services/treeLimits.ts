import { resellerOf } from '@farol/model';
import { SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import type { UserTree } from './userTree';

/**
 * A reseller's limits hold across their whole tree: `userLimit` counts every user below them,
 * `deviceLimit` every device linked to them or to a user below them (as Traccar's `deviceLimit`
 * counts a user's linked devices), `tarkan.limitReseller` every reseller below them. Adding a
 * user or a device anywhere in a tree is checked against every reseller above the place it
 * goes (a sub-reseller cannot take its parent past the parent's limits). -1 means no limit.
 */
export class TreeLimits {
  constructor(
    private readonly storage: Storage,
    private readonly tree: UserTree,
  ) {}

  /** The resellers whose trees hold `userId`'s place: the user, if a reseller, and those above. */
  async resellersAt(user: UserRecord): Promise<UserRecord[]> {
    const above = await this.tree.resellersAbove(user.id);
    return resellerOf(user).reseller ? [user, ...above] : above;
  }

  /** Devices linked to `resellerId` or to anyone below them. */
  async treeDeviceIds(resellerId: number): Promise<Set<number>> {
    const users = [resellerId, ...(await this.tree.below(resellerId))];
    const links = await this.storage.links.propertiesOfMany('user', users, 'device');
    return new Set(links.map((link) => link.propertyId));
  }

  /** Resellers below `resellerId`. */
  async resellersBelow(resellerId: number): Promise<number> {
    const users = await this.storage.users.list(await this.tree.below(resellerId));
    return users.filter((user) => resellerOf(user).reseller).length;
  }

  /** A new user under `manager`: `Manager user limit reached` when a tree above is full. */
  async checkUserAddition(manager: UserRecord): Promise<void> {
    for (const reseller of await this.resellersAt(manager)) {
      if (reseller.userLimit === -1) continue;
      const users = (await this.tree.below(reseller.id)).length;
      if (users >= reseller.userLimit) throw new SecurityError('Manager user limit reached');
    }
  }

  /**
   * A device joining `owner` (new, or linked): `User device limit reached` when a tree above is
   * full. A device the tree already holds (`deviceId`) moves inside it and is not counted again.
   */
  async checkDeviceAddition(owner: UserRecord, deviceId?: number): Promise<void> {
    for (const reseller of await this.resellersAt(owner)) {
      if (reseller.deviceLimit === -1) continue;
      const devices = await this.treeDeviceIds(reseller.id);
      if (deviceId !== undefined && devices.has(deviceId)) continue;
      if (devices.size >= reseller.deviceLimit) {
        throw new SecurityError('User device limit reached');
      }
    }
  }

  /** Devices `user` may still add as far as the trees above allow; null when none limits. */
  async remainingDevices(user: UserRecord): Promise<number | null> {
    let remaining: number | null = null;
    for (const reseller of await this.resellersAt(user)) {
      if (reseller.deviceLimit === -1) continue;
      const left = reseller.deviceLimit - (await this.treeDeviceIds(reseller.id)).size;
      remaining = remaining === null ? left : Math.min(remaining, left);
    }
    return remaining === null ? null : Math.max(0, remaining);
  }
}
