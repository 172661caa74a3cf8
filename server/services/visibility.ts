import { resellerOf } from '@farol/model';
import type { Storage, UserRecord } from '../storage';
import { shareOwnerOf } from '../storage/shares';
import type { DeviceRegistry } from './registry';
import { UserTree } from './userTree';

/** Levels of group nesting followed, the group itself included (Traccar's MAX_GROUP_DEPTH). */
export const MAX_GROUP_DEPTH = 3;

/** Kinds reached through groups: devices and groups themselves (Traccar's GroupedModel). */
const GROUPED = new Set(['device', 'group']);

/** What a share link's user may borrow: nothing, everything (an administrator's), or some. */
type Lender = 'none' | 'all' | UserRecord;

/**
 * Who sees what (traccar-api.md §d, Condition.Permission): a user sees what is linked to them,
 * plus, for devices and groups, everything in their groups and those groups' sub-groups
 * (3 levels). A device reaches the objects linked to it and to its group chain (3 levels up).
 * A share link's user sees what is linked to it only while its owner, active, sees it too.
 * A reseller (`tarkan.reseller`) also sees their whole tree: the users below them, recursively
 * (`UserTree`), and every device those users see.
 */
export class Visibility {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly tree: UserTree = new UserTree(storage),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * For a share link's user, whose access it borrows: `'none'` when the owner is gone or
   * inactive, `'all'` for an administrator, else the owner; null for every other user.
   */
  private async lender(userId: number): Promise<Lender | null> {
    const user = await this.storage.users.get(userId);
    const ownerId = user ? shareOwnerOf(user) : null;
    if (ownerId === null) return null;
    const owner = await this.storage.users.get(ownerId);
    const now = this.now();
    if (!owner || owner.disabled || (owner.expirationTime !== null && owner.expirationTime < now))
      return 'none';
    return owner.administrator ? 'all' : owner;
  }

  /** Every group's parent (0 for none). Groups are few; read fresh so edits apply at once. */
  async parents(): Promise<Map<number, number>> {
    return new Map((await this.storage.groups.list()).map((group) => [group.id, group.groupId]));
  }

  /** `groupId` and its ancestors, nearest first, at most MAX_GROUP_DEPTH of them. */
  chain(parents: Map<number, number>, groupId: number): number[] {
    const chain: number[] = [];
    for (let id = groupId; id > 0 && chain.length < MAX_GROUP_DEPTH; id = parents.get(id) ?? 0) {
      if (chain.includes(id) || !parents.has(id)) break;
      chain.push(id);
    }
    return chain;
  }

  /** The groups linked to a user and their sub-groups, down to MAX_GROUP_DEPTH levels. */
  async groupIdsOf(userId: number): Promise<number[]> {
    return this.withSubGroups(await this.storage.links.propertiesOf('user', userId, 'group'));
  }

  /** Groups and their sub-groups, down to MAX_GROUP_DEPTH levels. */
  private async withSubGroups(linked: readonly number[]): Promise<number[]> {
    if (linked.length === 0) return [];
    const parents = await this.parents();
    const children = new Map<number, number[]>();
    for (const [id, parent] of parents) {
      if (parent > 0) children.set(parent, [...(children.get(parent) ?? []), id]);
    }
    const seen = new Set(linked.filter((id) => parents.has(id)));
    let level = [...seen];
    for (let depth = 1; depth < MAX_GROUP_DEPTH && level.length; depth++) {
      level = level.flatMap((id) => children.get(id) ?? []).filter((id) => !seen.has(id));
      for (const id of level) seen.add(id);
    }
    return [...seen];
  }

  /**
   * Devices a user sees: linked directly, or in one of their groups (with sub-groups); for a
   * share link's user, only those its owner still sees.
   */
  async deviceIdsOf(userId: number): Promise<number[]> {
    const own = await this.ownDeviceIds(userId);
    const lender = await this.lender(userId);
    if (lender === 'all') return own;
    if (lender === 'none') return [];
    if (lender === null) {
      if (!(await this.isReseller(userId))) return own;
      const tree = await this.treeDeviceIds(userId);
      if (own.length === 0) return tree;
      const all = new Set(tree);
      for (const id of own) all.add(id);
      return [...all];
    }
    const lent = new Set(await this.ownDeviceIds(lender.id));
    return own.filter((id) => lent.has(id));
  }

