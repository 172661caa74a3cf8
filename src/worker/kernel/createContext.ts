/**
 * `createContext(deps)`: the fold (state, log, event and state streams), the socket and live
 * feed, background work and disposal, which every domain shares through `CoreContext`.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { CoreDeps } from '../deps';
import { makeEvent, type DomainEvent } from '../events';
import { initialState, reduce, type CoreState } from '../state';
import { createLiveFeed } from '../transport/liveFeed';
import { createSocketLink } from '../transport/socket';
import type { CoreContext, EventLog } from './context';
import { createFrameClock } from './frameClock';
import { appendLog, MAX_LOG_ENTRIES, type LogEntry } from './log';

/** The context plus what only the core's owner calls. */
export interface ContextHandle {
  ctx: CoreContext;
  /** Resolves once background work (fleet loads, refetches) has finished. */
  settled(): Promise<void>;
  /** Runs every registered teardown and closes the socket. */
  dispose(): void;
}

export function createContext(deps: CoreDeps): ContextHandle {
  let state: CoreState = initialState;
  let entries: LogEntry[] = [];
  const state$ = new BehaviorSubject<CoreState>(state);
  const events$ = new Subject<DomainEvent>();
  const tasks = new Set<Promise<unknown>>();
  const teardowns: (() => void)[] = [];
  const queue: DomainEvent[] = [];
  const report = (error: unknown) => deps.reportError?.(error);

  const log: EventLog = {
    entries: () => entries,
    restore(older) {
      entries = [...older, ...entries].slice(-MAX_LOG_ENTRIES);
    },
  };

  const clock = createFrameClock(deps.requestFrame);
  const ctx: CoreContext = {
    deps,
    http: deps,
    epoch: 0,
    log,
    clock,
    state: () => state,
    state$,
    events$,
    dispatch(type, source, payload) {
      queue.push(makeEvent(type, source, payload, deps.now()) as DomainEvent);
      // A subscriber that dispatches while an event is being published is queued, so every
      // subscriber sees the states in the order they were folded.
      if (queue.length > 1) return;
      try {
        while (queue.length > 0) {
          const event = queue[0]!;
          state = reduce(state, event);
          entries = appendLog(entries, event, state.localToken);
          events$.next(event);
          state$.next(state);
          queue.shift();
        }
      } catch (error) {
        queue.length = 0;
        throw error;
      }
    },
    background(task) {
      const running = task().catch(report);
      tasks.add(running);
      void running.finally(() => tasks.delete(running));
    },
    onDispose(teardown) {
      teardowns.push(teardown);
    },
    socket: createSocketLink({
      deps,
      onMessage: (text) => ctx.feed.receive(text),
      onStatus: (view) => ctx.dispatch('connection.changed', 'socket', view),
      onReconnected: () => ctx.dispatch('connection.resumed', 'socket', {}),
    }),
    feed: createLiveFeed({
      clock,
      sink: {
        devices: (devices) => ctx.dispatch('devices.updated', 'socket', { devices }),
        positions: (positions) => ctx.dispatch('positions.received', 'socket', { positions }),
        events: (events) => ctx.dispatch('events.received', 'socket', { events }),
        rejected: (count) => report(new Error(`dropped ${count} invalid socket item(s)`)),
      },
    }),
  };

  return {
    ctx,
    async settled() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
    dispose() {
      for (const teardown of teardowns.splice(0)) teardown();
      ctx.socket.close();
      ctx.feed.clear();
    },
  };
}
