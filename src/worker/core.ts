/**
 * `createCore(deps)`: the worker core with every side effect injected. A table of the domains:
 * each publishes its topics, runs its own background work and contributes its part of the
 * CoreApi. `index.ts` exposes it through the bridge.
 */
import { createAccountsApi } from './accounts/api';
import { createAdminApi } from './admin/api';
import { createAuditApi } from './audit/api';
import { createBillingApi } from './billing/api';
import { adminTopics } from './admin/topics';
import { createAlertsApi } from './alerts/api';
import { alertsTopics } from './alerts/topics';
import { watchAlerts } from './alerts/watchAlerts';
import { createCommandApi } from './commands/api';
import type { CoreDeps } from './deps';
import { createFleetApi } from './fleet/api';
import { fleetTopics } from './fleet/topics';
import { watchFleet } from './fleet/watchFleet';
import { createGeofenceApi } from './geofences/api';
import { geofenceTopics } from './geofences/topics';
import { createContext } from './kernel/createContext';
import {
  createTopicHub,
  publishTopics,
  type TopicCopies,
  type TopicStreams,
} from './kernel/topicHub';
import { createListApi, restoreSearch } from './list/api';
import { listTopics } from './list/topics';
import { createMapApi } from './map/api';
import { MAP_TOPIC_COPIES, mapTopics } from './map/topics';
import { createReplayApi } from './replay/api';
import { replayTopics } from './replay/topics';
import { createReportsApi } from './reports/api';
import { REPORT_TOPIC_COPIES, reportsTopics } from './reports/topics';
import { createSessionApi } from './session/api';
import { sessionTopics } from './session/topics';
import { createSettingsApi } from './settings/api';
import { createShareApi } from './shares/api';
import { createThemeApi } from './theme/api';
import type { CoreApi } from './types';
import { updateTopics } from './update/topics';
import { watchForUpdates } from './update/watchForUpdates';
import { createUsersApi } from './users/api';
import { usersTopics } from './users/topics';

/** The core plus hooks for tests and benchmarks; only the CoreApi part crosses the bridge. */
export interface Core extends CoreApi {
  /** Resolves once background work (fleet loads, refetches) has finished. */
  settled(): Promise<void>;
  /** Stops projections, timers, the socket and pending saves. */
  dispose(): void;
}

/** Topics copied per delivery so the bridge can transfer the copy (SPEC.md M3). */
export const TOPIC_COPIES: TopicCopies = { ...MAP_TOPIC_COPIES, ...REPORT_TOPIC_COPIES };

export function createCore(deps: CoreDeps): Core {
  const { ctx, settled, dispose } = createContext(deps);

  const topics: TopicStreams = {
    ...sessionTopics(ctx),
    ...fleetTopics(ctx),
    ...listTopics(ctx),
    ...mapTopics(ctx),
    ...geofenceTopics(ctx),
    ...alertsTopics(ctx),
    ...adminTopics(ctx),
    ...updateTopics(ctx),
    ...reportsTopics(ctx),
    ...replayTopics(ctx),
    ...usersTopics(ctx),
  };
  const hub = createTopicHub(TOPIC_COPIES);
  const published = publishTopics(hub, topics);
  ctx.onDispose(() => published.unsubscribe());

  // What domains do on their own: refetch and save the fleet, load notifications and expire
  // toasts, look for a newer build.
  watchFleet(ctx);
  watchAlerts(ctx);
  watchForUpdates(ctx);

  const started = restoreSearch(ctx).catch((error) => deps.reportError?.(error));

  return {
    ready: () => started,
    ...createSessionApi(ctx),
    ...createFleetApi(ctx),
    ...createListApi(ctx),
    ...createMapApi(ctx),
    ...createGeofenceApi(ctx),
    ...createAlertsApi(ctx),
    ...createCommandApi(ctx),
    ...createShareApi(ctx),
    ...createReportsApi(ctx),
    ...createAdminApi(ctx),
    ...createSettingsApi(ctx),
    ...createReplayApi(ctx),
    ...createUsersApi(ctx),
    ...createAccountsApi(ctx),
    ...createAuditApi(ctx),
    ...createBillingApi(ctx),
    ...createThemeApi(ctx),
    subscribe: async (topic, callback) => hub.subscribe(topic, callback),
    settled,
    dispose,
  };
}
