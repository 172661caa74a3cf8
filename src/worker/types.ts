/**
 * The typed surface of the worker core: what the UI may read (topics) and call (CoreApi). Each
 * domain declares its part in `<domain>/types.ts`; this file re-exports them and joins them.
 * The UI imports this file with `import type` only.
 */
import type { AccountsApi } from './accounts/types';
import type { AuditApi } from './audit/types';
import type { BillingApi } from './billing/types';
import type { AdminApi, AdminTopics, LookupApi } from './admin/types';
import type { AlertsApi, AlertsTopics } from './alerts/types';
import type { CommandApi } from './commands/types';
import type { FleetApi, FleetTopics } from './fleet/types';
import type { GeofenceApi, GeofenceTopics } from './geofences/types';
import type { ListApi, ListTopics } from './list/types';
import type { MapApi, MapTopics } from './map/types';
import type { ReplayApi, ReplayTopics } from './replay/types';
import type { ReportsApi, ReportsTopics } from './reports/types';
import type { SessionApi, SessionTopics } from './session/types';
import type { SettingsApi } from './settings/types';
import type { ShareApi } from './shares/types';
import type { ThemeApi } from './theme/types';
import type { UpdateTopics } from './update/types';
import type { UsersApi, UsersTopics } from './users/types';

export type * from './accounts/types';
export type * from './audit/types';
export type * from './billing/types';
export type * from './admin/types';
export type * from './alerts/types';
export type * from './commands/types';
export type * from './fleet/types';
export type * from './geofences/types';
export type * from './list/types';
export type * from './map/types';
export type * from './replay/types';
export type * from './reports/types';
export type * from './session/types';
export type * from './settings/types';
export type * from './shares/types';
export type * from './theme/types';
export type * from './update/types';
export type * from './users/types';
export type { CoreError } from './transport/errors';

/** Streams the UI can subscribe to: every domain's topics. */
export interface Topics
  extends
    SessionTopics,
    FleetTopics,
    ListTopics,
    MapTopics,
    GeofenceTopics,
    AlertsTopics,
    AdminTopics,
    UpdateTopics,
    ReportsTopics,
    ReplayTopics,
    UsersTopics {}
export type Topic = keyof Topics;

export interface StreamApi {
  /** Calls `callback` with the topic's current value, then on every change. Returns an unsubscribe. */
  subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void): Promise<() => void>;
}

/** The one typed API the worker exposes over Comlink: the intersection of the domains' APIs. */
export interface CoreApi
  extends
    SessionApi,
    FleetApi,
    ListApi,
    MapApi,
    GeofenceApi,
    AlertsApi,
    CommandApi,
    ShareApi,
    ReportsApi,
    AdminApi,
    LookupApi,
    SettingsApi,
    ReplayApi,
    UsersApi,
    AccountsApi,
    AuditApi,
    BillingApi,
    ThemeApi,
    StreamApi {
  /** Resolves once the core has started (the persisted search restored). */
  ready(): Promise<void>;
}
