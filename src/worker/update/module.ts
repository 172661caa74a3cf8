/** Noticing a newer build: `/version.json` read on a schedule and after reconnects. */
import type { Observable, Subscription } from 'rxjs';
import type { CoreContext } from '../context';
import type { TimerHandle } from '../deps';
import type { DomainEvent } from '../state/events';
import { checkVersion } from './checkVersion';

/** How often a signed-in client looks for a newer build (SPEC.md V1). */
export const VERSION_CHECK_MS = 5 * 60_000;

export interface UpdateModule {
  /** The socket opened again after a drop: the server may have been redeployed. */
  reconnected(): void;
  dispose(): void;
}

/**
 * While a session lasts, checks `/version.json` every VERSION_CHECK_MS and after each socket
 * reconnect (SPEC.md V1). Without a build id of its own the core never checks (V2).
 */
export function createUpdateModule(input: {
  ctx: CoreContext;
  events$: Observable<DomainEvent>;
}): UpdateModule {
  const { ctx } = input;
  const { deps } = ctx;
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
    ctx.background(() => checkVersion({ ctx }));
  };

  const subscription: Subscription | null = deps.buildId
    ? input.events$.subscribe((event) => {
        if (event.type === 'session.established') schedule();
        if (event.type === 'session.cleared') stop();
      })
    : null;

  return {
    reconnected() {
      if (deps.buildId && timer !== null) check();
    },
    dispose() {
      subscription?.unsubscribe();
      stop();
    },
  };
}