  /** The devices the users below a reseller see (linked directly or through their groups). */
  async treeDeviceIds(resellerId: number): Promise<number[]> {
    const users = await this.tree.below(resellerId);
    const links = this.storage.links;
    const ids = new Set(await links.propertyIdsOfMany('user', users, 'device'));
    const groups = new Set(
      await this.withSubGroups(await links.propertyIdsOfMany('user', users, 'group')),
    );
    if (groups.size) {
      for (const device of this.registry.all()) if (groups.has(device.groupId)) ids.add(device.id);
    }
    return [...ids];
  }

  private async isReseller(userId: number): Promise<boolean> {
    const user = await this.storage.users.get(userId);
    return user !== null && resellerOf(user).reseller;
  }

  private async ownDeviceIds(userId: number): Promise<number[]> {
    const ids = new Set(await this.storage.links.propertiesOf('user', userId, 'device'));
    const groups = new Set(await this.groupIdsOf(userId));
    if (groups.size) {
      for (const device of this.registry.all()) if (groups.has(device.groupId)) ids.add(device.id);
    }
    return [...ids];
  }

  /**
   * Ids of `kind` objects a user sees (groups expand only for devices and groups; a reseller's
   * users are their whole tree).
   */
  async objectIdsOf(userId: number, kind: string): Promise<number[]> {
    if (kind === 'device') return this.deviceIdsOf(userId);
    if (kind === 'group') return this.groupIdsOf(userId);
    const own = await this.storage.links.propertiesOf('user', userId, kind);
    if (kind !== 'user' || !(await this.isReseller(userId))) return own;
    return [...new Set([...own, ...(await this.tree.below(userId))])];
  }

  /**
   * True when the user sees object `kind` #`id` (a share link's user: and its owner too; a
   * reseller: also the users of their tree and those users' devices).
   */
  async canSee(userId: number, kind: string, id: number): Promise<boolean> {
    if (!(await this.ownCanSee(userId, kind, id))) return this.treeCanSee(userId, kind, id);
    const lender = await this.lender(userId);
    if (lender === null || lender === 'all') return true;
    return lender !== 'none' && this.ownCanSee(lender.id, kind, id);
  }

  /** A reseller sees the users below them and the devices those users see. */
  private async treeCanSee(userId: number, kind: string, id: number): Promise<boolean> {
    if (kind !== 'user' && kind !== 'device') return false;
    if (!(await this.isReseller(userId))) return false;
    if (kind === 'user') return this.tree.isBelow(userId, id);
    return this.tree.anyBelow(userId, await this.userIdsOfDevice(id));
  }

  private async ownCanSee(userId: number, kind: string, id: number): Promise<boolean> {
    const direct = await this.storage.links.exists({
      ownerKind: 'user',
      ownerId: userId,
      propertyKind: kind,
      propertyId: id,
    });
    if (direct || !GROUPED.has(kind)) return direct;
    if (kind === 'group') return (await this.groupIdsOf(userId)).includes(id);
    const device = this.registry.get(id);
    return (
      !!device && device.groupId > 0 && (await this.groupIdsOf(userId)).includes(device.groupId)
    );
  }

  /**
   * Ids of `kind` objects that apply to a device: linked to it or to a group of its chain
   * (geofences, notifications, drivers, commands, maintenances, computed attributes 'attribute').
   */
  async objectIdsOfDevice(deviceId: number, kind: string): Promise<number[]> {
    const ids = new Set(await this.storage.links.propertiesOf('device', deviceId, kind));
    const device = this.registry.get(deviceId);
    if (device && device.groupId > 0) {
      for (const groupId of this.chain(await this.parents(), device.groupId)) {
        for (const id of await this.storage.links.propertiesOf('group', groupId, kind)) ids.add(id);
      }
    }
    return [...ids];
  }

  /** Users who see a device: linked to it, or to a group of its chain. */
  async userIdsOfDevice(deviceId: number): Promise<number[]> {
    const ids = new Set(await this.storage.links.ownersOf('user', 'device', deviceId));
    const device = this.registry.get(deviceId);
    if (device && device.groupId > 0) {
      for (const groupId of this.chain(await this.parents(), device.groupId)) {
        for (const id of await this.storage.links.ownersOf('user', 'group', groupId)) ids.add(id);
      }
    }
    return [...ids];
  }
}
