import { fromPromise, setup } from 'xstate';
import type { Server, User } from '@farol/model';

/**
 * The navigation guard's start-up flow (SPEC §2): server info, then the session (which loads
 * the user). A server that cannot be reached leads to `unavailable` (the /maintenance page).
 * Once `ready`, the core's `session` topic says whether someone is signed in.
 */
export const bootMachine = setup({
  types: {
    events: {} as { type: 'boot.retry' },
  },
  actors: {
    loadServer: fromPromise<Server>(async () => {
      throw new Error('loadServer is provided by createBootImplementations');
    }),
    restoreSession: fromPromise<User | null>(async () => {
      throw new Error('restoreSession is provided by createBootImplementations');
    }),
  },
}).createMachine({
  id: 'boot',
  initial: 'loadingServer',
  states: {
    loadingServer: {
      invoke: { src: 'loadServer', onDone: 'checkingSession', onError: 'unavailable' },
    },
    checkingSession: {
      // A failed session check means "not signed in": the guard then sends the visitor to /login.
      invoke: { src: 'restoreSession', onDone: 'ready', onError: 'ready' },
    },
    ready: {},
    unavailable: {
      on: { 'boot.retry': 'loadingServer' },
    },
  },
});

/** The side effects of bootMachine, bound to the core. */
export function createBootImplementations(deps: {
  loadServer(): Promise<Server>;
  restoreSession(): Promise<User | null>;
}) {
  return {
    actors: {
      loadServer: fromPromise<Server>(() => deps.loadServer()),
      restoreSession: fromPromise<User | null>(() => deps.restoreSession()),
    },
  };
}
