import { reduceAlerts } from './alerts';
import { reduceConnection } from './connection';
import { reduceDevices } from './devices';
import { reduceDrivers } from './drivers';
import { reduceFollow } from './follow';
import { reduceGeofences } from './geofences';
import { reduceGroups } from './groups';
import { reduceMapOptions } from './mapOptions';
import { reduceTrail } from './trail';
import { reduceViewport } from './viewport';
import { reduceLatestBuild } from './build';
import { reduceNotifications } from './notifications';
import { reduceToasts } from './toasts';
import type { DomainEvent } from './events';
import { reduceListWindow } from './listWindow';
import { reducePositions } from './positions';
import { reduceQuery } from './query';
import { reduceSelection } from './selection';
import { reduceSession } from './session';
import type { CoreState } from './state';

/**
 * The one place the per-concern reducers are combined. Pure: the same state and event always
 * give the same result, and a state no reducer changed is returned as is.
 */
export function reduce(state: CoreState, event: DomainEvent): CoreState {
  const next: CoreState = {
    session: reduceSession(state.session, event),
    devices: reduceDevices(state.devices, event),
    positions: reducePositions(state.positions, event),
    query: reduceQuery(state.query, event),
    window: reduceListWindow(state.window, event),
    selectedId: reduceSelection(state.selectedId, event),
    connection: reduceConnection(state.connection, event),
    alerts: reduceAlerts(state.alerts, event),
    geofences: reduceGeofences(state.geofences, event),
    groups: reduceGroups(state.groups, event),
    drivers: reduceDrivers(state.drivers, event),
    followId: reduceFollow(state.followId, event),
    trail: reduceTrail(state.trail, event),
    mapOptions: reduceMapOptions(state.mapOptions, event),
    viewport: reduceViewport(state.viewport, event),
    notifications: reduceNotifications(state.notifications, event),
    toasts: reduceToasts(state.toasts, event, state.notifications),
    latestBuild: reduceLatestBuild(state.latestBuild, event),
  };
  const changed = (Object.keys(next) as (keyof CoreState)[]).some(
    (key) => next[key] !== state[key],
  );
  return changed ? next : state;
}

/** Folds a sequence of events from `initial` (replay). */
export function fold(initial: CoreState, events: Iterable<DomainEvent>): CoreState {
  let state = initial;
  for (const event of events) state = reduce(state, event);
  return state;
}
