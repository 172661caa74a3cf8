/**
 * `createCore(deps)`: the worker core with every side effect injected. Composes the domain
 * modules (session, fleet, transport) into one CoreApi, folds every input as a domain event and
 * publishes the projections as topics. `index.ts` exposes it over Comlink.
 */
import { BehaviorSubject, Subject, type Subscription } from 'rxjs';
import type { CoreContext, EventLog } from './context';
import type { CoreDeps } from './deps';
import { cloneFrame } from './derive/mapColumns';
import { refreshFleet } from './fleet/load';
import { restoreSearch, setListQuery, setListWindow, toggleSort } from './fleet/list';
import { deviceEvents } from './fleet/deviceEvents';
import { selectDevice } from './fleet/selection';
import { createSnapshotWriter, saveSnapshot } from './fleet/snapshot';
import { createAlertsModule } from './alerts/module';
import { commandOptions, engineCommand, sendCommand } from './commands/send';
import { createFrameClock } from './frameClock';
import { createAnchor, deleteGeofence } from './geofences/anchor';
import { deviceAt } from './map/hitTest';
import { setMapOptions } from './map/mapOptions';
import { followDevice, setViewport, trailDevice } from './map/viewport';
import { LIST_DATA_THROTTLE_MS, listProjection } from './projections/list';
import { alertsProjection, updateProjection } from './projections/alerts';
import { mapProjection } from './projections/map';
import {
  followProjection,
  geofencesProjection,
  mapOptionsProjection,
  trailProjection,
} from './projections/mapTopics';
import { delay$, nextFrame$ } from './projections/sources';
import { createTopicHub } from './projections/topics';
import { connectionProjection, selectedProjection, sessionProjection } from './projections/views';
import {
  clustersProjection,
  labelsProjection,
  VIEWPORT_DATA_THROTTLE_MS,
} from './projections/viewportTopics';
import { login, loginWithToken } from './session/login';
import { logout } from './session/logout';
import { restoreSession } from './session/restore';
import { createShare, deleteShare, listShares, updateShare } from './shares/shares';
import { loadServer } from './session/serverInfo';
import { makeEvent, type DomainEvent, type EventType } from './state/events';
import { appendLog, MAX_LOG_ENTRIES, type LogEntry } from './state/log';
import { reduce } from './state/reducer';
import { initialState, type CoreState } from './state/state';
import { createLiveFeed } from './transport/liveFeed';
import { createSocketLink } from './transport/socket';
import type { CoreApi } from './types';
import { createUpdateModule } from './update/module';

/** The core plus hooks for tests and benchmarks; only the CoreApi part crosses Comlink. */
export interface Core extends CoreApi {
  /** Resolves once background work (fleet loads, refetches) has finished. */
  settled(): Promise<void>;
  /** Stops projections, the socket and pending saves. */
  dispose(): void;
}

/** Events whose data the snapshot persists. */
const PERSISTED = new Set<EventType>([
  'devices.loaded',
  'devices.updated',
  'positions.loaded',
  'positions.received',
]);

