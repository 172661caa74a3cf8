import type { CommandService } from '../commands/service';
import type { Catalog } from '../pipeline/catalog/catalog';
import type { Authority } from '../services/authority';
import type { LinkService } from '../services/links';
import type { DeviceRegistry, LiveDevice } from '../services/registry';
import type { ServerSettings } from '../services/serverSettings';
import type { DeviceRecord, PositionRecord, Storage } from '../storage';
import type { ClusterBus, ClusterMessage } from './bus';
import type { ClusterHub } from './clusterHub';

/** What another node's messages change on this one. */
export interface SyncTargets {
  storage: Storage;
  registry: DeviceRegistry;
  hub: ClusterHub;
  links: LinkService;
  catalog: Catalog;
  commands: CommandService;
  settings: ServerSettings;
  /** Ends of authority (logout, revocation, password, disabled user) for this node's sockets. */
  authority: Authority;
}

/**
 * Applies the other nodes' messages to this node, one after another in arrival order: a batch
 * they committed reaches this node's registry and sockets; a device, link, catalog or server
 * settings change made there is read again from the shared database; a command queued there is
 * waited for here.
 */
export class ClusterSync {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    bus: ClusterBus,
    private readonly targets: SyncTargets,
  ) {
    bus.subscribe((message) => this.queue(message.type, () => this.apply(message)));
    bus.onReconnect(() => this.queue('resync', () => this.resync()));
  }

  private queue(name: string, work: () => Promise<void> | void): void {
    this.chain = this.chain
      .then(work)
      .catch((error: unknown) => console.error(`Cluster message ${name} failed:`, error));
  }

  /**
   * After a reconnection to Redis: reads again everything a lost message could have changed
   * (devices, catalog, server settings, the sockets' access). Live positions lost meanwhile
   * are not replayed; the next report of each device brings its sockets up to date.
   */
  async resync(): Promise<void> {
    const { storage, registry, links, catalog, settings, commands } = this.targets;
    const stored = await storage.devices.all();
    const ids = new Set(stored.map((device) => device.id));
    for (const device of [...registry.all()]) if (!ids.has(device.id)) registry.remove(device.id);
    for (const device of stored) this.upsert(device);
    await catalog.refresh();
    await settings.reload();
    await commands.load();
    await links.refreshLocal(null);
  }

  /** Resolves once every message received so far has been applied. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async apply(message: ClusterMessage): Promise<void> {
    const { registry, hub, links } = this.targets;
    switch (message.type) {
      case 'live':
        return this.live(message.positions as PositionRecord[], message.devices as DeviceRecord[]);
      case 'toUser':
        return hub.local.sendToUser(message.userId as number, message.text as string);
      case 'dropUser':
        return hub.local.dropUser(message.userId as number);
      case 'dropDevice':
        registry.remove(message.deviceId as number);
        return hub.local.dropDevice(message.deviceId as number);
      case 'device':
        return this.device(message.deviceId as number);
      case 'access':
        return links.refreshLocal(message.userIds as number[] | null);
      case 'catalog':
        return this.targets.catalog.refresh();
      case 'server':
        return this.targets.settings.reload();
      case 'authority':
        return this.targets.authority.applyRemote(message);
      case 'queued':
        return this.targets.commands.markWaiting(message.deviceId as number);
      default:
        console.error(`Unknown cluster message ${message.type} ignored`);
    }
  }

  /** Another node committed a batch: this registry follows, then this node's sockets get it. */
  private live(positions: PositionRecord[], devices: DeviceRecord[]): void {
    const { registry, hub } = this.targets;
    const current: LiveDevice[] = [];
    for (const remote of devices) {
      const device = registry.follow(remote);
      if (device) current.push(device);
    }
    for (const position of positions) {
      if (!registry.get(position.deviceId)) continue;
      // Published positions are their device's newest: the latest, and where totals go on from.
      registry.committed(position.deviceId, position);
      const last = registry.last(position.deviceId);
      if (!last || last.fixTime <= position.fixTime) registry.setLast(position.deviceId, position);
    }
    hub.local.publish(positions, current);
  }

  /** A device was created or edited elsewhere: read it again. */
  private async device(deviceId: number): Promise<void> {
    const { registry, storage } = this.targets;
    const stored = await storage.devices.get(deviceId);
    if (stored) this.upsert(stored);
    else registry.remove(deviceId);
  }

  /** Adds a stored device to the registry, or refreshes its editable fields there. */
  private upsert(stored: DeviceRecord): void {
    const { registry } = this.targets;
    if (!registry.get(stored.id)) {
      registry.add(stored);
      return;
    }
    const { id, status: _s, lastUpdate: _l, positionId: _p, ...fields } = stored;
    registry.update(id, fields);
  }
}
