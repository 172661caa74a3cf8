/** The alerts domain wired into the core: notifications, toast timers, dismissing. */
import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import type { CoreContext } from '../context';
import { nextExpiry } from '../derive/expireToasts';
import { matchNotification } from '../derive/matchNotification';
import type { DomainEvent } from '../state/events';
import type { CoreState } from '../state/state';
import type { AlertsApi } from '../types';
import { loadNotifications } from './loadNotifications';
import { createToastTimer } from './toastTimer';

/** An event no notification matches reloads them, at most this often (SPEC.md N8). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export interface AlertsModule extends AlertsApi {
  /** The socket opened again after a drop. */
  reconnected(): void;
  dispose(): void;
}

/**
 * Loads the notifications when a session starts, after a reconnect and when a pushed event
 * matches none of them (SPEC.md N8), and expires toasts on time (N4).
 */
export function createAlertsModule(input: {
  ctx: CoreContext;
  state$: Observable<CoreState>;
  events$: Observable<DomainEvent>;
}): AlertsModule {
  const { ctx } = input;
  let lastLoad = -Infinity;
  const reload = () => {
    lastLoad = ctx.deps.now();
    ctx.background(() => loadNotifications({ ctx }));
  };
  const timer = createToastTimer({
    deps: ctx.deps,
    onDue: () => ctx.dispatch('alerts.expired', 'user', {}),
  });

  const onEvent = (event: DomainEvent) => {
    if (event.type === 'session.established') reload();
    if (event.type !== 'events.received') return;
    if (ctx.deps.now() - lastLoad < NOTIFICATIONS_REFRESH_MS) return;
    const { notifications } = ctx.state();
    if (event.payload.events.some((item) => !matchNotification(item, notifications))) reload();
  };

  const subscriptions: Subscription[] = [
    input.events$.subscribe(onEvent),
    input.state$
      .pipe(
        map((state) => state.toasts.items),
        distinctUntilChanged(),
      )
      .subscribe((items) => timer.set(nextExpiry(items))),
  ];

  return {
    async dismissAlert({ id }) {
      ctx.dispatch('alert.dismissed', 'user', { id });
    },
    reconnected: reload,
    dispose() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      timer.stop();
    },
  };
}
