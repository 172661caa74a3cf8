import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode, Share } from '@farol/model';
import { errorCodeOf } from './coreError';

export interface ShareLinkContext {
  deviceId: number;
  /** The device's shares, soonest to expire first. */
  shares: Share[];
  /** The share whose link, copy button and QR code are shown (the one just made). */
  shown: Share | null;
  /** The share waiting for the user to confirm its deletion. */
  deleting: Share | null;
  /** The share whose expiry and rights are being changed. */
  editing: Share | null;
  error: ErrorCode | null;
}

export type ShareLinkEvent =
  | { type: 'share.create'; expiresAt: number }
  | { type: 'share.show'; shareId: number }
  | { type: 'share.delete'; shareId: number }
  | { type: 'share.edit'; shareId: number }
  | ({ type: 'share.save'; expiresAt: number } & ShareRights)
  | { type: 'share.confirm' }
  | { type: 'share.cancel' }
  | { type: 'share.retry' };

/** What an edit may change besides the expiry (companion API: allow-block is mask bits 8–11). */
export interface ShareRights {
  limitCommands: boolean;
  allowBlock: boolean;
}

type ShareUpdate = { shareId: number; expiresAt: number } & ShareRights;

const soonestFirst = (shares: Share[]) =>
  [...shares].sort(
    (a, b) => Date.parse(a.expirationTime) - Date.parse(b.expirationTime) || a.id - b.id,
  );

