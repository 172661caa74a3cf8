/** What the domain modules share: injected deps, the fold and the long-lived links. */
import type { CoreDeps } from './deps';
import type { EventPayloads, EventSource, EventType } from './state/events';
import type { LogEntry } from './state/log';
import type { CoreState } from './state/state';
import type { LiveFeed } from './transport/liveFeed';
import type { HttpDeps } from './transport/rest';
import type { SocketLink } from './transport/socket';

/** Throttled persistence of the fleet snapshot. */
export interface SnapshotWriter {
  /** Asks for a save; saves happen at most once per SNAPSHOT_INTERVAL_MS. */
  schedule(): void;
  /** Drops a pending save. */
  cancel(): void;
}

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
  log: EventLog;
  socket: SocketLink;
  feed: LiveFeed;
  snapshots: SnapshotWriter;
  /**
   * Increases whenever a session starts or ends; background work started under an older value
   * drops its results, so a slow device list never lands after a logout.
   */
  epoch: number;
  /** Runs work that nobody awaits; its failure is reported, never unhandled. */
  background(task: () => Promise<unknown>): void;
}
