/** The alerts domain's topic: `alerts`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import { toAlertItem, type AlertNames } from './toAlertItem';
import type { AlertItem, AlertsView } from './types';

function namesOf(state: CoreState): AlertNames {
  return {
    deviceName: (id) => state.devices.get(id)?.name ?? null,
    geofenceName: (id) => state.geofences.byId.get(id)?.name ?? null,
  };
}

function sameItem(a: AlertItem, b: AlertItem): boolean {
  return (
    a.id === b.id &&
    a.deviceName === b.deviceName &&
    a.geofenceName === b.geofenceName &&
    a.notificationId === b.notificationId &&
    a.expiresAt === b.expiresAt &&
    a.color === b.color &&
    a.position === b.position &&
    a.pinned === b.pinned
  );
}

function sameView(a: AlertsView, b: AlertsView): boolean {
  return (
    a.items.length === b.items.length && a.items.every((item, i) => sameItem(item, b.items[i]!))
  );
}

/**
 * The visible toasts with their device and geofence names (SPEC.md N9). Recomputed when the
 * toasts change, or, while some are shown, when devices or geofences do; published only when
 * what the UI shows changed.
 */
export function alertsProjection(state$: Observable<CoreState>): Observable<AlertsView> {
  return state$.pipe(
    distinctUntilChanged(
      (a, b) =>
        a.toasts === b.toasts &&
        (b.toasts.items.length === 0 || (a.devices === b.devices && a.geofences === b.geofences)),
    ),
    map((state) => {
      const names = namesOf(state);
      return { items: state.toasts.items.map((toast) => toAlertItem(toast, names)) };
    }),
    distinctUntilChanged(sameView),
  );
}

export function alertsTopics(ctx: CoreContext): TopicStreams<'alerts'> {
  return { alerts: alertsProjection(ctx.state$) };
}