/** Keeps a failed call's SPEC §8 code. */
const failure = {
  type: 'fail',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * The "share temporary link" dialog of a device (SPEC §2): its shares load, a new one is made
 * for the chosen expiry and its link shown; an existing one can be given a new expiry and
 * rights (limited commands, allow block); deleting one asks first. A failure keeps the list
 * and shows the SPEC §8 code until the next action.
 */
export const shareLinkMachine = setup({
  types: {
    context: {} as ShareLinkContext,
    events: {} as ShareLinkEvent,
    input: {} as { deviceId: number },
  },
  actors: {
    listShares: fromPromise<Share[], { deviceId: number }>(async () => {
      throw new Error('listShares is provided by createShareLinkImplementations');
    }),
    createShare: fromPromise<Share, { deviceId: number; expiresAt: number }>(async () => {
      throw new Error('createShare is provided by createShareLinkImplementations');
    }),
    deleteShare: fromPromise<void, { shareId: number }>(async () => {
      throw new Error('deleteShare is provided by createShareLinkImplementations');
    }),
    updateShare: fromPromise<Share, ShareUpdate>(async () => {
      throw new Error('updateShare is provided by createShareLinkImplementations');
    }),
  },
  guards: {
    knownShare: ({ context }, params: { shareId: number }) =>
      context.shares.some((share) => share.id === params.shareId),
  },
  actions: {
    loaded: assign((_, params: { shares: Share[] }) => ({ shares: soonestFirst(params.shares) })),
    created: assign(({ context }, params: { share: Share }) => ({
      shares: soonestFirst([...context.shares, params.share]),
      shown: params.share,
    })),
    show: assign(({ context }, params: { shareId: number }) => ({
      shown: context.shares.find((share) => share.id === params.shareId) ?? null,
    })),
    ask: assign(({ context }, params: { shareId: number }) => ({
      deleting: context.shares.find((share) => share.id === params.shareId) ?? null,
    })),
    deleted: assign(({ context }) => {
      const id = context.deleting?.id;
      return {
        shares: context.shares.filter((share) => share.id !== id),
        shown: context.shown?.id === id ? null : context.shown,
        deleting: null,
      };
    }),
    forget: assign({ deleting: null }),
    edit: assign(({ context }, params: { shareId: number }) => ({
      editing: context.shares.find((share) => share.id === params.shareId) ?? null,
    })),
    stopEditing: assign({ editing: null }),
    updated: assign(({ context }, params: { share: Share }) => ({
      shares: soonestFirst(
        context.shares.map((share) => (share.id === params.share.id ? params.share : share)),
      ),
      shown: context.shown?.id === params.share.id ? params.share : context.shown,
      editing: null,
    })),
    clearError: assign({ error: null }),
    fail: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'shareLink',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    shares: [],
    shown: null,
    deleting: null,
    editing: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listShares',
        input: ({ context }) => ({ deviceId: context.deviceId }),
        onDone: {
          target: 'ready',
          actions: { type: 'loaded', params: ({ event }) => ({ shares: event.output }) },
        },
        onError: { target: 'unavailable', actions: failure },
      },
    },
    unavailable: {
      on: { 'share.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'share.create': { target: 'creating', actions: 'clearError' },
        'share.show': {
          guard: { type: 'knownShare', params: ({ event }) => ({ shareId: event.shareId }) },
          actions: [
            { type: 'show', params: ({ event }) => ({ shareId: event.shareId }) },
            'clearError',
          ],
        },
        'share.delete': {
          guard: { type: 'knownShare', params: ({ event }) => ({ shareId: event.shareId }) },
          target: 'confirming',
          actions: [
            { type: 'ask', params: ({ event }) => ({ shareId: event.shareId }) },
            'clearError',
          ],
        },
        'share.edit': {
          guard: { type: 'knownShare', params: ({ event }) => ({ shareId: event.shareId }) },
          target: 'editing',
          actions: [
            { type: 'edit', params: ({ event }) => ({ shareId: event.shareId }) },
            'clearError',
          ],
        },
      },
    },
    editing: {
      on: {
        'share.save': { target: 'updating', actions: 'clearError' },
        'share.cancel': { target: 'ready', actions: ['stopEditing', 'clearError'] },
      },
    },
    updating: {
      invoke: {
        src: 'updateShare',
        input: ({ context, event }) => {
          const save = event as Extract<ShareLinkEvent, { type: 'share.save' }>;
          return {
            shareId: context.editing!.id,
            expiresAt: save.expiresAt,
            limitCommands: save.limitCommands,
            allowBlock: save.allowBlock,
          };
        },
        onDone: {
          target: 'ready',
          actions: { type: 'updated', params: ({ event }) => ({ share: event.output }) },
        },
        // The form stays open with what was chosen, and the SPEC §8 code beneath it.
        onError: { target: 'editing', actions: failure },
      },
    },
    creating: {
      invoke: {
        src: 'createShare',
        input: ({ context, event }) => ({
          deviceId: context.deviceId,
          expiresAt: event.type === 'share.create' ? event.expiresAt : 0,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'created', params: ({ event }) => ({ share: event.output }) },
        },
        onError: { target: 'ready', actions: failure },
      },
    },
    confirming: {
      on: {
        'share.confirm': 'removing',
        'share.cancel': { target: 'ready', actions: 'forget' },
      },
    },
    removing: {
      invoke: {
        src: 'deleteShare',
        input: ({ context }) => ({ shareId: context.deleting!.id }),
        onDone: { target: 'ready', actions: 'deleted' },
        onError: { target: 'ready', actions: [failure, 'forget'] },
      },
    },
  },
});

/** The side effects of shareLinkMachine, bound to the core. */
export function createShareLinkImplementations(deps: {
  listShares(input: { deviceId: number }): Promise<Share[]>;
  createShare(input: { deviceId: number; expiresAt: number }): Promise<Share>;
  deleteShare(input: { shareId: number }): Promise<void>;
  updateShare(input: ShareUpdate): Promise<Share>;
}) {
  return {
    actors: {
      listShares: fromPromise<Share[], { deviceId: number }>(({ input }) => deps.listShares(input)),
      createShare: fromPromise<Share, { deviceId: number; expiresAt: number }>(({ input }) =>
        deps.createShare(input),
      ),
      deleteShare: fromPromise<void, { shareId: number }>(({ input }) => deps.deleteShare(input)),
      updateShare: fromPromise<Share, ShareUpdate>(({ input }) => deps.updateShare(input)),
    },
  };
}
