import type { Storage } from '../storage';
import type { DeviceRegistry } from './registry';

/** Levels of group nesting followed, the group itself included (Traccar's MAX_GROUP_DEPTH). */
export const MAX_GROUP_DEPTH = 3;

/** Kinds reached through groups: devices and groups themselves (Traccar's GroupedModel). */
const GROUPED = new Set(['device', 'group']);

/**
 * Who sees what (traccar-api.md §d, Condition.Permission): a user sees what is linked to them,
 * plus, for devices and groups, everything in their groups and those groups' sub-groups
 * (3 levels). A device reaches the objects linked to it and to its group chain (3 levels up).
 */
export class Visibility {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
  ) {}

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
    const linked = await this.storage.links.propertiesOf('user', userId, 'group');
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

  /** Devices a user sees: linked directly, or in one of their groups (with sub-groups). */
  async deviceIdsOf(userId: number): Promise<number[]> {
    const ids = new Set(await this.storage.links.propertiesOf('user', userId, 'device'));
    const groups = new Set(await this.groupIdsOf(userId));
    if (groups.size) {
      for (const device of this.registry.all()) if (groups.has(device.groupId)) ids.add(device.id);
    }
    return [...ids];
  }

  /** Ids of `kind` objects a user sees (groups expand only for devices and groups). */
  async objectIdsOf(userId: number, kind: string): Promise<number[]> {
    if (kind === 'device') return this.deviceIdsOf(userId);
    if (kind === 'group') return this.groupIdsOf(userId);
    return this.storage.links.propertiesOf('user', userId, kind);
  }

  /** True when the user sees object `kind` #`id`. */
  async canSee(userId: number, kind: string, id: number): Promise<boolean> {
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
