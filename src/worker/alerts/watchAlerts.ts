/** What the alerts domain does on its own: load the notifications, expire toasts on time. */
import { distinctUntilChanged, map } from 'rxjs';
import type { DomainEvent } from '../events';
import type { CoreContext } from '../kernel/context';
import { nextExpiry } from './expireToasts';
import { loadNotifications } from './loadNotifications';
import { matchNotification } from './matchNotification';
import { createToastTimer } from './toastTimer';

/** An event no notification matches reloads them, at most this often (SPEC.md N8). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * Loads the notifications when a session starts, after a reconnect and when a pushed event
 * matches none of them (SPEC.md N8), and expires toasts on time with one timer (N4).
 */
export function watchAlerts(ctx: CoreContext): void {
  let lastLoad = -Infinity;
  const reload = () => {
    lastLoad = ctx.deps.now();
    ctx.background(() => loadNotifications(ctx));
  };
  const timer = createToastTimer({
    deps: ctx.deps,
    onDue: () => ctx.dispatch('alerts.expired', 'user', {}),
  });

  const onEvent = (event: DomainEvent) => {
    if (event.type === 'session.established' || event.type === 'connection.resumed') reload();
    if (event.type !== 'events.received') return;
    if (ctx.deps.now() - lastLoad < NOTIFICATIONS_REFRESH_MS) return;
    const { notifications } = ctx.state();
    if (event.payload.events.some((item) => !matchNotification(item, notifications))) reload();
  };

  const events = ctx.events$.subscribe(onEvent);
  const toasts = ctx.state$
    .pipe(
      map((state) => state.toasts.items),
      distinctUntilChanged(),
    )
    .subscribe((items) => timer.set(nextExpiry(items)));
  ctx.onDispose(() => {
    events.unsubscribe();
    toasts.unsubscribe();
    timer.stop();
  });
}
