/** The fleet domain's topic: `selected`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import { unitsOf } from '../session/units';
import type { CoreState } from '../state';
import { selectedDevice } from './selectedDevice';
import type { SelectedDevice } from './types';

/** Re-emits only when the selected device, its position, anchor, driver or speed unit changes. */
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

export function fleetTopics(ctx: CoreContext): TopicStreams<'selected'> {
  return { selected: selectedProjection(ctx.state$) };
}
