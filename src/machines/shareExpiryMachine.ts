import { assign, fromPromise, setup } from 'xstate';
import { SHARE_TICK_MS } from '@farol/model';

export interface ShareExpiryContext {
  /** When the share user's account expires (epoch ms). */
  expiresAt: number;
  /** Time left at the last tick (ms); below 0 the share has expired. */
  remaining: number;
}

export type ShareExpiryEvent = { type: 'share.exit' };

/**
 * A share user's countdown (SPEC §4, §9): every second the time left is read again; once it
 * drops below 0 the session is cleared, then the dialog 'Sua sessão expirou!' waits for Sair,
 * which reloads the page. Clearing that fails still ends in `expired`: the server refuses an
 * expired account anyway.
 */
export const shareExpiryMachine = setup({
  types: {
    context: {} as ShareExpiryContext,
    events: {} as ShareExpiryEvent,
    input: {} as { expiresAt: number },
  },
  actors: {
    clearSession: fromPromise<void>(async () => {
      throw new Error('clearSession is provided by createShareExpiryImplementations');
    }),
    reload: fromPromise<void>(async () => {
      throw new Error('reload is provided by createShareExpiryImplementations');
    }),
  },
  delays: { tick: SHARE_TICK_MS },
  guards: {
    expired: ({ context }) => context.remaining < 0,
  },
  actions: {
    tick: assign({ remaining: ({ context }) => context.expiresAt - Date.now() }),
  },
}).createMachine({
  id: 'shareExpiry',
  context: ({ input }) => ({ expiresAt: input.expiresAt, remaining: input.expiresAt - Date.now() }),
  initial: 'counting',
  states: {
    counting: {
      entry: 'tick',
      always: { guard: 'expired', target: 'clearing' },
      after: { tick: { target: 'counting', reenter: true } },
    },
    clearing: {
      invoke: { src: 'clearSession', onDone: 'expired', onError: 'expired' },
    },
    expired: {
      on: { 'share.exit': 'leaving' },
    },
    leaving: {
      invoke: { src: 'reload' },
    },
  },
});

/** The side effects of shareExpiryMachine: the core's logout and a page reload. */
export function createShareExpiryImplementations(deps: {
  logout(): Promise<void>;
  reload(): void;
}) {
  return {
    actors: {
      clearSession: fromPromise<void>(() => deps.logout()),
      reload: fromPromise<void>(async () => deps.reload()),
    },
  };
}
