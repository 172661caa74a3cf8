/**
 * The core's state: a pure fold of the domain events (SPEC.md E2). Each domain owns a slice
 * (`<domain>/state.ts`: its keys, initial values and reducers); this combines them.
 */
import { adminSlice, type AdminState } from './admin/state';
import { alertsSlice, type AlertsState } from './alerts/state';
import type { DomainEvent } from './events';
import { fleetSlice, type FleetState } from './fleet/state';
import { geofencesSlice, type GeofencesState } from './geofences/state';
import type { KeyReducer } from './kernel/slice';
import { listSlice, type ListState } from './list/state';
import { mapSlice, type MapState } from './map/state';
import { replaySlice, type ReplayState } from './replay/state';
import { reportsSlice, type ReportsState } from './reports/state';
import { sessionSlice, type SessionState } from './session/state';
import { updateSlice, type UpdateState } from './update/state';
import { usersSlice, type UsersState } from './users/state';

export type CoreState = SessionState &
  FleetState &
  ListState &
  MapState &
  GeofencesState &
  AlertsState &
  AdminState &
  UpdateState &
  ReportsState &
  ReplayState &
  UsersState;

const SLICES = [
  sessionSlice,
  fleetSlice,
  listSlice,
  mapSlice,
  geofencesSlice,
  alertsSlice,
  adminSlice,
  updateSlice,
  reportsSlice,
  replaySlice,
  usersSlice,
] as const;

export const initialState: CoreState = Object.assign(
  {},
  ...SLICES.map((slice) => slice.initial),
) as CoreState;

const REDUCERS = SLICES.flatMap((slice) => Object.entries(slice.reducers)) as [
  keyof CoreState,
  KeyReducer<unknown>,
][];

/**
 * Folds one event: every key's reducer sees the state as it was before the event. Pure: the
 * same state and event always give the same result, and a state no reducer changed is
 * returned as is.
 */
export function reduce(state: CoreState, event: DomainEvent): CoreState {
  let next: Record<string, unknown> | null = null;
  for (const [key, reducer] of REDUCERS) {
    const value = reducer(state[key], event, state);
    if (value !== state[key]) {
      next ??= { ...state };
      next[key] = value;
    }
  }
  return (next as CoreState | null) ?? state;
}

/** Folds a sequence of events from `initial` (replay). */
export function fold(initial: CoreState, events: Iterable<DomainEvent>): CoreState {
  let state = initial;
  for (const event of events) state = reduce(state, event);
  return state;
}
