import { LocalBus, type ClusterBus } from '../cluster/bus';
import type { Link, Storage } from '../storage';
import type { LiveHub } from './liveHub';
import { UserTree } from './userTree';
import type { Visibility } from './visibility';

/**
 * Links that change which devices a user sees: directly, through groups, or (a reseller's)
 * through the users below them.
 */
const ACCESS_KINDS = new Set(['device', 'group', 'user']);

/**
 * Link writes. A change that alters who sees which device (user–device, user–group, a group's
 * parent, a device's group) recomputes the affected users' live sockets, so the socket follows
 * the same visibility as the REST API.
 */
export class LinkService {
  constructor(
    private readonly storage: Storage,
    private readonly hub: LiveHub,
    private readonly visibility: Visibility,
    private readonly bus: ClusterBus = new LocalBus(),
    private readonly tree: UserTree = new UserTree(storage),
  ) {}

  async add(link: Link): Promise<void> {
    await this.storage.links.add(link);
    await this.linksChanged([link]);
  }

  async remove(link: Link): Promise<void> {
    await this.storage.links.remove(link);
    await this.linksChanged([link]);
  }

  /** Adds or removes several links in one transaction: all of them or none. */
  async bulk(links: Link[], action: 'add' | 'remove'): Promise<void> {
    await this.storage.links.bulk(links, action);
    await this.linksChanged(links);
  }

  /** Recomputes the live access of every connected user (groups or device groups changed). */
  async refreshAll(): Promise<void> {
    await this.refreshLocal(null);
    this.bus.publish({ type: 'access', userIds: null });
  }

  /** Recomputes the access of this node's sockets of `userIds` (null: of every user). */
  async refreshLocal(userIds: readonly number[] | null): Promise<void> {
    for (const userId of userIds ?? this.hub.connectedUserIds()) await this.refresh(userId);
  }

  /** Refreshes the live access of the users these (already written) links concern. */
  async linksChanged(links: Link[]): Promise<void> {
    const users = new Set(
      links
        .filter((link) => link.ownerKind === 'user' && ACCESS_KINDS.has(link.propertyKind))
        .map((link) => link.ownerId),
    );
    // Share links borrow their owner's access: they follow it. Resellers see their tree's
    // devices: those above a changed user follow too.
    for (const userId of [...users]) {
      for (const share of await this.storage.shares.list(userId)) users.add(share.id);
      for (const above of await this.tree.above(userId)) users.add(above);
    }
    await this.refreshLocal([...users]);
    if (users.size) this.bus.publish({ type: 'access', userIds: [...users] });
  }

  private async refresh(userId: number): Promise<void> {
    if (!this.hub.connectedUserIds().includes(userId)) return;
    this.hub.setAccess(userId, await this.visibility.deviceIdsOf(userId));
  }
}