export function createCore(deps: CoreDeps): Core {
  let state: CoreState = initialState;
  let entries: LogEntry[] = [];
  const state$ = new BehaviorSubject<CoreState>(state);
  const events$ = new Subject<DomainEvent>();
  const clock = createFrameClock(deps.requestFrame);
  const tasks = new Set<Promise<unknown>>();
  const queue: DomainEvent[] = [];
  const report = (error: unknown) => deps.reportError?.(error);

  const log: EventLog = {
    entries: () => entries,
    restore(older) {
      entries = [...older, ...entries].slice(-MAX_LOG_ENTRIES);
    },
  };

  const ctx: CoreContext = {
    deps,
    http: deps,
    epoch: 0,
    log,
    state: () => state,
    dispatch(type, source, payload) {
      queue.push(makeEvent(type, source, payload, deps.now()) as DomainEvent);
      // A subscriber that dispatches while an event is being published is queued, so every
      // subscriber sees the states in the order they were folded.
      if (queue.length > 1) return;
      try {
        while (queue.length > 0) {
          const event = queue[0]!;
          state = reduce(state, event);
          entries = appendLog(entries, event);
          events$.next(event);
          state$.next(state);
          if (PERSISTED.has(event.type)) ctx.snapshots.schedule();
          queue.shift();
        }
      } catch (error) {
        queue.length = 0;
        throw error;
      }
    },
    background(task) {
      const running = task().catch(report);
      tasks.add(running);
      void running.finally(() => tasks.delete(running));
    },
    socket: createSocketLink({
      deps,
      onMessage: (text) => ctx.feed.receive(text),
      onStatus: (view) => ctx.dispatch('connection.changed', 'socket', view),
      onReconnected: () => {
        ctx.background(() => refreshFleet({ ctx }));
        alerts.reconnected();
        update.reconnected();
      },
    }),
    feed: createLiveFeed({
      clock,
      sink: {
        devices: (devices) => ctx.dispatch('devices.updated', 'socket', { devices }),
        positions: (positions) => ctx.dispatch('positions.received', 'socket', { positions }),
        events: (events) => ctx.dispatch('events.received', 'socket', { events }),
        rejected: (count) => report(new Error(`dropped ${count} invalid socket item(s)`)),
      },
    }),
    snapshots: createSnapshotWriter({ deps, save: () => saveSnapshot({ ctx }).catch(report) }),
  };

  // Each subscriber gets its own copy of the typed-array topics, free to transfer it.
  const hub = createTopicHub({
    map: cloneFrame,
    clusters: (frame) => ({
      ...frame,
      positions: frame.positions.slice(),
      counts: frame.counts.slice(),
      online: frame.online.slice(),
      offline: frame.offline.slice(),
      unknown: frame.unknown.slice(),
    }),
    trail: (trail) => trail && { ...trail, path: trail.path.slice() },
  });
  const viewportWindow = () => delay$(deps, VIEWPORT_DATA_THROTTLE_MS);
  const current = () => state;
  const subscriptions: Subscription[] = [
    sessionProjection(state$).subscribe((view) => hub.publish('session', view)),
    connectionProjection(state$).subscribe((view) => hub.publish('connection', view)),
    selectedProjection(state$).subscribe((view) => hub.publish('selected', view)),
    listProjection({
      state$,
      current,
      throttleWindow: () => delay$(deps, LIST_DATA_THROTTLE_MS),
      collator: new Intl.Collator(deps.locale, { sensitivity: 'base', numeric: true }),
    }).subscribe((view) => hub.publish('list', view)),
    mapProjection({ events$, current, nextFrame: () => nextFrame$(clock) }).subscribe((frame) =>
      hub.publish('map', frame),
    ),
    geofencesProjection(state$).subscribe((views) => hub.publish('geofences', views)),
    mapOptionsProjection(state$).subscribe((options) => hub.publish('mapOptions', options)),
    followProjection(state$).subscribe((view) => hub.publish('follow', view)),
    trailProjection(state$).subscribe((view) => hub.publish('trail', view)),
    clustersProjection({ state$, current, throttleWindow: viewportWindow }).subscribe((frame) =>
      hub.publish('clusters', frame),
    ),
    labelsProjection({ state$, current, throttleWindow: viewportWindow }).subscribe((labels) =>
      hub.publish('labels', labels),
    ),
  ];

  const alerts = createAlertsModule({ ctx, state$, events$ });
  const update = createUpdateModule({ ctx, events$ });
  subscriptions.push(
    alertsProjection(state$).subscribe((view) => hub.publish('alerts', view)),
    updateProjection(state$, deps.buildId ?? null).subscribe((view) => hub.publish('update', view)),
  );

  const started = restoreSearch({ ctx }).catch(report);

  return {
    ready: () => started,
    loadServer: () => loadServer({ ctx }),
    restoreSession: () => restoreSession({ ctx }),
    login: (input) => login({ ...input, ctx }),
    loginWithToken: (input) => loginWithToken({ ctx, token: input.token }),
    logout: () => logout({ ctx }),
    setListQuery: (patch) => setListQuery({ ctx, patch }),
    toggleSort: (input) => toggleSort({ ctx, field: input.field }),
    setListWindow: (input) => setListWindow({ ctx, start: input.start, count: input.count }),
    selectDevice: (input) => selectDevice({ ctx, deviceId: input.deviceId }),
    deviceEvents: (input) => deviceEvents({ ctx, ...input }),
    setViewport: (viewport) => setViewport({ ctx, viewport }),
    followDevice: (input) => followDevice({ ctx, deviceId: input.deviceId }),
    trailDevice: (input) => trailDevice({ ctx, deviceId: input.deviceId }),
    setMapOptions: (patch) => setMapOptions({ ctx, patch }),
    deviceAt: (input) => deviceAt({ ctx, ...input }),
    createAnchor: (input) => createAnchor({ ctx, ...input }),
    commandOptions: (input) => commandOptions({ ctx, deviceId: input.deviceId }),
    sendCommand: (input) => sendCommand({ ctx, ...input }),
    engineCommand: (input) => engineCommand({ ctx, ...input }),
    deleteGeofence: (input) => deleteGeofence({ ctx, geofenceId: input.geofenceId }),
    listShares: (input) => listShares({ ctx, deviceId: input.deviceId }),
    createShare: (input) => createShare({ ctx, ...input }),
    updateShare: (input) => updateShare({ ctx, ...input }),
    deleteShare: (input) => deleteShare({ ctx, shareId: input.shareId }),
    dismissAlert: (input) => alerts.dismissAlert(input),
    subscribe: async (topic, callback) => hub.subscribe(topic, callback),
    async settled() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
    dispose() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      ctx.socket.close();
      ctx.feed.clear();
      ctx.snapshots.cancel();
      alerts.dispose();
      update.dispose();
    },
  };
}
