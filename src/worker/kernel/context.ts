/** What the domains share: injected deps, the fold, its streams and the long-lived links. */
import type { Observable } from 'rxjs';
import type { CoreDeps } from '../deps';
import type { DomainEvent, EventPayloads, EventSource, EventType } from '../events';
import type { CoreState } from '../state';
import type { LiveFeed } from '../transport/liveFeed';
import type { HttpDeps } from '../transport/rest';
import type { SocketLink } from '../transport/socket';
import type { FrameClock } from './frameClock';
import type { LogEntry } from './log';

/** The bounded recent log of folded events. */
export interface EventLog {
  entries(): readonly LogEntry[];
  /** Puts entries of an earlier run (from the snapshot) before the current ones. */
  restore(entries: readonly LogEntry[]): void;
}

export interface CoreContext {
  deps: CoreDeps;
  http: HttpDeps;
  /** Folds one event into the state and appends it to the log. */
  dispatch<K extends EventType>(type: K, source: EventSource, payload: EventPayloads[K]): void;
  state(): CoreState;
  /** The current state, then every state a fold produced. */
  state$: Observable<CoreState>;
  /** Every folded event, once the state holds it (before `state$` emits). */
  events$: Observable<DomainEvent>;
  /** The animation-frame tick the live feed and the map share. */
  clock: FrameClock;
  log: EventLog;
  socket: SocketLink;
  feed: LiveFeed;
  /**
   * Increases whenever a session starts or ends; background work started under an older value
   * drops its results, so a slow device list never lands after a logout.
   */
  epoch: number;
  /** Runs work that nobody awaits; its failure is reported, never unhandled. */
  background(task: () => Promise<unknown>): void;
  /** Runs `teardown` when the core is disposed (subscriptions, timers). */
  onDispose(teardown: () => void): void;
}
