/** Noticing a newer build: `/version.json` read on a schedule and after reconnects. */
import type { TimerHandle } from '../deps';
import type { CoreContext } from '../kernel/context';
import { checkVersion } from './checkVersion';

/** How often a signed-in client looks for a newer build (SPEC.md V1). */
export const VERSION_CHECK_MS = 5 * 60_000;

/**
 * While a session lasts, checks `/version.json` every VERSION_CHECK_MS and after each socket
 * reconnect (SPEC.md V1). Without a build id of its own the core never checks (V2).
 */
export function watchForUpdates(ctx: CoreContext): void {
  const { deps } = ctx;
  if (!deps.buildId) return;
  let timer: TimerHandle | null = null;

  const stop = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    stop();
    timer = deps.setTimeout(() => {
      timer = null;
      check();
    }, VERSION_CHECK_MS);
  };
  const check = () => {
    schedule();
    ctx.background(() => checkVersion(ctx));
  };

  const subscription = ctx.events$.subscribe((event) => {
    if (event.type === 'session.established') schedule();
    if (event.type === 'session.cleared') stop();
    // A reconnect may follow a redeploy; the timer runs only while a session lasts.
    if (event.type === 'connection.resumed' && timer !== null) check();
  });
  ctx.onDispose(() => {
    subscription.unsubscribe();
    stop();
  });
}
