import type { ClusterBus } from '../cluster/bus';
import type { Scheduler } from '../cluster/scheduler';
import { CommandService } from '../commands/service';
import { LiveSessions } from '../commands/liveSessions';
import { calendarContains } from '../services/calendars';
import { evaluateExpression, positionContext } from '../services/computed';
import type { LiveHub } from '../services/liveHub';
import type { DeviceRegistry } from '../services/registry';
import type { ServerSettings } from '../services/serverSettings';
import type { DeviceRecord, EventRecord, Storage } from '../storage';
import { Notificators } from '../notifications/notificators';
import { NotificationService } from '../notifications/service';
import type { Settings } from '../notifications/types';
import { lookupBoolean, lookupIn, lookupNumber } from './attributes';
import { Catalog } from './catalog/catalog';
import { DeviceEnvironments } from './catalog/environments';
import { DeviceStateStore } from './deviceStates';
import { EventRecorder } from './eventRecorder';
import { INACTIVITY_CHECK_MS, InactivityMonitor } from './inactivity';
import { pendingWithoutPosition } from './pendingEvent';

/** Everything events, notifications and commands need, built once by `app.ts`. */
export interface EventServices {
  catalog: Catalog;
  states: DeviceStateStore;
  environments: DeviceEnvironments;
  recorder: EventRecorder;
  notificators: Notificators;
  notifications: NotificationService;
  commands: CommandService;
  sessions: LiveSessions;
  /** Server attributes, then configuration options. */
  settings: Settings;
  /** Where committed events go (notifications). */
  sink(events: EventRecord[]): void;
  /** Devices whose status changed to `status` (deviceUnknown…, when event.status.enable). */
  statusChanged(devices: DeviceRecord[], status: 'online' | 'offline' | 'unknown'): void;
  /** Starts the periodic checks (inactivity) on the scheduler: once per period in a cluster. */
  start(scheduler: Scheduler): void;
  close(): void;
}

export interface EventServiceDeps {
  storage: Storage;
  registry: DeviceRegistry;
  settings: ServerSettings;
  hub: LiveHub;
  /** Farol's configuration options (Traccar keys). */
  options: Record<string, string>;
  /** The cluster's bus (queued commands are announced to the other nodes). */
  bus?: ClusterBus;
}

const STATUS_EVENTS = {
  online: 'deviceOnline',
  offline: 'deviceOffline',
  unknown: 'deviceUnknown',
};

/** Loads the catalog, device states and queued commands, and wires the services together. */
export async function createEventServices(deps: EventServiceDeps): Promise<EventServices> {
  const { storage, registry, hub, options } = deps;
  const settings: Settings = (key) => lookupIn([deps.settings.current.attributes, options])(key);
  const catalog = new Catalog(storage);
  await catalog.refresh();
  const states = new DeviceStateStore();
  states.load(await storage.deviceStates.all());
  const environments = new DeviceEnvironments(
    catalog,
    deps.settings,
    options,
    states,
    (expression, position) => evaluateExpression(expression, positionContext(position)),
  );
  const inCalendar = (calendarId: number, time: number) => {
    if (calendarId === 0) return true;
    const data = catalog.current.calendars.get(calendarId);
    return data !== undefined && calendarContains(data, time);
  };
  const notificators = new Notificators(settings, hub);
  const notifications = new NotificationService({
    storage,
    catalog,
    registry,
    notificators,
    settings,
    server: () => deps.settings.current,
    inCalendar,
  });
  const sink = (events: EventRecord[]) => notifications.handle(events);
  const recorder = new EventRecorder(storage, sink);
  const sessions = new LiveSessions();
  const commands = new CommandService(
    storage,
    registry,
    sessions,
    notificators.sms,
    recorder,
    Date.now,
    deps.bus,
  );
  await commands.load();
  const inactivity = new InactivityMonitor(
    registry,
    environments,
    recorder,
    lookupNumber(settings, 'farol.inactivity.checkPeriod', INACTIVITY_CHECK_MS),
  );
  return {
    catalog,
    states,
    environments,
    recorder,
    notificators,
    notifications,
    commands,
    sessions,
    settings,
    sink,
    statusChanged(devices, status) {
      const now = Date.now();
      const pending = devices
        .filter((device) =>
          lookupBoolean(environments.envFor(device).lookup, 'event.status.enable', false),
        )
        .map((device) => pendingWithoutPosition(device.id, STATUS_EVENTS[status], now));
      recorder.record(pending).catch((error: unknown) => {
        console.error('Could not store status events:', error);
      });
    },
    start: (scheduler) => scheduler.every(inactivity.task),
    close() {
      inactivity.stop();
      notificators.close();
    },
  };
}
