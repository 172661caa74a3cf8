/** The small topics: session, connection and the selected device. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { selectedDevice } from '../derive/selectedDevice';
import { unitsOf } from '../derive/units';
import type { CoreState } from '../state/state';
import type { ConnectionView, SelectedDevice, SessionView } from '../types';

export function sessionProjection(state$: Observable<CoreState>): Observable<SessionView> {
  return state$.pipe(
    map((state) => state.session),
    distinctUntilChanged(),
  );
}

export function connectionProjection(state$: Observable<CoreState>): Observable<ConnectionView> {
  return state$.pipe(
    map((state) => state.connection),
    distinctUntilChanged(),
  );
}

/** Re-emits only when the selected device, its position or the speed unit changes. */
export function selectedProjection(
  state$: Observable<CoreState>,
): Observable<SelectedDevice | null> {
  return state$.pipe(
    map((state) => {
      const id = state.selectedId;
      const anchorId = id === null ? undefined : state.geofences.anchorOf.get(id);
      return {
        device: id === null ? undefined : state.devices.get(id),
        position: id === null ? undefined : state.positions.get(id),
        unit: unitsOf(state.session.user).speed,
        anchor: anchorId === undefined ? null : (state.geofences.byId.get(anchorId) ?? null),
        drivers: state.drivers,
      };
    }),
    distinctUntilChanged(
      (a, b) =>
        a.device === b.device &&
        a.position === b.position &&
        a.unit === b.unit &&
        a.anchor === b.anchor &&
        a.drivers === b.drivers,
    ),
    map(({ device, position, unit, anchor, drivers }) => {
      const uniqueId = position?.attributes['driverUniqueId'];
      const driver = typeof uniqueId === 'string' ? (drivers.get(uniqueId) ?? null) : null;
      return selectedDevice(device, position, unit, anchor, driver);
    }),
  );
}
