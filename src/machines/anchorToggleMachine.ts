import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode } from '@farol/model';
import type { GeofenceView } from '../worker/types';
import { errorCodeOf } from './coreError';

export interface AnchorContext {
  deviceId: number;
  /** The anchor to delete, or null to create one. */
  anchorId: number | null;
  /** The new anchor's name: the anchor label plus the device name (SPEC §3). */
  name: string;
  error: ErrorCode | null;
}

export type AnchorEvent =
  | { type: 'anchor.toggle'; deviceId: number; anchorId: number | null; name: string }
  | { type: 'anchor.confirm' }
  | { type: 'anchor.cancel' }
  | { type: 'anchor.dismiss' };

/**
 * Anchor toggle (SPEC §3–§4): with an anchor, confirm and delete it; without, confirm and
 * create the 150 m circle linked to the device. Cancelling ends in `cancelled`, whose message is
 * 'Ação cancelada pelo usuário'.
 */
export const anchorToggleMachine = setup({
  types: { context: {} as AnchorContext, events: {} as AnchorEvent },
  actors: {
    createAnchor: fromPromise<GeofenceView, { deviceId: number; name: string }>(async () => {
      throw new Error('createAnchor is provided by createAnchorImplementations');
    }),
    deleteAnchor: fromPromise<void, { geofenceId: number }>(async () => {
      throw new Error('deleteAnchor is provided by createAnchorImplementations');
    }),
  },
  guards: {
    hasAnchor: ({ context }) => context.anchorId !== null,
  },
  actions: {
    target: assign((_, params: { deviceId: number; anchorId: number | null; name: string }) => ({
      ...params,
      error: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'anchorToggle',
  context: { deviceId: 0, anchorId: null, name: '', error: null },
  initial: 'idle',
  on: {
    'anchor.toggle': {
      target: '.confirming',
      actions: {
        type: 'target',
        params: ({ event }) => ({
          deviceId: event.deviceId,
          anchorId: event.anchorId,
          name: event.name,
        }),
      },
    },
  },
  states: {
    idle: {},
    confirming: {
      on: {
        'anchor.confirm': [{ guard: 'hasAnchor', target: 'removing' }, { target: 'creating' }],
        'anchor.cancel': 'cancelled',
      },
    },
    creating: {
      // A toggle while the request is under way is ignored.
      on: { 'anchor.toggle': {} },
      invoke: {
        src: 'createAnchor',
        input: ({ context }) => ({ deviceId: context.deviceId, name: context.name }),
        onDone: 'anchored',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      on: { 'anchor.toggle': {} },
      invoke: {
        src: 'deleteAnchor',
        input: ({ context }) => ({ geofenceId: context.anchorId! }),
        onDone: 'released',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    anchored: { on: { 'anchor.dismiss': 'idle' } },
    released: { on: { 'anchor.dismiss': 'idle' } },
    cancelled: { on: { 'anchor.dismiss': 'idle' } },
    failed: { on: { 'anchor.dismiss': 'idle' } },
  },
});

/** The side effects of anchorToggleMachine, bound to the core. */
export function createAnchorImplementations(deps: {
  createAnchor(input: { deviceId: number; name: string }): Promise<GeofenceView>;
  deleteGeofence(input: { geofenceId: number }): Promise<void>;
}) {
  return {
    actors: {
      createAnchor: fromPromise<GeofenceView, { deviceId: number; name: string }>(({ input }) =>
        deps.createAnchor(input),
      ),
      deleteAnchor: fromPromise<void, { geofenceId: number }>(({ input }) =>
        deps.deleteGeofence(input),
      ),
    },
  };
}
