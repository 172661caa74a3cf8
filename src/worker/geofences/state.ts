/** The geofences slice: the user's geofences and each anchored device's anchor. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import { anchorsEnded, anchorsLeft } from './anchorsLeft';
import { toGeofenceView } from './geofenceView';
import { EMPTY_HIDDEN, reduceHiddenGeofences } from './hiddenGeofences';
import type { GeofenceView } from './types';

/** The user's geofences by id, and each anchored device's anchor geofence id. */
export interface GeofenceState {
  byId: ReadonlyMap<number, GeofenceView>;
  /** deviceId → anchor geofence id */
  anchorOf: ReadonlyMap<number, number>;
}

export const EMPTY_GEOFENCES: GeofenceState = {
  byId: new Map(),
  anchorOf: new Map(),
};

function build(views: Iterable<GeofenceView>): GeofenceState {
  const byId = new Map<number, GeofenceView>();
  const anchorOf = new Map<number, number>();
  for (const view of views) {
    byId.set(view.id, view);
    if (view.anchorDeviceId !== null) anchorOf.set(view.anchorDeviceId, view.id);
  }
  return { byId, anchorOf };
}

/** `state` without the geofences `gone`. */
const without = (state: GeofenceState, gone: ReadonlySet<number>): GeofenceState =>
  gone.size === 0 ? state : build([...state.byId.values()].filter((g) => !gone.has(g.id)));

/** Geofences: loaded, saved, removed; gone with the session (a few hundred, so plain maps). */
export function reduceGeofences(state: GeofenceState, event: DomainEvent): GeofenceState {
  switch (event.type) {
    case 'geofences.loaded':
      return build(event.payload.geofences.map(toGeofenceView));
    case 'geofence.saved': {
      const view = toGeofenceView(event.payload.geofence);
      return build([...[...state.byId.values()].filter((g) => g.id !== view.id), view]);
    }
    case 'geofence.removed':
      if (!state.byId.has(event.payload.geofenceId)) return state;
      return without(state, new Set([event.payload.geofenceId]));
    case 'entities.loaded':
      if (event.payload.kind !== 'geofence') return state;
      return build(event.payload.items.map(toGeofenceView));
    case 'entity.saved': {
      if (event.payload.kind !== 'geofence') return state;
      const view = toGeofenceView(event.payload.item);
      return build([...[...state.byId.values()].filter((g) => g.id !== view.id), view]);
    }
    case 'entities.removed': {
      if (event.payload.kind !== 'geofence') return state;
      const gone = new Set(event.payload.ids);
      if (![...gone].some((id) => state.byId.has(id))) return state;
      return without(state, gone);
    }
    case 'events.received':
      return without(state, anchorsEnded(state, event.payload.events));
    case 'positions.loaded':
    case 'positions.received':
      return without(state, anchorsLeft(state, event.payload.positions));
    case 'session.cleared':
      return state.byId.size === 0 ? state : EMPTY_GEOFENCES;
    default:
      return state;
  }
}

export interface GeofencesState {
  geofences: GeofenceState;
  /** The geofences the user hid from the map (SPEC.md G4). */
  hiddenGeofences: ReadonlySet<number>;
}

export const geofencesSlice: Slice<GeofencesState> = {
  initial: { geofences: EMPTY_GEOFENCES, hiddenGeofences: EMPTY_HIDDEN },
  reducers: { geofences: reduceGeofences, hiddenGeofences: reduceHiddenGeofences },
};
