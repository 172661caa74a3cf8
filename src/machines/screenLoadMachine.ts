import { assign, fromPromise, setup } from 'xstate';
import { LAZY_LOAD_TIMEOUT_MS, type ErrorCode } from '@farol/model';
import { errorCodeOf } from './coreError';

export interface ScreenLoadContext {
  /** The loaded screen (a component, to this machine just a value). */
  screen: unknown;
  /** Why the last attempt failed: TIMEOUT after LAZY_LOAD_TIMEOUT_MS, else the loader's code. */
  error: ErrorCode | null;
}

export type ScreenLoadEvent = { type: 'screen.retry' };

/**
 * Loading a lazily loaded screen (SPEC §8): the loader runs; if it has not finished within
 * LAZY_LOAD_TIMEOUT_MS (120 s) or it fails, the screen says so and offers a retry, which runs
 * the loader again. A late answer of an attempt given up on is ignored.
 */
export const screenLoadMachine = setup({
  types: { context: {} as ScreenLoadContext, events: {} as ScreenLoadEvent },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load is provided by createScreenLoadImplementations');
    }),
  },
  delays: { loadTimeout: LAZY_LOAD_TIMEOUT_MS },
  actions: {
    loaded: assign((_, params: { screen: unknown }) => ({ screen: params.screen, error: null })),
    fail: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    timeOut: assign({ error: 'TIMEOUT' as ErrorCode }),
  },
}).createMachine({
  id: 'screenLoad',
  context: { screen: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'loaded',
          actions: { type: 'loaded', params: ({ event }) => ({ screen: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: { loadTimeout: { target: 'failed', actions: 'timeOut' } },
    },
    failed: {
      on: { 'screen.retry': 'loading' },
    },
    loaded: { type: 'final' },
  },
});

/** The side effect of screenLoadMachine: the screen's dynamic import. */
export function createScreenLoadImplementations(load: () => Promise<unknown>) {
  return { actors: { load: fromPromise<unknown>(() => load()) } };
}
