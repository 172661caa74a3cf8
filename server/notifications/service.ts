import type { DeviceRecord, EventRecord, ServerRecord, Storage, UserRecord } from '../storage';
import { lookupNumber } from '../pipeline/attributes';
import type { Catalog } from '../pipeline/catalog/catalog';
import type { DeviceRegistry } from '../services/registry';
import { TEST_EVENT_TYPE } from './eventTypes';
import { preferencesOf } from '../locale/preferences';
import { anyOfType, matchNotifications } from './matcher';
import { eventMessage } from './message';
import type { Notificators } from './notificators';
import type { Notificator, Settings } from './types';

/** Traccar's notificator.timeThreshold: older events are stored but not notified. */
export const NOTIFICATION_TIME_THRESHOLD_MS = 15 * 60_000;

export interface NotificationDeps {
  storage: Storage;
  catalog: Catalog;
  registry: DeviceRegistry;
  notificators: Notificators;
  settings: Settings;
  /** The server row: its preferences are the readers' defaults (or forced). */
  server(): ServerRecord;
  inCalendar(calendarId: number, time: number): boolean;
  now?: () => number;
}

/** Delivers stored events to the users whose notifications match them (report §h). */
export class NotificationService {
  private readonly now: () => number;

  constructor(private readonly deps: NotificationDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Fire and forget from the pipeline: failures are logged, never thrown. */
  handle(events: EventRecord[]): void {
    this.process(events).catch((error: unknown) => console.error('Notifications failed:', error));
  }

  /** Matches and delivers each event; resolves when every delivery has been attempted. */
  async process(events: EventRecord[]): Promise<void> {
    const threshold = lookupNumber(
      this.deps.settings,
      'notificator.timeThreshold',
      NOTIFICATION_TIME_THRESHOLD_MS,
    );
    for (const event of events) {
      if (this.now() - event.eventTime > threshold) continue;
      const device = this.deps.registry.get(event.deviceId);
      if (!device || !anyOfType(this.deps.catalog.current, event.type)) continue;
      await this.deliverEvent(event, device);
    }
  }

  /** Sends the test event to one user through one notificator, or all usable ones. */
  async sendTest(user: UserRecord, only?: Notificator): Promise<void> {
    const event: EventRecord = {
      id: 0,
      type: TEST_EVENT_TYPE,
      eventTime: this.now(),
      deviceId: 0,
      positionId: 0,
      geofenceId: 0,
      maintenanceId: 0,
      attributes: {},
    };
    const message = eventMessage(event, null, preferencesOf(user, this.deps.server()));
    const names = this.deps.notificators.configured();
    const targets = only ? [only] : names.map((name) => this.deps.notificators.get(name)!);
    for (const notificator of targets) {
      await notificator.send({ user, event, device: null, message });
    }
  }

  private async deliverEvent(event: EventRecord, device: DeviceRecord): Promise<void> {
    const { catalog, storage } = this.deps;
    const snapshot = catalog.current;
    const matches = matchNotifications({
      event,
      snapshot,
      deviceNotifications: catalog.deviceObjects(device.id, device.groupId, 'notification'),
      deviceUsers: await this.deviceUsers(device),
      inCalendar: this.deps.inCalendar,
    });
    if (matches.length === 0) return;
    const blocked = new Set(
      String(this.deps.settings('notification.block.users') ?? '').split(','),
    );
    const users = new Map(
      (await storage.users.list([...new Set(matches.flatMap((m) => m.userIds))])).map((u) => [
        u.id,
        u,
      ]),
    );
    const names = {
      geofence: snapshot.geofences.get(event.geofenceId)?.name,
      maintenance: snapshot.maintenances.get(event.maintenanceId)?.name,
    };
    const server = this.deps.server();
    const sends: Promise<void>[] = [];
    for (const { notification, userIds } of matches) {
      for (const userId of userIds) {
        const user = users.get(userId);
        if (!user || user.disabled || blocked.has(String(userId))) continue;
        const message = eventMessage(event, device, preferencesOf(user, server), names);
        for (const name of notification.notificators.split(',').map((n) => n.trim())) {
          const notificator = this.deps.notificators.get(name);
          if (!notificator) continue;
          sends.push(
            notificator.send({ user, event, device, message }).catch((error: unknown) => {
              console.error(`Notification ${name} to user ${userId} failed:`, error);
            }),
          );
        }
      }
    }
    await Promise.all(sends);
  }

  /** Users who see the device: linked to it, or to a group of its chain. */
  private async deviceUsers(device: DeviceRecord): Promise<number[]> {
    const { links } = this.deps.storage;
    const ids = new Set(await links.ownersOf('user', 'device', device.id));
    for (const group of this.deps.catalog.groupChain(device.groupId)) {
      for (const id of await links.ownersOf('user', 'group', group.id)) ids.add(id);
    }
    return [...ids];
  }
}
